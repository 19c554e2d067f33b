"""What the current player's dice are worth on the current board, for every dice outcome.

A `Planner` is built once per turn position (the board does not change while the player rolls,
C6) and cached. It holds:
- the exact evaluation of every legal placement set for given dice (`best_placement`), used for
  the placement actually made;
- a fast estimate of the best placement for each of the 1287 multisets of 8 dice, adding up the
  best option of each column (values measured one column at a time against the current board)
  under the C8 piece limit, used to look ahead over re-rolls;
- the expected values of every keep with one and with two re-rolls left (`dice.expect_after_roll`);
- what a keep aims at (`aim`), the placement a bot names when it explains the keep.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from engine.columbiz import State, moves
from engine.columbiz.computer import dice as D
from engine.columbiz.computer.evaluate import Context, Evaluator, Weights, evaluate
from engine.columbiz.config import DICE_COUNT

NEG = -1e9
# Besides the board, a set-aside costs the pieces' share of future turns, in points per piece.
SET_ASIDE_COST = 1.0


@dataclass(frozen=True, slots=True)
class Choice:
    """One evaluated placement: cells in playing order, and what it does."""

    cells: tuple[int, ...]
    value: float  # evaluation after it, minus the evaluation before (points, for the mover)
    line_points: int
    captures: int


class Planner:
    def __init__(self, state: State, weights: Weights) -> None:
        self.ctx = Context(state, weights)
        self.me = state.current
        self.board = state.board
        self.limit = self.ctx.limit
        self.increase = self.ctx.increase
        self.base = evaluate(self.ctx, self.board, state.captured, state.line_points, 0)
        self.evaluator = Evaluator(self.ctx, self.board)
        self.orders = moves.BestOrders(self.board, self.me, self.increase)
        self._exact: dict[tuple[int, ...], Choice | None] = {}
        self._columns: list[list[list[float]]] | None = None
        self._options: dict[int, list[tuple[Choice, int]]] = {}
        self._full: list[float] | None = None
        self._w2: list[float] | None = None
        self._w1: list[float] | None = None
        self._placeable: list[bool] = []
        set_aside = moves.set_aside_count(state.supply[self.me])
        self.set_aside_value = (
            evaluate(self.ctx, self.board, state.captured, state.line_points, set_aside)
            - self.base
            - SET_ASIDE_COST * set_aside
        )

    # --- exact ---------------------------------------------------------------------------

    def value_of(self, cells: tuple[int, ...]) -> Choice:
        """Evaluate one legal placement set in its best order (C10, C11)."""
        ctx = self.ctx
        points, order = self.orders.players_order(cells)
        board, victims = moves.play(self.board, self.me, order)
        captured = list(ctx.captured)
        captured[self.me] += len(victims)
        lines = list(ctx.line_points)
        lines[self.me] += points
        changed = list(order)
        changed.extend(c for _, c in victims)
        value = self.evaluator.value(board, changed, captured, lines, len(cells)) - self.base
        return Choice(order, value, points, len(victims))

    def choices(self, counts: D.Counts) -> list[Choice]:
        """Every legal placement for these dice, evaluated, best first (ties: cell order)."""
        sets = moves.placement_sets(self.board, self.me, counts, self.limit)
        out = [self.value_of(cells) for cells in sets]
        out.sort(key=lambda ch: (-ch.value, ch.cells))
        return out

    def best_placement(self, counts: D.Counts) -> Choice | None:
        if counts not in self._exact:
            ch = self.choices(counts)
            self._exact[counts] = ch[0] if ch else None
        return self._exact[counts]

    # --- per column ----------------------------------------------------------------------

    def column_options(self, face: int) -> list[tuple[Choice, int]]:
        """Every choice in column `face` within the piece limit (C8), each measured alone on
        the board, with the dice it costs (C7b)."""
        got = self._options.get(face)
        if got is None:
            got = self._options[face] = [
                (self.value_of(cells), moves.cost(cells))
                for cells in moves.column_choices(self.board, self.me, face, DICE_COUNT)
                if len(cells) <= self.limit
            ]
        return got

    def columns(self) -> list[list[list[float]]]:
        """cols[f][n][p]: the best value of a choice in column f + 1 using at most n of its dice
        and exactly p pieces (NEG when there is none), each measured alone on the board."""
        if self._columns is None:
            cols = []
            for f in range(6):
                table = [[NEG] * 4 for _ in range(DICE_COUNT + 1)]
                for choice, cost in self.column_options(f + 1):
                    v = choice.value
                    p = len(choice.cells)
                    for n in range(cost, DICE_COUNT + 1):
                        if v > table[n][p]:
                            table[n][p] = v
                cols.append(table)
            self._columns = cols
        return self._columns

    def best_in_column(self, face: int, dice: int) -> Choice | None:
        """The most valuable choice in column `face` that `dice` dice of that face pay for, if
        one is worth placing (its value is positive)."""
        best: Choice | None = None
        for choice, cost in self.column_options(face):
            if cost <= dice and choice.value > 0 and (best is None or choice.value > best.value):
                best = choice
        return best

    def aim(self, keep: D.Counts, rolls: int) -> tuple[Choice, ...]:
        """What keeping `keep` goes for, with `rolls` rolls to come: per kept face, the choice
        of its column that adds the most to the keep's expected value, as the column-by-column
        estimate of `full_values` counts it: its value times the chance that it is the best
        choice there once the rolls are done (each rolled die ends on that face with
        probability 1 - (5/6)^rolls when the player keeps that face, C6). The most valuable
        first, as many as the piece limit (C8) and the dice allow: the rolled dice must pay,
        together, what each named choice needs beyond its kept dice (C7b), since each rolled
        die lands on one face only."""
        rolled = DICE_COUNT - sum(keep)
        aims: list[Choice] = []
        for f in range(6):
            if not keep[f]:
                continue
            share: dict[Choice, float] = {}
            for extra in range(rolled + 1):
                best = self.best_in_column(f + 1, keep[f] + extra)
                if best is not None:
                    p = D.binomial(rolled, extra, rolls)
                    share[best] = share.get(best, 0.0) + p * best.value
            if share:
                aims.append(max(share, key=lambda ch: (share[ch], ch.cells)))
        aims.sort(key=lambda ch: -ch.value)
        out: list[Choice] = []
        pieces = needed = 0
        for choice in aims:
            extra = max(0, moves.cost(choice.cells) - keep[choice.cells[0] // 6])
            if pieces + len(choice.cells) <= self.limit and needed + extra <= rolled:
                out.append(choice)
                pieces += len(choice.cells)
                needed += extra
        return tuple(out)

    # --- every outcome -------------------------------------------------------------------

    def full_values(self) -> list[float]:
        """F[i] for every 8-dice multiset i: the best placement value, estimated column by
        column, or the set-aside value when no piece can be placed (C9). Indexed like
        dice.MULTISETS."""
        if self._full is None:
            self._full = self._estimate_all()
        return self._full

    def _estimate_all(self) -> list[float]:
        cols = self.columns()
        limit = self.limit
        half: list[dict[tuple[int, int, int], list[float]]] = []
        for faces in ((0, 1, 2), (3, 4, 5)):
            table: dict[tuple[int, int, int], list[float]] = {}
            for a in range(DICE_COUNT + 1):
                for b in range(DICE_COUNT + 1 - a):
                    for c in range(DICE_COUNT + 1 - a - b):
                        g = [0.0] + [NEG] * limit
                        for f, n in zip(faces, (a, b, c)):
                            opts = cols[f][n]
                            new = list(g)
                            for p in range(1, limit + 1):
                                best = new[p]
                                for q in range(1, min(p, 3) + 1):
                                    if opts[q] > NEG and g[p - q] > NEG:
                                        v = g[p - q] + opts[q]
                                        if v > best:
                                            best = v
                                new[p] = best
                            g = new
                        table[(a, b, c)] = g
            half.append(table)
        low, high = half
        out = [0.0] * len(D.MULTISETS)
        placeable = [False] * len(D.MULTISETS)
        set_aside = self.set_aside_value
        for i in D.FULL:
            c = D.MULTISETS[i]
            ga = low[(c[0], c[1], c[2])]
            gb = high[(c[3], c[4], c[5])]
            best = NEG
            for p in range(limit + 1):
                x = ga[p]
                if x <= NEG:
                    continue
                for q in range(limit + 1 - p):
                    if p + q == 0:
                        continue
                    y = gb[q]
                    if y > NEG and x + y > best:
                        best = x + y
            out[i] = best if best > NEG else set_aside
            placeable[i] = best > NEG
        self._placeable = placeable
        return out

    def placeable(self, i: int) -> bool:
        """Whether the 8-dice multiset i allows at least one piece (C8, C9)."""
        self.full_values()
        return self._placeable[i]

    def keep_values(self, rolls_left: int) -> list[float]:
        """W[i]: the expected value of keeping multiset i and rolling the rest, when that roll
        leaves `rolls_left - 1` rolls after it (1 or 2 re-rolls left now)."""
        if self._w2 is None:
            self._w2 = D.expect_after_roll(self.full_values())
        if rolls_left == 1:
            return self._w2
        if self._w1 is None:
            full = self.full_values()
            roll_on = D.best_sub(self._w2)
            v1 = list(full)
            for i in D.FULL:
                # Placing is only possible when the dice allow one piece (else: roll again).
                place = full[i] if self._placeable[i] else NEG
                v1[i] = place if place > roll_on[i] else roll_on[i]
            self._w1 = D.expect_after_roll(v1)
        return self._w1


# A few planners stay cached, so consecutive decisions of one turn share their tables.
_CACHE: OrderedDict[tuple, Planner] = OrderedDict()
_CACHE_SIZE = 8
_LOCK = threading.Lock()  # the bot may run computer turns in worker threads


def planner_for(state: State, weights: Weights) -> Planner:
    key = (
        weights,
        state.config,
        state.board,
        state.supply,
        state.captured,
        state.line_points,
        state.current,
        state.final_round,
    )
    with _LOCK:
        planner = _CACHE.get(key)
        if planner is not None:
            _CACHE.move_to_end(key)
            return planner
    planner = Planner(state, weights)
    with _LOCK:
        _CACHE[key] = planner
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return planner

