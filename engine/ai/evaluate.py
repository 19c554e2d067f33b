"""How good a board is for the player to move: the static evaluation of the computer players.

A position is scored in points, from the point of view of the seat choosing (`me`):
my value minus the opponents' values, where a seat's value is
- its banked points: line points (C11) plus capture points (C14, quadratic in captures);
- while it still has turns to come: the line chances of its pieces (every window of three cells
  on a line holding only its pieces and empty cells, weighted by how likely the empty cells are
  to be paid for), a small value per piece on the board, and minus the exposure of its pieces
  (a piece with an empty cell above it in its column can be captured by whoever rolls enough of
  that face, C10);
- with `threat` on (the hard level): what each opponent moving before my next turn can expect to
  capture on its best column (its capture-points gain, and the pieces its victims lose), and what
  I can expect to capture on my next turn.

The probabilities come from `dice.at_least_probability`: a player who goes for one face rolls
8 dice up to 3 times keeping that face, so each die shows it by the end with p = 1 - (5/6)^3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import EMPTY, State
from engine.ai.board import WINDOWS
from engine.ai.dice import at_least_probability


def cp(n: int) -> int:
    """C14 capture points (kept local so the inner loops do not call into the engine)."""
    return (n + 1) * (n + 1) // 4


# REACH[k]: P(a player going for one face ends the turn with at least k of it), k = 0..6.
REACH: tuple[float, ...] = (1.0,) + tuple(at_least_probability(k) for k in range(1, 7))
# EXACT[k]: P(the most dice of that face the player can use is exactly k), rows stop at 6.
EXACT: tuple[float, ...] = tuple(
    REACH[k] - (REACH[k + 1] if k < 6 else 0.0) for k in range(7)
)
CELL_REACH: tuple[float, ...] = tuple(REACH[c % 6 + 1] for c in range(36))


@dataclass(frozen=True)
class Weights:
    piece: float = 0.3  # a piece on the board, while its owner has turns to come
    window1: float = 0.12  # a line window holding 1 own piece and 2 empty cells
    window2: float = 0.7  # ... holding 2 own pieces and 1 empty cell
    exposure: float = 0.35  # share of an exposed piece's loss counted as lost
    threat: float = 0.0  # weight of the next movers' best expected capture (hard)
    chance: float = 0.0  # weight of my own best expected capture next turn (hard)
    leader: float = 0.5  # with 3-4 players: opponents count as leader*max + (1-leader)*mean


NORMAL = Weights()
HARD = Weights(piece=0.3, window1=0.12, window2=0.7, exposure=0.15, threat=1.0, chance=0.4)


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
        self.increase = state.config.options.line_scoring == "increase"
        self.limit = min(state.config.max_pieces_per_turn, state.supply[self.me])
        self.w = weights

    def movers_after(self, placed: int) -> tuple[list[int], bool]:
        """The seats that still play before my next turn, in order, and whether I get one (C12),
        after I place `placed` pieces (or set them aside)."""
        n = self.players
        me = self.me
        supply_me = self.supply[me] - placed
        final = self.final_round or supply_me <= 0 or 0 in self.supply
        seats = []
        s = (me + 1) % n
        while s != me:
            if final and s == self.start:
                return seats, False
            if self.supply[s] > 0:
                seats.append(s)
            s = (s + 1) % n
        if final:
            return seats, False
        return seats, supply_me > 0


def evaluate(
    ctx: Context,
    board: Sequence[int],
    captured: Sequence[int],
    line_points: Sequence[int],
    placed: int,
) -> float:
    """The value of a board for `ctx.me` after it placed `placed` pieces this turn."""
    w = ctx.w
    n = ctx.players
    me = ctx.me
    movers, my_turn = ctx.movers_after(placed)
    future = [False] * n
    for s in movers:
        future[s] = True
    future[me] = my_turn
    value = [float(line_points[s] + cp(captured[s])) for s in range(n)]

    if any(future):
        _line_chances(board, future, value, w)
        _pieces(board, future, captured, value, w, n)
        if w.threat and movers:
            for o in movers:
                _threat(board, o, captured[o], value, w.threat, w.piece)
        if w.chance and my_turn:
            best = 0.0
            for f in range(6):
                g, _ = _column_capture(board, f, me, captured[me])
                if g > best:
                    best = g
            value[me] += w.chance * best

    if n == 2:
        return value[me] - value[1 - me]
    others = [value[s] for s in range(n) if s != me]
    return value[me] - (w.leader * max(others) + (1 - w.leader) * sum(others) / len(others))


def _line_chances(board, future, value, w) -> None:
    w1, w2 = w.window1, w.window2
    reach = CELL_REACH
    for a, b, c in WINDOWS:
        x, y, z = board[a], board[b], board[c]
        owner = EMPTY
        own = 0
        chance = 1.0
        ok = True
        for cell, v in ((a, x), (b, y), (c, z)):
            if v == EMPTY:
                chance *= reach[cell]
            elif owner == EMPTY or owner == v:
                owner = v
                own += 1
            else:
                ok = False
                break
        if not ok or owner == EMPTY or own == 3 or not future[owner]:
            continue
        value[owner] += (w2 if own == 2 else w1) * chance


def _pieces(board, future, captured, value, w, n) -> None:
    """The per-piece value, minus the exposure of pieces under an empty cell (C10)."""
    piece, exposure = w.piece, w.exposure
    # A captor's gain per piece: about the marginal capture points of a typical opponent.
    avg_cap = sum(captured) / n
    marginal = (cp(int(avg_cap) + 1) - cp(int(avg_cap))) + 0.5
    # Whether anyone but seat s still plays, i.e. whether s's pieces can still be captured.
    hunted = [any(future[o] for o in range(n) if o != s) for s in range(n)]
    for f in range(6):
        base = f * 6
        lowest_empty_above = 7
        for r in range(5, -1, -1):
            v = board[base + r]
            if v == EMPTY:
                lowest_empty_above = r + 1
                continue
            if future[v]:
                value[v] += piece
            if lowest_empty_above <= 6 and hunted[v]:
                value[v] -= exposure * REACH[lowest_empty_above] * (piece + marginal)


def _column_capture(board, f: int, captor: int, had: int) -> tuple[float, list[float]]:
    """Expected capture-points gain of `captor` going for column f next turn, and the expected
    pieces each seat loses there (C10, C14): with k dice of the face it takes the highest empty
    cell of row <= k, capturing every other seat's piece below it."""
    base = f * 6
    gain = 0.0
    lost: list[float] = []
    below: list[int] = []
    best_row_victims: list[int] = []
    for r in range(6):
        v = board[base + r]
        if v == EMPTY:
            best_row_victims = list(below)
        elif v != captor:
            below.append(v)
        # With exactly r + 1 dice the captor's best cell is the highest empty one so far.
        p = EXACT[r + 1]
        if best_row_victims and p:
            k = len(best_row_victims)
            gain += p * (cp(had + k) - cp(had))
            for s in best_row_victims:
                while len(lost) <= s:
                    lost.append(0.0)
                lost[s] += p
    return gain, lost


def _threat(board, o: int, had: int, value, weight: float, piece: float) -> None:
    """Opponent `o` goes for its best column next turn: add its expected capture gain, subtract
    the pieces its victims expect to lose."""
    best = 0.0
    best_lost: list[float] = []
    for f in range(6):
        gain, lost = _column_capture(board, f, o, had)
        score = gain + piece * sum(lost)
        if score > best:
            best, best_lost = score, lost
            best_gain = gain
    if best <= 0.0:
        return
    value[o] += weight * best_gain
    for s, p in enumerate(best_lost):
        value[s] -= weight * p * (piece + 0.5)
