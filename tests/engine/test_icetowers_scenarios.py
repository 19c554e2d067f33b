"""IceTowers' scenario set covers its rules page (tests/scenarios/icetowers/*.json, the scenario
format's IceTowers part; they run in test_scenarios.py with every game's): together they name
every rule I1-I12 and reach every rejection code. The `example-*` files are the format's own
examples."""

from __future__ import annotations

import json
from pathlib import Path

from engine.icetowers import CODES

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "icetowers").glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_rule_and_every_rejection_code_has_a_scenario():
    scenarios = [load(p) for p in FILES]
    rules = {r for s in scenarios for r in s["rules"]}
    assert {f"I{n}" for n in range(1, 13)} <= rules
    codes = {s["expect"]["error"]["code"] for s in scenarios if "error" in s["expect"]}
    assert codes == set(CODES)
    options = {(k, json.dumps(v)) for s in scenarios for k, v in s["options"].items()}
    assert {("mode", '"turns"'), ("free_mining", "true"), ("stash", "1")} <= options
