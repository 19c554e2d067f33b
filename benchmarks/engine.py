"""Engine speed: complete random games per second, and the time to list legal placements.

    python benchmarks/engine.py [--seconds S]

Single process, single core. Games use the random policy of engine.columbiz.playout (seeded, so
every run plays the same games). legal_placements is timed for fixed dice sets on an empty board
and on mid-game boards reached by seeded random play, then on random (board, dice) pairs.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.columbiz import GameConfig, Options, Roll, apply, legal_placements, new_game  # noqa: E402
from engine.columbiz.playout import random_dice, random_game, random_turn  # noqa: E402

DICE_SETS = {
    "1 2 3 4 5 6 1 2": (1, 2, 3, 4, 5, 6, 1, 2),
    "1 2 3 4 5 6 6 6": (1, 2, 3, 4, 5, 6, 6, 6),
    "1 1 2 2 3 3 4 4": (1, 1, 2, 2, 3, 3, 4, 4),
    "1 2 3 3 5 5 5 6": (1, 2, 3, 3, 5, 5, 5, 6),
    "3 3 3 4 4 4 5 5": (3, 3, 3, 4, 4, 4, 5, 5),
    "1 1 1 1 2 2 2 2": (1, 1, 1, 1, 2, 2, 2, 2),
    "6 6 6 6 6 6 6 6": (6, 6, 6, 6, 6, 6, 6, 6),
}


def machine() -> str:
    return (
        f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
        f"Python {platform.python_version()} ({platform.python_implementation()}) | "
        f"{os.cpu_count()} CPUs (this benchmark uses one)"
    )


def games_per_second(players: int, seconds: float) -> tuple[float, float]:
    """Best rate over a few timed batches (less noise from other processes), and actions/s."""
    config = GameConfig(players, options=Options(max_pieces_4p=3))
    rng = random.Random(players)
    best = 0.0
    actions_rate = 0.0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        t0 = time.perf_counter()
        n = actions = 0
        while n < 200:
            final = random_game(new_game(config), rng)
            actions += final.actions
            n += 1
        dt = time.perf_counter() - t0
        if n / dt > best:
            best, actions_rate = n / dt, actions / dt
    return best, actions_rate


def mid_game(players: int, turns: int, seed: int):
    rng = random.Random(seed)
    state = new_game(GameConfig(players, options=Options(max_pieces_4p=4)))
    for _ in range(turns):
        nxt = random_turn(state, rng)
        if nxt.over:
            break
        state = nxt
    return state


def time_legal(state, dice, repeat: int = 5) -> tuple[float, int]:
    rolled, _ = apply(state, Roll(dice))
    if rolled.rolls != 1:  # cannot happen on a first roll, but keep the figures honest
        return 0.0, 0
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        found = legal_placements(rolled)
        times.append(time.perf_counter() - t0)
    return min(times) * 1000, len(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per player count")
    args = parser.parse_args()

    print("machine:", machine())
    print()
    print("complete random games (playout.random_game, one core):")
    for players in (2, 3, 4):
        rate, actions = games_per_second(players, args.seconds)
        print(f"  {players} players: {rate:7.0f} games/s   ({actions:8.0f} actions/s)")
    print()

    boards = {
        "empty board": new_game(GameConfig(2, options=Options(max_pieces_4p=4))),
        "2p after 6 turns": mid_game(2, 6, 1),
        "2p after 12 turns": mid_game(2, 12, 2),
        "4p after 8 turns": mid_game(4, 8, 3),
    }
    print("legal_placements for 8 dice (best of 5 runs each, ms; n = placements listed):")
    all_times = []
    for name, state in boards.items():
        row = []
        for label, dice in DICE_SETS.items():
            ms, n = time_legal(state, dice)
            all_times.append(ms)
            row.append(f"{label}: {ms:5.2f} ({n})")
        print(f"  {name}:")
        for i in range(0, len(row), 3):
            print("    " + "   ".join(row[i : i + 3]))
    median, worst = statistics.median(all_times), max(all_times)
    print(f"  fixed sets: median {median:.2f} ms, worst {worst:.2f} ms")

    rng = random.Random(99)
    sample = []
    for i in range(300):
        players = rng.choice((2, 3, 4))
        state = mid_game(players, rng.randint(0, 14), 1000 + i)
        ms, _ = time_legal(state, random_dice(rng, 8), repeat=3)
        sample.append(ms)
    sample.sort()
    print(
        f"  300 random boards x dice: median {statistics.median(sample):.3f} ms, "
        f"95% {sample[int(0.95 * len(sample))]:.2f} ms, worst {sample[-1]:.2f} ms"
    )


if __name__ == "__main__":
    main()
