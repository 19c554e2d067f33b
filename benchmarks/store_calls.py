"""Store calls per move, and the CPU the store's threads spend on each, through SimCord.

    python benchmarks/store_calls.py [--database sqlite|postgres] [--turns 60] [--seed 1]
                                     [--code DIR]

The real bot (bot.app.create_bot: real discord.py, the real service, the real renderer) on
SimCord's offline Discord over a fresh database (an SQLite file in a temporary folder, or a
database of a throwaway PostgreSQL cluster, tests/postgres_cluster.py, with the server's own
durability). Two players play Columbiz in one channel, one interaction at a time, each awaited
until SimCord has settled the bot: /roll, sometimes /keep and /roll again, the /place
autocomplete keystroke, /place; a finished game is followed by a new one. So every store call
and every CPU second of the store's threads between an interaction's start and its settling
belong to that interaction (the bot's background passes run on SimCord's virtual clock, which
stands still here).

Counted: every call to the store's backend (a read, a write transaction, a statement list
written in one, a lone statement written), named by the code that made it. Measured: the CPU
time of the store's threads (SQLite: its connections' worker threads; PostgreSQL: the pool's
executor threads, not the server), read from each thread's own CPU clock before and after the
interaction.

Printed: the machine; per kind of interaction the calls it made (their median and most) with
their call sites, and the store threads' CPU per interaction (median and mean, ms); then per
move (/roll, /keep, /place and the autocomplete keystrokes before /place, all together).
`--code DIR` measures another checkout's bot with this same script (e.g. the commit before a
change: `git worktree add /tmp/base COMMIT`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

CODE = (Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv[:-1]
        else Path(__file__).resolve().parents[1])
sys.path.insert(0, str(CODE))

import aiosqlite  # noqa: E402
import discord  # noqa: E402
import simcord  # noqa: E402
from simcord import Env  # noqa: E402

from bot.app import create_bot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.store import Store  # noqa: E402
from engine import columbiz  # noqa: E402

MOVES = ("roll", "keep", "autocomplete", "place")  # what one move is made of
STILL = 10**6  # seconds: the bot's background passes, on SimCord's clock, never fall due


def machine() -> str:
    import sqlite3

    return (
        f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
        f"{os.cpu_count()} CPUs | Python {platform.python_version()} | discord.py "
        f"{discord.__version__} | SimCord {getattr(simcord, '__version__', '?')} | aiosqlite "
        f"{aiosqlite.__version__} | SQLite {sqlite3.sqlite_version}"
    )


def store_thread(thread: threading.Thread) -> bool:
    """Whether `thread` runs the store's calls: an aiosqlite connection's worker, or one of the
    PostgreSQL backend's executor threads."""
    target = getattr(getattr(thread, "_target", None), "__name__", "")
    return target == "_connection_worker_thread" or thread.name.startswith("postgres")


def store_cpu() -> float:
    """CPU seconds the store's threads have used so far."""
    total = 0.0
    for thread in threading.enumerate():
        if store_thread(thread) and thread.ident is not None:
            with contextlib.suppress(OSError):
                total += time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    return total


def call_site() -> str:
    """The bot's functions that made a store call, innermost last (the store's own left out)."""
    bot, store = f"{os.sep}bot{os.sep}", f"{os.sep}store{os.sep}"
    frames = [f for f in traceback.extract_stack()[:-3]
              if bot in f.filename and store not in f.filename]
    return " > ".join(f.name for f in frames[-3:]) or "?"


class Counting:
    """Counts the store backend's calls (read, transaction, write, write_one: those an older
    checkout has) while `on`, by call site."""

    def __init__(self, backend: Any) -> None:
        self.on = False
        self.calls: list[str] = []
        for name in ("read", "transaction", "write", "write_one"):
            real = getattr(backend, name, None)
            if real is None:
                continue

            def counted(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
                if self.on:
                    self.calls.append(f"{_name:11} {call_site()}")
                return _real(*args, **kwargs)

            setattr(backend, name, counted)


class Player:
    """Two players in one channel, playing whole turns one settled interaction at a time."""

    def __init__(self, env: Env, rng: random.Random) -> None:
        self.env = env
        self.rng = rng
        guild = env.create_guild("Columbiz store calls")
        self.channel = guild.create_text_channel("table")
        self.members = [guild.add_member(env.create_user(n, global_name=n.title()))
                        for n in ("ann", "ben")]
        self.by_id = {m.id: m for m in self.members}
        self.service = env.bot.service
        self.counting = Counting(self.service.store.connection.backend)
        # kind -> per interaction: (calls, store CPU seconds)
        self.seen: dict[str, list[tuple[list[str], float]]] = defaultdict(list)

    async def measured(self, kind: str, call: Any) -> Any:
        counting = self.counting
        counting.calls = []
        cpu = store_cpu()
        counting.on = True
        try:
            result = await call
            await self.env.settle()
        finally:
            counting.on = False
        self.seen[kind].append((counting.calls, store_cpu() - cpu))
        return result

    async def new_game(self) -> None:
        ann, ben = self.members
        await self.measured("new", ann.slash(self.channel, "columbiz new", seats=2))
        await self.measured("join", ben.slash(self.channel, "columbiz join"))

    async def turn(self) -> bool:
        """The current player's turn; False once the game is over."""
        turn = None
        while True:
            game = await self.service.get(self.channel.id)  # the driver's look, not counted
            if game is None or game.status != "active":
                return False
            member = self.by_id[game.current_seat_info().user_id]
            state = game.state
            turn = state.turn if turn is None else turn
            if state.rolls < columbiz.MAX_ROLLS and (
                    state.rolls == 0 or not columbiz.can_place(state) or self.rng.random() < 0.3):
                if state.rolls and self.rng.random() < 0.4:
                    free = list(state.dice)
                    for d in state.kept:
                        free.remove(d)
                    keep = list(state.kept) + [d for d in free if self.rng.random() < 0.5]
                    await self.measured("keep", member.slash(
                        self.channel, "keep", dice="".join(map(str, keep)) or "-"))
                kind = "roll (a game's first)" if game.last_seq == 0 else "roll"
                await self.measured(kind, member.slash(self.channel, "roll"))
            else:
                choices = await self.measured("autocomplete", member.autocomplete(
                    self.channel, "place", "cells", ""))
                pick = self.rng.choice(choices[:4])["value"]
                await self.measured("place", member.slash(self.channel, "place", cells=pick))
            after = await self.service.get(self.channel.id)
            if after is None or after.status != "active":
                return False
            if after.state.turn != turn:
                return True

    def report(self) -> None:
        print(f"\n{'interaction':22} {'n':>4} {'calls med':>9} {'max':>4} "
              f"{'store CPU ms med':>16} {'mean':>6}")
        order = ["new", "join", "roll (a game's first)", "roll", "keep", "autocomplete", "place"]
        for kind in order:
            seen = self.seen.get(kind)
            if not seen:
                continue
            counts = [len(c) for c, _ in seen]
            cpus = [s for _, s in seen]
            print(f"{kind:22} {len(seen):4d} {statistics.median(counts):9.1f} "
                  f"{max(counts):4d} {statistics.median(cpus) * 1000:16.3f} "
                  f"{statistics.fmean(cpus) * 1000:6.3f}")
            sites = Counter(site for calls, _ in seen for site in calls)
            for site, n in sites.most_common():
                print(f"    {n / len(seen):5.2f} x  {site}")
        moves = [x for k in ("roll (a game's first)", "roll", "keep", "place")
                 for x in self.seen.get(k, ())]
        keystrokes = self.seen.get("autocomplete", [])
        if moves:
            calls = sum(len(c) for c, _ in moves) + sum(len(c) for c, _ in keystrokes)
            cpu = sum(s for _, s in moves) + sum(s for _, s in keystrokes)
            print(f"\nper move ({len(moves)} moves: /roll, /keep, /place, with the "
                  f"{len(keystrokes)} autocomplete keystrokes before /place): "
                  f"{calls / len(moves):.2f} store calls, store threads' CPU "
                  f"{cpu / len(moves) * 1000:.3f} ms")


class Database:
    """A fresh SQLite file, or a database of a throwaway PostgreSQL cluster."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.folder = Path(tempfile.mkdtemp(prefix="columbiz-store-calls-"))
        self.cluster: Any = None

    def __enter__(self) -> str | Path:
        if self.kind == "sqlite":
            return self.folder / "games.sqlite3"
        import psycopg

        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from postgres_cluster import Cluster

        self.cluster = Cluster(durable=True)
        server = self.cluster.start()
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute('CREATE DATABASE "store_calls"')
        return urlsplit(server)._replace(path="/store_calls").geturl()

    def __exit__(self, *exc: Any) -> None:
        try:
            if self.cluster is not None:
                self.cluster.stop()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


async def run(args: argparse.Namespace, target: str | Path) -> None:
    await (await Store.open(target)).close()  # migrated before the bot starts, as in the tests
    if isinstance(target, Path):
        settings = Settings(token=None, database_path=target, tick_seconds=STILL,
                            outbox_seconds=STILL)
    else:
        settings = Settings(token=None, database_url=target, tick_seconds=STILL,
                            outbox_seconds=STILL)
    seeds = random.Random(args.seed)
    bot = create_bot(settings, seed_source=lambda n: seeds.randbytes(n))
    env = Env(bot)
    await env.start()
    try:
        player = Player(env, random.Random(args.seed))
        turns = 0
        while turns < args.turns:
            await player.new_game()
            while turns < args.turns and await player.turn():
                turns += 1
        player.report()
    finally:
        await env.shutdown()
        await bot.close_service()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--code", help="the checkout whose bot is measured (default: this one)")
    args = parser.parse_args()
    print(machine())
    print(f"code: {CODE}; database: {args.database}; {args.turns} turns")
    with Database(args.database) as target:
        asyncio.run(run(args, target))


if __name__ == "__main__":
    main()
