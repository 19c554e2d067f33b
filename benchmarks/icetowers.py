"""IceTowers engine speed: complete random games per second (full stash of 15 pieces each), the
time to list every legal move of a seat in a busy mid-game position, and what an action costs as
a game grows long (the repetition check of I9 looks a hashed position up; it never replays).

    python benchmarks/icetowers.py [--seconds S]

Single process, single core; seeded, so every run plays the same games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine import machine  # noqa: E402
from engine.icetowers import GameConfig, Options, apply, legal_moves, new_game  # noqa: E402
from engine.icetowers.legal import random_move  # noqa: E402
from engine.icetowers.playout import random_game  # noqa: E402


def games_per_second(players: int, mode: str, seconds: float) -> tuple[float, float]:
    """Best rate over timed batches of 20 games, and the mean actions per game."""
    rng = random.Random(players)
    config = GameConfig(players, options=Options(mode=mode))
    best, actions, games = 0.0, 0, 0
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        t0 = time.perf_counter()
        for _ in range(20):
            actions += random_game(new_game(config), rng).actions
            games += 1
        best = max(best, 20 / (time.perf_counter() - t0))
    return best, actions / games


def long_game(players: int, length: int, seed: int):
    """A realtime game played at random for `length` moves without anyone declaring done."""
    rng = random.Random(seed)
    state = new_game(GameConfig(players))
    for _ in range(length):
        seat = rng.randrange(players)
        move = random_move(state, seat, rng)
        if move is None:
            continue
        state, _ = apply(state, move)
        if state.over:
            break
    return state


def ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="per player count and mode")
    args = ap.parse_args()
    print(machine())
    print("complete random games (stash 5 of each size), best batch:")
    for mode in ("realtime", "turns"):
        for players in (2, 3, 4):
            rate, length = games_per_second(players, mode, args.seconds)
            print(f"  {mode:8s} {players} players: {rate:7.1f} games/s  ({length:.0f} actions)")
    print("4 players, one seat's legal moves listed with what each changes (median of 20):")
    for length in (5, 15, 25):
        state = long_game(4, length, 7)
        towers = len(state.towers)
        tallest = max(len(t.pieces) for t in state.towers)
        n = len(legal_moves(state, 0))
        print(f"  after {state.actions:3d} moves ({towers} towers, tallest {tallest}): "
              f"{ms(lambda s=state: legal_moves(s, 0), 20):6.2f} ms, {n} moves")
    # Random games end within a few dozen moves; a history of any length is made by adding
    # positions to what the game has seen, which is all an action's I9 check looks at.
    print("one move as the history grows (median of 200; the I9 check is a set lookup):")
    state = long_game(4, 10, 11)
    move = next(legal.action for seat in range(4) for legal in legal_moves(state, seat))
    rng = random.Random(3)
    for history in (10, 1_000, 100_000):
        longer = replace(state, seen=state.seen | {rng.getrandbits(64) for _ in range(history)})
        print(f"  {len(longer.seen):6d} positions seen: "
              f"{ms(lambda s=longer: apply(s, move), 200) * 1000:6.0f} us")


if __name__ == "__main__":
    main()
