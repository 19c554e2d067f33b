"""legal_placements / placement_sets (C7, C8, C10, C11): what the bot offers and the computer
players choose from. Every listed placement must be accepted, every accepted set listed."""

from __future__ import annotations

from engine_testkit import P, R, accepted_sets, game, play, play_turns, turns

from engine.columbiz import (
    Place,
    apply,
    legal_placements,
    placement_sets,
)


def listed(state):
    return {frozenset(p.cells): p for p in legal_placements(state)}


WE1 = [R(4, 4, 4, 4, 4, 4, 4, 4), R(4, 4, 4, 4, 4, 4, 4, 4), R(1, 2, 3, 3, 5, 5, 5, 6)]


def test_worked_example_1():
    state, _ = play(game(), *WE1)
    found = listed(state)
    assert frozenset({"33", "555"}) in found
    assert frozenset({"5", "55", "33"}) in found
    assert frozenset({"1", "2", "3", "5"}) in found
    assert found[frozenset({"1", "2", "3", "5"})].line_points == 1  # 1 2 3 is a row of 3
    for cells in found:
        assert "3333" not in cells and "666" not in cells
        assert len(cells) <= 4
    assert set(found) == accepted_sets(state)


def test_every_listed_placement_is_accepted_in_its_order_and_scores_what_it_says():
    state, _ = play(game(), *WE1)
    for p in legal_placements(state):
        after, _ = apply(state, Place(p.cells))
        assert after.line_points[0] - state.line_points[0] == p.line_points
        assert after.captured[0] - state.captured[0] == len(p.captures)


def test_sorted_best_first():
    state, _ = play(game(), *WE1)
    points = [p.points for p in legal_placements(state)]
    assert points == sorted(points, reverse=True)
    assert points[0] == 1


def test_captures_and_capture_points():
    state, _ = play(
        game(),
        R(1, 2, 3, 4, 6, 6, 6, 6),
        P("6666"),
        R(5, 5, 5, 1, 2, 3, 4, 6),
        P("5", "55"),
        R(5, 5, 5, 1, 2, 3, 4, 4),
    )
    p = listed(state)[frozenset({"555"})]
    assert p.captures == ((1, "5"), (1, "55"))
    assert p.capture_points == 2 and p.points == 2
    # 555 then refill: 5 and 55 are free again once 555 took them, but 555 used all three 5s.
    assert frozenset({"555", "5"}) not in listed(state)
    assert set(listed(state)) == accepted_sets(state)


def test_refill_after_capture_is_listed_capture_first():
    state, _ = play(
        game(),
        R(1, 2, 3, 4, 6, 6, 6, 6),
        P("1"),
        R(5, 1, 2, 3, 4, 6, 6, 6),
        P("5"),
        R(5, 5, 5, 5, 1, 2, 3, 4),
    )
    found = listed(state)
    p = found[frozenset({"555", "5"})]
    assert p.cells == ("555", "5")
    assert p.captures == ((1, "5"),)
    assert frozenset({"5"}) not in found  # still blue's piece unless 555 comes first
    assert set(found) == accepted_sets(state)


def test_own_piece_below_blocks_refill():
    state, _ = play(
        game(),
        R(5, 1, 2, 3, 4, 6, 6, 6),
        P("5"),
        R(1, 2, 3, 4, 6, 6, 6, 6),
        P("6666"),
        R(5, 5, 5, 5, 1, 2, 3, 4),
    )
    found = listed(state)
    assert frozenset({"555"}) in found
    assert frozenset({"555", "5"}) not in found
    assert set(found) == accepted_sets(state)


def test_best_order_for_line_points():
    # Own 1 and 2 on row 1: placing 3 then 4 scores 1 + 2; 4 then 3 would score 0 + 2.
    state, _ = play(
        game(),
        R(1, 2, 5, 5, 6, 6, 6, 6),
        P("1", "2"),
        R(6, 6, 6, 6, 6, 6, 1, 1),
        P("666666"),
        R(3, 4, 5, 5, 5, 5, 5, 6),
    )
    p = listed(state)[frozenset({"3", "4"})]
    assert p.cells == ("3", "4")
    assert p.line_points == 3


def test_best_order_with_increase():
    state, _ = play(
        game(line_scoring="increase"),
        R(1, 2, 5, 5, 6, 6, 6, 6),
        P("1", "2"),
        R(6, 6, 6, 6, 6, 6, 1, 1),
        P("666666"),
        R(3, 4, 5, 5, 5, 5, 5, 6),
    )
    assert listed(state)[frozenset({"3", "4"})].line_points == 2


def test_limits_of_four_players():
    state, _ = play(game(4), R(1, 2, 3, 4, 5, 6, 6, 6))
    assert max(len(p.cells) for p in legal_placements(state)) == 3
    state, _ = play(game(4, max_pieces_4p=4), R(1, 2, 3, 4, 5, 6, 6, 6))
    assert max(len(p.cells) for p in legal_placements(state)) == 4


def test_nothing_before_rolling_or_after_the_end():
    assert legal_placements(game()) == []
    assert placement_sets(game()) == []
    over, _ = play_turns(game(4, max_pieces_4p=4), turns(0))
    assert legal_placements(over) == []


def test_placement_sets_are_cell_indices_top_first_per_column():
    state, _ = play(game(), *WE1)
    for cells in placement_sets(state):
        for a, b in zip(cells, cells[1:]):
            if a // 6 == b // 6:
                assert a > b
