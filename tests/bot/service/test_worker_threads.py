"""The PostgreSQL store's worker threads (bot/store/worker_threads.py): each call runs whole in
one of at most `size` threads, each thread keeps its own state between calls, a caller that
gives up does not cut a call, and stopping runs what was queued, releases every thread's state
and refuses calls after."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.store.worker_threads import WorkerThreads

WAIT = 10  # seconds: a bound on waiting for an event that comes at once, not a pause


class States:
    """Each thread's state (a list of what it ran) and the states released, by thread."""

    def __init__(self) -> None:
        self.made: list[list[str]] = []
        self.released: list[tuple[str, list[str]]] = []
        self.release_seen = threading.Event()

    def new(self) -> list[str]:
        state: list[str] = []
        self.made.append(state)
        return state

    def release(self, state: list[str]) -> None:
        self.released.append((threading.current_thread().name, list(state)))
        self.release_seen.set()


def ran(name: str):
    def call(state: list[str]) -> tuple[str, str]:
        state.append(name)
        return name, threading.current_thread().name

    return call


async def test_each_call_runs_in_a_thread_of_its_own_that_keeps_its_state():
    states = States()
    threads = WorkerThreads(2, "store", states.new, states.release, idle_seconds=WAIT)
    try:
        first, thread = await threads.run(ran("a"))
        assert first == "a" and thread == "store_0"
        for name in "bcd":  # one at a time: the idle thread takes each, with its state
            assert await threads.run(ran(name)) == (name, "store_0")
        assert states.made == [["a", "b", "c", "d"]]

        both_in = threading.Barrier(2, timeout=WAIT)  # two calls at once need both threads

        def meet(state: list[str]) -> str:
            both_in.wait()
            return threading.current_thread().name

        assert sorted(await asyncio.gather(threads.run(meet), threads.run(meet))) == [
            "store_0", "store_1"]

        def fails(state: list[str]) -> None:
            raise KeyError("the call's own error")

        with pytest.raises(KeyError, match="the call's own error"):
            await threads.run(fails)
    finally:
        await asyncio.to_thread(threads.stop, WAIT)
    assert len(states.made) == 2
    assert sorted(name for name, _ in states.released) == ["store_0", "store_1"]


async def test_no_more_threads_than_its_size():
    states = States()
    threads = WorkerThreads(3, "store", states.new, states.release, idle_seconds=WAIT)
    gate = threading.Event()

    def held(state: list[str]) -> str:
        gate.wait(WAIT)
        return threading.current_thread().name

    try:
        calls = [threads.run(held) for _ in range(7)]
        gate.set()
        assert set(await asyncio.gather(*calls)) <= {"store_0", "store_1", "store_2"}
        assert len(states.made) == 3
    finally:
        await asyncio.to_thread(threads.stop, WAIT)


async def test_a_caller_that_gives_up_does_not_cut_its_call():
    states = States()
    threads = WorkerThreads(1, "store", states.new, states.release, idle_seconds=WAIT)
    entered, gate, ended = threading.Event(), threading.Event(), threading.Event()

    def long(state: list[str]) -> str:
        entered.set()
        gate.wait(WAIT)
        state.append("whole")
        ended.set()
        return "nobody reads this"

    async def caller() -> str:
        return await threads.run(long)

    try:
        task = asyncio.create_task(caller())
        await asyncio.to_thread(entered.wait, WAIT)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        gate.set()
        await asyncio.to_thread(ended.wait, WAIT)
        assert await threads.run(ran("next")) == ("next", "store_0")  # and the thread goes on
        assert states.made == [["whole", "next"]]
    finally:
        await asyncio.to_thread(threads.stop, WAIT)


async def test_stopping_runs_what_was_queued_then_refuses_calls():
    states = States()
    threads = WorkerThreads(1, "store", states.new, states.release, idle_seconds=WAIT)
    gate = threading.Event()

    def first(state: list[str]) -> None:
        gate.wait(WAIT)
        state.append("first")

    queued = [threads.run(first), threads.run(ran("second"))]
    stopping = asyncio.ensure_future(asyncio.to_thread(threads.stop, WAIT))
    gate.set()
    await stopping
    await asyncio.gather(*queued)
    assert states.released == [("store_0", ["first", "second"])]
    with pytest.raises(RuntimeError, match="stopped"):
        threads.run(ran("late"))


async def test_a_thread_that_waits_long_for_a_call_releases_its_state_and_goes_on():
    states = States()
    threads = WorkerThreads(1, "store", states.new, states.release, idle_seconds=0.01)
    try:
        await threads.run(ran("a"))
        await asyncio.to_thread(states.release_seen.wait, WAIT)
        assert states.released == [("store_0", ["a"])]
        assert await threads.run(ran("b")) == ("b", "store_0")
    finally:
        await asyncio.to_thread(threads.stop, WAIT)


async def test_a_failed_release_is_logged_and_the_thread_goes_on(caplog):
    states = States()
    failed = threading.Event()

    def release(state: list[str]) -> None:
        failed.set()
        raise OSError("the pool is gone")

    threads = WorkerThreads(1, "store", states.new, release, idle_seconds=0.01)
    try:
        await threads.run(ran("a"))
        await asyncio.to_thread(failed.wait, WAIT)
        assert await asyncio.wait_for(threads.run(ran("b")), WAIT) == ("b", "store_0")
    finally:
        await asyncio.to_thread(threads.stop, WAIT)
    assert "releasing a thread's state failed" in caplog.text
