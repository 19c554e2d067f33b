"""The order the computer players place a set of cells in (C10, C11): the best order of the whole
set, ties going to the piece listed last. It is found group by group (moves.BestOrders); here it
is checked against trying every order through the engine itself."""

import random
from itertools import permutations

import pytest

from engine.columbiz import (
    CELL_NAMES,
    EMPTY,
    GameConfig,
    Options,
    Place,
    Roll,
    RuleError,
    apply,
    cell_index,
    legal_placements,
    moves,
    new_game,
    parse_cell,
)
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


def _every_order(state, cells):
    """(points, order) for every order of `cells` the engine accepts."""
    seat = state.current
    out = []
    for order in permutations(cells):
        try:
            after, _ = apply(state, Place(tuple(CELL_NAMES[c] for c in order)))
        except RuleError:
            continue
        out.append((after.line_points[seat] - state.line_points[seat], order))
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
def test_c10_c11_players_order_is_the_best_order_ties_to_the_piece_listed_last(players, options):
    for state in _positions(players, options, seed=players * 11, count=25):
        seat = state.current
        orders = moves.BestOrders(state.board, seat, options.line_increase)
        listed = {
            frozenset(parse_cell(c) for c in p.cells): (p.line_points, len(p.captures))
            for p in legal_placements(state)
        }
        for cells in moves.placement_sets(
            state.board, seat, moves.dice_counts(state.dice), moves.piece_limit(state)
        ):
            points, order = orders.players_order(cells)
            position = {c: i for i, c in enumerate(cells)}
            want = max(
                _every_order(state, cells),
                key=lambda po: (po[0], [position[c] for c in reversed(po[1])]),
            )
            assert (points, order) == want
            _, victims = moves.play(state.board, seat, order)
            assert (points, len(victims)) == listed[frozenset(cells)]


def test_c10_c11_best_order_captures_before_refilling_and_extends_runs_last():
    board = [EMPTY] * 36
    board[cell_index(5, 1)] = 1  # an opponent piece on 5, captured by 555 first
    board[cell_index(4, 2)] = 0
    board[cell_index(6, 2)] = 0
    cells = (cell_index(5, 3), cell_index(5, 1), cell_index(5, 2))
    points, order = moves.BestOrders(board, 0, False).players_order(cells)
    assert order.index(cell_index(5, 3)) < order.index(cell_index(5, 1))
    # Row 2 becomes 44-55-66 and column 5 becomes 5, 55, 555: the last piece in sees both runs.
    assert points == 2
