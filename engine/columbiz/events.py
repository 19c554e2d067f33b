"""What an action caused, for the bot's messages and the renderer's highlights.

Cells are C2 short names (`555`), seats are numbers. Every event has a JSON form with a `type`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.records import event_json


@dataclass(frozen=True, slots=True)
class Event:
    def to_json(self) -> dict[str, Any]:
        return event_json(self, EVENT_TYPES[type(self)])


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """C6: `values` came up; `dice` is the whole set after the roll, `kept` what stayed."""

    seat: int
    roll_number: int
    values: tuple[int, ...]
    dice: tuple[int, ...]
    kept: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: int
    kept: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """C7: one piece of `seat` on `cell`, paying `dice_used` dice of the column's face."""

    seat: int
    cell: str
    face: int
    dice_used: int


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """C10: placing on `by_cell` took these opponent pieces: (owner seat, cell) pairs."""

    seat: int
    by_cell: str
    pieces: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True)
class LineScored(Event):
    """C11: a run of `length` own pieces through `through_cell` along `axis` scored `points`."""

    seat: int
    through_cell: str
    axis: str
    cells: tuple[str, ...]
    length: int
    points: int


@dataclass(frozen=True, slots=True)
class SetAside(Event):
    """C9: no placement was possible after the last roll; `count` pieces leave the game."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class FinalRoundStarted(Event):
    """C12: `seat`'s supply is empty. The players after them, up to the one seated just before
    the start player, still take their turn; then the game ends."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """The turn went from `from_seat` to `to_seat`; `skipped` seats had an empty supply (C12)."""

    from_seat: int
    to_seat: int
    skipped: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """C12, C15: final totals per seat and the winning seats (ties share the win)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[type, str] = {
    Rolled: "rolled",
    Kept: "kept",
    Placed: "placed",
    Captured: "captured",
    LineScored: "line_scored",
    SetAside: "set_aside",
    FinalRoundStarted: "final_round_started",
    TurnPassed: "turn_passed",
    GameEnded: "game_ended",
}
_BY_NAME = {name: cls for cls, name in EVENT_TYPES.items()}


def event_from_json(data: dict[str, Any]) -> Event:
    data = dict(data)
    cls = _BY_NAME[data.pop("type")]
    return cls(**{k: _tuplify(v) for k, v in data.items()})


def _tuplify(value: Any) -> Any:
    return tuple(_tuplify(v) for v in value) if isinstance(value, list) else value
