"""What the current player may place with the current dice (C7, C8), and what each would do.

A placement set is a set of cells; the order matters only for line points (C11) and for filling a
cell emptied by a capture earlier in the same turn (C10), so each set is reported once, in the
order that scores best.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from engine.columbiz.cells import BELOW, CELL_NAMES, cell_index
from engine.columbiz.scoring import capture_points, line_runs
from engine.columbiz.state import EMPTY, State


@dataclass(frozen=True, slots=True)
class Placement:
    cells: tuple[str, ...]  # C2 names, in the best order to place them
    captures: tuple[tuple[int, str], ...]  # (owner seat, cell) of every piece it would capture
    line_points: int  # C11 points it would score
    capture_points: int  # how much the player's C14 capture points would grow

    @property
    def points(self) -> int:
        return self.line_points + self.capture_points


def _column_choices(state: State, face: int, count: int, seat: int) -> list[tuple[int, ...]]:
    """Every non-empty set of rows of one column payable with `count` dice of its face (C7c).

    The highest chosen cell must be empty; lower ones may hold an opponent piece, which the
    highest captures first (C10), so the cell can be filled again. Own pieces are never captured.
    """
    board = state.board
    rows = [r for r in range(1, min(count, 6) + 1)]
    out: list[tuple[int, ...]] = []

    def extend(chosen: tuple[int, ...], start: int, spent: int) -> None:
        for i in range(start, len(rows)):
            r = rows[i]
            if spent + r > count:
                break
            rs = chosen + (r,)
            top = cell_index(face, r)
            if board[top] == EMPTY and all(
                board[cell_index(face, x)] != seat for x in chosen
            ):
                out.append(rs)
            extend(rs, i + 1, spent + r)

    extend((), 0, 0)
    return out


def placement_sets(state: State) -> list[tuple[int, ...]]:
    """Every legal set of cells (indices), highest cell of each column first."""
    if state.over or not state.rolls:
        return []
    seat = state.current
    limit = min(state.config.max_pieces_per_turn, state.supply[seat])
    counts = [0] * 7
    for d in state.dice:
        counts[d] += 1
    per_face = []
    for face in range(1, 7):
        if counts[face]:
            choices = _column_choices(state, face, counts[face], seat)
            if choices:
                per_face.append(
                    [tuple(cell_index(face, r) for r in sorted(rs, reverse=True)) for rs in choices]
                )
    out: list[tuple[int, ...]] = []

    def combine(i: int, acc: tuple[int, ...]) -> None:
        if i == len(per_face):
            if acc:
                out.append(acc)
            return
        combine(i + 1, acc)
        for cells in per_face[i]:
            if len(acc) + len(cells) <= limit:
                combine(i + 1, acc + cells)

    combine(0, ())
    return out


def _order_is_valid(order: tuple[int, ...], board: tuple[int, ...]) -> bool:
    """A cell holding an opponent piece must come after the cell above it that captures it."""
    seen: set[int] = set()
    for c in order:
        if board[c] != EMPTY and not any(
            higher in seen for higher in range(c + 1, (c // 6 + 1) * 6)
        ):
            return False
        seen.add(c)
    return True


def _line_points(state: State, order: tuple[int, ...]) -> int:
    board = list(state.board)
    seat = state.current
    increase = state.config.options.line_scoring == "increase"
    total = 0
    for cell in order:
        board[cell] = seat
        for below in BELOW[cell]:
            if board[below] != EMPTY and board[below] != seat:
                board[below] = EMPTY
        for _axis, _length, points, _a, _b in line_runs(board, cell, seat, increase):
            total += points
    return total


def evaluate(state: State, cells: tuple[int, ...]) -> Placement:
    """The best order of one legal set of cells, with what it captures and scores."""
    board = state.board
    seat = state.current
    best_order, best_points = cells, -1
    for order in permutations(cells) if len(cells) > 1 else (cells,):
        if not _order_is_valid(order, board):
            continue
        points = _line_points(state, order)
        if points > best_points:
            best_order, best_points = order, points
    victims = []
    for cell in cells:
        for below in BELOW[cell]:
            owner = board[below]
            if owner != EMPTY and owner != seat and (owner, CELL_NAMES[below]) not in victims:
                victims.append((owner, CELL_NAMES[below]))
    had = state.captured[seat]
    return Placement(
        cells=tuple(CELL_NAMES[c] for c in best_order),
        captures=tuple(victims),
        line_points=best_points,
        capture_points=capture_points(had + len(victims)) - capture_points(had),
    )


def legal_placements(state: State) -> list[Placement]:
    """Every distinct legal placement set for the current dice, best points first."""
    placements = [evaluate(state, cells) for cells in placement_sets(state)]
    placements.sort(key=lambda p: (-p.points, -len(p.cells), p.cells))
    return placements
