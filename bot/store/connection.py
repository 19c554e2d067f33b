"""The store's connection: opening the file (WAL, foreign keys, migrations to the newest schema),
the lock every statement runs under, and the one write transaction."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Self, TypeVar

import aiosqlite

from bot.store import schema  # read at each use, so that a test can add a migration
from bot.store.errors import StoreError

T = TypeVar("T")


class StoreConnection:
    """The connection, its lock, the migrations and the transaction every write runs in."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        synchronous: str = "FULL",
        busy_timeout: float = 10.0,
        schema_version: int | None = None,
    ) -> Self:
        """Open (creating the file and its folder if needed) and migrate to the newest schema.

        `synchronous="FULL"` makes a committed move survive a power cut too; "NORMAL" survives a
        crash of the process only, and is faster. `schema_version` stops the migrations early (for
        upgrade tests)."""
        path = str(path)
        if path != ":memory:" and not path.startswith("file:"):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        if synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"synchronous={synchronous!r}")
        db = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
        try:
            db.row_factory = sqlite3.Row
            # execute_fetchall for every statement that returns rows: a cursor left holding a
            # row keeps its statement "in progress", and a later COMMIT would fail.
            await _set_wal(db, busy_timeout)
            await db.execute_fetchall("PRAGMA foreign_keys = ON")
            await db.execute_fetchall(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            await db.execute_fetchall(f"PRAGMA synchronous = {synchronous.upper()}")
            store = cls(db, path)
            target = schema.SCHEMA_VERSION if schema_version is None else schema_version
            await store._migrate(target)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection (after any write under way); closing twice is harmless."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._db.close()

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    async def _migrate(self, target: int) -> None:
        async with self._lock:
            current = await self._user_version()
        if current > schema.SCHEMA_VERSION:
            newest = schema.SCHEMA_VERSION
            raise StoreError(f"{self.path} has schema {current}; this build knows up to {newest}")
        for version in range(current + 1, target + 1):

            async def step(db: aiosqlite.Connection, version: int = version) -> None:
                # Another process may have migrated while we waited for the write lock.
                if await self._user_version() >= version:
                    return
                for statement in schema.MIGRATIONS[version - 1]:
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {version}")

            await self._transaction(step)

    # --- the transaction primitive -------------------------------------------------------------

    async def _transaction(self, body: Callable[[aiosqlite.Connection], Awaitable[T]]) -> T:
        """Run `body` in one write transaction: all of it is committed, or none of it.

        The transaction runs in its own task, shielded: if the caller is cancelled half-way,
        it still ends with COMMIT or ROLLBACK before the connection is used again."""

        async def run() -> T:
            async with self._lock:
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    result = await body(self._db)
                    await self._db.execute("COMMIT")
                except BaseException:
                    try:
                        await self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass  # no transaction left to roll back (SQLite ended it itself)
                    raise
                return result

        task = asyncio.ensure_future(run())
        task.add_done_callback(_retrieve)
        return await asyncio.shield(task)

    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))


async def _set_wal(db: aiosqlite.Connection, patience: float) -> None:
    """Switch to WAL (it stays set in the file). Several processes opening a new file at once
    may find it locked: SQLite does not wait on its busy handler for a journal-mode change."""
    rounds = max(1, int(patience / 0.02))
    for attempt in range(rounds):
        try:
            await db.execute_fetchall("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or attempt == rounds - 1:
                raise
            await asyncio.sleep(0.02)


def _retrieve(task: asyncio.Task) -> None:
    """Mark a shielded transaction's outcome as seen, when its caller was cancelled."""
    if not task.cancelled():
        task.exception()

