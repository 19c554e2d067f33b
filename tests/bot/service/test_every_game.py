"""Every registered game (`bot.games.GAMES`, a test game included) played to its end through
the service on both store backends, each move one of the acting seat's legal actions: the
service takes each, refuses a seat that may not act without changing anything, and the audit
replays the stored log to the stored state. Nothing here names a game."""

from __future__ import annotations

import random

import pytest

import bot.games as games
from bot.service import ServiceError, audit_all

MOST_MOVES = 2000


@pytest.mark.parametrize("kind", sorted(games.GAMES))
async def test_a_random_game_through_the_service(service, kind):
    rules = games.get_rules(kind)
    rng = random.Random(kind)
    players = rules.min_players
    await service.new_game(guild_id=1, channel_id=70, creator_id=1, creator_name="p1",
                           kind=kind, seats=players)
    for user in range(2, players + 1):
        game, _ = await service.join(70, user, f"p{user}")
    game = await service.get(70)
    if game.status == "lobby":
        game = (await service.start(70, 1)).game
    for _ in range(MOST_MOVES):
        if game.status != "active":
            break
        actors = rules.actors(game.state)
        idle = [s for s in game.seats if s.seat not in actors]
        if idle:  # a seat that may not act now is refused, and nothing changes
            with pytest.raises(ServiceError):
                await service.act(70, idle[0].user_id,
                                  lambda r, s, g, seat: r.legal_actions(s, seat)[0])
            assert (await service.get(70)).rev == game.rev
        seat = rng.choice(sorted(actors))
        action = rng.choice(rules.legal_actions(game.state, seat))
        user = next(s.user_id for s in game.seats if s.seat == seat)
        game = (await service.act(70, user, lambda r, s, g, seat, a=action: r.draw(s, a, g),
                                  rev=game.rev)).game
    assert game.status == "finished"
    assert rules.is_over(game.state)
    assert await audit_all(service.store) == {}
