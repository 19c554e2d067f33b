"""Small helpers for the engine tests: build games and play steps written like scenario steps."""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

from engine.columbiz import (
    CELL_NAMES,
    GameConfig,
    Options,
    Place,
    RuleError,
    State,
    action_from_json,
    apply,
    new_game,
)


def game(players: int = 2, start: int = 0, **options: Any) -> State:
    return new_game(GameConfig(players, start, Options(**options)))


def play(state: State, *steps: dict[str, Any]) -> tuple[State, list]:
    """Apply scenario-style steps ({"roll": [...]}, {"keep": [...]}, {"place": [...]}) in turn;
    returns the last state and every event, in order."""
    events: list = []
    for step in steps:
        state, new = apply(state, action_from_json(step))
        events.extend(new)
    return state, events


def refused(state: State, step: dict[str, Any]) -> RuleError:
    """The RuleError a step raises (the test fails if it is accepted)."""
    try:
        apply(state, action_from_json(step))
    except RuleError as exc:
        return exc
    raise AssertionError(f"{step} was accepted")


def R(*values: int) -> dict[str, Any]:
    return {"roll": list(values)}


def K(*values: int) -> dict[str, Any]:
    return {"keep": list(values)}


def P(*cells: str) -> dict[str, Any]:
    return {"place": list(cells)}


# 4 players, 4 a turn. Seat X places 4 + 4 + 2 pieces (no run of 3); the others place one piece a
# turn in columns 3 and 6, top down, so nobody scores or captures.
X_TURNS = [
    [R(1, 2, 4, 5, 6, 6, 6, 6), P("1", "2", "4", "5")],
    [R(1, 1, 2, 2, 4, 4, 5, 5), P("11", "22", "44", "55")],
    [R(1, 1, 1, 1, 2, 2, 2, 2), P("1111", "2222")],
]
OTHERS = [
    [R(3, 3, 3, 3, 3, 3, 1, 1), P("333333")], [R(6, 6, 6, 6, 6, 6, 1, 1), P("666666")],
    [R(3, 3, 3, 3, 3, 1, 1, 1), P("33333")], [R(6, 6, 6, 6, 6, 1, 1, 1), P("66666")],
    [R(3, 3, 3, 3, 1, 1, 1, 1), P("3333")], [R(6, 6, 6, 6, 1, 1, 1, 1), P("6666")],
    [R(3, 3, 3, 1, 1, 1, 1, 1), P("333")], [R(6, 6, 6, 1, 1, 1, 1, 1), P("666")],
    [R(3, 3, 1, 1, 1, 1, 1, 1), P("33")],
]


def turns(x_position: int) -> list[list[dict]]:
    """Three rounds of four turns, seat X at `x_position` in each round."""
    others = iter(OTHERS)
    out = []
    for x_turn in X_TURNS:
        for position in range(4):
            out.append(x_turn if position == x_position else next(others))
    return out


def play_turns(state, turn_list):
    events_per_turn = []
    for steps in turn_list:
        state, events = play(state, *steps)
        events_per_turn.append(events)
    return state, events_per_turn


def accepted_sets(state):
    """Brute force: every set of cells that some order of placing is accepted by apply."""
    counts = [0] * 7
    for d in state.dice:
        counts[d] += 1
    candidates = [c for c in range(36) if c % 6 + 1 <= counts[c // 6 + 1]]
    limit = min(state.config.max_pieces_per_turn, state.supply[state.current])
    out = set()
    for k in range(1, limit + 1):
        for combo in combinations(candidates, k):
            for order in permutations(combo):
                try:
                    apply(state, Place(tuple(CELL_NAMES[c] for c in order)))
                except RuleError:
                    continue
                out.add(frozenset(CELL_NAMES[c] for c in combo))
                break
    return out
