"""The rule helpers the reducer, the lister, the playouts and the computer players share."""

from __future__ import annotations

import random
from itertools import combinations

from engine_testkit import K, R, game, play

from engine.columbiz import CELL_NAMES, EMPTY, Place, Roll, RuleError, apply, moves
from engine.columbiz.cells import cell_row
from engine.columbiz.playout import random_turn


def test_c6_dice_to_roll():
    assert moves.dice_to_roll(0, ()) == 8
    state, _ = play(game(), R(1, 2, 3, 3, 5, 5, 5, 6), K(5, 5, 5))
    assert moves.dice_to_roll(state.rolls, state.kept) == 5
    assert moves.dice_to_roll(1, (1, 2, 3, 3, 5, 5, 5, 6)) == 0  # C6: still a roll


def test_c7c_column_sets_are_every_set_8_dice_pay_for():
    for face in range(1, 7):
        expected = {
            frozenset(rows)
            for n in range(1, 7)
            for rows in combinations(range(1, 7), n)
            if sum(rows) <= 8
        }
        got = {frozenset(cell_row(c) for c in cells) for cells, _ in moves.COLUMN_SETS[face - 1]}
        assert got == expected
        for cells, price in moves.COLUMN_SETS[face - 1]:
            assert price == moves.cost(cells) and list(cells) == sorted(cells, reverse=True)


def test_c9_placeable_agrees_with_the_placement_sets():
    rng = random.Random(5)
    for _ in range(300):
        board = [rng.choice((EMPTY, EMPTY, 0, 1)) for _ in range(36)]
        counts = moves.dice_counts(rng.randint(1, 6) for _ in range(8))
        assert moves.placeable(board, counts) == bool(moves.placement_sets(board, 0, counts, 4))


def test_c7a_c7b_open_cells_are_the_cells_one_piece_is_accepted_on():
    rng = random.Random(8)
    state = game(3)
    while not state.over:
        rolled, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(8))))
        accepted = set()
        for cell in range(36):
            try:
                apply(rolled, Place((CELL_NAMES[cell],)))
            except RuleError:
                continue
            accepted.add(cell)
        assert set(moves.open_cells(rolled.board, moves.dice_counts(rolled.dice))) == accepted
        state = random_turn(state, rng)
