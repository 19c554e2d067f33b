"""Strength and speed of the IceTowers computer players (engine/icetowers/computer): plays many
seeded games and prints win rates with 95% confidence intervals, and the time each level takes
to decide (median, p99, max).

    python benchmarks/icetowers_computer.py                 # 400 games per row
    python benchmarks/icetowers_computer.py --games 40 --timing-games 4 --workers 2
    python benchmarks/icetowers_computer.py --only four --games 40   # one table

Tables, each row in both modes:
- two: 2-player games, stash 5: hard v normal, normal v easy, each level v random and v greedy.
- steps: 2-player games at every stash from 2 to 4 (stash 5 is in "two"): normal v easy, easy v
  random, hard v normal, and normal and hard v random.
- four: 4-player games at every stash from 2 to 5: hard against three greedy seats and against
  three normal seats (fair share 25%).

The baselines: "random" plays a random legal move, and declares done or passes one time in 20 or
when it has no move, as engine.icetowers.playout does. "greedy" is one ply deep and written from
the rules alone (I5-I7, I11), not from the computer players: it plays the legal move after which
its score minus the best rival's is highest, a random one among equals, and declares done (or
passes) when no move raises that margin. In 2-player games, games come in pairs with the same
seed and the seats swapped; in 4-player games, in fours with the same seed and the level's seat
rotated through all four. A tie counts as a share of the win (half between two).

How the games are played:
- turns mode: the seat whose turn it is decides (I12).
- realtime: anyone may act at any time (I10); here the seats are asked in a fixed rotation from
  seat 0, each once in turn, and a Done is applied as the declaration it is (any later action
  clears it). The game ends when every seat has declared done since the last action, or when no
  one can move. Asked in rotation, a Done works as a pass does in turns mode, so the two modes
  are played with different seeds to give independent samples.
- the first few actions are random legal moves drawn from the game's seed, the same in all games
  of a pair (or four): the computers choose at random only between equal moves, so without this
  the same two levels would play the same game again and again. The opening grows with the stash,
  players * (stash - 1) // 2 actions (`opening_actions`; 2 players: 1 at stash 2 ... 4 at stash 5;
  4 players: 2 ... 8), so that it stays a small part of the game: a fixed opening of two actions a
  seat is a third of a 2-player stash-2 game, and random play that long flattens every difference
  between the levels. A short opening gives few distinct starts (one action at stash 2: six
  distinct positions), so between two levels that rarely meet equal moves the games of a row
  repeat, and the interval below is too narrow for them; the rows against random, easy and greedy,
  which draw at random as they play, are independent games.

Decision time: 4-player games with a stash of 5 between hard, hard, normal and easy (seats
rotated from game to game, both modes), every decision of every seat timed in CPU time of this
process (the machine is shared: wall time would measure the neighbours), played one after the
other in this process.
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

MODE_SEED = {"realtime": 0, "turns": 500_000}
TWO = (("hard", "normal"), ("normal", "easy"), ("easy", "random"), ("normal", "random"),
       ("hard", "random"), ("hard", "greedy"), ("normal", "greedy"))
STEPS = (("normal", "easy"), ("easy", "random"), ("hard", "normal"), ("normal", "random"),
         ("hard", "random"))
FOUR = (("hard", "greedy"), ("hard", "normal"))


def opening_actions(players: int, stash: int) -> int:
    """Random actions before the players take over: a small part of the game at every stash."""
    return players * (stash - 1) // 2


def random_player(state, seat: int, rng: random.Random):
    moves = legal_moves(state, seat)
    if not moves or rng.random() < DONE_CHANCE:
        return Pass(seat) if state.options.turns else Done(seat)
    return rng.choice(moves).action


def greedy_player(state, seat: int, rng: random.Random):
    """One ply: the legal move that leaves the best score margin (I11: the seat's points minus
    the best rival's), a random one among equals; done / pass when none raises the margin."""
    now = scores(state)

    def margin(totals) -> int:
        return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)

    best, best_margin = [], margin(now)
    for move in legal_moves(state, seat):
        m = margin([t + d for t, d in zip(now, move.scores)])
        if m > best_margin:
            best, best_margin = [move], m
        elif m == best_margin and best:
            best.append(move)
    if not best:
        return Pass(seat) if state.options.turns else Done(seat)
    return rng.choice(best).action


BASELINES = {"random": random_player, "greedy": greedy_player}


def play_game(spec: tuple[tuple[str, ...], str, int, int]) -> dict:
    """One game: `levels[seat]` ("random", "greedy" or a computer level), the mode, the seed,
    the stash. Returns the scores, the winners, the number of actions and each decision's time
    by level."""
    levels, mode, seed, stash = spec
    players = len(levels)
    state = new_game(GameConfig(players, 0, Options(stash=stash, mode=mode)))
    opening = random.Random(f"opening:{seed}")
    chance = random.Random(f"random:{seed}")
    times: list[tuple[str, float]] = []
    seat = 0
    while not state.over:
        if state.options.turns:
            seat = state.current
        if state.actions < opening_actions(players, stash):
            moves = legal_moves(state, seat)
            action = opening.choice(moves).action if moves else (
                Pass(seat) if state.options.turns else Done(seat))
        elif levels[seat] in BASELINES:
            action = BASELINES[levels[seat]](state, seat, chance)
        else:
            t0 = time.process_time()
            action = decide(state, seat, levels[seat], seed * 10 + seat).action
            times.append((levels[seat], time.process_time() - t0))
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


def match(a: str, b: str, players: int, mode: str, stash: int, games: int, workers: int,
          base: int) -> None:
    """`a` in one seat, `b` in every other; `a`'s seat swapped or rotated on the same seed."""
    specs = []
    for g in range(games):
        group, seat = divmod(g, players)
        levels = tuple(a if s == seat else b for s in range(players))
        specs.append((levels, mode, base + MODE_SEED[mode] + group, stash))
    label = f"{players}p stash {stash} {a} v {b}{'' if players == 2 else ' x3'}"
    results = run(specs, workers, f"{label}, {mode}")
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
    print(f"{label:<28} {mode:<8} {n:4d} games: {a} wins {wins / n:6.1%} "
          f"(95% CI {lo:.1%}-{hi:.1%}), ties {ties}; mean score {a} "
          f"{statistics.mean(totals[a]):.1f}, {b} {statistics.mean(totals[b]):.1f}; "
          f"{length:.0f} actions a game", flush=True)


LINEUPS = {2: ("hard", "normal"), 3: ("hard", "normal", "easy"),
           4: ("hard", "hard", "normal", "easy")}


def timing(games: int) -> None:
    """Each level's decision CPU time at the default stash, with 2, 3 and 4 players (seats
    rotated, the modes alternating): hard searches deepest with fewer players."""
    t0 = time.perf_counter()
    for players, lineup in LINEUPS.items():
        times: dict[str, list[float]] = defaultdict(list)
        for g in range(games):
            levels = lineup[g % players:] + lineup[:g % players]
            mode = ("realtime", "turns")[g % 2]
            for level, t in play_game((levels, mode, 900_000 + g, 5))["times"]:
                times[level].append(t)
            print(f"  timing: {players} players, {g + 1}/{games} games, "
                  f"{time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
        print(f"decision CPU time, {players} players, stash 5, {games} games of "
              f"{'/'.join(lineup)} (ms):")
        for level in ("easy", "normal", "hard"):
            ts = sorted(times[level])
            if not ts:
                continue
            p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
            p99 = ts[min(len(ts) - 1, int(0.99 * len(ts)))]
            median = statistics.median(ts)
            print(f"    {level:>6}: {len(ts)} decisions, median {1000 * median:.1f}, "
                  f"p95 {1000 * p95:.1f}, p99 {1000 * p99:.1f}, max {1000 * ts[-1]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400, help="games per row")
    ap.add_argument("--timing-games", type=int, default=8, help="games timed for each player count")
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--only", choices=("two", "steps", "four", "timing"), default=None)
    args = ap.parse_args()
    print(f"machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} CPUs, Python {platform.python_version()}; workers {args.workers}")
    t0 = time.perf_counter()
    if args.only in (None, "two"):
        print("2-player games, stash 5, seats swapped:")
        for k, (a, b) in enumerate(TWO):
            for mode in ("realtime", "turns"):
                match(a, b, 2, mode, 5, args.games, args.workers, 100_000 * k)
    if args.only in (None, "steps"):
        print("2-player games at every stash, seats swapped:")
        for k, (a, b) in enumerate(STEPS):
            for stash in (2, 3, 4):
                for mode in ("realtime", "turns"):
                    match(a, b, 2, mode, stash, args.games, args.workers,
                          1_000_000 + 100_000 * k + 10_000 * stash)
    if args.only in (None, "four"):
        print("4-player games, one seat against three, seats rotated:")
        for k, (a, b) in enumerate(FOUR):
            for stash in (2, 3, 4, 5):
                for mode in ("realtime", "turns"):
                    match(a, b, 4, mode, stash, args.games, args.workers,
                          2_000_000 + 100_000 * k + 10_000 * stash)
    if args.only in (None, "timing"):
        timing(args.timing_games)
    print(f"total {time.perf_counter() - t0:.0f}s")


if __name__ == "__main__":
    main()
