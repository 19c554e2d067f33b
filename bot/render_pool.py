"""Where pictures are drawn: worker processes, one per CPU, off the event loop and off its GIL.

Drawing a board is CPU work, and much of Pillow's drawing (pasting, text, quantizing) holds the
GIL. In threads of the bot's own process it took the GIL from the event loop and from the
store's threads at every move: under load the loop waited for it as long as it ran. In processes
of their own the pictures cost the bot only the pickling of a job and the reading of a PNG
(`benchmarks/bot.py` prints what that did to moves per second and latency).

Each worker is fed over two pipes of its own, which the event loop writes and reads itself
(`add_writer`, `add_reader`): a job is one pickle, a reply one pickle, each behind its length.
No thread of the bot takes part in a picture (concurrent.futures' process pool ran two per
pool, its queue feeder and its manager, and woke both at every picture, each taking the GIL
from the loop). What is sent is a module-level function, or a method of a game's frontend (a
frontend pickles as its class alone, without its caches), with the game as it stands.

Workers are started with `spawn`, fresh interpreters: a forked copy of the bot would inherit its
threads' locks and its database connections. `start()` starts them all before the first move
needs one; a worker that dies (killed, out of memory) is replaced, and the picture is drawn once
more in the new one.

A worker never outlives the bot, whatever ends it (`kill -9` included): it would hold the bot's
stdout and stderr open, so that whatever reads them (a supervisor, a log pipe) never sees the
end, and pile up with every crash. The kernel kills it when the bot dies (`PR_SET_PDEATHSIG`,
when the bot's main thread started it: that signal follows the thread that started the process,
not the process), and a thread of its own waits on the bot's end (a pidfd) and exits then, for
a worker started by any other thread or on another system. multiprocessing's resource tracker,
the one other process started here, exits by itself once the bot and every worker are gone
(its pipe ends).

Ctrl-C reaches every process of the terminal's foreground group, workers included. They ignore
it (from their first instruction: they are started with SIGINT blocked, and the mask is
inherited): the bot decides what Ctrl-C means, and `shutdown()` stops them.

Work goes in lanes, each its own workers. Move pictures (tens of milliseconds) have one worker
per CPU; a replay's GIF (up to most of a second) has its own worker, started at the first
replay, so a replay asked for in one channel never holds up the moves of the others.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import ctypes
import importlib
import multiprocessing
import os
import pickle
import select
import signal
import struct
import sys
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from multiprocessing import resource_tracker
from typing import Any, TypeVar

from bot import heap, sigint
from bot.messages import catalogues

T = TypeVar("T")

WORKERS = os.cpu_count() or 1
PICTURES = "pictures"  # a move's board, a score pad: the lane that must stay quick
REPLAYS = "replays"  # a whole game's animation, seconds of drawing at worst
LANES = {PICTURES: WORKERS, REPLAYS: 1}  # workers per lane

HEADER = struct.Struct("!QB")  # a message's length, and what it holds:
VALUE, ERROR = 0, 1  # a pickled result (or job), a pickled exception


class WorkerDied(RuntimeError):
    """The worker drawing a picture ended before it answered (killed, out of memory)."""


PR_SET_PDEATHSIG = 1  # prctl(2): the signal this process gets when its parent thread dies


# --- in the worker --------------------------------------------------------------------------


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
    _draw_in_batches()
    threading.Thread(target=_exit_with, args=(parent,), name="bot watch", daemon=True).start()
    import render

    for package in render.GAMES:  # every game's pictures, found by their folders
        module = importlib.import_module(package)
        prepare = getattr(module, "prepare", None)
        if prepare is not None:  # what a game makes once per process, not by a move
            prepare()
    catalogues()  # the pictures' words, parsed before the first picture rather than during it
    heap.settle()  # the renderers, fonts, palettes and words live as long as the worker


def _draw_in_batches() -> None:
    """This worker as a batch task (Linux; elsewhere as it was): one the kernel never lets
    preempt the task that woke it. A job's write to the worker's pipe wakes it on the loop's
    own CPU, and as an ordinary task it took that CPU from the loop then and there, stalling
    the write by a millisecond or more in one job out of ten; a batch task waits for the next
    tick or a free CPU. Pictures are throughput work: a tick's wait is nothing to them. Any
    process may lower itself to SCHED_BATCH, no privilege needed."""
    with contextlib.suppress(AttributeError, OSError):  # not Linux, or not allowed
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


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


def _read_exactly(fd: int, size: int) -> bytearray | None:
    """`size` bytes from `fd` (blocking), or None at its end."""
    buffer = bytearray(size)
    view, got = memoryview(buffer), 0
    while got < size:
        read = os.readv(fd, [view[got:]])
        if read == 0:
            return None
        got += read
    return buffer


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _serve(jobs: Any, replies: Any, ready: Any, parent: int, by_main_thread: bool,
           games: tuple[str, ...]) -> None:
    """A worker's life: prepared, says so, then draws each job it reads until the bot closes
    its end of the jobs' pipe."""
    _prepare(parent, by_main_thread, games)
    ready.send_bytes(b"")
    ready.close()
    jobs_fd, replies_fd = jobs.fileno(), replies.fileno()
    while (header := _read_exactly(jobs_fd, HEADER.size)) is not None:
        size, _ = HEADER.unpack(header)
        job = _read_exactly(jobs_fd, size)
        if job is None:
            break
        kind = VALUE
        try:
            fn, args, kwargs = pickle.loads(job)
            reply = pickle.dumps(fn(*args, **kwargs), pickle.HIGHEST_PROTOCOL)
        except BaseException as error:  # the bot's to judge: it gets the error, the worker lives
            kind = ERROR
            error.add_note("".join(traceback.format_exception(error)).rstrip())
            try:
                reply = pickle.dumps(error, pickle.HIGHEST_PROTOCOL)
            except Exception:  # an error that does not pickle arrives as its text
                reply = pickle.dumps(RuntimeError(repr(error)), pickle.HIGHEST_PROTOCOL)
        _write_all(replies_fd, HEADER.pack(len(reply), kind) + reply)


# --- in the bot -----------------------------------------------------------------------------


class _Worker:
    """One worker process and the bot's ends of its pipes (both non-blocking: the loop's)."""

    def __init__(self) -> None:
        import bot.games

        context = multiprocessing.get_context("spawn")
        jobs_out, jobs_in = context.Pipe(duplex=False)
        replies_out, replies_in = context.Pipe(duplex=False)
        ready_out, ready_in = context.Pipe(duplex=False)
        self.process = context.Process(
            target=_serve, name="picture worker", daemon=True,
            args=(jobs_out, replies_in, ready_in, os.getpid(),
                  threading.current_thread() is threading.main_thread(), bot.games.PACKAGES))
        # multiprocessing's resource tracker, started by the first process started, unblocks
        # SIGINT in the starting thread once it is up: started first, outside the block, it
        # cannot leave the worker started after it open to a Ctrl-C while it starts
        resource_tracker.ensure_running()
        with sigint.blocked():  # the worker starts deaf to Ctrl-C: the bot's to take
            self.process.start()
        for child_end in (jobs_out, replies_in, ready_in):
            child_end.close()  # the worker's alone: its end is then seen as the worker's end
        self.pid: int = self.process.pid  # type: ignore[assignment]
        self.jobs, self.replies, self.ready = jobs_in, replies_out, ready_out
        os.set_blocking(self.jobs.fileno(), False)
        os.set_blocking(self.replies.fileno(), False)
        self.loop: asyncio.AbstractEventLoop | None = None  # whose reader waits for a reply
        self.started: Future[int] = Future()  # its pid, once it is ready to draw
        with sigint.blocked():  # a Ctrl-C is the main thread's (bot.sigint)
            threading.Thread(target=self._wait_until_ready, name="picture worker starting",
                             daemon=True).start()

    def _wait_until_ready(self) -> None:
        """Once per worker, as it starts (never per picture); the pipe is this thread's."""
        try:
            ready = self.ready.recv_bytes() == b""
        except (EOFError, OSError):
            ready = False
        finally:
            self.ready.close()
        if ready:
            self.started.set_result(self.pid)
        else:
            self.started.set_exception(WorkerDied(f"worker {self.pid} ended as it started"))

    def alive(self) -> bool:
        return self.process.is_alive()

    async def run(self, job: bytes, done: Callable[[_Worker, bool], None]) -> Any:
        """`job` drawn here; `done(self, alive)` once its reply is in (or the worker gone),
        whether or not the caller still waits for it."""
        loop = self.loop = asyncio.get_running_loop()
        reply: asyncio.Future[Any] = loop.create_future()
        jobs, replies = self.jobs.fileno(), self.replies.fileno()
        header, body = bytearray(HEADER.size), bytearray()
        got = 0

        def finish(value: Any = None, error: BaseException | None = None) -> None:
            if self.loop is not loop:  # finished already
                return
            loop.remove_reader(replies)
            loop.remove_writer(jobs)
            self.loop = None
            if not reply.done():
                if error is None:
                    reply.set_result(value)
                else:
                    reply.set_exception(error)
            done(self, not isinstance(error, WorkerDied))

        def readable() -> None:
            nonlocal body, got
            while True:
                target = memoryview(header)[got:] if got < HEADER.size else \
                    memoryview(body)[got - HEADER.size:]
                try:
                    read = os.readv(replies, [target])
                except BlockingIOError:
                    return
                except OSError as error:
                    return finish(error=WorkerDied(f"worker {self.pid}: {error}"))
                if read == 0:
                    return finish(error=WorkerDied(f"worker {self.pid} ended"))
                got += read
                if got == HEADER.size:
                    body = bytearray(HEADER.unpack(header)[0])
                if got >= HEADER.size and got == HEADER.size + len(body):
                    kind = HEADER.unpack(header)[1]
                    try:
                        value = pickle.loads(body)
                    except Exception as error:
                        return finish(error=error)
                    if kind == ERROR:
                        return finish(error=value)
                    return finish(value)

        pending = memoryview(HEADER.pack(len(job), VALUE) + job)

        def writable() -> None:
            nonlocal pending
            try:
                while pending:
                    pending = pending[os.write(jobs, pending):]
            except BlockingIOError:
                return
            except OSError as error:  # BrokenPipeError: the worker is gone
                return finish(error=WorkerDied(f"worker {self.pid}: {error}"))
            loop.remove_writer(jobs)

        loop.add_reader(replies, readable)
        writable()
        if pending and not reply.done():
            loop.add_writer(jobs, writable)
        # A caller that stops waiting cancels `reply` alone: the reply is still read (readable,
        # finish) and the worker given back. (No asyncio.shield: its second future and two
        # callbacks cost every picture a turn of the loop more.)
        return await reply

    def close(self) -> None:
        """Let go of the worker: it ends after the picture it is drawing (its jobs' pipe
        ends), or now if it is stuck in none."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.remove_reader(self.replies.fileno())
            self.loop.remove_writer(self.jobs.fileno())
        self.loop = None
        for end in (self.jobs, self.replies):
            end.close()


class _Lane:
    """A lane's workers: started up to its size, each drawing one picture at a time."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.workers: list[_Worker] = []
        self.idle: collections.deque[_Worker] = collections.deque()
        self.waiting: collections.deque[asyncio.Future[_Worker]] = collections.deque()
        self.lock = threading.Lock()  # warm() may start workers from another thread

    def grow(self) -> _Worker | None:
        """A new worker, if the lane is not full."""
        with self.lock:
            if len(self.workers) >= self.size:
                return None
            worker = _Worker()
            self.workers.append(worker)
            return worker

    async def take(self) -> _Worker:
        while self.idle:
            worker = self.idle.popleft()
            if worker.alive():
                return worker
            self.drop(worker)  # died while idle (killed): replaced below
        worker = self.grow()
        if worker is not None:
            return worker
        turn: asyncio.Future[_Worker] = asyncio.get_running_loop().create_future()
        self.waiting.append(turn)
        try:
            return await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # given a worker, then cancelled
                self.give_back(turn.result(), True)
            raise

    def give_back(self, worker: _Worker, alive: bool) -> None:
        if not alive:
            self.drop(worker)
            worker = self.grow()  # type: ignore[assignment]
            if worker is None:
                return
        while self.waiting:
            turn = self.waiting.popleft()
            if not turn.done() and not turn.get_loop().is_closed():
                turn.set_result(worker)
                return
        self.idle.append(worker)

    def drop(self, worker: _Worker) -> None:
        with self.lock:
            if worker in self.workers:
                self.workers.remove(worker)
        with contextlib.suppress(ValueError):
            self.idle.remove(worker)
        worker.close()
        worker.process.kill()  # if it is alive but no longer answers
        worker.process.join(0)  # reaped now if it is gone, else by multiprocessing later


_lanes: dict[str, _Lane] = {}


def lane(name: str = PICTURES) -> _Lane:
    if name not in _lanes:
        _lanes[name] = _Lane(LANES[name])
    return _lanes[name]


def shutdown() -> None:
    """Stop every worker (after the picture each is drawing), e.g. when the bot stops or on
    Ctrl-C; a later picture starts new ones."""
    while _lanes:
        _, stopped = _lanes.popitem()
        for worker in stopped.workers:
            worker.close()
        for worker in stopped.workers:
            worker.process.join()


def warm() -> list[Future[int]]:
    """Start the move pictures' workers now (each start takes a moment), so that no move waits
    for one: futures of their process ids, each done once its worker is ready. The replay lane
    starts with the first replay, whose player already waits for a long job."""
    current = lane()
    while (worker := current.grow()) is not None:
        current.idle.append(worker)
    return [worker.started for worker in list(current.workers)]


def worker_pids() -> list[int]:
    """The process ids of the workers running now, in every lane."""
    return [worker.pid for current in _lanes.values() for worker in current.workers]


async def start() -> list[int]:
    """`warm()`, awaited."""
    return list(await asyncio.gather(*map(asyncio.wrap_future, warm())))


async def drawn(fn: Callable[..., T], *args: Any, lane: str = PICTURES, **kwargs: Any) -> T:
    """`fn(*args, **kwargs)` run in a worker process of `lane`, awaited without blocking the
    loop. If its worker dies meanwhile, it is drawn again in another, up to once per worker of
    the lane and once more (all of them may have been killed at once, unseen until used)."""
    job = pickle.dumps((fn, args, kwargs), pickle.HIGHEST_PROTOCOL)
    workers = _lane_of(lane)
    for attempt in range(workers.size + 1):
        worker = await workers.take()
        try:
            return await worker.run(job, workers.give_back)
        except WorkerDied:
            if attempt == workers.size:
                raise
    raise AssertionError("unreachable")


_lane_of = lane
