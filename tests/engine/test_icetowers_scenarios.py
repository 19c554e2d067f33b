"""IceTowers rule scenarios (tests/scenarios/icetowers/*.json, the scenario format's IceTowers
part), through `run_scenario` and the command line; together they name every rule I1-I12 and
reach every rejection code. The `example-*` files are the format's own examples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_scenarios import cli

from engine.icetowers import CODES
from engine.scenario import run_scenario

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "icetowers").glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path):
    scenario = load(path)
    assert run_scenario(scenario) == scenario["expect"]


def test_all_scenarios_through_the_command_line_as_json_lines():
    scenarios = [load(p) for p in FILES]
    done = cli("-", stdin="\n".join(json.dumps(s) for s in scenarios))
    assert done.returncode == 0, done.stderr
    got = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert got == [s["expect"] for s in scenarios]


def test_every_rule_and_every_rejection_code_has_a_scenario():
    scenarios = [load(p) for p in FILES]
    rules = {r for s in scenarios for r in s["rules"]}
    assert {f"I{n}" for n in range(1, 13)} <= rules
    codes = {s["expect"]["error"]["code"] for s in scenarios if "error" in s["expect"]}
    assert codes == set(CODES)
    options = {(k, json.dumps(v)) for s in scenarios for k, v in s["options"].items()}
    assert {("mode", '"turns"'), ("free_mining", "true"), ("stash", "1")} <= options
