"""Channel locks: the writes of one channel run one at a time within this process (across
processes, the game's rev guards every write)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from bot.service.models import GameSnapshot
from bot.service.repository import GameRepository


class ChannelLocks:
    def __init__(self) -> None:
        self._locks: dict[int, list] = {}  # channel_id -> [Lock, users]: gone when unused

    @asynccontextmanager
    async def channel(self, channel_id: int) -> AsyncIterator[None]:
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
    async def game(
        self, games: GameRepository, game_id: int
    ) -> AsyncIterator[GameSnapshot | None]:
        """Game `game_id` read again under its channel's lock (None if there is no such game):
        it may have changed while the lock was awaited."""
        game = await games.game(game_id)
        if game is None:
            yield None
            return
        async with self.channel(game.channel_id):
            yield await games.game(game_id)
