"""How long `/… leaderboard` and `/… stats` take to read the stored ratings of a busy server.

    python benchmarks/ratings.py [--games 10000] [--players 40] [--calls 200]
                                 [--database sqlite|postgres|both]

One server plays `--games` finished rated games of Columbiz and IceTowers (2 to 4 people each,
drawn from `--players`, the same seed every run), written straight into a fresh database (games
and seats in one transaction) and rated by `python -m bot.ratings --rebuild`'s code, so the
tables and indexes are the ones play fills. Then the reads the two commands make (the leaderboard
with the reader's own place; a player's stats, as themselves and as another member who may see
only some channels) run `--calls` times each; the median and the 90th percentile are printed
with the machine. PostgreSQL runs on a throwaway cluster of this machine's server
(tests/postgres_cluster.py). Pictures are not drawn here (benchmarks/render.py measures drawing).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.ratings import standings  # noqa: E402
from bot.ratings.rebuild import rebuild_ratings  # noqa: E402
from bot.store import Store  # noqa: E402

GUILD = 1
CHANNELS = 12
KINDS = ("columbiz", "icetowers")


def machine() -> str:
    import openskill
    import PIL

    return (f"{platform.platform()} | {platform.machine()} | {os.cpu_count()} CPUs | "
            f"Python {platform.python_version()} | SQLite {sqlite3.sqlite_version} | "
            f"openskill {getattr(openskill, '__version__', '?')} | Pillow {PIL.__version__} | "
            f"load {os.getloadavg()[0]:.1f}")


async def fill(store: Store, games: int, players: int) -> float:
    """`games` finished rated games in one server, then rated; returns the rating's seconds."""
    rng = random.Random(30)

    def body(db) -> None:
        for n in range(games):
            seated = rng.sample(range(1, players + 1), rng.randint(2, 4))
            channel = 100 + rng.randrange(CHANNELS)
            gid = db.execute(
                "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, "
                "seats_wanted, options, seed, rev, last_seq, created_at, updated_at, "
                "finished_at, end_reason, language, rated) VALUES (?, ?, ?, 'finished', ?, ?, "
                "'{}', '00', 1, 0, ?, ?, ?, 'rules', 'en', 1) RETURNING id",
                (KINDS[n % 2], GUILD, channel, seated[0], len(seated), float(n), float(n),
                 float(n)),
            ).fetchall()[0][0]
            totals = [rng.randint(0, 60) for _ in seated]
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, joined_at, total, winner) "
                "VALUES (?, ?, ?, ?, 0, ?, ?)",
                [(gid, i, u, f"Player {u}", t, int(t == max(totals)))
                 for i, (u, t) in enumerate(zip(seated, totals))],
            )

    await store.connection.transaction(body)
    started = time.perf_counter()
    report = await rebuild_ratings(store)
    assert report.games == games, report
    return time.perf_counter() - started


async def timed(calls: int, make) -> list[float]:
    out = []
    for _ in range(calls):
        started = time.perf_counter()
        await make()
        out.append((time.perf_counter() - started) * 1000)
    return out


def line(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p90 = ms[int(0.9 * (len(ms) - 1))]
    return f"  {name:<44} median {statistics.median(ms):6.2f} ms   p90 {p90:6.2f} ms"


async def run(target, label: str, args: argparse.Namespace) -> None:
    store = await Store.open(target)
    try:
        rated = await fill(store, args.games, args.players)
        print(f"{label}: {args.games:,} rated games, {args.players} players in one server "
              f"(rated by the rebuild in {rated:.1f} s)")
        busiest = (await store.connection.read(
            "SELECT user_id FROM player_ratings WHERE guild_id = ? ORDER BY games DESC LIMIT 1",
            (GUILD,)))[0][0]
        some = list(range(100, 100 + CHANNELS // 2))
        print(line("leaderboard (top 10 + the reader's place)", await timed(
            args.calls, lambda: standings.leaderboard(store, GUILD, "columbiz", reader_id=7))))
        print(line("stats, the busiest player, as themselves", await timed(
            args.calls, lambda: standings.player_stats(store, GUILD, busiest, "columbiz"))))
        print(line("stats, as a member who sees half the channels", await timed(
            args.calls, lambda: standings.player_stats(store, GUILD, busiest, "columbiz",
                                                       visible=some))))
        print(line("a rated game's changes (the final post)", await timed(
            args.calls, lambda: standings.game_changes(store, args.games // 2))))
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="both")
    args = parser.parse_args()
    print(machine())
    folder = Path(tempfile.mkdtemp(prefix="columbiz-ratings-"))
    try:
        if args.database in ("sqlite", "both"):
            asyncio.run(run(folder / "ratings.sqlite3", "SQLite", args))
        if args.database in ("postgres", "both"):
            sys.path.insert(0, str(ROOT / "tests"))
            from postgres_cluster import Cluster

            cluster = Cluster(durable=True)
            url = cluster.start()
            try:
                asyncio.run(run(url, "PostgreSQL", args))
            finally:
                cluster.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
