"""Stored rows turned into the service's immutable snapshots (the store speaks JSON and rows; the
callers get the game's own state and SeatInfo / MoveRecord values)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from bot.games import get_rules
from bot.service.models import GameSnapshot, MoveRecord, SeatInfo
from bot.store import GameRow, MoveRow, SeatRow

T = TypeVar("T")


def snapshot_of(row: GameRow) -> GameSnapshot:
    rules = get_rules(row.kind)
    return _same_named(
        GameSnapshot,
        row,
        options=dict(row.options),
        seats=tuple(_same_named(SeatInfo, s) for s in row.seats),
        state=None if row.state is None else rules.state_from_json(row.state),
    )


def snapshot_after(
    row: GameRow,
    fields: dict[str, Any],
    *,
    seats: Sequence[SeatRow] | None = None,
    bump: bool = True,
) -> GameSnapshot:
    """The snapshot of `row` after a committed write of `fields` (and `seats`)."""
    changed = {k: v for k, v in fields.items() if k in GameRow.__slots__}
    new_row = replace(row, rev=row.rev + 1 if bump else row.rev, **changed)
    if seats is not None:
        new_row = replace(new_row, seats=tuple(seats))
    return snapshot_of(new_row)


def committed_row(row: GameRow, fields: dict[str, Any], seats: Sequence[SeatRow]) -> GameRow:
    """The row of a game after a committed write of `fields` and `seats` (rev up by one), as the
    store would read it back (JSON columns apart: dicts as built, not decoded from text)."""
    changed = {k: v for k, v in fields.items() if k in GameRow.__slots__}
    return replace(row, rev=row.rev + 1, seats=tuple(seats), **changed)


def move_record(m: MoveRow) -> MoveRecord:
    return _same_named(MoveRecord, m, events=tuple(m.events))


def _same_named(cls: type[T], source: Any, **given: Any) -> T:
    """A `cls` dataclass whose fields are `given` or else copied from `source`'s attributes of the
    same name: a snapshot field without a stored counterpart fails here, not silently."""
    names = [f.name for f in dataclasses.fields(cls) if f.name not in given]
    return cls(**{name: getattr(source, name) for name in names}, **given)
