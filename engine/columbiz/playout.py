"""Random play, for property tests and benchmarks: a cheap but legal random policy.

The generator is passed in (seeded by the caller), so a playout is reproducible.
"""

from __future__ import annotations

import random

from engine.columbiz.actions import Keep, Place, Roll
from engine.columbiz.cells import CELL_NAMES
from engine.columbiz.config import MAX_ROLLS
from engine.columbiz.moves import dice_counts, dice_to_roll, open_cells, pay, piece_limit
from engine.columbiz.rules import apply, can_place
from engine.columbiz.state import State


def random_dice(rng: random.Random, n: int) -> tuple[int, ...]:
    """n dice, the same values as `rng.randint(1, 6)` n times, about four times faster.

    For random.Random, randint(1, 6) is 1 + a rejection sample of getrandbits(3) below 6; doing
    that here skips randint's argument checks, which dominated the cost of a random game.
    """
    bits = rng.getrandbits
    out = []
    for _ in range(n):
        v = bits(3)
        while v >= 6:
            v = bits(3)
        out.append(v + 1)
    return tuple(out)


def random_roll(state: State, rng: random.Random) -> Roll:
    return Roll(random_dice(rng, dice_to_roll(state.rolls, state.kept)))


def random_placement(state: State, rng: random.Random) -> Place:
    """Up to the turn's limit of affordable empty cells, picked at random (at least one)."""
    want = rng.randint(1, piece_limit(state))
    unused = dice_counts(state.dice)
    candidates = open_cells(state.board, unused)
    rng.shuffle(candidates)
    cells = []
    for cell in candidates:
        if pay(unused, cell):
            cells.append(CELL_NAMES[cell])
            if len(cells) == want:
                break
    return Place(tuple(cells))


def random_keep(state: State, rng: random.Random) -> Keep:
    """Each die is kept with probability 1/2; with `locked_keeps` (C6), the dice locked at the last
    roll stay kept and only the others are drawn, so dice kept since that roll may be let go."""
    if state.config.options.locked_keeps and state.locked:
        rest = list(state.dice)
        for d in state.locked:
            rest.remove(d)
        return Keep(state.locked + tuple(d for d in rest if rng.random() < 0.5))
    return Keep(tuple(d for d in state.dice if rng.random() < 0.5))


def random_turn(state: State, rng: random.Random, log: list | None = None) -> State:
    """One whole turn: roll, maybe keep and re-roll, then place (or be set aside, C9)."""
    turn = state.turn
    while not state.over and state.turn == turn:
        if state.rolls == 0 or (
            state.rolls < MAX_ROLLS and (not can_place(state) or rng.random() < 0.4)
        ):
            if state.rolls and rng.random() < 0.7:
                keep = random_keep(state, rng)
                state, _ = apply(state, keep)
                if log is not None:
                    log.append(keep)
                if state.config.options.locked_keeps and rng.random() < 0.3:
                    # A change of mind before rolling: with locked_keeps (C6) only what was kept
                    # at the last roll is locked, so this may release dice just kept.
                    keep = random_keep(state, rng)
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
