"""The replay check: every stored log, replayed from its seed, gives the stored state."""

from __future__ import annotations

import json
import random

from service_play import open_game, play_to_end, play_turn, tamper

from bot.service import audit_all, audit_game


async def a_database_of_games(service):
    await open_game(service, 80, 2)
    await play_to_end(service, 80, random.Random(1))
    await open_game(service, 81, 3, first_user=200)
    await play_to_end(service, 81, random.Random(2))
    await open_game(service, 82, 4, first_user=300)
    for _ in range(5):
        await play_turn(service, 82, random.Random(3))
    await open_game(service, 83, 2, first_user=400)
    await service.abandon(83, 400, can_manage_channel=False)
    await service.new_game(
        kind="columbiz", guild_id=1, channel_id=84, creator_id=500, creator_name="x")


async def test_every_stored_log_replays_to_its_state(service):
    await a_database_of_games(service)
    assert await service.store.game_ids() == [1, 2, 3, 4, 5]
    assert await audit_all(service.store) == {}


async def test_changed_dice_are_found(service, db_path):
    await a_database_of_games(service)
    moves = await service.store.moves(1)
    roll = next(m for m in moves if "roll" in m.action and m.seq > 1)
    values = [7 - v for v in roll.action["roll"]]  # still legal dice, not the seed's
    tamper(db_path, ("UPDATE moves SET action = ? WHERE game_id = 1 AND seq = ?",
                     (json.dumps({"roll": values}), roll.seq)))
    problems = await audit_game(service.store, 1)
    assert any(f"move {roll.seq}: dice are not the ones the seed gives" in p for p in problems)
    assert list(await audit_all(service.store)) == [1]


async def test_a_changed_state_or_record_is_found(service, db_path):
    await a_database_of_games(service)
    row = await service.store.game(2)
    state = dict(row.state, line_points=[p + 1 for p in row.state["line_points"]])
    tamper(
        db_path,
        ("UPDATE games SET state = ? WHERE id = 2", (json.dumps(state),)),
        ("UPDATE seats SET winner = 1 - winner WHERE game_id = 1 AND seat = 0", ()),
    )
    found = await audit_all(service.store)
    assert sorted(found) == [1, 2]
    assert any("replayed state differs" in p for p in found[2])
    assert any("seat 0: record" in p for p in found[1])


async def test_a_missing_move_is_found(service, db_path):
    await a_database_of_games(service)
    tamper(db_path, ("DELETE FROM moves WHERE game_id = 3 AND seq = 2", ()))
    problems = await audit_game(service.store, 3)
    assert any("not 1..n" in p for p in problems)
    assert await audit_game(service.store, 99) == ["game 99: not found"]
