"""C12-C15: the final round, termination, capture points, totals and winners."""

from __future__ import annotations

from dataclasses import replace

import pytest
from engine_testkit import P, R, game, play, play_turns, refused, turns

from engine.columbiz import (
    FinalRoundStarted,
    GameEnded,
    TurnPassed,
    capture_points,
    summary,
    totals,
    winners,
)


def test_c12_others_still_play_after_the_start_player_empties():
    state, per_turn = play_turns(game(4, max_pieces_4p=4), turns(0))
    emptied = per_turn[8]  # seat 0's third turn
    assert emptied[-2:] == [FinalRoundStarted(0), TurnPassed(0, 1, ())]
    assert [e for e in per_turn[9] if isinstance(e, TurnPassed)] == [TurnPassed(1, 2, ())]
    assert [e for e in per_turn[10] if isinstance(e, TurnPassed)] == [TurnPassed(2, 3, ())]
    assert per_turn[11][-1] == GameEnded((0, 0, 0, 0), (0, 1, 2, 3))
    assert not any(isinstance(e, TurnPassed) for e in per_turn[11])
    assert state.over and state.current is None and state.final_round
    assert state.supply == (0, 7, 7, 7)
    assert state.turn == 12  # C13: turns <= pieces


def test_c12_start_player_boundary():
    # start = 2: the round is 2, 3, 0, 1; seat 3 empties, so seats 0 and 1 still play.
    state, per_turn = play_turns(game(4, start=2, max_pieces_4p=4), turns(1))
    assert per_turn[9][-2:] == [FinalRoundStarted(3), TurnPassed(3, 0, ())]
    assert per_turn[10][-1] == TurnPassed(0, 1, ())
    assert per_turn[11][-1] == GameEnded((0, 0, 0, 0), (0, 1, 2, 3))
    assert state.over


def test_c12_game_ends_at_once_when_the_last_of_the_round_empties():
    state, per_turn = play_turns(game(4, max_pieces_4p=4), turns(3))
    assert per_turn[11][-2:] == [FinalRoundStarted(3), GameEnded((0, 0, 0, 0), (0, 1, 2, 3))]
    assert state.over and state.supply == (7, 7, 7, 0)


def test_c12_nothing_after_the_end():
    state, _ = play_turns(game(4, max_pieces_4p=4), turns(3))
    for step in (R(1, 2, 3, 4, 5, 6, 1, 2), R(), {"keep": [1]}, P("1"), P()):
        assert refused(state, step).code == "game_over"


def test_c12_final_round_starts_once():
    state, per_turn = play_turns(game(4, max_pieces_4p=4), turns(0))
    started = [e for events in per_turn for e in events if isinstance(e, FinalRoundStarted)]
    assert started == [FinalRoundStarted(0)]


# A player with an empty supply cannot be reached by legal play before the game ends (the first
# one to empty starts the final round, and the round stops before coming back to them), but the
# rule is implemented; these states are built by hand to check it.


def test_c12_an_empty_supply_skips_its_turn():
    state = replace(game(4), supply=(0, 5, 0, 5), final_round=True, current=1)
    state, events = play(state, R(1, 2, 3, 4, 5, 6, 6, 6), P("1"))
    assert events[-1] == TurnPassed(1, 3, (2,))
    assert state.current == 3


def test_c12_skipping_up_to_the_start_player_ends_the_game():
    state = replace(game(4), supply=(0, 5, 5, 0), final_round=True, current=2)
    state, events = play(state, R(1, 2, 3, 4, 5, 6, 6, 6), P("1"))
    assert isinstance(events[-1], GameEnded)
    assert state.over


# --- C14 capture points ---------------------------------------------------------------------------


def test_c14_printed_table():
    assert [capture_points(n) for n in range(0, 13)] == [
        0, 1, 2, 4, 6, 9, 12, 16, 20, 25, 30, 36, 42
    ]


@pytest.mark.parametrize("n, points", [(13, 49), (14, 56), (18, 90), (36, 342)])
def test_c14_beyond_12(n, points):
    assert capture_points(n) == points


# --- C15 totals and winners ----------------------------------------------------------------------


def test_c15_totals_are_line_plus_capture_points():
    state = replace(game(3), line_points=(3, 1, 0), captured=(0, 2, 5))
    assert totals(state) == (3, 3, 9)
    assert summary(state)["totals"] == [3, 3, 9]
    assert summary(state)["capture_points"] == [0, 2, 9]


def test_c15_no_winners_while_the_game_runs():
    state = replace(game(3), line_points=(3, 1, 0))
    assert winners(state) == ()


def test_c15_highest_total_wins():
    state = replace(game(3), line_points=(3, 1, 0), captured=(0, 2, 5), over=True, current=None)
    assert winners(state) == (2,)


def test_c15_ties_share_the_win():
    state = replace(game(3), line_points=(3, 1, 3), captured=(0, 1, 0), over=True, current=None)
    assert winners(state) == (0, 2)
    state = replace(game(2), over=True, current=None)
    assert winners(state) == (0, 1)
