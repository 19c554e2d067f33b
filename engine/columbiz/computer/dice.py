"""Exact dice arithmetic for the computer players (C4, C6).

A multiset of dice is a count vector (c1..c6). All multisets of 0..8 dice (3003 of them) are
numbered once at import; the tables below let a policy compute, for a value given on every
multiset of 8 dice, the expected value of keeping any sub-multiset and rolling the rest, exactly.

Rolling k dice gives the multiset with counts c with the multinomial probability
k! / (c1! ... c6!) / 6^k (C(k+5, 5) outcomes, 1287 for k = 8). Adding the rolled dice one at a time
gives the same distribution, so the expectation from a kept multiset K is the mean over the six
faces of the expectation from K + one die: `expect_after_roll` uses that recursion (3003 x 6 steps)
instead of summing 1287 outcomes per keep.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations_with_replacement
from math import factorial

from engine.columbiz import cells
from engine.columbiz.config import DICE_COUNT, MAX_ROLLS
from engine.columbiz.moves import dice_counts

FACES = len(cells.FACES)

# A multiset of dice: how many show each face, face 1 first.
Counts = tuple[int, int, int, int, int, int]


def _all_counts(size: int) -> list[Counts]:
    out = []
    for combo in combinations_with_replacement(range(FACES), size):
        c = [0] * FACES
        for f in combo:
            c[f] += 1
        out.append(tuple(c))
    return out


# Every multiset of 0..8 dice, smallest first; INDEX maps a count vector to its number.
MULTISETS: tuple[Counts, ...] = tuple(
    c for k in range(DICE_COUNT + 1) for c in _all_counts(k)
)
INDEX: dict[Counts, int] = {c: i for i, c in enumerate(MULTISETS)}
SIZE: tuple[int, ...] = tuple(sum(c) for c in MULTISETS)
# The multisets of exactly 8 dice (the positions a placement is chosen from).
FULL: tuple[int, ...] = tuple(i for i, s in enumerate(SIZE) if s == DICE_COUNT)


def _step(c: Counts, face: int, delta: int) -> int:
    d = list(c)
    d[face] += delta
    if d[face] < 0 or sum(d) > DICE_COUNT:
        return -1
    return INDEX[tuple(d)]


# ADD[i][f]: the multiset i plus one die showing f + 1 (-1 when i has 8 dice already).
ADD: tuple[tuple[int, ...], ...] = tuple(
    tuple(_step(c, f, 1) for f in range(FACES)) for c in MULTISETS
)
# SUB[i][f]: the multiset i minus one die showing f + 1 (-1 when it has none).
SUB: tuple[tuple[int, ...], ...] = tuple(
    tuple(_step(c, f, -1) for f in range(FACES)) for c in MULTISETS
)
_BY_SIZE_DESC = tuple(i for i in reversed(range(len(MULTISETS))) if SIZE[i] < DICE_COUNT)
_BY_SIZE_ASC = tuple(range(len(MULTISETS)))


def counts_of(values: Sequence[int]) -> Counts:
    """The multiset of these dice, as a key of the tables here."""
    return tuple(dice_counts(values))  # type: ignore[return-value]


def values_of(counts: Sequence[int]) -> tuple[int, ...]:
    return tuple(f + 1 for f in range(FACES) for _ in range(counts[f]))


def outcome_probability(counts: Sequence[int]) -> Fraction:
    """The exact probability that rolling sum(counts) dice shows exactly this multiset."""
    k = sum(counts)
    ways = factorial(k)
    for n in counts:
        ways //= factorial(n)
    return Fraction(ways, FACES**k)


# OUTCOMES[k]: every multiset k dice can show, with its probability (as a float), k = 0..8.
OUTCOMES: tuple[tuple[tuple[Counts, float], ...], ...] = tuple(
    tuple((c, float(outcome_probability(c))) for c in _all_counts(k))
    for k in range(DICE_COUNT + 1)
)


def expect_after_roll(full_values: Sequence[float]) -> list[float]:
    """W[i] = expected value of `full_values` after keeping multiset i and rolling the rest.

    `full_values` is indexed like MULTISETS (only the 8-dice entries are read). For an 8-dice
    multiset W is its own value (keeping all 8 and rolling changes nothing, C6).
    """
    w = list(full_values)
    add = ADD
    for i in _BY_SIZE_DESC:
        a = add[i]
        w[i] = (w[a[0]] + w[a[1]] + w[a[2]] + w[a[3]] + w[a[4]] + w[a[5]]) / 6.0
    return w


def best_sub(values: Sequence[float]) -> list[float]:
    """M[i] = the largest values[j] over every sub-multiset j of i (i itself included)."""
    m = list(values)
    sub = SUB
    for i in _BY_SIZE_ASC:
        best = m[i]
        for j in sub[i]:
            if j >= 0 and m[j] > best:
                best = m[j]
        m[i] = best
    return m


def sub_multisets(counts: Sequence[int]) -> list[Counts]:
    """Every sub-multiset of `counts` (the keeps C6 allows), the empty one first."""
    out: list[tuple[int, ...]] = [()]
    for n in counts:
        out = [prefix + (k,) for prefix in out for k in range(n + 1)]
    return out  # type: ignore[return-value]


def at_least_probability(
    need: int, dice: int = DICE_COUNT, rolls: int = MAX_ROLLS
) -> float:
    """P(at least `need` dice show one chosen face) when a player rolls `dice` dice up to `rolls`
    times keeping every die of that face: each die gets `rolls` chances, independently."""
    return sum(binomial(dice, k, rolls) for k in range(need, dice + 1))


def binomial(dice: int, hits: int, rolls: int = 1) -> float:
    """P(exactly `hits` of `dice` rolled dice end on one chosen face) when the player rolls
    them up to `rolls` times keeping every die of that face."""
    p = 1.0 - (5.0 / 6.0) ** rolls
    return _binom(dice, hits) * p**hits * (1.0 - p) ** (dice - hits)


def _binom(n: int, k: int) -> int:
    return factorial(n) // (factorial(k) * factorial(n - k))
