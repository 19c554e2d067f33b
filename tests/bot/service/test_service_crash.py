"""A state and its move are written together or not at all: failures, cancellation, a killed
process."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from service_play import Statements, open_game, raw_rows, raw_write

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError, audit_all, move_rng
from bot.store import Store

ROOT = Path(__file__).resolve().parents[3]


async def current_user(service, channel):
    return (await service.get(channel)).current_seat_info().user_id


def fail_on(prefix, make_error):
    """A statement hook that makes the statement starting with `prefix` fail."""

    def hook(sql):
        if sql.lstrip().startswith(prefix):
            raise make_error()

    return hook


def raw_game(db_path, game_id):
    [(rev, last_seq, state)] = raw_rows(
        db_path, "SELECT rev, last_seq, state FROM games WHERE id = ?", (game_id,))
    [(moves,)] = raw_rows(db_path, "SELECT count(*) FROM moves WHERE game_id = ?", (game_id,))
    return rev, last_seq, state, moves


async def test_a_failure_between_state_and_move_leaves_nothing(service, db_path, monkeypatch):
    await open_game(service, 60, 2)
    game = await service.get(60)
    user = await current_user(service, 60)
    await cz.roll(service, 60, user)
    before = raw_game(db_path, game.id)
    Statements.install(
        service.store,
        fail_on("INSERT INTO moves", lambda: sqlite3.OperationalError("disk full")),
        monkeypatch,
    )
    with pytest.raises(sqlite3.OperationalError):
        await cz.roll(service, 60, user)  # the UPDATE of games ran; the move insert failed
    assert raw_game(db_path, game.id) == before
    monkeypatch.undo()
    # the game goes on as if the failed move had never been tried: same seq, same dice
    result = await cz.roll(service, 60, user)
    seed = (await service.store.game(game.id)).seed
    gen = move_rng(seed, 2)
    assert result.events[0].values == tuple(gen.randint(1, 6) for _ in result.events[0].values)
    assert await audit_all(service.store) == {}


async def test_a_move_seq_taken_by_another_writer_is_stale(service, db_path):
    """The moves primary key: if seq n exists already, the whole write is refused."""
    await open_game(service, 61, 2)
    game = await service.get(61)
    user = await current_user(service, 61)
    raw_write(
        db_path,
        "INSERT INTO moves (game_id, seq, turn, seat, user_id, action, events, created_at) "
        "VALUES (?, 1, 1, 0, 0, '{}', '[]', 0)",
        (game.id,),
    )
    before = raw_game(db_path, game.id)
    with pytest.raises(ServiceError) as stale:
        await cz.roll(service, 61, user)
    assert stale.value.code == "stale"
    assert raw_game(db_path, game.id) == before


async def test_a_cancelled_caller_does_not_cut_a_write_in_half(service, db_path, monkeypatch):
    """If the task is cancelled inside the transaction, the transaction still ends whole."""
    await open_game(service, 62, 2)
    game = await service.get(62)
    user = await current_user(service, 62)
    entered, gate = threading.Event(), threading.Event()

    def hook(sql):
        if sql.startswith("INSERT INTO moves"):  # in the store's thread, inside the transaction
            entered.set()
            gate.wait(10)

    Statements.install(service.store, hook, monkeypatch)
    task = asyncio.create_task(cz.roll(service, 62, user))
    await asyncio.to_thread(entered.wait, 10)
    task.cancel()
    await asyncio.sleep(0)
    gate.set()
    with pytest.raises(asyncio.CancelledError):
        await task
    monkeypatch.undo()
    # the shielded write goes on in the store's thread; a read may come before its COMMIT
    # (PostgreSQL reads on other connections), so wait for it, then it must be whole
    for _ in range(200):
        rev, last_seq, _, moves = raw_game(db_path, game.id)
        if rev != game.rev:
            break
        await asyncio.sleep(0.02)
    after = await service.get(62)
    assert (rev, last_seq, moves) == (game.rev + 1, 1, 1) == (after.rev, 1, 1)
    assert await audit_all(service.store) == {}
    assert (await cz.roll(service, 62, user)).game.state.rolls == 2


KILLED = textwrap.dedent(
    """
    import asyncio, os, sys
    sys.path.insert(0, {root!r})
    sys.path.insert(0, {root!r} + "/tests")
    sys.path.insert(0, {tests!r})
    from service_play import Statements
    from bot.games.columbiz import moves as cz
    from bot.service import GameService
    from bot.store import Store

    async def main(path, channel):
        store = await Store.open(path)
        service = GameService(store)

        def hook(sql):
            if sql.startswith("INSERT INTO moves"):
                os._exit(9)  # the process dies inside the transaction, after the UPDATE

        Statements.install(store, hook)
        game = await service.get(channel)
        await cz.roll(service, channel, game.current_seat_info().user_id)

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
    """
)


async def test_a_process_killed_mid_write_leaves_nothing(service, db_path, tmp_path):
    await open_game(service, 63, 3)
    game = await service.get(63)
    user = await current_user(service, 63)
    await cz.roll(service, 63, user)
    before = raw_game(db_path, game.id)
    script = tmp_path / "killed.py"
    script.write_text(KILLED.format(root=str(ROOT), tests=str(Path(__file__).parent)))
    proc = await asyncio.create_subprocess_exec(sys.executable, str(script), str(db_path), "63")
    assert await proc.wait() == 9
    assert raw_game(db_path, game.id) == before
    # a new process finds the game as it was and goes on
    store = await Store.open(db_path)
    again = GameService(store)
    try:
        assert (await again.get(63)).rev == game.rev + 1
        assert (await cz.roll(again, 63, user)).game.state.rolls == 2
        assert await audit_all(store) == {}
    finally:
        await again.close()
