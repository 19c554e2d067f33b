"""A lone statement written with its rows returned (`write_one`, the outbox's sent mark): on
either database it is a transaction of its own, all of it or none, in one call to the store's
thread and one round trip to PostgreSQL; a bookkeeping one does not wait for the disk, and the
store's own durability is back for the next write."""

from __future__ import annotations

import pytest
from raw_database import raw_rows, raw_write

from bot.store import Store

INSERT = "INSERT INTO work_claims (job, owner, held_until) VALUES "


@pytest.mark.parametrize("bookkeeping", [True, False])
async def test_a_lone_statement_is_committed_with_its_rows(db_path, bookkeeping):
    store = await Store.open(db_path)
    try:
        rows = await store.connection.write_one(
            INSERT + "(?, 'x', 1.0) RETURNING job", ("a",), bookkeeping=bookkeeping)
        assert [tuple(r) for r in rows] == [("a",)]
        assert raw_rows(db_path, "SELECT job FROM work_claims") == [("a",)]
    finally:
        await store.close()


@pytest.mark.parametrize("bookkeeping", [True, False])
async def test_a_failing_lone_statement_writes_nothing(db_path, bookkeeping):
    store = await Store.open(db_path)
    try:
        with pytest.raises(Exception, match="(?i)unique"):  # its second row: the same key
            await store.connection.write_one(
                INSERT + "(?, 'x', 1.0), (?, 'x', 1.0) RETURNING job", ("a", "a"),
                bookkeeping=bookkeeping)
        assert raw_rows(db_path, "SELECT job FROM work_claims") == []
        await store.connection.write_one(INSERT + "('b', 'x', 1.0)", bookkeeping=bookkeeping)
        assert raw_rows(db_path, "SELECT job FROM work_claims") == [("b",)]
    finally:
        await store.close()


@pytest.mark.sqlite_only
async def test_sqlite_keeps_its_durability_after_a_bookkeeping_statement(db_path):
    store = await Store.open(db_path)  # synchronous=FULL, the default
    backend = store.connection.backend

    async def synchronous() -> int:
        return (await backend._call(lambda db: db.execute("PRAGMA synchronous").fetchall()))[0][0]

    try:
        assert await synchronous() == 2  # FULL
        await store.connection.write_one(INSERT + "('a', 'x', 1.0)", bookkeeping=True)
        assert await synchronous() == 2
        with pytest.raises(Exception, match="(?i)unique"):
            await store.connection.write_one(INSERT + "('a', 'x', 1.0)", bookkeeping=True)
        assert await synchronous() == 2
    finally:
        await store.close()


async def test_postgres_bookkeeping_statement_does_not_wait_for_the_disk(postgres_databases):
    """As the bookkeeping batches (test_store_postgres.py): synchronous_commit off for it alone."""
    url = postgres_databases.fresh()
    # the tests' server commits without waiting by default; this database waits, as a real one
    raw_write(url, f"ALTER DATABASE {url.rsplit('/', 1)[1]} SET synchronous_commit TO on")
    store = await Store.open(url)
    setting = "(?, 'x', 1.0) RETURNING current_setting('synchronous_commit')"
    try:
        [bookkeeping] = await store.connection.write_one(INSERT + setting, ("a",),
                                                         bookkeeping=True)
        [durable] = await store.connection.write_one(INSERT + setting, ("b",))
        assert (bookkeeping[0], durable[0]) == ("off", "on")
        assert sorted(raw_rows(url, "SELECT job FROM work_claims")) == [("a",), ("b",)]
    finally:
        await store.close()
