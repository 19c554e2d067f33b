"""The SQLite backend: one file, WAL, one connection whose worker thread runs every write, and
one more for the store's reads.

aiosqlite runs every call on a connection in its worker thread, one call at a time, in the
order they were queued. Each whole write transaction (BEGIN IMMEDIATE, its statements, COMMIT
or ROLLBACK) is ONE such call on the write connection: a plain function run on the sqlite3
connection in that thread. So nothing can slip in between the statements of a transaction, a
transaction costs one round trip to the thread, and no asyncio lock is needed. Several
processes may share the file: SQLite's write lock takes them one at a time.

Reads (`read`) go to a second connection with a thread of its own: in WAL mode a reader never
waits for the writer nor the writer for it, so a long read (a leaderboard over thousands of
games) does not hold up the moves queued behind it. Each read sees everything committed before
it began. (A database in memory has one connection, for both.)

Group commit: with synchronous=FULL, waiting for the disk at COMMIT was three quarters of that
thread's time under load, one wait per move. Write transactions that queue up while the thread
is busy therefore share one COMMIT: each body runs in its own SAVEPOINT (a body that fails rolls
back alone, as its own transaction would), and every caller hears back only after the COMMIT
that made its write durable."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Self, TypeVar

import aiosqlite

from bot.store import schema  # read at each use, so that a test can add a migration
from bot.store.errors import StoreError
from bot.store.holders import dead_on_this_machine, new_key

T = TypeVar("T")

# The reads' connection maps none of the file: SQLite drops its whole mapping (and its page cache)
# whenever another connection has committed since its last read, which in a bot is before nearly
# every read, so a mapped read paid for mapping the file again and a fault on every page it
# touched: a game's read took half as long again as one through SQLite's own cache
# (benchmarks/store_move.py).
READER_MMAP_BYTES = 0


class SqliteBackend:
    """The connection, the migrations and the transaction every write runs in."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str, synchronous: str = "FULL") -> None:
        self._db = db
        self._reader = db  # the reads' connection (see `open`)
        self.location = path
        self._closed = False
        self._synchronous = synchronous.upper()
        # Called with each statement's SQL before it runs (tests make a statement fail here).
        self.hook: Callable[[str], None] | None = None
        # Write transactions waiting for the next group commit, each with its caller's future;
        # `_group_queued`: a call that will take them is queued in the worker thread.
        self._waiting: list[tuple[Callable[[Any], Any], asyncio.Future]] = []
        self._group_queued = False
        self._waiting_lock = threading.Lock()  # taken by the loop and the worker thread

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
            backend = cls(db, path, synchronous)
            target = schema.SCHEMA_VERSION if schema_version is None else schema_version
            await backend._migrate(target)
            if path != ":memory:" and not path.startswith("file:"):
                backend._reader = await _reader(path, busy_timeout)
        except BaseException:
            await db.close()
            raise
        return backend

    @property
    def closed(self) -> bool:
        return self._closed

    async def present(self) -> int:
        """This store's key as a holder of claims (bot/store/holders.py): one machine, so its
        process itself tells whether it lives."""
        return new_key()

    def keep_presence(self) -> None:
        """Nothing to keep: a process is alive as long as it runs."""

    def dead_among(self, db: Any, names: set[str]) -> set[str]:
        """Those of the holders `names` known to be dead: their process on this machine ended."""
        return dead_on_this_machine(names)

    async def close(self) -> None:
        """Close the connection (after the calls already queued); closing twice is harmless."""
        if not self._closed:
            self._closed = True
            if self._reader is not self._db:
                await self._reader.close()
            await self._db.close()

    async def schema_version(self) -> int:
        return await self._call(_user_version)

    async def _migrate(self, target: int) -> None:
        current = await self.schema_version()
        if current > schema.SCHEMA_VERSION:
            newest = schema.SCHEMA_VERSION
            raise StoreError(
                f"{self.location} has schema {current}; this build knows up to {newest}")
        for version in range(current + 1, target + 1):

            def step(db: sqlite3.Connection, version: int = version) -> None:
                # Another process may have migrated while we waited for the write lock.
                if _user_version(db) >= version:
                    return
                for statement in schema.MIGRATIONS[version - 1]:
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {version}")

            await self.transaction(step)

    # --- the transaction primitive -------------------------------------------------------------

    async def _call(self, fn: Callable[[Any], T]) -> T:
        """Run `fn(connection)` in the connection's worker thread, as one call: no other read or
        write of this store runs while it does.

        aiosqlite 0.22 has no public way to run a function in its thread; `_execute` (queue a
        function, await its result) and `_conn` (the sqlite3 connection, only to be used in that
        thread) are the ones its own methods use. If the caller is cancelled once the call is
        queued, the call still runs to its end."""
        return await self._call_on(self._db, fn)

    async def _call_on(self, db: aiosqlite.Connection, fn: Callable[[Any], T]) -> T:
        return await db._execute(lambda: fn(db._conn if self.hook is None
                                             else Hooked(db._conn, self.hook)))

    async def transaction(
        self, body: Callable[[Any], T], *, bookkeeping: bool = False
    ) -> T:
        """Run `body(connection)` in one write transaction: all of it is committed, or none of it.

        The body is a plain function run in the worker thread with BEGIN IMMEDIATE before and
        COMMIT (or ROLLBACK on any error) after, all in one call: a caller cancelled half-way
        cannot cut it, and no other statement of this store can run in between.

        `bookkeeping`: a write whose loss in a power cut costs nothing but a repeat (the outbox's
        claims and delivery marks) is committed without waiting for the disk (synchronous
        NORMAL: in WAL mode it still survives a crash of the process). Moves keep the store's
        own setting: waiting for the disk is most of what a write costs."""
        relaxed = bookkeeping and self._synchronous in ("FULL", "EXTRA")
        if not relaxed:
            return await self._grouped(body)

        def run(db: sqlite3.Connection) -> T:
            db.execute("PRAGMA synchronous = NORMAL")
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    result = body(db)
                    db.execute("COMMIT")
                except BaseException:
                    _rollback(db)
                    raise
                return result
            finally:
                db.execute(f"PRAGMA synchronous = {self._synchronous}")

        return await self._call(run)

    async def _grouped(self, body: Callable[[Any], T]) -> T:
        """`body` in the next group commit (see the module's doc). Its caller may be cancelled:
        the body still runs to its end once queued."""
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        with self._waiting_lock:
            self._waiting.append((body, done))
            queue = not self._group_queued
            self._group_queued = True
        if queue:
            self._queue_group(loop)
        return await done

    def _queue_group(self, loop: asyncio.AbstractEventLoop) -> None:
        """Queue the group commit in the worker thread as a call with no future of its own
        (aiosqlite's queue takes one without: `_execute` without the awaiting): the group is
        everyone's, and its outcome reaches each caller's future from the thread. So a commit
        wakes the loop once, not twice, and costs it no task of its own. This reaches into
        aiosqlite's connection (its queue and its sqlite3 connection): pyproject.toml holds
        aiosqlite to the minor version whose insides this was written against."""
        db = self._db
        if not db._running or db._connection is None:  # closed: what `_execute` refuses
            self._fail_group(ValueError("Connection closed"))
            return

        def run() -> None:
            try:
                conn = db._conn if self.hook is None else Hooked(db._conn, self.hook)
            except BaseException as err:  # the connection closed meanwhile
                self._fail_group(err, loop)
                return
            self._commit_group(conn, loop)

        db._tx.put_nowait((None, run))

    def _fail_group(self, err: BaseException, loop: asyncio.AbstractEventLoop | None = None
                    ) -> None:
        """The group commit cannot run: fail what it was to commit (from the worker thread:
        through `loop`)."""
        with self._waiting_lock:
            group, self._waiting = self._waiting, []
            self._group_queued = False
        settled = [(future, (False, err)) for _, future in group]
        if loop is None:
            _settle_all(settled)
        else:
            loop.call_soon_threadsafe(_settle_all, settled)

    def _commit_group(self, db: Any, loop: asyncio.AbstractEventLoop) -> None:
        """In the worker thread: every write transaction waiting now, under one COMMIT."""
        with self._waiting_lock:
            group, self._waiting = self._waiting, []
            self._group_queued = False
        outcomes: list[tuple[bool, Any]] = []
        try:
            db.execute("BEGIN IMMEDIATE")
            for body, _ in group:
                db.execute("SAVEPOINT one_write")
                try:
                    outcomes.append((True, body(db)))
                except BaseException as err:
                    if not db.in_transaction:
                        raise  # SQLite ended the whole transaction itself: nothing stands
                    db.execute("ROLLBACK TO one_write")
                    outcomes.append((False, err))
                db.execute("RELEASE one_write")
            db.execute("COMMIT")
        except BaseException as err:
            _rollback(db)
            outcomes = [(False, err)] * len(group)  # none of the group was committed
        # one wake-up of the loop for the whole group
        loop.call_soon_threadsafe(_settle_all, [
            (future, outcome) for (_, future), outcome in zip(group, outcomes, strict=True)])

    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]], *,
                    bookkeeping: bool = False) -> None:
        def body(db: Any) -> None:
            for sql, params in statements:
                db.execute(sql, params)

        await self.transaction(body, bookkeeping=bookkeeping)

    async def write_one(self, sql: str, params: Sequence[Any] = (), *,
                        bookkeeping: bool = False) -> list[sqlite3.Row]:
        """One statement, its rows returned, committed as `transaction(..., bookkeeping)`
        would. A bookkeeping one runs alone, in autocommit: SQLite makes a lone statement a
        transaction of its own, all of it or none, so it needs no BEGIN and COMMIT."""
        if not (bookkeeping and self._synchronous in ("FULL", "EXTRA")):
            return await self.transaction(lambda db: db.execute(sql, params).fetchall(),
                                          bookkeeping=bookkeeping)

        def run(db: sqlite3.Connection) -> list[sqlite3.Row]:
            db.execute("PRAGMA synchronous = NORMAL")
            try:
                return db.execute(sql, params).fetchall()
            finally:
                db.execute(f"PRAGMA synchronous = {self._synchronous}")

        return await self._call(run)

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """One query on the reads' connection (see the module's doc)."""
        return await self._call_on(self._reader, lambda db: db.execute(sql, params).fetchall())


class Hooked:
    """The sqlite3 connection with `hook(sql)` called before each statement."""

    def __init__(self, real: sqlite3.Connection, hook: Callable[[str], None]) -> None:
        self._real = real
        self._hook = hook

    def execute(self, sql: str, *args: Any) -> Any:
        self._hook(sql)
        return self._real.execute(sql, *args)

    def executemany(self, sql: str, *args: Any) -> Any:
        self._hook(sql)
        return self._real.executemany(sql, *args)

    @property
    def in_transaction(self) -> bool:
        return self._real.in_transaction


def _rollback(db: Any) -> None:
    try:
        db.execute("ROLLBACK")
    except sqlite3.Error:
        pass  # no transaction left to roll back (SQLite ended it itself)


def _settle(future: asyncio.Future, outcome: tuple[bool, Any]) -> None:
    if future.cancelled():
        return
    ok, value = outcome
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)


def _settle_all(settled: list[tuple[asyncio.Future, tuple[bool, Any]]]) -> None:
    for future, outcome in settled:
        _settle(future, outcome)


def _user_version(db: sqlite3.Connection) -> int:
    return db.execute("PRAGMA user_version").fetchall()[0][0]


async def _reader(path: str, busy_timeout: float) -> aiosqlite.Connection:
    """The reads' connection: it may not write (query_only), and waits for a lock as the
    writer does (a checkpoint may hold one for a moment)."""
    reader = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
    try:
        reader.row_factory = sqlite3.Row
        await reader.execute_fetchall(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        await reader.execute_fetchall("PRAGMA query_only = ON")
        await reader.execute_fetchall("PRAGMA foreign_keys = ON")  # as the writer's
        await reader.execute_fetchall(f"PRAGMA mmap_size = {READER_MMAP_BYTES}")
    except BaseException:
        await reader.close()
        raise
    return reader


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
