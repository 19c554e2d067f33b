"""The store's reads as finished games pile up: leaderboard, stats, standings, the turn clock's
tick and the outbox sender's pass, at 100, 1,000 and 10,000 finished games, on SQLite and on
PostgreSQL; and how long a small write waits while leaderboards are being read.

    python benchmarks/store_growth.py [--sizes 100,1000,10000] [--database both|sqlite|postgres]
                                      [--repeat 25]

The games: one Columbiz game for three players is played to its end through the service, and
its finished row (state, setup, seats with totals) is copied N times into one server (the worst
case: every game in one guild), among 60 players, with 20 delivered outbox entries per game (as
many as a game leaves) and a backlog of 5,000 posts waiting for their retry in 50 active games
(two with a computer seat). The move logs are not copied: nothing measured here reads them.
PostgreSQL runs in a throwaway cluster of this machine (tests/postgres_cluster.py), ANALYZEd after
each fill as its autovacuum would.

Printed per size and backend: the median and p90 of each read, in ms (the target: every median
under 50 ms at 10,000 games), and "write while reading": a notify-preference write issued while
four leaderboards are being read (on SQLite the reads have a connection of their own, so the
write does not queue behind them). "new leaderboard" is the leaderboard right after a game
finished (its totals added up afresh; otherwise they are kept while the finished games stay
the same). Sizes count the finished games, which grow as the run goes on.

To measure another read, add it to READS (a name, an async function of the service, and whether
a game finishes before each call).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "bot" / "service"))

import aiosqlite  # noqa: E402
import psycopg  # noqa: E402

from bot.service import GameService  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.store.schema import GAME_COLUMNS, SEAT_COLUMNS  # noqa: E402

GUILD = 1
PLAYERS = 60
ACTIVE = 50
BACKLOG = 5000
SENT_PER_GAME = 20
FIRST_ID = 1_000_000  # copied games' ids, clear of those the service numbers
NOW = 1_800_000_000.0


def machine() -> str:
    return (
        f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
        f"{os.cpu_count()} CPUs | Python {platform.python_version()} | "
        f"SQLite {sqlite3.sqlite_version} | aiosqlite {aiosqlite.__version__} | "
        f"psycopg {psycopg.__version__}"
    )


# --- the reads measured --------------------------------------------------------------------------


async def leaderboard(service: GameService) -> Any:
    return await service.leaderboard(GUILD, kind="columbiz")


async def stats(service: GameService) -> Any:
    return await service.player_stats(GUILD, 1000 + PLAYERS // 2, kind="columbiz")


async def standings(service: GameService) -> Any:
    return await service.finished_games(GUILD, limit=10)  # /columbiz standings' finished games


async def clock_tick(service: GameService) -> Any:
    """The reads of one pass of the turn clock (bot/tasks.py)."""
    return (await service.due_timeouts(NOW), await service.due_idle(NOW),
            await service.due_computer_turns(), await service.due_reminders(NOW))


async def sender_pass(service: GameService) -> Any:
    """One pass of the outbox sender that finds nothing due (bot/delivery.py)."""
    return (await service.store.claim_due("bench", NOW, NOW + 60, 20),
            await service.store.next_due())


# (name, the read, whether a game finishes before each call: the leaderboard's totals are added
# up again only then, and kept while the server's finished games stay the same)
READS: list[tuple[str, Callable[[GameService], Awaitable[Any]], bool]] = [
    ("leaderboard", leaderboard, False), ("new leaderboard", leaderboard, True),
    ("stats", stats, False), ("standings", standings, False),
    ("clock tick", clock_tick, False), ("sender pass", sender_pass, False),
]


# --- the games -----------------------------------------------------------------------------------


async def finished_template(service: GameService) -> tuple[dict, list[dict]]:
    """A real game played to its end through the service: its row and its seats."""
    from service_play import open_game, play_turn

    await open_game(service, 1, 3)
    game_id = (await service.get(1)).id
    rng = random.Random(7)
    while await service.get(1) is not None:
        await play_turn(service, 1, rng)
    row = await service.store.connection.read(
        f"SELECT {', '.join(GAME_COLUMNS)} FROM games WHERE id = ?", (game_id,))
    seats = await service.store.connection.read(
        f"SELECT {', '.join(SEAT_COLUMNS)} FROM seats WHERE game_id = ? ORDER BY seat",
        (game_id,))
    return dict(zip(GAME_COLUMNS, row[0])), [dict(zip(SEAT_COLUMNS, s)) for s in seats]


async def active_games(service: GameService) -> list[int]:
    """ACTIVE games under way with a turn clock, two with a computer seat; their ids."""
    ids = []
    for channel in range(10, 10 + ACTIVE):
        await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=channel,
                               creator_id=5000 + channel, creator_name="a", seats=2,
                               turn_seconds=86400)
        if channel < 12:
            await service.add_computer(channel, 5000 + channel, "easy")
        else:
            await service.join(channel, 6000 + channel, "b")
        ids.append((await service.get(channel)).id)
    return ids


async def add_backlog(store: Store, games: list[int]) -> None:
    """BACKLOG posts waiting in the active games, each game's first retried later."""
    rows = [(games[i % len(games)], 10 + i % len(games), f"backlog:{i}", NOW + 600)
            for i in range(BACKLOG)]

    def body(db: Any) -> None:
        db.executemany(
            "INSERT INTO outbox (game_id, channel_id, kind, key, payload, created_at, due_at) "
            "VALUES (?, ?, 'post', ?, '{\"content\": \"a move\"}', 0, ?)", rows)

    await store.connection.transaction(body)


async def add_finished(store: Store, template: tuple[dict, list[dict]], start: int, count: int,
                       rng: random.Random, analyze: bool = True) -> None:
    """`count` copies of the template's finished game, numbered from FIRST_ID + start."""
    game, seats = template
    columns = [c for c in GAME_COLUMNS]
    game_rows, seat_rows, outbox_rows = [], [], []
    for n in range(start, start + count):
        game_id = FIRST_ID + n
        finished = NOW - 86400 * 30 + n * 60.0
        values = {**game, "id": game_id, "guild_id": GUILD, "channel_id": 100_000 + n,
                  "finished_at": finished, "created_at": finished - 3600,
                  "updated_at": finished, "rematch_of": None}
        game_rows.append(tuple(values[c] for c in columns))
        users = rng.sample(range(1000, 1000 + PLAYERS), len(seats))
        for seat, user in zip(seats, users, strict=True):
            seat_rows.append(tuple({**seat, "user_id": user, "name": f"p{user}"}[c]
                                   for c in SEAT_COLUMNS))
        for k in range(SENT_PER_GAME):
            outbox_rows.append((game_id, 100_000 + n, f"post:{game_id}:{k}", finished, finished))

    def body(db: Any) -> None:
        db.executemany(f"INSERT INTO games ({', '.join(columns)}) "
                       f"VALUES ({', '.join('?' for _ in columns)})", game_rows)
        db.executemany(f"INSERT INTO seats (game_id, {', '.join(SEAT_COLUMNS)}) "
                       f"VALUES ({', '.join('?' for _ in range(len(SEAT_COLUMNS) + 1))})",
                       [(row[0],) + s for row, s in zip(
                           (r for r in game_rows for _ in seats), seat_rows, strict=True)])
        db.executemany(
            "INSERT INTO outbox (game_id, channel_id, kind, key, payload, created_at, due_at, "
            "sent_at, message_id) VALUES (?, ?, 'post', ?, '{\"content\": \"a move\"}', ?, ?, "
            "0, 1)", [(g, c, k, t, t) for g, c, k, t, _ in outbox_rows])

    await store.connection.transaction(body)
    if analyze and store.dialect == "postgres":
        await store.connection.write(("ANALYZE", ()))


# --- measuring -----------------------------------------------------------------------------------


async def timed(read: Callable[[], Awaitable[Any]], repeat: int,
                before: Callable[[], Awaitable[Any]] | None = None) -> list[float]:
    await read()  # warm
    out = []
    for _ in range(repeat):
        if before is not None:
            await before()
        start = time.perf_counter()
        await read()
        out.append((time.perf_counter() - start) * 1000)
    return out


async def write_while_reading(service: GameService, repeat: int) -> list[float]:
    """A small write's time when issued while four leaderboards are in flight."""
    out = []
    for i in range(repeat):
        readers = [asyncio.create_task(leaderboard(service)) for _ in range(4)]
        await asyncio.sleep(0)  # the reads are queued first
        start = time.perf_counter()
        await service.set_notify(9_000_000 + i, "dm")
        out.append((time.perf_counter() - start) * 1000)
        await asyncio.gather(*readers)
    return out


def p90(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.9) - 1)]


async def run(backend: str, target: str, sizes: list[int], repeat: int) -> list[str]:
    store = await Store.open(target)
    service = GameService(store, clock=lambda: NOW, seed_source=lambda n: b"\x07" * n)
    lines = []
    try:
        template = await finished_template(service)
        await add_backlog(store, await active_games(service))
        rng = random.Random(1)
        have = 0
        for size in sizes:
            started = time.perf_counter()
            await add_finished(store, template, have, size - have, rng)
            have = size
            fill = time.perf_counter() - started
            row = [f"{backend:<10} {size:>6}"]
            for _, read, after_a_finish in READS:
                finish = None
                if after_a_finish:
                    async def finish() -> None:
                        nonlocal have
                        await add_finished(store, template, have, 1, rng, analyze=False)
                        have += 1
                times = await timed(lambda read=read: read(service), repeat, finish)
                row.append(f"{statistics.median(times):8.1f} {p90(times):6.1f}")
            writes = await write_while_reading(service, max(5, repeat // 2))
            row.append(f"{statistics.median(writes):8.1f} {p90(writes):6.1f}")
            lines.append("  ".join(row) + f"   (filled in {fill:.0f} s)")
            print(lines[-1], flush=True)
    finally:
        await store.close()
    return lines


def header() -> str:
    names = [name for name, _, _ in READS] + ["write while reading"]
    return (f"{'database':<10} {'games':>6}  "
            + "  ".join(f"{name[:15]:>15}" for name in names)
            + f"\n{'':<17}  " + "  ".join(f"{'med':>8} {'p90':>6}" for _ in names))


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--database", choices=("both", "sqlite", "postgres"), default="both")
    parser.add_argument("--repeat", type=int, default=25)
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    print(f"machine: {machine()}")
    print("ms per call, finished games in one server "
          f"({PLAYERS} players, {ACTIVE} active games, {BACKLOG} posts waiting)")
    print(header(), flush=True)
    if args.database in ("both", "sqlite"):
        with tempfile.TemporaryDirectory() as folder:
            await run("SQLite", str(Path(folder) / "games.db"), sizes, args.repeat)
    if args.database in ("both", "postgres"):
        from postgres_cluster import Cluster

        cluster = Cluster()
        try:
            url = cluster.start()
            with psycopg.connect(url, autocommit=True) as conn:
                conn.execute("CREATE DATABASE growth")
            await run("PostgreSQL", url.rsplit("/", 1)[0] + "/growth", sizes, args.repeat)
        finally:
            cluster.stop()


if __name__ == "__main__":
    asyncio.run(main())
