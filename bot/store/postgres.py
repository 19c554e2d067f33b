"""The PostgreSQL backend: several bot processes, on several machines, over one database.

psycopg 3 with its connection pool, used from worker threads: every read and every write
transaction of the store is a plain function of one connection (the same functions as on
SQLite), run whole in a thread that holds one pooled connection. So the two backends share every
query and every transaction body, and a transaction cannot be cut half-way by a cancelled
caller. asyncpg would be faster per statement but would need a second, asynchronous copy of
every query (with `$1` placeholders and its own rows); the database round trips, not the
driver, are what a move costs.

What the bot's own CPU pays per call is kept small (bot/store/worker_threads.py): the calls are
queued to threads that each keep the pooled connection they took, with its cursor, for their
next calls (given back to the pool now and then, see HOLD_SECONDS), and answer the loop
directly; the rows are made with the column names of each result read once.

The store's SQL is written once, in SQLite's dialect, for both: `?` placeholders become
psycopg's, and `x IS ?` (which matches NULL too) becomes `x IS NOT DISTINCT FROM ...`. Values are
bound on the client (ClientCursor) so that `? IS NULL` needs no declared type.

Guarantees are those of SQLite's backend: a move's transaction is guarded by the game's rev
(a concurrent writer's UPDATE waits for the first and then finds the rev moved on), the move
log's primary key refuses a second seq, unique indexes refuse a second open game per channel;
the outbox's claims lock the rows they take (FOR UPDATE SKIP LOCKED). Migrations run one
transaction each under an advisory lock, so processes that start at once migrate once."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import select
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any, Self, TypeVar

import psycopg
from psycopg.pq import ExecStatus, TransactionStatus
from psycopg_pool import ConnectionPool, PoolTimeout

from bot.store import postgres_schema as schema
from bot.store.errors import StoreError
from bot.store.holders import HOLDER_LOCK, PRESENCE_GRACE, new_key, parse
from bot.store.worker_threads import WorkerThreads

_log = logging.getLogger(__name__)

T = TypeVar("T")

POOL_SIZE = 8  # connections (and worker threads) per process
# How long a call waits for the pool to hand it a connection before opening one itself: longer
# than the pool takes to open one to a server that is up, far shorter than the pool's own
# backoff (1 s, 2 s, 4 s ...) when it lost its connections while the server was down.
POOL_WAIT_SECONDS = 0.25
SPARES_WAIT_SECONDS = 0.001
CONNECT_TIMEOUT_SECONDS = 10
# A worker thread keeps the pooled connection it took for its next calls, and gives it back to
# the pool (which closes it when it has outlived the pool's max_lifetime, or sits idle past
# its max_idle) once it has held it this long, or waited this long for a call.
HOLD_SECONDS = 30.0
CLOSE_WAIT_SECONDS = 5.0  # how long closing waits for calls still running (as the pool's close)
# Every connection's settings: autocommit (a transaction is opened by BEGIN in the query
# string, see Connection); no prepared statements, whose bookkeeping psycopg would otherwise
# do at every query for the client-bound (so each one different) query strings sent.
CONNECTION_SETTINGS = {"autocommit": True, "prepare_threshold": None}
# A bookkeeping write commits without waiting for the WAL flush (see `transaction`).
NO_FLUSH_WAIT = "SET LOCAL synchronous_commit TO OFF"
MIGRATION_LOCK = 0x436F6C756D62  # pg_advisory_xact_lock key: one migrator at a time
TUPLES_OK = ExecStatus.TUPLES_OK  # a result that has rows (if only none), as RETURNING's


def is_postgres_url(target: Any) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


@lru_cache(maxsize=512)
def translate(sql: str) -> str:
    """The store's SQL (SQLite dialect) for psycopg."""
    sql = sql.replace("%", "%%")
    sql = re.sub(r"\bIS \?", "IS NOT DISTINCT FROM ?", sql)
    return sql.replace("?", "%s")


class Row:
    """A row read by name or by position, as sqlite3.Row is. `_index` maps each column's name,
    and each position 0..n-1 too, to its position (one dict lookup either way)."""

    __slots__ = ("_values", "_index")

    def __init__(self, values: Sequence[Any], index: dict[str | int, int]) -> None:
        self._values = values
        self._index = index

    def __getitem__(self, key: int | str) -> Any:
        try:
            return self._values[self._index[key]]
        except KeyError:
            if isinstance(key, str):
                raise
            return self._values[key]  # a negative position, or none: as a tuple answers

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def keys(self) -> list[str]:
        return [key for key in self._index if isinstance(key, str)]

    def __repr__(self) -> str:
        return f"Row({dict(zip(self.keys(), self._values))})"


# The index of each list of column names met (as the server sends them): a handful of queries
# make every list, and psycopg asks for the rows' maker at every result, each statement's.
_INDEXES: dict[tuple[bytes, ...], dict[str | int, int]] = {}
INDEXES_KEPT = 512


def _rows(cursor: Any) -> Callable[[Sequence[Any]], Row]:
    """psycopg's row factory: the `Row`s of the cursor's current result. The column names are
    read from the result itself (psycopg's `description` would build an object per column),
    and only for a result with rows (most of a transaction's have none: BEGIN, an UPDATE,
    COMMIT)."""
    result = cursor.pgresult
    if not result.ntuples:
        return _no_rows
    names = tuple(map(result.fname, range(result.nfields)))
    index = _INDEXES.get(names)
    if index is None:
        if len(_INDEXES) >= INDEXES_KEPT:
            _INDEXES.clear()
        index = {name.decode(): i for i, name in enumerate(names)}
        index.update((i, i) for i in range(len(names)))
        _INDEXES[names] = index
    return lambda values: Row(values, index)


def _no_rows(values: Sequence[Any]) -> Row:
    raise AssertionError("a result without rows has no rows to make")


class Connection:
    """One pooled connection as the store's transaction bodies use it: `execute` and
    `executemany` in SQLite's dialect, returning a cursor with `fetchall()` and `rowcount`.

    `begin` (the statements that open the transaction) goes to the server in one query string
    with the body's first statement, a round trip saved: the cursor then moves past their
    results to the statement's own."""

    dialect = "postgres"

    def __init__(self, cursor: psycopg.ClientCursor, hook: Callable[[str], None] | None,
                 begin: Sequence[str] = ()) -> None:
        self._cursor = cursor
        self._hook = hook
        self._begin = list(begin)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        if self._hook is not None:
            self._hook(sql)
        begin, self._begin = self._begin, []
        self._cursor.execute("; ".join([*begin, translate(sql)]), tuple(params))
        for _ in begin:
            self._cursor.nextset()
        return self._cursor

    def executemany(self, sql: str, seq: Any) -> Any:
        if self._hook is not None:
            self._hook(sql)
        rows = [tuple(p) for p in seq]
        if rows:
            self._opened()
            self._cursor.executemany(translate(sql), rows)
        return self._cursor

    def _opened(self) -> None:
        """The transaction's opening statements sent now, if they have not been."""
        if self._begin:
            self._cursor.execute("; ".join(self._begin))
            self._begin = []


class Held:
    """What a worker thread keeps between its calls: the pooled connection it holds (None:
    none), with the cursor its statements run on, and since when it holds it."""

    __slots__ = ("conn", "cursor", "since")

    def __init__(self) -> None:
        self.conn: psycopg.Connection | None = None
        self.cursor: psycopg.ClientCursor | None = None
        self.since = 0.0

    def take(self, conn: psycopg.Connection) -> None:
        self.conn, self.cursor = conn, _cursor(conn)
        self.since = time.monotonic()

    def drop(self) -> psycopg.Connection | None:
        conn, self.conn, self.cursor = self.conn, None, None
        return conn


def _cursor(conn: psycopg.Connection) -> psycopg.ClientCursor:
    """The cursor every statement on `conn` runs on (values bound on the client)."""
    return psycopg.ClientCursor(conn, row_factory=_rows)


class PostgresBackend:
    dialect = "postgres"

    def __init__(self, pool: ConnectionPool, url: str, pool_size: int = POOL_SIZE) -> None:
        self._pool = pool
        self._url = url
        self.location = without_password(url)
        # A session of this store's own, holding its advisory lock as a holder of claims for as
        # long as the store is open (bot/store/holders.py); `_key`: that lock's second key.
        self._presence: psycopg.Connection | None = None
        self._presence_lock = threading.Lock()
        self._key: int | None = None
        # one thread per connection the pool may open, each holding its own (see Held)
        self._threads = WorkerThreads(pool_size, "postgres", Held, self._give_back, HOLD_SECONDS)
        self._closed = False
        self.hook: Callable[[str], None] | None = None
        # connections opened by calls themselves while the pool had none (see _connection)
        self._spares: list[psycopg.Connection] = []
        self._spares_lock = threading.Lock()

    @classmethod
    async def open(cls, url: str, *, schema_version: int | None = None,
                   pool_size: int = POOL_SIZE) -> Self:
        """Connect (a pool of `pool_size`) and migrate to the newest schema."""

        def connect() -> ConnectionPool:
            pool = ConnectionPool(url, min_size=1, max_size=pool_size, open=False,
                                  kwargs=CONNECTION_SETTINGS, name="store")
            try:
                pool.open(wait=True, timeout=15)
            except Exception as err:
                pool.close()
                raise StoreError(f"cannot connect to {without_password(url)}: {err}") from err
            return pool

        backend = cls(await asyncio.to_thread(connect), url, pool_size)
        try:
            target = schema.SCHEMA_VERSION if schema_version is None else schema_version
            await backend._migrate(target)
        except BaseException:
            await backend.close()
            raise
        return backend

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            # the threads end after the calls queued, and give their connections back (to be
            # closed with the pool), before the pool closes: none is left open
            await asyncio.to_thread(self._threads.stop, CLOSE_WAIT_SECONDS)
            await asyncio.to_thread(self._pool.close)
            with self._spares_lock:
                spares, self._spares = self._spares, []
            for conn in spares:
                conn.close()
            with self._presence_lock:
                if self._presence is not None:
                    self._presence.close()  # its lock goes with its session

    # --- holders of claims (bot/store/holders.py) ----------------------------------------------

    async def present(self) -> int:
        """Take a key as a holder of claims, and hold its lock in a session of this store's own
        (another open store may have drawn the same key: then draw again)."""

        def take() -> int:
            while True:
                key = new_key()
                if self._lock_presence(key):
                    self._key = key
                    return key

        return await asyncio.to_thread(take)

    def _lock_presence(self, key: int) -> bool:
        """A new session holding the lock on `key` (False: another session holds it)."""
        conn = psycopg.connect(self._url, autocommit=True, application_name="columbiz holder")
        try:
            taken = conn.execute("SELECT pg_try_advisory_lock(%s, %s)",
                                 (HOLDER_LOCK, key)).fetchone()[0]
        except BaseException:
            conn.close()
            raise
        if not taken:
            conn.close()
            return False
        with self._presence_lock:
            old, self._presence = self._presence, conn
        if old is not None:
            old.close()
        return True

    def keep_presence(self) -> None:
        """This store's lock held again if its session ended meanwhile (the server restarted, the
        network failed), so that the others do not take it for dead."""
        presence = self._presence
        if self._key is None or (presence is not None and not closed_by_server(presence)):
            return
        try:
            if not self._lock_presence(self._key):
                _log.warning("holder key %08x is held by another session", self._key)
        except psycopg.Error as err:
            _log.warning("could not take the holder lock again: %s", err)

    def dead_among(self, db: Any, names: set[str]) -> set[str]:
        """Those of the holders `names` whose session has ended: their lock is not held. Nobody
        while the server has just started (PRESENCE_GRACE): the living are reconnecting."""
        keys = {name: holder.key for name in names if (holder := parse(name)) is not None}
        if not keys:
            return set()
        [(uptime, held)] = db.execute(
            "SELECT extract(epoch FROM now() - pg_postmaster_start_time())::float8, "
            "ARRAY(SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND granted "
            "AND classid = ? AND objsubid = 2 "
            "AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))",
            (HOLDER_LOCK,),
        ).fetchall()
        if uptime < PRESENCE_GRACE:
            return set()
        return {name for name, key in keys.items() if key not in set(held)}

    async def schema_version(self) -> int:
        rows = await self.read("SELECT to_regclass('store_schema') IS NOT NULL")
        if not rows[0][0]:
            return 0
        return (await self.read("SELECT version FROM store_schema"))[0][0]

    async def _migrate(self, target: int) -> None:
        current = await self.schema_version()
        if current > schema.SCHEMA_VERSION:
            raise StoreError(f"{self.location} has schema {current}; "
                             f"this build knows up to {schema.SCHEMA_VERSION}")
        for version in range(current + 1, target + 1):

            def step(db: Connection, version: int = version) -> None:
                # one migrator at a time; another process may have done this step meanwhile
                db.execute(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
                db.execute("CREATE TABLE IF NOT EXISTS store_schema (version INTEGER NOT NULL)")
                found = db.execute("SELECT version FROM store_schema").fetchall()
                if found and found[0][0] >= version:
                    return
                for statement in schema.MIGRATIONS[version - 1]:
                    db.execute(statement)
                db.execute("DELETE FROM store_schema")
                db.execute("INSERT INTO store_schema (version) VALUES (?)", (version,))

            await self.transaction(step)

    @contextlib.contextmanager
    def _connection(self, held: Held) -> Iterator[tuple[psycopg.Connection,
                                                         psycopg.ClientCursor]]:
        """A connection the server has not closed, with its cursor: the one the worker thread
        holds (`held`), or else one from the pool (the thread holds it then), or else one of the
        call's own.

        After a server restart or failover every idle connection is dead, and the first
        statement on each would fail: a move refused for no reason of the player's. Such a
        connection is closed (the pool opens a new one) and another taken, at the cost of a
        non-blocking poll per call, not a round trip. And if the pool lost its connections while
        the server was down, it opens new ones only on its backoff (1 s, 2 s, 4 s ... after the
        first failure): a call does not wait for that, but connects by itself after
        POOL_WAIT_SECONDS, and its connection is kept as a spare for the next calls (which then
        take a pooled connection only if one is ready) until the pool has connections again."""
        conn = held.conn
        if conn is not None and (closed_by_server(conn)
                                 or time.monotonic() - held.since >= HOLD_SECONDS):
            self._give_back(held)
            conn = None
        if conn is None and (conn := self._from_pool()) is not None:
            held.take(conn)
        if conn is not None:
            try:
                yield conn, held.cursor
            finally:
                if conn.closed or conn.info.transaction_status != TransactionStatus.IDLE:
                    self._give_back(held)  # the pool ends what was left open, or replaces it
            return
        conn = self._spare()
        try:
            yield conn, _cursor(conn)
        finally:
            self._keep_spare(conn)

    def _give_back(self, held: Held) -> None:
        """The connection `held` by a worker thread back to the pool (which closes one the
        server ended, and opens a new one)."""
        conn = held.drop()
        if conn is not None:
            if closed_by_server(conn):
                conn.close()
            self._pool.putconn(conn)

    def _from_pool(self) -> psycopg.Connection | None:
        # with spares at hand the pool is known to be short: take only what it has ready
        wait = SPARES_WAIT_SECONDS if self._spares else POOL_WAIT_SECONDS
        for _ in range(POOL_SIZE + 1):
            try:
                conn = self._pool.getconn(timeout=wait)
            except PoolTimeout:
                return None
            if not closed_by_server(conn):
                self._drop_a_spare()  # the pool serves again
                return conn
            conn.close()
            self._pool.putconn(conn)
        return None

    def _spare(self) -> psycopg.Connection:
        with self._spares_lock:
            spares = self._spares
            while spares:
                conn = spares.pop()
                if not closed_by_server(conn):
                    return conn
                conn.close()
        return psycopg.connect(self._url, connect_timeout=CONNECT_TIMEOUT_SECONDS,
                               **CONNECTION_SETTINGS)

    def _keep_spare(self, conn: psycopg.Connection) -> None:
        if not (conn.closed or conn.broken) and (
                conn.info.transaction_status == TransactionStatus.IDLE):
            with self._spares_lock:
                if not self._closed and len(self._spares) < POOL_SIZE:
                    self._spares.append(conn)
                    return
        conn.close()

    def _drop_a_spare(self) -> None:
        if self._spares:
            with self._spares_lock:
                conn = self._spares.pop() if self._spares else None
            if conn is not None:
                conn.close()

    async def _run(self, fn: Callable[[Held], T]) -> T:
        """Run `fn(held)` in a worker thread (`held`: what that thread holds), to its end even
        if the caller is cancelled (as SQLite's one thread does): a transaction is never cut
        half-way."""
        return await self._threads.run(fn)

    async def transaction(self, body: Callable[[Any], T], *, bookkeeping: bool = False) -> T:
        """`body(connection)` in one transaction (READ COMMITTED; writes guard themselves with
        the rev and unique keys): all committed, or none. `bookkeeping` commits without waiting
        for the WAL flush (synchronous_commit off), as the outbox's claims and marks may be lost
        in a server crash at the cost of a repeat only. The transaction is opened by the body's
        first statement (see Connection), and closed by COMMIT, or by ROLLBACK on any error."""
        begin = ["BEGIN", *([NO_FLUSH_WAIT] if bookkeeping else [])]

        def run(held: Held) -> T:
            with self._connection(held) as (conn, cursor):
                try:
                    result = body(Connection(cursor, self.hook, begin))
                except BaseException:
                    if conn.info.transaction_status != TransactionStatus.IDLE:
                        with contextlib.suppress(psycopg.Error):  # a broken connection
                            cursor.execute("ROLLBACK")
                    raise
                if conn.info.transaction_status != TransactionStatus.IDLE:  # it began
                    cursor.execute("COMMIT")
                return result

        return await self._run(run)

    async def write(self, statements: Sequence[tuple[str, Sequence[Any]]], *,
                    bookkeeping: bool = False) -> None:
        """The statements sent as one query string (values bound on the client): the server runs
        a query of several statements as one transaction, so they are all committed or none,
        in one round trip. `bookkeeping` as for `transaction`."""
        queries = [*([NO_FLUSH_WAIT] if bookkeeping else []),
                   *(translate(sql) for sql, _ in statements)]
        values = tuple(v for _, params in statements for v in params)

        def run(held: Held) -> None:
            if self.hook is not None:
                for sql, _ in statements:
                    self.hook(sql)
            with self._connection(held) as (_, cursor):
                cursor.execute("; ".join(queries), values)

        await self._run(run)

    async def write_one(self, sql: str, params: Sequence[Any] = (), *,
                        bookkeeping: bool = False) -> list[Row]:
        """One statement, its rows returned, sent as one query string with the `transaction`'s
        setting (`bookkeeping`): the server runs and commits it as one transaction, in one
        round trip instead of three (BEGIN with it, COMMIT after)."""
        queries = [*([NO_FLUSH_WAIT] if bookkeeping else []), translate(sql)]

        def run(held: Held) -> list[Row]:
            if self.hook is not None:
                self.hook(sql)
            with self._connection(held) as (_, cursor):
                cursor.execute("; ".join(queries), tuple(params))
                for _ in queries[1:]:
                    cursor.nextset()
                return cursor.fetchall() if cursor.pgresult.status == TUPLES_OK else []

        return await self._run(run)

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        def run(held: Held) -> list[Row]:
            with self._connection(held) as (_, cursor):
                return Connection(cursor, self.hook).execute(sql, params).fetchall()

        return await self._run(run)


def closed_by_server(conn: psycopg.Connection) -> bool:
    """Whether the server has ended this idle connection: it then leaves its goodbye (an
    error message, the end of the stream) to be read, where an idle connection of ours has
    nothing waiting. A broken one counts as ended too."""
    if conn.closed or conn.broken:
        return True
    try:
        readable, _, _ = select.select([conn.fileno()], [], [], 0)
    except (OSError, ValueError):
        return True
    return bool(readable)


def without_password(url: str) -> str:
    return re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", url)
