"""`bash bot/run.sh`: the real script, run from a copy of the checkout whose interpreter is a
probe that writes down how it was called. The project is installed on the first start and
when pyproject.toml changes, never on a start with nothing new (a second start goes straight to
the bot); the bot gets the arguments and the directory the command was typed in."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

from local_game import ROOT

# The probe: every call written to calls.log, one line each; `-m venv DIR` makes DIR/bin/python
# (the probe again); `-m pip` succeeds at once; `-m bot` says its working directory and the
# directory the command was typed in, or with REAL_PYTHON set runs the real bot.
PROBE = f"""#!/usr/bin/env bash
log="$(dirname "$0")/calls.log"
[ -n "${{PROBE_LOG:-}}" ] && log="$PROBE_LOG"
echo "$*" >> "$log"
if [ "$1 $2" = "-m venv" ]; then
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python"
elif [ "$1 $2" = "-m bot" ] && [ -n "${{REAL_PYTHON:-}}" ]; then
    PYTHONPATH={ROOT} exec "$REAL_PYTHON" "$@"
elif [ "$1 $2" = "-m bot" ]; then
    echo "cwd=$PWD caller=$COLUMBIZ_CALLER_DIR"
fi
"""


def checkout(tmp_path: Path) -> Path:
    """A copy of the checkout's start script and pyproject.toml, no .venv yet."""
    root = tmp_path / "checkout"
    (root / "bot").mkdir(parents=True)
    shutil.copy(ROOT / "bot" / "run.sh", root / "bot" / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def probe(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PROBE)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def start(root: Path, cwd: Path, python: Path, *args: str) -> tuple[list[str], str]:
    """`bash <root>/bot/run.sh ARGS` typed in `cwd`: the interpreter's calls, and what it said."""
    log = root / "calls.log"
    log.unlink(missing_ok=True)
    env = {**os.environ, "PYTHON": str(python), "PROBE_LOG": str(log)}
    env.pop("COLUMBIZ_CALLER_DIR", None)
    done = subprocess.run(["bash", str(root / "bot" / "run.sh"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, check=True)
    return log.read_text().splitlines(), done.stdout


def installs(calls: list[str]) -> list[str]:
    return [call for call in calls if call.startswith("-m pip install")]


def test_the_project_is_installed_only_when_its_dependencies_changed(tmp_path):
    root = checkout(tmp_path)
    python = probe(tmp_path / "system" / "python3")
    here = tmp_path / "here"
    here.mkdir()

    calls, said = start(root, here, python, "--local")  # a fresh clone: .venv made, installed
    assert calls[0] == "-m venv .venv"
    assert installs(calls) == ["-m pip install --quiet --disable-pip-version-check -e ."]
    assert calls[-1] == "-m bot --local"
    assert said.strip() == f"cwd={root} caller={here}"

    calls, _ = start(root, here, python, "--local")  # nothing changed: straight to the bot
    assert calls == ["-m bot --local"]

    with (root / "pyproject.toml").open("a") as file:  # a dependency added
        file.write("\n# one more dependency\n")
    calls, _ = start(root, here, python)
    assert len(installs(calls)) == 1 and calls[-1] == "-m bot"
    calls, _ = start(root, here, python)
    assert calls == ["-m bot"]

    shutil.rmtree(root / ".venv")  # a new .venv has nothing installed in it
    calls, _ = start(root, here, python)
    assert calls[0] == "-m venv .venv" and len(installs(calls)) == 1


def test_an_install_that_fails_is_tried_again_next_time(tmp_path):
    root = checkout(tmp_path)
    python = probe(tmp_path / "system" / "python3")
    start(root, tmp_path, python)
    (root / ".venv" / "installed").unlink()
    failing = (root / ".venv" / "bin" / "python").read_text().replace(
        'echo "$*" >> "$log"', 'echo "$*" >> "$log"; [ "$2" = pip ] && exit 1')
    (root / ".venv" / "bin" / "python").write_text(failing)
    log = root / "calls.log"
    log.unlink()
    env = {**os.environ, "PROBE_LOG": str(log)}
    done = subprocess.run(["bash", str(root / "bot" / "run.sh")], cwd=tmp_path, env=env,
                          capture_output=True, text=True)
    assert done.returncode != 0
    assert not (root / ".venv" / "installed").exists()  # no stamp: the next start installs
    assert not any(call.startswith("-m bot") for call in log.read_text().splitlines())


def test_the_test_run_installs_on_a_fresh_clone_and_is_enough_for_the_bot(tmp_path):
    """tests/run.sh (what CI runs, on a fresh clone) installs the project with its test tools
    and keeps the same stamp ("<checksum> test"): not again while pyproject.toml is the same,
    and the bot's start after it installs nothing more; after the bot's own install (without
    the test tools) the tests install again."""
    root = checkout(tmp_path)
    (root / "tests").mkdir()
    shutil.copy(ROOT / "tests" / "run.sh", root / "tests" / "run.sh")
    python = probe(tmp_path / "system" / "python3")
    log = root / "calls.log"
    env = {**os.environ, "PYTHON": str(python), "PROBE_LOG": str(log),
           "TEST_POSTGRES_URL": "postgresql://unused"}  # no PostgreSQL to look for

    def test_run() -> list[str]:
        log.unlink(missing_ok=True)
        ruff = root / ".venv" / "bin" / "ruff"
        if (root / ".venv").exists() and not ruff.exists():
            probe(ruff)
        subprocess.run(["bash", str(root / "tests" / "run.sh"), "-x"], cwd=root, env=env,
                       capture_output=True, text=True, check=True)
        return log.read_text().splitlines()

    probe(root / ".venv" / "bin" / "python")  # .venv made; nothing installed in it yet
    calls = test_run()
    assert installs(calls) == [
        '-m pip install --quiet --disable-pip-version-check -e .[test]']
    assert calls[-1] == "-m pytest -n auto --dist worksteal -x"
    assert installs(test_run()) == []  # the same pyproject.toml: nothing to install
    calls, _ = start(root, tmp_path, python)
    assert calls == ["-m bot"]  # the tests' install has all the bot needs

    (root / ".venv" / "installed").unlink()
    calls, _ = start(root, tmp_path, python)  # the bot installs without the test tools
    assert len(installs(calls)) == 1
    assert len(installs(test_run())) == 1  # so the tests install theirs
