"""Worker threads fed from one queue, each keeping a state of its own between calls (the
PostgreSQL backend's: the connection it holds), answering the event loop directly.

A call is queued with an asyncio future; the thread that takes it runs it to its end, whether
or not its caller is still waiting (a transaction is never cut half-way), and settles the
future on the loop with one `call_soon_threadsafe`. That is the whole hand-over: no
concurrent.futures future, no wrapper future on the loop, no shield (what
`run_in_executor` under `asyncio.shield` costs per call). As a ThreadPoolExecutor, threads are
started as calls find none idle, up to `size`.

A thread's state is made when the thread starts (`new_state`) and handed to every call it
runs; `release(state)` is called in the thread when it has waited `idle_seconds` for a call
(its connection goes back to the pool, which may close it), and when the threads are stopped
(`stop`: after the calls queued before, as aiosqlite closes a connection)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

_log = logging.getLogger(__name__)

S = TypeVar("S")
T = TypeVar("T")

_STOP = None  # queued once per thread by `stop`


class WorkerThreads(Generic[S]):
    def __init__(self, size: int, name: str, new_state: Callable[[], S],
                 release: Callable[[S], None], idle_seconds: float) -> None:
        self._size = size
        self._name = name
        self._new_state = new_state
        self._release = release
        self._idle_seconds = idle_seconds
        self._calls: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._started = 0
        self._threads: list[threading.Thread] = []
        self._idle = 0  # threads that finished a call and have not been counted on since
        self._stopped = False

    def run(self, fn: Callable[[S], T]) -> asyncio.Future[T]:
        """`fn(state)` queued for a thread; its outcome comes in the future returned."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        with self._lock:  # queued before `stop`'s ends, or not at all
            if self._stopped:
                raise RuntimeError("cannot schedule new calls after the threads were stopped")
            self._calls.put((fn, future, loop))
            if self._idle:
                self._idle -= 1
                return future
            start = self._started < self._size
            if start:
                self._started += 1
                thread = threading.Thread(target=self._work, daemon=True,
                                          name=f"{self._name}_{self._started - 1}")
                self._threads.append(thread)
        if start:
            thread.start()
        return future

    def stop(self, timeout: float) -> None:
        """Each thread ends after the calls queued before this, releasing its state; waits up
        to `timeout` seconds for that (blocking: not to be called on the loop). No call may be
        queued after."""
        with self._lock:
            self._stopped = True
            threads = list(self._threads)
        for _ in threads:
            self._calls.put(_STOP)
        until = time.monotonic() + timeout
        for thread in threads:
            thread.join(max(0.0, until - time.monotonic()))

    def _work(self) -> None:
        state = self._new_state()
        calls = self._calls
        while True:
            try:
                call = calls.get(timeout=self._idle_seconds)
            except queue.Empty:
                self._release_quietly(state)
                call = calls.get()
            if call is _STOP:
                self._release_quietly(state)
                return
            fn, future, loop = call
            try:
                outcome = (True, fn(state))
            except BaseException as err:  # the caller's to see, as an executor's would be
                outcome = (False, err)
            with self._lock:
                self._idle += 1
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits
                loop.call_soon_threadsafe(_settle, future, outcome)
            del call, fn, future, outcome  # nothing of a call kept while waiting for the next

    def _release_quietly(self, state: S) -> None:
        """`release(state)`; an error is logged, and the thread goes on serving calls."""
        try:
            self._release(state)
        except Exception:
            _log.exception("%s: releasing a thread's state failed", self._name)


def _settle(future: asyncio.Future, outcome: tuple[bool, Any]) -> None:
    if future.cancelled():
        return  # its caller gave up waiting; the call itself ran to its end
    ok, value = outcome
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)
