"""The store's connection to its database, whichever backend holds it: SQLite (bot/store/sqlite.py,
the embedded default: one file, no set-up) or PostgreSQL (bot/store/postgres.py: several
processes on several machines). Both run the same queries and the same transaction bodies:
plain functions of one connection, written in SQLite's dialect, each run whole."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Self, TypeVar

from bot.store import holders
from bot.store.claims import DeadHolders, release_all
from bot.store.postgres import is_postgres_url

T = TypeVar("T")
_log = logging.getLogger(__name__)


class StoreConnection:
    """Reads and the one write transaction, on the backend chosen at `open`: what the store's
    parts (bot/store/store.py) share."""

    def __init__(self, backend: Any, key: int | None = None, *, claims: bool = True) -> None:
        self.backend = backend
        self._claims = claims  # the schema has the claims' tables (not a store stopped early)
        # This store's name in the claims it takes (bot/store/holders.py).
        self.holder = holders.holder_name(holders.new_key() if key is None else key)
        self.dead_holders = DeadHolders()  # when its claims look for dead holders next

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        synchronous: str = "FULL",
        busy_timeout: float = 10.0,
        schema_version: int | None = None,
    ) -> Self:
        """Open the database and migrate it to the newest schema: a `postgresql://…` URL, or
        else the path of an SQLite file (created with its folder if needed). `synchronous` and
        `busy_timeout` are SQLite's (see SqliteBackend.open); `schema_version` stops the
        migrations early (for upgrade tests)."""
        if is_postgres_url(target):
            from bot.store.postgres import PostgresBackend

            backend = await PostgresBackend.open(str(target), schema_version=schema_version)
        else:
            from bot.store.sqlite import SqliteBackend

            backend = await SqliteBackend.open(target, synchronous=synchronous,
                                               busy_timeout=busy_timeout,
                                               schema_version=schema_version)
        try:
            return cls(backend, await backend.present(), claims=schema_version is None)
        except BaseException:
            await backend.close()
            raise

    @property
    def dialect(self) -> str:
        """"sqlite" or "postgres"."""
        return self.backend.dialect

    @property
    def path(self) -> str:
        """Where the database is (a file, or a URL without its password)."""
        return self.backend.location

    @property
    def hook(self) -> Callable[[str], None] | None:
        return self.backend.hook

    @hook.setter
    def hook(self, hook: Callable[[str], None] | None) -> None:
        """Called with each statement's SQL before it runs: a test makes one fail there."""
        self.backend.hook = hook

    async def close(self) -> None:
        """Give up this store's claims (another process takes that work at once) and close."""
        if self.backend.closed:
            return
        try:
            if self._claims:
                await self.backend.transaction(
                    lambda db: release_all(db, self.holder), bookkeeping=True)
        except Exception as err:  # the database is out of reach: the claims lapse instead
            _log.warning("closing: the claims of %s were not given up: %s", self.holder, err)
        finally:
            await self.backend.close()

    async def schema_version(self) -> int:
        return await self.backend.schema_version()

    async def transaction(
        self, body: Callable[[Any], T], *, bookkeeping: bool = False
    ) -> T:
        """Run `body(connection)` in one write transaction: all of it is committed, or none of
        it, even if the caller is cancelled half-way. `bookkeeping`: a write whose loss in a
        power cut costs nothing but a repeat (the outbox's claims and delivery marks) does not
        wait for the disk."""
        return await self.backend.transaction(body, bookkeeping=bookkeeping)

    async def write(self, *statements: tuple[str, Sequence[Any]], bookkeeping: bool = False
                     ) -> None:
        """Statements whose results nobody reads, as one `transaction`. PostgreSQL gets them
        in one round trip to the server instead of one each plus BEGIN and COMMIT."""
        await self.backend.write(statements, bookkeeping=bookkeeping)

    async def write_one(self, sql: str, params: Sequence[Any] = (), *,
                        bookkeeping: bool = False) -> list[Any]:
        """One statement as a `transaction` of its own, its rows returned (RETURNING). Both
        databases commit a lone statement by itself: SQLite without BEGIN and COMMIT of its
        own, PostgreSQL in the one round trip that sends it."""
        return await self.backend.write_one(sql, params, bookkeeping=bookkeeping)

    async def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self.backend.read(sql, params)
