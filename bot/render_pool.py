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

_pool: ProcessPoolExecutor | None = None


def _prepare() -> None:
    """A new worker loads the renderers before its first picture."""
    import render.columbiz  # noqa: F401
    import render.icetowers  # noqa: F401


def _ready() -> int:
    return os.getpid()


def pool() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(max_workers=WORKERS, initializer=_prepare,
                                    mp_context=multiprocessing.get_context("spawn"))
    return _pool


def _replace(broken: ProcessPoolExecutor) -> None:
    global _pool
    if _pool is broken:
        _pool = None
        broken.shutdown(wait=False, cancel_futures=True)


def warm() -> list[Future[int]]:
    """Start every worker now (each start takes a moment), so that no move waits for one: the
    futures of their process ids."""
    current = pool()
    return [current.submit(_ready) for _ in range(WORKERS)]


def worker_pids() -> list[int]:
    """The process ids of the workers running now."""
    return list(_pool._processes or ()) if _pool is not None else []


async def start() -> list[int]:
    """`warm()`, awaited."""
    return list(await asyncio.gather(*map(asyncio.wrap_future, warm())))


async def drawn(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`fn(*args, **kwargs)` run in a worker process, awaited without blocking the loop."""
    loop = asyncio.get_running_loop()
    job = functools.partial(fn, *args, **kwargs)
    current = pool()
    try:
        return await loop.run_in_executor(current, job)
    except BrokenProcessPool:
        _replace(current)
        return await loop.run_in_executor(pool(), job)
