"""Pictures are drawn off the event loop, in a pool as large as the machine's CPUs."""

from __future__ import annotations

import asyncio
import os
import threading

from bot import render_pool
from render.columbiz import render_game, samples


def test_the_pool_has_one_thread_per_cpu():
    assert render_pool.WORKERS == (os.cpu_count() or 1)
    assert render_pool.POOL._max_workers == render_pool.WORKERS


async def test_a_picture_is_drawn_in_the_pool_while_the_loop_keeps_running():
    s = samples.GALLERY["05_mid_4p_kept"]()
    where = {}

    def draw():
        where["thread"] = threading.current_thread().name
        return render_game(s.state, names=s.names, events=s.events)

    ticks = 0

    async def ticker():
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    png = await render_pool.drawn(draw)
    task.cancel()
    assert png.startswith(b"\x89PNG") and where["thread"].startswith("render")
    assert ticks > 0  # the loop ran other work while the picture was drawn
