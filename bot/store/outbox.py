"""The outbox: every message a commit owes Discord (a move's post with its turn notice, a
reminder), written in the commit's own transaction and delivered from here.

An entry is delivered by one process at a time: whoever claims it (the interaction that made the
move, or any process's sender) holds it until `claimed_until`. A process that dies holding one
gives it up: at once when it is known dead (bot/store/holders.py: its process on this machine
is gone, its PostgreSQL session ended), else when the claim lapses; another then takes it over.
Within a game, entries go out in the order they were written: only a game's oldest waiting
entry can be claimed. An entry is marked sent once Discord accepted the message, so it is
delivered at least once; a second delivery can only follow a process dying in the moment
between Discord's answer and that mark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bot.store.claims import before_claiming
from bot.store.connection import StoreConnection
from bot.store.rows import OutboxEntry, OutboxRow, dumps, outbox_from_row

_WAITING = "sent_at IS NULL AND dropped IS NULL"
_FREE = "(claimed_until IS NULL OR claimed_until <= ?)"
# An entry of the game waits: one being written is the next of its game when none does.
_GAME_WAITS = f"EXISTS (SELECT 1 FROM outbox WHERE game_id = ? AND {_WAITING})"
# The next entry of each game, all at once: what the sender may claim. (PostgreSQL answers
# "no older entry of its game waits" for thousands of waiting entries by comparing each with
# every other of its game.)
_HEADS = f"id IN (SELECT MIN(id) FROM outbox WHERE {_WAITING} GROUP BY game_id)"
_KEY_PREFIX = re.compile(r"[a-z0-9:]+")  # what drop_waiting writes into its statement
_OUTBOX_SELECT = (
    "SELECT id, game_id, channel_id, kind, key, payload, created_at, attempts FROM outbox "
)


def insert_entries(
    db: Any,
    game_id: int,
    entries: Sequence[OutboxEntry],
    now: float,
    claim: tuple[str, float] | None,
) -> frozenset[str]:
    """Insert `entries` (inside the caller's transaction); the keys claimed for `claim`'s owner
    (an entry due later is never claimed at once). An entry is claimed by its own INSERT when
    no entry of its game waits before it (a statement, and on PostgreSQL a round trip, fewer
    than an UPDATE after it)."""
    claimed = set()
    for entry in entries:
        values = (game_id, entry.channel_id, entry.kind, entry.key, dumps(entry.payload), now,
                  now + entry.delay)
        if claim is None or entry.delay:
            db.execute(
                "INSERT INTO outbox (game_id, channel_id, kind, key, payload, created_at, "
                "due_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                values,
            )
            continue
        owner, until = claim
        rows = db.execute(
            "INSERT INTO outbox (game_id, channel_id, kind, key, payload, created_at, due_at, "
            f"claimed_by, claimed_until) VALUES (?, ?, ?, ?, ?, ?, ?, "
            f"CASE WHEN {_GAME_WAITS} THEN NULL ELSE ? END, "
            f"CASE WHEN {_GAME_WAITS} THEN NULL ELSE ? END) RETURNING claimed_by IS NOT NULL",
            (*values, game_id, owner, game_id, until),
        ).fetchall()
        if rows[0][0]:
            claimed.add(entry.key)
    return frozenset(claimed)


def drop_waiting(db: Any, game_id: int, prefix: str, now: float) -> None:
    """Drop the game's entries whose key starts with `prefix` that still wait and nobody is
    delivering (inside the caller's transaction): a newer change makes them moot.

    The pattern is written into the statement, not bound: SQLite prepares a statement whose
    LIKE pattern is a parameter again at every run (it may narrow the search by the pattern),
    which cost a move more of the database thread's time than the rest of its statements."""
    if not _KEY_PREFIX.fullmatch(prefix):
        raise ValueError(f"key prefix {prefix!r}")
    db.execute(
        f"UPDATE outbox SET dropped = 'superseded' WHERE game_id = ? AND key LIKE '{prefix}%' "
        f"AND {_WAITING} AND {_FREE}",
        (game_id, now),
    )


class Outbox:
    """The outbox's claims, delivery marks and reads, over the store's connection."""

    def __init__(self, connection: StoreConnection) -> None:
        self._connection = connection

    async def claim_due(
        self, owner: str, now: float, until: float, limit: int = 20
    ) -> list[OutboxRow]:
        """Claim the entries that are due at `now`, each the oldest waiting one of its game and
        held by nobody (or by a claim that lapsed, or by a holder known dead), oldest first."""

        look = self._connection.dead_holders.due()

        def body(db: Any) -> list[OutboxRow]:
            before_claiming(db, self._connection.backend, owner, now, look)
            # PostgreSQL: another process's claim in progress holds its rows; take the others
            # (SQLite's write lock lets one process in at a time). `+id`: ordered after the
            # search, so SQLite does not walk every entry ever written in id order.
            lock = " FOR UPDATE SKIP LOCKED" if getattr(db, "dialect", "") == "postgres" else ""
            rows = db.execute(
                f"{_OUTBOX_SELECT} WHERE {_HEADS} AND due_at <= ? AND {_FREE} "
                f"ORDER BY +id LIMIT ?{lock}",
                (now, now, int(limit)),
            ).fetchall()
            db.executemany(
                "UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ?",
                [(owner, until, r["id"]) for r in rows],
            )
            return [outbox_from_row(r) for r in rows]

        return await self._connection.transaction(body, bookkeeping=True)

    async def sent(self, key: str, message_id: int | None, now: float) -> bool:
        """Discord accepted the entry's message. True if another entry of its game waits (it
        is the game's next one now: its deliverer need not wait for the sender's pass)."""

        rows = await self._connection.write_one(
            "UPDATE outbox SET sent_at = ?, message_id = ?, claimed_by = NULL, "
            "claimed_until = NULL WHERE key = ? RETURNING EXISTS (SELECT 1 FROM outbox o2 "
            "WHERE o2.game_id = outbox.game_id AND o2.id <> outbox.id "
            f"AND o2.{_WAITING.replace(' AND ', ' AND o2.')})",
            (now, message_id, key), bookkeeping=True,
        )
        return bool(rows and rows[0][0])

    async def _settle(self, sets: str, where: str, params: tuple) -> None:
        """Release the claim on waiting entries matching `where`, setting `sets` too."""
        await self._connection.write(
            (f"UPDATE outbox SET {sets}, claimed_by = NULL, claimed_until = NULL "
             f"WHERE {where} AND {_WAITING}", params),
            bookkeeping=True,
        )

    async def retry_later(self, key: str, due_at: float) -> None:
        """Delivery failed: free the entry, to be tried again from `due_at`."""
        await self._settle("attempts = attempts + 1, due_at = ?", "key = ?", (due_at, key))

    async def drop(self, key: str, reason: str) -> None:
        """The entry will never be sent (e.g. its channel is gone)."""
        await self._settle("dropped = ?", "key = ?", (reason, key))

    async def drop_game(self, game_id: int, reason: str) -> None:
        await self._settle("dropped = ?", "game_id = ?", (reason, game_id))

    async def prune(self, before: float, batch: int = 1000) -> int:
        """Delete delivered and dropped entries written before `before`, oldest first, at most
        `batch` of them (a short write; call again while it returns `batch`). Nothing needs them
        once they are done: a post's key names its game's revision, which a commit never takes
        twice, and a reminder is written once per turn by the turn's `reminded_at`. Entries
        still waiting are never touched. Returns how many were deleted."""

        def body(db: Any) -> int:
            cursor = db.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox "
                "WHERE (sent_at IS NOT NULL OR dropped IS NOT NULL) AND created_at < ? "
                "ORDER BY id LIMIT ?)",
                (before, int(batch)),
            )
            return cursor.rowcount

        return await self._connection.transaction(body, bookkeeping=True)

    async def waiting(self, game_id: int | None = None) -> list[OutboxRow]:
        """Entries not delivered yet (of one game, or all), oldest first."""
        if game_id is None:
            rows = await self._connection.read(f"{_OUTBOX_SELECT} WHERE {_WAITING} ORDER BY id")
        else:
            rows = await self._connection.read(
                f"{_OUTBOX_SELECT} WHERE {_WAITING} AND game_id = ? ORDER BY id", (game_id,)
            )
        return [outbox_from_row(r) for r in rows]

    async def next_due(self) -> float | None:
        """When the sender can next claim something: the earliest moment an entry that is the
        next of its game falls due, or its claim lapses (None: nothing waits)."""
        rows = await self._connection.read(
            "SELECT MIN(CASE WHEN claimed_until > due_at THEN claimed_until ELSE due_at END) "
            f"FROM outbox WHERE {_HEADS}"
        )
        return rows[0][0] if rows else None

    async def delivered(self, game_id: int) -> list[tuple[str, int | None]]:
        """(key, message id) of the game's delivered entries, in order (for tests and audits)."""
        rows = await self._connection.read(
            "SELECT key, message_id FROM outbox WHERE game_id = ? AND sent_at IS NOT NULL "
            "ORDER BY id",
            (game_id,),
        )
        return [(r[0], r[1]) for r in rows]
