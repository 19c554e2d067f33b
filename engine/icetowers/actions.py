"""The actions of IceTowers, each by a seat, with a JSON form equal to the scenario steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import RuleError


@dataclass(frozen=True, slots=True)
class Cap:
    """I5: put the lone piece `piece` (its tower's number) on top of tower `target`."""

    seat: int
    piece: int
    target: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "cap": [self.piece, self.target]}


@dataclass(frozen=True, slots=True)
class Mine:
    """I6: take the piece at `position` out of `tower` and cap `target` with it (None: it stands
    alone)."""

    seat: int
    tower: int
    position: int
    target: int | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "mine": [self.tower, self.position, self.target]}


@dataclass(frozen=True, slots=True)
class Split:
    """I7: split `tower` between positions `position` and `position` + 1."""

    seat: int
    tower: int
    position: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "split": [self.tower, self.position]}


@dataclass(frozen=True, slots=True)
class Done:
    """I10 (realtime): the seat declares it is done."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "done": True}


@dataclass(frozen=True, slots=True)
class Pass:
    """I12 (turns mode): the seat lets its turn go by."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "pass": True}


Action = Cap | Mine | Split | Done | Pass
MOVES = (Cap, Mine, Split)  # the actions that change the towers


def _int(value: Any) -> bool:
    return type(value) is int


def action_from_json(step: Any) -> Action:
    """A step of the scenario format; `bad_step` for anything else (the seat's range is checked
    against the game by `apply`)."""
    if not isinstance(step, dict) or not _int(step.get("seat")):
        raise RuleError("bad_step")
    kinds = set(step) - {"seat"}
    if len(kinds) != 1:
        raise RuleError("bad_step")
    (kind,) = kinds
    value, seat = step[kind], step["seat"]
    if kind == "cap" and isinstance(value, list) and len(value) == 2 and all(map(_int, value)):
        return Cap(seat, value[0], value[1])
    if (kind == "mine" and isinstance(value, list) and len(value) == 3
            and _int(value[0]) and _int(value[1]) and (value[2] is None or _int(value[2]))):
        return Mine(seat, value[0], value[1], value[2])
    if kind == "split" and isinstance(value, list) and len(value) == 2 and all(map(_int, value)):
        return Split(seat, value[0], value[1])
    if kind == "done" and value is True:
        return Done(seat)
    if kind == "pass" and value is True:
        return Pass(seat)
    raise RuleError("bad_step")
