"""What the current player may place with the current dice (C7, C8), and what each would do.

A placement set is a set of cells; the order matters only for line points (C11) and for filling a
cell emptied by a capture earlier in the same turn (C10), so each set is reported once, in the
order that scores best.

Speed: the bot's autocomplete and the computer players call this on every roll. Trying every
order of every set (up to 4! orders of up to ~130 sets) is wasteful, because the order of two
placed pieces only matters when they can end up in one run of own pieces, or share a column (a
capture must come before the refill). So each set is split into groups of such interacting cells;
groups score independently, a group's best order is found over its subsets (see _best_order),
and it is cached, since the same group turns up in many sets.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.columbiz.cells import (
    AXES,
    BELOW,
    CELL_COUNT,
    CELL_NAMES,
    cell_face,
    cell_index,
    cell_row,
)
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
    return combine_columns(per_face, limit)


def combine_columns(
    per_face: list[list[tuple[int, ...]]], limit: int
) -> list[tuple[int, ...]]:
    """Every non-empty union of at most one choice per column with at most `limit` cells (C8).
    Columns use dice of different faces, so their choices combine freely."""
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


def _between_table() -> tuple[tuple[tuple[int, ...] | None, ...], ...]:
    """For cells a, b: the cells strictly between them if one C11 axis holds both, else None."""
    table = [[None] * CELL_COUNT for _ in range(CELL_COUNT)]
    for a in range(CELL_COUNT):
        for dx, dy in AXES.values():
            for sign in (1, -1):
                f, r = cell_face(a), cell_row(a)
                walked: list[int] = []
                f, r = f + sign * dx, r + sign * dy
                while 1 <= f <= 6 and 1 <= r <= 6:
                    b = cell_index(f, r)
                    table[a][b] = tuple(walked)
                    walked.append(b)
                    f, r = f + sign * dx, r + sign * dy
    return tuple(tuple(row) for row in table)


_BETWEEN = _between_table()


class _Evaluator:
    """Scores placement sets on one state, caching what the sets have in common."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.board = state.board
        self.seat = state.current
        self.increase = state.config.options.line_scoring == "increase"
        self.groups: dict[tuple[int, ...], tuple[int, tuple[int, ...]]] = {}
        self.victims: dict[int, tuple[tuple[int, str], ...]] = {}

    def _groups(self, cells: tuple[int, ...]) -> list[list[int]]:
        """Split `cells` into groups whose pieces cannot affect each other's line points.

        Two cells interact if they share a column (capture before refill, C10) or lie on one axis
        with only own pieces or other cells of the set between them (they may join one run, C11).
        Any cell in between that is neither stays empty or an opponent's all turn (captures only
        empty cells), so it breaks every run: such pieces score the same in any order.
        """
        board, seat = self.board, self.seat
        group = list(range(len(cells)))  # union-find over positions in `cells`

        def root(i: int) -> int:
            while group[i] != i:
                i = group[i]
            return i

        for i, a in enumerate(cells):
            for j in range(i + 1, len(cells)):
                b = cells[j]
                between = _BETWEEN[a][b]
                if between is None:
                    continue
                if a // 6 == b // 6 or all(board[c] == seat or c in cells for c in between):
                    group[root(j)] = root(i)
        out: dict[int, list[int]] = {}
        for i, c in enumerate(cells):
            out.setdefault(root(i), []).append(c)
        return list(out.values())

    def _best_order(self, group: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The most line points a group can score together, and an order that does.

        After placing any subset of the group the board is the same whatever the order (own
        pieces on the subset, every opponent piece below one of them captured), so what the next
        piece scores depends only on that subset. The best order is therefore a walk over the
        subsets (at most 2^4 = 16) rather than over all orders (4! = 24, each placing 4 pieces).
        """
        cached = self.groups.get(group)
        if cached is not None:
            return cached
        board, seat, increase = self.board, self.seat, self.increase
        if len(group) == 1:
            (cell,) = group
            work = list(board)
            work[cell] = seat  # what it captures cannot change a run of own pieces
            points = sum(run[2] for run in line_runs(work, cell, seat, increase))
            self.groups[group] = (points, group)
            return points, group
        best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
        for mask in range(1, 1 << len(group)):  # every subset comes after its own subsets
            placed = [c for i, c in enumerate(group) if mask >> i & 1]
            work = list(board)
            for cell in placed:  # the board once these are placed: place (C7), capture (C10)
                work[cell] = seat
                for below in BELOW[cell]:
                    if work[below] != EMPTY and work[below] != seat:
                        work[below] = EMPTY
            for i, cell in enumerate(group):  # `cell` placed last, after the rest of `placed`
                if not mask >> i & 1:
                    continue
                before = best.get(mask ^ (1 << i))
                if before is None:
                    continue  # the others cannot be placed in any order
                if board[cell] != EMPTY and not any(
                    c // 6 == cell // 6 and c > cell for c in before[1]
                ):
                    continue  # still an opponent's: nothing above it was placed first (C10)
                points = before[0] + sum(run[2] for run in line_runs(work, cell, seat, increase))
                if mask not in best or points > best[mask][0]:
                    best[mask] = (points, before[1] + (cell,))
        result = best[(1 << len(group)) - 1]
        self.groups[group] = result
        return result

    def _victims_below(self, cell: int) -> tuple[tuple[int, str], ...]:
        """C10: the opponent pieces a piece on `cell` would capture on the current board."""
        victims = self.victims.get(cell)
        if victims is None:
            board, seat = self.board, self.seat
            victims = tuple(
                (board[b], CELL_NAMES[b]) for b in BELOW[cell] if board[b] not in (EMPTY, seat)
            )
            self.victims[cell] = victims
        return victims

    def evaluate(self, cells: tuple[int, ...]) -> Placement:
        order: list[int] = []
        line_points = 0
        for group in self._groups(cells):
            points, best = self._best_order(tuple(group))
            line_points += points
            order.extend(best)
        victims: dict[str, int] = {}
        for cell in cells:
            for owner, name in self._victims_below(cell):
                victims[name] = owner
        state, seat = self.state, self.seat
        had = state.captured[seat]
        return Placement(
            cells=tuple(CELL_NAMES[c] for c in order),
            captures=tuple((owner, name) for name, owner in victims.items()),
            line_points=line_points,
            capture_points=capture_points(had + len(victims)) - capture_points(had),
        )


def evaluate(state: State, cells: tuple[int, ...]) -> Placement:
    """The best order of one legal set of cells, with what it captures and scores."""
    return _Evaluator(state).evaluate(tuple(cells))


def legal_placements(state: State) -> list[Placement]:
    """Every distinct legal placement set for the current dice, best points first."""
    evaluator = _Evaluator(state)
    placements = [evaluator.evaluate(cells) for cells in placement_sets(state)]
    placements.sort(key=lambda p: (-p.points, -len(p.cells), p.cells))
    return placements
