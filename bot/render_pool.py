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

A worker never outlives the bot, whatever ends it (`kill -9` included): it would hold the bot's
stdout and stderr open, so that whatever reads them (a supervisor, a log pipe) never sees the
end, and pile up with every crash. The kernel kills it when the bot dies (`PR_SET_PDEATHSIG`,
when the bot's main thread started it: that signal follows the thread that started the process,
not the process), and a thread of its own waits on the bot's end (a pidfd) and exits then, for
a worker started by any other thread or on another system. multiprocessing's resource tracker,
the one other process started here, exits by itself once the bot and every worker are gone
(its pipe ends), removing the pools' semaphores from /dev/shm as it goes.

Ctrl-C reaches every process of the terminal's foreground group, workers included. They ignore
it (from their first instruction: they are started with SIGINT blocked, and the mask is
inherited): the bot decides what Ctrl-C means, and `shutdown()` stops them.

Work goes in lanes, each its own pool. Move pictures (tens of milliseconds) have one worker per
CPU; a replay's GIF (up to most of a second) has its own worker, started at the first replay, so
a replay asked for in one channel never holds up the moves of the others.
"""

from __future__ import annotations

import asyncio
import ctypes
import functools
import importlib
import multiprocessing
import os
import select
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot import heap, sigint
from bot.messages import catalogues

T = TypeVar("T")

WORKERS = os.cpu_count() or 1
PICTURES = "pictures"  # a move's board, a score pad: the lane that must stay quick
REPLAYS = "replays"  # a whole game's animation, seconds of drawing at worst
LANES = {PICTURES: WORKERS, REPLAYS: 1}  # workers per lane

_pools: dict[str, ProcessPoolExecutor] = {}


PR_SET_PDEATHSIG = 1  # prctl(2): the signal this process gets when its parent thread dies


def _prepare(parent: int, by_main_thread: bool, games: tuple[str, ...] = ()) -> None:
    """A new worker: dies with `parent` (the bot), leaves Ctrl-C to it, knows the bot's games
    (`games`: its registry's packages, a test game included, whose texts the pictures use) and
    loads the renderers (and Columbiz's palette) before its first picture."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import bot.games

    for package in games:
        bot.games.add_package(package)
    if by_main_thread and sys.platform == "linux":
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    threading.Thread(target=_exit_with, args=(parent,), name="bot watch", daemon=True).start()
    import render

    for package in render.GAMES:  # every game's pictures, found by their folders
        module = importlib.import_module(package)
        prepare = getattr(module, "prepare", None)
        if prepare is not None:  # what a game makes once per process, not by a move
            prepare()
    catalogues()  # the pictures' words, parsed before the first picture rather than during it
    heap.settle()  # the renderers, fonts, palettes and words live as long as the worker


def _exit_with(parent: int) -> None:
    """Wait for `parent` to end, then end this process (the bot may have died before any of
    this ran: its worker is then someone else's child already)."""
    try:
        ended = os.pidfd_open(parent)  # readable once `parent` has ended
    except (AttributeError, OSError):  # not Linux (or `parent` is gone already)
        ended = None
    if os.getppid() == parent:
        if ended is not None:
            select.select([ended], [], [])
        else:
            while os.getppid() == parent:
                time.sleep(0.2)
    os._exit(0)


class _Pool(ProcessPoolExecutor):
    """A pool whose workers die with the bot and ignore Ctrl-C (see the module)."""

    def _spawn_process(self) -> None:
        # Called by submit() (under the pool's lock), in whichever thread submits.
        import bot.games

        self._initargs = (os.getpid(), threading.current_thread() is threading.main_thread(),
                          bot.games.PACKAGES)
        super()._spawn_process()  # type: ignore[misc]

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        # The first submit starts the workers and the pool's own threads: all with SIGINT
        # blocked, so that a Ctrl-C is the main thread's (bot.sigint)
        with sigint.blocked():
            return super().submit(fn, *args, **kwargs)


def _ready() -> int:
    return os.getpid()


def pool(lane: str = PICTURES) -> ProcessPoolExecutor:
    if lane not in _pools:
        _pools[lane] = _Pool(max_workers=LANES[lane], initializer=_prepare,
                             mp_context=multiprocessing.get_context("spawn"))
    return _pools[lane]


def _replace(lane: str, broken: ProcessPoolExecutor) -> None:
    if _pools.get(lane) is broken:
        del _pools[lane]
        broken.shutdown(wait=False, cancel_futures=True)


def shutdown() -> None:
    """Stop every worker (after the picture each is drawing), e.g. when the bot stops or on
    Ctrl-C; a later picture starts a new pool."""
    while _pools:
        _, executor = _pools.popitem()
        executor.shutdown(wait=True, cancel_futures=True)


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
