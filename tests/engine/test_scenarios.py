"""The rule scenarios of tests/scenarios/*.json (format: the project's scenario format), run both
through `engine.scenario.run_scenario` and through the command line `python -m engine.scenario`.

Each file holds one scenario with its `expect`ed result, worked out by hand from the rules page.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.columbiz import CODES
from engine.scenario import run_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_DIR = ROOT / "tests" / "scenarios"
FILES = sorted(SCENARIO_DIR.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def cli(*args: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run(
        [sys.executable, "-m", "engine.scenario", *args],
        input=stdin.encode() if isinstance(stdin, str) else stdin,
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )


def test_there_are_scenario_files():
    assert len(FILES) >= 60


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path):
    scenario = load(path)
    assert run_scenario(scenario) == scenario["expect"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_file_through_the_command_line(path: Path):
    done = cli(str(path))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0]) == load(path)["expect"]


def test_all_scenarios_as_json_lines_on_standard_input():
    scenarios = [load(p) for p in FILES]
    text = "\n".join(json.dumps(s) for s in scenarios) + "\n"
    done = cli("-", stdin=text)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert [json.loads(line) for line in lines] == [s["expect"] for s in scenarios]


def test_json_lines_file_with_blank_lines(tmp_path: Path):
    scenarios = [load(p) for p in FILES[:3]]
    path = tmp_path / "three.jsonl"
    path.write_text("\n\n".join(json.dumps(s) for s in scenarios), encoding="utf-8")
    done = cli(str(path))
    assert done.returncode == 0, done.stderr
    assert [json.loads(x) for x in done.stdout.decode().splitlines()] == [
        s["expect"] for s in scenarios
    ]


@pytest.mark.parametrize(
    "garbage",
    [
        "",
        "not json at all",
        "[1, 2, 3]",
        '{"players": 2}\nthis line is not JSON',
        '{"players": 5, "steps": []}',
        '{"players": 2, "start": 2, "steps": []}',
        '{"players": 2, "options": {"colour": "red"}, "steps": []}',
        '{"players": 2, "options": {"max_pieces_4p": 5}, "steps": []}',
        '{"players": 2, "steps": {"roll": [1]}}',
        '{"players": 2, "steps": [{"jump": [1]}]}',
        '{"players": 2, "steps": [{"roll": [1], "keep": [1]}]}',
        '{"players": 2, "steps": [{"roll": "12345678"}]}',
        '"a string"',
    ],
)
def test_garbage_exits_2_with_a_message(garbage: str):
    done = cli("-", stdin=garbage)
    assert done.returncode == 2
    assert done.stdout == b""
    assert done.stderr.strip()


def test_the_game_may_be_named():
    # FORMAT.md: a scenario names its game with "game", "columbiz" when absent.
    scenario = load(FILES[0])
    assert run_scenario({**scenario, "game": "columbiz"}) == scenario["expect"]


@pytest.mark.parametrize("game", ["chess", None, 1])
def test_a_game_this_engine_does_not_play_exits_2(game):
    done = cli("-", stdin=json.dumps({"game": game, "players": 2, "steps": []}))
    assert done.returncode == 2
    assert done.stdout == b""
    assert b"not played by this engine" in done.stderr


def test_binary_file_exits_2(tmp_path: Path):
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00\x01")
    done = cli(str(path))
    assert done.returncode == 2
    assert done.stderr.strip()


def test_missing_file_and_wrong_arguments_exit_2(tmp_path: Path):
    assert cli(str(tmp_path / "nothing.json")).returncode == 2
    assert cli().returncode == 2
    assert cli("a.json", "b.json").returncode == 2


def test_rejected_step_is_a_result_not_a_failure():
    done = cli("-", stdin='{"players": 2, "steps": [{"keep": [1]}]}')
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert result["error"] == {"step": 0, "code": "not_rolled"}
    assert result["state"]["current"] == 0


# --- the scenario set covers the rules page ------------------------------------------------------


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
