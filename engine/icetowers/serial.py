"""A versioned JSON form of a state, and the scenario-format state summary."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from engine.errors import RuleError
from engine.icetowers.config import GameConfig
from engine.icetowers.scoring import scores, winners
from engine.icetowers.state import State
from engine.icetowers.towers import Tower

SCHEMA_VERSION = 1
_NUMBER = itemgetter(0)  # a Tower's number


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "schema": SCHEMA_VERSION,
        "config": state.config.to_dict(),
        "towers": {str(t.number): [list(p) for p in t.pieces] for t in state.towers},
        "next_number": state.next_number,
        "done": sorted(state.done),
        "current": state.current,
        "passes": state.passes,
        "over": state.over,
        "position": state.position,
        "seen": sorted(state.seen),
        "actions": state.actions,
    }


def state_from_json(data: dict[str, Any]) -> State:
    if not isinstance(data, dict) or data.get("schema") != SCHEMA_VERSION:
        raise RuleError("bad_state", schema=data.get("schema") if isinstance(data, dict) else None)
    # (read at every interaction with the game: list comprehensions, not generators)
    towers = [Tower(int(n), tuple([(seat, size) for seat, size in pieces]))
              for n, pieces in data["towers"].items()]
    towers.sort(key=_NUMBER)
    return State(
        config=GameConfig.from_dict(data["config"]),
        towers=tuple(towers),
        next_number=data["next_number"],
        done=frozenset(data["done"]),
        current=data["current"],
        passes=data["passes"],
        over=data["over"],
        position=data["position"],
        seen=frozenset(data["seen"]),
        actions=data["actions"],
    )


def summary(state: State) -> dict[str, Any]:
    """The state as the scenario format prints it."""
    return {
        "game": "icetowers",
        "players": state.players,
        "towers": {str(t.number): [list(p) for p in t.pieces] for t in state.towers},
        "scores": list(scores(state)),
        "done": sorted(state.done),
        "current": state.current,
        "passes": state.passes,
        "over": state.over,
        "winners": list(winners(state)),
    }
