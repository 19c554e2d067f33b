"""The rule scenarios of every game (tests/scenarios/<game>/*.json, in the project's scenario
format), run through `engine.scenario.run_scenario` and through the command line
`python -m engine.scenario`. A game is covered the moment its engine has a `scenario` module and
its folder here has files: nothing in this file names one.

Each file holds one scenario with its `expect`ed result, worked out by hand from the rules page.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.scenario import games, run_scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_DIR = ROOT / "tests" / "scenarios"
FILES = sorted(SCENARIO_DIR.glob("*/*.json"))


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


@pytest.mark.parametrize("game", games())
def test_every_game_has_its_scenarios(game: str):
    assert list((SCENARIO_DIR / game).glob("*.json")), f"tests/scenarios/{game}/ has no scenario"


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(path: Path):
    scenario = load(path)
    assert scenario.get("game", "columbiz") == path.parent.name  # its folder names its game
    assert run_scenario(scenario) == scenario["expect"]


@pytest.mark.parametrize("game", games())
def test_a_games_scenarios_through_the_command_line_as_json_lines(game: str):
    scenarios = [load(p) for p in sorted((SCENARIO_DIR / game).glob("*.json"))]
    done = cli("-", stdin="\n".join(json.dumps(s) for s in scenarios) + "\n")
    assert done.returncode == 0, done.stderr
    got = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert got == [s["expect"] for s in scenarios]


def test_a_scenario_file_through_the_command_line():
    done = cli(str(FILES[0]))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0]) == load(FILES[0])["expect"]


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
    scenario = load(next(p for p in FILES if p.parent.name == "columbiz"))
    assert "game" not in scenario
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
