"""IceTowers' part of the scenario format (`python -m engine.scenario`): the steps cap, mine,
split, done and pass, and the state summary after them."""

from __future__ import annotations

from typing import Any

from engine.errors import NotAScenario, RuleError
from engine.icetowers.actions import action_from_json
from engine.icetowers.config import GameConfig, Options
from engine.icetowers.rules import apply
from engine.icetowers.serial import summary
from engine.icetowers.state import new_game


def run(scenario: dict[str, Any], steps: list[Any]) -> dict[str, Any]:
    """A malformed step is the refusal `bad_step` at its index (after `game_over`), not a
    broken scenario."""
    try:
        config = GameConfig(
            players=scenario.get("players"),
            start=scenario.get("start", 0),
            options=Options.from_dict(scenario.get("options")),
        )
    except (RuleError, TypeError) as exc:
        raise NotAScenario(f"bad players, start or options: {exc}") from exc
    state = new_game(config)
    for index, step in enumerate(steps):
        try:
            if state.over:
                raise RuleError("game_over")
            state, _events = apply(state, action_from_json(step))
        except RuleError as exc:
            return {"error": {"step": index, "code": exc.code}, "state": summary(state)}
    return summary(state)
