"""`python -m bot.migrate`: games played on SQLite (finished, running, against computers, of both
games, with posts still owed) move into PostgreSQL whole, run as the real command; the bot goes
on with them there."""

from __future__ import annotations

import asyncio
import random
import socket
import subprocess
import sys
from pathlib import Path

from service_play import open_game, play_to_end, play_turn, play_with_computers

from bot.games.columbiz import moves as cz
from bot.service import GameService, audit_all
from bot.store import Store
from engine.icetowers import legal_moves

ROOT = Path(__file__).resolve().parents[3]


def run_migrate(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot.migrate", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


async def test_every_game_moves_to_postgres_and_plays_on(tmp_path, postgres_databases, clock):
    source = tmp_path / "games.sqlite3"
    service = GameService(await Store.open(source), clock=clock)
    rng = random.Random(4)
    await open_game(service, 1, 3)
    await play_to_end(service, 1, rng)  # finished
    await open_game(service, 2, 2)
    for _ in range(5):
        await play_turn(service, 2, rng)  # running
    await service.new_game(kind="columbiz", guild_id=1, channel_id=3, creator_id=100,
                           creator_name="ann", seats=2)
    await service.add_computer(3, 100, "hard")
    await play_with_computers(service, 3)  # against a computer, finished
    await service.new_game(kind="icetowers", guild_id=1, channel_id=4, creator_id=100,
                           creator_name="ann", seats=2, options={"stash": 2})
    game, _ = await service.join(4, 101, "bob")
    action = legal_moves(game.state, 0)[0].action
    await service.act(4, 100, lambda r, s, g, st: action)  # IceTowers, running
    await service.set_notify(100, "dm")
    before = {g: await service.store.moves(g) for g in await service.store.game_ids()}
    owed = await service.store.waiting()
    await service.close()

    target = postgres_databases.fresh()
    done = await asyncio.to_thread(run_migrate, str(source), target)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Games copied: {len(before)} (")

    store = await Store.open(target)
    moved = GameService(store, clock=clock)
    try:
        assert {g: await store.moves(g) for g in await store.game_ids()} == before
        assert await audit_all(store, computer_decisions=True) == {}
        assert [e.key for e in await store.waiting()] == [e.key for e in owed]
        assert await store.notify_mode(100) == "dm"
        # play goes on there, and a new game takes the next number
        running = await moved.get(2)
        user = running.current_seat_info().user_id
        assert (await cz.roll(moved, 2, user)).game.rev == running.rev + 1
        new = await moved.new_game(kind="columbiz", guild_id=1, channel_id=9, creator_id=7,
                                   creator_name="g", seats=2)
        assert new.id == max(before) + 1
    finally:
        await moved.close()

    again = await asyncio.to_thread(run_migrate, str(source), target)
    assert again.returncode == 1 and "already holds games" in again.stderr


def test_the_command_says_how_to_use_it(tmp_path):
    done = run_migrate(str(tmp_path / "x.sqlite3"))
    assert done.returncode == 2
    assert "python -m bot.migrate SQLITE_FILE POSTGRESQL_URL" in done.stderr


def test_a_source_that_is_not_there_is_refused_and_not_made(tmp_path, postgres_databases):
    missing = tmp_path / "columbiz.sqlite3"  # a mistyped path must not copy "0 games"
    done = run_migrate(str(missing), postgres_databases.fresh())
    assert done.returncode == 2
    assert done.stderr.strip() == (f"{missing} does not exist. Give the bot's SQLite file: its "
                                   "DATABASE_PATH, or columbiz.sqlite3 in the folder the bot "
                                   "runs in.")
    assert not missing.exists()


def test_a_source_that_is_not_sqlite_is_refused_without_a_traceback(tmp_path, postgres_databases):
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 20)
    done = run_migrate(str(notes), postgres_databases.fresh())
    assert done.returncode == 2
    assert done.stderr.strip() == (f"The SQLite file {notes} can't be copied: it is not an "
                                   "SQLite database.")


def test_a_target_out_of_reach_is_refused_without_a_traceback(tmp_path):
    source = tmp_path / "games.sqlite3"
    asyncio.run(close_new(source))
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = run_migrate(str(source), f"postgresql://columbiz:secret@127.0.0.1:{port}/columbiz")
    assert done.returncode == 2
    assert done.stderr.startswith(f"The PostgreSQL database postgresql://columbiz:***@127.0.0.1:"
                                  f"{port}/columbiz can't be used: the bot can't connect to it (")
    assert "secret" not in done.stderr and "Traceback" not in done.stderr


async def close_new(path: Path) -> None:
    await (await Store.open(path)).close()
