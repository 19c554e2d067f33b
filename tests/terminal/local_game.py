"""Driving `python -m bot --local` in a real pseudo-terminal (pexpect), as a person would: the
answers to the setup questions, moves typed at the prompt, and what the table prints back."""

from __future__ import annotations

import io
import os
import re
import sqlite3
import sys
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[2]
PLAYER = "tester"  # the login name the table gives seat 1
PROMPT = f"{PLAYER} › "
QUESTION = r"\(Enter: [^\r\n]*\): "  # its default may hold brackets: "Computer (normal)"
LISTED = re.compile(r"^  ((?:place|cap|mine|split) [^·\r\n]+?)  · ", re.MULTILINE)
TIMEOUT = 120  # seconds for one answer: never reached by a working table


def spawn(database: Path, *, language: str = "C.UTF-8", command: list[str] | None = None,
          cwd: Path = ROOT) -> pexpect.spawn:
    """The table on `database`, in a terminal wide enough that no line wraps: `python -m bot`,
    or `command` (a copy of bot/run.sh, whose interpreter runs REAL_PYTHON) typed in `cwd`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "USER": PLAYER, "LOGNAME": PLAYER,
           "LANG": language, "LANGUAGE": "", "LC_ALL": "", "NO_COLOR": "1", "TERM": "dumb",
           "REAL_PYTHON": sys.executable}
    env.pop("COLUMBIZ_CALLER_DIR", None)
    command = command or [sys.executable, "-m", "bot"]
    child = pexpect.spawn(
        command[0], [*command[1:], "--local", "--database", str(database)], cwd=str(cwd),
        env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(60, 250),
    )
    child.logfile_read = io.StringIO()  # everything the table printed, for the end's checks
    return child


def transcript(child: pexpect.spawn) -> str:
    return child.logfile_read.getvalue().replace("\r", "")


def answer(child: pexpect.spawn, *answers: str) -> None:
    """Answer the next setup questions in order ("" takes the default)."""
    for reply in answers:
        child.expect(QUESTION)
        child.sendline(reply)


def prompt(child: pexpect.spawn) -> str:
    """Wait for the prompt; what was printed since the last one."""
    child.expect_exact(PROMPT)
    return child.before


def send(child: pexpect.spawn, line: str) -> str:
    """Type `line`; what the table answered before its next prompt."""
    child.sendline(line)
    child.expect_exact(PROMPT)
    return child.before.split("\n", 1)[-1]  # without the echo of the line typed


def choices(child: pexpect.spawn, verb: str) -> list[str]:
    """The moves the table lists for a move word said alone."""
    return LISTED.findall(send(child, verb).replace("\r", ""))


def moves_of(database: Path) -> int:
    with sqlite3.connect(database) as db:
        return db.execute("SELECT count(*) FROM moves").fetchone()[0]


def games_of(database: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(database) as db:
        return db.execute("SELECT kind, status FROM games ORDER BY id").fetchall()
