"""The reducer: `apply(state, action) -> (state, events)`, the only way a game changes.

Checks run in the fixed order of the scenario format's rejection codes; a rejected action raises
RuleError before anything is built, so the old state is untouched (it is immutable anyway).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.columbiz.actions import Action, Keep, Place, Roll
from engine.columbiz.cells import BELOW, CELL_NAMES, RAYS, cell_face, cell_row, parse_cell
from engine.columbiz.config import DICE_COUNT, MAX_ROLLS, GameConfig
from engine.columbiz.events import (
    Captured,
    Event,
    FinalRoundStarted,
    GameEnded,
    Kept,
    LineScored,
    Placed,
    Rolled,
    SetAside,
    TurnPassed,
)
from engine.columbiz.scoring import line_runs, totals, winners
from engine.columbiz.state import EMPTY, State, new_game
from engine.errors import RuleError

SET_ASIDE_COUNT = 3  # C9


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    if state.over:
        raise RuleError("game_over")
    if isinstance(action, Roll):
        return _roll(state, action.values)
    if isinstance(action, Keep):
        return _keep(state, action.values)
    if isinstance(action, Place):
        return _place(state, action.cells)
    raise RuleError("bad_action", action=repr(action))


def replay(config: GameConfig, actions: Iterable[Action]) -> State:
    """Rebuild a state from its configuration and its action log."""
    state = new_game(config)
    for action in actions:
        state, _ = apply(state, action)
    return state


# --- C6: rolling and keeping -------------------------------------------------------------------


def _is_die(v: object) -> bool:
    return type(v) is int and 1 <= v <= 6


def _roll(state: State, values: tuple[int, ...]) -> tuple[State, list[Event]]:
    if state.rolls >= MAX_ROLLS:
        raise RuleError("no_rolls_left", rolls=state.rolls)
    expected = DICE_COUNT - len(state.kept) if state.rolls else DICE_COUNT
    if len(values) != expected:
        raise RuleError("bad_roll", expected=expected, got=len(values))
    for v in values:
        if not _is_die(v):
            raise RuleError("bad_roll", value=v)
    kept = state.kept if state.rolls else ()
    dice = tuple(sorted(kept + tuple(values)))
    seat = state.current
    rolls = state.rolls + 1
    events: list[Event] = [Rolled(seat, rolls, tuple(values), dice, kept)]
    rolled = _replace(state, rolls=rolls, dice=dice, kept=kept, actions=state.actions + 1)
    if rolls == MAX_ROLLS and not can_place(rolled):
        # C9: the third roll allows no placement, so pieces are set aside and the turn passes.
        count = min(SET_ASIDE_COUNT, state.supply[seat])
        supply = _set(state.supply, seat, state.supply[seat] - count)
        discarded = _set(state.discarded, seat, state.discarded[seat] + count)
        events.append(SetAside(seat, count))
        aside = _replace(rolled, supply=supply, discarded=discarded, actions=state.actions)
        return _end_turn(aside, events)
    return rolled, events


def _keep(state: State, values: tuple[int, ...]) -> tuple[State, list[Event]]:
    if state.rolls == 0:
        raise RuleError("not_rolled")
    for v in values:
        if not _is_die(v):
            raise RuleError("bad_keep", value=v)
    want = Counter(values)
    have = Counter(state.dice)
    for face, n in want.items():
        if have[face] < n:
            raise RuleError("bad_keep", face=face, want=n, have=have[face])
    if state.config.options.locked_keeps:
        before = Counter(state.kept)
        for face, n in before.items():
            if want[face] < n:
                raise RuleError("bad_keep", locked=True, face=face, want=want[face], kept=n)
    kept = tuple(sorted(values))
    return _replace(state, kept=kept, actions=state.actions + 1), [Kept(state.current, kept)]


# --- C7-C11: placing ---------------------------------------------------------------------------


def can_place(state: State) -> bool:
    """Whether at least one piece could be placed with the current dice (C8, C9)."""
    if not state.dice:
        return False
    board = state.board
    counts = Counter(state.dice)
    for face, n in counts.items():
        base = (face - 1) * 6
        for row in range(min(n, 6)):
            if board[base + row] == EMPTY:
                return True
    return False


def parse_cells(names: Iterable[str]) -> list[int]:
    cells = []
    for name in names:
        cell = parse_cell(name)
        if cell is None:
            raise RuleError("bad_cell", cell=name)
        cells.append(cell)
    return cells


def _place(state: State, names: tuple[str, ...]) -> tuple[State, list[Event]]:
    if state.rolls == 0:
        raise RuleError("not_rolled")
    if not names:
        raise RuleError("empty_place")
    cells = parse_cells(names)
    seat = state.current
    limit = min(state.config.max_pieces_per_turn, state.supply[seat])
    if len(cells) > limit:
        raise RuleError(
            "too_many",
            count=len(cells),
            limit=limit,
            per_turn=state.config.max_pieces_per_turn,
            supply=state.supply[seat],
        )
    board = list(state.board)
    unused = [0] * 7
    for d in state.dice:
        unused[d] += 1
    captured = list(state.captured)
    line_points = state.line_points[seat]
    increase = state.config.options.line_scoring == "increase"
    events: list[Event] = []
    for name, cell in zip(names, cells):
        if board[cell] != EMPTY:
            raise RuleError("occupied", cell=CELL_NAMES[cell], typed=name, owner=board[cell])
        face, need = cell_face(cell), cell_row(cell)
        if unused[face] < need:
            raise RuleError(
                "dice_short",
                cell=CELL_NAMES[cell],
                typed=name,
                face=face,
                need=need,
                have=unused[face],
            )
        unused[face] -= need
        board[cell] = seat
        events.append(Placed(seat, CELL_NAMES[cell], face, need))
        victims = []
        for below in BELOW[cell]:  # C10: every opponent piece lower in the column
            owner = board[below]
            if owner != EMPTY and owner != seat:
                victims.append((owner, CELL_NAMES[below]))
                board[below] = EMPTY
        if victims:
            captured[seat] += len(victims)
            events.append(Captured(seat, CELL_NAMES[cell], tuple(victims)))
        for axis, length, points, a, b in line_runs(board, cell, seat, increase):  # C11
            line_points += points
            run = _run_cells(cell, axis, a, b)
            events.append(LineScored(seat, CELL_NAMES[cell], axis, run, length, points))
    placed = len(cells)
    new = _replace(
        state,
        board=tuple(board),
        supply=_set(state.supply, seat, state.supply[seat] - placed),
        captured=tuple(captured),
        line_points=_set(state.line_points, seat, line_points),
    )
    return _end_turn(new, events)


def _run_cells(cell: int, axis: str, a: int, b: int) -> tuple[str, ...]:
    for name, neg, pos in RAYS[cell]:
        if name == axis:
            run = list(reversed(neg[:a])) + [cell] + list(pos[:b])
            return tuple(CELL_NAMES[c] for c in run)
    raise AssertionError(axis)


# --- C12: passing the turn and ending the game -------------------------------------------------


def _end_turn(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    seat = state.current
    n = state.players
    final_round = state.final_round
    if not final_round and 0 in state.supply:
        final_round = True
        events.append(FinalRoundStarted(seat))
    nxt = (seat + 1) % n
    skipped = []
    over = False
    while True:
        if final_round and nxt == state.start:
            over = True  # the round is complete: the seat before the start player has played
            break
        if state.supply[nxt] == 0:
            skipped.append(nxt)
            nxt = (nxt + 1) % n
            continue
        break
    new = _replace(
        state,
        current=None if over else nxt,
        turn=state.turn if over else state.turn + 1,
        rolls=0,
        dice=(),
        kept=(),
        final_round=final_round,
        over=over,
        actions=state.actions + 1,  # intermediate states of one action keep the old count
    )
    if over:
        events.append(GameEnded(totals(new), winners(new)))
    else:
        events.append(TurnPassed(seat, nxt, tuple(skipped)))
    return new, events


# --- helpers -----------------------------------------------------------------------------------


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1 :]


_FIELDS = State.__slots__


def _replace(state: State, **changes) -> State:
    """dataclasses.replace without its overhead."""
    values = {f: getattr(state, f) for f in _FIELDS}
    values.update(changes)
    return State(**values)
