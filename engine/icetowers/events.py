"""What an action caused, for the bot's words and the picture's highlights. Towers are named by
number, seats by number; `control` lists the towers whose controller changed, as (tower, before,
after) with `before` None for a tower that is new."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.records import event_json

Control = tuple[tuple[int, int | None, int], ...]


@dataclass(frozen=True, slots=True)
class Event:
    def to_json(self) -> dict[str, Any]:
        return event_json(self, EVENT_TYPES[type(self)])


@dataclass(frozen=True, slots=True)
class Capped(Event):
    """I5: `seat` put its lone piece (tower `piece`, now retired) of `size` on `target`."""

    seat: int
    piece: int
    target: int
    size: int
    control: Control = ()


@dataclass(frozen=True, slots=True)
class Mined(Event):
    """I6: `seat` took its piece of `size` from `position` of `tower`; it capped `target`, or
    stands alone as tower `alone`."""

    seat: int
    tower: int
    position: int
    size: int
    target: int | None
    alone: int | None
    control: Control = ()


@dataclass(frozen=True, slots=True)
class Splitted(Event):
    """I7: `seat` split `tower` above `position`; the upper part is tower `upper`."""

    seat: int
    tower: int
    position: int
    upper: int
    control: Control = ()


@dataclass(frozen=True, slots=True)
class DeclaredDone(Event):
    """I10: `seat` is done (until the next action)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """I12: `seat` passed; `passes` in a row now."""

    seat: int
    passes: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """I10, I11, I12: the end. `reason`: "done" (everyone declared), "passes" (everyone passed in
    a row) or "stuck" (no player has a legal action)."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[type, str] = {
    Capped: "capped", Mined: "mined", Splitted: "split", DeclaredDone: "done",
    Passed: "passed", GameOver: "game_over",
}
_BY_TYPE = {name: cls for cls, name in EVENT_TYPES.items()}


def _tuplify(value: Any) -> Any:
    return tuple(_tuplify(v) for v in value) if isinstance(value, list) else value


def event_from_json(data: dict[str, Any]) -> Event:
    fields = {k: _tuplify(v) for k, v in data.items() if k != "type"}
    return _BY_TYPE[data["type"]](**fields)
