"""The rules of a turn on plain data: the one implementation of what dice allow (C6-C9) and what a
placed piece does (C10, C11) that the reducer (rules.py), the legal-placement lister (legal.py),
the random playouts (playout.py) and the computer players (computer/) all call.

A board is a sequence of 36 seats or EMPTY, indexed as in cells.py. Dice are counted per face:
`counts[f - 1]` dice show f, which is also `counts[cell // 6]` for a cell of column f.

Speed: the reducer and the random playouts call the small functions here for every action, the
computer players call `placement_sets` and `BestOrders` for every dice outcome they consider. So
the tables are built once at import, and boards are lists and tuples rather than states.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from engine.columbiz.cells import BELOW, BETWEEN, FACES, ROWS, cell_index, cell_row
from engine.columbiz.config import DICE_COUNT, SET_ASIDE_COUNT
from engine.columbiz.scoring import line_points
from engine.columbiz.state import EMPTY, State

# --- dice (C6) ---------------------------------------------------------------------------------


def dice_counts(dice: Iterable[int]) -> list[int]:
    """How many of `dice` show each face, face 1 first: a new list the caller may use up (much
    cheaper than a Counter; the reducer counts the dice of every action)."""
    counts = [0, 0, 0, 0, 0, 0, 0]
    for d in dice:
        counts[d] += 1
    del counts[0]
    return counts


def dice_to_roll(rolls: int, kept: Sequence[int]) -> int:
    """C6: the first roll of a turn throws all 8 dice; a re-roll throws the ones not kept."""
    return DICE_COUNT - len(kept) if rolls else DICE_COUNT


# --- whose turn (C12) ----------------------------------------------------------------------------


def next_turn(
    supply: Sequence[int], seat: int, start: int, final_round: bool
) -> tuple[int | None, list[int]]:
    """C12: who plays after `seat`, and the seats passed over on the way because their supply is
    empty; None for who plays once the final round is complete (the seat before the start
    player has played)."""
    n = len(supply)
    nxt = (seat + 1) % n
    skipped = []
    while True:
        if final_round and nxt == start:
            return None, skipped
        if supply[nxt] == 0:
            skipped.append(nxt)
            nxt = (nxt + 1) % n
            continue
        return nxt, skipped


# --- what may be placed (C7-C9) ----------------------------------------------------------------


def piece_limit(state: State) -> int:
    """C8: the most pieces the player to move may place this turn (never more than they hold)."""
    per_turn, supply = state.config.max_pieces_per_turn, state.supply[state.current]
    return per_turn if per_turn < supply else supply


def set_aside_count(supply: int) -> int:
    """C9: how many pieces a player who cannot place sets aside: 3, or all they have left."""
    return min(SET_ASIDE_COUNT, supply)


def cost(cells: Iterable[int]) -> int:
    """C1, C7b: the dice a set of cells of one column uses up: a cell costs its row."""
    return sum(cell_row(c) for c in cells)


def pay(unused: list[int], cell: int) -> bool:
    """C7b, C7d: use up the dice `cell` costs from `unused` (counts per face) if enough are
    left; False, with `unused` unchanged, if not."""
    column, need = cell // 6, cell % 6 + 1
    if unused[column] < need:
        return False
    unused[column] -= need
    return True


# ALONE[face - 1][n]: the cells of that column one piece can be paid for with n dice of its face,
# rows 1 to n (C7b), as the board indices (first, stop); n = 0..8.
ALONE: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (cell_index(face, 1), cell_index(face, 1) + min(n, len(ROWS)))
        for n in range(DICE_COUNT + 1)
    )
    for face in FACES
)


def open_cells(board: Sequence[int], counts: Sequence[int]) -> list[int]:
    """C7a, C7b: every empty cell one piece could go on with these dice, column by column, bottom
    up. A single piece captures nothing before it lands, so no other cell is open to it."""
    out = []
    for column, n in enumerate(counts):
        first, stop = ALONE[column][n]
        for cell in range(first, stop):
            if board[cell] == EMPTY:
                out.append(cell)
    return out


def placeable(board: Sequence[int], counts: Sequence[int]) -> bool:
    """C8, C9: whether at least one piece can be placed with these dice: whether `open_cells`
    would list any (asked before every re-roll, so it looks without listing them)."""
    for column, n in enumerate(counts):
        first, stop = ALONE[column][n]
        if EMPTY in board[first:stop]:
            return True
    return False


def _column_sets(face: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    sets = []
    for n in ROWS:
        for rows in combinations(ROWS, n):
            cells = tuple(cell_index(face, r) for r in reversed(rows))
            if cost(cells) <= DICE_COUNT:
                sets.append((cells, cost(cells)))
    sets.sort(key=lambda s: (s[1], s[0]))
    return tuple(sets)


# COLUMN_SETS[face - 1]: every set of cells of that column 8 dice can pay for (C7c), highest cell
# first, with its cost; cheapest first (the computer players' choices depend on this order).
COLUMN_SETS: tuple[tuple[tuple[tuple[int, ...], int], ...], ...] = tuple(
    _column_sets(face) for face in FACES
)


def column_choices(
    board: Sequence[int], seat: int, face: int, dice: int
) -> list[tuple[int, ...]]:
    """Every set of cells of column `face` that `dice` dice of that face pay for (C7c), highest
    cell first. The highest must be empty (C7a); a lower one may hold an opponent's piece, which
    the highest captures first (C10) so that the cell can be filled again, but never one of the
    player's own (own pieces are never captured)."""
    out = []
    for cells, price in COLUMN_SETS[face - 1]:
        if price > dice:
            break
        if board[cells[0]] != EMPTY:
            continue
        if any(board[c] == seat for c in cells[1:]):
            continue
        out.append(cells)
    return out


def combine_columns(
    per_face: list[list[tuple[int, ...]]], limit: int
) -> list[tuple[int, ...]]:
    """Every non-empty union of at most one choice per column with at most `limit` cells (C8).
    Columns use dice of different faces, so their choices combine freely."""
    out: list[tuple[int, ...]] = []
    _combine(per_face, limit, 0, (), out)
    return out


def _combine(
    per_face: list[list[tuple[int, ...]]], limit: int, i: int, acc: tuple[int, ...],
    out: list[tuple[int, ...]],
) -> None:
    # A module function, not a closure calling itself: that would be a reference cycle per call
    # (the computer players call this for every dice outcome they weigh), freed only by the
    # cycle collector.
    if i == len(per_face):
        if acc:
            out.append(acc)
        return
    _combine(per_face, limit, i + 1, acc, out)
    for cells in per_face[i]:
        if len(acc) + len(cells) <= limit:
            _combine(per_face, limit, i + 1, acc + cells, out)


def placement_sets(
    board: Sequence[int], seat: int, counts: Sequence[int], limit: int
) -> list[tuple[int, ...]]:
    """Every legal set of cells for dice `counts` and at most `limit` pieces (C7, C8): columns
    in face order, each column's cells highest first."""
    per_face = []
    for face in FACES:
        n = counts[face - 1]
        if n:
            choices = column_choices(board, seat, face, n)
            if choices:
                per_face.append(choices)
    return combine_columns(per_face, limit)


# --- what a placed piece does (C10, C11) --------------------------------------------------------


def place(work: list[int], cell: int, seat: int) -> list[tuple[int, int]]:
    """C7, C10: put a piece of `seat` on `cell` of the working board and take every other seat's
    piece lower in its column off it (those cells may be filled again this turn); returns the
    captured pieces as (owner, cell), bottom first."""
    work[cell] = seat
    taken = []
    for below in BELOW[cell]:
        owner = work[below]
        if owner != EMPTY and owner != seat:
            taken.append((owner, below))
            work[below] = EMPTY
    return taken


def captures(board: Sequence[int], cell: int, seat: int) -> list[tuple[int, int]]:
    """C10: the pieces a piece of `seat` on `cell` would capture, as (owner, cell), bottom first;
    `board` is left as it is."""
    return place(list(board), cell, seat)


def play(
    board: Sequence[int], seat: int, order: Iterable[int]
) -> tuple[list[int], list[tuple[int, int]]]:
    """The board once `seat` has placed `order` one by one, and every captured piece as (owner,
    cell) in the order they were taken (C10)."""
    work = list(board)
    taken: list[tuple[int, int]] = []
    for cell in order:
        taken.extend(place(work, cell, seat))
    return work, taken


class BestOrders:
    """The best order to place sets of cells in, on one board for one seat, caching what the sets
    have in common.

    The order of a set's pieces matters only for line points (C11) and for filling a cell emptied
    by a capture earlier in the same turn (C10). Trying every order of every set (up to 4! orders
    of up to ~130 sets) is wasteful, because the order of two pieces only matters when they can end
    up in one run of own pieces, or share a column (a capture must come before the refill). So a
    set is split into groups of such interacting cells; groups score independently, a group's best
    order is found over its subsets (`group_order`), and cached, since the same group turns up in
    many sets.

    Two orders are on offer because the listing and the computer players have always broken ties
    between equally scoring orders differently, and what the bot lists and what a computer plays
    must not change: `listing_order` and `players_order`.
    """

    def __init__(self, board: Sequence[int], seat: int, increase: bool) -> None:
        self.board = board
        self.seat = seat
        self.increase = increase
        self._orders: tuple[dict, dict] = ({}, {})
        # a * 36 + b -> what the set must also fill for pieces on a and b to interact (see
        # `groups`): () always, None never. Depends only on the board and seat, so it is worked
        # out once per pair of cells, not once per set holding them.
        self._needs: dict[int, tuple[int, ...] | None] = {}
        self._single: dict[int, int] = {}  # cell -> C11 points of a piece placed alone there

    def _need(self, a: int, b: int) -> tuple[int, ...] | None:
        between = BETWEEN[a][b]
        if between is None:
            need = None
        elif a // 6 == b // 6:
            need = ()  # one column: a capture comes before a refill (C10)
        else:
            board, seat = self.board, self.seat
            need = tuple(c for c in between if board[c] != seat)  # run needs these filled (C11)
        self._needs[a * 36 + b] = need
        return need

    def groups(self, cells: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Split `cells` into groups whose pieces cannot affect each other's points, each in the
        order given, groups in the order of their first cell.

        Two cells interact if they share a column (capture before refill, C10) or lie on one axis
        with only own pieces or other cells of the set between them (they may join one run, C11).
        Any cell in between that is neither stays empty or an opponent's all turn (captures only
        empty cells), so it breaks every run: such pieces score the same in any order.
        """
        n = len(cells)
        if n == 1:
            return [cells]
        needs = self._needs
        group: list[int] | None = None  # union-find over positions in `cells`, once needed
        for i in range(n - 1):
            a = cells[i]
            base = a * 36
            for j in range(i + 1, n):
                b = cells[j]
                key = base + b
                need = needs[key] if key in needs else self._need(a, b)
                if need is None:
                    continue
                if need:
                    for c in need:
                        if c not in cells:
                            break
                    else:
                        need = ()
                    if need:
                        continue
                if group is None:
                    group = list(range(n))
                ri = i
                while group[ri] != ri:
                    ri = group[ri]
                rj = j
                while group[rj] != rj:
                    rj = group[rj]
                group[rj] = ri
        if group is None:
            return [(c,) for c in cells]
        out: dict[int, list[int]] = {}
        for i, c in enumerate(cells):
            r = i
            while group[r] != r:
                r = group[r]
            out.setdefault(r, []).append(c)
        return [tuple(g) for g in out.values()]

    def add_choice(
        self, groups: tuple[tuple[int, ...], ...], cells: tuple[int, ...], choice: tuple[int, ...]
    ) -> tuple[tuple[int, ...], ...]:
        """What `groups` gives for `cells + choice`, knowing it gives `groups` for `cells` and
        that `choice` is cells of one column to the right of every column of `cells` (C7c).

        The cells of `choice` share a column, so they form one group with every group holding a
        cell that one of them interacts with. Whether two cells of different columns interact
        depends on the cells between them, which lie in the columns between theirs: `cells`
        decides it, and adding columns further right changes no earlier link.
        """
        needs = self._needs
        joined: set[int] | None = None
        out: list[tuple[int, ...] | None] = []
        for group in groups:
            joins = False
            for a in group:
                base = a * 36
                for b in choice:
                    key = base + b
                    need = needs[key] if key in needs else self._need(a, b)
                    if need is None:
                        continue
                    for c in need:
                        if c not in cells:
                            break
                    else:
                        joins = True
                        break
                if joins:
                    break
            if not joins:
                out.append(group)
            elif joined is None:
                joined = set(group)
                out.append(None)  # the merged group's place: its first cell is this group's
            else:
                joined.update(group)
        if joined is None:
            return (*groups, choice)
        merged = tuple([c for c in cells if c in joined]) + choice  # in the order of the set
        return tuple([merged if group is None else group for group in out])

    def single_points(self, cell: int) -> int:
        """C11: what a piece placed alone on `cell` scores (what it captures cannot change a run
        of own pieces)."""
        points = self._single.get(cell)
        if points is None:
            work = list(self.board)
            work[cell] = self.seat
            points = line_points(work, cell, self.seat, self.increase)
            self._single[cell] = points
        return points

    def group_order(self, group: tuple[int, ...], later_last: bool) -> tuple[int, tuple[int, ...]]:
        """The most line points the cells of `group` can score together (C11), and an order that
        does, filling a cell that holds an opponent's piece only after a cell above it (C10).

        After placing any subset of the group the board is the same whatever the order (own
        pieces on the subset, every opponent piece below one of them captured), so what the next
        piece scores depends only on that subset. The best order is therefore a walk over the
        subsets (at most 2^4 = 16) rather than over all orders (4! = 24, each placing 4 pieces).
        Where several pieces can go last for the same points, the one listed first goes last, or
        with `later_last` the one listed last; and so on for the pieces before it.
        """
        cache = self._orders[later_last]
        cached = cache.get(group)
        if cached is not None:
            return cached
        board, seat, increase = self.board, self.seat, self.increase
        if len(group) == 1:
            result = (self.single_points(group[0]), group)
            cache[group] = result
            return result
        n = len(group)
        full = (1 << n) - 1
        best: list[tuple[int, tuple[int, ...]] | None] = [None] * (full + 1)
        best[0] = (0, ())
        boards: list[list[int]] = [list(board)] + [[]] * full
        for mask in range(1, full + 1):  # every subset comes after its own subsets
            # the board once these are placed: the same in any order, so it is the board of the
            # subset without its first cell, with that cell placed
            low = mask & -mask
            work = list(boards[mask ^ low])
            place(work, group[low.bit_length() - 1], seat)
            boards[mask] = work
            for i, cell in enumerate(group):  # `cell` placed last, after the rest of the subset
                if not mask >> i & 1:
                    continue
                before = best[mask ^ (1 << i)]
                if before is None:
                    continue  # the others cannot be placed in any order
                if board[cell] != EMPTY and not any(
                    c // 6 == cell // 6 and c > cell for c in before[1]
                ):
                    continue  # still an opponent's: nothing above it was placed first (C10)
                points = before[0] + line_points(work, cell, seat, increase)
                known = best[mask]
                if known is None or points > known[0] or (later_last and points == known[0]):
                    best[mask] = (points, before[1] + (cell,))
        result = best[full]
        assert result is not None  # a legal set can be placed in some order
        cache[group] = result
        return result

    def listing_order(self, cells: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The line points of a legal set of cells and the order `legal_placements` lists it in:
        each group of interacting cells together, in the order of their first cells, each group
        in its best order (ties: the piece listed first goes last). `legal_placements` gets the
        same from the groups it follows as it adds columns (`add_choice`)."""
        points = 0
        order: list[int] = []
        for group in self.groups(cells):
            p, best = self.group_order(group, False)
            points += p
            order.extend(best)
        return points, tuple(order)

    def players_order(self, cells: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """The line points of a legal set of cells and the order the computer players place it in:
        the best order of the whole set where, among equally scoring orders, the piece listed last
        goes last, then likewise for the pieces before it.

        Groups score independently, so the piece that goes last is, of the pieces each group
        would place last, the one listed last; the order is built backwards that way from the
        groups' own best orders.
        """
        groups = self.groups(cells)
        if len(groups) == 1:
            return self.group_order(groups[0], True)
        points = 0
        tails = []
        for group in groups:
            p, best = self.group_order(group, True)
            points += p
            tails.append(list(best))
        position = {c: i for i, c in enumerate(cells)}
        backwards = []
        while tails:
            tail = max(tails, key=lambda t: position[t[-1]])
            backwards.append(tail.pop())
            if not tail:
                tails = [t for t in tails if t]
        backwards.reverse()
        return points, tuple(backwards)

