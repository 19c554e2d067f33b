"""Computer players for IceTowers: three levels, pure and deterministic given a seed.

    decide(state, seat, level, seed) -> Decision   # what `seat` should do now
    fallback(state, seat) -> Decision              # the plainest legal action, if a policy fails

A Decision is `(action, reason, params)`. `action` is a Cap, Mine or Split, or, when no move
is worth more than stopping, Done(seat) in realtime and Pass(seat) in turns mode. In realtime
anyone may act at any time, so a seat may be asked at any moment; in turns mode only the seat
whose turn it is. The levels are in levels.py.

Reasons (`Decision.reason`) and their `params`, seats and towers by number:
  take_control  a Cap, or a Mine whose piece caps a tower: {tower: the tower capped, from: the
                seat that controlled it, size: the capping piece's, pips: the tower's pips now,
                gain: the seat's score change, mined: the tower the piece was mined from, or
                None for a Cap}
  free_piece    a Mine whose piece stands alone (I6): {tower: the tower mined, from: its
                controller, size, alone: the piece's new tower number, gain}
  split_rival   a Split (I7): {tower, position, upper: the upper part's new number, from: the
                seat that controlled the tower, to: the seat whose pair now tops the lower part,
                pips: the lower part's pips}
  nothing_better  Done / Pass with legal moves left, none worth more than stopping (none raising
                its margin, or the stop ends the game with the seat ahead, or the search of
                normal or hard values the stop higher): {moves: how many}
  no_gain       Done / Pass (easy) with legal moves left, none raising its own score, though
                some would raise its margin (by lowering the best rival's score): {moves}
  no_moves      Done / Pass without a legal move: {}
  fallback      `fallback`'s first legal move, Done or Pass: {}
"""

from __future__ import annotations

import random

from engine.icetowers.actions import Done, Pass
from engine.icetowers.computer.levels import POLICIES, Decision
from engine.icetowers.legal import legal_moves
from engine.icetowers.state import State

LEVELS = ("easy", "normal", "hard")

__all__ = ["LEVELS", "REASONS", "Decision", "decide", "fallback"]

REASONS = ("take_control", "free_piece", "split_rival", "nothing_better", "no_gain", "no_moves",
           "fallback")


def _check(state: State, seat: int) -> None:
    if state.over:
        raise ValueError("the game is over")
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r} in a game of {state.players}")
    if state.options.turns and seat != state.current:
        raise ValueError(f"seat {seat} cannot act: it is seat {state.current}'s turn")


def _rng(state: State, seat: int, level: str, seed: int) -> random.Random:
    return random.Random(f"{seed}:{level}:{seat}:{state.actions}:{state.position}")


def decide(state: State, seat: int, level: str, seed: int = 0) -> Decision:
    """The decision of a `level` player for `seat` now (in turns mode, the seat to act)."""
    if level not in POLICIES:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    _check(state, seat)
    return POLICIES[level](state, seat, _rng(state, seat, level, seed))


def fallback(state: State, seat: int) -> Decision:
    """The plainest legal action: the first of the engine's legal moves, else Done (realtime)
    or Pass (turns mode)."""
    _check(state, seat)
    moves = legal_moves(state, seat)
    if moves:
        return Decision(moves[0].action, "fallback", {})
    return Decision(Pass(seat) if state.options.turns else Done(seat), "fallback", {})
