"""The store as games pile up: what is read often is found through an index, not by walking every
game, seat or outbox entry ever written; delivered outbox entries are deleted after a day; and
on SQLite a long read does not hold up the writes queued behind it (benchmarks/store_growth.py
measures the times)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading

import pytest
from raw_database import raw_rows, raw_write

from bot.service import GameService
from bot.store import Store

NOW = 1_800_000_000.0
TABLES = {"games", "seats", "outbox", "g", "s", "g2", "s2", "o2"}  # and their aliases
# indexes of a few rows each (the open games, the waiting entries): walking them is fine
SMALL_INDEXES = ("games_active", "games_due", "outbox_due", "outbox_pending")


def reads(service: GameService) -> dict:
    store = service.store
    return {
        "leaderboard": lambda: service.leaderboard(1, kind="columbiz"),
        "stats": lambda: service.player_stats(None, 5),
        "standings": lambda: service.finished_games(1, 10),
        "timeouts": lambda: service.due_timeouts(NOW),
        "idle": lambda: service.due_idle(NOW),
        "computer turns": lambda: service.due_computer_turns(),
        "reminders": lambda: service.due_reminders(NOW),
        "sender: claim": lambda: store.claim_due("me", NOW, NOW + 60, 20),
        "sender: next due": lambda: store.next_due(),
        "sent mark": lambda: store.sent("post:1:1", 5, NOW),
    }


@pytest.mark.sqlite_only
async def test_what_is_read_often_is_found_through_an_index(db_path):
    store = await Store.open(db_path)
    service = GameService(store, clock=lambda: NOW)
    statements: list[str] = []
    store.hook = statements.append
    raw = sqlite3.connect(db_path)
    try:
        for name, read in reads(service).items():
            statements.clear()
            await read()
            for sql in statements:
                if sql.startswith(("PRAGMA", "BEGIN", "COMMIT", "SAVEPOINT", "RELEASE")):
                    continue
                plan = [r[3] for r in raw.execute(f"EXPLAIN QUERY PLAN {sql}",
                                                  [None] * sql.count("?"))]
                walks = [line for line in plan if line.startswith("SCAN ")
                         and line.split()[1] in TABLES
                         and not any(index in line for index in SMALL_INDEXES)]
                assert walks == [], f"{name}: {sql}\n{plan}"
    finally:
        raw.close()
        await store.close()


async def test_delivered_entries_are_deleted_after_a_day(db_path):
    store = await Store.open(db_path)
    try:
        game = await store.create_game(
            kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
            seats_wanted=2, options={}, turn_seconds=None, seed="ab", now=1.0)
        entries = [("old sent", 100.0, 150.0, None), ("old dropped", 100.0, None, "gone"),
                   ("old waiting", 100.0, None, None), ("new sent", 90_000.0, 90_001.0, None)]
        for key, created, sent, dropped in entries:
            raw_write(db_path, "INSERT INTO outbox (game_id, channel_id, kind, key, payload, "
                               "created_at, due_at, sent_at, dropped) "
                               "VALUES (?, 9, 'post', ?, '{}', ?, ?, ?, ?)",
                      (game.id, key, created, created, sent, dropped))
        assert await store.prune(before=90_000.0 - 86_400 + 1000, batch=1) == 1
        assert await store.prune(before=90_000.0 - 86_400 + 1000, batch=10) == 1
        assert await store.prune(before=90_000.0 - 86_400 + 1000) == 0
        left = {r[0] for r in raw_rows(db_path, "SELECT key FROM outbox")}
        assert left == {"old waiting", "new sent"}  # never what still waits
    finally:
        await store.close()


@pytest.mark.sqlite_only
async def test_a_long_read_does_not_hold_up_a_write(db_path):
    """A read still running (held here at its statement) and a write asked for after it: the
    write is done before the read ends (on one connection it would wait its turn)."""
    store = await Store.open(db_path)
    held, release = threading.Event(), threading.Event()

    def hold(sql: str) -> None:
        if "long_read" in sql:
            held.set()
            release.wait(30)

    store.hook = hold
    try:
        reading = asyncio.create_task(store.connection.read("SELECT 1 AS long_read"))
        while not held.is_set():
            await asyncio.sleep(0)
        try:
            await asyncio.wait_for(store.set_notify_mode(7, "dm", 1.0), 10)
        finally:
            release.set()
        assert (await reading)[0][0] == 1
        assert await store.notify_mode(7) == "dm"
    finally:
        release.set()
        await store.close()
