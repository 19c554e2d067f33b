"""Columbiz's part of the scenario format (`python -m engine.scenario`): the steps roll, keep and
place, and the state summary after them."""

from __future__ import annotations

from typing import Any

from engine.columbiz.actions import action_from_json
from engine.columbiz.config import GameConfig, Options
from engine.columbiz.rules import apply
from engine.columbiz.serial import summary
from engine.columbiz.state import new_game
from engine.errors import NotAScenario, RuleError


def run(scenario: dict[str, Any], steps: list[Any]) -> dict[str, Any]:
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
            action = action_from_json(step)
        except RuleError as exc:
            raise NotAScenario(f"step {index} is not roll, keep or place: {step!r}") from exc
        try:
            state, _events = apply(state, action)
        except RuleError as exc:
            return {"error": {"step": index, "code": exc.code}, "state": summary(state)}
    return summary(state)
