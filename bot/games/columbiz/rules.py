"""Columbiz as a plug-in game: the engine behind the `GameRules` interface, plus the Columbiz
actions the service offers (roll with seeded dice, keep, toggle one die, place) and the computer
players of engine.columbiz.computer behind the `ComputerPlayers` interface."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import engine.columbiz.computer
from bot.games.base import ActionBuilder, GameInputError, GameRules
from engine import columbiz
from engine.columbiz import (
    DICE_COUNT,
    MAX_ROLLS,
    GameConfig,
    Keep,
    Options,
    Place,
    Roll,
    RollOff,
    RuleError,
    State,
)


class ColumbizRules(GameRules):
    kind = "columbiz"
    min_players = 2  # C3
    max_players = 4
    computer_levels: tuple[str, ...] = tuple(engine.columbiz.computer.LEVELS)
    stand_in_level = "normal"  # plays the turns of a late or away player

    # --- lobby and start ----------------------------------------------------------------------

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        if options is not None and not isinstance(options, Mapping):
            raise GameInputError("bad_options", option="options", value=repr(options))
        try:
            return Options.from_dict(dict(options or {})).to_dict()
        except RuleError as err:  # bad_config from the engine: name the option and the value
            raise GameInputError(
                "bad_options",
                option=err.details.get("option"),
                value=err.details.get("value"),
            ) from None

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        """C5: the roll-off, with dice from the game's seeded generator."""
        result = columbiz.roll_off(players, lambda: rng.randint(1, 6))
        return {
            "rolloff": [[[seat, value] for seat, value in rnd] for rnd in result.rounds],
            "start": result.start,
        }

    def initial_state(self, players: int, options: dict[str, Any], setup: dict[str, Any]) -> State:
        config = GameConfig(
            players=players, start=setup["start"], options=Options.from_dict(options)
        )
        return columbiz.new_game(config)

    def start_info(self, setup: dict[str, Any]) -> RollOff:
        rounds = tuple(tuple((seat, value) for seat, value in rnd) for rnd in setup["rolloff"])
        return RollOff(rounds=rounds, start=setup["start"])

    # --- the turn machinery -------------------------------------------------------------------

    def apply(self, state: State, action: Any) -> tuple[State, list[Any]]:
        return columbiz.apply(state, action)

    def legal_actions(self, state: State, seat: int) -> list[Roll | Keep | Place]:
        """The seat to move rolls while a roll is left (C6: its dice thrown by `draw`), keeps
        any of the dice between rolls (C6, with `locked_keeps` never fewer than the locked
        ones), and once it has rolled places any legal set of cells (C7, C8), each set once."""
        if state.over or seat != state.current:
            return []
        actions: list[Roll | Keep | Place] = []
        if state.rolls < MAX_ROLLS:
            actions.append(Roll(()))
        if 0 < state.rolls < MAX_ROLLS:
            faces = sorted(Counter(state.dice).items())
            locked = Counter(state.locked if state.config.options.locked_keeps else ())
            for counts in itertools.product(*(range(locked[face], n + 1) for face, n in faces)):
                actions.append(Keep(tuple(face for (face, _), k in zip(faces, counts)
                                          for _ in range(k))))
        if state.rolls:
            actions += [Place(p.cells) for p in columbiz.legal_placements(state)]
        return actions

    def draw(self, state: State, action: Any, rng: random.Random) -> Any:
        """A listed roll throws its dice (C6); the other actions have no chance in them."""
        return self.roll_action(state, rng) if isinstance(action, Roll) else action

    def chance_ok(self, before: State, action: Any, rng: random.Random) -> bool:
        if isinstance(action, Roll):
            return action == self.roll_action(before, rng)
        return True

    def actors(self, state: State) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.current})  # C5, C12: in turn

    def current_seat(self, state: State) -> int | None:
        return state.current

    def is_over(self, state: State) -> bool:
        return state.over

    def turn_number(self, state: State) -> int:
        return state.turn

    def move_count(self, state: State) -> int:
        return state.actions

    def totals(self, state: State) -> tuple[int, ...]:
        return tuple(columbiz.totals(state))

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(columbiz.winners(state))

    # --- JSON forms ---------------------------------------------------------------------------

    def state_to_json(self, state: State) -> dict[str, Any]:
        return columbiz.state_to_json(state)

    def state_from_json(self, data: dict[str, Any]) -> State:
        return columbiz.state_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return action.to_json()

    def action_from_json(self, data: dict[str, Any]) -> Any:
        return columbiz.action_from_json(data)

    def event_to_json(self, event: Any) -> dict[str, Any]:
        return event.to_json()

    def event_from_json(self, data: dict[str, Any]) -> Any:
        return columbiz.event_from_json(data)

    # --- Columbiz actions ---------------------------------------------------------------------

    def roll_action(self, state: State, rng: random.Random) -> Roll:
        """C4, C6: all 8 dice on the turn's first roll, else one per die not kept. If no roll is
        left the engine refuses the action (no_rolls_left) before looking at the values."""
        count = DICE_COUNT - len(state.kept) if state.rolls else DICE_COUNT
        return Roll(tuple(rng.randint(1, 6) for _ in range(count)))

    def keep_action(self, values: tuple[int, ...] | list[int]) -> Keep:
        return Keep(tuple(values))

    def place_action(self, cells: tuple[str, ...] | list[str]) -> Place:
        return Place(tuple(cells))

    def toggle_action(self, state: State, index: int) -> Keep:
        """Flip whether die `index` of the sorted dice is kept (C6). Within one face the first k
        dice are the kept ones, so keeping adds one die of that face and releasing removes one.

        With `locked_keeps` the engine refuses to release a die that was kept when the dice were
        last rolled (bad_keep), but a die kept since then can be released: a mis-click is undone
        by clicking again. After the third roll nothing can be kept any more (no_rolls_left)."""
        dice = state.dice
        if state.rolls >= MAX_ROLLS:
            raise RuleError("no_rolls_left", rolls=state.rolls)
        if state.rolls == 0 or not dice:
            raise RuleError("not_rolled")
        if type(index) is not int or not 0 <= index < len(dice):
            raise GameInputError("bad_dice_index", index=index, dice=len(dice))
        face = dice[index]
        position = index - dice.index(face)
        kept_of_face = state.kept.count(face)
        wanted = kept_of_face - 1 if position < kept_of_face else kept_of_face + 1
        others = tuple(d for d in state.kept if d != face)
        return Keep(tuple(sorted(others + (face,) * wanted)))

    @staticmethod
    def rolls_left(state: State) -> int:
        return MAX_ROLLS - state.rolls

    # --- computer players ---------------------------------------------------------------------

    def computer_decision(
        self, state: State, seat: int, level: str, seed: int
    ) -> engine.columbiz.computer.Decision:
        """engine.columbiz.computer's decision for the seat to move, `seat` (keep and roll, or
        place; with its reason)."""
        return engine.columbiz.computer.decide(state, level, seed)

    def computer_moves(
        self, state: State, decision: engine.columbiz.computer.Decision
    ) -> list[ActionBuilder]:
        """A place decision is one Place; a roll decision is a Keep (when the kept set changes,
        C6) and then a Roll whose values come from that move's seeded generator, as a player's."""
        if decision.kind == "place":
            cells = tuple(decision.values)
            return [lambda rules, st, rng, seat: Place(cells)]
        keep = tuple(sorted(decision.values))
        moves: list[ActionBuilder] = []
        if state.rolls and keep != state.kept:
            moves.append(lambda rules, st, rng, seat: Keep(keep))
        moves.append(lambda rules, st, rng, seat: self.roll_action(st, rng))
        return moves

    def fallback_decision(self, state: State, seat: int) -> engine.columbiz.computer.Decision:
        """Roll on with the kept dice while that is allowed and nothing can be placed, else the
        best placement of the engine's own list (C7, C9)."""
        if state.rolls == 0 or (state.rolls < MAX_ROLLS and not columbiz.can_place(state)):
            return engine.columbiz.computer.Decision("roll", tuple(state.kept), "fallback", {})
        best = columbiz.legal_placements(state)[0]
        return engine.columbiz.computer.Decision("place", tuple(best.cells), "fallback", {})

    def computer_rests(self, state: State, seat: int) -> bool:
        return False  # one seat acts at a time: the seat to move always has its turn to play


COLUMBIZ = ColumbizRules()
