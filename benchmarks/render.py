"""Render speed and size: `python benchmarks/render.py [--runs N]`.

For a mid-game 4-player state and an end-of-game state, prints the median and worst
milliseconds per image (render + PNG encode), the encode alone of the same image, and the bytes.
The cached background and sprites are built before timing (that is what a running bot has);
the first, cold render is printed separately.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import PIL  # noqa: E402

import render  # noqa: E402
from render import samples  # noqa: E402


def measure(fn, runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()

    print(f"machine: {platform.platform()} | {platform.processor() or platform.machine()} | "
          f"{os.cpu_count()} cpus | Python {platform.python_version()} | Pillow {PIL.__version__}")
    print(f"runs per figure: {args.runs}; image {render.theme.WIDTH}x{render.theme.HEIGHT}, "
          f"PNG compress_level={render.PNG_COMPRESS_LEVEL}")

    mid = samples.midgame_4p()
    end = samples.end_game()
    cases = [
        ("mid-game 4p  render_game", lambda: render.render_game(
            mid.state, names=mid.names, events=mid.events, ai_seats=mid.ai_seats),
         lambda: render.draw_game(mid.state, names=mid.names, events=mid.events,
                                  ai_seats=mid.ai_seats)),
        ("end 4p       render_game", lambda: render.render_game(
            end.state, names=end.names, events=end.events, ai_seats=end.ai_seats),
         lambda: render.draw_game(end.state, names=end.names, events=end.events,
                                  ai_seats=end.ai_seats)),
        ("end 4p       render_final", lambda: render.render_final(
            end.state, names=end.names, ai_seats=end.ai_seats),
         lambda: render.draw_final(end.state, names=end.names, ai_seats=end.ai_seats)),
        ("end 4p       render_scorepad", lambda: render.render_scorepad(
            end.state, names=end.names, ai_seats=end.ai_seats),
         lambda: render.draw_scorepad(end.state, names=end.names, ai_seats=end.ai_seats)),
    ]

    t = time.perf_counter()
    cases[0][1]()
    print(f"cold first render (builds background, sprites, fonts): "
          f"{(time.perf_counter() - t) * 1000:.1f} ms")
    for _, full, _ in cases:  # warm every cache
        full()

    print(f"{'image':30} {'median ms':>10} {'worst ms':>9} {'encode med':>11} "
          f"{'encode worst':>13} {'bytes':>8}")
    for label, full, draw in cases:
        med, worst = measure(full, args.runs)
        img = draw()
        emed, eworst = measure(lambda img=img: render.encode(img), args.runs)
        size = len(full())
        print(f"{label:30} {med:10.2f} {worst:9.2f} {emed:11.2f} {eworst:13.2f} {size:8d}")


if __name__ == "__main__":
    main()
