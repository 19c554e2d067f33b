"""What the bot sends its render processes for the pictures of a played game: the game as
pictures see it (bot.front.pictures.PictureGame), never the stored game with its record's
columns and seat rows, and each posted picture is the one drawn from the whole game."""

from __future__ import annotations

import pickle
import random

from discord_kit import play_turn

from bot import render_pool
from bot.front.pictures import PictureGame

TURNS = 4


async def test_a_played_games_pictures_go_out_as_pictures_see_the_game(world, monkeypatch):
    jobs: list[bytes] = []
    drawn = render_pool.drawn

    async def recorded(fn, *args, **kwargs):
        jobs.append(pickle.dumps((fn, args, kwargs), pickle.HIGHEST_PROTOCOL))
        return await drawn(fn, *args, **kwargs)

    monkeypatch.setattr(render_pool, "drawn", recorded)
    await world.open_game(2)
    rng = random.Random(5)
    for _ in range(TURNS):
        game = await world.game()
        rolled = await world.current_member(game).slash(world.channel, "roll")
        game = await world.game()
        frontend = world.env.bot.table.frontend(game)
        events = tuple(await world.service.turn_events(game))  # highlighted: this turn's
        assert await rolled.response.attachments[0].read() == frontend.render_move(
            game, (), events)
        await play_turn(world, rng)  # the rest of the turn
    assert len(jobs) >= TURNS
    for job in jobs:
        assert b"GameSnapshot" not in job and b"SeatRow" not in job
        fn, args, _ = pickle.loads(job)
        assert isinstance(args[0], PictureGame), fn
