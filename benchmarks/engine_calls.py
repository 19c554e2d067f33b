"""CPU per call of what the bot asks the engines on a move: the autocomplete lists (Columbiz's
`legal_placements` for /place, IceTowers' `legal_moves` per seat), `apply` per kind of action,
and a state's JSON form both ways (written at every move, read at every interaction).

    python benchmarks/engine_calls.py [--games N] [--repeat R] [--baseline REV [--rounds K]]

Positions come from seeded random playouts (2-4 players, mixed options), so every run times the
same calls. Figures are CPU time (time.process_time) per call, the best of `repeat` passes over
all positions, in microseconds; single process, single core.

With --baseline, the engine of git revision REV (its engine/ folder, extracted to a temporary
directory) and this checkout's are timed by turns in fresh processes, K rounds each, and the
best figure of each is printed side by side: on a shared machine a before/after pair taken
minutes apart differs by the load as much as by the change.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if os.environ.get("ENGINE_CALLS_ENGINE"):  # --baseline's child: that revision's engine first
    sys.path.insert(0, os.environ["ENGINE_CALLS_ENGINE"])

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


def measure(games: int, repeat: int) -> dict[str, tuple[float, int]]:
    """name -> (microseconds per call, calls)."""
    out: dict[str, tuple[float, int]] = {}

    def time_calls(name: str, calls: list[Callable[[], Any]]) -> None:
        out[name] = (per_call(calls, repeat), len(calls))

    placing, applied = columbiz_positions(games)
    time_calls("Columbiz legal_placements (/place)",
               [lambda s=s: columbiz.legal_placements(s) for s in placing])
    by_kind: dict[str, list[Callable[[], Any]]] = defaultdict(list)
    for state, action in applied:
        by_kind[type(action).__name__].append(lambda s=state, a=action: columbiz.apply(s, a))
    for kind in ("Roll", "Keep", "Place"):
        time_calls(f"Columbiz apply {kind}", by_kind[kind])
    states = [state for state, _ in applied[::4]]
    time_calls("Columbiz state_to_json", [lambda s=s: columbiz.state_to_json(s) for s in states])
    saved = [json.loads(json.dumps(columbiz.state_to_json(s))) for s in states]
    time_calls("Columbiz state_from_json (a game read)",
               [lambda d=d: columbiz.state_from_json(d) for d in saved])

    moves = icetowers_positions(games)
    time_calls("IceTowers legal_moves, every seat",
               [lambda s=s, seat=seat: icetowers.legal_moves(s, seat)
                for s, _ in moves for seat in range(s.players)])
    by_kind = defaultdict(list)
    for state, action in moves:
        by_kind[type(action).__name__].append(lambda s=state, a=action: icetowers.apply(s, a))
    for kind in ("Cap", "Mine", "Split", "Done", "Pass"):
        time_calls(f"IceTowers apply {kind}", by_kind[kind])
    states = [state for state, _ in moves[::4]]
    time_calls("IceTowers state_to_json", [lambda s=s: icetowers.state_to_json(s) for s in states])
    saved = [json.loads(json.dumps(icetowers.state_to_json(s))) for s in states]
    time_calls("IceTowers state_from_json (a game read)",
               [lambda d=d: icetowers.state_from_json(d) for d in saved])
    return out


def child(args: argparse.Namespace, engine: str | None) -> dict[str, tuple[float, int]]:
    env = dict(os.environ)
    env.pop("ENGINE_CALLS_ENGINE", None)
    if engine:
        env["ENGINE_CALLS_ENGINE"] = engine
    done = subprocess.run(
        [sys.executable, __file__, "--json", "--games", str(args.games),
         "--repeat", str(args.repeat)],
        env=env, check=True, capture_output=True, text=True,
    )
    return {name: (us, n) for name, (us, n) in json.loads(done.stdout).items()}


def compare(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "engine.tar"
        with archive.open("wb") as f:
            subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline, "engine"],
                           stdout=f, check=True)
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="data")
        before: dict[str, float] = {}
        after: dict[str, float] = {}
        calls: dict[str, int] = {}
        for round_ in range(args.rounds):
            pair = [(tmp, before), (None, after)]
            for engine, best in pair if round_ % 2 == 0 else reversed(pair):  # either first
                for name, (us, n) in child(args, engine).items():
                    best[name] = min(us, best.get(name, float("inf")))
                    calls[name] = n
    print(f"us of CPU per call, best of {args.rounds} rounds, {args.games} random games "
          f"per engine; before = {args.baseline}, after = this checkout")
    print(f"  {'':40s} {'before':>9s} {'after':>9s} {'after/before':>13s}")
    for name, us in after.items():
        was = before.get(name)
        ratio = f"{us / was:13.2f}" if was else f"{'':13s}"
        print(f"  {name:40s} {was or float('nan'):9.1f} {us:9.1f} {ratio}  ({calls[name]} calls)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="random games per engine")
    ap.add_argument("--repeat", type=int, default=3, help="passes; the best is printed")
    ap.add_argument("--baseline", metavar="REV", help="compare with the engine of this revision")
    ap.add_argument("--rounds", type=int, default=3, help="with --baseline: runs of each")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.json:
        print(json.dumps(measure(args.games, args.repeat)))
        return
    from benchmarks.engine import machine  # (it puts this checkout first on the path)

    print("machine:", machine())
    if args.baseline:
        compare(args)
        return
    for name, (us, n) in measure(args.games, args.repeat).items():
        print(f"  {name:40s} {us:8.1f} us/call  ({n} calls)")


if __name__ == "__main__":
    main()
