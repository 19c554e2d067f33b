"""Seat lists: seats changed or taken out, results written in, computer seats named, and who may
vote. Pure functions over the store's SeatRows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.store import SeatRow


def with_seat(seats: Sequence[SeatRow], seat: int, **changes: Any) -> tuple[SeatRow, ...]:
    return tuple(replace(s, **changes) if s.seat == seat else s for s in seats)


def with_results(
    seats: Sequence[SeatRow], results: Sequence[tuple[int, int, bool]] | None
) -> tuple[SeatRow, ...]:
    if not results:
        return tuple(seats)
    done = {seat: (total, won) for seat, total, won in results}
    return tuple(
        replace(s, total=done[s.seat][0], winner=done[s.seat][1]) if s.seat in done else s
        for s in seats
    )


def without(seats: Sequence[SeatRow], gone: SeatRow) -> tuple[SeatRow, ...]:
    """The lobby's seats after `gone` leaves: the ones after it move up, as seat order is colour
    order (C3)."""
    return tuple(replace(s, seat=i) for i, s in enumerate(s for s in seats if s is not gone))


def computer_id(seats: Sequence[SeatRow]) -> int:
    """A made-up user id for a computer seat: negative (no Discord user has one), unique."""
    return min((s.user_id for s in seats if s.user_id < 0), default=0) - 1


def computer_name(seats: Sequence[SeatRow], base: str) -> str:
    """`base` ("Hard computer", in the game's language), then "Hard computer 2", ..."""
    names = {s.name for s in seats}
    if base not in names:
        return base
    n = 2
    while f"{base} {n}" in names:
        n += 1
    return f"{base} {n}"


def electorate(seats: Sequence[SeatRow], *, besides: int) -> set[int]:
    """Who votes on a question about `besides` (the creator, for abandoning; the player to mark
    away): the people seated other than them. Away players neither vote nor count."""
    return {s.user_id for s in seats
            if not s.is_computer and not s.away and s.user_id != besides}


def majority(voters: set[int]) -> int:
    return len(voters) // 2 + 1
