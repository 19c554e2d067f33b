"""One guarded change of a game, as a unit of work: built step by step with named steps, then
committed by `Store.commit` as one transaction, all of it or none of it.

    change = Change(game.id, game.rev).set(status="finished").record_results(results)
    change.append(move).post([entry], now, claim=(owner, until))
    await store.commit(change)

Each step says what it writes; the store carries the steps out in a fixed order (game row,
seats, moves, votes, outbox) inside the transaction."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.store.rows import MoveRow, OutboxEntry, SeatRow
from bot.store.schema import GAME_COLUMNS, GAME_WRITABLE, SEAT_WRITABLE


@dataclass
class Change:
    """What one commit of game `game_id` writes, guarded by its `rev` (StaleWrite if the game
    moved on meanwhile)."""

    game_id: int
    rev: int
    fields: dict[str, Any] = field(default_factory=dict)
    bump: bool = True
    expected: dict[str, Any] = field(default_factory=dict)
    seats: tuple[SeatRow, ...] | None = None
    results: list[tuple[int, int, bool]] = field(default_factory=list)
    seat_fields: dict[int, dict[str, Any]] = field(default_factory=dict)
    moves: list[MoveRow] = field(default_factory=list)
    vote: tuple[str, int, float] | None = None
    dropped_votes: list[str] = field(default_factory=list)
    outbox: list[OutboxEntry] = field(default_factory=list)
    now: float = 0.0
    claim: tuple[str, float] | None = None
    superseded: list[str] = field(default_factory=list)  # key prefixes of moot waiting entries
    notify_of: int | None = None  # whose notify preference the commit reads (read_notify)

    def set(self, **fields: Any) -> Change:
        """Set game columns (JSON columns take plain JSON values)."""
        bad = set(fields) - GAME_WRITABLE
        if bad:
            raise ValueError(f"not writable: {sorted(bad)}")
        self.fields.update(fields)
        return self

    def keep_rev(self) -> Change:
        """Leave the rev as it is: a change that leaves the board and its buttons as they were
        (a vote, an away mark off turn, a reminder's record)."""
        self.bump = False
        return self

    def only_if(self, **columns: Any) -> Change:
        """Write only while these columns still hold these values (guards a change that keeps
        the rev, such as recording a reminder once)."""
        bad = set(columns) - set(GAME_COLUMNS)
        if bad:
            raise ValueError(f"not columns: {sorted(bad)}")
        self.expected.update(columns)
        return self

    def reseat(self, seats: Iterable[SeatRow]) -> Change:
        """Replace the whole seating (a lobby's join, leave, computer added or removed)."""
        self.seats = tuple(seats)
        return self

    def record_results(self, results: Sequence[tuple[int, int, bool]] | None) -> Change:
        """Each seat's final total and winner flag: (seat, total, winner)."""
        self.results.extend(results or ())
        return self

    def update_seats(self, seat_fields: Mapping[int, Mapping[str, Any]]) -> Change:
        """Per seat, columns to set (away, missed turns)."""
        for seat, cols in seat_fields.items():
            bad = set(cols) - SEAT_WRITABLE
            if bad:
                raise ValueError(f"seat columns not writable: {sorted(bad)}")
            self.seat_fields.setdefault(seat, {}).update(cols)
        return self

    def append(self, *moves: MoveRow) -> Change:
        """Moves appended to the log in order (each seq must be new: else the game moved on)."""
        self.moves.extend(moves)
        return self

    def cast_vote(self, kind: str, user_id: int, at: float) -> Change:
        """One vote (AlreadyVoted if this user voted on this question before)."""
        self.vote = (kind, user_id, at)
        return self

    def drop_votes(self, *kinds: str) -> Change:
        """Remove every vote on these questions (carried out, or moot)."""
        self.dropped_votes.extend(kinds)
        return self

    def supersede(self, prefix: str) -> Change:
        """Drop the game's waiting outbox entries whose key starts with `prefix` (a picture held
        back that this change makes moot), unless one is being delivered right now."""
        self.superseded.append(prefix)
        return self

    def read_notify(self, user_id: int) -> Change:
        """Read `user_id`'s notify preference in the same transaction (the player whose turn the
        change's post announces: its deliverer tells them their way without a read of its
        own). `Committed.notify_mode` has it."""
        self.notify_of = user_id
        return self

    def post(
        self, entries: Iterable[OutboxEntry], now: float, claim: tuple[str, float] | None = None
    ) -> Change:
        """What must be posted because of this change, due at `now`; with `claim` = (owner,
        until) each is claimed for its writer when no older entry of the game waits (posts keep
        the order of play)."""
        self.outbox.extend(entries)
        self.now = now
        self.claim = claim
        return self
