"""Background work claimed in the database: with several bot processes on one database (two
stores here), each job (a turn whose time ran out, a reminder, a computer's turn) is taken by one
process; a claim lapses when its process dies, and another takes the job over."""

from __future__ import annotations

import asyncio

from bot.service import GameService
from bot.store import Store


async def test_one_process_holds_a_job_until_it_releases_it(db_path):
    a, b = await Store.open(db_path), await Store.open(db_path)
    try:
        assert await a.claim_work("timeout:1:5", "a", now=100.0, until=400.0)
        assert not await b.claim_work("timeout:1:5", "b", now=101.0, until=401.0)
        assert await b.claim_work("timeout:2:5", "b", now=101.0, until=401.0)  # another job
        assert await a.claim_work("timeout:1:5", "a", now=102.0, until=402.0)  # its own again
        await a.release_work("timeout:1:5", "a", now=103.0)
        assert await b.claim_work("timeout:1:5", "b", now=104.0, until=404.0)
    finally:
        await a.close()
        await b.close()


async def test_a_dead_process_claim_lapses(db_path):
    a, b = await Store.open(db_path), await Store.open(db_path)
    try:
        assert await a.claim_work("reminder:3:9", "a", now=100.0, until=400.0)
        await a.close()  # the process dies holding it
        assert not await b.claim_work("reminder:3:9", "b", now=399.0, until=699.0)
        assert await b.claim_work("reminder:3:9", "b", now=400.0, until=700.0)
    finally:
        await b.close()


async def test_many_processes_racing_for_one_job_one_wins(db_path, clock):
    stores = [await Store.open(db_path) for _ in range(6)]
    services = [GameService(store, clock=clock) for store in stores]
    try:
        won = await asyncio.gather(*(s.claim_work("computer:7:3") for s in services))
        assert sorted(won) == [False] * 5 + [True]
        assert len({s.owner for s in services}) == 6  # each process has its own name
    finally:
        for store in stores:
            await store.close()
