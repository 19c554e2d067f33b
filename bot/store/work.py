"""Background work claimed in the database (a turn whose time ran out, a reminder, a computer's
turn), so that one process does each piece whichever process notices it first."""

from __future__ import annotations

from typing import Any

from bot.store.claims import before_claiming
from bot.store.connection import StoreConnection

STALE_CLAIMS = 86400.0  # seconds: a lapsed work claim this old is cleared


class WorkClaims:
    """Claims on pieces of background work, over the store's connection."""

    def __init__(self, connection: StoreConnection) -> None:
        self._connection = connection

    async def claim_work(self, job: str, owner: str, now: float, until: float) -> bool:
        """Take background `job` for `owner` until `until`: True if nobody else holds it (or a
        claim lapsed, or its holder is known dead), in one atomic write on either backend, so
        one process does each job. `renew_work` while it lasts, `release_work` when done."""

        look = self._connection.dead_holders.due()

        def body(db: Any) -> bool:
            before_claiming(db, self._connection.backend, owner, now, look)
            rows = db.execute(
                "INSERT INTO work_claims (job, owner, held_until) VALUES (?, ?, ?) "
                "ON CONFLICT (job) DO UPDATE SET owner = excluded.owner, "
                "held_until = excluded.held_until "
                "WHERE work_claims.held_until <= ? OR work_claims.owner = excluded.owner "
                "RETURNING job",
                (job, owner, until, now),
            ).fetchall()
            return bool(rows)

        return await self._connection.transaction(body, bookkeeping=True)

    async def renew_work(self, job: str, owner: str, until: float) -> bool:
        """`owner`, still doing `job`, holds it until `until` now (False: it no longer held it)."""

        def body(db: Any) -> bool:
            return bool(db.execute(
                "UPDATE work_claims SET held_until = ? WHERE job = ? AND owner = ?",
                (until, job, owner),
            ).rowcount)

        return await self._connection.transaction(body, bookkeeping=True)

    async def release_work(self, job: str, owner: str, now: float) -> None:
        """`owner` is done with `job` (and claims that lapsed long ago are cleared)."""
        await self._connection.write(
            ("DELETE FROM work_claims WHERE job = ? AND owner = ?", (job, owner)),
            ("DELETE FROM work_claims WHERE held_until < ?", (now - STALE_CLAIMS,)),
            bookkeeping=True,
        )
