"""Board geometry and cell names (C1, C2).

A cell is an index 0..35: index = (face - 1) * 6 + (row - 1). Column `face` is headed by that
die face; row 1 is the bottom and costs one die, row 6 the top and costs six (C1).
"""

from __future__ import annotations

import re

FACES = range(1, 7)
ROWS = range(1, 7)
CELL_COUNT = 36


def cell_index(face: int, row: int) -> int:
    return (face - 1) * 6 + (row - 1)


def cell_face(cell: int) -> int:
    return cell // 6 + 1


def cell_row(cell: int) -> int:
    return cell % 6 + 1


def cell_name(cell: int) -> str:
    """The C2 short form: the dice the cell costs, e.g. `555` for (5, 3)."""
    return str(cell_face(cell)) * cell_row(cell)


_PAIR = re.compile(r"^([1-6])\s*[x×:\-]\s*([1-6])$", re.IGNORECASE)
_REPEAT = re.compile(r"^([1-6])\1{0,5}$")


def parse_cell(text: object) -> int | None:
    """A C2 cell name (`555`, `5x3`, `5-3`, `5:3`) as a cell index, or None if it is not one."""
    if not isinstance(text, str):
        return None
    s = text.strip()
    if _REPEAT.match(s):
        return cell_index(int(s[0]), len(s))
    m = _PAIR.match(s)
    if m:
        return cell_index(int(m.group(1)), int(m.group(2)))
    return None


CELL_NAMES: tuple[str, ...] = tuple(cell_name(c) for c in range(CELL_COUNT))
# The C2 short forms, which is what the bot, the playouts and saved states use: looking a name up
# here first spares the regular expressions of `parse_cell`.
CELL_BY_NAME: dict[str, int] = {name: cell for cell, name in enumerate(CELL_NAMES)}

# The four axes of C11, each as a step in (face, row): along a row, up a column, and both diagonals.
AXES: dict[str, tuple[int, int]] = {
    "row": (1, 0),
    "column": (0, 1),
    "diagonal": (1, 1),
    "antidiagonal": (1, -1),
}


def _ray(cell: int, step: tuple[int, int]) -> tuple[int, ...]:
    f, r = cell_face(cell), cell_row(cell)
    out = []
    f, r = f + step[0], r + step[1]
    while 1 <= f <= 6 and 1 <= r <= 6:
        out.append(cell_index(f, r))
        f, r = f + step[0], r + step[1]
    return tuple(out)


# For every cell and axis: the cells walking away from it in the negative and positive direction.
RAYS: tuple[tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...], ...] = tuple(
    tuple(
        (name, _ray(c, (-dx, -dy)), _ray(c, (dx, dy)))
        for name, (dx, dy) in AXES.items()
    )
    for c in range(CELL_COUNT)
)

# For every cell: the cells below it in its column, bottom first (the ones C10 captures from).
BELOW: tuple[tuple[int, ...], ...] = tuple(
    tuple(range((c // 6) * 6, c)) for c in range(CELL_COUNT)
)


def _between_table() -> tuple[tuple[tuple[int, ...] | None, ...], ...]:
    table: list[list[tuple[int, ...] | None]] = [[None] * CELL_COUNT for _ in range(CELL_COUNT)]
    for a in range(CELL_COUNT):
        for _axis, neg, pos in RAYS[a]:
            for ray in (neg, pos):
                for k, b in enumerate(ray):
                    table[a][b] = ray[:k]
    return tuple(tuple(row) for row in table)


# BETWEEN[a][b]: the cells strictly between a and b when one C11 axis holds both, else None
# (two placed pieces can only join one run if the cells between them are the player's too).
BETWEEN: tuple[tuple[tuple[int, ...] | None, ...], ...] = _between_table()
