"""Run rule scenarios: `python -m engine.scenario FILE` (or `-` for standard input).

Input is one scenario object, or JSON Lines (one per line); output is one JSON line per scenario:
the state summary after all steps, or `{"error": {"step", "code"}, "state": summary before it}`.
Exit 2 with a message on standard error for input that is not a scenario at all.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from engine import icetowers
from engine.columbiz.actions import action_from_json
from engine.columbiz.config import GameConfig, Options
from engine.columbiz.rules import apply
from engine.columbiz.serial import summary
from engine.columbiz.state import new_game
from engine.errors import RuleError


class NotAScenario(ValueError):
    """Input that is not a scenario at all (the runner exits 2)."""


def run_scenario(scenario: Any) -> dict[str, Any]:
    if not isinstance(scenario, dict):
        raise NotAScenario("a scenario is a JSON object")
    game = scenario.get("game", "columbiz")
    runner = RUNNERS.get(game)
    if runner is None:
        # Running another game's steps as one of ours would print a summary that means nothing.
        raise NotAScenario(f"game {game!r} is not played by this engine ({', '.join(RUNNERS)})")
    steps = scenario.get("steps", [])
    if not isinstance(steps, list):
        raise NotAScenario("'steps' must be a list")
    return runner(scenario, steps)


def run_columbiz(scenario: dict[str, Any], steps: list[Any]) -> dict[str, Any]:
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


def run_icetowers(scenario: dict[str, Any], steps: list[Any]) -> dict[str, Any]:
    """IceTowers steps: a malformed one is the refusal `bad_step` at its index (after
    `game_over`), not a broken scenario."""
    try:
        config = icetowers.GameConfig(
            players=scenario.get("players"),
            start=scenario.get("start", 0),
            options=icetowers.Options.from_dict(scenario.get("options")),
        )
    except (RuleError, TypeError) as exc:
        raise NotAScenario(f"bad players, start or options: {exc}") from exc
    state = icetowers.new_game(config)
    for index, step in enumerate(steps):
        try:
            if state.over:
                raise RuleError("game_over")
            state, _events = icetowers.apply(state, icetowers.action_from_json(step))
        except RuleError as exc:
            return {"error": {"step": index, "code": exc.code}, "state": icetowers.summary(state)}
    return icetowers.summary(state)


RUNNERS = {"columbiz": run_columbiz, "icetowers": run_icetowers}


def parse_input(text: str) -> list[Any]:
    text = text.strip()
    if not text:
        raise NotAScenario("no input")
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        pass  # not one JSON document: read it as JSON Lines below
    scenarios = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                scenarios.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise NotAScenario(f"line {number} is not JSON: {exc.msg}") from exc
    return scenarios


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m engine.scenario FILE|-", file=sys.stderr)
        return 2
    try:
        if args[0] == "-":
            text = sys.stdin.read()
        else:
            with open(args[0], encoding="utf-8") as f:
                text = f.read()
        results = [run_scenario(s) for s in parse_input(text)]
    except (OSError, ValueError) as exc:  # NotAScenario, and UnicodeDecodeError for binary input
        print(f"engine.scenario: {exc}", file=sys.stderr)
        return 2
    for result in results:
        print(json.dumps(result, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
