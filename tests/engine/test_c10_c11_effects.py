"""C10-C11: what each placed piece does: captures, then lines."""

from __future__ import annotations

import pytest
from engine_testkit import P, R, game, play

from engine.columbiz import Captured, LineScored, Placed, TurnPassed, cell_index

# --- C10 captures ---------------------------------------------------------------------------------


def test_c10_worked_example_2_captured_event_lists_owner_and_cell():
    state, _ = play(
        game(), R(1, 2, 3, 4, 6, 6, 6, 6), P("6666"), R(5, 5, 5, 1, 2, 3, 4, 6), P("5", "55")
    )
    state, events = play(state, R(5, 5, 5, 1, 2, 3, 4, 4), P("555"))
    assert events[1:] == [
        Placed(0, "555", 5, 3),
        Captured(0, "555", ((1, "5"), (1, "55"))),
        TurnPassed(0, 1, ()),
    ]
    assert state.captured == (2, 0)
    assert state.board[cell_index(5, 1)] == state.board[cell_index(5, 2)] == -1
    assert state.supply == (16, 16)  # captured pieces do not go back to a supply


def test_c10_captures_from_two_opponents_bottom_first():
    state, _ = play(
        game(3),
        R(1, 2, 3, 4, 6, 6, 6, 6),
        P("1"),
        R(5, 5, 1, 2, 3, 4, 6, 6),
        P("55"),
        R(5, 1, 2, 3, 4, 6, 6, 6),
        P("5"),
    )
    state, events = play(state, R(5, 5, 5, 1, 2, 3, 4, 6), P("555"))
    assert Captured(0, "555", ((2, "5"), (1, "55"))) in events
    assert state.captured == (2, 0, 0)


def test_c10_own_pieces_stay_and_do_not_shield():
    state, _ = play(
        game(),
        R(1, 2, 3, 4, 6, 6, 6, 6),
        P("1"),
        R(5, 5, 5, 1, 2, 3, 4, 6),
        P("555"),
        R(5, 5, 1, 2, 3, 4, 6, 6),
        P("55"),
        R(5, 1, 2, 3, 4, 6, 6, 6),
        P("5"),
    )
    state, events = play(state, R(5, 5, 5, 5, 1, 2, 3, 4), P("5555"))
    assert Captured(0, "5555", ((1, "5"), (1, "555"))) in events
    assert state.board[cell_index(5, 2)] == 0


def test_c10_row_1_captures_nothing_and_lower_pieces_do_not_capture_higher():
    state, events = play(
        game(), R(5, 5, 5, 1, 2, 3, 4, 6), P("555"), R(5, 5, 5, 1, 2, 3, 4, 6), P("55", "5")
    )
    assert not any(isinstance(e, Captured) for e in events)
    assert state.board[cell_index(5, 3)] == 0


def test_c10_captured_cell_filled_again_in_the_same_placement():
    state, _ = play(game(), R(1, 2, 3, 4, 6, 6, 6, 6), P("1"), R(5, 1, 2, 3, 4, 6, 6, 6), P("5"))
    state, events = play(state, R(5, 5, 5, 5, 1, 2, 3, 4), P("555", "5"))
    assert events[1:4] == [
        Placed(0, "555", 5, 3),
        Captured(0, "555", ((1, "5"),)),
        Placed(0, "5", 5, 1),
    ]
    assert state.board[cell_index(5, 1)] == 0
    assert state.captured == (1, 0)


def test_c10_row_6_is_never_captured():
    state, _ = play(
        game(), R(6, 6, 6, 6, 6, 6, 1, 2), P("666666"), R(6, 6, 6, 6, 6, 1, 2, 3), P("66666")
    )
    assert state.board[cell_index(6, 6)] == 0
    assert state.board[cell_index(6, 5)] == 1


# --- C11 lines ------------------------------------------------------------------------------------


def line_events(events):
    return [e for e in events if isinstance(e, LineScored)]


def test_c11_worked_example_3_each_placement():
    state, _ = play(
        game(), R(1, 1, 2, 2, 3, 4, 5, 6), P("11", "22"), R(6, 6, 6, 6, 6, 6, 1, 2), P("666666")
    )
    state, events = play(state, R(3, 3, 1, 2, 4, 5, 6, 6), P("33"))
    assert line_events(events) == [LineScored(0, "33", "row", ("11", "22", "33"), 3, 1)]
    state, _ = play(state, R(6, 6, 6, 6, 6, 1, 2, 3), P("66666"))
    state, events = play(state, R(4, 4, 1, 2, 3, 5, 6, 6), P("44"))
    assert line_events(events) == [LineScored(0, "44", "row", ("11", "22", "33", "44"), 4, 2)]
    assert state.line_points == (3, 0)


def test_c11_worked_example_3_increase():
    state, _ = play(
        game(line_scoring="increase"),
        R(1, 1, 2, 2, 3, 4, 5, 6),
        P("11", "22"),
        R(6, 6, 6, 6, 6, 6, 1, 2),
        P("666666"),
        R(3, 3, 1, 2, 4, 5, 6, 6),
        P("33"),
        R(6, 6, 6, 6, 6, 1, 2, 3),
        P("66666"),
    )
    assert state.line_points == (1, 0)
    state, events = play(state, R(4, 4, 1, 2, 3, 5, 6, 6), P("44"))
    assert line_events(events) == [LineScored(0, "44", "row", ("11", "22", "33", "44"), 4, 1)]
    assert state.line_points == (2, 0)


@pytest.mark.parametrize(
    "roll, cells, axis, run",
    [
        ((5, 5, 5, 5, 5, 5, 1, 2), ("5", "55", "555"), "column", ("5", "55", "555")),
        ((1, 2, 2, 3, 3, 3, 6, 6), ("1", "22", "333"), "diagonal", ("1", "22", "333")),
        ((1, 1, 1, 2, 2, 3, 6, 6), ("111", "22", "3"), "antidiagonal", ("111", "22", "3")),
        ((1, 2, 3, 4, 6, 6, 6, 6), ("1", "3", "2"), "row", ("1", "2", "3")),
    ],
)
def test_c11_each_axis(roll, cells, axis, run):
    state, events = play(game(), R(*roll), P(*cells))
    assert line_events(events) == [LineScored(0, cells[-1], axis, run, 3, 1)]
    assert state.line_points == (1, 0)


def test_c11_several_axes_on_one_placement():
    state, _ = play(
        game(),
        R(1, 2, 3, 3, 3, 3, 3, 6),
        P("1", "2", "33", "333"),
        R(6, 1, 2, 3, 4, 5, 5, 5),
        P("6"),
    )
    assert state.line_points == (0, 0)
    state, events = play(state, R(3, 1, 2, 4, 5, 6, 6, 6), P("3"))
    assert line_events(events) == [
        LineScored(0, "3", "row", ("1", "2", "3"), 3, 1),
        LineScored(0, "3", "column", ("3", "33", "333"), 3, 1),
    ]
    assert state.line_points == (2, 0)


@pytest.mark.parametrize("mode, points", [("each_placement", 3), ("increase", 3)])
def test_c11_joining_two_runs(mode, points):
    state, _ = play(
        game(line_scoring=mode),
        R(1, 2, 4, 5, 6, 6, 6, 6),
        P("1", "2", "4", "5"),
        R(6, 6, 1, 2, 3, 4, 5, 5),
        P("66"),
    )
    state, events = play(state, R(3, 1, 2, 4, 5, 6, 6, 6), P("3"))
    assert line_events(events) == [LineScored(0, "3", "row", ("1", "2", "3", "4", "5"), 5, points)]


@pytest.mark.parametrize("mode, points", [("each_placement", 3), ("increase", 2)])
def test_c11_extending_a_run_of_three_to_five(mode, points):
    state, _ = play(
        game(line_scoring=mode),
        R(1, 2, 3, 5, 6, 6, 6, 6),
        P("1", "2", "3", "5"),
        R(6, 6, 1, 2, 3, 4, 5, 5),
        P("66"),
    )
    assert state.line_points == (1, 0)
    state, events = play(state, R(4, 1, 2, 3, 5, 6, 6, 6), P("4"))
    assert line_events(events) == [LineScored(0, "4", "row", ("1", "2", "3", "4", "5"), 5, points)]


@pytest.mark.parametrize("length, each", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_c11_points_for_a_run_of_each_length(length, each):
    from engine.columbiz.scoring import line_runs

    row = [cell_index(f, 2) for f in range(1, length + 1)]  # own pieces along row 2
    board = [-1] * 36
    for c in row:
        board[c] = 0
    for a in range(length):  # the new piece, with a own pieces left of it and b right of it
        b = length - 1 - a
        assert line_runs(board, row[a], 0, False) == [("row", length, each, a, b)]
        # increase: only the gain over the longer of the two partial runs (C11 option)
        gain = (length - 2) - max(0, max(a, b) - 2)
        expected = [("row", length, gain, a, b)] if gain else []
        assert line_runs(board, row[a], 0, True) == expected


def test_c11_opponent_pieces_break_runs():
    state, events = play(
        game(),
        R(1, 2, 3, 4, 5, 6, 6, 6),
        P("1", "2"),
        R(3, 1, 2, 4, 5, 6, 6, 6),
        P("3"),
        R(4, 1, 2, 3, 5, 6, 6, 6),
        P("4"),
    )
    assert not line_events(events)
    assert state.line_points == (0, 0)


def test_c11_line_points_are_banked():
    state, _ = play(game(), R(1, 1, 2, 2, 3, 3, 6, 6), P("11", "22", "33"))
    assert state.line_points == (1, 0)
    state, events = play(state, R(3, 3, 3, 1, 2, 4, 5, 6), P("333"))
    assert Captured(1, "333", ((0, "33"),)) in events
    assert state.line_points == (1, 0)
    assert state.captured == (0, 1)


def test_c11_lines_are_counted_after_the_capture():
    # Blue's 5 sits in purple's row 1 run; purple's 555 captures it, then refills it with 5: the
    # row 4 5 6 scores on the refill only because the capture came first.
    state, _ = play(
        game(), R(4, 6, 1, 2, 3, 3, 3, 3), P("4", "6"), R(5, 1, 2, 3, 4, 6, 6, 6), P("5")
    )
    state, events = play(state, R(5, 5, 5, 5, 1, 2, 3, 4), P("555", "5"))
    assert line_events(events) == [LineScored(0, "5", "row", ("4", "5", "6"), 3, 1)]


def test_c11_only_runs_through_the_placed_piece_score():
    # C11 choice: a line that merely exists is not scored again. 11 touches the row 1 run of three
    # only on other axes (column and diagonals, runs of 2), so it scores nothing.
    state, _ = play(game(), R(1, 2, 3, 6, 6, 6, 6, 5), P("1", "2", "3"))
    assert state.line_points == (1, 0)
    state, _ = play(state, R(1, 2, 3, 4, 5, 6, 6, 6), P("6"))
    state, events = play(state, R(1, 1, 4, 4, 4, 4, 5, 6), P("11"))
    assert not line_events(events)
    assert state.line_points == (1, 0)


@pytest.mark.parametrize(
    "order, each, increase",
    [
        (("1", "2", "3", "4"), 1 + 2, 1 + 1),  # the 3rd piece makes 3, the 4th makes 4
        (("1", "2", "4", "3"), 2, 2),  # 4 stands alone; 3 joins a run of four
        (("4", "3", "2", "1"), 1 + 2, 1 + 1),
    ],
)
def test_c11_the_order_of_a_turn_s_pieces_matters(order, each, increase):
    # C11: every piece scores the runs through it at their full length (each_placement), so the
    # same four cells score 3 or 2 depending on the order; with `increase` only growth counts.
    for mode, points in (("each_placement", each), ("increase", increase)):
        state, _ = play(game(line_scoring=mode), R(1, 2, 3, 4, 6, 6, 6, 6), P(*order))
        assert state.line_points == (points, 0), mode
