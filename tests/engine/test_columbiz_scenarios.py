"""Columbiz's scenario set covers its rules page: every rule id, rejection code, option value and
worked example (tests/scenarios/columbiz/; they run in test_scenarios.py with every game's)."""

from __future__ import annotations

import json
from pathlib import Path

from engine.columbiz import CODES

FILES = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "columbiz").glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_scenario_files():
    assert len(FILES) >= 60


def test_every_rule_id_has_a_scenario():
    tagged = {rule for p in FILES for rule in load(p).get("rules", [])}
    assert {f"C{i}" for i in range(1, 16)} <= tagged


def test_every_rejection_code_has_a_scenario():
    codes = {load(p)["expect"].get("error", {}).get("code") for p in FILES}
    assert set(CODES) <= codes


def test_every_option_value_has_a_scenario():
    seen = {(k, json.dumps(v)) for p in FILES for k, v in load(p).get("options", {}).items()}
    for option, values in {
        "max_pieces_4p": (3, 4),
        "locked_keeps": (False, True),
        "line_scoring": ("each_placement", "increase"),
    }.items():
        for value in values:
            assert (option, json.dumps(value)) in seen, (option, value)


def test_worked_examples_of_the_rules_page_are_there():
    names = {p.stem for p in FILES}
    assert {"c07-worked-example-1-33-and-555", "c07-worked-example-1-5-55-33",
            "c07-worked-example-1-1-2-3-5", "c07-worked-example-1-3333-rejected",
            "c07-worked-example-1-666-rejected", "c08-worked-example-1-five-pieces-rejected",
            "c10-worked-example-2", "c11-worked-example-3",
            "c11-worked-example-3-increase"} <= names
