"""Random play, for tests and benchmarks: a random seat makes a random legal move, or declares
done (realtime) / passes (turns mode) now and then, until the game is over."""

from __future__ import annotations

import random

from engine.icetowers.actions import Action, Done, Pass
from engine.icetowers.legal import random_move
from engine.icetowers.rules import apply
from engine.icetowers.state import State

DONE_CHANCE = 0.05  # realtime: how often a random player says it is done instead of moving


def random_action(state: State, rng: random.Random) -> Action:
    seat = state.current if state.options.turns else rng.randrange(state.players)
    move = None if rng.random() < DONE_CHANCE else random_move(state, seat, rng)
    if move is not None:
        return move
    return Pass(seat) if state.options.turns else Done(seat)


def random_game(state: State, rng: random.Random, limit: int = 100_000) -> State:
    """Play at random to the end (every game ends: I9, I10, I12); `limit` guards the tests."""
    for _ in range(limit):
        if state.over:
            return state
        state, _ = apply(state, random_action(state, rng))
    raise RuntimeError("a random game did not end")
