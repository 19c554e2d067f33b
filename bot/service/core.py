"""The base every part of GameService builds on: the channel locks, loading a game, the guarded
write, committing moves, and the plain reads."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

from bot.games import GameRules, get_rules
from bot.service.dice import new_seed
from bot.service.models import GameSnapshot, MoveRecord, ServiceError
from bot.service.seating import with_results
from bot.service.snapshots import move_record, snapshot_after, snapshot_of
from bot.store import AlreadyVoted, GameRow, MoveRow, SeatRow, StaleWrite, Store


class ServiceCore:
    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[int], bytes] = os.urandom,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._seed_source = seed_source
        self._clock = clock
        self._locks: dict[int, list] = {}  # channel_id -> [Lock, users]
        # Notify preferences read so far (user_id -> mode), kept by Records.get_notify and
        # updated by set_notify in this process. A change made by another process on the same
        # file is seen only once this process restarts: acceptable for a notify preference.
        self._notify_modes: dict[int, str] = {}
        self._notify_sets = 0  # set_notify calls so far: a read that overlapped one is not kept
        # channel_id -> (the open game's row as this process's last move there committed it, its
        # turn, the events of that turn so far): the next move in the channel starts from it
        # instead of reading the store (Turns.act). Any other write of the game drops it first
        # (_write). Another process's change is not seen here; the rev check of the write still
        # refuses a move built on an old row (stale), and any refusal drops the entry, so the
        # next try reads the store again.
        self._tables: dict[int, tuple[GameRow, int, tuple[Any, ...]]] = {}

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

    async def _write(self, row: GameRow, **changes: Any) -> None:
        self._tables.pop(row.channel_id, None)  # whatever happens, the store is read next time
        try:
            await self.store.write(row.id, row.rev, **changes)
        except StaleWrite:
            now = await self.store.game(row.id)
            raise ServiceError(
                "stale", rev=row.rev, current=now.rev if now else None, game_id=row.id
            ) from None
        except AlreadyVoted:
            raise ServiceError("already_voted", game_id=row.id) from None

    async def _commit_moves(
        self,
        row: GameRow,
        after: Any,
        *,
        moves: Sequence[MoveRow],
        fields: dict[str, Any],
        results: list[tuple[int, int, bool]] | None,
        seats: Sequence[SeatRow],
        seat_fields: dict[int, dict[str, Any]],
        drop_votes: list[str],
    ) -> GameSnapshot:
        """Write moves that reached the state `after` with the game's new `fields` (see
        changes.after_moves) in one transaction; the game as committed."""
        await self._write(
            row, fields=fields, moves=moves, results=results, seat_fields=seat_fields,
            drop_votes=drop_votes,
        )
        return replace(snapshot_after(row, fields, seats=with_results(seats, results)), state=after)
