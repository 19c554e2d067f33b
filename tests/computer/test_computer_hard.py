"""On fixed positions the hard (and normal) level picks what its own evaluation says is best:
the best placement among every legal one (enumerated by the engine, scored from scratch), and
the keep with the highest expectation (computed here by summing the multinomial outcomes)."""

import dataclasses

import pytest

from engine.columbiz import (
    EMPTY,
    GameConfig,
    Keep,
    Place,
    Roll,
    apply,
    legal_placements,
    new_game,
    parse_cell,
)
from engine.columbiz.computer import decide
from engine.columbiz.computer import dice as D
from engine.columbiz.computer.evaluate import HARD, NORMAL, Context, evaluate
from engine.columbiz.computer.planner import NEG, planner_for


def position(pieces: dict[str, int], players=2, supply=None, captured=None, current=0):
    state = new_game(GameConfig(players=players))
    board = [EMPTY] * 36
    for name, seat in pieces.items():
        board[parse_cell(name)] = seat
    per = state.supply[0]
    if supply is None:
        supply = tuple(per - sum(1 for s in board if s == seat) for seat in range(players))
    return dataclasses.replace(
        state,
        board=tuple(board),
        supply=tuple(supply),
        captured=tuple(captured or (0,) * players),
        current=current,
    )


def after_rolls(state, *rolls):
    """The first roll's values, then (keep, values) for each re-roll."""
    state, _ = apply(state, Roll(tuple(rolls[0][0])))
    for keep, values in rolls[1:]:
        state, _ = apply(state, Keep(tuple(keep)))
        state, _ = apply(state, Roll(tuple(values)))
    return state


def best_by_evaluation(state, weights):
    """Every legal placement (engine), applied by the engine, evaluated from scratch."""
    ctx = Context(state, weights)
    base = evaluate(ctx, state.board, state.captured, state.line_points, 0)
    scored = []
    for p in legal_placements(state):
        after, _ = apply(state, Place(p.cells))
        value = evaluate(ctx, after.board, after.captured, after.line_points, len(p.cells))
        scored.append((value - base, p.cells))
    scored.sort(reverse=True)
    return scored


CAPTURE = position({"5": 1, "55": 1, "3": 0, "4": 1, "66": 1, "2": 0})
# Roll 3 done: dice 1 2 2 5 5 5 6 6 (all kept twice, so the values stay).
CAPTURE_AT_ROLL_3 = after_rolls(
    CAPTURE,
    ((5, 5, 5, 1, 2, 2, 6, 6),),
    ((1, 2, 2, 5, 5, 5, 6, 6), ()),
    ((1, 2, 2, 5, 5, 5, 6, 6), ()),
)


@pytest.mark.parametrize("level,weights", [("hard", HARD), ("normal", NORMAL)])
def test_c10_the_placement_is_the_best_the_evaluation_knows(level, weights):
    state = CAPTURE_AT_ROLL_3
    assert state.rolls == 3
    d = decide(state, level, 0)
    assert d.kind == "place"
    scored = best_by_evaluation(state, weights)
    chosen = [v for v, cells in scored if set(cells) == set(d.values)]
    assert chosen and chosen[0] == pytest.approx(scored[0][0], abs=1e-9)
    assert chosen[0] > scored[-1][0]  # the choice is not indifferent


def test_c10_c14_hard_takes_the_capture_of_two():
    d = decide(CAPTURE_AT_ROLL_3, "hard", 0)
    assert "555" in d.values
    assert d.reason == "capture" and d.params["captures"] == 2


def _direct_keep_values(planner, counts, rolls_left):
    """Expected values of every keep of `counts`, by summing the multinomial outcomes."""
    full = planner.full_values()
    w2 = {}

    def w2_of(keep):
        if keep not in w2:
            k = 8 - sum(keep)
            w2[keep] = sum(
                p * full[D.INDEX[tuple(a + b for a, b in zip(keep, o))]] for o, p in D.OUTCOMES[k]
            )
        return w2[keep]

    def v1_of(dice):
        place = full[D.INDEX[dice]] if planner.placeable(D.INDEX[dice]) else NEG
        roll = max(w2_of(k) for k in D.sub_multisets(dice))
        return max(place, roll)

    out = {}
    for keep in D.sub_multisets(counts):
        if sum(keep) == 8:
            continue
        if rolls_left == 1:
            out[keep] = w2_of(keep)
        else:
            k = 8 - sum(keep)
            out[keep] = sum(
                p * v1_of(tuple(a + b for a, b in zip(keep, o))) for o, p in D.OUTCOMES[k]
            )
    return out


# Blue has three pieces under an empty 5555; purple's first roll shows three 5s.
HUNT = position({"5": 1, "55": 1, "555": 1, "2": 0, "33": 1, "44": 0})


@pytest.mark.parametrize("rolls_left", [2, 1])
def test_c6_hard_keeps_what_maximises_the_expectation(rolls_left):
    state = after_rolls(HUNT, ((5, 5, 5, 1, 2, 3, 4, 6),))
    if rolls_left == 1:
        state, _ = apply(state, Keep((5, 5, 5)))
        state, _ = apply(state, Roll((1, 2, 4, 6, 6)))
    assert 3 - state.rolls == rolls_left
    d = decide(state, "hard", 0)
    planner = planner_for(state, HARD)
    counts = D.counts_of(state.dice)
    direct = _direct_keep_values(planner, counts, rolls_left)
    best = max(direct.values())
    now = planner.best_placement(counts)
    assert d.kind == "roll"
    assert direct[D.counts_of(d.values)] == pytest.approx(best, abs=1e-9)
    assert best > now.value
    # What a person sees: it keeps the three 5s and goes for 5555, capturing three pieces.
    assert d.values.count(5) == 3
    assert d.reason == "chasing" and d.params["target"] == ("5555",)


def test_c6_normal_looks_one_roll_ahead_only():
    state = after_rolls(HUNT, ((5, 5, 5, 1, 2, 3, 4, 6),))
    d = decide(state, "normal", 0)
    planner = planner_for(state, NORMAL)
    counts = D.counts_of(state.dice)
    direct = _direct_keep_values(planner, counts, 1)
    assert d.kind == "roll"
    assert direct[D.counts_of(d.values)] == pytest.approx(max(direct.values()), abs=1e-9)


def test_c12_on_its_last_turn_hard_takes_the_most_points():
    """Final round, last seat of it: only points count now (C12, C15), not safety."""
    state = position({"5": 0, "55": 0, "1": 0, "2": 0, "66666": 1}, supply=(0, 3))
    state = dataclasses.replace(state, final_round=True, current=1)
    state = after_rolls(
        state,
        ((5, 5, 5, 1, 1, 3, 4, 6),),
        ((1, 1, 3, 4, 5, 5, 5, 6), ()),
        ((1, 1, 3, 4, 5, 5, 5, 6), ()),
    )
    d = decide(state, "hard", 0)
    most = max(p.points for p in legal_placements(state))
    after, events = apply(state, Place(d.values))
    assert after.over
    assert after.line_points[1] + (after.captured[1] + 1) ** 2 // 4 == most
