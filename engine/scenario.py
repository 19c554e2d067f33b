"""Run rule scenarios: `python -m engine.scenario FILE` (or `-` for standard input).

Input is one scenario object, or JSON Lines (one per line); output is one JSON line per scenario:
the state summary after all steps, or `{"error": {"step", "code"}, "state": summary before it}`.
Exit 2 with a message on standard error for input that is not a scenario at all.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import sys
from pathlib import Path
from typing import Any

from engine.errors import NotAScenario, RuleError

__all__ = ["NotAScenario", "config_of", "games", "main", "parse_input", "run_scenario"]

# The scenario format (FORMAT.md, shared with other engines: not ours to change): a scenario that
# names no "game" is one of the first game's, written before there were others.
UNNAMED_GAME = "columbiz"


def config_of(scenario: dict[str, Any], config: Any, options: Any) -> Any:
    """A game's `config` (its GameConfig class) from the scenario's players, start and
    `options` (its Options class); NotAScenario if the game refuses them."""
    try:
        return config(players=scenario.get("players"), start=scenario.get("start", 0),
                      options=options.from_dict(scenario.get("options")))
    except (RuleError, TypeError) as exc:
        raise NotAScenario(f"bad players, start or options: {exc}") from exc


def games() -> list[str]:
    """The games this engine plays: each package `engine/<game>/` with a `scenario` module."""
    here = Path(__file__).resolve().parent
    return sorted(info.name for info in pkgutil.iter_modules([str(here)])
                  if info.ispkg and (here / info.name / "scenario.py").is_file())


def run_scenario(scenario: Any) -> dict[str, Any]:
    if not isinstance(scenario, dict):
        raise NotAScenario("a scenario is a JSON object")
    game = scenario.get("game", UNNAMED_GAME)
    if not isinstance(game, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", game) \
            or game not in games():
        # Running another game's steps as one of ours would print a summary that means nothing.
        raise NotAScenario(f"game {game!r} is not played by this engine ({', '.join(games())})")
    steps = scenario.get("steps", [])
    if not isinstance(steps, list):
        raise NotAScenario("'steps' must be a list")
    return importlib.import_module(f"engine.{game}.scenario").run(scenario, steps)


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
