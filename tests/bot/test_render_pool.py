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


def marked(path: str) -> int:
    """A quick job that leaves a mark the test can see without the loop's help."""
    Path(path).touch()
    return os.getpid()


def seen_within(path: Path, seconds: float = 30) -> bool:
    """Whether `path` appears within `seconds`, looked for with the loop held (a deadline
    only for failing: a test that passes never waits for it)."""
    deadline = time.monotonic() + seconds
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    return path.exists()


async def test_a_job_queued_for_a_worker_is_sent_in_the_callback_that_reads_a_reply(tmp_path):
    """With every worker full, a job waits in the lane; the reply that gives a worker room
    writes it there at once, before anyone waiting is woken: the worker draws it while the
    loop goes on with other work (here the first caller woken, which holds the loop until the
    job is drawn). A task woken to write it would only run after that caller."""
    render_pool.shutdown()
    await render_pool.start()
    pictures = render_pool.lane()
    release, mark = tmp_path / "release", tmp_path / "mark"
    seen: list[bool] = []

    async def held_then_holding_the_loop() -> None:
        await render_pool.drawn(held_until, str(release))
        if not seen:  # the first caller woken by a reply holds the loop
            seen.append(seen_within(mark))

    held = [asyncio.create_task(held_then_holding_the_loop())
            for _ in range(pictures.size * pictures.depth)]
    queued = asyncio.create_task(render_pool.drawn(marked, str(mark)))
    await asyncio.sleep(0)
    assert len(pictures.queued) == 1  # every worker full: it waits in the lane
    release.touch()
    await asyncio.gather(queued, *held)
    assert seen == [True]  # drawn while the loop was held by the first caller woken


def held_then_died(path: str, once: str) -> int:
    """Held until `path` exists, then kills its worker, the first time only."""
    held_until(path)
    if not Path(once).exists():
        Path(once).touch()
        die()
    return os.getpid()


async def test_a_job_waiting_in_the_pipe_of_a_worker_that_dies_is_drawn_again(tmp_path):
    """A worker holds the job it draws and the next one in its pipe: when it dies, both are
    drawn again elsewhere (here the one it drew kills it, the first time)."""
    render_pool.shutdown()
    await render_pool.start()
    pictures = render_pool.lane()
    release = tmp_path / "release"
    doomed = asyncio.create_task(render_pool.drawn(held_then_died, str(release),
                                                   str(tmp_path / "died")))
    others = [asyncio.create_task(render_pool.drawn(held_until, str(release)))
              for _ in range(pictures.size - 1)]
    await asyncio.sleep(0)
    dying = pictures.workers[0]
    s, _ = sample_game()
    behind = asyncio.create_task(render_pool.drawn(drawn_where, s.state, s.names))
    await asyncio.sleep(0)
    assert len(dying.due) == 2  # queued behind the job that kills its worker
    release.touch()
    pid, png = await behind
    assert png.startswith(b"\x89PNG") and pid != dying.pid and pid in render_pool.worker_pids()
    assert dying.pid not in render_pool.worker_pids()
    assert await doomed in render_pool.worker_pids()  # the one it drew, drawn again too
    await asyncio.gather(*others)


async def test_a_queued_job_whose_caller_stopped_waiting_is_dropped_alone(tmp_path):
    """A caller that stops waiting while its job waits in the lane cancels that job alone: it
    is never drawn, and the job queued behind it is drawn in its place."""
    pictures = render_pool.lane()
    await render_pool.start()
    release, dropped, drawn = tmp_path / "release", tmp_path / "dropped", tmp_path / "drawn"
    held = [asyncio.create_task(render_pool.drawn(held_until, str(release)))
            for _ in range(pictures.size * pictures.depth)]
    given_up = asyncio.create_task(render_pool.drawn(marked, str(dropped)))
    kept = asyncio.create_task(render_pool.drawn(marked, str(drawn)))
    await asyncio.sleep(0)
    assert len(pictures.queued) == 2
    given_up.cancel()
    release.touch()
    assert await kept in render_pool.worker_pids()
    assert len(set(await asyncio.gather(*held))) <= pictures.size
    assert given_up.cancelled() and drawn.exists() and not dropped.exists()
