"""Random play, for property tests and benchmarks: a cheap but legal random policy.

The generator is passed in (seeded by the caller), so a playout is reproducible.
"""

from __future__ import annotations

import random

from engine.columbiz.actions import Keep, Place, Roll
from engine.columbiz.cells import CELL_NAMES, cell_index
from engine.columbiz.config import DICE_COUNT, MAX_ROLLS
from engine.columbiz.rules import apply, can_place
from engine.columbiz.state import EMPTY, State

_ALL_CELLS = tuple(range(36))


def random_roll(state: State, rng: random.Random) -> Roll:
    n = DICE_COUNT - len(state.kept) if state.rolls else DICE_COUNT
    return Roll(tuple(rng.randint(1, 6) for _ in range(n)))


def random_placement(state: State, rng: random.Random) -> Place:
    """Up to the turn's limit of affordable empty cells, picked at random (at least one)."""
    unused = [0] * 7
    for d in state.dice:
        unused[d] += 1
    seat = state.current
    limit = min(state.config.max_pieces_per_turn, state.supply[seat])
    want = rng.randint(1, limit)
    board = state.board
    cells = []
    candidates = [
        cell_index(f, r)
        for f in range(1, 7)
        for r in range(1, min(unused[f], 6) + 1)
        if board[cell_index(f, r)] == EMPTY
    ]
    rng.shuffle(candidates)
    for cell in candidates:
        face, need = cell // 6 + 1, cell % 6 + 1
        if unused[face] >= need:
            unused[face] -= need
            cells.append(CELL_NAMES[cell])
            if len(cells) == want:
                break
    return Place(tuple(cells))


def random_turn(state: State, rng: random.Random, log: list | None = None) -> State:
    """One whole turn: roll, maybe keep and re-roll, then place (or be set aside, C9)."""
    turn = state.turn
    while not state.over and state.turn == turn:
        if state.rolls == 0 or (
            state.rolls < MAX_ROLLS and (not can_place(state) or rng.random() < 0.4)
        ):
            if state.rolls and rng.random() < 0.7:
                keep = Keep(tuple(d for d in state.dice if rng.random() < 0.5))
                state, _ = apply(state, keep)
                if log is not None:
                    log.append(keep)
            action = random_roll(state, rng)
        else:
            action = random_placement(state, rng)
        state, _ = apply(state, action)
        if log is not None:
            log.append(action)
    return state


def random_game(state: State, rng: random.Random, log: list | None = None) -> State:
    while not state.over:
        state = random_turn(state, rng, log)
    return state
