"""The base every part of GameService builds on: the channel locks, loading a game, the guarded
write, committing moves, and the plain reads."""

from __future__ import annotations

import asyncio
import os
import socket
import time
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from bot.games import GameRules, get_rules
from bot.service.dice import new_seed
from bot.service.models import GameSnapshot, MoveRecord, Post, ServiceError
from bot.service.seating import with_results
from bot.service.snapshots import move_record, snapshot_after, snapshot_of
from bot.store import AlreadyVoted, GameRow, OutboxEntry, SeatRow, StaleWrite, Store

R = TypeVar("R")

# How long a claim on an outbox entry holds: longer than any delivery takes, short enough that a
# process that died holding one delays that message by no more than this.
CLAIM_SECONDS = 60.0


class Announcer(Protocol):
    """What a committed change owes the channel, as an outbox payload (None: nothing). The bot
    provides it (its words and images); the service writes what it returns in the change's own
    transaction."""

    def move(self, result: Any) -> dict | None: ...

    def start(self, result: Any) -> dict | None: ...

    def computer_turn(self, result: Any) -> dict | None: ...

    def reminder(self, reminder: Any) -> dict | None: ...


def process_name() -> str:
    """A name for this process in outbox claims, unique across machines and restarts."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class ServiceCore:
    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[int], bytes] = os.urandom,
        clock: Callable[[], float] = time.time,
        announcer: Announcer | None = None,
    ) -> None:
        self.store = store
        self._seed_source = seed_source
        self._clock = clock
        self.announcer = announcer
        self.owner = process_name()
        self.claim_seconds = CLAIM_SECONDS
        self._locks: dict[int, list] = {}  # channel_id -> [Lock, users]
        # Notify preferences read so far (user_id -> mode), kept by Records.get_notify and
        # updated by set_notify in this process. A change made by another process on the same
        # file is seen only once this process restarts: acceptable for a notify preference.
        self._notify_modes: dict[int, str] = {}
        self._notify_sets = 0  # set_notify calls so far: a read that overlapped one is not kept
        # channel_id -> (game id, the rev this process's last move there committed, its turn,
        # the events of that turn so far): the next move saves reading the turn's moves when the
        # game it reads is still at that rev. Nothing here decides a move: the game itself is
        # read from the store every time, so another process's change is always seen.
        self._turns: dict[int, tuple[int, int, int, tuple[Any, ...]]] = {}

    async def close(self) -> None:
        await self.store.close()

    @asynccontextmanager
    async def _channel(self, channel_id: int) -> AsyncIterator[None]:
        """Serialise the writes of one channel (within this process; rev guards across)."""
        entry = self._locks.get(channel_id)
        if entry is None:
            entry = self._locks[channel_id] = [asyncio.Lock(), 0]
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0:
                del self._locks[channel_id]

    @asynccontextmanager
    async def _game_locked(self, game_id: int) -> AsyncIterator[GameRow | None]:
        """Game `game_id` loaded again under its channel's lock (None if there is no such game):
        it may have changed while the lock was awaited."""
        row = await self.store.game(game_id)
        if row is None:
            yield None
            return
        async with self._channel(row.channel_id):
            yield await self.store.game(game_id)

    def _new_seed(self) -> str:
        return new_seed(self._seed_source)

    # --- reading -------------------------------------------------------------------------------

    async def get(self, channel_id: int) -> GameSnapshot | None:
        """The channel's lobby or active game."""
        row = await self.store.open_game(channel_id)
        return None if row is None else snapshot_of(row)

    async def get_by_id(self, game_id: int) -> GameSnapshot | None:
        row = await self.store.game(game_id)
        return None if row is None else snapshot_of(row)

    async def moves(self, game_id: int) -> list[MoveRecord]:
        return [move_record(m) for m in await self.store.moves(game_id)]

    async def finished_games(self, guild_id: int | None, limit: int = 50) -> list[GameSnapshot]:
        """Finished games of a guild, newest first, with each seat's total and winner flag."""
        return [snapshot_of(r) for r in await self.store.finished_games(guild_id, limit)]

    def rolloff(self, game: GameSnapshot) -> Any:
        """The start as chance decided it (Columbiz: the C5 roll-off), None before the start."""
        return None if game.setup is None else get_rules(game.kind).start_info(game.setup)

    async def state_at(self, game_id: int, seq: int) -> Any:
        """The game's state after its first `seq` moves, replayed from its log (a message
        delivered late shows the game as it was then)."""
        row = await self.store.game(game_id)
        if row is None or row.setup is None:
            return None
        rules = get_rules(row.kind)
        state = rules.initial_state(len(row.seats), row.options, row.setup)
        for move in await self.store.moves(game_id):
            if move.seq > seq:
                break
            state, _ = rules.apply(state, rules.action_from_json(move.action))
        return state

    async def turn_events(self, game: GameSnapshot) -> tuple[Any, ...]:
        """The events of the game's current turn so far (of the last turn once it is over)."""
        if game.state is None:
            return ()
        rules = get_rules(game.kind)
        return await self._stored_turn_events(rules, game.id, rules.turn_number(game.state))

    async def _stored_turn_events(
        self, rules: GameRules, game_id: int, turn: int
    ) -> tuple[Any, ...]:
        moves = await self.store.turn_moves(game_id, turn)
        return tuple(rules.event_from_json(e) for m in moves for e in m.events)

    # --- writing -------------------------------------------------------------------------------

    async def _open_row(self, channel_id: int) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return row

    async def _write(
        self, row: GameRow, *, outbox: Sequence[OutboxEntry] = (), claim: bool = False,
        **changes: Any,
    ) -> frozenset[str]:
        """Write a change of `row` guarded by its rev, with its outbox entries (claimed for
        this process when `claim`: its caller delivers them at once). The claimed keys."""
        self._turns.pop(row.channel_id, None)
        now = self._clock()
        try:
            committed = await self.store.commit(
                row.id, row.rev, outbox=outbox, now=now,
                claim=(self.owner, now + self.claim_seconds) if claim and outbox else None,
                **changes,
            )
            return committed.claimed
        except StaleWrite:
            now = await self.store.game(row.id)
            raise ServiceError(
                "stale", rev=row.rev, current=now.rev if now else None, game_id=row.id
            ) from None
        except AlreadyVoted:
            raise ServiceError("already_voted", game_id=row.id) from None

    async def _announced(
        self,
        row: GameRow,
        result: R,
        compose: Callable[[R], dict | None] | None,
        *,
        claim: bool,
        **changes: Any,
    ) -> R:
        """Write a change whose `result` (with the game as it will be committed) may owe the
        channel a post: the announcer's payload goes into the outbox in the same transaction,
        and the result comes back with it (`post`)."""
        payload = compose(result) if compose is not None else None
        if payload is None:
            await self._write(row, **changes)
            return result
        game = result.game  # type: ignore[attr-defined]
        entry = OutboxEntry("post", f"post:{game.id}:{game.rev}", game.channel_id, payload)
        claimed = await self._write(row, outbox=[entry], claim=claim, **changes)
        return replace(result, post=Post(entry.key, payload, entry.key in claimed))

    def _compose(self, name: str) -> Callable[[Any], dict | None] | None:
        return None if self.announcer is None else getattr(self.announcer, name)

    @staticmethod
    def _after_moves(
        row: GameRow,
        after: Any,
        fields: dict[str, Any],
        results: list[tuple[int, int, bool]] | None,
        seats: Sequence[SeatRow],
    ) -> GameSnapshot:
        """The game as it will be once moves that reached `after` are committed with `fields`
        (see changes.after_moves)."""
        return replace(snapshot_after(row, fields, seats=with_results(seats, results)), state=after)
