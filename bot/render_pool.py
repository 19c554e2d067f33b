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

A worker never waits for the loop to feed it. A move picture's worker holds the job it draws
and the next one, waiting in its pipe: it starts that one as soon as it has written its reply,
not once the busy loop has come round to reading the reply and writing it more (flat out,
pictures waited tens of milliseconds for a free worker while the workers sat idle between
jobs). A job that finds every worker full waits in the lane and is written by the callback that
reads the next reply, without waking a task for it. A worker that dies fails every job it
holds, and each is drawn again in another.
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
# jobs a worker holds at once: a move's picture may wait in a pipe behind another (a few ms); a
# replay waits in the lane, where one whose caller stopped waiting is dropped undrawn
DEPTHS = {PICTURES: 2, REPLAYS: 1}

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

    def __init__(self, answered: Callable[[_Worker, bool], None]) -> None:
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
        self.answered = answered  # told `(self, alive)` after each reply, or once it died
        self.loop: asyncio.AbstractEventLoop | None = None  # whose reader waits for its replies
        self.due: collections.deque[asyncio.Future[Any]] = collections.deque()  # sent, in order
        self.unsent = bytearray()  # of the jobs sent, what its pipe has not taken yet
        self.header, self.body, self.got = bytearray(HEADER.size), bytearray(), 0  # a reply
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

    def send(self, job: bytes, reply: asyncio.Future[Any]) -> None:
        """`job` written to the worker, behind any it has not answered yet; its result (or
        error) goes into `reply`, whether or not anyone still waits for it."""
        loop = reply.get_loop()
        if self.loop is None:
            self.loop = loop
            loop.add_reader(self.replies.fileno(), self._readable)
        self.due.append(reply)
        message = HEADER.pack(len(job), VALUE) + job
        if self.unsent:  # the pipe is full: the writer sends it after the others
            self.unsent += message
            return
        try:
            written = os.write(self.jobs.fileno(), message)
        except BlockingIOError:
            written = 0
        except OSError as error:  # BrokenPipeError: the worker is gone (not ended here: the
            # caller may be the lane, handing out jobs)
            loop.call_soon(self._ended, WorkerDied(f"worker {self.pid}: {error}"))
            return
        if written < len(message):
            self.unsent = bytearray(memoryview(message)[written:])
            loop.add_writer(self.jobs.fileno(), self._writable)

    def _writable(self) -> None:
        try:
            while self.unsent:
                del self.unsent[:os.write(self.jobs.fileno(), self.unsent)]
        except BlockingIOError:
            return
        except OSError as error:  # BrokenPipeError: the worker is gone
            return self._ended(WorkerDied(f"worker {self.pid}: {error}"))
        if self.loop is not None:
            self.loop.remove_writer(self.jobs.fileno())

    def _readable(self) -> None:
        replies = self.replies.fileno()
        while self.loop is not None:  # until nothing more is due
            if self.got < HEADER.size:
                target = memoryview(self.header)[self.got:]
            else:
                target = memoryview(self.body)[self.got - HEADER.size:]
            try:
                read = os.readv(replies, [target])
            except BlockingIOError:
                return
            except OSError as error:
                return self._ended(WorkerDied(f"worker {self.pid}: {error}"))
            if read == 0:
                return self._ended(WorkerDied(f"worker {self.pid} ended"))
            self.got += read
            if self.got == HEADER.size:
                self.body = bytearray(HEADER.unpack(self.header)[0])
            if self.got >= HEADER.size and self.got == HEADER.size + len(self.body):
                self.got = 0
                self._reply(HEADER.unpack(self.header)[1], self.body)

    def _reply(self, kind: int, body: bytearray) -> None:
        reply = self.due.popleft()
        # The lane first gives the worker its next job, if one waits: it starts drawing it
        # while the loop unpickles this reply and runs whoever waited for it.
        self.answered(self, True)
        if not self.due:  # nothing more to read: the reader goes until the next job
            self._stop_watching()
        if reply.done():  # its caller stopped waiting
            return
        try:
            value = pickle.loads(body)
        except Exception as error:
            reply.set_exception(error)
            return
        if kind == ERROR:
            reply.set_exception(value)
        else:
            reply.set_result(value)

    def _ended(self, error: WorkerDied) -> None:
        """The worker is gone: every job it had is failed with `error` (its callers draw it
        again elsewhere), and the lane told once."""
        if self.loop is None:  # told already
            return
        self._stop_watching()
        due, self.due = self.due, collections.deque()
        for reply in due:
            if not reply.done():
                reply.set_exception(error)
        self.answered(self, False)

    def _stop_watching(self) -> None:
        if self.loop is not None and not self.loop.is_closed():
            self.loop.remove_reader(self.replies.fileno())
            self.loop.remove_writer(self.jobs.fileno())
        self.loop = None

    def close(self) -> None:
        """Let go of the worker: it ends after the picture it is drawing (its jobs' pipe
        ends), or now if it is stuck in none."""
        self._stop_watching()
        for end in (self.jobs, self.replies):
            end.close()


class _Lane:
    """A lane's workers, started up to its size, and the jobs waiting for one. Each worker
    holds up to `depth` jobs: the one it draws, and with a depth of 2 the next one waiting in
    its pipe, so that it starts that one the moment it has written its reply instead of idling
    until the loop, busy with other work, has read the reply and written it another job."""

    def __init__(self, size: int, depth: int = 1) -> None:
        self.size, self.depth = size, depth
        self.workers: list[_Worker] = []
        self.idle: collections.deque[_Worker] = collections.deque()  # nothing to draw
        self.queued: collections.deque[tuple[bytes, asyncio.Future[Any]]] = collections.deque()
        self.lock = threading.Lock()  # warm() may start workers from another thread

    def grow(self) -> _Worker | None:
        """A new worker, if the lane is not full."""
        with self.lock:
            if len(self.workers) >= self.size:
                return None
            worker = _Worker(self.answered)
            self.workers.append(worker)
            return worker

    async def draw(self, job: bytes) -> Any:
        """`job`'s result (or error), from the first worker with room for it."""
        reply: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        worker = self.free()
        if worker is not None:
            worker.send(job, reply)
        else:  # sent by the reply that gives a worker room (answered)
            self.queued.append((job, reply))
        # A caller that stops waiting cancels `reply` alone: a queued job is then dropped, one
        # sent is still read (and its worker given its next job). (No asyncio.shield: its
        # second future and two callbacks cost every picture a turn of the loop more.)
        return await reply

    def free(self) -> _Worker | None:
        """An idle worker, else a new one, else one with room behind the job it draws."""
        while self.idle:
            worker = self.idle.popleft()
            if worker.alive():
                return worker
            self.drop(worker)  # died while idle (killed): replaced below
        worker = self.grow()
        if worker is not None:
            return worker
        loop = asyncio.get_running_loop()
        for worker in self.workers:
            if len(worker.due) < self.depth and worker.loop is loop:
                return worker
        return None

    def answered(self, worker: _Worker, alive: bool) -> None:
        """`worker` read a reply (or died): the next queued jobs go to it (or its successor)
        now, in the callback that read the reply, not a turn of the loop later."""
        if not alive:
            self.drop(worker)
            worker = self.grow()  # type: ignore[assignment]
            if worker is None:
                return
        while self.queued and len(worker.due) < self.depth:
            job, reply = self.queued.popleft()
            if not reply.done() and not reply.get_loop().is_closed():  # still awaited
                worker.send(job, reply)
        if not worker.due:
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
        _lanes[name] = _Lane(LANES[name], DEPTHS[name])
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
        try:
            return await workers.draw(job)
        except WorkerDied:
            if attempt == workers.size:
                raise
    raise AssertionError("unreachable")


_lane_of = lane
