"""Every level of the IceTowers computer players weighs stopping (done in realtime, a pass in
turns mode) against every move: when a stop ends the game with the seat ahead (the others have
stopped since the last action or none of them can act, I10, I12), no level moves; the game is
then over with the seat the only winner (I11)."""

import dataclasses
import random

import pytest
from test_icetowers_play import _check_explained, _margin, _stop_ends, _stop_wins

from engine.icetowers import (
    Cap,
    Done,
    GameConfig,
    Mine,
    Options,
    Pass,
    apply,
    legal_moves,
    new_game,
    scores,
    winners,
)
from engine.icetowers.computer import LEVELS, decide
from engine.icetowers.legal import can_move
from engine.icetowers.playout import random_action
from engine.icetowers.towers import Tower, position_hash

PURPLE, BLUE = 0, 1


def _position(mode: str):
    """The issue's position, 2 players, stash 2, purple to act: T6 [P3,B3,P1], T9 [B2,P2,B1],
    T10 [B2,P2,B1], T12 [B3,P3], T13 [P1]. Purple leads 14-10 and blue has no legal action."""
    towers = (
        Tower(6, ((PURPLE, 3), (BLUE, 3), (PURPLE, 1))),
        Tower(9, ((BLUE, 2), (PURPLE, 2), (BLUE, 1))),
        Tower(10, ((BLUE, 2), (PURPLE, 2), (BLUE, 1))),
        Tower(12, ((BLUE, 3), (PURPLE, 3))),
        Tower(13, ((PURPLE, 1),)),
    )
    state = new_game(GameConfig(2, PURPLE, Options(2, mode, False)))
    position = position_hash(towers)
    return dataclasses.replace(state, towers=towers, next_number=14, position=position,
                               seen=frozenset({position}), actions=20)


def _stop(state, seat):
    return Pass(seat) if state.options.turns else Done(seat)


def _finish_with_stops(state, seat):
    """`seat` stops, then every other seat stops in turn: the state after."""
    state, _ = apply(state, _stop(state, seat))
    for other in range(1, state.players):
        if state.over:
            break
        state, _ = apply(state, _stop(state, (seat + other) % state.players))
    return state


@pytest.mark.parametrize("mode", ["turns", "realtime"])
@pytest.mark.parametrize("level", LEVELS)
def test_i12_stopping_wins_the_issue_position_and_every_level_stops(level, mode):
    state = _position(mode)
    assert scores(state) == (14, 10)
    assert not can_move(state, BLUE)
    caps = [m for m in legal_moves(state, PURPLE) if isinstance(m.action, Cap)]
    assert {m.action.target for m in caps} == {9, 10} and all(m.scores[PURPLE] == 5 for m in caps)
    # The bait: capping T13 onto T9 takes 5, but lets blue mine its B2 out onto T12 (I6).
    after, _ = apply(state, Cap(PURPLE, 13, 9))
    after, _ = apply(after, Mine(BLUE, 9, 1, 12))
    assert scores(after) == (11, 13)

    decision = decide(state, PURPLE, level, seed=0)
    assert decision.action == _stop(state, PURPLE)
    assert decision.reason == "nothing_better" and decision.params == {"moves": len(
        legal_moves(state, PURPLE))}
    _check_explained(state, PURPLE, decision, level)
    end = _finish_with_stops(state, PURPLE)
    assert end.over and scores(end) == (14, 10) and winners(end) == (PURPLE,)


def _stopping_wins_positions(count: int, seed: int):
    """Seeded positions where a stop of the seat ends the game with it ahead, and it has a
    move that would raise its margin: after random play, the others stop (pass in a row in
    turns mode, declare done in realtime), or none of them can act any more."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        players = rng.randint(2, 4)
        options = Options(rng.choice((1, 2, 3, 5)), rng.choice(("realtime", "turns")),
                          rng.random() < 0.3)
        state = new_game(GameConfig(players, rng.randrange(players), options))
        for _ in range(rng.randint(0, 8 * options.stash * players)):
            after, _ = apply(state, random_action(state, rng))
            if after.over:
                break
            state = after
        if options.turns:
            seat = (state.current - 1) % players
            for _ in range(players - 1):
                if not state.over:
                    state, _ = apply(state, Pass(state.current))
        else:
            seat = rng.randrange(players)
            for other in range(players):
                if other != seat and not state.over:
                    state, _ = apply(state, Done(other))
        if state.over or not _stop_wins(state, seat):
            continue
        totals = scores(state)
        if any(_margin([t + d for t, d in zip(totals, m.scores)], seat) > _margin(totals, seat)
               for m in legal_moves(state, seat)):
            out.append((state, seat))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_i10_i12_when_stopping_wins_now_no_level_moves(level):
    for state, seat in _stopping_wins_positions(40, seed=31):
        assert _stop_ends(state, seat)
        decision = decide(state, seat, level, seed=5)
        assert decision.action == _stop(state, seat), (level, state.options)
        _check_explained(state, seat, decision, level)
        end = _finish_with_stops(state, seat)
        assert end.over and winners(end) == (seat,)
