"""What passing a picture to the render pool costs, apart from drawing it:
`python benchmarks/pool_cost.py [--jobs 1000]`.

A job that returns a 24 KB stand-in for a PNG at once is sent to the render pool's workers
(bot/render_pool.py) with a Columbiz game's state as its argument, as a move's picture is: one
at a time with a pause between (as moves come at a human pace), then all at once (flat out).
Printed: the CPU per job of this process (the event loop and any thread of the pool) and of
the workers, from the kernel's counters.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import render_pool  # noqa: E402

PNG = os.urandom(24_000)


def stand_in(state: object, events: object) -> bytes:
    return PNG


def workers_cpu(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


async def measure(jobs: int) -> None:
    from render.columbiz import samples

    sample = next(iter(samples.GALLERY.values()))()
    await render_pool.start()
    for _ in range(50):  # warm
        await render_pool.drawn(stand_in, sample.state, sample.events)
    pids = render_pool.worker_pids()
    for paced in (True, False):
        workers, own = workers_cpu(pids), time.process_time()
        if paced:
            for _ in range(jobs):
                await render_pool.drawn(stand_in, sample.state, sample.events)
                await asyncio.sleep(0.001)
        else:
            await asyncio.gather(*(render_pool.drawn(stand_in, sample.state, sample.events)
                                   for _ in range(jobs)))
        own, workers = time.process_time() - own, workers_cpu(pids) - workers
        print(f"{'one at a time' if paced else 'all at once':14} this process "
              f"{own / jobs * 1000:.3f} ms per job, its workers {workers / jobs * 1000:.3f}")
    render_pool.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=1000)
    args = parser.parse_args()
    print(f"machine: {platform.platform()} | {os.cpu_count()} CPUs | "
          f"Python {platform.python_version()} | load average {os.getloadavg()[0]:.1f}")
    asyncio.run(measure(args.jobs))


if __name__ == "__main__":
    main()
