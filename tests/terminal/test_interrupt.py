"""Ctrl-C at the terminal table, as a terminal sends it: SIGINT to every process of the foreground
group (the table and its picture workers alike). The table says the game is saved and leaves,
without a traceback from anyone, whether Ctrl-C comes at a setup question, at the prompt or
while a move is being played."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pexpect
from local_game import PROMPT, QUESTION, answer, games_of, moves_of, prompt, spawn, transcript


def interrupted(child: pexpect.spawn) -> str:
    """Ctrl-C typed now (the terminal's interrupt character: the line discipline sends SIGINT to
    the foreground process group); everything the table printed, once it has ended."""
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return transcript(child)


def assert_quiet(said: str) -> None:
    assert "Traceback" not in said
    assert "KeyboardInterrupt" not in said
    assert "SpawnProcess" not in said


def test_ctrl_c_at_the_prompt_saves_the_game_quietly(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "easy")
    prompt(child)
    child.sendline("roll")
    child.expect_exact(PROMPT)
    played = moves_of(database)
    said = interrupted(child)
    assert_quiet(said)
    assert "The game is saved" in said
    assert games_of(database) == [("columbiz", "active")]
    assert moves_of(database) == played  # nothing lost, nothing added

    child = spawn(database)  # the same command resumes it
    prompt(child)
    assert moves_of(database) == played
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_ctrl_c_during_a_move_saves_the_game_quietly(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "easy")
    prompt(child)
    child.sendline("roll")  # its picture is being drawn in a worker when Ctrl-C comes
    child.expect_exact("roll")
    said = interrupted(child)
    assert_quiet(said)
    assert games_of(database) == [("columbiz", "active")]


def test_ctrl_c_at_the_first_question_leaves_quietly(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)  # the picture workers are starting meanwhile
    child.expect(QUESTION)
    said = interrupted(child)
    assert_quiet(said)
    assert games_of(database) == []


def test_only_the_main_thread_takes_ctrl_c(tmp_path):
    """The kernel gives a process's SIGINT to any thread not blocking it; one given to a
    database or pool thread would leave the main thread asleep in input(), deaf to Ctrl-C. At a
    question every other thread of the table blocks it, the main thread does not."""
    child = spawn(tmp_path / "game.sqlite3")
    child.expect(QUESTION)
    masks = {int(task.name): blocks_sigint(task) for task in tasks(child.pid)}
    assert masks.pop(child.pid) is False
    assert masks and all(masks.values()), masks  # the database's thread at least
    assert_quiet(interrupted(child))


def test_picture_workers_start_deaf_to_ctrl_c(tmp_path):
    """A picture worker is started with SIGINT blocked, from its first instruction: one started
    open to it (multiprocessing's resource tracker, started by the first process started,
    unblocks SIGINT in the starting thread) dies of a Ctrl-C that comes while it is still
    importing, with a traceback on the table's terminal."""
    child = spawn(tmp_path / "game.sqlite3")
    child.expect(QUESTION)
    workers = picture_workers(child.pid)
    assert workers
    assert all(blocks_sigint(Path(f"/proc/{pid}")) for pid in workers), workers
    assert_quiet(interrupted(child))


def tasks(pid: int) -> list[Path]:
    return list(Path(f"/proc/{pid}/task").iterdir())


def blocks_sigint(task: Path) -> bool:
    status = (task / "status").read_text()
    blocked = int(next(line for line in status.splitlines()
                       if line.startswith("SigBlk:")).split()[1], 16)
    return bool(blocked & (1 << (signal.SIGINT - 1)))


def picture_workers(pid: int, wait_seconds: float = 60.0) -> list[int]:
    """The table's picture workers (its children started by multiprocessing's spawn), once
    there are any: the table starts them as it starts, and a busy machine may take a while."""
    deadline = time.monotonic() + wait_seconds
    while True:
        children = [int(c) for task in tasks(pid)
                    for c in (task / "children").read_text().split()]
        workers = [c for c in children
                   if b"--multiprocessing-fork" in Path(f"/proc/{c}/cmdline").read_bytes()]
        if workers or time.monotonic() > deadline:
            return workers
        time.sleep(0.05)
