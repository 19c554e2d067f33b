"""Every stored move log, replayed with the engine alone, gives the stored state: games played
through Discord (finished, abandoned, still running) can be audited from the database file."""

from __future__ import annotations

import json
import random

from discord_kit import play_to_end, play_turn
from raw_database import raw_rows

from bot.service import audit_all
from engine import columbiz


def replay_all(database) -> dict[int, tuple[dict, dict]]:
    """game id -> (replayed state JSON, stored state JSON), read straight from the database."""
    out = {}
    games = raw_rows(database, "SELECT id, options, setup, state FROM games "
                               "WHERE state IS NOT NULL")
    for game_id, options, setup, state in games:
        [(players,)] = raw_rows(database, "SELECT COUNT(*) FROM seats WHERE game_id = ?",
                                (game_id,))
        config = columbiz.GameConfig(
            players=players, start=json.loads(setup)["start"],
            options=columbiz.Options.from_dict(json.loads(options)),
        )
        actions = [
            columbiz.action_from_json(json.loads(action))
            for (action,) in raw_rows(
                database, "SELECT action FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))
        ]
        replayed = columbiz.state_to_json(columbiz.replay(config, actions))
        out[game_id] = (replayed, json.loads(state))
    return out


async def test_every_stored_move_log_replays_to_the_stored_state(world, settings):
    rng = random.Random(31)
    channels = [world.channel] + [world.guild.create_text_channel(f"t{i}") for i in range(3)]
    # finished games of 2, 3 and 4 players, in three channels
    for channel, players in zip(channels[:3], (2, 3, 4)):
        await world.open_game(players, channel=channel)
        await play_to_end(world, rng, channel=channel)
    # one abandoned in the middle, one still running
    await world.open_game(2, channel=channels[3])
    await play_turn(world, rng, channel=channels[3])
    await world.alice.slash(channels[3], "columbiz abandon")
    await world.open_game(3, channel=channels[3])
    for _ in range(4):
        await play_turn(world, rng, channel=channels[3])
    member = world.current_member(await world.game(channels[3]))
    await member.slash(channels[3], "roll")  # a turn under way

    replayed = replay_all(settings.database)
    assert len(replayed) == 5
    for game_id, (again, stored) in replayed.items():
        assert again == stored, f"game {game_id}"
    statuses = sorted([
        (await world.service.get_by_id(game_id)).status for game_id in replayed
    ])
    assert statuses == ["abandoned", "active", "finished", "finished", "finished"]
    # the service's own audit (seeded dice, seats, events, records) agrees
    assert await audit_all(world.service.store) == {}
