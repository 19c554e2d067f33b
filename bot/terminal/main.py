"""`python -m bot --local [--database FILE] [--no-colour]`: the terminal table's command line.
The game open in the file is resumed, else the questions of setup.py open one."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from bot import render_pool
from bot.messages import FRONT, text
from bot.store import Store
from bot.terminal.console import Console
from bot.terminal.session import DATABASE, Session
from bot.terminal.setup import ask_table


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bash bot/run.sh --local")
    parser.add_argument("--local", action="store_true")
    parser.add_argument("--database", default=DATABASE)
    parser.add_argument("--no-colour", "--no-color", dest="colour", action="store_false")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    FRONT.set("terminal")  # before the runner, whose tasks copy it
    from bot.__main__ import EXIT_CONFIG, database_problem

    database = Path(args.database)
    problem = database_problem(database)
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_CONFIG
    colour = args.colour and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    render_pool.warm()  # its processes start while the table is set up
    with asyncio.Runner() as runner:
        store = runner.run(Store.open(database))
        session = Session(store, database, Console(), colour)
        try:
            if not runner.run(session.resume()):
                session.say(text("terminal.welcome", session.locale))
                table = ask_table(session.console, session.say, session.terminals)
                if table is None:
                    return 0
                runner.run(session.start(table))
            return session.play(runner)
        except KeyboardInterrupt:  # during a computer's move: what is done is saved
            session.console.say()
            session.say(text("terminal.saved", session.locale))
            return 0
        finally:
            runner.run(store.close())
