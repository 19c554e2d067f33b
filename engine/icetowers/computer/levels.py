"""The three computer players. Each is a function (state, seat, rng) -> Decision.

Every level weighs stopping (done in realtime, a pass in turns mode) as an option of its own.
When the stop ends the game with the seat ahead of every other (the others have stopped since
the last action or none of them has a legal action, so each must stop too: I10, I12), every
level stops: any move would give the others something to answer.

- easy: one ply, no look at any reply. Among the moves that raise its own score (a cap or a
  mine) it plays the one after which its standing (evaluate.py: the points, plus what its lone
  and buried pieces may still take, minus what its towers' tops leave open) is best, except
  (stash - 1) / 8 of the time (1/8 at stash 2 ... 1/2 at stash 5) a random one of them, each
  with a chance in proportion to the points it takes; done (or pass) when none raises its score.
- normal: greedy with a look at the reply. With two players, the best-reply search of hard
  (search.py) three plies deep and no further: each margin-raising move (its score minus the
  rival's), and stopping, valued by its standing after the rival's most harmful reply and its
  own answer. With three or four, where two or three rivals move before it moves again, one ply:
  the margin-raising move after which its standing is best (the choice hard's rival model
  expects, rivals.py); ties go to the larger margin change, then the larger own gain, then the
  seeded generator. Done (or pass) when no move raises its margin, or when the stop ends the
  game and the final margin is worth as much as the best of those moves.
- hard: search. With two players, the same best-reply search as deep as 6,000 expanded
  positions allow (at most 12 plies): its move, the rival's most harmful reply, its own answer
  and on; after its stop the rival moves, or stops too and ends the game. With three or four it
  plays out the move each rival is expected to make (rivals.py): against several rivals the
  most harmful reply of any of them is too gloomy a guess (in 3-player games against two
  normal seats, hard won 36% that way and 85% with the rival model). It stops when
  stopping is worth more than every move.

Only a move that raises the mover's margin is worth doing, so none of them ever plays a move
that takes nothing, and a game between computers ends: every move takes points, no position
comes twice (I9), and once nothing is worth taking they all declare done.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from engine.icetowers.actions import Action, Done, Pass
from engine.icetowers.computer.board import Board, Move, pips, to_action
from engine.icetowers.computer.evaluate import UNIT, standing
from engine.icetowers.computer.rivals import Rivals
from engine.icetowers.computer.search import Search
from engine.icetowers.state import State

# How often easy plays a random scoring move instead of its best one, by the stash: a
# longer game leaves more room to recover from a slip, so a clear step from random and to
# normal needs more of them there (measured: benchmarks/icetowers_computer.py).
EASY_NOISE_PER_PIECE = 1 / 8  # (stash - 1) / 8: 1/8 at stash 2 ... 1/2 at stash 5
NORMAL_BUDGET = 10_000  # positions normal's search may expand: enough for its three plies
NORMAL_DEPTH = 3  # its move, the most harmful reply and its answer
HARD_BUDGET = 6000  # positions hard's search may expand: bounds its worst case
HARD_DEPTH = 12  # plies at most (the budget stops it earlier in a busy position)
# From three players on, hard plays the rivals as greedy players (rivals.py): its move and
# stopping, each followed by every rival's expected move, looked at RIVALS_DEPTH of its own
# turns further for the RIVALS_KEEP best, RIVALS_WIDTH of its options at each turn after.
RIVALS_FROM = 3
RIVALS_DEPTH = 2
RIVALS_WIDTH = 3
RIVALS_KEEP = 6


class Decision(NamedTuple):
    """`action`: a Cap, Mine or Split, or Done (realtime) / Pass (turns mode). `reason` is a
    message id, `params` the facts that fill it (see the package's docstring)."""

    action: Action
    reason: str
    params: dict[str, Any]


def margin(scores, seat: int) -> int:
    return scores[seat] - max(s for r, s in enumerate(scores) if r != seat)


def margin_change(scores, m: Move, seat: int) -> int:
    return margin([s + d for s, d in zip(scores, m.scores)], seat) - margin(scores, seat)


def stop(state: State, seat: int, moves: list[Move], board: Board | None = None) -> Decision:
    """Done (realtime) or Pass (turns mode): nothing worth more than stopping, or nothing to
    do. With the `board`, a stop that looked only at the seat's own score (easy) says so when
    some move would still raise its margin, rather than claim none would be worth more."""
    action = Pass(seat) if state.options.turns else Done(seat)
    if not moves:
        return Decision(action, "no_moves", {})
    if board is not None and _improving(board, seat, moves):
        return Decision(action, "no_gain", {"moves": len(moves)})
    return Decision(action, "nothing_better", {"moves": len(moves)})


def others_stopped(state: State, seat: int) -> bool:
    """Every other seat has stopped since the last action: passed in a row (I12) or declared
    done (I10), so a stop of `seat` now ends the game."""
    if state.options.turns:
        return state.passes >= state.players - 1
    return all(s in state.done for s in range(state.players) if s != seat)


def stop_ends(state: State, board: Board, seat: int) -> bool:
    """A stop of `seat` now ends the game with the points as they are: the others have
    stopped already, or none of them has a legal action, so each must stop too (I10, I12)."""
    return others_stopped(state, seat) or not any(
        board.moves(s, state.seen) for s in range(state.players) if s != seat)


def stop_wins(state: State, board: Board, seat: int) -> bool:
    """Stopping now ends the game with `seat` ahead of every other (I11)."""
    return margin(board.scores, seat) > 0 and stop_ends(state, board, seat)


def explain(board: Board, seat: int, m: Move) -> Decision:
    """The decision to play `m`, with the reason and the facts a bot can put in words."""
    move = m.move
    towers = board.towers
    kind = move[0]
    if kind == "split":
        pieces = towers[move[1]]
        lower = pieces[: move[2]]
        params = {"tower": move[1], "position": move[2], "upper": board.next_number,
                  "from": pieces[-1][0], "to": lower[-1][0], "pips": pips(lower)}
        return Decision(to_action(seat, move), "split_rival", params)
    gain = m.scores[seat]
    if kind == "cap":
        size, target, mined = towers[move[1]][0][1], move[2], None
    else:
        source = towers[move[1]]
        size, target, mined = source[move[2] - 1][1], move[3], move[1]
        if target is None:
            params = {"tower": mined, "from": source[-1][0], "size": size,
                      "alone": board.next_number, "gain": gain}
            return Decision(to_action(seat, move), "free_piece", params)
    capped = towers[target]
    params = {"tower": target, "from": capped[-1][0], "size": size,
              "pips": pips(capped) + size, "gain": gain, "mined": mined}
    return Decision(to_action(seat, move), "take_control", params)


def _improving(board: Board, seat: int, moves: list[Move]) -> list[Move]:
    return [m for m in moves if margin_change(board.scores, m, seat) > 0]


def easy(state: State, seat: int, rng: random.Random) -> Decision:
    board = Board.of(state)
    moves = board.moves(seat, state.seen)
    gains = [m for m in moves if m.scores[seat] > 0]
    if not gains:
        return stop(state, seat, moves, board)
    if stop_wins(state, board, seat):
        return stop(state, seat, moves)
    if rng.random() < EASY_NOISE_PER_PIECE * (state.options.stash - 1):
        return explain(board, seat, rng.choices(gains, [m.scores[seat] for m in gains])[0])
    players = state.players

    def key(m: Move) -> tuple:
        after = [w + d for w, d in zip(board.worth, m.worth)]
        return (standing(after, seat, players), margin_change(board.scores, m, seat),
                m.scores[seat], rng.random())

    return explain(board, seat, max(gains, key=key))


def one_ply(state: State, seat: int, rng: random.Random) -> Decision:
    """Normal with three or four players: the margin-raising move after which its standing is
    best."""
    board = Board.of(state)
    moves = board.moves(seat, state.seen)
    options = _improving(board, seat, moves)
    if not options:
        return stop(state, seat, moves)
    players = state.players

    def key(m: Move) -> tuple:
        after = [w + d for w, d in zip(board.worth, m.worth)]
        return (standing(after, seat, players), margin_change(board.scores, m, seat),
                m.scores[seat], rng.random())

    best = max(options, key=key)
    if stop_ends(state, board, seat):
        final = margin(board.scores, seat)
        if final > 0 or UNIT * final >= key(best)[0]:
            return stop(state, seat, moves)  # a win now, or a final margin worth the move's
    return explain(board, seat, best)


def normal(state: State, seat: int, rng: random.Random) -> Decision:
    if state.players >= RIVALS_FROM:
        return one_ply(state, seat, rng)
    return hard(state, seat, rng, NORMAL_BUDGET, NORMAL_DEPTH, rivals=False)


def hard(state: State, seat: int, rng: random.Random, budget: int = HARD_BUDGET,
         depth: int = HARD_DEPTH, rivals: bool = True) -> Decision:
    board = Board.of(state)
    moves = board.moves(seat, state.seen)
    options = _improving(board, seat, moves)
    if not options:
        return stop(state, seat, moves)
    ends = stop_ends(state, board, seat)
    if ends and margin(board.scores, seat) > 0:
        return stop(state, seat, moves)  # stopping wins now
    if rivals and state.players >= RIVALS_FROM:
        values = Rivals(seat, state.players, state.seen, RIVALS_WIDTH).root(
            board, options, RIVALS_DEPTH, stop_ends=ends, keep=RIVALS_KEEP)
    else:
        values = Search(seat, state.players, state.seen, budget).root(
            board, options, depth, stop=True, stop_ends=ends)

    def key(m: Move) -> tuple:
        return (values[m.position], margin_change(board.scores, m, seat), m.scores[seat],
                rng.random())

    best = max(options, key=key)
    if values[None] > values[best.position]:
        return stop(state, seat, moves)
    return explain(board, seat, best)


POLICIES = {"easy": easy, "normal": normal, "hard": hard}
