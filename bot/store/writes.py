"""The store's writes, each one transaction: a new lobby, the guarded change of a game (its row,
seats, results, moves and votes at once), a vote, a notify preference."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ratings.record import rate_finished_game
from bot.store.change import Change
from bot.store.connection import StoreConnection
from bot.store.errors import (
    AlreadyVoted,
    ChannelBusy,
    IntegrityError,
    RematchExists,
    StaleWrite,
)
from bot.store.outbox import drop_waiting, insert_entries
from bot.store.reads import GameReads
from bot.store.rows import GameRow, OutboxEntry, SeatRow, dumps, flag, seat_value
from bot.store.schema import JSON_COLUMNS


def lobby_key(game_id: int) -> str:
    """The outbox key of a lobby's message."""
    return f"lobby:{game_id}"


@dataclass(frozen=True)
class Committed:
    """What a guarded write did: the game's new rev, the keys of the outbox entries it
    wrote claimed for the writer (to deliver at once; the others wait their turn), and the
    notify preference the change asked for (`Change.read_notify`: "mention" when the player
    set none; None when it asked for none)."""

    rev: int
    claimed: frozenset[str] = frozenset()
    notify_mode: str | None = None


class GameWrites:
    """The store's writes of games, votes and preferences, over its connection (and its reads,
    for the game a write made)."""

    def __init__(self, connection: StoreConnection, reads: GameReads) -> None:
        self._connection = connection
        self._reads = reads

    async def create_game(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        seats_wanted: int,
        options: Mapping[str, Any],
        turn_seconds: int | None,
        seed: str,
        now: float,
        rematch_of: int | None = None,
        more_seats: Sequence[SeatRow] = (),
        language: str = "en",
        post: Mapping[str, Any] | None = None,
        claim: tuple[str, float] | None = None,
        rated: bool = False,
    ) -> GameRow:
        """A new lobby with its creator in seat 0 and `more_seats` (seats 1, 2, ...: e.g. the
        computer players of a rematch); ChannelBusy if the channel has an open game,
        RematchExists if `rematch_of` has had its rematch. `post`: the payload of the lobby's
        message, written to the outbox in the same transaction (key `lobby:<game id>`), claimed
        for `claim` = (owner, until) when given (a new game has no older post to wait for)."""

        def body(db: Any) -> int:
            if rematch_of is not None:
                again = db.execute(
                    "SELECT id FROM games WHERE rematch_of = ?", (rematch_of,)
                ).fetchall()
                if again:
                    raise RematchExists(again[0]["id"])
            existing = db.execute(
                "SELECT id, status FROM games "
                "WHERE channel_id = ? AND status IN ('lobby', 'active')",
                (channel_id,),
            ).fetchall()
            if existing:
                raise ChannelBusy(existing[0]["id"], existing[0]["status"])
            try:
                cursor = db.execute(
                    "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, "
                    "seats_wanted, options, turn_seconds, seed, rev, last_seq, created_at, "
                    "updated_at, rematch_of, language, rated) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?) RETURNING id",
                    (kind, guild_id, channel_id, creator_id, seats_wanted, dumps(dict(options)),
                     turn_seconds, seed, now, now, rematch_of, language, int(rated)),
                )
                game_id = cursor.fetchall()[0][0]
            except IntegrityError as err:  # a unique index: another writer won
                if "rematch" in str(err):  # SQLite names the column, PostgreSQL the index
                    raise RematchExists(None) from err
                raise ChannelBusy(None, None) from err
            db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, joined_at) "
                "VALUES (?, 0, ?, ?, ?)",
                (game_id, creator_id, creator_name, now),
            )
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, computer_level, joined_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, i, s.user_id, s.name, s.computer_level, now)
                 for i, s in enumerate(more_seats, start=1)],
            )
            if post is not None:
                entry = OutboxEntry("post", lobby_key(game_id), channel_id, dict(post))
                insert_entries(db, game_id, [entry], now, claim)
            return game_id

        game_id = await self._connection.transaction(body)
        game = await self._reads.game(game_id)
        assert game is not None
        return game

    async def commit(self, change: Change) -> Committed:
        """Carry out `change` (see bot.store.change) in one transaction if the game's rev is
        still `change.rev`: StaleWrite if the game moved on, a move's seq or an entry's key was
        written before; AlreadyVoted for a second vote on one question."""

        def body(db: Any) -> tuple[frozenset[str], str | None]:
            notify_mode = _update_game(db, change)
            _write_seats(db, change)
            _append_moves(db, change)
            if change.fields.get("status") == "finished":  # rated with its result, at once
                rate_finished_game(db, change.game_id, change.fields.get("finished_at"))
            _write_votes(db, change)
            for prefix in change.superseded:
                drop_waiting(db, change.game_id, prefix, change.now)
            try:
                claimed = insert_entries(db, change.game_id, change.outbox, change.now,
                                         change.claim)
            except IntegrityError as err:  # that key was written: it is done already
                raise StaleWrite(change.game_id, change.rev) from err
            return claimed, notify_mode

        claimed, notify_mode = await self._connection.transaction(body)
        return Committed(change.rev + 1 if change.bump else change.rev, claimed, notify_mode)

    async def add_vote(self, game_id: int, kind: str, user_id: int, now: float) -> list[int]:
        """Record one vote and return every voter of that question, the new one included, in
        one transaction: votes cast at the same moment (even by two processes) all count, and
        each caller sees the tally its own vote made. AlreadyVoted if it was cast before."""

        def body(db: Any) -> list[int]:
            if getattr(db, "dialect", "") == "postgres":
                # Votes on one game wait for each other: without this, two at once each saw
                # only itself (READ COMMITTED), and a majority cast together never counted.
                # SQLite's write lock already lets one writer in at a time.
                db.execute("SELECT id FROM games WHERE id = ? FOR UPDATE", (game_id,))
            try:
                db.execute(
                    "INSERT INTO votes (game_id, kind, user_id, created_at) VALUES (?, ?, ?, ?)",
                    (game_id, kind, user_id, now),
                )
            except IntegrityError as err:
                raise AlreadyVoted(game_id, kind, user_id) from err
            rows = db.execute(
                "SELECT user_id FROM votes WHERE game_id = ? AND kind = ? ORDER BY created_at",
                (game_id, kind),
            ).fetchall()
            return [r[0] for r in rows]

        return await self._connection.transaction(body)

    async def set_notify_mode(self, user_id: int, mode: str, now: float) -> None:
        await self._connection.write((
            "INSERT INTO user_prefs (user_id, notify, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, "
            "updated_at = excluded.updated_at",
            (user_id, mode, now),
        ))


# --- the steps of a commit, each inside its transaction ---------------------------------------


def _update_game(db: Any, change: Change) -> str | None:
    """The game row's columns and rev, guarded by the rev (and the expected columns); the
    notify preference of `change.notify_of` read by the same statement (no round trip of its
    own to the database)."""
    sets = [f"{col} = ?" for col in change.fields]
    params = [dumps(v) if col in JSON_COLUMNS and v is not None else v
              for col, v in change.fields.items()]
    sets.append("rev = rev + 1" if change.bump else "rev = rev")
    sets.append("writes = writes + 1")  # every write, so a kept copy of the row can be checked
    guards = "".join(f" AND {col} IS ?" for col in change.expected)
    sql = f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND rev = ?{guards}"
    params = [*params, change.game_id, change.rev, *change.expected.values()]
    if change.notify_of is None:
        if db.execute(sql, params).rowcount != 1:
            raise StaleWrite(change.game_id, change.rev)
        return None
    rows = db.execute(sql + " RETURNING (SELECT notify FROM user_prefs WHERE user_id = ?)",
                      [*params, change.notify_of]).fetchall()
    if len(rows) != 1:
        raise StaleWrite(change.game_id, change.rev)
    return rows[0][0] or "mention"


def _write_seats(db: Any, change: Change) -> None:
    """A new seating, final results, per-seat columns."""
    game_id = change.game_id
    if change.seats is not None:
        db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, computer_level, joined_at, total, "
            "winner, away, missed_turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, s.seat, s.user_id, s.name, s.computer_level, s.joined_at, s.total,
              flag(s.winner), int(s.away), s.missed_turns) for s in change.seats],
        )
    if change.results:  # (an empty executemany still prepares its statement)
        db.executemany(
            "UPDATE seats SET total = ?, winner = ? WHERE game_id = ? AND seat = ?",
            [(total, int(winner), game_id, seat) for seat, total, winner in change.results],
        )
    for seat, cols in change.seat_fields.items():
        if cols:
            db.execute(
                f"UPDATE seats SET {', '.join(f'{c} = ?' for c in cols)} "
                "WHERE game_id = ? AND seat = ?",
                (*(seat_value(v) for v in cols.values()), game_id, seat),
            )


def _append_moves(db: Any, change: Change) -> None:
    for m in change.moves:
        try:
            db.execute(
                "INSERT INTO moves (game_id, seq, turn, seat, user_id, action, events, "
                "source, created_at, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (change.game_id, m.seq, m.turn, m.seat, m.user_id, dumps(m.action),
                 dumps(m.events), m.source, m.created_at,
                 None if m.note is None else dumps(m.note)),
            )
        except IntegrityError as err:  # that seq exists: someone else moved
            raise StaleWrite(change.game_id, change.rev) from err


def _write_votes(db: Any, change: Change) -> None:
    for kind in change.dropped_votes:
        db.execute("DELETE FROM votes WHERE game_id = ? AND kind = ?", (change.game_id, kind))
    if change.vote is not None:
        kind, user_id, at = change.vote
        try:
            db.execute(
                "INSERT INTO votes (game_id, kind, user_id, created_at) VALUES (?, ?, ?, ?)",
                (change.game_id, kind, user_id, at),
            )
        except IntegrityError as err:
            raise AlreadyVoted(change.game_id, kind, user_id) from err
