"""Hard's look-ahead: best-reply search with alpha-beta (Schadd and Winands, 2011). The
computer and "the rivals" alternate; at the rivals' turn only the one move, of any rival, that
hurts the computer most is played while the others stand by, so a search of depth 3 sees the
computer's move, the worst reply and its own answer. With two players it is plain alpha-beta.

Positions are valued by `evaluate.standing`; a line where the computer and then every rival
pass ends the game (I10, I12) and is valued by the points alone. A pass is searched like a move,
and moves that lead to the same position (one of several equal lone pieces capping a tower, say)
once. The search deepens one ply at a time within a budget of expanded positions (one where the
rivals move counts once for each rival, as it lists the moves of each), starts no depth it is not
likely to finish, and keeps the values of the deepest search it finished: a decision depends on
the position alone, never on the clock, and the budget bounds its time.
"""

from __future__ import annotations

from engine.icetowers.computer.board import Board, Move
from engine.icetowers.computer.evaluate import UNIT

INF = 1 << 40


class OutOfBudget(Exception):
    pass


class Search:
    """A search for seat `me`, from the positions `seen` so far (I9), within `budget`: the
    positions it may expand, one for each seat whose moves it lists there. It does not start a
    depth once `growth` times what it has spent would exceed the budget, as that depth would
    not finish."""

    def __init__(self, me: int, players: int, seen, budget: int, growth: int = 4) -> None:
        self.me = me
        self.players = players
        self.rivals = tuple(s for s in range(players) if s != me)
        self.seen = set(seen)
        self.budget = budget
        self.nodes = 0
        self.depth = 0
        self.growth = growth

    def standing(self, worths) -> int:
        return worths[self.me] - max(worths[r] for r in self.rivals)

    def final(self, board: Board) -> int:
        scores = board.scores
        return UNIT * (scores[self.me] - max(scores[r] for r in self.rivals))

    def options(self, board: Board, mine: bool) -> list[tuple[int, Move]]:
        """The side to move's moves to distinct positions, each with the standing right after
        it, best first for that side."""
        me, rivals, seen = self.me, self.rivals, self.seen
        worths = board.worth
        found: dict[int, tuple[int, Move]] = {}
        for seat in ((me,) if mine else rivals):
            for m in board.moves(seat, seen, True):
                if m.position in found:
                    continue
                after = [w + d for w, d in zip(worths, m.worth)]
                found[m.position] = (after[me] - max(after[r] for r in rivals), m)
        return sorted(found.values(), key=lambda e: -e[0] if mine else e[0])

    def search(self, board: Board, depth: int, alpha: int, beta: int, mine: bool,
               passes: int) -> int:
        """The value of `board` with `depth` plies to go; `passes` in a row so far."""
        if passes >= 2:
            return self.final(board)
        if depth == 0:
            return self.standing(board.worth)
        self.nodes += 1 if mine else len(self.rivals)
        if self.nodes > self.budget:
            raise OutOfBudget
        options = self.options(board, mine)
        # A pass: the line ends if the other side passed just before.
        if passes + 1 >= 2:
            stay = self.final(board)
        elif depth == 1:
            stay = self.standing(board.worth)
        else:
            stay = None
        if depth == 1:  # the values of the moves are the standings just computed
            values = [v for v, _ in options]
            values.append(stay)
            return max(values) if mine else min(values)
        seen = self.seen
        if mine:
            best = -INF
            for _, m in options:
                seen.add(m.position)
                v = self.search(board.play(m), depth - 1, alpha, beta, False, 0)
                seen.discard(m.position)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            return best
            if stay is None:
                stay = self.search(board, depth - 1, alpha, beta, False, passes + 1)
            return max(best, stay)
        best = INF
        for _, m in options:
            seen.add(m.position)
            v = self.search(board.play(m), depth - 1, alpha, beta, True, 0)
            seen.discard(m.position)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        return best
        if stay is None:
            stay = self.search(board, depth - 1, alpha, beta, True, passes + 1)
        return min(best, stay)

    def root(self, board: Board, moves: list[Move], max_depth: int,
             stop: bool = False, stop_ends: bool = False) -> dict[int | None, int]:
        """The value of each of `moves` (by the position after it) at the deepest depth
        finished within the budget; moves to the same position share a value. With `stop`,
        also the value of stopping now (key None): the points as they are when the stop ends
        the game (`stop_ends`: the others stopped already or cannot act, I10, I12), else the
        rivals' best reply to it, or their stop, which ends the line."""
        order: dict[int, Move] = {}
        for m in moves:
            order.setdefault(m.position, m)
        ranked = sorted(order.values(), key=lambda m: -self.standing(
            [w + d for w, d in zip(board.worth, m.worth)]))
        values: dict[int | None, int] = {}
        if len(ranked) + stop == 1:  # nothing to choose between
            return {m.position: 0 for m in ranked} | ({None: 0} if stop else {})
        for depth in range(1, max_depth + 1):
            if self.nodes * self.growth > self.budget:
                break  # the next depth would not finish: spare the time
            current: dict[int | None, int] = {}
            try:
                alpha = -INF
                for m in ranked:
                    self.seen.add(m.position)
                    try:
                        v = self.search(board.play(m), depth - 1, alpha - 1, INF, False, 0)
                    finally:
                        self.seen.discard(m.position)
                    current[m.position] = v
                    alpha = max(alpha, v)
                if stop:
                    current[None] = self.final(board) if stop_ends else self.search(
                        board, depth - 1, alpha - 1, INF, False, 1)
            except OutOfBudget:
                break
            values = current
            self.depth = depth
            ranked.sort(key=lambda m: -values[m.position])
        return values
