"""Pictures are drawn off the event loop and off the bot's GIL: in worker processes, one per CPU,
that a dying worker does not take down; replays in a lane of their own, which moves never wait
for."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot import render_pool
from bot.games.columbiz.frontend import ColumbizFrontend
from render.columbiz import samples


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    computer_level: str | None = None


@dataclass(frozen=True)
class Game:
    """What a frontend's pictures read of a game."""

    state: Any
    seats: tuple[Seat, ...]
    language: str = "de"


def sample_game() -> tuple[Any, Game]:
    s = samples.GALLERY["05_mid_4p_kept"]()
    return s, Game(s.state, tuple(Seat(i, n) for i, n in enumerate(s.names)))


def test_the_pool_has_one_process_per_cpu():
    assert render_pool.WORKERS == (os.cpu_count() or 1)
    assert render_pool.lane().size == render_pool.WORKERS


async def test_started_workers_are_other_processes():
    pids = await render_pool.start()
    assert len(pids) == render_pool.WORKERS
    assert os.getpid() not in pids


def drawn_where(state, names) -> tuple[int, bytes]:
    from render.columbiz import render_game

    return os.getpid(), render_game(state, names=names)


async def test_a_picture_is_drawn_in_another_process_while_the_loop_keeps_running():
    s, _ = sample_game()
    ticks = 0

    async def ticker():
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    pid, png = await render_pool.drawn(drawn_where, s.state, s.names)
    task.cancel()
    assert png.startswith(b"\x89PNG") and pid != os.getpid()
    assert ticks > 0  # the loop ran other work while the picture was drawn


async def test_a_frontend_draws_there_without_its_caches():
    frontend = ColumbizFrontend()
    frontend._placements[(1, 1)] = ["cached here"]
    _, game = sample_game()
    png = await render_pool.drawn(frontend.render_board, game)
    assert png.startswith(b"\x89PNG")
    assert frontend._placements[(1, 1)] == ["cached here"]


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


async def test_a_killed_worker_costs_no_picture():
    pids = await render_pool.start()
    for pid in pids:  # every worker, killed while it waits for a picture
        os.kill(pid, signal.SIGKILL)
    s, _ = sample_game()
    pid, png = await render_pool.drawn(drawn_where, s.state, s.names)
    assert png.startswith(b"\x89PNG") and pid not in pids
    assert not set(pids) & set(render_pool.worker_pids())  # replaced


async def test_a_worker_dying_as_it_draws_is_replaced_and_the_picture_drawn_again():
    await render_pool.start()
    with pytest.raises(render_pool.WorkerDied):  # died in every worker it was tried in
        await render_pool.drawn(die)
    s, _ = sample_game()
    pid, png = await render_pool.drawn(drawn_where, s.state, s.names)
    assert png.startswith(b"\x89PNG")
    # the move pictures' lane is full again (a replay lane another test started may run too)
    assert len(render_pool.lane().workers) == render_pool.WORKERS


def fails() -> None:
    raise ValueError("no such board")


async def test_an_error_in_a_worker_reaches_the_bot_with_where_it_happened():
    with pytest.raises(ValueError, match="no such board") as raised:
        await render_pool.drawn(fails)
    assert "in fails" in "".join(raised.value.__notes__)
    pids = await render_pool.start()
    assert len(pids) == render_pool.WORKERS  # the worker lives on


async def test_a_picture_takes_no_thread_of_the_bot():
    """The loop writes each job and reads each picture itself: no thread of the bot wakes for
    a picture (a thread takes the GIL from the loop whenever it runs)."""
    render_pool.shutdown()
    before = set(threading.enumerate())
    await render_pool.start()
    for thread in threading.enumerate():
        if thread.name == "picture worker starting":  # once per worker start, done by now
            thread.join()
    s, _ = sample_game()
    pictures = await asyncio.gather(*(render_pool.drawn(drawn_where, s.state, s.names)
                                      for _ in range(3 * render_pool.WORKERS)))
    assert all(png.startswith(b"\x89PNG") for _, png in pictures)
    assert set(threading.enumerate()) <= before


async def test_a_caller_that_stops_waiting_leaves_its_worker_usable(tmp_path):
    release = tmp_path / "release"
    waiting = asyncio.create_task(render_pool.drawn(held_until, str(release)))
    await asyncio.sleep(0)
    waiting.cancel()
    release.touch()
    s, _ = sample_game()
    pictures = await asyncio.gather(*(render_pool.drawn(drawn_where, s.state, s.names)
                                      for _ in range(render_pool.WORKERS + 1)))
    assert len({pid for pid, _ in pictures}) <= render_pool.WORKERS


def held_until(path: str) -> int:
    """A long job: runs until `path` exists (at most 30 s)."""
    deadline = time.monotonic() + 30
    while not Path(path).exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    return os.getpid()


async def test_replays_being_drawn_hold_up_no_move_picture(tmp_path):
    release = tmp_path / "release"
    replays = [asyncio.create_task(render_pool.drawn(held_until, str(release),
                                                     lane=render_pool.REPLAYS))
               for _ in range(render_pool.WORKERS + 1)]
    try:
        s, _ = sample_game()
        pid, png = await asyncio.wait_for(render_pool.drawn(drawn_where, s.state, s.names), 20)
        assert png.startswith(b"\x89PNG")
        assert not any(task.done() for task in replays)  # still being drawn meanwhile
    finally:
        release.touch()
    replay_pids = set(await asyncio.gather(*replays))
    assert len(replay_pids) == render_pool.LANES[render_pool.REPLAYS]
    assert pid not in replay_pids and os.getpid() not in replay_pids
    assert set(render_pool.worker_pids()) >= replay_pids | {pid}



def heap_of_worker() -> tuple[int, int, bool]:
    import gc

    from bot.messages import catalogues

    return gc.get_freeze_count(), gc.get_threshold()[0], catalogues.cache_info().currsize == 1


async def test_a_worker_starts_with_its_words_parsed_and_its_heap_settled():
    """What a worker keeps for its life (renderers, fonts, the catalogues its pictures' words
    come from) is made before its first picture and left out of the collector's walk."""
    from bot import heap

    frozen, young, words = await render_pool.drawn(heap_of_worker)
    assert frozen > 10_000 and young == heap.YOUNG_THRESHOLD and words


def scheduling_policy() -> int:
    return os.sched_getscheduler(0)


@pytest.mark.skipif(not hasattr(os, "SCHED_BATCH"), reason="a Linux scheduling policy")
async def test_workers_draw_as_batch_tasks_that_never_preempt_the_loop():
    """A job written to a worker's pipe wakes it on the loop's CPU: as a batch task it does not
    take that CPU from the loop in the middle of the write."""
    assert await render_pool.drawn(scheduling_policy) == os.SCHED_BATCH
    assert os.sched_getscheduler(0) != os.SCHED_BATCH  # the bot itself is left as it was
