"""The PostgreSQL backend's own machinery: migrations once whatever the processes starting at
once, connections the server ended replaced unseen, a database of a newer version refused, a
password never shown, and `python -m bot` saying in one sentence what is wrong with
DATABASE_URL."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest
from psycopg.rows import dict_row
from raw_database import raw_rows, raw_write

from bot.store import Store, StoreError
from bot.store import postgres_schema as schema
from bot.store.postgres import POOL_SIZE, translate

ROOT = Path(__file__).resolve().parents[3]


async def test_processes_starting_at_once_migrate_once(postgres_databases):
    url = postgres_databases.fresh().rsplit("/", 1)[0] + "/postgres"
    raw_write(url, "CREATE DATABASE started_at_once")
    target = url.rsplit("/", 1)[0] + "/started_at_once"
    stores = await asyncio.gather(*(Store.open(target) for _ in range(5)))
    try:
        assert {await s.schema_version() for s in stores} == {schema.SCHEMA_VERSION}
        assert raw_rows(target, "SELECT version FROM store_schema") == [(schema.SCHEMA_VERSION,)]
        tables = {r[0] for r in raw_rows(
            target, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
        assert {"games", "seats", "moves", "votes", "user_prefs", "outbox",
                "work_claims"} <= tables
    finally:
        for store in stores:
            await store.close()


async def test_the_move_log_is_append_only(postgres_databases):
    url = postgres_databases.fresh()
    store = await Store.open(url)
    try:
        game = await store.create_game(
            kind="columbiz", guild_id=1, channel_id=9, creator_id=3, creator_name="c",
            seats_wanted=2, options={}, turn_seconds=60, seed="ab", now=1.0)
        raw_write(url, "INSERT INTO moves (game_id, seq, turn, action, events, created_at) "
                       "VALUES (?, 1, 1, '{}', '[]', 1.0)", (game.id,))
        with pytest.raises(Exception, match="append-only"):
            raw_write(url, "UPDATE moves SET action = '{\"x\":1}' WHERE game_id = ?", (game.id,))
    finally:
        await store.close()


async def test_bookkeeping_does_not_wait_for_the_disk_and_moves_do(postgres_databases):
    """A bookkeeping batch (one query string) commits with synchronous_commit off; any other
    write keeps the server's durable default. The statement records the setting it ran under."""
    url = postgres_databases.fresh()
    # the tests' server commits without waiting by default; this database waits, as a real one
    raw_write(url, f"ALTER DATABASE {url.rsplit('/', 1)[1]} SET synchronous_commit TO on")
    store = await Store.open(url)
    insert = ("INSERT INTO work_claims (job, owner, held_until) "
              "VALUES (?, current_setting('synchronous_commit'), 1.0)")
    try:
        await store.connection.write((insert, ("bookkeeping",)), bookkeeping=True)
        await store.connection.write((insert, ("durable",)))
        assert dict(raw_rows(url, "SELECT job, owner FROM work_claims")) == {
            "bookkeeping": "off", "durable": "on"}
    finally:
        await store.close()


async def test_a_transaction_begun_with_its_first_statement_is_all_or_nothing(
        postgres_databases):
    """BEGIN travels with a transaction's first statement: a failure at that statement, after
    it, or in the body's own code still leaves nothing, and every pooled connection is left
    ready for the next transaction."""
    url = postgres_databases.fresh()
    store = await Store.open(url)
    insert = "INSERT INTO work_claims (job, owner, held_until) VALUES (?, 'x', 1.0)"

    def fails_first(db):
        db.execute("INSERT INTO work_claims (job) VALUES ('no owner')")  # NOT NULL

    def fails_second(db):
        db.execute(insert, ("a",))
        db.execute(insert, ("a",))  # the same key

    def fails_after(db):
        db.execute(insert, ("b",))
        raise RuntimeError("the body's own failure")

    try:
        for body in (fails_first, fails_second, fails_after) * POOL_SIZE:
            with pytest.raises((psycopg.Error, RuntimeError)):
                await store.connection.transaction(body)
        await asyncio.gather(*(
            store.connection.transaction(lambda db, i=i: db.execute(insert, (f"ok{i}",)))
            for i in range(2 * POOL_SIZE)))
        assert sorted(r[0] for r in raw_rows(url, "SELECT job FROM work_claims")) == sorted(
            f"ok{i}" for i in range(2 * POOL_SIZE))
    finally:
        await store.close()


async def test_connections_the_server_ended_are_replaced_before_they_fail_a_call(
        postgres_databases):
    """A server restart, a failover or an administrator ends every connection the pool holds
    idle: the next calls must get new ones, not an error."""
    url = postgres_databases.fresh()
    store = await Store.open(url)
    try:
        # all of them in use at once: the pool then holds POOL_SIZE connections
        await asyncio.gather(*(store.connection.read("SELECT pg_sleep(0.3)")
                               for _ in range(POOL_SIZE)))
        pools = ("FROM pg_stat_activity WHERE datname = current_database() "
                 "AND pid <> pg_backend_pid() AND application_name <> 'columbiz holder'")
        ended = raw_rows(url, f"SELECT pg_terminate_backend(pid) {pools}")
        assert ended == [(True,)] * POOL_SIZE
        # the server's goodbyes have reached the idle connections once their sessions are gone
        assert await left_open(url, f"SELECT pid {pools}") == []
        await asyncio.gather(*(store.set_notify_mode(u, "dm", 1.0) for u in range(POOL_SIZE)))
        claims = await asyncio.gather(*(store.claim_work(f"job {u}", "me", 1.0, 2.0)
                                        for u in range(POOL_SIZE)))
        modes = await asyncio.gather(*(store.notify_mode(u) for u in range(POOL_SIZE)))
        assert claims == [True] * POOL_SIZE and modes == ["dm"] * POOL_SIZE
    finally:
        await store.close()


async def test_the_first_move_after_a_server_restart_does_not_wait_for_the_pool(monkeypatch):
    """The pool loses its connections while the server is down and reconnects on a backoff (1 s,
    2 s, 4 s ...; a minute here, so that the move would wait for it for sure): the first move
    once the server is back must not wait for that. The server is a cluster of the test's own,
    stopped and started as `pg_ctl restart` does."""
    from postgres_cluster import Cluster
    from psycopg_pool.base import AttemptWithBackoff
    from service_play import open_game

    from bot.games.columbiz import moves as cz
    from bot.service import GameService

    cluster = Cluster()
    try:
        url = cluster.start()
        raw_write(url, "CREATE DATABASE restarted")
        store = await Store.open(url.rsplit("/", 1)[0] + "/restarted")
        service = GameService(store)
        monkeypatch.setattr(AttemptWithBackoff, "INITIAL_DELAY", 60.0)
        monkeypatch.setattr(AttemptWithBackoff, "DELAY_JITTER", 0.0)
        try:
            users = await open_game(service, 7, 2)
            player = (await service.get(7)).current_seat_info().user_id
            # all of the pool's connections open (each call holds one for a moment)
            await asyncio.gather(*(store.connection.read("SELECT pg_sleep(0.2)")
                                   for _ in range(POOL_SIZE)))
            await asyncio.to_thread(cluster.stop_server)
            # the bot goes on being used while the server is down: every call fails, and the
            # pool tries to reconnect, failing too, and waits before it tries again
            pool = store.connection.backend._pool
            while pool.get_stats().get("connections_errors", 0) < 1:
                with pytest.raises(psycopg.OperationalError):
                    await store.connection.read("SELECT 1")
            await asyncio.to_thread(cluster.start_server)
            started = time.perf_counter()
            done = await cz.roll(service, 7, player)
            took = time.perf_counter() - started  # the bot's own time for the move
            assert done.game.state.rolls == 1 and player in users
            assert took < 1.0, f"the first move after the restart took {took:.2f} s"
        finally:
            await store.close()
    finally:
        cluster.stop()


async def test_rows_read_through_the_store_are_those_psycopg_reads(postgres_databases):
    """The store's rows (its own row maker, with the column names of each result kept once)
    hold what a plain psycopg cursor reads, by name and by position, whichever query made
    them: reads, a lone statement written, a transaction's statements."""
    url = postgres_databases.fresh()
    store = await Store.open(url)
    try:
        for channel in (5, 6):
            await store.create_game(
                kind="columbiz", guild_id=1, channel_id=channel, creator_id=3,
                creator_name="c", seats_wanted=2, options={"x": 1}, turn_seconds=60, seed="ab",
                now=1.0)
        game_query = store.reads._games.__func__.__globals__["_GAME_WITH_SEATS"] + (
            "WHERE g.channel_id IN (?, ?) ORDER BY g.id, s.seat")
        same_names = "SELECT 7 AS id, 'x' AS status UNION ALL SELECT 8, 'y'"
        queries = [
            (game_query, (5, 6)),
            ("SELECT id, status FROM games ORDER BY id", ()),
            (same_names, ()),
            ("SELECT status AS id, id AS status FROM games ORDER BY 2", ()),  # names swapped
            ("SELECT id FROM games WHERE id < 0", ()),  # no rows
        ]
        conn = store.connection
        written = await conn.write_one("UPDATE games SET updated_at = 2.0 WHERE channel_id = ? "
                                       "RETURNING id, channel_id, updated_at", (5,))
        read = [await conn.read(sql, params) for sql, params in queries]
        in_transaction = await conn.transaction(
            lambda db: [db.execute(sql, params).fetchall() for sql, params in queries])
        queries.append(("SELECT id, channel_id, updated_at FROM games WHERE channel_id = 5", ()))
        with psycopg.connect(url) as plain:
            expected = [psycopg.ClientCursor(plain, row_factory=dict_row).execute(
                translate(sql), params).fetchall() for sql, params in queries]
        for rows in (read + [written], in_transaction + [written]):
            assert [[dict(zip(r.keys(), r)) for r in one] for one in rows] == expected
            for one, plain_rows in zip(rows, expected, strict=True):
                for row, plain_row in zip(one, plain_rows, strict=True):
                    values = list(plain_row.values())
                    assert [row[name] for name in plain_row] == values
                    assert [row[i] for i in range(len(values))] == values
                    assert [row[-i] for i in range(1, len(values) + 1)] == values[::-1]
                    assert tuple(row) == tuple(values) and len(row) == len(values)
                    with pytest.raises(IndexError):
                        row[len(values)]
                    with pytest.raises(KeyError):
                        row["no such column"]
    finally:
        await store.close()


async def test_a_closed_store_leaves_no_connection_open(postgres_databases):
    """Closing the store closes every connection it opened, those its threads hold included
    (a database in use could not be copied or dropped)."""
    url = postgres_databases.fresh()
    store = await Store.open(url)
    await asyncio.gather(*(store.connection.read("SELECT pg_sleep(0.1)")
                           for _ in range(POOL_SIZE)))
    assert len(raw_rows(url, OTHER_SESSIONS)) >= POOL_SIZE
    await store.close()
    assert await left_open(url, OTHER_SESSIONS) == []


async def test_a_held_connection_goes_back_to_the_pool_in_time(postgres_databases,
                                                               monkeypatch):
    """A worker thread keeps its connection for its next calls, and gives it back to the pool
    once it has held it HOLD_SECONDS: then what the pool does with its connections (renew them
    after max_lifetime, or all of them at `drain`) reaches those the threads hold too."""
    from bot.store import postgres

    url = postgres_databases.fresh()
    store = await Store.open(url)

    async def backend_pid() -> int:
        return (await store.connection.read("SELECT pg_backend_pid()"))[0][0]

    try:
        first = await backend_pid()
        assert await backend_pid() == first  # held between calls
        store.connection.backend._pool.drain()  # every connection it has made is renewed
        assert await backend_pid() == first  # not given back yet
        monkeypatch.setattr(postgres, "HOLD_SECONDS", 0.0)
        assert await backend_pid() != first
        # the pool closed it
        assert await left_open(url, "SELECT pid FROM pg_stat_activity WHERE pid = ?",
                               (first,)) == []
    finally:
        await store.close()


OTHER_SESSIONS = ("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                  "AND pid <> pg_backend_pid()")


async def left_open(url: str, sessions: str, params: tuple = (), within: float = 30.0) -> list:
    """The sessions `sessions` lists once the server has ended them, or those still there after
    `within` seconds. A client's close only sends the server its goodbye: the session's process
    then ends on its own time, and pg_stat_activity lists it until it has, which on a busy
    machine can be a while after the close returned. One session asks (its own pid is left
    out), each time in a transaction of its own: a transaction sees one snapshot of the list."""
    deadline = time.monotonic() + within
    with psycopg.connect(url, autocommit=True) as watcher:
        while (rows := watcher.execute(translate(sessions), params).fetchall()) \
                and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
    return [tuple(row) for row in rows]


async def test_a_newer_database_is_refused(postgres_databases):
    url = postgres_databases.fresh()
    raw_write(url, "UPDATE store_schema SET version = ?", (schema.SCHEMA_VERSION + 1,))
    with pytest.raises(StoreError, match="this build knows up to"):
        await Store.open(url)


def test_sql_is_translated_for_psycopg():
    assert translate("SELECT a FROM t WHERE b IS ? AND c = ? AND d LIKE 'x%'") == (
        "SELECT a FROM t WHERE b IS NOT DISTINCT FROM %s AND c = %s AND d LIKE 'x%%'")


def run_bot(tmp_path, url):
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "x" * 59, "DATABASE_URL": url,
           "HOME": str(tmp_path)}
    return subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)


def test_the_bot_says_what_is_wrong_with_database_url(tmp_path, postgres_databases):
    url = postgres_databases.fresh()
    host = url.split("@", 1)[1].split("/", 1)[0]
    closed = f"postgresql://bot:hunter2@{host.split(':')[0]}:1/games"
    done = run_bot(tmp_path, closed)
    assert done.returncode == 2
    assert done.stderr.startswith(
        "The PostgreSQL database postgresql://bot:***@127.0.0.1:1/games can't be used: the bot "
        "can't connect to it (")
    assert "hunter2" not in done.stderr
    raw_write(url, "UPDATE store_schema SET version = 99")
    newer = run_bot(tmp_path, url)
    assert newer.returncode == 2 and "schema 99" in newer.stderr
    wrong = run_bot(tmp_path, "mysql://bot@localhost/games")
    assert wrong.returncode == 2 and "DATABASE_URL" in wrong.stderr
