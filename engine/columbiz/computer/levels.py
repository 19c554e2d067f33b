"""The three computer players. Each is a function (state, rng) -> Decision for the seat to move.

- easy: keeps its biggest group of one face and rolls the rest, stops once it has four of a kind
  (or has no roll left), and places the set that scores the most points right now, preferring
  more pieces and higher rows (ties broken by the seeded generator).
- normal: greedy. Scores every placement with the static evaluation (points, captures, the
  safety of its pieces, line chances; `evaluate.NORMAL`). When it may roll again it keeps the
  sub-multiset of dice whose next roll gives the best expected placement, as if that roll were the
  last, and places instead when placing now is worth more.
- hard: expectimax over every roll left in the turn. The best placement value is estimated for
  each of the 1287 multisets of 8 dice on the current board; the expected value of every keep
  with one and with two re-rolls left follows exactly (`dice.expect_after_roll`); it keeps the
  sub-multiset with the highest expectation unless placing now is better. Its evaluation
  (`evaluate.HARD`) weighs safety more and adds what each opponent moving before its next turn
  can expect to capture, and its own chances to capture next turn.

Reasons (`Decision.reason`, with `params`) a bot can show, each true of the position:
  first_roll {}; chasing {kept, rolled, target, expected}: target, the cells the keep goes for
  (normal and hard: `Planner.aim`); keeping {kept, rolled, face}: face only when it is the most
  frequent face of the dice and all of it is kept (easy always keeps that way);
  reroll_all {kept, rolled}; no_placement {kept, rolled};
  capture {cells, pieces, captures, capture_points, line_points}; line {cells, pieces,
  line_points}; place_safe {cells, pieces, line_points}: no empty cell above any placed piece,
  so none can ever be captured (C10); place_high {cells, pieces, line_points, capture_cell,
  need, face}: all on row 4 or higher, and an opponent needs `need` dice of `face` (the cell
  `capture_cell`) to capture one; place {cells, pieces, line_points}.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from engine.columbiz import CELL_NAMES, DICE_COUNT, EMPTY, MAX_ROLLS, State, moves
from engine.columbiz.cells import cell_row
from engine.columbiz.computer import dice as D
from engine.columbiz.computer.evaluate import HARD, NORMAL
from engine.columbiz.computer.planner import NEG, Choice, planner_for
from engine.columbiz.scoring import capture_points


class Decision(NamedTuple):
    """`("roll", keep_values)`: keep this multiset (maybe the current kept set, or nothing on the
    first roll) and roll the rest; or `("place", cell_names)`: place these cells in this order.
    `reason` is a message id, `params` what fills it (the bot may show it)."""

    kind: str
    values: tuple
    reason: str
    params: dict[str, Any]


def first_roll() -> Decision:
    return Decision("roll", (), "first_roll", {})


def place_decision(choice: Choice, state: State) -> Decision:
    cells = tuple(CELL_NAMES[c] for c in choice.cells)
    params: dict[str, Any] = {"cells": cells, "pieces": len(cells)}
    if choice.captures:
        had = state.captured[state.current]
        params["captures"] = choice.captures
        params["capture_points"] = capture_points(had + choice.captures) - capture_points(had)
        why = "capture"
    elif choice.line_points:
        why = "line"
    else:
        why = _placement_safety(choice.cells, state, params)
    params["line_points"] = choice.line_points
    return Decision("place", cells, why, params)


def _placement_safety(order: tuple[int, ...], state: State, params: dict[str, Any]) -> str:
    """How safe the placed pieces are (C10): "place_safe" when no empty cell is left above any
    of them in its column (nobody can ever place above them, so nobody can capture them);
    "place_high" when they all stand on row 4 or higher, with the cheapest cell from which an
    opponent would capture one of them (`capture_cell`, `need` dice of `face`); else "place"."""
    board, _ = moves.play(state.board, state.current, order)
    threats = [t for t in (capture_threat(board, c) for c in order) if t is not None]
    if not threats:
        return "place_safe"
    if min(cell_row(c) for c in order) < 4:
        return "place"
    cell = min(threats, key=lambda t: (cell_row(t), t))
    params.update(capture_cell=CELL_NAMES[cell], need=cell_row(cell), face=cell // 6 + 1)
    return "place_high"


def capture_threat(board, cell: int) -> int | None:
    """The lowest empty cell above `cell` in its column: the cheapest one from which a piece
    there can be captured (C10), or None when every cell above is taken."""
    for above in range(cell + 1, cell - cell % 6 + 6):
        if board[above] == EMPTY:
            return above
    return None


def roll_decision(state: State, keep: D.Counts, reason: str | None = None,
                  aim: tuple[Choice, ...] = (), **extra) -> Decision:
    """Keep `keep` and roll the rest. With no `reason`: "chasing" when the keep goes for the
    placements `aim` (its target, cells in playing order), else "keeping", with the kept face
    (`face`) when it is the most frequent face of the dice and all of it is kept, else
    "reroll_all" when nothing is kept."""
    values = D.values_of(keep)
    params: dict[str, Any] = {"kept": values, "rolled": moves.dice_to_roll(state.rolls, values)}
    if reason is None:
        if aim:
            params["target"] = tuple(CELL_NAMES[c] for choice in aim for c in choice.cells)
            reason = "chasing"
        elif values:
            counts = D.counts_of(state.dice)
            face = max(range(6), key=lambda f: (keep[f], f))
            if keep[face] == counts[face] == max(counts):
                params["face"] = face + 1
            reason = "keeping"
        else:
            reason = "reroll_all"
    params.update(extra)
    return Decision("roll", values, reason, params)


def _locked(state: State) -> D.Counts:
    """The dice a keep must contain: under `locked_keeps` (C6) those kept when the dice were last
    rolled (not what was kept since, which may still be released), else nothing."""
    return D.counts_of(state.locked)


def _contains(big: D.Counts, small: D.Counts) -> bool:
    return all(b >= s for b, s in zip(big, small))


# --- easy -----------------------------------------------------------------------------------


def easy(state: State, rng: random.Random) -> Decision:
    if state.rolls == 0:
        return first_roll()
    counts = D.counts_of(state.dice)
    placeable = moves.placeable(state.board, counts)
    if state.rolls < MAX_ROLLS:
        face = max(range(6), key=lambda f: (counts[f], f))
        if not placeable or counts[face] < 4:
            keep = [0] * 6
            keep[face] = counts[face]
            locked = _locked(state)
            keep = tuple(max(k, m) for k, m in zip(keep, locked))
            return roll_decision(state, keep)
    seat = state.current
    orders = moves.BestOrders(state.board, seat, state.config.options.line_increase)
    best_key = None
    best: Choice | None = None
    for cells in moves.placement_sets(state.board, seat, counts, moves.piece_limit(state)):
        points, order = orders.players_order(cells)
        _, victims = moves.play(state.board, seat, order)
        had = state.captured[seat]
        gain = points + capture_points(had + len(victims)) - capture_points(had)
        key = (gain, len(cells), sum(c % 6 for c in cells), rng.random())
        if best_key is None or key > best_key:
            best_key = key
            best = Choice(order, float(gain), points, len(victims))
    assert best is not None
    return place_decision(best, state)


# --- normal and hard -----------------------------------------------------------------------


def normal(state: State, rng: random.Random) -> Decision:
    """Greedy, one roll at a time: keeps what maximises the expected value of placing after
    the next roll only, as if no roll came after it."""
    return _lookahead(state, NORMAL, horizon=1)


def hard(state: State, rng: random.Random) -> Decision:
    """Expectimax over every roll left in the turn."""
    return _lookahead(state, HARD, horizon=MAX_ROLLS)


def _lookahead(state: State, weights, horizon: int) -> Decision:
    if state.rolls == 0:
        return first_roll()
    planner = planner_for(state, weights)
    counts = D.counts_of(state.dice)
    now = planner.best_placement(counts)
    if state.rolls >= MAX_ROLLS:
        assert now is not None  # the engine sets pieces aside itself otherwise (C9)
        return place_decision(now, state)
    w = planner.keep_values(min(horizon, MAX_ROLLS - state.rolls))
    locked = _locked(state)
    best_keep, best_value = None, NEG
    for keep in D.sub_multisets(counts):
        if sum(keep) == DICE_COUNT or not _contains(keep, locked):
            continue  # keeping all 8 and rolling only wastes a roll
        v = w[D.INDEX[keep]]
        if v > best_value + 1e-9:
            best_keep, best_value = keep, v
    now_value = now.value if now is not None else NEG
    if best_keep is not None and best_value > now_value:
        extra = {"expected": round(best_value - now_value, 2) if now is not None else None}
        if now is None:
            return roll_decision(state, best_keep, "no_placement")
        aim = planner.aim(best_keep, min(horizon, MAX_ROLLS - state.rolls))
        return roll_decision(state, best_keep, aim=aim, **extra)
    if now is None:  # all 8 locked and nothing fits: rolling is all that is left
        return roll_decision(state, locked, "no_placement")
    return place_decision(now, state)


POLICIES = {"easy": easy, "normal": normal, "hard": hard}
