"""Timing hooks around SimCord for benchmarks/bot.py (not used by the bot or the tests).

What is timed, per interaction (all `time.perf_counter()`, real wall-clock seconds):

    fed     SimCord is about to hand INTERACTION_CREATE to discord.py (a dispatch observer runs
            right before `backend.emit`; the gateway feed then parses it synchronously, exactly
            as a websocket frame would be parsed)
    tree    the bot's command tree starts on it (`CommandTree._call`, i.e. the task discord.py
            created for it got its first turn on the event loop)
    ack     the bot's first HTTP request for this interaction reaches SimCord's REST backend
            (the interaction callback: a defer, a reply, autocomplete choices)
    reply   the request carrying the answer reaches the backend: the message with the PNG
            (a followup webhook or a callback with files), or the private refusal, or the
            autocomplete choices

Where the CPU goes (`CpuSplit`, thread CPU time, `time.thread_time`): SimCord's own work runs on
the bot's event loop thread, inside its REST backend's routes (each HTTP request of the bot) and
inside its gateway emit (deep-copying a payload, checking intents), and inside the actor
dispatches that build each interaction's payload as Discord would (`CpuSplit.dispatched`); the
discord.py parser that the emit calls synchronously is the bot's and is taken out again. The
rest of the process's CPU is the bot's (and the benchmark's players' own choices, a small part).

Stages inside the bot are timed through a context variable that the command's task and the
service call's task inherit: `service` (the GameService move call, from its start to its
return), `render` (waiting for the picture from the render pool), `notice` (how the
next player is to be told: Delivery._notice), `send` (bot.answer.post starts), and the time
spent waiting for and running in the store's worker thread.

How the benchmark keeps interactions of many channels in flight at once: SimCord's public
actor calls are exclusive (a second one while one runs raises "operation overlaps") and each
waits for the whole bot to be idle before returning (the "settle"). `fire_and_forget()` marks
the calling task so that SimCord's private dispatch helpers (`simcord.actors._slash`,
`_autocomplete_result`; the same helpers the concurrency tests use) build and emit the very same
INTERACTION_CREATE payloads but return at once instead of settling; the caller then awaits
`Probe.wait(result)`, which resolves when the reply reaches the backend. The bot's own work is
still tracked by SimCord as usual. These are private SimCord APIs: if a release renames them
this module fails loudly.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import simcord.http.router as _router
from simcord.env import Env as _Env

from bot import answer, render_pool
from bot.store.postgres import POOL_SIZE as POOL_THREADS

EPHEMERAL = 64
CALLBACK_DEFER = 5  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
CALLBACK_DEFER_UPDATE = 6
CALLBACK_AUTOCOMPLETE = 8

_NO_SETTLE: contextvars.ContextVar[bool] = contextvars.ContextVar("bench_no_settle",
                                                                   default=False)
_TRACE: contextvars.ContextVar[Trace | None] = contextvars.ContextVar("bench_trace",
                                                                      default=None)


@dataclass
class Trace:
    """One interaction, from the gateway event to the bot's answer."""

    token: str
    kind: str  # "roll", "place", "keep", "place:autocomplete", "columbiz", ...
    channel_id: int
    user_id: int
    fed: float
    tree: float | None = None
    ack: float | None = None
    reply: float | None = None
    service: tuple[float, float] | None = None
    store_wait: float = 0.0  # queued for a store worker thread (SQLite's one, PostgreSQL's pool)
    store_held: float = 0.0  # running there (statements, and PostgreSQL's server round trips)
    render: tuple[float, float] | None = None
    notice: tuple[float, float] | None = None  # Delivery._notice: how the next player is told
    send: float | None = None  # the bot starts sending the answer (bot.front.core.send_public)
    outcome: str = "pending"  # "ok" (public answer), "refused" (private), "choices"
    json: Any = None  # the answering request's JSON body
    png_bytes: int = 0
    done: asyncio.Future | None = field(default=None, repr=False)
    # the bot's handler of it has ended (after the answer it still marks the post sent)
    handled: asyncio.Future | None = field(default=None, repr=False)

    @property
    def latency(self) -> float | None:
        return None if self.reply is None else self.reply - self.fed


def _timed(original: Any, stage: str) -> Any:
    """`original` (a coroutine function) recording its start and end as the current
    interaction's `stage`."""

    async def timed(*args: Any, **kwargs: Any) -> Any:
        t = time.perf_counter()
        try:
            return await original(*args, **kwargs)
        finally:
            trace = _TRACE.get()
            if trace is not None:
                setattr(trace, stage, (t, time.perf_counter()))

    return timed


class CpuSplit:
    """Thread CPU seconds spent in SimCord (the harness) on the event loop's thread, with the
    discord.py parsers it calls taken out (they are the bot's). Nesting-aware: a route that emits
    a gateway event is counted once."""

    def __init__(self) -> None:
        self.simulator = 0.0
        self._depth = 0
        self._start = 0.0
        self._parsed = 0.0  # the bot's parsing inside the current outermost SimCord call

    def harness(self, fn: Any) -> Any:
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth == 0:
                self._start, self._parsed = time.thread_time(), 0.0
            self._depth += 1
            try:
                return fn(*args, **kwargs)
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self.simulator += time.thread_time() - self._start - self._parsed

        return timed

    def dispatched(self, coro: Any) -> Any:
        """The result of `coro`, one of SimCord's actor dispatches under `fire_and_forget()`
        (building an INTERACTION_CREATE payload as Discord would and emitting it: the harness's
        work, the bot's parsing taken out), run here at once: it finishes without waiting, or
        this raises, so that no other task's work is counted with it."""

        def run() -> Any:
            try:
                coro.send(None)
            except StopIteration as finished:
                return finished.value
            coro.close()
            raise RuntimeError("a fire-and-forget dispatch waited for something")

        return self.harness(run)()

    def bot(self, fn: Any) -> Any:
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth == 0:
                return fn(*args, **kwargs)
            t = time.thread_time()
            try:
                return fn(*args, **kwargs)
            finally:
                self._parsed += time.thread_time() - t

        return timed


class Probe:
    """Installs the hooks on one running SimCord Env and its bot; `traces` keeps every
    interaction seen (setup ones too; the benchmark picks what it reports)."""

    def __init__(self, env: Any, bot: Any) -> None:
        self.env = env
        self.bot = bot
        self.traces: dict[str, Trace] = {}
        self.backend_seconds = 0.0  # time spent inside SimCord's REST routes (its own cost)
        self.backend_requests = 0
        self.cpu = CpuSplit()
        self._original_dispatch = None
        self._undo: list[Any] = []
        self.store_lock: StoreTimer | None = None
        self._pruner: asyncio.Task | None = None

    # --- installing --------------------------------------------------------------------------

    def install(self) -> None:
        env, bot = self.env, self.bot
        self._undo.append(env._register_dispatch_observer(self._on_dispatch))

        original_settle = env._settle_internal

        async def settle(**kwargs: Any) -> None:
            if _NO_SETTLE.get() and kwargs.get("dispatch") == "INTERACTION_CREATE":
                return
            await original_settle(**kwargs)

        env._settle_internal = settle
        self._undo.append(lambda: env.__dict__.pop("_settle_internal", None))

        original_dispatch = _router.dispatch
        self._original_dispatch = original_dispatch

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            t = time.perf_counter()
            try:
                return original_dispatch(backend, method, path, **kwargs)
            finally:
                self.backend_seconds += time.perf_counter() - t
                self.backend_requests += 1
                self._on_request(t, method, path, kwargs)

        _router.dispatch = self.cpu.harness(dispatch)
        simulated = env.backend
        simulated.emit = self.cpu.harness(simulated.emit)
        self._undo.append(lambda: simulated.__dict__.pop("emit", None))
        parsers = bot._connection.parsers  # the dict discord.py's gateway looks parsers up in
        originals = dict(parsers)
        for event, parser in originals.items():
            parsers[event] = self.cpu.bot(parser)
        self._undo.append(lambda: parsers.update(originals))
        self._undo.append(lambda: setattr(_router, "dispatch", original_dispatch))

        tree = bot.tree
        original_call = tree._call

        async def call(interaction: Any) -> None:
            trace = self.traces.get(interaction.token)
            if trace is not None:
                trace.tree = time.perf_counter()
                _TRACE.set(trace)
            try:
                await original_call(interaction)
            finally:
                if trace is not None and not trace.handled.done():
                    trace.handled.set_result(None)

        tree._call = call
        self._undo.append(lambda: tree.__dict__.pop("_call", None))

        service = bot.service
        service.act = _timed(service.act, "service")
        self._undo.append(lambda: service.__dict__.pop("act", None))

        # Every read and write transaction of the store is one call run whole in a worker
        # thread: SQLite's one connection thread (`_call`), or one of PostgreSQL's pooled
        # connection threads (`_run`, which also waits there for a free connection).
        store = service.store  # composed of parts now; one class chain at older commits
        backend = store.connection.backend if hasattr(store, "connection") else store._backend
        runner = "_call" if backend.dialect == "sqlite" else "_run"
        self.store_lock = timer = StoreTimer(threads=1 if runner == "_call" else POOL_THREADS)
        setattr(backend, runner, timer.wrap(getattr(backend, runner)))
        self._undo.append(lambda: backend.__dict__.pop(runner, None))

        self._pruner = asyncio.get_running_loop().create_task(self._prune())
        self._undo.append(self._pruner.cancel)

        # A move's post: its picture (below), how the next player is told (Delivery._notice),
        # then the new public message (bot.answer.post).
        delivery = bot.table.delivery
        delivery._notice = _timed(delivery._notice, "notice")
        self._undo.append(lambda: delivery.__dict__.pop("_notice", None))

        original_post = answer.post

        async def post(*args: Any, **kwargs: Any) -> Any:
            trace = _TRACE.get()
            if trace is not None and trace.send is None:
                trace.send = time.perf_counter()
            return await original_post(*args, **kwargs)

        answer.post = post
        self._undo.append(lambda: setattr(answer, "post", original_post))

        # Pictures are drawn in the render pool's processes: time the wait for the picture
        # of a move, from the loop's side.
        original_drawn = render_pool.drawn
        timed_drawn = _timed(original_drawn, "render")

        async def drawn(fn: Any, *args: Any, **kwargs: Any) -> Any:
            if getattr(fn, "__name__", "") == "render_move":
                return await timed_drawn(fn, *args, **kwargs)
            return await original_drawn(fn, *args, **kwargs)

        render_pool.drawn = drawn
        self._undo.append(lambda: setattr(render_pool, "drawn", original_drawn))

    async def _prune(self) -> None:
        """SimCord keeps a record of every timer the bot sets and drops the cancelled ones
        only while it settles; a run that never settles would let that list grow without end,
        and removing a record from it is a linear scan. Prune as SimCord's settle does."""
        work = self.env._work
        while True:
            await asyncio.sleep(0.25)
            work.callbacks = [r for r in work.callbacks
                              if r.handle is not None and not r.handle.cancelled()]

    def uninstall(self) -> None:
        while self._undo:
            self._undo.pop()()

    # --- events ------------------------------------------------------------------------------

    def _on_dispatch(self, record: Any) -> None:
        kind = record.command_name or "component"
        if int(record.type) == 4:
            kind += ":autocomplete"
        trace = Trace(record.token, kind, record.channel_id, record.user_id,
                      fed=time.perf_counter())
        trace.done = asyncio.get_running_loop().create_future()
        trace.handled = asyncio.get_running_loop().create_future()
        self.traces[record.token] = trace

    def _on_request(self, t: float, method: str, path: str, kwargs: dict[str, Any]) -> None:
        parts = path.strip("/").split("/")
        if len(parts) < 3 or parts[0] not in ("interactions", "webhooks"):
            return
        trace = self.traces.get(parts[2])
        if trace is None or trace.reply is not None:
            return
        if trace.ack is None:
            trace.ack = t
        body = kwargs.get("json") or {}
        files = kwargs.get("files") or []
        data = body
        if parts[0] == "interactions":
            kind = body.get("type")
            if kind == CALLBACK_AUTOCOMPLETE:
                self._answer(trace, t, "choices", body)
                return
            if kind in (CALLBACK_DEFER, CALLBACK_DEFER_UPDATE):
                return
            data = body.get("data") or {}
        if files:
            trace.png_bytes = sum(_size(f) for f in files)
            self._answer(trace, t, "ok", data)
        elif (data.get("flags") or 0) & EPHEMERAL:
            self._answer(trace, t, "refused", data)
        elif parts[0] == "interactions" or method == "POST":
            # a public answer without an image (lobby, join)
            self._answer(trace, t, "ok", data)

    def _answer(self, trace: Trace, t: float, outcome: str, body: Any) -> None:
        trace.reply = t
        trace.outcome = outcome
        trace.json = body
        if trace.done is not None and not trace.done.done():
            trace.done.set_result(trace)

    # --- driving -----------------------------------------------------------------------------

    async def wait(self, result: Any, timeout: float = 60.0) -> Trace:
        """The answer to an interaction dispatched in fire-and-forget mode, once the bot's
        handler of it has ended too. A player who acts on the answer before the bot has marked
        its post sent would find the next post waiting behind it ("saved, the message comes in
        a moment"): with PostgreSQL's parallel connections that mark can land after the next
        move's commit. People are never that quick; the latency still ends at the answer."""
        trace = self.traces[result._interaction.token]
        assert trace.done is not None and trace.handled is not None
        await asyncio.wait_for(asyncio.shield(trace.handled), timeout)
        return await asyncio.wait_for(asyncio.shield(trace.done), timeout)


class StoreTimer:
    """The store's worker threads, timed: every read and write transaction is one call queued to
    a thread (SQLite's one connection thread, or a thread of PostgreSQL's pool), so the time a
    call waits in its queue and the time it runs there are what the store costs each
    interaction. On PostgreSQL "running" includes waiting for the server (its locks, its disk)."""

    def __init__(self, threads: int = 1) -> None:
        self.threads = threads
        self.wait = 0.0
        self.held = 0.0
        self.acquisitions = 0

    def wrap(self, call):
        async def timed(fn):
            queued = time.perf_counter()
            ran: list[float] = []

            def run(*args):
                ran.append(time.perf_counter())
                try:
                    return fn(*args)
                finally:
                    ran.append(time.perf_counter())

            try:
                return await call(run)
            finally:
                if len(ran) == 2:
                    self._record(ran[0] - queued, ran[1] - ran[0])

        return timed

    def _record(self, wait: float, held: float) -> None:
        self.wait += wait
        self.held += held
        self.acquisitions += 1
        trace = _TRACE.get()
        if trace is not None:
            trace.store_wait += wait
            trace.store_held += held


def callbacks_by_identity() -> None:
    """SimCord keeps a list of the callbacks the bot has scheduled and removes each one when it
    runs, with `list.remove`: its records are dataclasses, so every removal compares the record
    field by field with all those before it. With hundreds of interactions in flight that
    harness cost grew with the load (a profile of 200 channels flat out: 2% of all samples in
    the records' generated __eq__ alone) and was counted as the bot's. Each record stands for
    one callback, so identity is the equality meant; the same list, removed in C."""
    from simcord import _runtime

    _runtime._CallbackRecord.__eq__ = object.__eq__


def real_time_timers() -> None:
    """Let the bot's timers fire on the real clock, leaving SimCord's virtual clock alone.

    SimCord gives every timer the bot sets (here: the 2-second "the service is slow, acknowledge
    first" timeout of `bot.front.core.call`) a virtual deadline plus a real-time fallback; when the
    fallback fires, SimCord moves its virtual clock and settles the whole bot, which with
    hundreds of interactions in flight means scanning every task again and again until the bot
    is idle, and the harness, not the bot, then eats the CPU (measured: ~60% of all samples).
    A benchmark runs in real time anyway, so the fallback here just runs the timer's callback.
    Call before `simcord.run(...)` starts the bot (the hook is bound at attach time)."""
    if getattr(_Env._schedule_timer, "_bench_real_time", False):
        return
    original = _Env._schedule_timer

    def schedule_timer(self: Any, record: Any, callback: Any, args: Any, context: Any) -> None:
        original(self, record, callback, args, context)
        real = record.real_handle
        if real is None or real.cancelled():
            return  # a recognized wait (view timeout, wait_for): virtual only, as SimCord has it
        real.cancel()

        def fire() -> None:
            record.real_handle = None
            if record.handle is not None and not record.handle.cancelled():
                record.handle._run()

        record.real_handle = self._runtime.call_at(real.when(), fire, context=context)

    schedule_timer._bench_real_time = True  # type: ignore[attr-defined]
    _Env._schedule_timer = schedule_timer


@contextlib.contextmanager
def fire_and_forget() -> Iterator[None]:
    """Within this block (in this task), SimCord's private dispatch helpers emit the interaction
    and return without waiting for the bot to settle."""
    token = _NO_SETTLE.set(True)
    try:
        yield
    finally:
        _NO_SETTLE.reset(token)


def _size(f: Any) -> int:
    fp = getattr(f, "fp", None)
    if fp is not None and hasattr(fp, "getbuffer"):
        return fp.getbuffer().nbytes
    data = getattr(f, "data", None) or (f.get("data") if isinstance(f, dict) else None)
    return len(data) if isinstance(data, bytes | bytearray) else 0
