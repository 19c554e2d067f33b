"""The bot under load: many channels playing Columbiz at once, through SimCord.

    python benchmarks/bot.py [--channels 200] [--seconds 45] [--think 5 2] [--moves 100]
                             [--no-flat] [--round-trips 40]

The real bot (bot.app.create_bot: real discord.py, the real GameService over a real SQLite file
in a temporary folder, the real renderer) runs in this process on SimCord's offline Discord.
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
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[0]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiosqlite  # noqa: E402
import discord  # noqa: E402
import PIL  # noqa: E402
import simcord  # noqa: E402
from _simcord_probe import Probe, Trace, fire_and_forget, real_time_timers  # noqa: E402
from simcord import actors  # noqa: E402

from bot.app import create_bot  # noqa: E402
from bot.config import Settings  # noqa: E402
from bot.store import Store  # noqa: E402

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
           one write transaction); render = renderer in its worker thread; notice = how the
           next player is told (Table.turn_notice: reads their /columbiz notify setting);
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
            result = await coro_factory()
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
                if table in self.resync:
                    self.resync.remove(table)
                    await self.look(table)
                if table.current is None:
                    await self.new_game(table)
                await self.turn(table)
        except PhaseOver:
            pass

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
    print(f"process CPU {cost.cpu:.1f} s in {seconds:.1f} s ({cost.cpu / seconds:.2f} of "
          f"{os.cpu_count()} cores); SimCord's REST backend (harness, not the bot) "
          f"{cost.backend:.1f} s of it on the loop")
    if cost.store_acquisitions:
        print(f"store thread (one SQLite connection, every call): busy "
              f"{cost.store_held / seconds * 100:.0f}% of the phase, "
              f"{cost.store_acquisitions / moved:.1f} calls and "
              f"{cost.store_held / moved * 1000:.1f} ms per move, "
              f"{cost.store_held / cost.store_acquisitions * 1000:.2f} ms per call")
    games = sum(t.games for t in tables)
    errors = [e for t in tables for e in t.errors]
    print(f"games started: {games}; refusals seen by the players: {len(errors)}"
          + (f" (e.g. {errors[0]!r})" if errors else ""))
    return figures


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
    cpu: float = 0.0  # process CPU time, all threads
    backend: float = 0.0  # inside SimCord's REST routes
    store_held: float = 0.0  # the store's lock held
    store_wait: float = 0.0  # summed waits for it
    store_acquisitions: int = 0


async def run_phase(bench: Bench, tables: list[Table], *, think: float, moves: int,
                    seconds: float) -> tuple[list[Trace], PhaseCost]:
    probe = bench.probe
    bench.think = think
    bench.moves_per_channel = moves
    for t in tables:
        t.moves = 0
    lock = probe.store_lock
    before = PhaseCost(0.0, time.process_time(), probe.backend_seconds,
                       lock.held if lock else 0.0, lock.wait if lock else 0.0,
                       lock.acquisitions if lock else 0)
    seen = set(probe.traces)
    t0 = time.perf_counter()
    bench.stop_at = t0 + seconds
    results = await asyncio.gather(*(bench.play(t) for t in tables), return_exceptions=True)
    cost = PhaseCost(time.perf_counter() - t0, time.process_time() - before.cpu,
                     probe.backend_seconds - before.backend)
    if lock:
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


async def main_async(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="columbiz-bench-", dir=args.db_dir))
    db = tmp / "games.sqlite3"
    # Migrate before the bot starts, as the Discord tests do (see tests/bot/discord/conftest.py).
    await (await Store.open(db)).close()
    seeds = random.Random(args.seed)
    settings = Settings(token=None, database_path=db)
    bot = create_bot(settings, seed_source=lambda n: seeds.randbytes(n))
    rng = random.Random(args.seed)
    thinks = [t for t in args.think if t > 0]
    print(f"machine: {machine()}")
    print(f"database: {db} (WAL, synchronous=FULL: the bot's defaults)")
    print(f"channels: {args.channels} x 2 players; each phase ends after {args.moves} moves per "
          f"channel or {args.seconds:g} s; phases: "
          + ", ".join([f"paced (think mean {t:g} s)" for t in thinks]
                      + ([] if args.no_flat else ["flat out"])))
    real_time_timers()
    summary: list[tuple[str, dict[str, float]]] = []
    async with simcord.run(bot, settle_timeout=60, check_errors=False) as env:
        probe = Probe(env, bot)
        probe.install()
        try:
            bench = Bench(env, probe, rng)
            guild = env.create_guild("Columbiz benchmark")
            tables = []
            for i in range(args.channels):
                channel = guild.create_text_channel(f"table-{i:03d}")
                players = [guild.add_member(env.create_user(f"p{i:03d}{s}",
                                                            global_name=f"P{i}{s}"))
                           for s in "ab"]
                tables.append(Table(channel, players))
            t = time.perf_counter()
            bench.stop_at = t + 600
            await asyncio.gather(*(bench.new_game(tb) for tb in tables))
            print(f"set up {len(tables)} games (lobby + join, all channels at once) in "
                  f"{time.perf_counter() - t:.1f} s")
            print()
            print(explain())

            phases = [(f"paced, think 0..{2 * t:g} s (mean {t:g} s) before each interaction",
                       f"paced {t:g} s", t) for t in thinks]
            if not args.no_flat:
                phases.append(("flat out, no think time", "flat out", 0.0))
            for title, short, think in phases:
                traces, cost = await run_phase(
                    bench, tables, think=think, moves=args.moves, seconds=args.seconds)
                summary.append((short, report(f"{args.channels} channels, {title}", traces,
                                              cost, tables)))
                for tb in tables:
                    tb.errors.clear()
                    tb.games = 0
                env.backend.cdn._blobs.clear()  # SimCord keeps every image in memory
            if args.round_trips:
                await round_trip_sample(bench, tables[0], args.round_trips)
        finally:
            probe.uninstall()
            await bot.close_service()
    print_summary(args.channels, summary)


def print_summary(channels: int, summary: list[tuple[str, dict[str, float]]]) -> None:
    if not summary:
        return
    print(f"\n== summary, {channels} channels (ms; target for /place: median <= 50, "
          f"p99 <= 250) ==")
    print(f"{'phase':14} {'moves/s':>8} {'in flight':>9} {'/place med':>10} {'p99':>7} "
          f"{'/roll med':>9} {'p99':>7}  target")
    for short, f in summary:
        ok = f.get("place_median", 1) <= 0.050 and f.get("place_p99", 1) <= 0.250
        print(f"{short:14} {f['moves_per_s']:8.1f} {f['in_flight']:9.1f} "
              f"{f.get('place_median', 0) * 1000:10.1f} {f.get('place_p99', 0) * 1000:7.1f} "
              f"{f.get('roll_median', 0) * 1000:9.1f} {f.get('roll_p99', 0) * 1000:7.1f}  "
              f"{'met' if ok else 'NOT met'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--channels", type=int, default=200)
    parser.add_argument("--moves", type=int, default=100,
                        help="moves (/roll, /keep, /place) per channel per phase")
    parser.add_argument("--seconds", type=float, default=45.0,
                        help="time limit of each phase")
    parser.add_argument("--think", type=float, nargs="+", default=[5.0, 2.0],
                        help="paced phases: mean seconds a player waits before each "
                             "interaction (uniform 0..2x); one phase per value")
    parser.add_argument("--no-flat", action="store_true", help="skip the flat-out phase")
    parser.add_argument("--round-trips", type=int, default=40,
                        help="moves played one at a time with SimCord's settling actor calls, "
                             "for the round-trip figure (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db-dir", default=None, help="folder for the temporary database")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
