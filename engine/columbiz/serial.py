"""A versioned JSON form of a state, and the scenario-format state summary."""

from __future__ import annotations

from typing import Any

from engine.columbiz.cells import CELL_BY_NAME, CELL_COUNT, CELL_NAMES, parse_cell
from engine.columbiz.config import GameConfig
from engine.columbiz.scoring import capture_points, totals, winners
from engine.columbiz.state import EMPTY, State, make_state
from engine.errors import RuleError

SCHEMA_VERSION = 2


def _upgrade_1(data: dict[str, Any]) -> dict[str, Any]:
    """1 -> 2: `locked` (C6, second edition: locked_keeps locks a die at the roll, not the keep).

    Version 1 did not record what was kept at the last roll. Under its rule every keep contained
    the previous one, so the kept set holds every die kept at the last roll: locking all of it is
    what version 1 itself enforced, and never frees a die the new rule keeps locked. Before the
    second roll nothing is locked, and nothing is without the option.
    """
    options = data["config"].get("options") or {}
    locked = data["kept"] if options.get("locked_keeps") is True and data["rolls"] >= 2 else []
    return {**data, "schema": 2, "locked": list(locked)}


# Upgraders from version N to N + 1, applied in turn to a saved state older than SCHEMA_VERSION.
_UPGRADES: dict[int, Any] = {1: _upgrade_1}


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "schema": SCHEMA_VERSION,
        "config": state.config.to_dict(),
        "board": {CELL_NAMES[c]: s for c, s in enumerate(state.board) if s != EMPTY},
        "supply": list(state.supply),
        "captured": list(state.captured),
        "discarded": list(state.discarded),
        "line_points": list(state.line_points),
        "current": state.current,
        "turn": state.turn,
        "rolls": state.rolls,
        "dice": list(state.dice),
        "kept": list(state.kept),
        "locked": list(state.locked),
        "final_round": state.final_round,
        "over": state.over,
        "actions": state.actions,
    }


def state_from_json(data: dict[str, Any]) -> State:
    """The State saved by `state_to_json` (older schema versions are upgraded first).

    Anything that is not such a document raises RuleError("bad_state"), never a bare
    KeyError or TypeError, so a caller loading stored games has one error to handle.
    """
    if not isinstance(data, dict):
        raise RuleError("bad_state", schema=None)
    version = data.get("schema")
    if type(version) is not int or not 1 <= version <= SCHEMA_VERSION:
        raise RuleError("bad_state", schema=version)
    try:
        while version < SCHEMA_VERSION:
            data = _UPGRADES[version](data)
            version += 1
        config = GameConfig.from_dict(data["config"])
        n = config.players
        board = [EMPTY] * CELL_COUNT
        for name, seat in data["board"].items():
            cell = CELL_BY_NAME.get(name)
            if cell is None:
                cell = parse_cell(name)  # another C2 form, or not a cell
            if cell is None or type(seat) is not int or not 0 <= seat < n:
                raise RuleError("bad_state", cell=name)
            board[cell] = seat
        per_seat = {}
        for key in ("supply", "captured", "discarded", "line_points"):
            values = tuple(data[key])
            if len(values) != n or any(type(v) is not int or v < 0 for v in values):
                raise RuleError("bad_state", field=key)
            per_seat[key] = values
        return make_state(  # State(...), cheaper (state.py): a game is read at every interaction
            config=config,
            board=tuple(board),
            current=data["current"],
            turn=data["turn"],
            rolls=data["rolls"],
            dice=tuple(data["dice"]),
            kept=tuple(data["kept"]),
            locked=tuple(data["locked"]),
            final_round=data["final_round"],
            over=data["over"],
            actions=data["actions"],
            **per_seat,
        )
    except RuleError as exc:
        if exc.code == "bad_state":
            raise
        raise RuleError("bad_state", **exc.details) from exc
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RuleError("bad_state", error=repr(exc)) from exc


def summary(state: State) -> dict[str, Any]:
    """The state summary of the scenario format: every key, always."""
    return {
        "players": state.players,
        "board": {CELL_NAMES[c]: s for c, s in enumerate(state.board) if s != EMPTY},
        "supply": list(state.supply),
        "captured": list(state.captured),
        "discarded": list(state.discarded),
        "line_points": list(state.line_points),
        "capture_points": [capture_points(n) for n in state.captured],
        "totals": list(totals(state)),
        "current": state.current,
        "rolls": state.rolls,
        "dice": list(state.dice),
        "kept": list(state.kept),
        "final_round": state.final_round,
        "over": state.over,
        "winners": list(winners(state)),
    }
