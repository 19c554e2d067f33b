"""`/<game> replay`: the whole game as an animated GIF through Discord, privately, a frame per
turn with its words, under the interaction's upload limit, made once per game revision."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from discord_kit import play_to_end, play_turn
from PIL import Image
from test_icetowers import act_from_the_list, open_icetowers

import bot.front.looking_cog
from bot.front.replay import replay_gif, turn_ends
from bot.games import get_rules

GIF = b"GIF89a"

# A settle waits for the bot's work in real time, and a replay's GIF is drawn in a worker started
# at the first replay, which on a loaded machine took longer than SimCord's 5 s to start and draw.
# That bound catches a hang, it times nothing, so it is generous for a busy machine.
pytestmark = pytest.mark.simcord(settle_timeout=60)


def frames_of(data: bytes) -> int:
    img = Image.open(io.BytesIO(data))
    assert img.format == "GIF" and img.info.get("loop") == 0  # plays on, in a loop
    return img.n_frames


async def test_a_running_game_replays_a_frame_per_turn_and_is_made_once_per_revision(world):
    rng = random.Random(3)
    await world.open_game(2)
    game = await world.game()
    for _ in range(3):
        await play_turn(world, rng)

    shown = await world.carol.slash(world.channel, "columbiz replay")  # anyone may look
    assert shown.ephemeral
    history = await world.service.game_history(game.id)
    turns = len(turn_ends(history))
    assert shown.response.content == (
        f"Game #{game.id} from the first move to the last, in {turns} pictures.")
    (attachment,) = shown.response.attachments
    assert attachment.filename == f"columbiz-game-{game.id}.gif"
    data = await attachment.read()
    assert data.startswith(GIF) and frames_of(data) == turns
    made = dict(world.env.bot.table.looking._replays)
    assert len(made) == 1

    again = await world.bob.slash(world.channel, "columbiz replay")
    assert await again.response.attachments[0].read() == data
    assert world.env.bot.table.looking._replays.keys() == made.keys()  # the same revision: kept

    await play_turn(world, rng)
    later = await world.alice.slash(world.channel, "columbiz replay")
    assert frames_of(await later.response.attachments[0].read()) == turns + 1
    assert len(world.env.bot.table.looking._replays) == 2


async def test_a_finished_game_too_large_for_the_upload_limit_keeps_fewer_frames(
        world, monkeypatch):
    rng = random.Random(12)
    await world.open_game(3)
    game_id = (await world.game()).id
    await play_to_end(world, rng)
    limit = 26214400  # what SimCord's interactions allow, as Discord's say their own
    small = 300_000
    monkeypatch.setattr(bot.front.looking_cog, "UPLOAD_MARGIN", limit - small)
    shown = await world.alice.slash(world.channel, "columbiz replay", game_id=game_id)
    history = await world.service.game_history(game_id)
    turns = len(turn_ends(history))
    data = await shown.response.attachments[0].read()
    kept = frames_of(data)
    assert len(data) <= small and 1 < kept < turns
    assert shown.response.content == (
        f"Game #{game_id} in {kept} of its {turns} pictures, spread over the game: all of them "
        "would be too large to upload here.")


async def test_a_game_without_moves_has_nothing_to_replay(world):
    await world.open_game(2)
    game = await world.game()
    refused = await world.alice.slash(world.channel, "columbiz replay")
    assert refused.ephemeral and refused.response.content == (
        f"Game #{game.id} has no moves yet, so there is nothing to replay.")
    assert not refused.response.attachments


async def test_icetowers_replays_through_the_shared_command_a_frame_per_action(world):
    rng = random.Random(4)
    game = await open_icetowers(world, 2)
    acted = 0
    for member in (world.alice, world.bob, world.alice, world.bob):
        if await act_from_the_list(world, member, "cap", rng) is not None:
            acted += 1
    assert acted
    shown = await world.bob.slash(world.channel, "icetowers replay")
    assert shown.ephemeral
    (attachment,) = shown.response.attachments
    assert attachment.filename == f"icetowers-game-{game.id}.gif"
    assert frames_of(await attachment.read()) == acted


async def test_the_replay_speaks_the_readers_language(world, clients):
    rng = random.Random(8)
    await world.open_game(2)
    game = await world.game()
    await play_turn(world, rng)
    clients[world.carol.id] = "de"
    shown = await world.carol.slash(world.channel, "columbiz replay")
    assert shown.response.content == (
        f"Spiel #{game.id} vom ersten bis zum letzten Zug, in einem Bild.")
    assert len(world.env.bot.table.looking._replays) == 1
    english = await world.alice.slash(world.channel, "columbiz replay")
    assert english.response.content.startswith(f"Game #{game.id} from the first move")
    assert len(world.env.bot.table.looking._replays) == 2  # captions differ: one per language


async def test_the_replays_pictures_speak_the_readers_language_too(world, clients):
    """Not only the captions: the words drawn in the pictures (the score table, "Game over")
    follow the reader too, so nobody gets a replay in two languages."""
    rng = random.Random(8)
    await world.open_game(2)
    game = await world.game()
    await play_to_end(world, rng)
    clients[world.carol.id] = "de"
    shown = await world.carol.slash(world.channel, "columbiz replay", game_id=game.id)
    data = await shown.response.attachments[0].read()

    history = await world.service.game_history(game.id)
    assert history.game.language == "en"  # the game posts in English
    german = replace(history, game=replace(history.game, language="de"))
    frontend, rules = world.env.bot.table.frontend(history.game), get_rules("columbiz")
    made_in_german, _, _ = replay_gif(frontend, rules, german, "de", len(data))
    assert data == made_in_german
