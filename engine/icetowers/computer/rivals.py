"""Hard's look-ahead with three or four players: the rivals played as greedy players would play.

With two players a best-reply search (search.py) sees the one rival's answer to each move. With
three or four, two or three rivals move before the computer moves again (turns mode, I12; a
realtime table rotates much the same), and the single most harmful reply of best-reply search
misses what the other rivals take in the meantime, while taking every rival for the computer's
enemy misreads rivals who mostly take from one another and from the leader. Measured in 3- and
4-player games against greedy and normal seats, hard won little more than its share that way.

Here each rival in seat order plays the move it is expected to make: of the move a greedy player
by points makes (the largest gain of its margin, I11) and the one a greedy player by standing
makes (evaluate.py; normal's choice at three or four), the one worse for the computer; none when
no move raises its margin. A line is the computer's move, then one move or a stop of every
rival, then the computer's next move and so on. The computer's options are its margin-raising
moves and stopping; a round where the computer stops and every rival stops too ends the game
(I10, I12) and is valued by the points alone. Every option is valued after one round; the best few
and the stop are looked at one turn of the computer deeper at a time, following only its
`width` options best by the standing right after them, within a budget of moves listed (a
decision depends on the position alone, never on the clock).
"""

from __future__ import annotations

from engine.icetowers.computer.board import Board, Move
from engine.icetowers.computer.evaluate import UNIT
from engine.icetowers.computer.search import OutOfBudget

INF = 1 << 40


def _margin(scores, seat: int) -> int:
    return scores[seat] - max(s for r, s in enumerate(scores) if r != seat)


class Rivals:
    """A search for seat `me` from the positions `seen` so far (I9)."""

    def __init__(self, me: int, players: int, seen, width: int = 3, budget: int = 25_000,
                 growth: int = 3) -> None:
        self.budget = budget  # moves it may list: bounds its time
        self.growth = growth  # how much more a look one turn deeper costs, about
        self.depth = 0  # the deepest look finished, for tests
        self.bounded = False  # whether running out of the budget stops the look
        self.me = me
        self.players = players
        self.order = tuple((me + k) % players for k in range(1, players))  # seat order
        self.seen = set(seen)
        self.width = width
        self.work = 0  # moves listed so far: the measure of the time spent

    def listed(self, board: Board, seat: int) -> list[Move]:
        if self.bounded and self.work > self.budget:
            raise OutOfBudget
        moves = board.moves(seat, self.seen, True)
        self.work += len(moves)
        return moves

    def standing(self, worths, seat: int) -> int:
        return worths[seat] - max(worths[r] for r in range(self.players) if r != seat)

    def final(self, board: Board) -> int:
        return UNIT * _margin(board.scores, self.me)

    def options(self, board: Board, seat: int) -> list[tuple[int, Move]]:
        """`seat`'s moves that raise its margin, each with its standing right after it, best
        first."""
        scores, worths = board.scores, board.worth
        now = _margin(scores, seat)
        out = []
        moves = self.listed(board, seat)
        for m in moves:
            gain = _margin([s + d for s, d in zip(scores, m.scores)], seat) - now
            if gain <= 0:
                continue
            out.append((self.standing([w + d for w, d in zip(worths, m.worth)], seat), m))
        out.sort(key=lambda e: e[0], reverse=True)
        return out

    def reply(self, board: Board, seat: int) -> Move | None:
        """The move rival `seat` is expected to play: of the move a greedy player by points
        plays (the largest margin gain) and the one a greedy player by standing plays, the
        one worse for the computer."""
        scores, worths = board.scores, board.worth
        now = _margin(scores, seat)
        by_gain = by_standing = None
        moves = self.listed(board, seat)
        for m in moves:
            gain = _margin([s + d for s, d in zip(scores, m.scores)], seat) - now
            if gain <= 0:
                continue
            after = [w + d for w, d in zip(worths, m.worth)]
            st = self.standing(after, seat)
            mine = self.standing(after, self.me)
            if by_gain is None or (gain, st) > by_gain[0]:
                by_gain = ((gain, st), mine, m)
            if by_standing is None or (st, gain) > by_standing[0]:
                by_standing = ((st, gain), mine, m)
        if by_gain is None:
            return None
        return min(by_gain, by_standing, key=lambda e: e[1])[2]

    def round(self, board: Board, added: list[int]) -> tuple[Board, bool]:
        """Every rival in seat order plays its greedy move, or stops when none raises its
        margin; the board after, and whether they all stopped. Positions played go into
        `seen` and `added`."""
        stopped = True
        for seat in self.order:
            m = self.reply(board, seat)
            if m is not None:
                self.seen.add(m.position)
                added.append(m.position)
                board = board.play(m)
                stopped = False
        return board, stopped

    def value(self, board: Board, m: Move | None, depth: int) -> int:
        """The value of the computer playing `m` (None: stopping) on `board`, then the rivals'
        round, then `depth` more of the computer's turns."""
        added: list[int] = []
        try:
            if m is not None:
                self.seen.add(m.position)
                added.append(m.position)
                board = board.play(m)
            after, stopped = self.round(board, added)
            if m is None and stopped:
                return self.final(after)  # every seat stopped in a row: the game is over
            if depth == 0:
                return self.standing(after.worth, self.me)
            best = self.value(after, None, depth - 1)
            for _, mine in self.options(after, self.me)[: self.width]:
                best = max(best, self.value(after, mine, depth - 1))
            return best
        finally:
            for position in added:
                self.seen.discard(position)

    def root(self, board: Board, moves: list[Move], depth: int, stop_ends: bool = False,
             keep: int = 8) -> dict[int | None, int]:
        """The value of stopping (key None) and of each of `moves` (by the position after
        it): first after the rivals' round alone, then, for the `keep` best of them and the
        stop, one of the computer's turns further at a time up to `depth`, within the budget
        (the values of the deepest look finished count); the others keep their first value,
        below those looked at further in all but rare cases. With `stop_ends` (the others
        stopped already or cannot act) a stop ends the game."""
        first: dict[int, Move] = {}
        for m in moves:
            first.setdefault(m.position, m)
        values: dict[int | None, int] = {p: self.value(board, m, 0) for p, m in first.items()}
        values[None] = self.final(board) if stop_ends else self.value(board, None, 0)
        ranked = sorted(first, key=lambda p: -values[p])[:keep]
        self.bounded = True
        for d in range(1, depth + 1):
            if self.work * self.growth > self.budget:
                break  # the next look would not finish: spare the time
            try:
                current = {p: self.value(board, first[p], d) for p in ranked}
                if not stop_ends:
                    current[None] = self.value(board, None, d)
            except OutOfBudget:
                break
            values.update(current)
            self.depth = d
        return values
