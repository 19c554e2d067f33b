"""The SQLite file: created from nothing, migrated step by step, reopened safely."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from service_play import Statements

import bot.store as store_module
import bot.store.schema as schema_module
from bot.store import SCHEMA_VERSION, Change, StaleWrite, Store, StoreError
from bot.store.sqlite import Hooked

# SQLite's file, pragmas and migrations (PostgreSQL's: test_store_postgres.py)
pytestmark = pytest.mark.sqlite_only

TABLES = {"games", "seats", "moves", "votes", "user_prefs"}


def columns(db_path, table):
    with sqlite3.connect(db_path) as raw:
        return {row[1] for row in raw.execute(f"PRAGMA table_info({table})")}


def user_version(db_path):
    with sqlite3.connect(db_path) as raw:
        return raw.execute("PRAGMA user_version").fetchone()[0]


async def test_open_creates_the_file_and_migrates(tmp_path):
    path = tmp_path / "nested" / "dir" / "bot.db"
    store = await Store.open(path)
    try:
        assert path.exists()
        assert await store.schema_version() == SCHEMA_VERSION == 10
        assert (await store.connection.read("PRAGMA journal_mode"))[0][0] == "wal"
        assert (await store.connection.read("PRAGMA foreign_keys"))[0][0] == 1
        names = {r[0] for r in await store.connection.read("SELECT name FROM sqlite_master")}
        assert TABLES <= names
        assert "games_one_open_per_channel" in names
    finally:
        await store.close()
    assert user_version(path) == SCHEMA_VERSION
    assert {"turn_seconds", "seed", "state", "rev", "deadline_at", "reminded_at"} <= columns(
        path, "games"
    )
    assert {"computer_level", "away", "total", "winner"} <= columns(path, "seats")
    assert {"source", "note"} <= columns(path, "moves")
    assert {"key", "payload", "claimed_by", "claimed_until", "sent_at"} <= columns(path, "outbox")
    assert "paused_at" in columns(path, "games")


async def test_reopening_is_idempotent_and_keeps_the_data(db_path):
    store = await Store.open(db_path)
    game = await store.create_game(
        kind="columbiz", guild_id=1, channel_id=2, creator_id=3, creator_name="c",
        seats_wanted=2, options={}, turn_seconds=None, seed="ab", now=1.0,
    )
    await store.close()
    await store.close()  # twice is harmless
    for _ in range(3):
        store = await Store.open(db_path)
        assert await store.schema_version() == SCHEMA_VERSION
        assert await store.game(game.id) == game
        await store.close()


async def test_upgrade_from_version_1_keeps_games(db_path):
    store = await Store.open(db_path, schema_version=1)
    await store.close()
    assert user_version(db_path) == 1
    assert "deadline_at" not in columns(db_path, "games")
    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "INSERT INTO games (kind, channel_id, status, creator_id, seats_wanted, seed, "
            "created_at, updated_at) VALUES ('columbiz', 5, 'lobby', 1, 2, 'x', 0, 0)"
        )
        raw.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 1, 'a', 0)"
        )
    store = await Store.open(db_path)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        game = await store.open_game(5)
        assert game.deadline_at is None and game.seats[0].away is False
    finally:
        await store.close()


async def test_a_failing_migration_changes_nothing(db_path, monkeypatch):
    store = await Store.open(db_path)
    await store.close()
    broken = ("CREATE TABLE extra (x)", "THIS IS NOT SQL")
    monkeypatch.setattr(schema_module, "MIGRATIONS", schema_module.MIGRATIONS + (broken,))
    monkeypatch.setattr(schema_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(sqlite3.OperationalError):
        await Store.open(db_path)
    assert user_version(db_path) == SCHEMA_VERSION
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("SELECT name FROM sqlite_master WHERE name = 'extra'").fetchall() == []


async def test_a_newer_database_is_refused(db_path):
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError):
        await Store.open(db_path)


async def test_a_new_file_opened_by_several_at_once(tmp_path):
    """Each connection of its own, as separate processes: one creates, all end up migrated."""
    for round_ in range(8):
        path = tmp_path / f"new{round_}.db"
        stores = await asyncio.gather(*(Store.open(path) for _ in range(4)))
        try:
            assert [await s.schema_version() for s in stores] == [SCHEMA_VERSION] * 4
            assert (await stores[0].connection.read("PRAGMA journal_mode"))[0][0] == "wal"
        finally:
            for s in stores:
                await s.close()


async def test_the_schema_guards_itself(store, db_path):
    game = await store.create_game(
        kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
        seats_wanted=2, options={}, turn_seconds=60, seed="ab", now=1.0,
    )
    with sqlite3.connect(db_path) as raw:
        raw.execute("PRAGMA foreign_keys = ON")
        raw.execute(
            "INSERT INTO moves (game_id, seq, turn, action, events, created_at) "
            "VALUES (?, 1, 1, '{}', '[]', 0)", (game.id,),
        )
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            raw.execute("UPDATE moves SET action = '{\"roll\": [6]}'")
        with pytest.raises(sqlite3.IntegrityError):  # one open game per channel
            raw.execute(
                "INSERT INTO games (kind, channel_id, status, creator_id, seats_wanted, seed, "
                "created_at, updated_at) VALUES ('columbiz', 9, 'active', 1, 2, 'x', 0, 0)"
            )
        with pytest.raises(sqlite3.IntegrityError):  # foreign keys
            raw.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, joined_at) "
                "VALUES (999, 0, 1, 'a', 0)"
            )
        with pytest.raises(sqlite3.IntegrityError):  # a status the bot does not know
            raw.execute("UPDATE games SET status = 'paused'")
        raw.execute("UPDATE games SET status = 'finished'")
        raw.execute(  # a finished game does not hold the channel
            "INSERT INTO games (kind, channel_id, status, creator_id, seats_wanted, seed, "
            "created_at, updated_at) VALUES ('columbiz', 9, 'lobby', 1, 2, 'x', 0, 0)"
        )


async def test_write_refuses_unknown_columns_and_stale_revs(store):
    game = await store.create_game(
        kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
        seats_wanted=2, options={}, turn_seconds=60, seed="ab", now=1.0,
    )
    with pytest.raises(ValueError):
        Change(game.id, game.rev).set(seed="cd")
    with pytest.raises(ValueError):
        Change(game.id, game.rev).only_if(colour="red")
    done = await store.commit(Change(game.id, game.rev).set(updated_at=2.0))
    assert done.rev == game.rev + 1
    with pytest.raises(store_module.StaleWrite):
        await store.commit(Change(game.id, game.rev).set(updated_at=3.0))
    assert (await store.game(game.id)).updated_at == 2.0


async def test_cursors_kept_alive_do_not_block_a_commit(db_path, monkeypatch):
    """A cursor still holding a row would leave its statement in progress and make COMMIT
    fail; no statement of the store may leave one, even if its cursor is kept alive."""
    kept = []
    real = Hooked.execute

    def keeping(self, sql, *args):
        cursor = real(self, sql, *args)
        kept.append(cursor)
        return cursor

    monkeypatch.setattr(Hooked, "execute", keeping)
    store = await Store.open(db_path)
    try:
        Statements.install(store, lambda sql: None)
        game = await store.create_game(
            kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
            seats_wanted=2, options={}, turn_seconds=60, seed="ab", now=1.0,
        )
        done = await store.commit(Change(game.id, game.rev).set(updated_at=2.0))
        assert done.rev == game.rev + 1
        assert await store.schema_version() == store_module.SCHEMA_VERSION
    finally:
        await store.close()
    assert kept  # the proxy was in the way of the store's statements


async def test_upgrade_from_version_2_keeps_the_move_log(db_path):
    """Migration 3 adds the computer's note to moves and one rematch per game."""
    store = await Store.open(db_path, schema_version=2)
    await store.close()
    assert "note" not in columns(db_path, "moves")
    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, seats_wanted, "
            "turn_seconds, seed, created_at, updated_at) "
            "VALUES ('columbiz', 1, 9, 'lobby', 3, 2, 60, 'ab', 1, 1)"
        )
        raw.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 3, 'c', 1)"
        )
        raw.execute(
            "INSERT INTO moves (game_id, seq, turn, seat, user_id, action, events, created_at) "
            "VALUES (1, 1, 1, 0, 3, '{\"roll\": [1]}', '[]', 5)"
        )
    store = await Store.open(db_path)
    try:
        assert await store.schema_version() == SCHEMA_VERSION == 10
        game = await store.game(1)
        assert game.paused_at is None
        [move] = await store.moves(game.id)
        assert move.note is None and move.source == "player" and move.action == {"roll": [1]}
        await store.commit(Change(game.id, game.rev).set(status="finished"))
        await store.create_game(
            kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
            seats_wanted=2, options={}, turn_seconds=60, seed="cd", now=2.0, rematch_of=game.id,
        )
    finally:
        await store.close()
    with sqlite3.connect(db_path) as raw, pytest.raises(sqlite3.IntegrityError):
        raw.execute(  # a second rematch of the same game, whoever writes it
            "INSERT INTO games (kind, channel_id, status, creator_id, seats_wanted, seed, "
            "created_at, updated_at, rematch_of) "
            "VALUES ('columbiz', 10, 'lobby', 1, 2, 'x', 0, 0, ?)",
            (game.id,),
        )


async def test_seat_fields_moves_and_dropped_votes_in_one_write(store):
    game = await store.create_game(
        kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
        seats_wanted=2, options={}, turn_seconds=60, seed="ab", now=1.0,
    )
    with pytest.raises(ValueError):
        Change(game.id, game.rev).update_seats({0: {"name": "x"}})
    await store.commit(Change(game.id, game.rev).cast_vote("away:3", 4, 1.0).keep_rev())
    with pytest.raises(store_module.AlreadyVoted):  # one vote per person and question
        await store.commit(Change(game.id, game.rev).cast_vote("away:3", 4, 2.0).keep_rev())
    moves = [
        store_module.MoveRow(game.id, seq, 1, 0, 3, {"roll": [seq]}, [], source="computer",
                             created_at=2.0, note={"reason": "r", "params": {"kept": [5]}})
        for seq in (1, 2)
    ]
    change = Change(game.id, game.rev).update_seats({0: {"away": True, "missed_turns": 3}})
    rev = (await store.commit(change.append(*moves).drop_votes("away:3"))).rev
    assert rev == game.rev + 1
    row = await store.game(game.id)
    assert row.seats[0].away is True and row.seats[0].missed_turns == 3
    assert await store.moves(game.id) == moves
    assert await store.votes(game.id, "away:3") == []
    clash = [store_module.MoveRow(game.id, 3, 1, 0, 3, {}, []),
             store_module.MoveRow(game.id, 2, 1, 0, 3, {}, [])]
    with pytest.raises(store_module.StaleWrite):  # seq 2 exists: nothing of it is written
        await store.commit(
            Change(game.id, rev).append(*clash).update_seats({0: {"away": False}})
        )
    assert len(await store.moves(game.id)) == 2 and (await store.game(game.id)).seats[0].away


async def test_upgrade_to_version_5_names_the_computer_player_one_way(db_path):
    """Migration 5: a computer seat's level is its computer_level, its moves' source
    'computer'; a person's moves keep theirs."""
    store = await Store.open(db_path, schema_version=4)
    await store.close()
    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, seats_wanted, "
            "turn_seconds, seed, created_at, updated_at) "
            "VALUES ('columbiz', 1, 9, 'active', 3, 2, 60, 'ab', 1, 1)"
        )
        raw.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, ai_level, joined_at) "
            "VALUES (1, ?, ?, ?, ?, 1)",
            [(0, 3, "c", None), (1, -1, "Hard computer", "hard")],
        )
        raw.executemany(
            "INSERT INTO moves (game_id, seq, turn, seat, user_id, action, events, source, "
            "created_at) VALUES (1, ?, 1, ?, ?, '{}', '[]', ?, 5)",
            [(1, 0, 3, "player"), (2, 1, -1, "ai"), (3, 0, 3, "clock")],
        )
    store = await Store.open(db_path)
    try:
        game = await store.game(1)
        assert [s.computer_level for s in game.seats] == [None, "hard"]
        assert [m.source for m in await store.moves(1)] == ["player", "computer", "clock"]
    finally:
        await store.close()


async def test_upgrade_to_version_10_counts_every_write_of_a_game(db_path):
    """Migration 10: a game written before it counts 0 writes; every commit counts one more,
    one that keeps the rev too (what tells a kept copy of the row it is behind)."""
    store = await Store.open(db_path, schema_version=9)
    await store.close()
    with sqlite3.connect(db_path) as raw:
        raw.execute(
            "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, seats_wanted, "
            "turn_seconds, seed, created_at, updated_at) "
            "VALUES ('columbiz', 1, 9, 'lobby', 3, 2, 60, 'ab', 1, 1)"
        )
        raw.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 3, 'c', 1)"
        )
    store = await Store.open(db_path)
    try:
        game = await store.game(1)
        assert (game.rev, game.writes) == (0, 0)
        await store.commit(Change(1, 0).set(updated_at=2.0))
        await store.commit(Change(1, 1).keep_rev().set(reminded_at=3.0))
        game = await store.game(1)
        assert (game.rev, game.writes) == (1, 2)
        with pytest.raises(StaleWrite):  # a write guarded by the count it no longer has
            await store.commit(Change(1, 1).set(updated_at=4.0).only_if(writes=1))
        assert (await store.game(1)).writes == 2
    finally:
        await store.close()
