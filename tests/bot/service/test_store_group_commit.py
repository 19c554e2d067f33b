"""SQLite's group commit (bot/store/sqlite.py) wakes the event loop once for the whole group:
the writes that queued up together hear back in one call from the store's thread, with no call
of its own for the group besides (each wake-up is a write to the loop's self-pipe in the thread
and a turn of the loop)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot.store import Store

pytestmark = pytest.mark.sqlite_only


async def queued(backend, writes: int) -> None:
    """Let the writers run until `writes` wait for the next group commit (a few turns of the
    loop; a build whose writes never wait there goes on after a hundred, and its asserts say
    what it did instead)."""
    for _ in range(100):
        if len(backend._waiting) >= writes:
            return
        await asyncio.sleep(0)


async def test_writes_committed_together_wake_the_loop_once(db_path):
    store = await Store.open(db_path)
    backend = store.connection.backend
    loop = asyncio.get_running_loop()
    wakeups = []
    real = loop.call_soon_threadsafe

    def counted(callback, *args, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            wakeups.append(callback)
        return real(callback, *args, **kwargs)

    gate = threading.Event()
    try:
        # the store's thread held up, so that three writes queue up behind it as one group
        blocker = asyncio.ensure_future(backend._call(lambda db: gate.wait(60)))
        await asyncio.sleep(0)
        loop.call_soon_threadsafe = counted
        writes = asyncio.gather(*(store.set_notify_mode(user, "dm", 1.0) for user in (1, 2, 3)))
        await queued(backend, 3)
        gate.set()
        assert await blocker is True
        await writes
        del loop.call_soon_threadsafe
        assert len(wakeups) == 2  # the blocker's answer, then the group's
        assert await store.notify_modes([1, 2, 3]) == {1: "dm", 2: "dm", 3: "dm"}
    finally:
        gate.set()
        loop.__dict__.pop("call_soon_threadsafe", None)
        await store.close()


async def test_a_write_to_a_closed_store_fails_at_once(db_path):
    store = await Store.open(db_path)
    backend = store.connection.backend
    await store.close()
    with pytest.raises(ValueError, match="closed"):
        await backend.transaction(lambda db: db.execute("SELECT 1").fetchall())
    assert backend._waiting == [] and not backend._group_queued

