"""The state of a game: plain, immutable data. Every change goes through `rules.apply`."""

from __future__ import annotations

from dataclasses import dataclass

from engine.columbiz.cells import CELL_COUNT
from engine.columbiz.config import GameConfig

EMPTY = -1


@dataclass(frozen=True, slots=True)
class State:
    config: GameConfig
    board: tuple[int, ...]  # 36 cells (see cells.py): the seat owning the piece, or EMPTY
    supply: tuple[int, ...]  # per seat: pieces not yet placed or set aside
    captured: tuple[int, ...]  # per seat: opponent pieces this seat has captured (C10)
    discarded: tuple[int, ...]  # per seat: pieces set aside (C9)
    line_points: tuple[int, ...]  # per seat: banked line points (C11)
    current: int | None  # whose turn it is; None once the game is over
    turn: int  # 1 for the first turn, counting every turn played
    rolls: int  # rolls made in the current turn, 0..3 (C6)
    dice: tuple[int, ...]  # current dice, sorted; () before the turn's first roll
    kept: tuple[int, ...]  # kept dice, sorted, a sub-multiset of `dice`
    # With the `locked_keeps` option (C6): the dice that were kept when the dice were last rolled,
    # sorted. Every keep until the next roll must contain them; what was kept since then may still
    # be released. Always () without the option, and before a turn's second roll.
    locked: tuple[int, ...]
    final_round: bool  # some supply is empty (C12)
    over: bool
    actions: int  # actions applied so far: the length of the log that made this state

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def start(self) -> int:
        return self.config.start

    def owner(self, cell: int) -> int | None:
        seat = self.board[cell]
        return None if seat == EMPTY else seat


def new_game(config: GameConfig) -> State:
    """C1, C3: an empty board and a full supply for every seat; `config.start` begins (C5)."""
    n = config.players
    zeros = (0,) * n
    return State(
        config=config,
        board=(EMPTY,) * CELL_COUNT,
        supply=(config.pieces_per_player,) * n,
        captured=zeros,
        discarded=zeros,
        line_points=zeros,
        current=config.start,
        turn=1,
        rolls=0,
        dice=(),
        kept=(),
        locked=(),
        final_round=False,
        over=False,
        actions=0,
    )


# The reducer builds one State per action, so building one must be cheap. A frozen dataclass's
# __init__ sets each of the 15 fields with object.__setattr__(self, "name", value), which looks the
# slot up by name every time; calling the slot descriptors bound once here costs about 40% less.
# `make_state` is equivalent to State(...) (same fields, same frozen object); the engine tests
# check that it covers every field.
_new = object.__new__
_SET = {name: State.__dict__[name].__set__ for name in State.__slots__}
_set_config, _set_board, _set_supply = _SET["config"], _SET["board"], _SET["supply"]
_set_captured, _set_discarded = _SET["captured"], _SET["discarded"]
_set_line_points, _set_current, _set_turn = _SET["line_points"], _SET["current"], _SET["turn"]
_set_rolls, _set_dice, _set_kept = _SET["rolls"], _SET["dice"], _SET["kept"]
_set_locked = _SET["locked"]
_set_final_round, _set_over, _set_actions = _SET["final_round"], _SET["over"], _SET["actions"]


def make_state(
    *,
    config: GameConfig,
    board: tuple[int, ...],
    supply: tuple[int, ...],
    captured: tuple[int, ...],
    discarded: tuple[int, ...],
    line_points: tuple[int, ...],
    current: int | None,
    turn: int,
    rolls: int,
    dice: tuple[int, ...],
    kept: tuple[int, ...],
    locked: tuple[int, ...],
    final_round: bool,
    over: bool,
    actions: int,
) -> State:
    """State(...) for the reducer's hot path (see above)."""
    state = _new(State)
    _set_config(state, config)
    _set_board(state, board)
    _set_supply(state, supply)
    _set_captured(state, captured)
    _set_discarded(state, discarded)
    _set_line_points(state, line_points)
    _set_current(state, current)
    _set_turn(state, turn)
    _set_rolls(state, rolls)
    _set_dice(state, dice)
    _set_kept(state, kept)
    _set_locked(state, locked)
    _set_final_round(state, final_round)
    _set_over(state, over)
    _set_actions(state, actions)
    return state
