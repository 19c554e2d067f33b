"""The bot under load: many channels playing Columbiz at once, through SimCord.

    python benchmarks/bot.py [--channels 200] [--seconds 45] [--think 5 2] [--moves 100]
                             [--no-flat] [--round-trips 40]
                             [--database sqlite|postgres] [--postgres-url URL] [--processes N]
    python benchmarks/bot.py --compare [--repeat 3] [--channels 200] [--seconds 45] [--think 2]
                             [--baseline DIR]

The real bot (bot.app.create_bot: real discord.py, the real GameService over a real SQLite file
in a temporary folder, the real renderer) runs in this process on SimCord's offline Discord.
`--database postgres` puts the games in PostgreSQL instead: a throwaway cluster of this
machine's PostgreSQL (tests/postgres_cluster.py, with the server's default fsync and synchronous
commit, as durable as SQLite's synchronous=FULL), or a database made on the server of
--postgres-url. `--processes N` runs N processes of this script instead, all over one database,
each the bot as one shard of the application on its own SimCord with its share of the channels;
they play each phase at the same time, and their moves/s are added up and their latencies pooled
(each process's full report goes to a log file). `--compare` runs SQLite x 1, PostgreSQL x 1
and PostgreSQL x 2 processes with the same load (by default one frantic phase, think 2 s, and
flat out), each on a fresh database, and prints one table: about seven minutes. `--repeat N` runs
the three in turn N times and adds a table of the medians (this machine's figures move by 20%
and more from run to run). `--baseline DIR` (with --compare) measures another checkout of the
code too, e.g. the commit before a change (`git worktree add /tmp/base COMMIT`, run by its own
.venv's Python where it has one): each set-up runs on it and then on this checkout, back to
back on fresh databases (a slow spell of a shared machine then falls on both alike), driven by
this same script, and a last table gives the change of each figure.
Every channel has its own two players, who play whole turns the way people do: /roll,
sometimes /keep and /roll again, type into /place (autocomplete) and /place one of the offered
placements; a finished game is followed by a new one (/columbiz new, join). All channels play
at the same time, so interactions of different channels really overlap.

Printed: the machine; per phase and interaction kind the time from the interaction to the
bot's answer (median, p90, p99, max) and to its first acknowledgement; where the time of
/place goes; moves per second; how busy the process and the store were; then what SimCord's
own settling actor calls cost for the same moves, and a summary. `explain()` says exactly what
is measured. Phases, each ending after --moves moves per channel or --seconds:

    paced     before each interaction a player waits a random 0..2*think seconds (one phase
              per --think value): the default 5 s is brisk human play (a move every few
              seconds in every one of the channels), 2 s is frantic
    flat out  no waiting: every channel always has an interaction in flight, which shows the
              most the bot can do (latency is then mostly queueing: in flight / throughput)

Not a test; it stops by itself (about three minutes at the defaults on a 2-core machine).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import logging
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

# The bot's code: this checkout's, or (--code DIR, how --baseline runs its processes) another
# checkout's, measured by this same script.
CODE = (Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv[:-1]
        else Path(__file__).resolve().parents[1])
sys.path.insert(0, str(Path(__file__).resolve().parents[0]))
sys.path.insert(0, str(CODE))

import aiosqlite  # noqa: E402
import discord  # noqa: E402
import PIL  # noqa: E402
import psycopg  # noqa: E402
import simcord  # noqa: E402
from _simcord_probe import (  # noqa: E402
    Probe,
    Trace,
    callbacks_by_identity,
    fire_and_forget,
    real_time_timers,
)
from simcord import actors  # noqa: E402

from bot import render_pool  # noqa: E402
from bot.app import create_bot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.store.postgres import POOL_SIZE, is_postgres_url, without_password  # noqa: E402

MAX_ROLLS = 3
MOVES = ("roll", "keep", "place")
KINDS = ("roll", "keep", "place", "autocomplete", "new", "join")


def machine() -> str:
    import sqlite3

    return (
        f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
        f"{os.cpu_count()} CPUs | Python {platform.python_version()} "
        f"({platform.python_implementation()}) | discord.py {discord.__version__} | "
        f"SimCord {getattr(simcord, '__version__', '?')} | aiosqlite {aiosqlite.__version__} | "
        f"SQLite {sqlite3.sqlite_version} | Pillow {PIL.__version__}"
    )


def explain() -> str:
    return """\
What is measured (real wall-clock time, time.perf_counter, one process, one event loop):
  latency  from the moment SimCord feeds the INTERACTION_CREATE gateway event to discord.py
           (parsed synchronously, like a websocket frame) to the moment the bot's HTTP request
           that answers it reaches SimCord's REST backend: for /roll, /keep and /place the
           message with the board PNG (after the bot deferred), for a refusal the private
           reply, for autocomplete the choices. SimCord's own processing of that request and
           the settle wait of its actor calls are NOT included.
  ack      the same start to the bot's first HTTP request (the defer that keeps the
           interaction alive; Discord wants it within 3 s).
  /place stages: queue = event fed -> the bot's command tree starts on it (event loop
           congestion); service = GameService move (per-channel lock, SQLite reads, engine,
           one write transaction); render = waiting for the picture from the render pool's
           processes; notice = how the next player is told (Delivery._notice: reads their
           /columbiz notify setting);
           send = discord.py builds and sends the request(s) with the image (after a slow
           service it first closes the private "thinking"); "to ..." = waiting for the loop.
           The store: every read and write transaction of the bot is one call run in the
           one aiosqlite connection's worker thread; time queued for it and running there.
  moves/s  accepted /roll + /keep + /place per second of the phase, all channels together.
  in flight  interactions started and not yet answered (time average, and peak).
How the interactions overlap: SimCord's public actor calls allow one at a time and each waits
until the whole bot is idle, so the players here use the private helpers behind them
(simcord.actors._slash, _autocomplete_result: the same payloads, the same gateway feed) without
that wait, and await the answer seen at the REST backend. The bot's timers run on the real
clock (see benchmarks/_simcord_probe.py)."""


class PhaseOver(Exception):
    """The phase's time ran out while a player was thinking."""


# --- one channel's game ---------------------------------------------------------------------------


@dataclass
class Table:
    channel: Any
    players: list[Any]
    current: Any = None
    rolls: int = 0
    dice: tuple[int, ...] = ()
    looking: bool = False  # rolled; next: look at the placements (autocomplete), place or not
    moves: int = 0
    games: int = 0
    errors: list[str] = field(default_factory=list)

    def member(self, user_id: int) -> Any:
        return next(p for p in self.players if p.id == user_id)

    def pass_to(self, user_id: int) -> None:
        self.current = self.member(user_id)
        self.rolls, self.dice, self.looking = 0, (), False


class Bench:
    def __init__(self, env: Any, probe: Probe, rng: random.Random) -> None:
        self.env = env
        self.probe = probe
        self.rng = rng
        self.stop_at = 0.0
        self.moves_per_channel = 0
        self.think = 0.0
        self.resync: list[Table] = []
        self.settle = False  # True: wait for SimCord to settle after each interaction
        self.round_trips: list[tuple[str, float, float]] = []  # kind, awaited call, latency

    # --- sending one interaction and waiting for its answer ---------------------------------

    async def _send(self, kind: str, coro_factory: Any) -> Trace:
        if self.think > 0:
            delay = self.rng.uniform(0, 2 * self.think)
            await asyncio.sleep(min(delay, max(0.0, self.stop_at - time.perf_counter())))
            if time.perf_counter() >= self.stop_at:
                raise PhaseOver()
        if self.settle:  # the dispatch + settle of SimCord's actor calls, one at a time
            t = time.perf_counter()
            result = await coro_factory()
            call = time.perf_counter() - t
            trace = self.probe.traces[result._interaction.token]
            trace.kind = kind
            trace = await self.probe.wait(result)
            self.round_trips.append((kind, call, trace.latency))
            return trace
        with fire_and_forget():
            result = self.probe.cpu.dispatched(coro_factory())
        trace = self.probe.traces[result._interaction.token]
        trace.kind = kind
        return await self.probe.wait(result)

    async def slash(self, member: Any, table: Table, kind: str, name: str, **options: Any
                    ) -> Trace:
        return await self._send(
            kind, lambda: actors._slash(member, table.channel, name, options))

    async def autocomplete(self, member: Any, table: Table, typed: str = "") -> list[dict]:
        trace = await self._send("autocomplete", lambda: actors._autocomplete_result(
            member, table.channel, "place", "cells", typed, {}))
        return list((trace.json.get("data") or {}).get("choices") or [])

    # --- the game -----------------------------------------------------------------------------

    async def new_game(self, table: Table) -> None:
        first, second = table.players
        lobby = await self.slash(first, table, "new", "columbiz new", seats=2)
        if lobby.outcome != "ok":
            raise RuntimeError(f"no lobby in {table.channel.name}: {lobby.json}")
        start = await self.slash(second, table, "join", "columbiz join")
        starter = _pinged(start.json)
        if start.outcome != "ok" or starter is None:
            raise RuntimeError(f"game did not start in {table.channel.name}: {start.json}")
        table.pass_to(starter)
        table.games += 1

    def _done(self, table: Table) -> bool:
        return table.moves >= self.moves_per_channel or time.perf_counter() >= self.stop_at

    async def play(self, table: Table) -> None:
        """Whole turns until the move budget or the time is used up."""
        try:
            while not self._done(table):
                await self.step(table)
        except PhaseOver:
            pass

    async def step(self, table: Table) -> None:
        """One turn at `table`: looked at again first if it must be, a new game if none runs."""
        if table in self.resync:
            self.resync.remove(table)
            await self.look(table)
        if table.current is None:
            await self.new_game(table)
        await self.turn(table)

    async def look(self, table: Table) -> None:
        """Only after a refusal (the driver lost track): read the game from the service."""
        game = await self.env.bot.service.get(table.channel.id)
        if game is None or game.state is None or game.status != "active":
            table.current = None
            return
        table.pass_to(game.current_seat_info().user_id)
        table.rolls, table.dice = game.state.rolls, tuple(game.state.dice)
        table.looking = table.rolls >= MAX_ROLLS

    async def turn(self, table: Table) -> None:
        """The current player's turn, or the rest of it (a phase may end half-way)."""
        member = table.current
        while not self._done(table):
            if not table.looking:  # (keep and) roll
                if table.rolls and self.rng.random() < 0.4:
                    keep = [d for d in table.dice if self.rng.random() < 0.5]
                    trace = await self.slash(member, table, "keep", "keep",
                                             dice="".join(map(str, keep)) or "-")
                    if not self._accepted(table, trace):
                        return
                trace = await self.slash(member, table, "roll", "roll")
                if not self._accepted(table, trace):
                    return
                table.rolls += 1
                ping = _pinged(trace.json)
                if ping is not None:  # C9: nothing to place after the last roll, turn passed
                    table.pass_to(ping)
                    return
                table.dice = _dice(trace.json)
                # sometimes roll again at once, without looking at the placements
                table.looking = table.rolls >= MAX_ROLLS or self.rng.random() >= 0.35
                continue
            choices = await self.autocomplete(member, table)
            if not choices:
                if table.rolls >= MAX_ROLLS:  # nothing offered and no roll left: game over
                    table.current = None
                    return
                table.looking = False
                continue
            if table.rolls < MAX_ROLLS and self.rng.random() < 0.3:
                table.looking = False  # hoping for better dice
                continue
            pick = self.rng.choice(choices[:4])["value"]
            trace = await self.slash(member, table, "place", "place", cells=pick)
            if not self._accepted(table, trace):
                return
            ping = _pinged(trace.json)
            if ping is None:  # the game is over
                table.current = None
            else:
                table.pass_to(ping)
            return

    def _accepted(self, table: Table, trace: Trace) -> bool:
        if trace.outcome == "ok":
            table.moves += 1
            return True
        # A refusal means the driver's idea of the game is wrong: look at the game again.
        table.errors.append(f"{trace.kind}: {(trace.json or {}).get('content')}")
        self.resync.append(table)
        return False


def _pinged(body: Any) -> int | None:
    users = ((body or {}).get("allowed_mentions") or {}).get("users") or []
    return int(users[0]) if users else None


def _dice(body: Any) -> tuple[int, ...]:
    """The dice on the table, from the labels of the die buttons under the answer."""
    dice = []
    for row in (body or {}).get("components") or []:
        for button in row.get("components") or []:
            if str(button.get("custom_id", "")).startswith("cz:die:"):
                dice.append(int(button["label"]))
    return tuple(dice)


# --- figures --------------------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    k = (len(values) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def ms(x: float) -> str:
    return f"{x * 1000:7.1f}"


STORE_THREADS = ("one SQLite connection", f"PostgreSQL's pool of {POOL_SIZE} connections")


def report(title: str, traces: list[Trace], cost: PhaseCost, tables: list[Table]
           ) -> dict[str, float]:
    seconds = cost.seconds
    done = [t for t in traces if t.reply is not None]
    print(f"\n== {title}: {len(traces)} interactions in {seconds:.1f} s ==")
    print(f"{'kind':14} {'n':>6} {'refused':>7} {'median':>7} {'p90':>7} {'p99':>7} {'max':>7}"
          f"   {'ack med':>7} {'ack p99':>7}   (ms)")
    figures: dict[str, float] = {}
    for kind in KINDS:
        group = [t for t in done if t.kind == kind]
        if not group:
            continue
        lat = [t.latency for t in group if t.outcome != "refused"]
        acks = [t.ack - t.fed for t in group if t.ack is not None]
        refused = sum(t.outcome == "refused" for t in group)
        label = "/" + kind if kind in MOVES else kind
        print(f"{label:14} {len(group):6d} {refused:7d} {ms(pct(lat, 50))} {ms(pct(lat, 90))} "
              f"{ms(pct(lat, 99))} {ms(max(lat) if lat else float('nan'))}   "
              f"{ms(pct(acks, 50))} {ms(pct(acks, 99))}")
        figures[f"{kind}_median"] = pct(lat, 50)
        figures[f"{kind}_p99"] = pct(lat, 99)
    pending = len(traces) - len(done)
    if pending:
        print(f"(unanswered when the phase ended: {pending})")
    moves = [t for t in done if t.kind in MOVES and t.outcome == "ok"]
    rate = len(moves) / seconds if seconds else 0.0
    figures["moves_per_s"] = rate
    # Little's law: the mean number in flight is total time in flight / elapsed time
    in_flight = sum(t.latency for t in done) / seconds if seconds else 0.0
    figures["in_flight"] = in_flight
    print(f"moves/s: {rate:.1f} accepted /roll,/keep,/place ({len(moves)} moves, "
          f"{len(done) / seconds:.1f} interactions/s incl. autocomplete and new games); "
          f"in flight: mean {in_flight:.1f}, peak {peak_in_flight(done)}")
    places = [t for t in done if t.kind == "place" and t.outcome == "ok"
              and t.tree and t.service and t.render and t.send]
    if places:
        print("/place stages, median/p99 ms: " + " | ".join(
            f"{label} {pct(values, 50) * 1000:.1f}/{pct(values, 99) * 1000:.1f}"
            for label, values in place_stages(places)
        ) + f" | PNG {statistics.median(t.png_bytes for t in places) / 1024:.0f} KB")
        print("  within all of it, the store thread: queued "
              f"{pct([t.store_wait for t in places], 50) * 1000:.1f}/"
              f"{pct([t.store_wait for t in places], 99) * 1000:.1f}, running "
              f"{pct([t.store_held for t in places], 50) * 1000:.1f}/"
              f"{pct([t.store_held for t in places], 99) * 1000:.1f}")
    moved = max(len(moves), 1)
    print(f"CPU (the process and its render processes) {cost.cpu:.1f} s in {seconds:.1f} s "
          f"({cost.cpu / seconds:.2f} of "
          f"{os.cpu_count()} cores); SimCord's REST backend (harness, not the bot) "
          f"{cost.backend:.1f} s of it on the loop")
    print(cpu_per_move(cost, len(moves)))
    figures["bot_ms"] = (cost.cpu - cost.workers - cost.simulator) * 1000 / moved
    figures["render_ms"] = cost.workers * 1000 / moved
    figures["simulator_ms"] = cost.simulator * 1000 / moved
    if cost.store_acquisitions:
        threads = cost.store_threads
        print(f"store thread{'s' if threads > 1 else ''} ({STORE_THREADS[threads > 1]}, every "
              f"call): busy {cost.store_held / seconds / threads * 100:.0f}% of the phase, "
              f"{cost.store_acquisitions / moved:.1f} calls and "
              f"{cost.store_held / moved * 1000:.1f} ms per move, "
              f"{cost.store_held / cost.store_acquisitions * 1000:.2f} ms per call")
    games = sum(t.games for t in tables)
    errors = [e for t in tables for e in t.errors]
    print(f"games started: {games}; refusals seen by the players: {len(errors)}"
          + (f" (e.g. {errors[0]!r})" if errors else ""))
    return figures


def cpu_per_move(cost: PhaseCost, moves: int) -> str:
    """The CPU a move costs, split: the bot's own (its process without SimCord's work; this
    includes the benchmark's players' own choices, a small part), its render processes, and
    SimCord's (the harness: what Discord would do, building the interactions included).
    Autocomplete and new games are counted in with the moves they serve."""
    if not moves:
        return "CPU per move: no moves"
    bot = cost.cpu - cost.workers - cost.simulator
    line = (f"CPU per move (ms; autocomplete and new games included): bot {bot / moves * 1000:.1f}"
            f" + render processes {cost.workers / moves * 1000:.1f} = "
            f"{(bot + cost.workers) / moves * 1000:.1f} the bot's own; SimCord (harness, "
            f"not counted) {cost.simulator / moves * 1000:.1f}")
    if cost.threads:  # the bot's share by thread, SimCord's taken out of the loop's
        shares = dict(cost.threads)
        shares["event loop"] = shares.get("event loop", 0.0) - cost.simulator
        line += "\n  the bot's process by thread (ms per move): " + ", ".join(
            f"{role} {seconds / moves * 1000:.1f}"
            for role, seconds in sorted(shares.items(), key=lambda kv: -kv[1]) if seconds > 0)
    return line


def place_stages(places: list[Trace]) -> list[tuple[str, list[float]]]:
    """Consecutive stages from the event to the answer (they add up to the latency)."""
    stages = [
        ("queue", [t.tree - t.fed for t in places]),
        ("to service", [t.service[0] - t.tree for t in places]),
        ("service", [t.service[1] - t.service[0] for t in places]),
        ("to render", [t.render[0] - t.service[1] for t in places]),
        ("render", [t.render[1] - t.render[0] for t in places]),
    ]
    noticed = [t for t in places if t.notice]
    if len(noticed) == len(places):
        stages += [
            ("to notice", [t.notice[0] - t.render[1] for t in places]),
            ("notice", [t.notice[1] - t.notice[0] for t in places]),
            ("to send", [t.send - t.notice[1] for t in places]),
        ]
    else:
        stages.append(("to send", [t.send - t.render[1] for t in places]))
    stages.append(("send", [t.reply - t.send for t in places]))
    return stages


def peak_in_flight(traces: list[Trace]) -> int:
    events = sorted([(t.fed, 1) for t in traces] + [(t.reply, -1) for t in traces])
    now = peak = 0
    for _, step in events:
        now += step
        peak = max(peak, now)
    return peak


# --- phases ---------------------------------------------------------------------------------------


@dataclass
class PhaseCost:
    seconds: float = 0.0  # wall clock
    cpu: float = 0.0  # process CPU time, all threads, and the render pool's processes
    backend: float = 0.0  # inside SimCord's REST routes
    store_held: float = 0.0  # the store's lock held
    store_wait: float = 0.0  # summed waits for it
    store_acquisitions: int = 0
    store_threads: int = 1  # SQLite's one, or PostgreSQL's pool
    workers: float = 0.0  # of `cpu`, the render pool's processes
    simulator: float = 0.0  # of `cpu`, SimCord's own work on the loop (thread CPU, CpuSplit)
    threads: dict[str, float] = field(default_factory=dict)  # the process's CPU by thread role


def thread_role(thread: threading.Thread) -> str:
    """What a thread of the bot's process is for, by what it runs."""
    if thread is threading.main_thread():
        return "event loop"
    target = getattr(getattr(thread, "_target", None), "__name__", "")
    kind = type(thread).__name__
    if target == "_connection_worker_thread":
        return "SQLite"
    if kind == "_ExecutorManagerThread" or target == "_feed" or thread.name.startswith("picture"):
        return "render pool's threads"
    if thread.name.startswith("postgres"):
        return "PostgreSQL's threads"
    if "ThreadPoolExecutor" in thread.name or "asyncio" in thread.name:
        return "loop's executor"
    return "other"


def threads_cpu() -> dict[str, float]:
    """CPU seconds of this process's threads so far, added up by role (thread_role). A thread
    that ended meanwhile is not counted."""
    roles: dict[str, float] = {}
    for thread in threading.enumerate():
        with contextlib.suppress(OSError, ValueError, TypeError, AttributeError):
            clock = time.pthread_getcpuclockid(thread.ident)
            role = thread_role(thread)
            roles[role] = roles.get(role, 0.0) + time.clock_gettime(clock)
    return roles


def cpu_time() -> tuple[float, float]:
    """CPU seconds of this process (all its threads) and of the render pool's worker processes
    (Linux: /proc)."""
    workers = 0.0
    tick = os.sysconf("SC_CLK_TCK")
    for pid in render_pool.worker_pids():
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            workers += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return time.process_time(), workers


async def run_phase(bench: Bench, tables: list[Table], *, think: float, moves: int,
                    seconds: float) -> tuple[list[Trace], PhaseCost]:
    probe = bench.probe
    bench.think = think
    bench.moves_per_channel = moves
    for t in tables:
        t.moves = 0
    lock = probe.store_lock
    threads_before = threads_cpu()
    own, workers = cpu_time()
    before = PhaseCost(0.0, own + workers, probe.backend_seconds,
                       lock.held if lock else 0.0, lock.wait if lock else 0.0,
                       lock.acquisitions if lock else 0, workers=workers,
                       simulator=probe.cpu.simulator)
    seen = set(probe.traces)
    t0 = time.perf_counter()
    bench.stop_at = t0 + seconds
    results = await asyncio.gather(*(bench.play(t) for t in tables), return_exceptions=True)
    own, workers = cpu_time()
    cost = PhaseCost(time.perf_counter() - t0, own + workers - before.cpu,
                     probe.backend_seconds - before.backend, workers=workers - before.workers,
                     simulator=probe.cpu.simulator - before.simulator)
    cost.threads = {role: seconds - threads_before.get(role, 0.0)
                    for role, seconds in threads_cpu().items()}
    if lock:
        cost.store_threads = lock.threads
        cost.store_held = lock.held - before.store_held
        cost.store_wait = lock.wait - before.store_wait
        cost.store_acquisitions = lock.acquisitions - before.store_acquisitions
    failures = [r for r in results if isinstance(r, BaseException)]
    if failures:
        print(f"{len(failures)} channel drivers failed; first: {failures[0]!r}")
    await bench.env.settle(timeout=30)
    traces = [t for k, t in probe.traces.items() if k not in seen]
    return traces, cost


async def round_trip_sample(bench: Bench, table: Table, n: int) -> None:
    """SimCord's actor calls one at a time on one channel (nothing else running), each
    awaited until SimCord has settled the bot, as tests do: the awaited call's duration next to
    the bot's own latency of the same interactions."""
    bench.settle, bench.think = True, 0.0
    bench.moves_per_channel, bench.stop_at = n, time.perf_counter() + 120
    table.moves = 0
    await bench.play(table)
    bench.settle = False
    print("\n== SimCord round trip, for transparency: its actor calls one at a time, one "
          "channel, nothing else running ==")
    print(f"{'kind':14} {'n':>4} {'awaited call med':>17} {'bot latency med':>16}"
          f" {'difference (settle)':>20}   (ms)")
    for kind in KINDS:
        pairs = [(c, lat) for k, c, lat in bench.round_trips if k == kind]
        if not pairs:
            continue
        calls = statistics.median(p[0] for p in pairs)
        bot = statistics.median(p[1] for p in pairs)
        label = "/" + kind if kind in MOVES else kind
        print(f"{label:14} {len(pairs):4d} {calls * 1000:17.1f} {bot * 1000:16.1f} "
              f"{(calls - bot) * 1000:20.1f}")


class Session:
    """The real bot on its own SimCord, over `target` (an SQLite file or a PostgreSQL URL), with
    `channels` channels each playing a game. `shard` (index, count): this process runs that
    shard of the application, as one of several processes over one database."""

    def __init__(self, args: argparse.Namespace, target: str | Path, channels: int,
                 shard: tuple[int, int] | None = None) -> None:
        self.args = args
        self.target = target
        self.channels = channels
        self.shard = shard
        seeds = random.Random(args.seed + (shard[0] if shard else 0))
        settings = (Settings(token=None, database_url=target) if is_postgres_url(target)
                    else Settings(token=None, database_path=Path(target)))
        if shard is not None and shard[1] > 1:
            # each process its own offline Discord, so each syncs its commands there
            settings = replace(settings, shard_count=shard[1], shard_ids=(shard[0],),
                               sync_commands=True)
        self.bot = create_bot(settings, seed_source=lambda n: seeds.randbytes(n))
        with contextlib.suppress(ImportError):  # as `python -m bot` does, where it does
            from bot import heap

            heap.settle()
        self.rng = random.Random(args.seed + (shard[0] if shard else 0))
        self.tables: list[Table] = []

    @contextlib.asynccontextmanager
    async def running(self) -> Any:
        real_time_timers()
        callbacks_by_identity()
        async with simcord.run(self.bot, settle_timeout=60, check_errors=False) as env:
            probe = Probe(env, self.bot)
            probe.install()
            try:
                if self.shard is not None and self.shard[1] > 1:
                    # Every id this Discord makes belongs to this shard's millisecond, so no
                    # channel or player of one process is another's (they share the games).
                    env.backend.snowflake = functools.partial(
                        env.backend.snowflake_for_shard, *self.shard)
                bench = Bench(env, probe, self.rng)
                shard = {"shard_id": self.shard[0]} if self.shard else {}
                guild = env.create_guild("Columbiz benchmark", **shard)
                for i in range(self.channels):
                    channel = guild.create_text_channel(f"table-{i:03d}")
                    players = [guild.add_member(env.create_user(f"p{i:03d}{s}",
                                                                global_name=f"P{i}{s}"))
                               for s in "ab"]
                    self.tables.append(Table(channel, players))
                t = time.perf_counter()
                bench.stop_at = t + 600
                await asyncio.gather(*(bench.new_game(tb) for tb in self.tables))
                print(f"set up {len(self.tables)} games (lobby + join, all channels at once) in "
                      f"{time.perf_counter() - t:.1f} s")
                yield bench
            finally:
                probe.uninstall()
                await self.bot.close_service()

    async def phase(self, bench: Bench, title: str, think: float
                    ) -> tuple[list[Trace], PhaseCost, dict[str, float]]:
        args = self.args
        traces, cost = await run_phase(bench, self.tables, think=think, moves=args.moves,
                                       seconds=args.seconds)
        figures = report(f"{self.channels} channels, {title}", traces, cost, self.tables)
        for tb in self.tables:
            tb.errors.clear()
            tb.games = 0
        bench.env.backend.cdn._blobs.clear()  # SimCord keeps every image in memory
        return traces, cost, figures


def phases(args: argparse.Namespace) -> list[tuple[str, str, float]]:
    """(title, short name, think) of each phase the arguments ask for."""
    listed = [(f"paced, think 0..{2 * t:g} s (mean {t:g} s) before each interaction",
               f"paced {t:g} s", t) for t in args.think if t > 0]
    if not args.no_flat:
        listed.append(("flat out, no think time", "flat out", 0.0))
    return listed


def describe(args: argparse.Namespace) -> str:
    return (f"channels: {args.channels} x 2 players; each phase ends after {args.moves} moves "
            f"per channel or {args.seconds:g} s; phases: "
            + ", ".join(short for _, short, _ in phases(args)))


async def main_async(args: argparse.Namespace, target: str | Path) -> None:
    """One process, the full report."""
    await migrate(target)
    print(f"machine: {machine()}")
    print(f"database: {database_label(target)}")
    print(describe(args))
    session = Session(args, target, args.channels)
    summary: list[tuple[str, dict[str, float]]] = []
    async with session.running() as bench:
        print()
        print(explain())
        for title, short, think in phases(args):
            _, _, figures = await session.phase(bench, title, think)
            summary.append((short, figures))
        if args.round_trips:
            await round_trip_sample(bench, session.tables[0], args.round_trips)
    print_summary(args.channels, summary)


async def migrate(target: str | Path) -> None:
    """Migrate before any bot starts, as the Discord tests do (tests/bot/discord/conftest.py)."""
    await (await Store.open(target)).close()


def database_label(target: str | Path) -> str:
    if is_postgres_url(target):
        return (f"PostgreSQL {without_password(str(target))} (the server's defaults: fsync and "
                f"synchronous_commit on; a pool of {POOL_SIZE} connections per process)")
    return f"SQLite {target} (WAL, synchronous=FULL: the bot's defaults)"


def print_summary(channels: int, summary: list[tuple[str, dict[str, float]]]) -> None:
    if not summary:
        return
    print(f"\n== summary, {channels} channels (ms; target for /place: median <= 50, "
          f"p99 <= 250) ==")
    print(f"{'phase':14} {'moves/s':>8} {'in flight':>9} {'/place med':>10} {'p99':>7} "
          f"{'/roll med':>9} {'p99':>7} {'bot ms/mv':>9} {'render':>6} {'SimCord':>7}  target")
    for short, f in summary:
        ok = f.get("place_median", 1) <= 0.050 and f.get("place_p99", 1) <= 0.250
        print(f"{short:14} {f['moves_per_s']:8.1f} {f['in_flight']:9.1f} "
              f"{f.get('place_median', 0) * 1000:10.1f} {f.get('place_p99', 0) * 1000:7.1f} "
              f"{f.get('roll_median', 0) * 1000:9.1f} {f.get('roll_p99', 0) * 1000:7.1f} "
              f"{f.get('bot_ms', 0):9.1f} {f.get('render_ms', 0):6.1f} "
              f"{f.get('simulator_ms', 0):7.1f}  {'met' if ok else 'NOT met'}")
    print("bot ms/mv: CPU ms per move of the bot's process without SimCord's own work; render: "
          "of its render processes; SimCord: the harness's (not the bot's)")


# --- several processes, and the comparison -------------------------------------------------------


class Databases:
    """Fresh databases for the runs of one invocation: SQLite files in a temporary folder, or
    PostgreSQL databases on a throwaway cluster (tests/postgres_cluster.py, with the server's
    default durability) or on the server of --postgres-url; all removed at the end."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="columbiz-bench-", dir=args.db_dir))
        self.server = args.postgres_url
        self.cluster: Any = None
        self.made: list[str] = []
        self.files = 0  # SQLite files made
        self.version = "?"  # the PostgreSQL server's, once it is used

    def new(self, database: str) -> str | Path:
        """A fresh database for the next run. What earlier runs wrote is flushed first (the
        server's checkpoint, the system's dirty pages), so that their write-back does not fall
        into this run's moves (a run right after another once saw its p99 doubled by it)."""
        os.sync()
        if database == "sqlite":
            self.files += 1  # a fresh file each time
            return self.folder / f"games-{self.files}.sqlite3"
        if self.server is None:
            sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
            from postgres_cluster import Cluster

            self.cluster = Cluster(durable=True)
            self.server = self.cluster.start()
        name = f"columbiz_bench_{os.getpid()}_{len(self.made)}"
        with psycopg.connect(self.server, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
            with contextlib.suppress(psycopg.errors.InsufficientPrivilege):  # not ours to ask
                conn.execute("CHECKPOINT")
            self.version = conn.execute("SHOW server_version").fetchone()[0]
        self.made.append(name)
        return urlsplit(self.server)._replace(path="/" + name).geturl()

    def server_cpu(self) -> float | None:
        """CPU seconds the throwaway cluster's processes have used so far: the postmaster, its
        live processes (a backend per connection, the writers) and those it has reaped. None for
        a server of --postgres-url, or before the cluster is started."""
        if self.cluster is None:
            return None
        postmaster = int((self.cluster.data / "postmaster.pid").read_text().split()[0])
        total = 0.0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError, IndexError, ValueError):
                fields = stat.read_text().rsplit(")", 1)[1].split()
                pid, parent = int(stat.parent.name), int(fields[1])
                if pid == postmaster:  # and the children it has reaped: cutime, cstime
                    total += sum(int(f) for f in fields[11:15])
                elif parent == postmaster:
                    total += int(fields[11]) + int(fields[12])
        return total / os.sysconf("SC_CLK_TCK")

    def __enter__(self) -> Databases:
        return self

    def __exit__(self, *exc: Any) -> None:
        try:
            if self.cluster is not None:
                self.cluster.stop()
            elif self.made:
                with psycopg.connect(self.server, autocommit=True) as conn:
                    for name in self.made:
                        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def shares(channels: int, processes: int) -> list[int]:
    return [channels // processes + (i < channels % processes) for i in range(processes)]


async def worker_async(args: argparse.Namespace) -> None:
    """One of several processes (--worker INDEX COUNT): its share of the channels on its own
    SimCord, as that shard. It says "ready" on its standard output once its games are set up,
    then plays each phase when the parent writes a line, answering with that phase's raw figures
    as one JSON line; everything else it prints goes to its standard error."""
    index, count = args.worker
    out = sys.stdout
    session = Session(args, args.target, shares(args.channels, count)[index], (index, count))

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    with contextlib.redirect_stdout(sys.stderr):
        async with session.running() as bench:
            say("ready")
            for title, _, think in phases(args):
                if not await asyncio.to_thread(sys.stdin.readline):
                    return  # the parent is gone
                traces, cost, _ = await session.phase(bench, title, think)
                say(json.dumps(raw_figures(traces, cost)))


def raw_figures(traces: list[Trace], cost: PhaseCost) -> dict[str, Any]:
    done = [t for t in traces if t.reply is not None]
    ok = [t for t in done if t.outcome == "ok"]
    return {
        "seconds": cost.seconds, "cpu": cost.cpu, "store_held": cost.store_held,
        "workers": cost.workers, "simulator": cost.simulator,
        "store_threads": cost.store_threads,
        "moves": sum(t.kind in MOVES for t in ok),
        "in_flight": sum(t.latency for t in done),
        "place": [t.latency for t in ok if t.kind == "place"],
        "roll": [t.latency for t in ok if t.kind == "roll"],
    }


def combine(raws: list[dict[str, Any]]) -> dict[str, float]:
    """The processes' figures of one phase as one bot's: their moves/s added up, their
    latencies pooled."""
    seconds = max(r["seconds"] for r in raws)
    place = [x for r in raws for x in r["place"]]
    roll = [x for r in raws for x in r["roll"]]
    return {
        "moves_per_s": sum(r["moves"] / r["seconds"] for r in raws),
        "in_flight": sum(r["in_flight"] for r in raws) / seconds,
        "place_median": pct(place, 50), "place_p99": pct(place, 99),
        "roll_median": pct(roll, 50), "roll_p99": pct(roll, 99),
        "seconds": seconds,
        "cpu": sum(r["cpu"] for r in raws) / seconds,
        # CPU milliseconds per move: the bot processes without SimCord, their render processes
        "bot_ms": sum(r["cpu"] - r["workers"] - r["simulator"] for r in raws) * 1000
        / max(sum(r["moves"] for r in raws), 1),
        "render_ms": sum(r["workers"] for r in raws) * 1000
        / max(sum(r["moves"] for r in raws), 1),
        "simulator_ms": sum(r["simulator"] for r in raws) * 1000
        / max(sum(r["moves"] for r in raws), 1),
        "store": sum(r["store_held"] for r in raws) / seconds,
        "store_threads": sum(r["store_threads"] for r in raws),
    }


def run_processes(args: argparse.Namespace, target: str | Path, count: int, logs: Path,
                  label: str, server_cpu: Callable[[], float | None] = lambda: None,
                  code: Path | None = None) -> list[tuple[str, dict[str, float]]]:
    """`count` worker processes of this script over `target`, started and stepped through the
    phases together; each phase's figures combined, with the database server's CPU seconds per
    second of the phase (`server_cpu`: its CPU seconds so far, None if unknown). `code`: the
    checkout whose bot they run (default: this one)."""
    other = ["--code", str(code)] if code is not None else []
    python = interpreter(code)
    if code is None:
        asyncio.run(migrate(target))
    else:  # that code's own schema
        subprocess.run([python, __file__, *other, "--target", str(target), "--migrate"],
                       check=True)
    common = ["--channels", str(args.channels), "--moves", str(args.moves), "--seconds",
              str(args.seconds), "--seed", str(args.seed), "--think", *map(str, args.think),
              *(["--no-flat"] if args.no_flat else []), "--target", str(target), *other]
    workers = []
    try:
        for i in range(count):
            log = open(logs / f"{label}-process{i}.log", "w")  # noqa: SIM115 (closed below)
            workers.append((subprocess.Popen(
                [python, __file__, *common, "--worker", str(i), str(count)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True), log))
        for worker, log in workers:
            _expect(worker, log, "ready")
        summary = []
        for _, short, _ in phases(args):
            server_before = server_cpu()
            for worker, _ in workers:
                worker.stdin.write("go\n")
                worker.stdin.flush()
            figures = combine([json.loads(_expect(w, log)) for w, log in workers])
            server_after = server_cpu()
            if server_before is not None and server_after is not None:
                figures["server_cpu"] = (server_after - server_before) / figures["seconds"]
            summary.append((short, figures))
        return summary
    finally:
        for worker, log in workers:
            worker.stdin.close()
            try:
                worker.wait(timeout=120)
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()
            log.close()


def interpreter(code: Path | None) -> str:
    """The Python that runs `code`'s bot: its checkout's own .venv where it has one (its own
    dependencies, as it was installed), else this one."""
    own = code / ".venv" / "bin" / "python" if code is not None else None
    return str(own) if own is not None and own.exists() else sys.executable


def _expect(worker: subprocess.Popen, log: Any, wanted: str | None = None) -> str:
    line = worker.stdout.readline().strip()
    if not line or (wanted is not None and line != wanted):
        raise RuntimeError(f"a worker process stopped (see {log.name}): {line!r}")
    return line


CONFIGURATIONS = (("SQLite", "sqlite", 1), ("PostgreSQL", "postgres", 1),
                  ("PostgreSQL", "postgres", 2))


def compare(args: argparse.Namespace, databases: Databases, logs: Path) -> None:
    print(f"machine: {machine()}")
    print(f"PostgreSQL: {POSTGRES_NOTE}")
    print(describe(args) + "; the same for every row, each row on a fresh database")
    print(f"each process's own report: {logs}")
    codes: list[tuple[str, Path | None]] = [("", None)]
    if args.baseline:
        codes = [(f"before ({describe_code(args.baseline)})", args.baseline.resolve()),
                 (f"after ({describe_code(CODE)})", None)]
    runs: dict[str, list] = {title: [] for title, _ in codes}
    for run in range(1, args.repeat + 1):
        rows: dict[str, list] = {title: [] for title, _ in codes}
        for name, database, count in CONFIGURATIONS:
            for title, code in codes:
                label = f"{database}-x{count}-run{run}{'-baseline' if code else ''}"
                target = databases.new(database)
                version = f" {databases.version}" if database == "postgres" else ""
                print(f"run {run} of {args.repeat}: {name}{version} x {count} {title}...",
                      flush=True)
                rows[title] += [(name, count, short, figures)
                                for short, figures in run_processes(
                                    args, target, count, logs, label, databases.server_cpu,
                                    code)]
        for title, _ in codes:
            if args.repeat > 1:
                print_comparison(args.channels, rows[title],
                                 ", ".join(filter(None, [title, f"run {run} of {args.repeat}"])))
            runs[title].append(rows[title])
    final = {}
    for title, _ in codes:
        final[title] = medians(runs[title]) if args.repeat > 1 else runs[title][0]
        print_comparison(args.channels, final[title], ", ".join(filter(None, [
            title, f"median of {args.repeat} runs, each figure on its own"
            if args.repeat > 1 else ""])))
    if args.baseline:
        print_change(*final.values())


def describe_code(folder: Path) -> str:
    """A checkout as its commit (and whether its files differ from it)."""
    try:
        commit = subprocess.run(["git", "-C", str(folder), "log", "-1", "--format=%h"],
                                capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(folder), "status", "--porcelain", "--",
                                "bot", "engine", "render"],
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return str(folder)
    return f"{folder} at {commit}{' with changes' if dirty else ''}"


def print_change(before: list[tuple[str, int, str, dict[str, float]]],
                 after: list[tuple[str, int, str, dict[str, float]]]) -> None:
    """Each set-up and phase, after against before: moves/s, the bot's own CPU per move (its
    processes without SimCord, and their render processes), /place p99; and whether the CPU
    target holds (half of before's), and where it applies, the throughput target (one SQLite
    process flat out: CHANGE_MOVES_TARGET times before's moves/s)."""
    print("\n== after against before, the same set-up and phase, run back to back "
          f"(targets: bot own ms/mv x <= {CHANGE_CPU_TARGET:.2f}; one SQLite process flat out: "
          f"moves/s x >= {CHANGE_MOVES_TARGET:.1f}) ==")
    print(f"{'database':11} {'procs':>5} {'phase':10} {'moves/s':>15} {'x':>5}   "
          f"{'bot own ms/mv':>15} {'x':>5}   {'/place p99 ms':>15}  target")
    for (name, count, short, b), (_, _, _, a) in zip(before, after):
        own_b = b["bot_ms"] + b["render_ms"]
        own_a = a["bot_ms"] + a["render_ms"]
        moves = a["moves_per_s"] / b["moves_per_s"]
        met = own_a / own_b <= CHANGE_CPU_TARGET
        if (name, count, short) == ("SQLite", 1, "flat out"):
            met = met and moves >= CHANGE_MOVES_TARGET
        print(f"{name:11} {count:5d} {short:10} {b['moves_per_s']:6.1f} -> {a['moves_per_s']:5.1f}"
              f" {moves:5.2f}   {own_b:6.1f} -> {own_a:5.1f} "
              f"{own_a / own_b:5.2f}   {b['place_p99'] * 1000:6.0f} -> "
              f"{a['place_p99'] * 1000:5.0f}  {'met' if met else 'NOT met'}")
    print("bot own ms/mv: CPU ms per move of the bot's processes (without SimCord's own work) "
          "and their render processes")


def medians(runs: list[list[tuple[str, int, str, dict[str, float]]]]
            ) -> list[tuple[str, int, str, dict[str, float]]]:
    """Row by row, the median of each figure over the runs (the runs interleave the set-ups,
    so a slow spell of a shared machine falls on all of them alike)."""
    out = []
    for same in zip(*runs):
        name, count, short, first = same[0]
        out.append((name, count, short,
                    {key: statistics.median(f[key] for _, _, _, f in same)
                     for key in first if all(key in f for _, _, _, f in same)}))
    return out


# What a change of the bot is to reach against its baseline (`--baseline`): half the bot's own
# CPU per move, and one SQLite process flat out carrying this many times the moves per second.
CHANGE_CPU_TARGET = 0.5
CHANGE_MOVES_TARGET = 1.8

POSTGRES_NOTE = (f"the server's defaults (fsync and synchronous_commit on, as SQLite's "
                 f"synchronous=FULL), a pool of {POOL_SIZE} connections per process")


def print_comparison(channels: int, rows: list[tuple[str, int, str, dict[str, float]]],
                     title: str = "") -> None:
    base = {short: f["moves_per_s"] for name, count, short, f in rows
            if name == "SQLite" and count == 1}
    print(f"\n== comparison{', ' + title if title else ''}, {channels} channels (ms; targets: "
          f"/place p99 <= 250 when paced, "
          f"flat-out moves/s of 2 PostgreSQL processes >= 1.6x one SQLite process) ==")
    print(f"{'database':11} {'procs':>5} {'phase':10} {'moves/s':>8} {'x SQLite':>8} "
          f"{'/place med':>10} {'p99':>7} {'/roll p99':>9} {'CPU cores':>9} {'server':>6} "
          f"{'store busy':>10} {'bot ms/mv':>9} {'render':>6} {'SimCord':>7}  target")
    for name, count, short, f in rows:
        ratio = f["moves_per_s"] / base[short] if base.get(short) else float("nan")
        if short == "flat out":
            target = "met" if ratio >= 1.6 else "NOT met"
            target = target if (name, count) == ("PostgreSQL", 2) else "-"
        else:
            target = "met" if f["place_p99"] <= 0.250 else "NOT met"
        store = f"{f['store']:.2f} of {int(f['store_threads'])}"
        server = ("-" if name == "SQLite" else
                  f"{f['server_cpu']:.2f}" if "server_cpu" in f else "?")
        print(f"{name:11} {count:5d} {short:10} {f['moves_per_s']:8.1f} {ratio:8.2f} "
              f"{f['place_median'] * 1000:10.1f} {f['place_p99'] * 1000:7.1f} "
              f"{f['roll_p99'] * 1000:9.1f} {f['cpu']:9.2f} {server:>6} {store:>10} "
              f"{f['bot_ms']:9.1f} {f['render_ms']:6.1f} {f['simulator_ms']:7.1f}  {target}")
    print("CPU cores: the bot processes and their render processes; server: PostgreSQL's "
          "processes (of the throwaway cluster; '?' for --postgres-url), on the same cores")
    print("bot ms/mv: CPU ms per move of the bot processes without SimCord's own work "
          "(thread CPU in its REST routes, gateway emit and interaction dispatch); render: of "
          "their render processes; SimCord: the harness's, not the bot's")
    print("store busy: threads' time running the store's calls per second (SQLite: its one "
          "thread; PostgreSQL: the pool's threads, waiting for the server included)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--channels", type=int, default=200)
    parser.add_argument("--moves", type=int, default=100,
                        help="moves (/roll, /keep, /place) per channel per phase")
    parser.add_argument("--seconds", type=float, default=45.0,
                        help="time limit of each phase")
    parser.add_argument("--think", type=float, nargs="+", default=None,
                        help="paced phases: mean seconds a player waits before each "
                             "interaction (uniform 0..2x); one phase per value (default 5 2; "
                             "with --compare 2)")
    parser.add_argument("--no-flat", action="store_true", help="skip the flat-out phase")
    parser.add_argument("--round-trips", type=int, default=40,
                        help="moves played one at a time with SimCord's settling actor calls, "
                             "for the round-trip figure (0: none; one process only)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db-dir", default=None, help="folder for the temporary databases")
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite",
                        help="postgres: a throwaway cluster of this machine's PostgreSQL, "
                             "unless --postgres-url")
    parser.add_argument("--postgres-url", default=None,
                        help="a running server whose user may create databases (implies "
                             "--database postgres); each run gets a database of its own")
    parser.add_argument("--processes", type=int, default=1,
                        help="bot processes over the one database, each its own SimCord with "
                             "its share of the channels (as shards of one application)")
    parser.add_argument("--compare", action="store_true",
                        help="SQLite x 1, PostgreSQL x 1 and PostgreSQL x 2 processes, the same "
                             "load, one table")
    parser.add_argument("--repeat", type=int, default=1,
                        help="with --compare: run the three set-ups this many times, in turn, "
                             "and print each run's table and the medians")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="with --compare: a checkout of the code to compare with (e.g. "
                             "`git worktree add /tmp/base COMMIT`), run by this script set-up "
                             "by set-up before this checkout")
    parser.add_argument("--worker", type=int, nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--target", help=argparse.SUPPRESS)
    parser.add_argument("--code", help=argparse.SUPPRESS)  # read at import (CODE)
    parser.add_argument("--migrate", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.migrate:
        asyncio.run(migrate(args.target))
        return
    if args.baseline and not args.compare:
        parser.error("--baseline goes with --compare")
    if args.think is None:
        args.think = [2.0] if args.compare else [5.0, 2.0]
    if args.postgres_url:
        args.database = "postgres"
    logging.basicConfig(level=logging.WARNING)
    if args.worker:
        asyncio.run(worker_async(args))
        return
    with Databases(args) as databases:
        if args.compare:
            compare(args, databases, Path(tempfile.mkdtemp(prefix="columbiz-bench-logs-")))
        elif args.processes > 1:
            logs = Path(tempfile.mkdtemp(prefix="columbiz-bench-logs-"))
            target = databases.new(args.database)
            print(f"machine: {machine()}")
            print(f"database: {database_label(target)}"
                  + (f", server {databases.version}" if is_postgres_url(target) else ""))
            print(f"processes: {args.processes}, each its share of the channels; "
                  f"{describe(args)}")
            print(f"each process's own report: {logs}")
            summary = run_processes(args, target, args.processes, logs, "run")
            print_summary(args.channels, summary)
        else:
            asyncio.run(main_async(args, databases.new(args.database)))


if __name__ == "__main__":
    main()
