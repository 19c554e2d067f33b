"""Points: capture points (C14), line runs (C11), totals and winners (C15)."""

from __future__ import annotations

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


def _run(board: list[int] | tuple[int, ...], ray: tuple[int, ...], seat: int) -> int:
    n = 0
    for c in ray:
        if board[c] != seat:
            break
        n += 1
    return n


def line_runs(
    board: list[int] | tuple[int, ...], cell: int, seat: int, increase: bool
) -> list[tuple[str, int, int, int, int]]:
    """C11: the runs of `seat`'s pieces through `cell` (already on the board) that score.

    Returns (axis, length, points, before, after) per scoring axis, where `before`/`after` are the
    run's cells on each side. With `increase`, only the gain over the longer partial run counts.
    """
    out = []
    for axis, neg, pos in RAYS[cell]:
        a = _run(board, neg, seat)
        b = _run(board, pos, seat)
        length = a + b + 1
        if length < 3:
            continue
        points = length - 2
        if increase:
            points -= max(0, max(a, b) - 2)
        if points > 0:
            out.append((axis, length, points, a, b))
    return out
