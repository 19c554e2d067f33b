"""The dice tables of the computer players (C4, C6): exact re-roll probabilities."""

import random
from fractions import Fraction

import pytest

from engine.columbiz.computer import dice as D


def test_c4_every_multiset_of_up_to_8_dice_is_numbered_once():
    assert len(D.MULTISETS) == 3003
    assert len(D.FULL) == 1287
    assert len(set(D.MULTISETS)) == 3003
    for k in range(9):
        assert len(D.OUTCOMES[k]) == [1, 6, 21, 56, 126, 252, 462, 792, 1287][k]


@pytest.mark.parametrize("k", range(9))
def test_c6_outcome_probabilities_are_multinomial_and_sum_to_one(k):
    total = sum(D.outcome_probability(c) for c, _ in D.OUTCOMES[k])
    assert total == 1
    if k == 3:
        assert D.outcome_probability((3, 0, 0, 0, 0, 0)) == Fraction(1, 216)
        assert D.outcome_probability((1, 1, 1, 0, 0, 0)) == Fraction(6, 216)


def test_c6_expectation_after_a_roll_matches_summing_the_outcomes():
    rng = random.Random(7)
    values = [0.0] * len(D.MULTISETS)
    for i in D.FULL:
        values[i] = rng.uniform(-5, 20)
    w = D.expect_after_roll(values)
    for keep in [(0,) * 6, (0, 0, 0, 0, 3, 0), (1, 1, 0, 2, 0, 1), (0, 0, 0, 0, 0, 7)]:
        k = 8 - sum(keep)
        direct = 0.0
        for outcome, p in D.OUTCOMES[k]:
            full = tuple(a + b for a, b in zip(keep, outcome))
            direct += p * values[D.INDEX[full]]
        assert w[D.INDEX[keep]] == pytest.approx(direct, rel=1e-9, abs=1e-9)


def test_best_sub_is_the_maximum_over_every_sub_multiset():
    rng = random.Random(3)
    values = [rng.uniform(0, 1) for _ in D.MULTISETS]
    m = D.best_sub(values)
    for i in rng.sample(range(len(D.MULTISETS)), 50):
        subs = D.sub_multisets(D.MULTISETS[i])
        assert m[i] == max(values[D.INDEX[s]] for s in subs)


def test_sub_multisets_are_the_keeps_c6_allows():
    subs = D.sub_multisets(D.counts_of((5, 5, 5, 2)))
    assert len(subs) == 8  # 0..3 fives times 0..1 twos
    assert (0, 1, 0, 0, 3, 0) in subs and (0, 0, 0, 0, 0, 0) in subs


def test_reaching_a_face_gets_harder_with_each_row():
    probs = [D.at_least_probability(k) for k in range(1, 7)]
    assert probs == sorted(probs, reverse=True)
    assert probs[0] == pytest.approx(1 - (5 / 6) ** 24)
