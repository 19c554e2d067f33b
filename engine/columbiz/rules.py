"""The reducer: `apply(state, action) -> (state, events)`, the only way a game changes.

Checks run in the fixed order of the scenario format's rejection codes; a rejected action raises
RuleError before anything is built, so the old state is untouched (it is immutable anyway).

Speed matters here (computer players and the benchmarks play thousands of games), so each action
builds exactly one new State, dice are counted in small lists rather than Counters, and cell names
are looked up in a dict before falling back to the C2 parser.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.columbiz.actions import Action, Keep, Place, Roll
from engine.columbiz.cells import (
    CELL_BY_NAME,
    CELL_NAMES,
    FACES,
    RAYS,
    cell_face,
    cell_row,
    parse_cell,
)
from engine.columbiz.config import MAX_ROLLS, GameConfig
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
from engine.columbiz.moves import (
    dice_counts,
    dice_to_roll,
    next_turn,
    pay,
    piece_limit,
    place,
    placeable,
    set_aside_count,
)
from engine.columbiz.scoring import line_runs, totals, winners
from engine.columbiz.state import EMPTY, State, make_state, new_game
from engine.errors import RuleError

# Rejection codes in the order they are checked (see the scenario format).
CODES = (
    "game_over",
    "no_rolls_left",
    "bad_roll",
    "not_rolled",
    "bad_keep",
    "empty_place",
    "bad_cell",
    "too_many",
    "occupied",
    "dice_short",
)


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
    # `type(v) is int` rejects True/False and 5.0, which `in range(1, 7)` would let through.
    return type(v) is int and 1 <= v <= 6


def _roll(state: State, values: tuple[int, ...]) -> tuple[State, list[Event]]:
    rolls = state.rolls
    if rolls >= MAX_ROLLS:
        raise RuleError("no_rolls_left", rolls=rolls)
    # C6: a re-roll rolls the dice not kept (none when all 8 are kept: it still counts).
    kept = state.kept if rolls else ()
    expected = dice_to_roll(rolls, kept)
    if len(values) != expected:
        raise RuleError("bad_roll", expected=expected, got=len(values))
    for v in values:
        if type(v) is not int or not 1 <= v <= 6:
            raise RuleError("bad_roll", value=v)
    values = tuple(values)
    dice = tuple(sorted(kept + values))
    seat = state.current
    rolls += 1
    events: list[Event] = [Rolled(seat, rolls, values, dice, kept)]
    if rolls == MAX_ROLLS and not placeable(state.board, dice_counts(dice)):
        # C9: the third roll allows no placement, so pieces are set aside and the turn passes.
        supply = state.supply
        count = set_aside_count(supply[seat])
        events.append(SetAside(seat, count))
        return _end_turn(
            state,
            events,
            board=state.board,
            supply=_set(supply, seat, supply[seat] - count),
            captured=state.captured,
            discarded=_set(state.discarded, seat, state.discarded[seat] + count),
            line_points=state.line_points,
        )
    # C6 option: rolling the other dice locks the kept ones until the turn ends.
    locked = kept if state.config.options.locked_keeps else ()
    return _dice_changed(state, rolls, dice, kept, locked), events


def _keep(state: State, values: tuple[int, ...]) -> tuple[State, list[Event]]:
    rolls = state.rolls
    if rolls >= MAX_ROLLS:
        # C6: keeping only chooses the dice of a re-roll, and no roll is left.
        raise RuleError("no_rolls_left", rolls=rolls)
    if rolls == 0:
        raise RuleError("not_rolled")
    for v in values:
        if not _is_die(v):
            raise RuleError("bad_keep", value=v)
    want = dice_counts(values)
    have = dice_counts(state.dice)
    for face in sorted(set(values)):
        if have[face - 1] < want[face - 1]:
            raise RuleError("bad_keep", face=face, want=want[face - 1], have=have[face - 1])
    if state.config.options.locked_keeps:
        # C6 option: the dice kept when the others were last rolled stay kept. Dice kept since
        # that roll are not locked yet, so a mis-click can still be undone before rolling.
        locked = dice_counts(state.locked)
        for face in FACES:
            if want[face - 1] < locked[face - 1]:
                raise RuleError(
                    "bad_keep",
                    locked=True,
                    face=face,
                    want=want[face - 1],
                    kept=locked[face - 1],
                )
    kept = tuple(sorted(values))
    return (
        _dice_changed(state, rolls, state.dice, kept, state.locked),
        [Kept(state.current, kept)],
    )


def _dice_changed(
    state: State,
    rolls: int,
    dice: tuple[int, ...],
    kept: tuple[int, ...],
    locked: tuple[int, ...],
) -> State:
    """The same turn with new dice or a new kept set (C6): nothing else changes."""
    return make_state(
        config=state.config,
        board=state.board,
        supply=state.supply,
        captured=state.captured,
        discarded=state.discarded,
        line_points=state.line_points,
        current=state.current,
        turn=state.turn,
        rolls=rolls,
        dice=dice,
        kept=kept,
        locked=locked,
        final_round=state.final_round,
        over=False,
        actions=state.actions + 1,
    )


# --- C7-C11: placing ---------------------------------------------------------------------------


def can_place(state: State) -> bool:
    """Whether at least one piece could be placed with the current dice (C8, C9)."""
    return placeable(state.board, dice_counts(state.dice))


def parse_cells(names: Iterable[str]) -> list[int]:
    cells = []
    for name in names:
        cell = CELL_BY_NAME.get(name) if type(name) is str else None
        if cell is None:
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
    supply = state.supply[seat]
    limit = piece_limit(state)  # C8
    if len(cells) > limit:
        per_turn = state.config.max_pieces_per_turn
        raise RuleError(
            "too_many", count=len(cells), limit=limit, per_turn=per_turn, supply=supply
        )
    # Pieces go down one by one on a working copy; any refusal raises before a State is built.
    board = list(state.board)
    unused = dice_counts(state.dice)
    captured = state.captured
    line_points = state.line_points[seat]
    increase = state.config.options.line_increase
    events: list[Event] = []
    for name, cell in zip(names, cells):
        owner = board[cell]
        if owner != EMPTY:  # C7a
            raise RuleError("occupied", cell=CELL_NAMES[cell], typed=name, owner=owner)
        if not pay(unused, cell):  # C7b, C7d
            raise RuleError(
                "dice_short",
                cell=CELL_NAMES[cell],
                typed=name,
                face=cell_face(cell),
                need=cell_row(cell),
                have=unused[cell // 6],
            )
        # cell_face and cell_row, written out: this runs for every piece of every game.
        events.append(Placed(seat, CELL_NAMES[cell], cell // 6 + 1, cell % 6 + 1))
        victims = place(board, cell, seat)  # C10: every opponent piece lower in the column
        if victims:
            captured = _set(captured, seat, captured[seat] + len(victims))
            events.append(
                Captured(seat, CELL_NAMES[cell], tuple((o, CELL_NAMES[b]) for o, b in victims))
            )
        for axis, length, points, a, b in line_runs(board, cell, seat, increase):  # C11
            line_points += points
            run = _run_cells(cell, axis, a, b)
            events.append(LineScored(seat, CELL_NAMES[cell], axis, run, length, points))
    return _end_turn(
        state,
        events,
        board=tuple(board),
        supply=_set(state.supply, seat, supply - len(cells)),
        captured=captured,
        discarded=state.discarded,
        line_points=_set(state.line_points, seat, line_points),
    )


def _run_cells(cell: int, axis: str, a: int, b: int) -> tuple[str, ...]:
    for name, neg, pos in RAYS[cell]:
        if name == axis:
            run = list(reversed(neg[:a])) + [cell] + list(pos[:b])
            return tuple(CELL_NAMES[c] for c in run)
    raise AssertionError(axis)


# --- C12: passing the turn and ending the game -------------------------------------------------


def _end_turn(
    state: State,
    events: list[Event],
    *,
    board: tuple[int, ...],
    supply: tuple[int, ...],
    captured: tuple[int, ...],
    discarded: tuple[int, ...],
    line_points: tuple[int, ...],
) -> tuple[State, list[Event]]:
    """The turn of `state.current` is over, with these new piece counts: pass it on (C12).

    Only the current player's supply changes in a turn, so an empty supply here is theirs.
    """
    seat = state.current
    final_round = state.final_round
    if not final_round and 0 in supply:
        final_round = True
        events.append(FinalRoundStarted(seat))
    nxt, skipped = next_turn(supply, seat, state.config.start, final_round)
    over = nxt is None
    new = make_state(
        config=state.config,
        board=board,
        supply=supply,
        captured=captured,
        discarded=discarded,
        line_points=line_points,
        current=None if over else nxt,
        turn=state.turn if over else state.turn + 1,
        rolls=0,
        dice=(),
        kept=(),
        locked=(),
        final_round=final_round,
        over=over,
        actions=state.actions + 1,
    )
    if over:
        events.append(GameEnded(totals(new), winners(new)))
    else:
        events.append(TurnPassed(seat, nxt, tuple(skipped)))
    return new, events


# --- helpers -----------------------------------------------------------------------------------


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1 :]
