"""Claims whose holder is known dead are free (bot/store/holders.py): looked at inside a claim's
own transaction, before it looks for what is free, so a restarted process takes over at once
the posts and the background work of the process that died, instead of waiting out their
leases. A process looks at most every LOOK_SECONDS (and at its first claim): the look costs a
read or two of the claims, and on PostgreSQL one of the server's locks, which a busy sender
need not pay at every pass."""

from __future__ import annotations

import time
from typing import Any

LOOK_SECONDS = 1.0
_WAITING = "sent_at IS NULL AND dropped IS NULL"


class DeadHolders:
    """When this store looks for dead holders next (monotonic seconds)."""

    def __init__(self) -> None:
        self._next = 0.0

    def due(self) -> bool:
        """Whether a claim about to be made looks (the look is then counted as done)."""
        now = time.monotonic()
        if now < self._next:
            return False
        self._next = now + LOOK_SECONDS
        return True


def before_claiming(db: Any, backend: Any, me: str, now: float, look: bool) -> None:
    """Inside a claim's transaction: this store present as a holder (PostgreSQL: its lock taken
    again if its session ended), and, when `look`, the claims of dead holders freed."""
    backend.keep_presence()
    if look:
        release_dead(db, backend, me, now)


def release_dead(db: Any, backend: Any, me: str, now: float) -> None:
    """Free the outbox entries and the background work held, lease still running, by holders
    other than `me` that the backend knows to be dead (inside the caller's transaction)."""
    holders = {r[0] for r in db.execute(
        f"SELECT claimed_by FROM outbox WHERE {_WAITING} AND claimed_until > ? "
        f"UNION SELECT owner FROM work_claims WHERE held_until > ?", (now, now),
    ).fetchall()}
    holders.discard(me)
    holders.discard(None)
    if not holders:
        return
    for dead in sorted(backend.dead_among(db, holders)):
        db.execute(
            f"UPDATE outbox SET claimed_by = NULL, claimed_until = NULL "
            f"WHERE claimed_by = ? AND {_WAITING}", (dead,),
        )
        db.execute("DELETE FROM work_claims WHERE owner = ?", (dead,))


def release_all(db: Any, me: str) -> None:
    """`me` gives up every claim it holds (a store closing: its process is stopping)."""
    db.execute(
        f"UPDATE outbox SET claimed_by = NULL, claimed_until = NULL "
        f"WHERE claimed_by = ? AND {_WAITING}", (me,),
    )
    db.execute("DELETE FROM work_claims WHERE owner = ?", (me,))
