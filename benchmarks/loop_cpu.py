"""The event loop's CPU per move, one interaction at a time:
`python benchmarks/loop_cpu.py [--channels 4] [--moves 150] [--rounds 3] [--profile FILE]`.

The real bot on SimCord's offline Discord over a real SQLite file, played by the players of
benchmarks/bot.py (/roll, /keep, autocomplete, /place, a new game when one ends), but one
interaction at a time across the channels (the paced phase's case: each interaction wakes the
loop alone). Printed per round: the event loop thread's CPU per move (time.thread_time), with
SimCord's own work on it (its REST routes, its gateway emit, building the interactions) taken
out as benchmarks/bot.py does, and the SQLite thread's and the render processes' CPU per move.
CPU time, not wall-clock: a busy machine slows it down without changing it much. The best
round is the figure to compare (the others paid for the machine's other work too).

`--profile FILE` writes a cProfile of the loop thread (its thread CPU as the clock) over all
rounds: every function call costs the profiler some, so read its shares, not its totals.
`--code DIR` measures another checkout's bot (e.g. `git worktree add /tmp/base COMMIT`) with
this script, as benchmarks/bot.py does.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import importlib.util
import logging
import random
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent


def _benchmark_module():
    spec = importlib.util.spec_from_file_location("bench_bot", HERE / "bot.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_bot"] = module
    spec.loader.exec_module(module)
    return module


bench_bot = _benchmark_module()


async def play_round(bench, tables, moves: int) -> int:
    """`moves` moves, each channel in turn one turn at a time (one interaction in flight)."""
    bench.think = 0.0
    bench.stop_at = time.perf_counter() + 600
    bench.moves_per_channel = 10**9
    played = 0
    for t in tables:
        t.moves = 0
    while played < moves:
        for table in tables:
            await bench.step(table)
        played = sum(t.moves for t in tables)
    return played


async def run(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="loop-cpu-"))
    target = folder / "games.sqlite3"
    await bench_bot.migrate(target)
    print(f"machine: {bench_bot.machine()}")
    print(f"code: {Path(sys.modules['bot'].__file__).parents[1]}")
    options = SimpleNamespace(seed=args.seed)
    session = bench_bot.Session(options, target, args.channels)
    profile = cProfile.Profile(time.thread_time) if args.profile else None
    async with session.running() as bench:
        await play_round(bench, session.tables, 40)  # warm: every code path, the workers
        await bench.env.settle(timeout=30)
        print(f"{args.channels} channels, one interaction at a time; per move (ms of CPU):")
        for n in range(args.rounds):
            threads = bench_bot.threads_cpu()
            _, workers = bench_bot.cpu_time()
            simulator = bench.probe.cpu.simulator
            if profile:
                profile.enable()
            played = await play_round(bench, session.tables, args.moves)
            if profile:
                profile.disable()
            after = bench_bot.threads_cpu()
            _, workers_after = bench_bot.cpu_time()
            spent = {role: (after[role] - threads.get(role, 0.0)) / played * 1000
                     for role in after}
            harness = (bench.probe.cpu.simulator - simulator) / played * 1000
            loop = spent.get("event loop", 0.0) - harness
            print(f"round {n}: {played} moves: event loop {loop:.3f} (SimCord's {harness:.3f} "
                  f"taken out), SQLite {spent.get('SQLite', 0.0):.3f}, render processes "
                  f"{(workers_after - workers) / played * 1000:.2f}")
    if profile:
        profile.dump_stats(args.profile)
        print(f"profile of the loop thread: {args.profile}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--channels", type=int, default=4)
    parser.add_argument("--moves", type=int, default=150, help="moves per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", default=None, help="write a cProfile of the loop here")
    parser.add_argument("--code", default=None,
                        help="another checkout's bot (read by benchmarks/bot.py at import)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    random.seed(args.seed)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
