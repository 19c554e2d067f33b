"""IceTowers as a plug-in game: engine.icetowers behind the `GameRules` interface, and its computer
players (engine.icetowers.computer) behind `ComputerPlayers`. In realtime (I12's default) every
seat may act at any moment, so there is no turn clock and no stand-in, and a computer seat acts
when it has something worth doing and declares done when it has not; in turns mode one seat is
awaited and the turn machinery of the service applies as for Columbiz."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NamedTuple

import engine.icetowers.computer
from bot.games.base import ActionBuilder, GameInputError, GameRules
from bot.games.icetowers.idle import DriftedAway
from engine import icetowers
from engine.errors import RuleError
from engine.icetowers import Done, GameConfig, Options, Pass, State, legal_moves
from engine.rolloff import RollOff, roll_off


class ComputerDecision(NamedTuple):
    """A computer's decision in the service's terms: `kind` the action's ("cap", "mine", "split",
    "done", "pass"), `values` its numbers, `reason` and `params` engine.icetowers.computer's, and
    `rests`: the seat has nothing worth doing until someone acts (a Done, I10)."""

    kind: str
    values: tuple
    reason: str
    params: dict[str, Any]
    action: Any
    rests: bool


def _decision(made: engine.icetowers.computer.Decision) -> ComputerDecision:
    data = made.action.to_json()
    kind = next(k for k in ("cap", "mine", "split", "done", "pass") if k in data)
    values = tuple(data[kind]) if isinstance(data[kind], list) else ()
    return ComputerDecision(kind, values, made.reason, dict(made.params), made.action,
                            isinstance(made.action, Done))


class IceTowersRules(GameRules):
    kind = "icetowers"
    min_players = icetowers.MIN_PLAYERS  # I1
    max_players = icetowers.MAX_PLAYERS
    computer_levels: tuple[str, ...] = tuple(engine.icetowers.computer.LEVELS)
    stand_in_level = "normal"  # turns mode: plays the turn of a late or away player

    # --- lobby and start ----------------------------------------------------------------------

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        if options is not None and not isinstance(options, Mapping):
            raise GameInputError("bad_options", option="options", value=repr(options))
        try:
            return Options.from_dict(dict(options or {})).to_dict()
        except RuleError as err:
            raise GameInputError(
                "bad_options", option=err.details.get("option"), value=err.details.get("value"),
            ) from None

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        """I12 turns mode: the roll-off decides who acts first (kept in realtime too, unused)."""
        result = roll_off(players, lambda: rng.randint(1, 6))
        return {
            "rolloff": [[[seat, value] for seat, value in rnd] for rnd in result.rounds],
            "start": result.start,
        }

    def initial_state(self, players: int, options: dict[str, Any], setup: dict[str, Any]) -> State:
        return icetowers.new_game(
            GameConfig(players, setup["start"], Options.from_dict(options))
        )

    def start_info(self, setup: dict[str, Any]) -> RollOff:
        rounds = tuple(tuple((seat, value) for seat, value in rnd) for rnd in setup["rolloff"])
        return RollOff(rounds=rounds, start=setup["start"])

    # --- actions ------------------------------------------------------------------------------

    def apply(self, state: State, action: Any) -> tuple[State, list[Any]]:
        return icetowers.apply(state, action)

    def legal_actions(self, state: State, seat: int) -> list[Any]:
        """The engine's legal moves of `seat` (I5-I9), then its declaration: done in realtime
        (I10: said again, it stays done), a pass on its turn in turns mode (I12)."""
        if seat not in self.actors(state):
            return []
        actions: list[Any] = [legal.action for legal in legal_moves(state, seat)]
        actions.append(Pass(seat) if state.options.turns else Done(seat))
        return actions

    def chance_ok(self, before: State, action: Any, rng: random.Random) -> bool:
        return True  # no chance after the start

    def actors(self, state: State) -> frozenset[int]:
        if state.over:
            return frozenset()
        if state.options.turns:
            return frozenset({state.current})  # I12
        return frozenset(range(state.players))  # I8: anyone, any time

    def current_seat(self, state: State) -> int | None:
        return state.current if state.options.turns and not state.over else None

    def is_over(self, state: State) -> bool:
        return state.over

    def turn_number(self, state: State) -> int:
        """Every action stands alone (a turn of turns mode is one action or a pass)."""
        return state.actions

    def move_count(self, state: State) -> int:
        return state.actions

    def totals(self, state: State) -> tuple[int, ...]:
        return icetowers.scores(state)

    def winners(self, state: State) -> tuple[int, ...]:
        return icetowers.winners(state)

    # I10: players who drifted away count as done (realtime): the service's time_rule hook
    time_rule = DriftedAway()

    # --- computer players --------------------------------------------------------------------

    def computer_decision(self, state: State, seat: int, level: str, seed: int
                          ) -> ComputerDecision:
        return _decision(engine.icetowers.computer.decide(state, seat, level, seed))

    def computer_moves(self, state: State, decision: ComputerDecision) -> list[ActionBuilder]:
        """Every decision is one action (a move, a declaration of done, or a pass)."""
        action = decision.action
        return [lambda rules, st, rng, seat: action]

    def fallback_decision(self, state: State, seat: int) -> ComputerDecision:
        return _decision(engine.icetowers.computer.fallback(state, seat))

    def computer_rests(self, state: State, seat: int) -> bool:
        """Realtime: a computer that declared done (I10) waits until someone acts, which clears
        every declaration; then it looks again."""
        return seat in state.done

    # --- JSON ---------------------------------------------------------------------------------

    def state_to_json(self, state: State) -> dict[str, Any]:
        return icetowers.state_to_json(state)

    def state_from_json(self, data: dict[str, Any]) -> State:
        return icetowers.state_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return action.to_json()

    def action_from_json(self, data: dict[str, Any]) -> Any:
        return icetowers.action_from_json(data)

    def event_to_json(self, event: Any) -> dict[str, Any]:
        return event.to_json()

    def event_from_json(self, data: dict[str, Any]) -> Any:
        return icetowers.event_from_json(data)


ICETOWERS = IceTowersRules()
