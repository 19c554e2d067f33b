"""Fast board arithmetic for the computer players: placements, captures and line points.

Works on the public board layout (36 cells, index = (face - 1) * 6 + (row - 1), a seat or EMPTY)
and re-implements the few rules a search needs (C7, C8, C10, C11) on plain lists, without building
states or events. The tests check it against `engine.legal_placements` on random positions.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from engine.columbiz import CELL_NAMES, EMPTY
from engine.columbiz.cells import BELOW, CELL_COUNT, cell_index
from engine.columbiz.cells import RAYS as CELL_RAYS
from engine.columbiz.moves import combine_columns
from engine.columbiz.scoring import line_runs

CELLS = CELL_COUNT
cell = cell_index

# RAYS[c]: per axis, (cells walking in the negative direction, cells in the positive direction);
# BELOW[c]: the cells under c in its column (C10 captures from these). The engine's geometry.
RAYS: tuple[tuple[tuple[tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple((neg, pos) for _axis, neg, pos in axes) for axes in CELL_RAYS
)
# ABOVE[c]: the cells over c in its column, lowest first.
ABOVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(range(c + 1, (c // 6 + 1) * 6)) for c in range(CELLS)
)


def _lines() -> list[tuple[int, ...]]:
    """Every maximal straight line of 3+ cells on the board (rows, columns, both diagonals)."""
    out = []
    for c in range(CELLS):
        for neg, pos in RAYS[c]:
            if not neg and len(pos) >= 2:
                out.append((c, *pos))
    return out


LINES: tuple[tuple[int, ...], ...] = tuple(_lines())
# WINDOWS: every run of 3 consecutive cells on a line (80 of them); CELL_WINDOWS[c] those with c.
WINDOWS: tuple[tuple[int, int, int], ...] = tuple(
    (line[i], line[i + 1], line[i + 2]) for line in LINES for i in range(len(line) - 2)
)


def _between(a: int, b: int) -> tuple[int, ...] | None:
    for line in LINES:
        if a in line and b in line:
            i, j = sorted((line.index(a), line.index(b)))
            return line[i + 1 : j]
    return None


# BETWEEN[a][b]: the cells strictly between a and b when they lie on one line, else None.
BETWEEN: tuple[tuple[tuple[int, ...] | None, ...], ...] = tuple(
    tuple(_between(a, b) if a != b else None for b in range(CELLS)) for a in range(CELLS)
)

# Every set of rows one column can be paid with from at most 8 dice (C7c), highest row first,
# with its cost in dice of that face.
ROW_SETS: tuple[tuple[tuple[int, ...], int], ...] = tuple(
    sorted(
        (
            (tuple(sorted(rows, reverse=True)), sum(rows))
            for n in range(1, 4)
            for rows in combinations(range(1, 7), n)
            if sum(rows) <= 8
        ),
        key=lambda x: (x[1], x[0]),
    )
)


def line_points_at(board: Sequence[int], c: int, seat: int, increase: bool) -> int:
    """C11: the points scored by `seat`'s piece just put on `c` (already on `board`)."""
    return sum(run[2] for run in line_runs(board, c, seat, increase))


def column_options(board: Sequence[int], seat: int, face: int, dice: int):
    """The legal row sets of column `face` payable with `dice` dice of that face (C7, C10):
    the highest chosen cell is empty; a lower chosen cell may hold an opponent piece, which the
    highest captures first, but never one of the player's own pieces."""
    base = (face - 1) * 6
    out = []
    for rows, cost in ROW_SETS:
        if cost > dice:
            break
        if board[base + rows[0] - 1] != EMPTY:
            continue
        if any(board[base + r - 1] == seat for r in rows[1:]):
            continue
        out.append(tuple(base + r - 1 for r in rows))
    return out


def placement_sets(
    board: Sequence[int], seat: int, counts: Sequence[int], limit: int
) -> list[tuple[int, ...]]:
    """Every legal set of cells for dice `counts` (c1..c6) and at most `limit` pieces (C8),
    each column's cells highest first."""
    per_face = []
    for f in range(6):
        if counts[f]:
            opts = column_options(board, seat, f + 1, counts[f])
            if opts:
                per_face.append(opts)
    return combine_columns(per_face, limit)


def can_place(board: Sequence[int], counts: Sequence[int]) -> bool:
    for f in range(6):
        base = f * 6
        for r in range(min(counts[f], 6)):
            if board[base + r] == EMPTY:
                return True
    return False


def _interacting(board: Sequence[int], seat: int, cells: tuple[int, ...]) -> bool:
    """Whether one new piece can be part of another's run (C11): they lie on one line with only
    the player's pieces or other new cells between them. If not, the order changes nothing."""
    for i, a in enumerate(cells):
        row = BETWEEN[a]
        for b in cells[i + 1 :]:
            between = row[b]
            if between is not None and all(board[x] == seat or x in cells for x in between):
                return True
    return False


def best_order(
    board: Sequence[int], seat: int, cells: tuple[int, ...], increase: bool
) -> tuple[tuple[int, ...], int]:
    """The order of `cells` that scores the most line points (C11), and those points.

    A cell that holds an opponent piece may only be filled after the cell above it that captures
    it (C10). Cells on no common line do not interact, so they keep the given (valid) order.
    """
    n = len(cells)
    if n == 1:
        work = list(board)
        work[cells[0]] = seat
        return cells, line_points_at(work, cells[0], seat, increase)
    if not _interacting(board, seat, cells):
        total = 0
        work = list(board)
        for c in cells:
            work[c] = seat
            total += line_points_at(work, c, seat, increase)
            work[c] = board[c]
        return cells, total
    # Best order by dynamic programming over the subsets already placed.
    full = (1 << n) - 1
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    work = list(board)
    for mask in range(full):
        if mask not in best:
            continue
        pts, order = best[mask]
        for i in range(n):
            if mask >> i & 1:
                continue
            c = cells[i]
            if board[c] != EMPTY and not any(
                (mask >> j & 1) and cells[j] // 6 == c // 6 and cells[j] > c for j in range(n)
            ):
                continue  # an opponent piece still sits there: its captor comes first
            for j in range(n):
                work[cells[j]] = seat if (mask >> j & 1) or j == i else board[cells[j]]
            gained = pts + line_points_at(work, c, seat, increase)
            nxt = mask | (1 << i)
            if nxt not in best or gained > best[nxt][0]:
                best[nxt] = (gained, order + (c,))
    for j in range(n):
        work[cells[j]] = board[cells[j]]
    pts, order = best[full]
    return order, pts


def play(
    board: Sequence[int], seat: int, order: Sequence[int], increase: bool
) -> tuple[list[int], list[tuple[int, int]], int]:
    """Place `order` for `seat`: the new board, the captured pieces as (owner, cell) pairs
    (C10) and the line points scored (C11)."""
    work = list(board)
    victims: list[tuple[int, int]] = []
    points = 0
    for c in order:
        work[c] = seat
        for b in BELOW[c]:
            owner = work[b]
            if owner != EMPTY and owner != seat:
                victims.append((owner, b))
                work[b] = EMPTY
        points += line_points_at(work, c, seat, increase)
    return work, victims, points


def names(cells: Sequence[int]) -> tuple[str, ...]:
    return tuple(CELL_NAMES[c] for c in cells)
