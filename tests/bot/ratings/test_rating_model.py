"""The rating model against values worked out by hand from Weng & Lin's Plackett–Luce update
(JMLR 12, 2011, Algorithm 4), and the rules of who a game rates."""

from __future__ import annotations

import math

import pytest

from bot.ratings.model import (
    MU,
    PROVISIONAL_SIGMA,
    SIGMA,
    SeatRecord,
    Skill,
    places,
    rate,
    rated_seats,
    shown,
)

BETA = 25 / 6
TAU = 25 / 300
KAPPA = 0.0001


def by_hand(skills: list[Skill], ranking: list[int]) -> list[Skill]:
    """The update written out from the paper, one player per team: σ first widened by τ; then
    c² = Σ(σᵢ² + β²); for each place q, S_q = Σ exp(μᵢ/c) over the players placed q or worse;
    A_q = how many share place q; player i gains Ω = σᵢ²/c · Σ_{q ≤ i} ([i = q] − pᵢ_q)/A_q and
    its σ² shrinks by the factor 1 − (σᵢ/c) σᵢ²/c² Σ_{q ≤ i} pᵢ_q (1 − pᵢ_q)/A_q, where
    pᵢ_q = exp(μᵢ/c) / S_q."""
    sig2 = [s.sigma ** 2 + TAU ** 2 for s in skills]
    c = math.sqrt(sum(v + BETA ** 2 for v in sig2))
    e = [math.exp(s.mu / c) for s in skills]
    n = len(skills)
    s_q = [sum(e[i] for i in range(n) if ranking[i] >= ranking[q]) for q in range(n)]
    a_q = [sum(1 for i in range(n) if ranking[i] == ranking[q]) for q in range(n)]
    out = []
    for i in range(n):
        omega = delta = 0.0
        for q in range(n):
            if ranking[q] <= ranking[i]:
                p = e[i] / s_q[q]
                omega += ((1 - p) if q == i else -p) / a_q[q]
                delta += p * (1 - p) / a_q[q]
        sigma = math.sqrt(sig2[i])
        mu = skills[i].mu + sig2[i] / c * omega
        factor = 1 - (sigma / c) * sig2[i] / c ** 2 * delta
        out.append(Skill(mu, sigma * math.sqrt(max(factor, KAPPA))))
    return out


def close(a: list[Skill], b: list[Skill]) -> bool:
    return all(math.isclose(x.mu, y.mu, abs_tol=1e-9) and math.isclose(x.sigma, y.sigma,
                                                                       abs_tol=1e-9)
               for x, y in zip(a, b, strict=True))


def test_a_duel_between_newcomers_worked_by_hand():
    # σ² = (25/3)² + (25/300)² = 69.45139; c² = 2 (σ² + β²) = 173.625, c = 13.17668;
    # both e^(μ/c) equal, so the winner's p = 1/2: Ω = σ²/c · 1/2 = 2.63539, and the loser's
    # −2.63539; Δ = 1/4 each: σ' = σ √(1 − (σ/c)(σ²/c²)/4) = 8.33375 × √(1 − 0.63247 × 0.1)
    # = 8.06590.
    winner, loser = rate([Skill(), Skill()], [1, 2])
    assert winner.mu == pytest.approx(MU + 2.635389, abs=1e-6)
    assert loser.mu == pytest.approx(MU - 2.635389, abs=1e-6)
    assert winner.sigma == loser.sigma == pytest.approx(8.065901, abs=1e-6)


def test_a_drawn_duel_moves_no_mean_and_narrows_both():
    # a tie: A = 2 for both places; i's Ω = (1 − 1/2)/2 − (1/2)/2 = 0; Δ = 2 × (1/4)/2 = 1/4
    one, two = rate([Skill(), Skill()], [1, 1])
    assert one.mu == two.mu == pytest.approx(MU, abs=1e-12)
    assert one.sigma == two.sigma == pytest.approx(8.065901, abs=1e-6)


def test_three_newcomers_with_two_sharing_second_place_worked_by_hand():
    # c² = 3 (69.45139 + 17.36111) = 260.4375, c = 16.13808; S = 3e for first, 2e for second.
    # First: p = 1/3, Ω = 2/3 → Δμ = 2/3 × 69.45139 / 16.13808 = +2.869049;
    # second (twice): Ω = −1/3 + (1/2)/2 − (1/2)/2 = −1/3 → Δμ = −1.434524.
    first, second, third = rate([Skill(), Skill(), Skill()], [1, 2, 2])
    assert first.mu == pytest.approx(MU + 2.869049, abs=1e-6)
    assert second.mu == third.mu == pytest.approx(MU - 1.434524, abs=1e-6)
    # σ' = σ √(1 − (σ/c)(σ²/c²) Δ) with Δ = 2/9 for first, 2/9 + 1/4 for the others
    assert first.sigma == pytest.approx(8.205243, abs=1e-6)
    assert second.sigma == pytest.approx(8.058224, abs=1e-6)
    assert close([first, second, third], by_hand([Skill()] * 3, [1, 2, 2]))


@pytest.mark.parametrize("ranking", [[1, 2, 3, 4], [1, 1, 3, 4], [1, 2, 2, 4], [2, 1, 2, 2],
                                     [1, 1, 1, 1]])
def test_four_players_of_different_strength_with_ties_follow_the_paper(ranking):
    skills = [Skill(31.2, 3.1), Skill(25.0, SIGMA), Skill(22.4, 5.7), Skill(27.9, 4.4)]
    assert close(rate(skills, ranking), by_hand(skills, ranking))


def test_a_four_player_win_raises_the_skill_more_than_a_duel():
    # among equals; the number shown moves about alike, as one game of four narrows each
    # player's uncertainty a little less than a duel does (README, Ratings)
    duel = rate([Skill(), Skill()], [1, 2])[0]
    four = rate([Skill()] * 4, [1, 2, 3, 4])[0]
    assert four.mu - MU > duel.mu - MU > 0


def test_the_number_shown_is_conservative_and_provisional_until_sigma_is_small():
    assert Skill().shown == 1000  # 1000 + 40 × (25 − 3 × 25/3)
    assert shown(30.0, 2.0) == 1000 + 40 * 24
    assert Skill().provisional and not Skill(25.0, PROVISIONAL_SIGMA - 0.01).provisional


def test_places_share_ties_and_skip_after_them():
    assert places([30, 50, 30, 10]) == [2, 1, 2, 4]
    assert places([7, 7]) == [1, 1]


def seat(user, total=10, *, computer=False, turns=10, stood_in=0):
    return SeatRecord(user, total, computer, turns, stood_in)


def test_who_a_game_rates():
    people = [seat(1), seat(2), seat(3)]
    assert rated_seats(1, "finished", people) == people
    assert rated_seats(0, "finished", people) == []  # opened rated:false
    assert rated_seats(None, "finished", people) == []  # opened before ratings: undecided
    assert rated_seats(1, "abandoned", people) == []
    assert rated_seats(1, "finished", [*people, seat(-1, computer=True)]) == []
    # the computer played most of seat 3's turns (away, time ran out): the others are rated
    away = [seat(1), seat(2), seat(3, turns=10, stood_in=6)]
    assert rated_seats(1, "finished", away) == away[:2]
    half = [seat(1), seat(2, turns=10, stood_in=5)]
    assert rated_seats(1, "finished", half) == half  # half is not most
    assert rated_seats(1, "finished", [seat(1), seat(2, stood_in=9)]) == []  # one left
