"""CPU per call of what the bot asks the engines on a move: the autocomplete lists (Columbiz's
`legal_placements` for /place, IceTowers' `legal_moves` per seat) and `apply` per kind of action.

    python benchmarks/engine_calls.py [--games N] [--repeat R]

Positions come from seeded random playouts (2-4 players, mixed options), so every run times the
same calls. Figures are CPU time (time.process_time) per call, the best of `repeat` passes over
all positions, in microseconds; single process, single core.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.engine import machine  # noqa: E402
from engine import columbiz, icetowers  # noqa: E402
from engine.columbiz.playout import random_keep, random_placement, random_roll  # noqa: E402
from engine.icetowers.playout import random_action  # noqa: E402


def columbiz_positions(games: int, seed: int = 1) -> tuple[list[Any], list[tuple[Any, Any]]]:
    """The states where a player may place (what /place autocompletes), and every (state,
    action) applied on the way."""
    rng = random.Random(seed)
    placing, applied = [], []
    for _ in range(games):
        players = rng.choice((2, 3, 4))
        options = columbiz.Options(
            max_pieces_4p=rng.choice((3, 4)), locked_keeps=rng.random() < 0.3,
            line_scoring=rng.choice(("each_placement", "increase")),
        )
        state = columbiz.new_game(columbiz.GameConfig(players, rng.randrange(players), options))
        while not state.over:
            if state.rolls == 0 or (state.rolls < columbiz.MAX_ROLLS and (
                    not columbiz.can_place(state) or rng.random() < 0.4)):
                if state.rolls and rng.random() < 0.7:
                    action = random_keep(state, rng)
                    applied.append((state, action))
                    state, _ = columbiz.apply(state, action)
                action = random_roll(state, rng)
            else:
                placing.append(state)
                action = random_placement(state, rng)
            applied.append((state, action))
            state, _ = columbiz.apply(state, action)
    return placing, applied


def icetowers_positions(games: int, seed: int = 1) -> list[tuple[Any, Any]]:
    """Every (state, action) of seeded random games."""
    rng = random.Random(seed)
    applied = []
    for _ in range(games):
        players = rng.choice((2, 3, 4))
        options = icetowers.Options(
            stash=rng.randint(2, 5), mode=rng.choice(icetowers.MODES),
            free_mining=rng.random() < 0.3,
        )
        state = icetowers.new_game(icetowers.GameConfig(players, rng.randrange(players), options))
        while not state.over:
            action = random_action(state, rng)
            applied.append((state, action))
            state, _ = icetowers.apply(state, action)
    return applied


def per_call(calls: list[Callable[[], Any]], repeat: int) -> float:
    """Microseconds of CPU per call, best of `repeat` passes."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for call in calls:
            call()
        best = min(best, time.process_time() - t0)
    return best / len(calls) * 1e6


def report(name: str, calls: list[Callable[[], Any]], repeat: int) -> None:
    print(f"  {name:40s} {per_call(calls, repeat):8.1f} us/call  ({len(calls)} calls)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="random games per engine")
    ap.add_argument("--repeat", type=int, default=3, help="passes; the best is printed")
    args = ap.parse_args()
    print("machine:", machine())

    placing, applied = columbiz_positions(args.games)
    print(f"Columbiz ({args.games} random games):")
    report("legal_placements (autocomplete /place)",
           [lambda s=s: columbiz.legal_placements(s) for s in placing], args.repeat)
    by_kind: dict[str, list[Callable[[], Any]]] = defaultdict(list)
    for state, action in applied:
        by_kind[type(action).__name__].append(lambda s=state, a=action: columbiz.apply(s, a))
    for kind in ("Roll", "Keep", "Place"):
        report(f"apply {kind}", by_kind[kind], args.repeat)

    moves = icetowers_positions(args.games)
    print(f"IceTowers ({args.games} random games):")
    report("legal_moves, every seat (autocomplete)",
           [lambda s=s, seat=seat: icetowers.legal_moves(s, seat)
            for s, _ in moves for seat in range(s.players)], args.repeat)
    by_kind = defaultdict(list)
    for state, action in moves:
        by_kind[type(action).__name__].append(lambda s=state, a=action: icetowers.apply(s, a))
    for kind in ("Cap", "Mine", "Split", "Done", "Pass"):
        report(f"apply {kind}", by_kind[kind], args.repeat)


if __name__ == "__main__":
    main()
