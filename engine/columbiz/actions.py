"""The three actions of a turn, as plain values with a JSON form equal to the scenario steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.errors import RuleError


@dataclass(frozen=True, slots=True)
class Roll:
    """A roll (C6). `values` are the dice that came up: 8 on the first roll of a turn, then one
    per die not kept. They are chance outcomes drawn outside the engine, so the log holds them."""

    values: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"roll": list(self.values)}


@dataclass(frozen=True, slots=True)
class Keep:
    """Choose the kept dice afresh (C6): a multiset of current dice values."""

    values: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"keep": list(self.values)}


@dataclass(frozen=True, slots=True)
class Place:
    """Place pieces on these cells, in this order, all or nothing; ends the turn (C7, C8).
    Cells are kept as typed (C2 names) so a rejection can quote them back."""

    cells: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"place": list(self.cells)}


Action = Roll | Keep | Place


def action_from_json(data: Any) -> Action:
    """Parse `{"roll": [...]}`, `{"keep": [...]}` or `{"place": [...]}`."""
    if not isinstance(data, dict) or len(data) != 1:
        raise RuleError("bad_action", action=data)
    (kind, payload), = data.items()
    if kind not in ("roll", "keep", "place") or not isinstance(payload, list):
        raise RuleError("bad_action", action=data)
    if kind == "place":
        return Place(tuple(str(c) if isinstance(c, (str, int)) else repr(c) for c in payload))
    values = tuple(payload)
    return Roll(values) if kind == "roll" else Keep(values)
