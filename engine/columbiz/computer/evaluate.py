"""How good a board is for the player to move: the static evaluation of the computer players.

A position is scored in points, from the point of view of the seat choosing (`me`):
my value minus the opponents' values, where a seat's value is
- its banked points: line points (C11) plus capture points (C14, quadratic in captures);
- while it still has turns to come: the line chances of its pieces (every window of three cells
  on a line holding only its pieces and empty cells, weighted by how likely the empty cells are
  to be paid for), a small value per piece on the board;
- while someone else still has turns to come: minus the exposure of its pieces (a piece with an
  empty cell above it in its column can be captured by whoever rolls enough of that face, C10);
- with `threat` on (the hard level): what each opponent moving before my next turn can expect to
  capture on its best column (its capture-points gain, and the pieces its victims lose), and
  with `chance`, what I can expect to capture on my next turn.

The probabilities come from `dice.at_least_probability`: a player who goes for one face rolls
8 dice up to 3 times keeping that face, so each die shows it by the end with p = 1 - (5/6)^3.

`evaluate` computes everything from scratch; `Evaluator` gives the same number for boards that
differ from one base board in a few cells, recomputing only the windows and columns that changed
(column terms are memoised by the column's contents).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.columbiz import EMPTY, State
from engine.columbiz.cells import CELL_COUNT, RAYS, cell_row
from engine.columbiz.computer.dice import at_least_probability
from engine.columbiz.moves import captures, next_turn, piece_limit
from engine.columbiz.scoring import capture_points

# LINES: every maximal straight line of 3+ cells along a C11 axis (rows, columns, diagonals);
# WINDOWS: every run of 3 consecutive cells on one of them (80 of them).
LINES: tuple[tuple[int, ...], ...] = tuple(
    (c, *pos) for c in range(CELL_COUNT) for _axis, neg, pos in RAYS[c] if not neg and len(pos) >= 2
)
WINDOWS: tuple[tuple[int, int, int], ...] = tuple(
    (line[i], line[i + 1], line[i + 2]) for line in LINES for i in range(len(line) - 2)
)

# REACH[k]: P(a player going for one face ends the turn with at least k of it), k = 0..6.
REACH: tuple[float, ...] = (1.0,) + tuple(at_least_probability(k) for k in range(1, 7))
# EXACT[k]: P(the most dice of that face the player can use is exactly k), rows stop at 6.
EXACT: tuple[float, ...] = tuple(
    REACH[k] - (REACH[k + 1] if k < 6 else 0.0) for k in range(7)
)
CELL_REACH: tuple[float, ...] = tuple(REACH[cell_row(c)] for c in range(CELL_COUNT))
# CELL_WINDOWS[c]: the numbers of the windows holding cell c.
CELL_WINDOWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, w in enumerate(WINDOWS) if c in w) for c in range(CELL_COUNT)
)


@dataclass(frozen=True)
class Weights:
    piece: float = 0.3  # a piece on the board, while its owner has turns to come
    window1: float = 0.12  # a line window holding 1 own piece and 2 empty cells
    window2: float = 0.7  # ... holding 2 own pieces and 1 empty cell
    exposure: float = 0.35  # share of an exposed piece's loss counted as lost
    threat: float = 0.0  # weight of the next movers' best expected capture (hard)
    chance: float = 0.0  # weight of my own best expected capture next turn (hard)
    leader: float = 0.5  # with 3-4 players: opponents count as leader*max + (1-leader)*mean
    horizon: float = 0.0  # if > 0: exposure scaled by min(rounds left, horizon) / horizon


NORMAL = Weights(exposure=1.0)
HARD = Weights(
    piece=0.3, window1=0.12, window2=0.7, exposure=1.2, threat=2.0, chance=0.4, horizon=3.0
)


class Context:
    """What the evaluation needs from the state besides the board: who moves, who comes next."""

    def __init__(self, state: State, weights: Weights) -> None:
        self.me = state.current
        self.players = state.players
        self.start = state.start
        self.final_round = state.final_round
        self.supply = tuple(state.supply)
        self.captured = tuple(state.captured)
        self.line_points = tuple(state.line_points)
        self.increase = state.config.options.line_increase
        self.limit = piece_limit(state)
        self.w = weights
        self._movers: dict[int, tuple[tuple[int, ...], tuple[bool, ...]]] = {}
        self.exposure = weights.exposure
        if weights.horizon > 0:
            self.exposure *= min(rounds_left(state), weights.horizon) / weights.horizon

    def movers_after(self, placed: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
        """The seats that still play before my next turn, in order, and per seat whether it
        has a turn to come (mine: whether I get one, C12), after I place `placed` pieces (or
        set them aside)."""
        got = self._movers.get(placed)
        if got is None:
            got = self._movers[placed] = self._compute_movers(placed)
        return got

    def _compute_movers(self, placed: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
        n = self.players
        me = self.me
        supply = list(self.supply)
        supply[me] -= placed
        final = self.final_round or 0 in supply
        seats = []
        seat: int | None = me
        while True:
            seat, skipped = next_turn(supply, seat, self.start, final)
            if seat is None or seat == me or me in skipped:
                break
            seats.append(seat)
            # A seat with one piece left empties its supply on its turn for sure (C8, C9).
            if supply[seat] <= 1:
                final = True
        mine = seat == me
        future = [False] * n
        for s in seats:
            future[s] = True
        future[me] = mine
        return tuple(seats), tuple(future)


def rounds_left(state: State) -> int:
    """About how many more rounds the game lasts (C12): until the first supply runs out, each
    seat placing at its pace so far (pieces placed per turn played, from a prior of 2.5)."""
    n = state.players
    turns_played = max(0, state.turn - 1)
    best = 99
    for s in range(n):
        if state.supply[s] <= 0:
            return 0
        turns = (turns_played - ((s - state.start) % n) + n - 1) // n
        used = state.config.pieces_per_player - state.supply[s]
        rate = (used + 2.5 * 2) / (max(0, turns) + 2)
        rounds = -(-state.supply[s] // max(1, round(rate)))
        best = min(best, rounds)
    return best


def evaluate(
    ctx: Context,
    board: Sequence[int],
    captured: Sequence[int],
    line_points: Sequence[int],
    placed: int,
) -> float:
    """The value of a board for `ctx.me` after it placed `placed` pieces this turn."""
    movers, future = ctx.movers_after(placed)
    lp = [0.0] * ctx.players
    if any(future):
        w1, w2 = ctx.w.window1, ctx.w.window2
        for i in range(len(WINDOWS)):
            owner, v = _window(board, i, future, w1, w2)
            if v:
                lp[owner] += v
    return _total(ctx, board, captured, line_points, movers, future, lp)


class Evaluator:
    """`evaluate` for boards near one base board: only the windows through changed cells are
    recomputed (the rest is taken from the base)."""

    def __init__(self, ctx: Context, board: Sequence[int]) -> None:
        self.ctx = ctx
        self.board = tuple(board)
        self._base: dict[tuple[bool, ...], tuple[list[tuple[int, float]], list[float]]] = {}

    def _windows(self, future: tuple[bool, ...]) -> tuple[list[tuple[int, float]], list[float]]:
        got = self._base.get(future)
        if got is None:
            w1, w2 = self.ctx.w.window1, self.ctx.w.window2
            per = [_window(self.board, i, future, w1, w2) for i in range(len(WINDOWS))]
            lp = [0.0] * self.ctx.players
            for owner, v in per:
                if v:
                    lp[owner] += v
            got = self._base[future] = (per, lp)
        return got

    def value(
        self,
        board: Sequence[int],
        changed: Iterable[int],
        captured: Sequence[int],
        line_points: Sequence[int],
        placed: int,
    ) -> float:
        ctx = self.ctx
        movers, future = ctx.movers_after(placed)
        if any(future):
            per, base_lp = self._windows(future)
            lp = list(base_lp)
            w1, w2 = ctx.w.window1, ctx.w.window2
            seen: set[int] = set()
            for c in changed:
                for i in CELL_WINDOWS[c]:
                    if i in seen:
                        continue
                    seen.add(i)
                    owner, v = per[i]
                    if v:
                        lp[owner] -= v
                    owner, v = _window(board, i, future, w1, w2)
                    if v:
                        lp[owner] += v
        else:
            lp = [0.0] * ctx.players
        return _total(ctx, board, captured, line_points, movers, future, lp)


def _window(board, i: int, future, w1: float, w2: float) -> tuple[int, float]:
    """A window's line chance (C11): (owner, value), value 0 when it holds no chance."""
    owner = EMPTY
    own = 0
    chance = 1.0
    for cell in WINDOWS[i]:
        v = board[cell]
        if v == EMPTY:
            chance *= CELL_REACH[cell]
        elif owner == EMPTY or owner == v:
            owner = v
            own += 1
        else:
            return EMPTY, 0.0
    if owner == EMPTY or own == 3 or not future[owner]:
        return EMPTY, 0.0
    return owner, (w2 if own == 2 else w1) * chance


def _total(ctx, board, captured, line_points, movers, future, lp) -> float:
    w = ctx.w
    n = ctx.players
    me = ctx.me
    value = [float(line_points[s] + capture_points(captured[s])) + lp[s] for s in range(n)]
    if any(future):
        hunted = tuple(any(future[o] for o in range(n) if o != s) for s in range(n))
        # A captor's gain per piece: about the marginal capture points of a typical opponent.
        avg = int(sum(captured) / n)
        marginal = capture_points(avg + 1) - capture_points(avg) + 0.5
        key_rest = (future, hunted, w.piece, ctx.exposure, marginal)
        for f in range(6):
            col = tuple(board[f * 6 : f * 6 + 6])
            terms = _COLUMN_MEMO.get((col, key_rest))
            if terms is None:
                terms = _column_terms(col, future, hunted, w.piece, ctx.exposure, marginal, n)
                _remember(_COLUMN_MEMO, (col, key_rest), terms)
            for s in range(n):
                value[s] += terms[s]
        if w.threat:
            for o in movers:
                _threat(board, o, captured[o], value, w.threat, w.piece)
        if w.chance and future[me]:
            best = 0.0
            for f in range(6):
                g, _ = column_capture(tuple(board[f * 6 : f * 6 + 6]), me, captured[me])
                if g > best:
                    best = g
            value[me] += w.chance * best
    if n == 2:
        return value[me] - value[1 - me]
    others = [value[s] for s in range(n) if s != me]
    return value[me] - (w.leader * max(others) + (1 - w.leader) * sum(others) / len(others))


_COLUMN_MEMO: dict = {}
_CAPTURE_MEMO: dict = {}
_MEMO_LIMIT = 200_000


def _remember(memo: dict, key, value) -> None:
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = value


def _column_terms(col, future, hunted, piece, exposure, marginal, n) -> tuple[float, ...]:
    """Per seat: the value of its pieces in one column, minus their exposure (C10)."""
    out = [0.0] * n
    lowest_empty_above = 7
    for r in range(5, -1, -1):
        v = col[r]
        if v == EMPTY:
            lowest_empty_above = r + 1
            continue
        if future[v]:
            out[v] += piece
        if lowest_empty_above <= 6 and hunted[v]:
            out[v] -= exposure * REACH[lowest_empty_above] * (piece + marginal)
    return tuple(out)


def column_capture(col: tuple[int, ...], captor: int, had: int) -> tuple[float, tuple]:
    """Expected capture-points gain of `captor` going for this column next turn, and the
    expected pieces each seat loses there (C10, C14): with k dice of the face it takes the
    highest empty cell of row <= k, capturing every other seat's piece below it."""
    key = (col, captor, had)
    got = _CAPTURE_MEMO.get(key)
    if got is not None:
        return got
    gain = 0.0
    lost = [0.0, 0.0, 0.0, 0.0]
    victims: list[int] = []
    for r in range(6):
        if col[r] == EMPTY:
            # C10 on the column alone: its six cells are numbered 0-5, as column 1's are.
            victims = [owner for owner, _cell in captures(col, r, captor)]
        # With exactly r + 1 dice the captor's best cell is the highest empty one so far.
        p = EXACT[r + 1]
        if victims and p:
            k = len(victims)
            gain += p * (capture_points(had + k) - capture_points(had))
            for s in victims:
                lost[s] += p
    got = (gain, tuple(lost))
    _remember(_CAPTURE_MEMO, key, got)
    return got


def _threat(board, o: int, had: int, value, weight: float, piece: float) -> None:
    """Opponent `o` goes for its best column next turn: add its expected capture gain, subtract
    the pieces its victims expect to lose."""
    best = 0.0
    best_gain = 0.0
    best_lost: tuple = ()
    for f in range(6):
        gain, lost = column_capture(tuple(board[f * 6 : f * 6 + 6]), o, had)
        score = gain + piece * sum(lost)
        if score > best:
            best, best_gain, best_lost = score, gain, lost
    if best <= 0.0:
        return
    value[o] += weight * best_gain
    for s in range(len(value)):
        value[s] -= weight * best_lost[s] * (piece + 0.5)
