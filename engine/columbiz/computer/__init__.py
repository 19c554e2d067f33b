"""Computer players for Columbiz: three levels, pure and deterministic given a seed.

    decide(state, level, seed) -> Decision       # what the seat to move should do now
    choose_action(state, level, seed) -> Keep | Place | RollRequest
    play_turn(state, level, seed, draw) -> (state, actions)   # a whole turn, dice from draw(n)

A Decision is `("roll", keep_values)` — keep this multiset (maybe the kept set as it is, nothing
on the first roll) and roll the other dice — or `("place", cell_names)`, plus a `reason` id and
its `params` (e.g. reason "chasing", params {"kept": (5, 5, 5), "rolled": 5, "target": ("5555",)}).
The players never invent dice: whoever drives the game draws the values of a roll.
Every decision depends only on the state, the level and the seed, not on the kept set (with
`locked_keeps` only the dice locked at the last roll count, C6, and a keep does not change them),
so applying the Keep of a decision and asking again gives the same roll.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.columbiz import MAX_ROLLS, Action, Keep, Place, Roll, State, apply
from engine.columbiz.computer.levels import POLICIES, Decision
from engine.columbiz.moves import dice_to_roll

LEVELS = ("easy", "normal", "hard")

__all__ = ["LEVELS", "Decision", "RollRequest", "choose_action", "decide", "play_turn"]


@dataclass(frozen=True, slots=True)
class RollRequest:
    """Roll now: the driver draws `count` dice values and applies Roll(values)."""

    count: int


def _rng(state: State, level: str, seed: int) -> random.Random:
    return random.Random(f"{seed}:{level}:{state.turn}:{state.rolls}")


def decide(state: State, level: str, seed: int = 0) -> Decision:
    """The decision of a `level` player for the seat whose turn it is."""
    if level not in POLICIES:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if state.over:
        raise ValueError("the game is over")
    return POLICIES[level](state, _rng(state, level, seed))


def choose_action(state: State, level: str, seed: int = 0) -> Keep | Place | RollRequest:
    """The next action: a Keep when the kept set must change first, a RollRequest, or a Place."""
    d = decide(state, level, seed)
    if d.kind == "place":
        return Place(d.values)
    keep = tuple(sorted(d.values))
    if state.rolls and keep != state.kept:
        return Keep(keep)
    return RollRequest(dice_to_roll(state.rolls, keep))


def play_turn(
    state: State, level: str, seed: int, draw: Callable[[int], tuple[int, ...]]
) -> tuple[State, list[Action]]:
    """Play the whole turn of the seat to move; `draw(n)` gives the values of n rolled dice.
    Returns the state after the turn and the actions applied, in order."""
    actions: list[Action] = []
    turn = state.turn
    while not state.over and state.turn == turn:
        if state.rolls > MAX_ROLLS:
            raise AssertionError("rolled too often")
        d = decide(state, level, seed)
        if d.kind == "place":
            action: Action = Place(d.values)
        else:
            keep = tuple(sorted(d.values))
            if state.rolls and keep != state.kept:
                state, _ = apply(state, Keep(keep))
                actions.append(Keep(keep))
            action = Roll(tuple(draw(dice_to_roll(state.rolls, keep))))
        state, _ = apply(state, action)
        actions.append(action)
    return state, actions
