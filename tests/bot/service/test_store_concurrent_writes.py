"""Write transactions that arrive together (SQLite commits them as one group, see
bot/store/sqlite.py): each is still all or nothing on its own, and one that fails takes nothing of
the others with it."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest
from service_play import Statements

from bot.store import ChannelBusy


def lobby(channel: int) -> dict:
    return dict(kind="columbiz", guild_id=1, channel_id=channel, creator_id=channel,
                creator_name=f"P{channel}", seats_wanted=2, options={}, turn_seconds=None,
                seed="00", now=1.0)


async def test_a_failing_write_among_concurrent_ones_rolls_back_alone(store, monkeypatch):
    seat_inserts = []

    def hook(sql):
        if sql.lstrip().startswith("INSERT INTO seats"):
            seat_inserts.append(sql)
            if len(seat_inserts) == 2:  # the second lobby fails after its game row was written
                raise sqlite3.OperationalError("disk I/O error")

    Statements.install(store, hook, monkeypatch)
    results = await asyncio.gather(*(store.create_game(**lobby(c)) for c in (11, 12, 13)),
                                   return_exceptions=True)
    failed = [r for r in results if isinstance(r, BaseException)]
    assert len(failed) == 1 and "disk I/O error" in str(failed[0])
    opened = {c: await store.open_game(c) for c in (11, 12, 13)}
    assert sum(game is None for game in opened.values()) == 1  # no half-made lobby is left
    for game in opened.values():
        if game is not None:
            assert [s.user_id for s in game.seats] == [game.channel_id]


async def test_concurrent_writes_see_each_other_in_order(store):
    results = await asyncio.gather(*(store.create_game(**lobby(21)) for _ in range(3)),
                                   return_exceptions=True)
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert all(isinstance(r, ChannelBusy) for r in results if isinstance(r, BaseException))
    with pytest.raises(ChannelBusy):
        await store.create_game(**lobby(21))


async def test_statements_written_together_are_all_or_nothing(store):
    """A batch of writes (on PostgreSQL one query string, one round trip) whose second statement
    fails leaves nothing of the first."""
    insert = ("INSERT INTO user_prefs (user_id, notify, updated_at) VALUES (?, ?, ?)")
    await store.connection.write((insert, (1, "dm", 1.0)))
    with pytest.raises(Exception, match="(?i)unique|duplicate"):
        await store.connection.write((insert, (2, "dm", 1.0)), (insert, (1, "none", 2.0)))
    assert await store.notify_mode(1) == "dm"
    assert await store.notify_mode(2) is None
    await store.connection.write(
        (insert, (2, "none", 3.0)), ("DELETE FROM user_prefs WHERE user_id = ?", (1,)),
        bookkeeping=True)
    assert (await store.notify_mode(1), await store.notify_mode(2)) == (None, "none")
