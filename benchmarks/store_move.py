"""The SQLite threads' CPU per move and per store call, over a real database file.

    python benchmarks/store_move.py [--channels 40] [--moves 1200] [--players 2,3,4]
                                    [--together N] [--statements] [--pragma SETTING ...]
                                    [--code DIR]

The real service (bot.service.GameService, with the bot's own announcer, so every move writes the
post it owes the channel) over a fresh SQLite file in a temporary folder, synchronous=FULL as the
bot runs it. Columbiz games are opened in `--channels` channels (2, 3 and 4 players in turn), then
moves are made one channel after another, as players a couple of seconds apart would: each
move reads its game unless the service kept it from its last move there (a placement's /place
autocomplete asks for it once more before), commits (a group commit of its own: nothing else is
queued), and marks its post delivered, as the bot's interaction does once Discord has answered.
A game that ends is followed by a new one. `--together N`: N channels move at once, as when the
bot is flat out, so that their writes queue up for the store's thread together.

Measured: the CPU time of the SQLite connections' worker threads (read from each thread's own
clock) while the moves are made, per move; its user/system split (from the kernel's per-thread
ticks, /proc, so over a thousand moves or more); and per kind of store call (a read, a group
commit, a lone bookkeeping statement), measured in the thread around each call. With
`--statements`, also per statement (timing each adds a little to every call). The WAL's
automatic checkpoints run inside commits (counted in); its size at the end is printed.

`--pragma` tries a setting (e.g. `--pragma mmap_size=1073741824`) on both connections once the
games are open. `--code DIR` measures another checkout's store with this same script (e.g. the
commit before a change: `git worktree add /tmp/base COMMIT`).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import re
import sqlite3
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

CODE = (Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv[:-1]
        else Path(__file__).resolve().parents[1])
sys.path.insert(0, str(CODE))

import aiosqlite  # noqa: E402

from bot.announce import Announcer  # noqa: E402
from bot.games import frontends  # noqa: E402
from bot.games.columbiz import moves as cz  # noqa: E402
from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.store import sqlite as sqlite_backend  # noqa: E402
from engine.columbiz import MAX_ROLLS, can_place, legal_placements  # noqa: E402

GUILD = 1
TICK = os.sysconf("SC_CLK_TCK")


def machine() -> str:
    return (
        f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
        f"{os.cpu_count()} CPUs | Python {platform.python_version()} | aiosqlite "
        f"{aiosqlite.__version__} | SQLite {sqlite3.sqlite_version}"
    )


def sqlite_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate()
            if getattr(getattr(t, "_target", None), "__name__", "") == "_connection_worker_thread"]


def threads_cpu() -> tuple[float, float, float]:
    """The SQLite threads' CPU so far: (thread clocks, user ticks, system ticks) in seconds."""
    clock = user = system = 0.0
    for thread in sqlite_threads():
        clock += time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
        stat = Path(f"/proc/self/task/{thread.native_id}/stat").read_text()
        fields = stat[stat.rindex(")") + 2:].split()
        user += int(fields[11]) / TICK
        system += int(fields[12]) / TICK
    return clock, user, system


class CallClock:
    """Thread CPU of the backend's calls, by kind (and of each statement, with `statements`),
    measured inside the worker thread around each call."""

    def __init__(self, statements: bool) -> None:
        self.on = False
        self.calls: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
        self.statements: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
        self.by_statement = statements

    def install(self, backend: Any) -> None:
        real_call_on = backend._call_on
        clock = self

        def timed(kind: str, fn: Any) -> Any:
            def run(conn: Any, *args: Any) -> Any:
                if not clock.on:
                    return fn(conn, *args)
                start = time.thread_time()
                try:
                    return fn(Statements(conn, clock) if clock.by_statement else conn, *args)
                finally:
                    entry = clock.calls[kind]
                    entry[0] += 1
                    entry[1] += time.thread_time() - start

            return run

        async def call_on(db: Any, fn: Any) -> Any:
            kind = "read" if db is backend._reader and db is not backend._db else "write"
            return await real_call_on(db, timed(kind, fn))

        backend._call_on = call_on
        if hasattr(backend, "_queue_group"):  # group commits queued without `_call_on`
            backend._commit_group = timed("write", backend._commit_group)


class Statements:
    """The connection, each statement's thread CPU counted."""

    def __init__(self, real: Any, clock: CallClock) -> None:
        self._real = real
        self._clock = clock

    def _count(self, sql: str, start: float) -> None:
        entry = self._clock.statements[re.sub(r"\s+", " ", sql.strip())[:90]]
        entry[0] += 1
        entry[1] += time.thread_time() - start

    def execute(self, sql: str, *args: Any) -> Any:
        start = time.thread_time()
        cursor = self._real.execute(sql, *args)
        rows = cursor.fetchall() if cursor.description else []
        self._count(sql, start)
        return Fetched(cursor, rows)

    def executemany(self, sql: str, *args: Any) -> Any:
        start = time.thread_time()
        cursor = self._real.executemany(sql, *args)
        self._count(sql, start)
        return cursor

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class Fetched:
    def __init__(self, cursor: Any, rows: list[Any]) -> None:
        self._cursor = cursor
        self._rows = rows

    def fetchall(self) -> list[Any]:
        return self._rows

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cursor, name)


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


class Table:
    """One channel's players, making one move at a time."""

    def __init__(self, service: GameService, channel: int, players: int, rng: random.Random
                 ) -> None:
        self.service = service
        self.channel = channel
        self.players = players
        self.rng = rng
        self.games = 0
        self.game: Any = None  # as this table's last move left it (the players' own view)

    async def open(self) -> None:
        users = [self.channel * 10 + i for i in range(self.players)]
        await self.service.new_game(kind="columbiz", guild_id=GUILD, channel_id=self.channel,
                                    creator_id=users[0], creator_name=f"p{users[0]}",
                                    seats=self.players, turn_seconds=3600)
        for user in users[1:]:
            await self.service.join(self.channel, user, f"p{user}")
        self.games += 1
        self.game = await self.service.get(self.channel)
        for entry in await self.service.store.waiting(self.game.id):  # the lobby's, the start's
            await self.service.store.sent(entry.key, 1, self.service.games.clock())

    async def move(self) -> None:
        """One move of the current player (the autocomplete's read before a placement), its
        post marked delivered as the bot's interaction does."""
        service, rng = self.service, self.rng
        if self.game.status != "active":
            await self.open()
        game = self.game
        state, user = game.state, game.current_seat_info().user_id
        if state.rolls < MAX_ROLLS and (
                state.rolls == 0 or not can_place(state) or rng.random() < 0.3):
            if state.rolls and rng.random() < 0.4:
                free = list(state.dice)
                for d in state.kept:
                    free.remove(d)
                kept = list(state.kept) + [d for d in free if rng.random() < 0.5]
                result = await cz.keep(service, self.channel, user, kept, claim=True)
            else:
                result = await cz.roll(service, self.channel, user, claim=True)
        else:
            # the autocomplete keystroke's game: kept by the service (latest), or read
            await getattr(service, "latest", service.get)(self.channel)
            pick = rng.choice(legal_placements(state)[:4])
            result = await cz.place(service, self.channel, user, list(pick.cells), claim=True)
        self.game = result.game
        post = result.post
        if post is not None and post.claimed:
            await service.store.sent(post.key, rng.getrandbits(60), service.games.clock())


def wal_frames(path: Path) -> int:
    wal = Path(f"{path}-wal")
    return (wal.stat().st_size - 32) // (4096 + 24) if wal.exists() else 0


async def run(args: argparse.Namespace, path: Path) -> None:
    store = await Store.open(path)
    clock = Clock()
    service = GameService(store, clock=clock, seed_source=random.Random(1).randbytes,
                          announcer=Announcer(frontends()))
    calls = CallClock(args.statements)
    calls.install(store.connection.backend)
    counts = [int(n) for n in args.players.split(",")]
    rng = random.Random(args.seed)
    tables = [Table(service, 100 + i, counts[i % len(counts)], rng)
              for i in range(args.channels)]
    try:
        for table in tables:
            await table.open()
        backend = store.connection.backend
        for text in args.pragma:  # a setting to try, on the writes' and the reads' connection
            for conn in {id(c): c for c in (backend._db, backend._reader)}.values():
                await conn.execute_fetchall(f"PRAGMA {text}")
        for _ in range(args.warm):
            for table in tables:
                clock.now += 2.0 / args.channels
                await table.move()
        calls.on = True
        before = threads_cpu()
        for n in range(0, args.moves, args.together):
            clock.now += 2.0 * args.together / args.channels
            await asyncio.gather(*(tables[(n + k) % len(tables)].move()
                                   for k in range(min(args.together, args.moves - n))))
        after = threads_cpu()
        calls.on = False
        clock_s, user_s, system_s = (b - a for a, b in zip(before, after, strict=True))
        moves = args.moves
        print(f"{moves} moves in {len(tables)} channels ({args.players} players), "
              f"{args.together} at a time, "
              f"{sum(t.games for t in tables)} games opened; WAL now {wal_frames(path)} frames"
              + (f"; PRAGMA {', '.join(args.pragma)}" if args.pragma else ""))
        print(f"SQLite threads' CPU per move: {clock_s / moves * 1000:.3f} ms "
              f"(user {user_s / moves * 1000:.3f}, system {system_s / moves * 1000:.3f}, "
              f"from the kernel's ticks)")
        for kind, (n, seconds) in sorted(calls.calls.items()):
            print(f"  {kind:5} calls: {n / moves:.2f} per move, {seconds / n * 1000:.3f} ms "
                  f"each, {seconds / moves * 1000:.3f} ms per move")
        if args.statements:
            print("  per statement (count per move, ms each, ms per move):")
            for sql, (n, seconds) in sorted(calls.statements.items(), key=lambda kv: -kv[1][1]):
                if seconds / moves * 1000 >= 0.002:
                    print(f"    {n / moves:5.2f} {seconds / n * 1000:7.3f} "
                          f"{seconds / moves * 1000:7.3f}  {sql}")
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--channels", type=int, default=40)
    parser.add_argument("--moves", type=int, default=1200)
    parser.add_argument("--warm", type=int, default=5, help="moves per channel before measuring")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--together", type=int, default=1,
                        help="moves made at once in as many channels (flat out: their writes "
                             "queue up together)")
    parser.add_argument("--statements", action="store_true")
    parser.add_argument("--pragma", action="append", default=[],
                        help="e.g. wal_autocheckpoint=4000: set on both connections, to try it")
    parser.add_argument("--code", help="the checkout whose store is measured (default: this one)")
    args = parser.parse_args()
    print(machine())
    print(f"code: {CODE}; store: {Path(sqlite_backend.__file__).parent}")
    with tempfile.TemporaryDirectory(prefix="columbiz-store-move-") as folder:
        asyncio.run(run(args, Path(folder) / "games.sqlite3"))


if __name__ == "__main__":
    main()
