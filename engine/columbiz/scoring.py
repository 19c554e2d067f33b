"""Points: capture points (C14), line runs (C11), totals and winners (C15)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.columbiz.cells import RAYS
from engine.columbiz.state import State


def capture_points(captured: int) -> int:
    """C14: n captured pieces score floor((n + 1)^2 / 4): 1, 2, 4, 6, 9, 12, ... 12 -> 42."""
    return (captured + 1) * (captured + 1) // 4


def totals(state: State) -> tuple[int, ...]:
    """C15: line points plus capture points, per seat."""
    return tuple(
        lp + capture_points(c) for lp, c in zip(state.line_points, state.captured)
    )


def winners(state: State) -> tuple[int, ...]:
    """C15: the seats with the highest total (ties share the win); () while the game runs."""
    if not state.over:
        return ()
    t = totals(state)
    best = max(t)
    return tuple(seat for seat, v in enumerate(t) if v == best)


def line_points(board: Sequence[int], cell: int, seat: int, increase: bool) -> int:
    """C11: the points `seat`'s piece on `cell` (already on the board) scores: the sum of the
    points of `line_runs`, counted without building the runs (the best-order search of
    moves.BestOrders calls this for every piece of every subset it tries)."""
    total = 0
    for _axis, neg, pos in RAYS[cell]:
        a = 0
        for c in neg:
            if board[c] != seat:
                break
            a += 1
        b = 0
        for c in pos:
            if board[c] != seat:
                break
            b += 1
        if a + b < 2:
            continue
        points = a + b - 1
        if increase:
            longer = a if a > b else b
            if longer > 2:
                points -= longer - 2
        if points > 0:
            total += points
    return total


def line_runs(
    board: Sequence[int], cell: int, seat: int, increase: bool
) -> list[tuple[str, int, int, int, int]]:
    """C11: the runs of `seat`'s pieces through `cell` (already on the board) that score.

    Returns (axis, length, points, before, after) per scoring axis, where `before`/`after` are the
    run's cells on each side. With `increase`, only the gain over the longer partial run counts.
    """
    out = []
    # Called for every placed piece (and many times by legal_placements): the two walks along
    # each axis are written out inline rather than through a helper, which halves the cost.
    for axis, neg, pos in RAYS[cell]:
        a = 0
        for c in neg:
            if board[c] != seat:
                break
            a += 1
        b = 0
        for c in pos:
            if board[c] != seat:
                break
            b += 1
        if a + b < 2:
            continue
        points = a + b - 1  # length a + b + 1, minus 2
        if increase:
            longer = a if a > b else b
            if longer > 2:
                points -= longer - 2
        if points > 0:
            out.append((axis, a + b + 1, points, a, b))
    return out
