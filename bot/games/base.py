"""The small interface a game offers the store, the lobby and the turn machinery.

The service knows seats, turns, moves and chance only through `GameRules`; everything specific to
one game (its state, actions, events, options, how chance enters) lives in that game's plug-in.
A game plugs in by subclassing `GameRules` (its defaults cover what most games share) and
listing its package in `bot.games.PACKAGES`.
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


class GameRules:
    """One game, as the service sees it. State, actions and events are the game's own values.

    A game subclasses this and writes what is its own: `kind`, `initial_state`, `apply`,
    `legal_actions`, `current_seat`, `is_over`, `move_count`, `totals` and the JSON forms of its
    state, actions and events that have no `to_json`. The rest has a default fit for a turn-based
    game without options whose only chance is who starts; a game overrides what differs."""

    kind: str  # stored in games.kind, e.g. "columbiz"
    min_players: int = 2
    max_players: int = 4

    # --- lobby and start (defaults: no options, a random first player) ------------------------

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option set (defaults filled in); GameInputError("bad_options") if invalid.
        By default a game has no options: any option given is refused, naming it."""
        if options is not None and not isinstance(options, Mapping):
            raise GameInputError("bad_options", option="options", value=repr(options))
        for name, value in dict(options or {}).items():
            raise GameInputError("bad_options", option=name, value=value)
        return {}

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        """Decide what chance decides before the first move (e.g. who starts) and return it as
        JSON, kept with the game so it can be shown again and the first state rebuilt. By
        default: who starts, drawn at random."""
        return {"start": rng.randrange(players)}

    def initial_state(self, players: int, options: dict[str, Any], setup: dict[str, Any]) -> Any:
        """The state before the first move, from the seated players, options and setup record."""
        raise NotImplementedError

    def start_info(self, setup: dict[str, Any]) -> Any:
        """The setup in the game's own terms (Columbiz: the engine's RollOff). By default the
        setup record itself."""
        return setup

    # --- the rules ----------------------------------------------------------------------------

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]:
        """The rules: a new state and its events, or the game's own rule error (state unchanged)."""
        raise NotImplementedError

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        """Every action `seat` may take now, each one `apply` accepts (after `draw`), none once
        the game is over or while `seat` may not act. An action whose outcome chance decides is
        listed once, its outcome still to draw (Columbiz's roll: `draw` throws the dice). The
        one list autocomplete, the terminal's move lists, the computer's fallback and the
        conformance suite share."""
        raise NotImplementedError

    def draw(self, state: Any, action: Any, rng: random.Random) -> Any:
        """A listed action with the outcomes chance decides drawn from `rng` (the move's seeded
        generator); by default the action as it is (no chance after the start)."""
        return action

    def chance_ok(self, before: Any, action: Any, rng: random.Random) -> bool:
        """Audit: whether the chance outcomes inside `action` are the ones `rng` gives. By
        default there are none to check."""
        return True

    def actors(self, state: Any) -> frozenset[int]:
        """The seats that may act now: one in a turn-based position, several where anyone may
        act at any moment, none once the game is over. The service lets exactly these act.
        By default the one seat whose turn it is."""
        seat = None if self.is_over(state) else self.current_seat(state)
        return frozenset() if seat is None else frozenset({seat})

    def current_seat(self, state: Any) -> int | None:
        """The one seat whose turn it is, where exactly one seat may act; None otherwise (over,
        or several may act). The turn clock, its reminders, away votes and the computer standing
        in for a player follow it: they mean something only where one seat is awaited."""
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def turn_number(self, state: Any) -> int:
        """A number that changes exactly when the turn passes (groups moves into turns). By
        default every action is a turn of its own."""
        return self.move_count(state)

    def move_count(self, state: Any) -> int:
        """How many actions made this state (the length of its move log)."""
        raise NotImplementedError

    def totals(self, state: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def winners(self, state: Any) -> tuple[int, ...]:
        """The seats that won; by default those with the highest total (a tie shares it)."""
        totals = self.totals(state)
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    # --- JSON forms (actions and events with a `to_json` need nothing more) --------------------

    def state_to_json(self, state: Any) -> dict[str, Any]:
        raise NotImplementedError

    def state_from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return action.to_json()

    def action_from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError

    def event_to_json(self, event: Any) -> dict[str, Any]:
        return event.to_json()

    def event_from_json(self, data: dict[str, Any]) -> Any:
        raise NotImplementedError


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
