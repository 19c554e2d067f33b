"""`python -m bot --local [--database FILE] [--no-colour]`: the terminal table's command line.
The game open in the file is resumed, else the questions of setup.py open one."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bot import render_pool, sigint
from bot.messages import FRONT, text
from bot.startup import EXIT_CONFIG, database_problem
from bot.store import Store
from bot.terminal.console import Console
from bot.terminal.session import DATABASE, Session
from bot.terminal.setup import ask_table

CALLER_DIR = "COLUMBIZ_CALLER_DIR"  # where bot/run.sh was typed (it sets it)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bash bot/run.sh --local")
    parser.add_argument("--local", action="store_true")
    parser.add_argument("--database", type=Path, default=None)
    parser.add_argument("--no-colour", "--no-color", dest="colour", action="store_false")
    return parser.parse_args(argv)


def database_path(given: Path | None) -> Path:
    """The game's file: DATABASE in the working directory (bot/run.sh: the checkout, so every
    start finds the same game), or the one given, a relative path read from where the command
    was typed (bot/run.sh passes it on: it moves to the checkout before starting)."""
    if given is None:
        return Path(DATABASE)
    return Path(os.environ.get(CALLER_DIR) or ".") / given


def main(argv: list[str]) -> int:
    args = parse(argv)
    FRONT.set("terminal")  # before the runner, whose tasks copy it

    database = database_path(args.database)
    problem = database_problem(database)
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_CONFIG
    colour = args.colour and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    with asyncio.Runner() as runner:
        # the threads started for the table (the database's, the loop's pool) leave Ctrl-C to
        # the main thread, asleep in input() at a question (bot.sigint)
        runner.get_loop().set_default_executor(ThreadPoolExecutor(initializer=sigint.block))
        runner.get_loop().set_exception_handler(quiet_late_results)
        with sigint.blocked():
            store = runner.run(Store.open(database))
        # the picture workers start once the first question or prompt is out: on a machine of
        # few cores they would slow the first question, and they are ready long before the
        # first move is typed
        session = Session(store, database, Console(before_reading=render_pool.warm), colour)
        try:
            if not runner.run(session.resume()):
                session.say(text("terminal.welcome", session.locale))
                table, language = ask_table(session.console, session.say, session.terminals)
                if table is None:  # left at a question (quit, exit, Ctrl-D or Ctrl-C)
                    session.say(text("terminal.left", language))
                    return 0
                runner.run(session.start(table))
            return session.play(runner)
        except KeyboardInterrupt:  # during a computer's move: what is done is saved
            session.console.say()
            session.say(text("terminal.saved", session.locale))
            return 0
        finally:
            runner.run(_finish_what_runs())
            runner.run(store.close())


def quiet_late_results(loop: asyncio.AbstractEventLoop, context: dict) -> None:
    """The loop's handler of errors in its callbacks: a result that comes for a future Ctrl-C
    cancelled meanwhile is dropped, anything else reported as asyncio would.

    asyncio.Runner takes Ctrl-C by cancelling the move's task from its SIGINT handler, which
    runs between any two instructions of the main thread: also between a database callback's
    check that its future still waits and its setting the result (aiosqlite's set_result),
    which then raises InvalidStateError, once a hundred or so Ctrl-Cs, as a traceback on the
    table's terminal. Nothing is lost: the move's commit runs to its end in the database's
    thread whoever waits for it, and the table says the game is saved."""
    if isinstance(context.get("exception"), asyncio.InvalidStateError):
        return
    loop.default_exception_handler(context)


async def _finish_what_runs(seconds: float = 10.0) -> None:
    """Let work a Ctrl-C left running (a move's commit, shielded from the interrupt) end before
    the database closes under it; whatever it raised is taken here, not printed at exit."""
    others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    if not others:
        return
    done, pending = await asyncio.wait(others, timeout=seconds)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        if not task.cancelled():
            task.exception()  # retrieved: the move is saved whole or not at all
