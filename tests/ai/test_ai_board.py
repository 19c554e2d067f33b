"""The computer players' own placement arithmetic agrees with the engine (C7-C11)."""

import random

import pytest

from engine.columbiz import (
    GameConfig,
    Options,
    Roll,
    apply,
    legal_placements,
    new_game,
    parse_cell,
    placement_sets,
)
from engine.columbiz.ai import board as B
from engine.columbiz.ai import dice as D
from engine.columbiz.playout import random_turn


def _positions(players: int, options: Options, seed: int, count: int):
    """Mid-game positions right after a first roll, from random play."""
    rng = random.Random(seed)
    state = new_game(GameConfig(players=players, options=options))
    out = []
    while len(out) < count:
        if state.over:
            state = new_game(GameConfig(players=players, options=options))
        state = random_turn(state, rng)
        if state.over:
            continue
        rolled, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(8))))
        if rolled.current == state.current and rolled.rolls == 1:
            out.append(rolled)
    return out


@pytest.mark.parametrize(
    "players,options",
    [
        (2, Options()),
        (3, Options(line_scoring="increase")),
        (4, Options()),
        (4, Options(max_pieces_4p=4)),
    ],
)
def test_c7_c8_placement_sets_and_their_points_match_the_engine(players, options):
    for state in _positions(players, options, seed=players * 11, count=25):
        seat = state.current
        counts = D.counts_of(state.dice)
        limit = min(state.config.max_pieces_per_turn, state.supply[seat])
        mine = B.placement_sets(state.board, seat, counts, limit)
        assert {frozenset(s) for s in mine} == {frozenset(s) for s in placement_sets(state)}
        increase = options.line_scoring == "increase"
        engine_points = {
            frozenset(parse_cell(c) for c in p.cells): (p.line_points, len(p.captures))
            for p in legal_placements(state)
        }
        for cells in mine:
            order, points = B.best_order(state.board, seat, cells, increase)
            assert sorted(order) == sorted(cells)
            _, victims, played = B.play(state.board, seat, order, increase)
            assert played == points
            assert (points, len(victims)) == engine_points[frozenset(cells)]


def test_c10_c11_best_order_captures_before_refilling_and_extends_runs_last():
    board = [-1] * 36
    board[B.cell(5, 1)] = 1  # an opponent piece on 5, captured by 555 first
    board[B.cell(4, 2)] = 0
    board[B.cell(6, 2)] = 0
    order, points = B.best_order(board, 0, (B.cell(5, 3), B.cell(5, 1), B.cell(5, 2)), False)
    assert order.index(B.cell(5, 3)) < order.index(B.cell(5, 1))
    # Row 2 becomes 44-55-66 and column 5 becomes 5, 55, 555: the last piece in sees both runs.
    assert points == 2


def test_can_place_agrees_with_the_column_options():
    rng = random.Random(5)
    for _ in range(200):
        board = [rng.choice((-1, -1, 0, 1)) for _ in range(36)]
        counts = D.MULTISETS[rng.choice(D.FULL)]
        assert B.can_place(board, counts) == bool(B.placement_sets(board, 0, counts, 4))
