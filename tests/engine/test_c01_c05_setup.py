"""C1-C5: the board, cell names, players and pieces, dice, and who starts."""

from __future__ import annotations

import itertools

import pytest
from engine_testkit import P, R, game, play

from engine.columbiz import (
    CELL_NAMES,
    COLOURS,
    DICE_COUNT,
    EMPTY,
    PIECES_PER_PLAYER,
    GameConfig,
    Options,
    RuleError,
    cell_face,
    cell_index,
    cell_name,
    cell_row,
    new_game,
    parse_cell,
    roll_off,
)

# --- C1 board -------------------------------------------------------------------------------------


def test_c01_board_has_36_cells_6_columns_by_6_rows():
    assert len(CELL_NAMES) == 36
    assert len(set(CELL_NAMES)) == 36
    cells = {(cell_face(c), cell_row(c)) for c in range(36)}
    assert cells == set(itertools.product(range(1, 7), range(1, 7)))


def test_c01_cell_index_face_row_round_trip():
    for face in range(1, 7):
        for row in range(1, 7):
            c = cell_index(face, row)
            assert (cell_face(c), cell_row(c)) == (face, row)
            assert c == (face - 1) * 6 + (row - 1)


def test_c01_a_new_board_is_empty():
    state = game()
    assert state.board == (EMPTY,) * 36
    assert all(state.owner(c) is None for c in range(36))


def test_c01_row_r_costs_r_dice_of_the_column_face():
    # (4, 3) costs three 4s: two 4s are not enough, three are.
    state, _ = play(game(), R(4, 4, 1, 2, 3, 5, 6, 6))
    with pytest.raises(RuleError) as err:
        play(state, P("444"))
    assert err.value.details["need"] == 3
    state, _ = play(game(), R(4, 4, 4, 1, 2, 3, 5, 6), P("444"))
    assert state.board[cell_index(4, 3)] == 0


# --- C2 cell names --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, face, row",
    [
        ("555", 5, 3),
        ("2", 2, 1),
        ("666666", 6, 6),
        ("1", 1, 1),
        ("44444", 4, 5),
        ("5x3", 5, 3),
        ("5-3", 5, 3),
        ("5:3", 5, 3),
        ("1x6", 1, 6),
        ("6-1", 6, 1),
        (" 33 ", 3, 2),
    ],
)
def test_c02_cell_names(name, face, row):
    assert parse_cell(name) == cell_index(face, row)


@pytest.mark.parametrize(
    "name",
    ["", "0", "7", "12", "1111111", "5x7", "5x0", "7x1", "55 5", "x", "5x", "five", "5/3", "5;3"],
)
def test_c02_not_cell_names(name):
    assert parse_cell(name) is None


def test_c02_non_strings_are_not_cell_names():
    assert parse_cell(555) is None
    assert parse_cell(None) is None


def test_c02_short_form_is_the_dice_the_cell_costs():
    assert cell_name(cell_index(5, 3)) == "555"
    assert cell_name(cell_index(2, 1)) == "2"
    assert cell_name(cell_index(6, 6)) == "666666"
    assert all(parse_cell(cell_name(c)) == c for c in range(36))


def test_c02_every_form_places_on_the_same_cell():
    for form in ("555", "5x3", "5-3", "5:3"):
        state, events = play(game(), R(5, 5, 5, 1, 2, 3, 4, 6), P(form))
        assert state.board[cell_index(5, 3)] == 0
        assert events[1].cell == "555"  # Placed events use the short form


# --- C3 players and pieces ------------------------------------------------------------------------


@pytest.mark.parametrize("players, pieces", [(2, 18), (3, 13), (4, 10)])
def test_c03_pieces_per_player(players, pieces):
    assert PIECES_PER_PLAYER[players] == pieces
    state = game(players)
    assert state.supply == (pieces,) * players
    assert state.captured == state.discarded == state.line_points == (0,) * players


def test_c03_colours_in_seating_order():
    assert COLOURS == ("purple", "blue", "grey", "black")


@pytest.mark.parametrize("players", [0, 1, 5, -2, True, 2.0, "2", None])
def test_c03_only_2_to_4_players(players):
    with pytest.raises(RuleError) as err:
        GameConfig(players)
    assert err.value.code == "bad_config"


@pytest.mark.parametrize("start", [-1, 2, True, 1.0, None])
def test_c03_start_seat_must_be_a_seat(start):
    with pytest.raises(RuleError) as err:
        GameConfig(2, start)
    assert err.value.code == "bad_config"


@pytest.mark.parametrize(
    "options",
    [
        {"max_pieces_4p": 5},
        {"max_pieces_4p": 3.0},
        {"max_pieces_4p": True},
        {"locked_keeps": 1},
        {"line_scoring": "sometimes"},
        {"colour": "red"},
    ],
)
def test_options_are_checked(options):
    with pytest.raises(RuleError) as err:
        Options.from_dict(options)
    assert err.value.code == "bad_config"


def test_options_defaults_are_the_rules_page_defaults():
    assert Options() == Options.from_dict(None) == Options.from_dict({})
    assert Options().to_dict() == {
        "max_pieces_4p": 3,
        "locked_keeps": False,
        "line_scoring": "each_placement",
    }


# --- C4 dice --------------------------------------------------------------------------------------


def test_c04_eight_dice():
    assert DICE_COUNT == 8
    state, events = play(game(), R(6, 1, 5, 2, 4, 3, 6, 1))
    assert state.dice == (1, 1, 2, 3, 4, 5, 6, 6)
    assert events[0].values == (6, 1, 5, 2, 4, 3, 6, 1)


@pytest.mark.parametrize("count", [0, 1, 7, 9])
def test_c04_the_first_roll_is_8_values(count):
    with pytest.raises(RuleError) as err:
        play(game(), R(*([3] * count)))
    assert err.value.code == "bad_roll"
    assert err.value.details == {"expected": 8, "got": count}


# --- C5 start player ------------------------------------------------------------------------------


def draws(*values: int):
    it = iter(values)
    return lambda: next(it)


def test_c05_highest_die_starts():
    result = roll_off(3, draws(2, 6, 5))
    assert result.start == 1
    assert result.rounds == (((0, 2), (1, 6), (2, 5)),)


def test_c05_tied_highest_roll_again_among_themselves():
    result = roll_off(4, draws(6, 2, 6, 1, 4, 4, 1, 5))
    assert result.rounds == (
        ((0, 6), (1, 2), (2, 6), (3, 1)),
        ((0, 4), (2, 4)),
        ((0, 1), (2, 5)),
    )
    assert result.start == 2


def test_c05_a_low_tie_does_not_matter():
    result = roll_off(3, draws(1, 1, 3))
    assert result.start == 2
    assert len(result.rounds) == 1


def test_c05_a_die_that_always_ties_is_reported():
    with pytest.raises(RuntimeError):
        roll_off(2, lambda: 4, max_rounds=10)


def test_c05_start_seat_plays_first_then_seating_order():
    state = new_game(GameConfig(4, start=2))
    seats = []
    for cell in ("1", "2", "3", "4", "5"):
        seats.append(state.current)
        state, _ = play(state, R(1, 2, 3, 4, 5, 6, 6, 6), P(cell))
    assert seats == [2, 3, 0, 1, 2]
