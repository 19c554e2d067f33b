"""IceTowers as a plug-in game: engine.icetowers behind the `GameRules` interface. In realtime
(I12's default) every seat may act at any moment, so there is no turn clock and no stand-in; in
turns mode one seat is awaited and the turn machinery of the service applies as for Columbiz."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.games.base import GameInputError
from engine import icetowers
from engine.errors import RuleError
from engine.icetowers import Done, GameConfig, Options, State
from engine.rolloff import RollOff, roll_off


class IceTowersRules:
    kind = "icetowers"
    min_players = icetowers.MIN_PLAYERS  # I1
    max_players = icetowers.MAX_PLAYERS

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

    # --- I10: players who drifted away count as done (realtime) -----------------------------

    def counts_idle(self, state: State) -> bool:
        return not state.over and not state.options.turns

    def waiting_on(self, state: State) -> frozenset[int]:
        return frozenset(range(state.players)) - state.done

    def idle_action(self, state: State, seat: int) -> Done:
        return Done(seat)

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
