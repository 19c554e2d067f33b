"""Where pictures are drawn: worker processes, one per CPU, off the event loop and off its GIL.

Drawing a board is CPU work, and much of Pillow's drawing (pasting, text, quantizing) holds the
GIL. In threads of the bot's own process it took the GIL from the event loop and from the
store's threads at every move: under load the loop waited for it as long as it ran. In processes
of their own the pictures cost the bot only the pickling of a game and of a PNG
(`benchmarks/bot.py` prints what that did to moves per second and latency).

What is sent here is pickled: a module-level function, or a method of a game's frontend (a
frontend pickles as its class alone, without its caches), with the game as it stands. Workers
are started with `spawn`, fresh interpreters: a forked copy of the bot would inherit its threads'
locks and its database connections. `start()` starts them all before the first move needs one;
a worker that dies (killed, out of memory) breaks the pool, which is then replaced, and the
picture is drawn once more in the new one.

Work goes in lanes, each its own pool. Move pictures (tens of milliseconds) have one worker per
CPU; a replay's GIF (up to most of a second) has its own worker, started at the first replay, so
a replay asked for in one channel never holds up the moves of the others.
"""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")

WORKERS = os.cpu_count() or 1
PICTURES = "pictures"  # a move's board, a score pad: the lane that must stay quick
REPLAYS = "replays"  # a whole game's animation, seconds of drawing at worst
LANES = {PICTURES: WORKERS, REPLAYS: 1}  # workers per lane

_pools: dict[str, ProcessPoolExecutor] = {}


def _prepare() -> None:
    """A new worker loads the renderers before its first picture."""
    import render.columbiz  # noqa: F401
    import render.icetowers  # noqa: F401


def _ready() -> int:
    return os.getpid()


def pool(lane: str = PICTURES) -> ProcessPoolExecutor:
    if lane not in _pools:
        _pools[lane] = ProcessPoolExecutor(max_workers=LANES[lane], initializer=_prepare,
                                           mp_context=multiprocessing.get_context("spawn"))
    return _pools[lane]


def _replace(lane: str, broken: ProcessPoolExecutor) -> None:
    if _pools.get(lane) is broken:
        del _pools[lane]
        broken.shutdown(wait=False, cancel_futures=True)


def warm() -> list[Future[int]]:
    """Start the move pictures' workers now (each start takes a moment), so that no move waits
    for one: the futures of their process ids. The replay lane starts with the first replay,
    whose player already waits for a long job."""
    current = pool()
    return [current.submit(_ready) for _ in range(WORKERS)]


def worker_pids() -> list[int]:
    """The process ids of the workers running now, in every lane."""
    return [pid for executor in _pools.values() for pid in executor._processes or ()]


async def start() -> list[int]:
    """`warm()`, awaited."""
    return list(await asyncio.gather(*map(asyncio.wrap_future, warm())))


async def drawn(fn: Callable[..., T], *args: Any, lane: str = PICTURES, **kwargs: Any) -> T:
    """`fn(*args, **kwargs)` run in a worker process of `lane`, awaited without blocking the
    loop."""
    loop = asyncio.get_running_loop()
    job = functools.partial(fn, *args, **kwargs)
    current = pool(lane)
    try:
        return await loop.run_in_executor(current, job)
    except BrokenProcessPool:
        _replace(lane, current)
        return await loop.run_in_executor(pool(lane), job)
