"""Claims whose holder is known dead are free (bot/store/holders.py): run inside a claim's own
transaction, before it looks for what is free, so a restarted process takes over at once the
posts and the background work of the process that died, instead of waiting out their leases."""

from __future__ import annotations

from typing import Any

_WAITING = "sent_at IS NULL AND dropped IS NULL"


def release_dead(db: Any, backend: Any, me: str, now: float) -> None:
    """Free the outbox entries and the background work held, lease still running, by holders
    other than `me` that the backend knows to be dead (inside the caller's transaction)."""
    holders = {r[0] for r in db.execute(
        f"SELECT DISTINCT claimed_by FROM outbox WHERE {_WAITING} AND claimed_until > ?", (now,)
    ).fetchall()}
    holders |= {r[0] for r in db.execute(
        "SELECT DISTINCT owner FROM work_claims WHERE held_until > ?", (now,)
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
