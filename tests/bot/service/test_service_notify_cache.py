"""Notify preferences are kept in memory by the service: read from the store once per player,
changed at once by set_notify in the same process."""

from __future__ import annotations

import asyncio

from bot.service import GameService
from bot.service.notify import CACHE_SECONDS
from bot.store import Store


def count_reads(store, monkeypatch):
    reads = []
    real = store.notify_mode

    async def notify_mode(user_id):
        reads.append(user_id)
        return await real(user_id)

    monkeypatch.setattr(store, "notify_mode", notify_mode)
    return reads


async def test_a_preference_is_read_from_the_store_once(service, monkeypatch):
    await service.set_notify(7, "dm")
    fresh = GameService(service.store)  # as after a restart: nothing in memory
    reads = count_reads(service.store, monkeypatch)
    assert [await fresh.get_notify(7) for _ in range(3)] == ["dm"] * 3
    assert [await fresh.get_notify(8) for _ in range(2)] == ["mention"] * 2
    assert reads == [7, 8]


async def test_set_notify_is_seen_at_once_in_the_same_process(service, monkeypatch):
    assert await service.get_notify(7) == "mention"
    await service.set_notify(7, "none")
    reads = count_reads(service.store, monkeypatch)
    assert await service.get_notify(7) == "none"
    await service.set_notify(7, "dm")
    assert await service.get_notify(7) == "dm"
    assert reads == []  # from memory
    assert await service.store.notify_mode(7) == "dm"  # and written


async def test_a_read_overlapping_a_change_is_not_kept(service, monkeypatch):
    """A read that started before set_notify may return the old mode; it must not be kept."""
    await service.set_notify(7, "dm")
    service.notify.modes.clear()
    real = service.store.notify_mode
    reading, go_on = asyncio.Event(), asyncio.Event()

    async def slow(user_id):
        old = await real(user_id)
        reading.set()
        await go_on.wait()
        return old

    monkeypatch.setattr(service.store, "notify_mode", slow)
    early = asyncio.create_task(service.get_notify(7))
    await reading.wait()
    monkeypatch.undo()
    await service.set_notify(7, "none")
    go_on.set()
    assert await early == "dm"  # what it read
    assert await service.get_notify(7) == "none"


async def test_another_process_change_is_seen_within_a_minute(service, db_path, clock):
    """Several processes share the database: a change made through another one is seen once
    what this one read is older than CACHE_SECONDS (and at once after a restart)."""
    assert await service.get_notify(7) == "mention"
    other = await Store.open(db_path)
    try:
        await GameService(other).set_notify(7, "dm")
        assert await service.get_notify(7) == "mention"  # read a moment ago: trusted
        assert await GameService(service.store).get_notify(7) == "dm"
        clock.advance(CACHE_SECONDS)
        assert await service.get_notify(7) == "dm"
    finally:
        await other.close()
