"""A database the bot cannot use is found at start-up, with real files: one clear message that
names the path and what is wrong, exit code 2 from `python -m bot`, and no traceback.

The tests may run as root, for whom file modes do not stop writing: there the cases that need
an unwritable file or folder make it immutable (chattr +i), which stops root too."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.messages import has
from bot.startup import database_problem
from bot.store import SCHEMA_VERSION, Store
from bot.store.check import PROBLEMS, DatabaseUnusable, check_database

ROOT = Path(__file__).resolve().parents[3]
AS_ROOT = os.geteuid() == 0
# what the system calls a refused write: a file mode (EACCES), an immutable file (EPERM)
REFUSED = ("Permission denied", "Operation not permitted")
FIX = "Fix that, or set DATABASE_PATH (in .env or the environment) to another file."


def problem_of(path) -> tuple[str, dict] | None:
    """(problem, details) that check_database reports for `path`, or None if it is usable."""
    try:
        check_database(path)
    except DatabaseUnusable as error:
        return error.problem, error.details
    return None


def child_env(**extra: str) -> dict[str, str]:
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(ROOT),
            "PYTHONDONTWRITEBYTECODE": "1", **extra}


@pytest.fixture
def unwritable():
    """Make a file or folder unwritable for this process: its mode, and for root (whom modes do
    not stop) the immutable attribute too. Undone at the end, so it can be deleted."""
    locked: list[Path] = []

    def lock(path: Path) -> Path:
        path.chmod(0o555 if path.is_dir() else 0o444)
        if AS_ROOT:
            done = subprocess.run(["chattr", "+i", str(path)], capture_output=True) \
                if shutil.which("chattr") else None
            if done is None or done.returncode != 0:
                pytest.skip("the tests run as root, whom file modes do not stop, and this file "
                            "system has no immutable attribute (chattr +i)")
        locked.append(path)
        return path

    yield lock
    for path in locked:
        if AS_ROOT:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o755 if path.is_dir() else 0o644)


def write_database(path: Path, *, rows: int = 2000, user_version: int | None = None) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
    db.execute("CREATE INDEX t_v ON t (v)")
    db.executemany("INSERT INTO t (v) VALUES (?)", [(f"value {i} " * 5,) for i in range(rows)])
    if user_version is not None:
        db.execute(f"PRAGMA user_version = {user_version}")
    db.commit()
    db.close()


def damage(path: Path) -> None:
    """Overwrite bytes in the middle of a few pages (cell pointers and cells of the b-trees)."""
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 25 * page
    for offset in (3 * page + 100, 10 * page + 50, 20 * page + 10):
        data[offset:offset + 200] = b"\xff" * 200
    path.write_bytes(bytes(data))


# --- unit: check_database --------------------------------------------------------------------


async def test_usable_databases_pass(tmp_path):
    new = tmp_path / "new" / "deeper" / "games.sqlite3"
    assert problem_of(new) is None
    assert new.parent.is_dir() and not new.exists()  # the folder is made, the file is not
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    assert problem_of(empty) is None
    real = tmp_path / "real.sqlite3"
    store = await Store.open(real)
    await store.close()
    before = real.read_bytes()
    assert problem_of(real) is None
    assert real.read_bytes() == before  # the check changes nothing
    assert problem_of(":memory:") is None


def test_a_folder_is_not_a_database(tmp_path):
    assert problem_of(tmp_path) == ("is_folder", {})


def test_a_folder_that_cannot_be_made(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    assert problem_of(blocker / "games.sqlite3") == ("folder_is_file", {"folder": str(blocker)})
    assert problem_of(blocker / "data" / "games.sqlite3") == (
        "folder_not_created", {"folder": str(blocker / "data"), "reason": "Not a directory"})


def test_a_folder_that_cannot_be_written(tmp_path, unwritable):
    locked = tmp_path / "locked"
    locked.mkdir()
    unwritable(locked)
    problem, details = problem_of(locked / "games.sqlite3")
    assert problem == "folder_not_writable"
    assert details["folder"] == str(locked) and details["reason"] in REFUSED


def test_a_file_that_cannot_be_opened_for_writing(tmp_path, unwritable):
    path = tmp_path / "games.sqlite3"  # the folder is writable: only the file is not
    write_database(path, rows=10)
    unwritable(path)
    problem, details = problem_of(path)
    assert problem == "read_only" and details["reason"] in REFUSED


def test_a_text_file_is_not_a_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_text("DISCORD_TOKEN=oops, the wrong file\n", encoding="utf-8")
    assert problem_of(path) == ("not_sqlite", {})
    tiny = tmp_path / "tiny.sqlite3"
    tiny.write_bytes(b"SQL")
    assert problem_of(tiny) == ("not_sqlite", {})


def test_a_damaged_database(tmp_path):
    path = tmp_path / "games.sqlite3"
    write_database(path)
    damage(path)
    problem, details = problem_of(path)
    assert problem == "damaged"
    assert details["detail"].startswith("On tree page ")
    assert "\n" not in details["detail"] and details["detail"].endswith("; …")


def test_a_damaged_first_page(tmp_path):
    path = tmp_path / "games.sqlite3"
    write_database(path, rows=10)
    data = bytearray(path.read_bytes())
    data[16:100] = b"\x07" * 84  # the header's page size and counters
    path.write_bytes(bytes(data))
    problem, details = problem_of(path)
    assert problem == "damaged" and details["detail"]


def test_a_database_from_a_newer_version(tmp_path):
    path = tmp_path / "games.sqlite3"
    write_database(path, rows=1, user_version=SCHEMA_VERSION + 1)
    assert problem_of(path) == ("too_new", {"found": SCHEMA_VERSION + 1, "known": SCHEMA_VERSION})


def test_every_problem_has_its_words(tmp_path):
    assert [p for p in PROBLEMS if not has(f"cli.bad_database.{p}")] == []
    assert database_problem(tmp_path) == (
        f"The database {tmp_path} can't be used: it is a folder, not a file.\n{FIX}")
    path = tmp_path / "new.sqlite3"
    write_database(path, rows=1, user_version=SCHEMA_VERSION + 3)
    assert database_problem(path) == (
        f"The database {path} can't be used: it was written by a newer version of the bot "
        f"(schema {SCHEMA_VERSION + 3}; this version knows up to {SCHEMA_VERSION}); run that "
        f"version, or restore a backup.\n{FIX}")


# --- through `python -m bot` -------------------------------------------------------------------


def run_bot(database: Path, cwd: Path) -> subprocess.CompletedProcess:
    # the API base points at a closed port: if the check let a bad database through, the run
    # fails at once instead of reaching Discord
    env = child_env(DISCORD_TOKEN="x", DATABASE_PATH=str(database),
                    DISCORD_API_BASE="http://127.0.0.1:9")
    return subprocess.run([sys.executable, "-m", "bot"], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def assert_refused(done: subprocess.CompletedProcess, path: Path, reason: str) -> None:
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr == f"The database {path} can't be used: {reason}.\n{FIX}\n"


def bad_files(tmp_path: Path):
    folder = tmp_path / "folder.sqlite3"
    folder.mkdir()
    blocker = tmp_path / "blocker"
    blocker.write_text("x", encoding="utf-8")
    text = tmp_path / "notes.sqlite3"
    text.write_text("not a database\n", encoding="utf-8")
    damaged = tmp_path / "damaged.sqlite3"
    write_database(damaged)
    damage(damaged)
    newer = tmp_path / "newer.sqlite3"
    write_database(newer, rows=1, user_version=SCHEMA_VERSION + 1)
    return [
        (folder, "it is a folder, not a file"),
        (blocker / "games.sqlite3", f"its folder {blocker} is a file"),
        (blocker / "sub" / "games.sqlite3",
         f"its folder {blocker / 'sub'} can't be created (Not a directory)"),
        (text, "it is not an SQLite database"),
        (damaged, "the file is damaged (SQLite's check says: On tree page "),
        (newer, f"it was written by a newer version of the bot (schema {SCHEMA_VERSION + 1}; "
                f"this version knows up to {SCHEMA_VERSION}); run that version, or restore a "
                "backup"),
    ]


def test_python_m_bot_refuses_an_unusable_database(tmp_path):
    for path, reason in bad_files(tmp_path):
        done = run_bot(path, tmp_path)
        if reason.endswith("On tree page "):  # SQLite's own words follow
            assert done.returncode == 2 and "Traceback" not in done.stderr
            assert done.stderr.startswith(f"The database {path} can't be used: {reason}")
            assert done.stderr.endswith(f"; …); restore it from a backup.\n{FIX}\n")
        else:
            assert_refused(done, path, reason)


def test_python_m_bot_refuses_what_it_cannot_write(tmp_path, unwritable):
    locked = tmp_path / "locked"
    locked.mkdir()
    unwritable(locked)
    done = run_bot(locked / "games.sqlite3", tmp_path)
    reason = done.stderr.split("is not writable (")[-1].split(")")[0]
    assert reason in REFUSED
    assert_refused(done, locked / "games.sqlite3",
                   f"its folder {locked} is not writable ({reason}); SQLite keeps its journal "
                   "files next to the database")
    path = tmp_path / "games.sqlite3"
    write_database(path, rows=10)
    unwritable(path)
    done = run_bot(path, tmp_path)
    reason = done.stderr.split("for writing (")[-1].split(")")[0]
    assert reason in REFUSED
    assert_refused(done, path, f"the file can't be opened for writing ({reason})")
