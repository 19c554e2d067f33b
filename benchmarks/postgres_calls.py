"""The bot process's CPU per PostgreSQL store call: `python benchmarks/postgres_calls.py
[--moves 600] [--channels 8] [--code DIR]`.

A store over a database of a throwaway PostgreSQL cluster (tests/postgres_cluster.py, with the
server's own durability) plays the three store calls a move makes, the real store's own: the
channel's open game read (`open_game`), the move's guarded change committed (`commit`: the
game's row under its rev, a move appended, its post written to the outbox and claimed), and
the post marked sent (`sent`, one statement written alone). First one move at a time (each
call awaited before the next, as at a human pace), then `--channels` channels at once (every
channel's next move started as soon as its last one ended: flat out).

Measured: the CPU time of this process's threads (the event loop, the store's worker threads,
any thread of the driver's pool), from each thread's own CPU clock, over all the moves; the
server's is not counted. Printed: the machine, then per phase the CPU per move and per call
(ms), split by thread. `--code DIR` measures another checkout's store with this same script
(e.g. the commit before a change: `git worktree add /tmp/base COMMIT`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import platform
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

CODE = (Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv[:-1]
        else Path(__file__).resolve().parents[1])
sys.path.insert(0, str(CODE))
sys.path.insert(1, str(Path(__file__).resolve().parents[1] / "tests"))

import psycopg  # noqa: E402
from postgres_cluster import Cluster  # noqa: E402

from bot.store import Store  # noqa: E402
from bot.store.change import Change  # noqa: E402
from bot.store.rows import MoveRow, OutboxEntry  # noqa: E402

CALLS_PER_MOVE = 3


def machine() -> str:
    return (f"{platform.platform()} | {platform.machine()} | {os.cpu_count()} CPUs | Python "
            f"{platform.python_version()} | psycopg {psycopg.__version__} "
            f"({psycopg.pq.__impl__}, libpq {psycopg.pq.version()})")


def role(thread: threading.Thread) -> str:
    if thread is threading.main_thread():
        return "event loop"
    if thread.name.startswith("postgres"):
        return "store's threads"
    if thread.name.startswith("store-"):
        return "pool's threads"
    return "other"


def threads_cpu() -> dict[str, float]:
    """CPU seconds of this process's threads so far, by role."""
    roles: dict[str, float] = {}
    for thread in threading.enumerate():
        with contextlib.suppress(OSError, ValueError, TypeError):
            seconds = time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
            roles[role(thread)] = roles.get(role(thread), 0.0) + seconds
    return roles


class Table:
    """One channel's game, moved on by the three calls of a move."""

    def __init__(self, store: Store, channel_id: int) -> None:
        self.store = store
        self.channel_id = channel_id
        self.moves = 0

    async def start(self) -> None:
        await self.store.create_game(
            kind="columbiz", guild_id=1, channel_id=self.channel_id, creator_id=10,
            creator_name="ann", seats_wanted=2, options={}, turn_seconds=None, seed="ab",
            now=1.0)

    async def move(self) -> None:
        store = self.store
        game = await store.open_game(self.channel_id)
        assert game is not None
        self.moves += 1
        now = 2.0 + self.moves
        key = f"move:{game.id}:{self.moves}"
        move = MoveRow(game.id, game.last_seq + 1, 1, 0, 10, {"type": "roll"},
                       [{"type": "rolled", "dice": [1, 2, 3, 4, 5]}], created_at=now)
        change = (Change(game.id, game.rev).set(last_seq=move.seq, updated_at=now)
                  .append(move).read_notify(10)
                  .post([OutboxEntry("post", key, self.channel_id, {"text": "rolled 12345"})],
                        now, claim=(store.connection.holder, now + 30)))
        committed = await store.commit(change)
        assert committed.claimed == {key}
        await store.sent(key, 1000 + self.moves, now)


async def measure(url: str, moves: int, channels: int) -> None:
    store = await Store.open(url)
    try:
        tables = [Table(store, 100 + c) for c in range(channels)]
        for table in tables:
            await table.start()
        for table in tables:  # warm: every connection of the pool opened and used
            for _ in range(3):
                await table.move()
        await asyncio.gather(*(t.move() for t in tables))

        for phase in ("one at a time", f"{channels} channels at once"):
            before, started = threads_cpu(), time.process_time()
            if phase == "one at a time":
                for i in range(moves):
                    await tables[i % channels].move()
            else:

                async def play(table: Table, n: int) -> None:
                    for _ in range(n):
                        await table.move()

                await asyncio.gather(*(play(t, moves // channels) for t in tables))
            total = time.process_time() - started
            after = threads_cpu()
            done = moves if phase == "one at a time" else moves // channels * channels
            split = ", ".join(
                f"{name} {(after.get(name, 0.0) - before.get(name, 0.0)) / done * 1000:.3f}"
                for name in ("event loop", "store's threads", "pool's threads", "other"))
            print(f"{phase:22} CPU per move {total / done * 1000:.3f} ms, per call "
                  f"{total / done / CALLS_PER_MOVE * 1000:.3f} ms  (per move by thread: {split})")
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=600)
    parser.add_argument("--channels", type=int, default=8)
    parser.add_argument("--code", help="the checkout whose store is measured (default: this one)")
    args = parser.parse_args()
    print(machine())
    print(f"code: {CODE}; {args.moves} moves, 3 store calls each")
    cluster = Cluster(durable=True)
    try:
        server = cluster.start()
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute('CREATE DATABASE "postgres_calls"')
        asyncio.run(measure(urlsplit(server)._replace(path="/postgres_calls").geturl(),
                            args.moves, args.channels))
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
