"""The small interface a game offers the store, the lobby and the turn machinery.

The service knows seats, turns, moves and chance only through `GameRules`; everything specific to
one game (its state, actions, events, options, how chance enters) lives in that game's plug-in.
A second game plugs in by implementing this protocol and registering itself in `bot.games`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

# The builder of a move: (rules, state, the move's seeded generator, the acting seat) -> the
# game's action. The seat matters where several seats may act at once.
ActionBuilder = Callable[[Any, Any, random.Random, int], Any]


class CodedError(Exception):
    """An error named by a message-catalog id (`code`), with the `details` that fill the message.
    The base of a game's input refusals here and of the service's refusals (ServiceError)."""

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(f"{code}: {details}" if details else code)


class GameInputError(CodedError):
    """Input a game refuses before its rules are asked (options, a die index, ...).

    The service re-raises it as a ServiceError with the same code.
    """


@runtime_checkable
class GameRules(Protocol):
    """One game, as the service sees it. State, actions and events are the game's own values."""

    kind: str  # stored in games.kind, e.g. "columbiz"
    min_players: int
    max_players: int

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option set (defaults filled in); GameInputError("bad_options") if invalid."""

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        """Decide what chance decides before the first move (e.g. who starts) and return it as
        JSON, kept with the game so it can be shown again and the first state rebuilt."""

    def initial_state(self, players: int, options: dict[str, Any], setup: dict[str, Any]) -> Any:
        """The state before the first move, from the seated players, options and setup record."""

    def start_info(self, setup: dict[str, Any]) -> Any:
        """The setup in the game's own terms (Columbiz: the engine's RollOff)."""

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]:
        """The rules: a new state and its events, or the game's own rule error (state unchanged)."""

    def chance_ok(self, before: Any, action: Any, rng: random.Random) -> bool:
        """Audit: whether the chance outcomes inside `action` are the ones `rng` gives."""

    def actors(self, state: Any) -> frozenset[int]:
        """The seats that may act now: one in a turn-based position, several where anyone may
        act at any moment, none once the game is over. The service lets exactly these act."""

    def current_seat(self, state: Any) -> int | None:
        """The one seat whose turn it is, where exactly one seat may act; None otherwise (over,
        or several may act). The turn clock, its reminders, away votes and the computer standing
        in for a player follow it: they mean something only where one seat is awaited."""

    def is_over(self, state: Any) -> bool: ...

    def turn_number(self, state: Any) -> int:
        """A number that changes exactly when the turn passes (groups moves into turns)."""

    def move_count(self, state: Any) -> int:
        """How many actions made this state (the length of its move log)."""

    def totals(self, state: Any) -> tuple[int, ...]: ...

    def winners(self, state: Any) -> tuple[int, ...]: ...

    def state_to_json(self, state: Any) -> dict[str, Any]: ...

    def state_from_json(self, data: dict[str, Any]) -> Any: ...

    def action_to_json(self, action: Any) -> dict[str, Any]: ...

    def action_from_json(self, data: dict[str, Any]) -> Any: ...

    def event_to_json(self, event: Any) -> dict[str, Any]: ...

    def event_from_json(self, data: dict[str, Any]) -> Any: ...


@runtime_checkable
class ComputerPlayers(Protocol):
    """What a game offers to let the computer play a seat (optional: a game without it has no
    computer seats). Decisions are pure: the same state, seat, level and seed give the same
    decision.

    Where one seat is awaited (`current_seat`), the computer plays that seat's whole turn. Where
    several seats may act at once (IceTowers in realtime), each computer seat decides for itself
    at a human pace, one action at a time, and may decide it has nothing worth doing (a decision
    with `rests`): it is asked again once someone else has acted."""

    computer_levels: tuple[str, ...]  # e.g. ("easy", "normal", "hard")
    stand_in_level: str  # the level that plays for a player whose clock ran out or who is away

    def computer_decision(self, state: Any, seat: int, level: str, seed: int) -> Any:
        """What the `level` player in `seat` does now: an object with `kind`, `values`, `reason`
        (a message id) and `params` (what fills it), and, where several seats may act at once,
        `rests`. CPU work: the service runs it in a worker thread."""

    def computer_moves(self, state: Any, decision: Any) -> list[ActionBuilder]:
        """The moves that carry out `decision` from `state`, in order (chance inside a move is
        drawn by the service from that move's seeded generator, as for a player)."""

    def fallback_decision(self, state: Any, seat: int) -> Any:
        """A plain decision that is always legal, used if a level's decision is refused."""

    def computer_rests(self, state: Any, seat: int) -> bool:
        """Where several seats may act at once: whether the computer in `seat` said it has
        nothing worth doing and waits for someone else to act."""


# --- hooks: a game's own rules in the generic move path (each does nothing by default) ---------


@dataclass(frozen=True)
class Activity:
    """What a rule about the players' time looks at: when each seat last acted (`last`; a seat
    that has not yet: since `start`), the game's time for it (`seconds`: its turn_seconds) and
    the time `now`."""

    last: Mapping[int, float]
    start: float
    seconds: int
    now: float


class TimeRule(Protocol):
    """A game's rule about the time its players leave between actions (say, a player who
    drifted away counts as done). A game offers one as `time_rule` on its rules; the
    service asks it after every action and when its deadline passes, and makes the actions it
    names in the same write (bot/service/idle.py)."""

    def applies(self, state: Any) -> bool:
        """Whether the rule holds in this state (e.g. not in turns mode, not over)."""

    def deadline(self, state: Any, activity: Activity) -> float | None:
        """When the rule acts if nobody acts before (None: never)."""

    def due(self, state: Any, activity: Activity) -> tuple[int, ...]:
        """The seats it acts for now (none: not yet)."""

    def action(self, state: Any, seat: int) -> Any:
        """What it does for such a seat."""


def time_rule(rules: Any) -> TimeRule | None:
    """The game's TimeRule (`rules.time_rule`); None, the default, for a game without one."""
    return getattr(rules, "time_rule", None)
