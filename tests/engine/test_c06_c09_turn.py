"""C6-C9: rolling and keeping, placing, how many pieces, and the set-aside when nothing fits."""

from __future__ import annotations

import dataclasses

import pytest
from engine_testkit import K, P, R, game, play, refused

from engine.columbiz import (
    FinalRoundStarted,
    Keep,
    Kept,
    Placed,
    Roll,
    Rolled,
    RuleError,
    SetAside,
    TurnPassed,
    apply,
    can_place,
    cell_index,
    state_to_json,
)

# --- C6 rolling and keeping ----------------------------------------------------------------------


def test_c06_rolled_event_of_a_reroll():
    state, events = play(game(), R(1, 1, 2, 2, 3, 3, 4, 4), K(4, 4, 1), R(6, 5, 6, 5, 6))
    assert events == [
        Rolled(0, 1, (1, 1, 2, 2, 3, 3, 4, 4), (1, 1, 2, 2, 3, 3, 4, 4), ()),
        Kept(0, (1, 4, 4)),
        Rolled(0, 2, (6, 5, 6, 5, 6), (1, 4, 4, 5, 5, 6, 6, 6), (1, 4, 4)),
    ]
    assert state.rolls == 2 and state.kept == (1, 4, 4)


def test_c06_kept_set_is_chosen_afresh():
    state, _ = play(game(), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5), K(5, 5))
    assert state.kept == (5, 5)
    state, _ = play(state, R(6, 6, 6, 6, 6, 6))
    assert state.dice == (5, 5, 6, 6, 6, 6, 6, 6)


def test_c06_keeping_nothing_rerolls_all_eight():
    state, _ = play(game(), R(1, 1, 2, 2, 3, 3, 4, 4), K(4), K())
    assert state.kept == ()
    assert refused(state, R(1, 2, 3, 4, 5, 6, 1)).details == {"expected": 8, "got": 7}


def test_c06_all_eight_kept_reroll_changes_nothing_but_counts():
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6), K(1, 2, 3, 4, 5, 6, 6, 6))
    after, events = apply(state, Roll(()))
    assert after.dice == state.dice and after.kept == state.kept
    assert after.rolls == 2
    assert events == [Rolled(0, 2, (), state.dice, state.dice)]


def test_c06_at_most_three_rolls():
    state, _ = play(
        game(), R(1, 2, 3, 4, 5, 6, 6, 6), R(1, 2, 3, 4, 5, 6, 6, 6), R(1, 2, 3, 4, 5, 6, 6, 6)
    )
    err = refused(state, R(1, 2, 3, 4, 5, 6, 6, 6))
    assert (err.code, err.details) == ("no_rolls_left", {"rolls": 3})


@pytest.mark.parametrize("rolls", [1, 2, 3])
def test_c06_the_player_may_stop_after_any_roll(rolls):
    # C6 choice: "up to 3 times" (French text): placing after the 1st or 2nd roll is allowed.
    state, _ = play(game(), *[R(1, 2, 3, 4, 5, 6, 6, 6)] * rolls)
    assert state.rolls == rolls
    state, events = play(state, P("66"))
    assert state.current == 1 and Placed(0, "66", 6, 2) in events


@pytest.mark.parametrize("locked_keeps", [False, True])
@pytest.mark.parametrize("keep", [(6, 6, 6), (), (1, 2, 3, 4, 5, 6, 6, 6)])
def test_c06_no_keeping_after_the_third_roll(locked_keeps, keep):
    # C6: "Keeping after the 3rd roll is refused"; no roll is left for the keep to choose dice for.
    state, _ = play(
        game(locked_keeps=locked_keeps),
        R(1, 2, 3, 4, 5, 6, 6, 6),
        K(6, 6),
        R(1, 2, 3, 4, 5, 6),
        R(1, 2, 3, 4, 5, 6),
    )
    assert state.rolls == 3
    err = refused(state, K(*keep))
    assert (err.code, err.details) == ("no_rolls_left", {"rolls": 3})
    # the turn goes on as before: the player places
    placed, _ = play(state, P("666"))
    assert placed.current == 1


def test_c06_no_rolls_left_comes_before_bad_keep():
    # The scenario format's order: no_rolls_left is checked before bad_keep.
    state, _ = play(
        game(), R(1, 2, 3, 4, 5, 6, 6, 6), R(1, 2, 3, 4, 5, 6, 6, 6), R(1, 1, 1, 1, 1, 1, 1, 2)
    )
    for keep in ((6,), (7,), (0,), (1,) * 9):
        assert refused(state, K(*keep)).code == "no_rolls_left"


def test_c06_locked_keeps_a_die_kept_at_the_roll_stays_kept():
    state, _ = play(
        game(locked_keeps=True), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5)
    )
    assert state.locked == (1, 1)
    err = refused(state, K(1, 5, 5))
    assert err.code == "bad_keep"
    assert err.details == {"locked": True, "face": 1, "want": 1, "kept": 2}
    state, _ = play(state, K(1, 1, 5, 5))
    assert state.kept == (1, 1, 5, 5)


def test_c06_locked_keeps_the_choice_is_free_until_the_next_roll():
    # C6 option: a die is locked by rolling the others, not by keeping it. Before the second roll
    # nothing is locked, so `keep 555` then `keep 55`, or a different set altogether, is fine.
    state, events = play(
        game(locked_keeps=True), R(1, 2, 3, 4, 5, 5, 5, 6), K(5, 5, 5), K(5, 5), K(1, 6), K(5, 5)
    )
    assert state.kept == (5, 5) and state.locked == ()
    assert [e for e in events if isinstance(e, Kept)][-1] == Kept(0, (5, 5))
    state, _ = play(state, K())
    assert state.kept == ()


def test_c06_locked_keeps_dice_kept_since_the_last_roll_may_be_released():
    # Kept 1 1 when rolling; then kept a 5 too, and changed their mind: the 5 is not locked.
    state, _ = play(
        game(locked_keeps=True), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 2, 3, 4, 6)
    )
    state, _ = play(state, K(1, 1, 5, 5), K(1, 1, 5), K(1, 1, 6))
    assert state.kept == (1, 1, 6) and state.locked == (1, 1)
    # but the 1s, kept at the roll, cannot be let go
    assert refused(state, K(1, 6)).details == {"locked": True, "face": 1, "want": 1, "kept": 2}


def test_c06_locked_keeps_the_next_roll_locks_the_kept_set():
    state, events = play(
        game(locked_keeps=True),
        R(1, 1, 2, 2, 3, 3, 4, 4),
        K(1, 1),
        R(5, 5, 2, 3, 4, 6),
        K(1, 1, 5, 5),
        R(6, 6, 6, 6),
    )
    assert events[-1] == Rolled(0, 3, (6, 6, 6, 6), (1, 1, 5, 5, 6, 6, 6, 6), (1, 1, 5, 5))
    assert state.locked == (1, 1, 5, 5)


def test_c06_locked_keeps_all_eight_kept_stay_locked():
    state, _ = play(
        game(locked_keeps=True), R(1, 2, 3, 4, 5, 6, 6, 6), K(1, 2, 3, 4, 5, 6, 6, 6), R()
    )
    assert state.locked == state.dice
    assert refused(state, K(1, 2, 3, 4, 5, 6, 6)).code == "bad_keep"
    state, _ = play(state, K(1, 2, 3, 4, 5, 6, 6, 6), R())
    assert state.rolls == 3


def test_c06_without_the_option_nothing_is_locked():
    state, _ = play(game(), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5))
    assert state.locked == ()
    state, _ = play(state, K(5, 5, 5, 5, 5, 5))
    assert state.kept == (5, 5, 5, 5, 5, 5)


def test_c06_locked_keeps_start_afresh_next_turn():
    state, _ = play(
        game(locked_keeps=True),
        R(1, 1, 2, 2, 3, 3, 4, 4),
        K(4, 4),
        R(4, 4, 1, 1, 1, 1),
        P("4444"),
        R(2, 2, 3, 3, 5, 5, 6, 6),
    )
    assert state.locked == ()
    state, _ = play(state, K(6))
    assert state.kept == (6,)


def test_c06_locked_keeps_nothing_locked_after_a_set_aside():
    # C9 ends the turn at the third roll: the next player starts with nothing kept or locked.
    state, _ = play(
        game(locked_keeps=True), *FULL, STUCK, K(1, 1, 1, 1), R(2, 2, 2, 2), R(2, 2, 2, 2)
    )
    assert state.discarded == (0, 3)
    assert state.current == 0 and state.kept == () and state.locked == ()


@pytest.mark.parametrize(
    "keep, details",
    [
        ((6, 6, 6, 6), {"face": 6, "want": 4, "have": 3}),
        ((1, 1), {"face": 1, "want": 2, "have": 1}),
        ((7,), {"value": 7}),
        ((0,), {"value": 0}),
    ],
)
def test_c06_bad_keep_details(keep, details):
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6))
    err = refused(state, K(*keep))
    assert (err.code, err.details) == ("bad_keep", details)


def test_c06_keep_values_must_be_integers():
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6))
    for bad in (True, 1.0, "1", None):
        with pytest.raises(RuleError) as err:
            apply(state, Keep((bad,)))
        assert err.value.code == "bad_keep"


@pytest.mark.parametrize("bad", [0, 7, -1, True, 3.0, "3", None])
def test_c06_roll_values_must_be_dice(bad):
    err = refused(game(), R(1, 2, 3, 4, 5, 6, 1, bad))
    assert err.code == "bad_roll"
    assert err.details == {"value": bad}


def test_c06_not_rolled():
    assert refused(game(), K()).code == "not_rolled"
    assert refused(game(), P("1")).code == "not_rolled"


# --- C7 placing ----------------------------------------------------------------------------------


def test_c07_placed_events_in_the_given_order():
    state, events = play(game(), R(1, 2, 3, 3, 5, 5, 5, 6))
    state, events = play(state, P("55", "33", "5"))
    assert [e for e in events if isinstance(e, Placed)] == [
        Placed(0, "55", 5, 2),
        Placed(0, "33", 3, 2),
        Placed(0, "5", 5, 1),
    ]
    assert events[-1] == TurnPassed(0, 1, ())
    assert state.supply == (15, 18)


def test_c07_dice_short_details():
    state, _ = play(game(), R(1, 2, 3, 3, 5, 5, 5, 6))
    err = refused(state, P("3x4"))
    assert err.code == "dice_short"
    assert err.details == {"cell": "3333", "typed": "3x4", "face": 3, "need": 4, "have": 2}


def test_c07_dice_are_used_once():
    state, _ = play(game(), R(1, 2, 3, 3, 5, 5, 5, 6))
    err = refused(state, P("55", "55", "5"))  # "55" twice: the second is occupied
    assert err.code == "occupied"
    err = refused(state, P("55", "5", "555"))
    assert err.details == {"cell": "555", "typed": "555", "face": 5, "need": 3, "have": 0}


def test_c07_occupied_details():
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6), P("66"), R(1, 2, 3, 4, 5, 6, 6, 6))
    err = refused(state, P("6:2"))
    assert (err.code, err.details) == ("occupied", {"cell": "66", "typed": "6:2", "owner": 0})


def test_c07_bad_cell_details():
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6))
    err = refused(state, P("1", "9x9"))
    assert (err.code, err.details) == ("bad_cell", {"cell": "9x9"})


# --- C8 how many --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, options, limit",
    [
        (2, {}, 4),
        (3, {}, 4),
        (4, {}, 3),
        (4, {"max_pieces_4p": 3}, 3),
        (4, {"max_pieces_4p": 4}, 4),
        (2, {"max_pieces_4p": 3}, 4),
    ],
)
def test_c08_pieces_per_turn(players, options, limit):
    rolled, _ = play(game(players, **options), R(1, 2, 3, 4, 5, 6, 6, 6))
    cells = ["1", "2", "3", "4", "5"]
    err = refused(rolled, P(*cells[: limit + 1]))
    assert err.code == "too_many"
    assert err.details == {
        "count": limit + 1,
        "limit": limit,
        "per_turn": limit,
        "supply": rolled.supply[0],
    }
    state, _ = play(rolled, P(*cells[:limit]))
    assert state.supply[0] == rolled.supply[0] - limit


def test_c08_never_more_than_the_supply():
    # 4 players, 4 a turn: seat 0 places 4 + 4 of its 10 pieces; the others place one piece a
    # turn in columns 3 and 6, top down, so nothing is captured.
    state = game(4, max_pieces_4p=4)
    state, _ = play(
        state,
        R(1, 2, 4, 5, 6, 6, 6, 6),
        P("1", "2", "4", "5"),
        R(3, 3, 3, 3, 3, 3, 1, 1),
        P("333333"),
        R(6, 6, 6, 6, 6, 6, 1, 1),
        P("666666"),
        R(3, 3, 3, 3, 3, 1, 1, 1),
        P("33333"),
        R(1, 1, 2, 2, 4, 4, 5, 5),
        P("11", "22", "44", "55"),
        R(6, 6, 6, 6, 6, 1, 1, 1),
        P("66666"),
        R(3, 3, 3, 3, 1, 1, 1, 1),
        P("3333"),
        R(6, 6, 6, 6, 1, 1, 1, 1),
        P("6666"),
        R(1, 1, 1, 1, 2, 2, 2, 2),
    )
    assert state.current == 0 and state.supply == (2, 8, 8, 8)
    err = refused(state, P("1111", "2222", "111"))
    assert err.code == "too_many"
    assert err.details == {"count": 3, "limit": 2, "per_turn": 4, "supply": 2}


def test_c08_empty_place():
    state, _ = play(game(), R(1, 2, 3, 4, 5, 6, 6, 6))
    assert refused(state, P()).code == "empty_place"


# --- C9 cannot place ----------------------------------------------------------------------------

# Columns 1 and 2, rows 1-4, get full; then 1 1 1 1 2 2 2 2 lets seat 1 place nothing.
FULL = [
    R(1, 1, 1, 1, 1, 1, 1, 3),
    P("1111", "111"),
    R(2, 2, 2, 2, 2, 2, 2, 3),
    P("2222", "222"),
    R(1, 1, 1, 2, 2, 2, 5, 6),
    P("1", "11", "2", "22"),
]
STUCK = R(1, 1, 1, 1, 2, 2, 2, 2)


def test_c09_can_place():
    state, _ = play(game(), *FULL)
    stuck, _ = play(state, STUCK)
    assert not can_place(stuck)
    fine, _ = play(state, R(1, 1, 1, 1, 2, 2, 2, 3))
    assert can_place(fine)
    assert not can_place(state)  # nothing rolled yet


def test_c09_set_aside_after_the_third_roll_only():
    state, _ = play(game(), *FULL)
    before = state
    state, events = play(state, STUCK, STUCK)
    assert state.rolls == 2 and state.current == 1 and state.discarded == (0, 0)
    assert not any(isinstance(e, SetAside) for e in events)
    state, events = play(state, STUCK)
    assert events == [
        Rolled(1, 3, (1, 1, 1, 1, 2, 2, 2, 2), (1, 1, 1, 1, 2, 2, 2, 2), ()),
        SetAside(1, 3),
        TurnPassed(1, 0, ()),
    ]
    assert state.supply == (12, before.supply[1] - 3)
    assert state.discarded == (0, 3)
    assert state.current == 0 and state.rolls == 0 and state.dice == () and state.kept == ()
    assert state.board == before.board


def test_c09_fewer_than_three_left_all_are_set_aside():
    # C9 choice: with fewer than 3 pieces in the supply, all of them are set aside. The supply is
    # set by hand here (the scenario c09-set-aside-empties-supply-and-ends-game plays it out).
    state, _ = play(game(), *FULL)
    state = dataclasses.replace(state, supply=(12, 2))
    state, events = play(state, STUCK, STUCK, STUCK)
    assert SetAside(1, 2) in events and FinalRoundStarted(1) in events
    assert state.supply == (12, 0) and state.discarded == (0, 2)
    assert state.over  # C12: seat 1 was the last of the round (seat 0 started)


def test_c09_set_aside_with_all_dice_kept():
    state, _ = play(game(), *FULL, STUCK, K(1, 1, 1, 1, 2, 2, 2, 2), R())
    state, events = play(state, R())
    assert SetAside(1, 3) in events


def test_c09_no_placement_before_the_third_roll_means_rolling_again():
    state, _ = play(game(), *FULL, STUCK)
    for cell in ("1", "11", "111", "1111", "2", "2222"):
        assert refused(state, P(cell)).code == "occupied"
    assert refused(state, P("11111")).code == "dice_short"


def test_c09_a_rejection_changes_nothing():
    state, _ = play(game(), *FULL, STUCK)
    saved = state_to_json(state)
    refused(state, P("1"))
    assert state_to_json(state) == saved


def test_c09_board_cell_indices():
    # The FULL prefix really fills columns 1 and 2 up to row 4.
    state, _ = play(game(), *FULL)
    for face in (1, 2):
        for row in range(1, 5):
            assert state.board[cell_index(face, row)] != -1
