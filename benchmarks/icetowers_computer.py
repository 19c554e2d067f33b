"""Strength and speed of the IceTowers computer players (engine/icetowers/computer): plays many
seeded games and prints win rates with 95% confidence intervals, and the time each level takes
to decide (median, p99, max).

    python benchmarks/icetowers_computer.py                 # 400 games per match-up and mode
    python benchmarks/icetowers_computer.py --games 100 --timing-games 4 --workers 2

Match-ups are 2-player games with a stash of 5, in both modes: hard v normal, normal v easy,
and each level v random ("random" plays a random legal move, and declares done or passes one
time in 20 or when it has no move, as engine.icetowers.playout does). Games come in pairs with
the same seed and the seats swapped. A tie counts half a win for each player.

How the games are played:
- turns mode: the seat whose turn it is decides (I12).
- realtime: anyone may act at any time (I10); here the seats are asked in a fixed rotation from
  seat 0, each once in turn, and a Done is applied as the declaration it is (any later action
  clears it). The game ends when every seat has declared done since the last action, or when no
  one can move. Asked in rotation, a Done works as a pass does in turns mode, so the two modes
  are played with different seeds to give independent samples.
- the first two actions of each seat are random legal moves drawn from the game's seed, the same
  in both games of a pair: the computers choose at random only between equal moves, so without
  this the same two levels would play the same game again and again.

Decision time: 4-player games with a stash of 5 between hard, hard, normal and easy (seats
rotated from game to game, both modes), every decision of every seat timed, played one after
the other in this process so that the workers do not slow them down.
"""

from __future__ import annotations

import argparse
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

from engine.icetowers import (  # noqa: E402
    Done,
    GameConfig,
    Options,
    Pass,
    apply,
    legal_moves,
    new_game,
    scores,
    winners,
)
from engine.icetowers.computer import decide  # noqa: E402
from engine.icetowers.playout import DONE_CHANCE  # noqa: E402

OPENING = 2  # random actions per seat before the players take over
MODE_SEED = {"realtime": 0, "turns": 500_000}
MATCHES = (("hard", "normal"), ("normal", "easy"), ("easy", "random"), ("normal", "random"),
           ("hard", "random"))


def random_player(state, seat: int, rng: random.Random):
    moves = legal_moves(state, seat)
    if not moves or rng.random() < DONE_CHANCE:
        return Pass(seat) if state.options.turns else Done(seat)
    return rng.choice(moves).action


def play_game(spec: tuple[tuple[str, ...], str, int]) -> dict:
    """One game: `levels[seat]` ("random" or a computer level), the mode, the seed. Returns the
    scores, the winners, the number of actions and each decision's time by level."""
    levels, mode, seed = spec
    players = len(levels)
    state = new_game(GameConfig(players, 0, Options(stash=5, mode=mode)))
    opening = random.Random(f"opening:{seed}")
    chance = random.Random(f"random:{seed}")
    times: list[tuple[str, float]] = []
    seat = 0
    while not state.over:
        if state.options.turns:
            seat = state.current
        if state.actions < OPENING * players:
            moves = legal_moves(state, seat)
            action = opening.choice(moves).action if moves else (
                Pass(seat) if state.options.turns else Done(seat))
        elif levels[seat] == "random":
            action = random_player(state, seat, chance)
        else:
            t0 = time.perf_counter()
            action = decide(state, seat, levels[seat], seed * 10 + seat).action
            times.append((levels[seat], time.perf_counter() - t0))
        state, _ = apply(state, action)
        seat = (seat + 1) % players
    return {"levels": levels, "scores": scores(state), "winners": winners(state),
            "actions": state.actions, "times": times}


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
    step = max(1, len(specs) // 5)
    with Pool(workers) as pool:
        for i, res in enumerate(pool.imap_unordered(play_game, specs, chunksize=2), 1):
            out.append(res)
            if i % step == 0 or i == len(specs):
                print(f"  {label}: {i}/{len(specs)} games, {time.perf_counter() - t0:.0f}s",
                      file=sys.stderr, flush=True)
    return out


def two_player(a: str, b: str, mode: str, games: int, workers: int, base: int) -> None:
    specs = []
    for g in range(games):
        pair, second = divmod(g, 2)
        levels = (a, b) if second == 0 else (b, a)
        specs.append((levels, mode, base + MODE_SEED[mode] + pair))
    results = run(specs, workers, f"{a} v {b}, {mode}")
    wins = 0.0
    ties = 0
    totals = defaultdict(list)
    for res in results:
        w = res["winners"]
        if res["levels"].index(a) in w:
            wins += 1 / len(w)
        ties += len(w) > 1
        for seat, level in enumerate(res["levels"]):
            totals[level].append(res["scores"][seat])
    n = len(results)
    lo, hi = wilson(wins, n)
    length = statistics.mean(r["actions"] for r in results)
    print(f"{a:>6} v {b:<6} {mode:<8} {n:4d} games: {a} wins {wins / n:6.1%} "
          f"(95% CI {lo:.1%}-{hi:.1%}), ties {ties}; mean score {a} "
          f"{statistics.mean(totals[a]):.1f}, {b} {statistics.mean(totals[b]):.1f}; "
          f"{length:.0f} actions a game", flush=True)


def timing(games: int) -> None:
    lineup = ("hard", "hard", "normal", "easy")
    times: dict[str, list[float]] = defaultdict(list)
    t0 = time.perf_counter()
    for g in range(games):
        levels = lineup[g % 4:] + lineup[:g % 4]
        mode = ("realtime", "turns")[g % 2]
        for level, t in play_game((levels, mode, 900_000 + g))["times"]:
            times[level].append(t)
        print(f"  timing: {g + 1}/{games} games, {time.perf_counter() - t0:.0f}s",
              file=sys.stderr, flush=True)
    print(f"decision time, 4 players, stash 5, {games} games of "
          f"{'/'.join(lineup)} (ms):")
    for level in ("easy", "normal", "hard"):
        ts = sorted(times[level])
        p99 = ts[min(len(ts) - 1, int(0.99 * len(ts)))]
        print(f"    {level:>6}: {len(ts)} decisions, median {1000 * statistics.median(ts):.1f}, "
              f"p99 {1000 * p99:.1f}, max {1000 * ts[-1]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400, help="games per match-up and mode")
    ap.add_argument("--timing-games", type=int, default=8, help="4-player games timed")
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--only", choices=("strength", "timing"), default=None)
    args = ap.parse_args()
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} CPUs, Python {platform.python_version()}; workers {args.workers}")
    t0 = time.perf_counter()
    if args.only in (None, "strength"):
        print("2-player games, stash 5, seats swapped:")
        for k, (a, b) in enumerate(MATCHES):
            for mode in ("realtime", "turns"):
                two_player(a, b, mode, args.games, args.workers, 100_000 * k)
    if args.only in (None, "timing"):
        timing(args.timing_games)
    print(f"total {time.perf_counter() - t0:.0f}s")


if __name__ == "__main__":
    main()
