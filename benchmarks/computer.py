"""Strength and speed of the computer players (engine/columbiz/computer): plays many seeded
games and prints win rates with 95% confidence intervals, mean scores, and the time each level
takes to decide a whole turn (median, p99, max).

    python benchmarks/computer.py              # 1000 games per 2-player match-up, 3p and 4p too
    python benchmarks/computer.py --games 200 --multi 60 --workers 2

2-player match-ups swap seats (and the start seat) between game pairs; 3- and 4-player games
rotate the mixed line-ups over the seats. A tie counts half a win for each tied player.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import platform
import random
import statistics
import sys
import time
from collections import defaultdict
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.columbiz import GameConfig, new_game, totals, winners  # noqa: E402
from engine.columbiz.computer import play_turn  # noqa: E402


def play_game(spec: tuple[tuple[str, ...], int, int]) -> dict:
    """Play one game: `levels[seat]`, start seat, seed. Returns scores, winners, turn times."""
    levels, start, seed = spec
    rng = random.Random(f"bench:{seed}")
    state = new_game(GameConfig(players=len(levels), start=start))

    def draw(n: int) -> tuple[int, ...]:
        return tuple(rng.randint(1, 6) for _ in range(n))

    times: list[tuple[str, float]] = []
    while not state.over:
        seat = state.current
        t0 = time.perf_counter()
        state, _ = play_turn(state, levels[seat], seed * 7 + seat, draw)
        times.append((levels[seat], time.perf_counter() - t0))
    return {
        "levels": levels,
        "totals": totals(state),
        "winners": winners(state),
        "times": times,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (centre - half, centre + half)


def run(specs, workers: int, label: str) -> list[dict]:
    out = []
    t0 = time.perf_counter()
    step = max(1, len(specs) // 10)
    with Pool(workers) as pool:
        for i, res in enumerate(pool.imap_unordered(play_game, specs, chunksize=4), 1):
            out.append(res)
            if i % step == 0 or i == len(specs):
                print(
                    f"  {label}: {i}/{len(specs)} games, {time.perf_counter() - t0:.0f}s",
                    file=sys.stderr,
                    flush=True,
                )
    return out


def two_player(a: str, b: str, games: int, workers: int, times) -> None:
    specs = []
    for g in range(games):
        pair, second = divmod(g, 2)
        levels = (a, b) if second == 0 else (b, a)
        specs.append((levels, pair % 2, 1_000_003 * hash_level(a, b) + pair))
    results = run(specs, workers, f"{a} v {b}")
    wins = 0.0
    ties = 0
    scores = defaultdict(list)
    for res in results:
        seat_a = res["levels"].index(a)
        w = res["winners"]
        if seat_a in w:
            wins += 1 / len(w)
        if len(w) > 1:
            ties += 1
        for seat, level in enumerate(res["levels"]):
            scores[level].append(res["totals"][seat])
        for level, t in res["times"]:
            times[level].append(t)
    lo, hi = wilson(wins, len(results))
    print(
        f"{a:>6} v {b:<6} {len(results):5d} games: {a} wins {wins / len(results):6.1%} "
        f"(95% CI {lo:.1%}-{hi:.1%}), ties {ties}; mean score {a} "
        f"{statistics.mean(scores[a]):.1f}, {b} {statistics.mean(scores[b]):.1f}"
    )


def hash_level(a: str, b: str) -> int:
    return sum(ord(ch) for ch in a + ":" + b)


def multi_player(lineup: tuple[str, ...], games: int, workers: int, times) -> None:
    n = len(lineup)
    orders = sorted(set(itertools.permutations(lineup)))
    specs = [(orders[g % len(orders)], g % n, 7_919 * n + g) for g in range(games)]
    results = run(specs, workers, "-".join(lineup))
    wins = defaultdict(float)
    seats_of = defaultdict(int)
    scores = defaultdict(list)
    for res in results:
        w = res["winners"]
        for seat, level in enumerate(res["levels"]):
            seats_of[level] += 1
            scores[level].append(res["totals"][seat])
            if seat in w:
                wins[level] += 1 / len(w)
        for level, t in res["times"]:
            times[level].append(t)
    print(f"{n}-player {'/'.join(lineup)}, {len(results)} games (fair share {1 / n:.1%} a seat):")
    for level in sorted(set(lineup), key=lineup.index):
        per_seat = wins[level] / seats_of[level]
        lo, hi = wilson(wins[level] / lineup.count(level), len(results))
        print(
            f"    {level:>6}: wins {per_seat:6.1%} of its seats "
            f"(95% CI {lo:.1%}-{hi:.1%} per seat), mean score {statistics.mean(scores[level]):.1f}"
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000, help="games per 2-player match-up")
    ap.add_argument("--multi", type=int, default=240, help="games per 3/4-player line-up")
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--only", choices=("2p", "multi"), default=None)
    args = ap.parse_args()
    print(
        f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} CPUs, Python {platform.python_version()}; workers {args.workers}"
    )
    times: dict[str, list[float]] = defaultdict(list)
    t0 = time.perf_counter()
    if args.only in (None, "2p"):
        print("2-player games, seats and start swapped:")
        for a, b in (("hard", "normal"), ("normal", "easy"), ("hard", "easy")):
            two_player(a, b, args.games, args.workers, times)
    if args.only in (None, "multi"):
        for lineup in (("hard", "normal", "easy"), ("hard", "normal", "normal", "easy")):
            multi_player(lineup, args.multi, args.workers, times)
    print("decision time per whole turn (ms):")
    for level in ("easy", "normal", "hard"):
        ts = sorted(times[level])
        if not ts:
            continue
        p99 = ts[min(len(ts) - 1, int(0.99 * len(ts)))]
        print(
            f"    {level:>6}: {len(ts)} turns, median {1000 * statistics.median(ts):.1f}, "
            f"p99 {1000 * p99:.1f}, max {1000 * ts[-1]:.1f}"
        )
    print(f"total {time.perf_counter() - t0:.0f}s")


if __name__ == "__main__":
    main()
