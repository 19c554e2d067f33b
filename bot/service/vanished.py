"""Games whose place on Discord is gone: their channel or thread was deleted, or the bot left (or
was removed from) their server. Their open games (lobby or active) are abandoned, so the turn clock
no longer plays them into a channel that is not there, and they never count as results: only
finished games do (standings, leaderboard, stats)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.service.changes import end_fields
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, Stale
from bot.service.repository import GameRepository
from bot.store import OPEN_STATUSES, Change

# The end_reason of a game abandoned because its channel or thread was deleted (a thread is a
# channel of its own), and because the bot is no longer in its server.
CHANNEL_GONE = "channel_gone"
BOT_REMOVED = "bot_removed"
VANISHED_REASONS = (CHANNEL_GONE, BOT_REMOVED)

# A game that another process keeps changing while it is being abandoned is read again this many
# times before giving up (each try is one guarded write; a stale one wrote nothing).
STALE_RETRIES = 5


class VanishedChannels:
    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def abandon_channel(self, channel_id: int, reason: str = CHANNEL_GONE) -> list[int]:
        """Abandon the open game of a deleted channel or thread. Returns the ids of the games this
        call ended: none if there was none, or it had ended already (here or in another
        process that got the same event)."""
        return await self.abandon_channels((channel_id,), reason)

    async def abandon_channels(
        self, channel_ids: Iterable[int], reason: str = CHANNEL_GONE
    ) -> list[int]:
        """`abandon_channel` for several channels at once (a channel and its threads)."""
        return await self._abandon_all(await self.games.open_games_in(channel_ids), reason)

    async def abandon_guild(self, guild_id: int, reason: str = BOT_REMOVED) -> list[int]:
        """Abandon every open game of a server the bot is no longer in. Returns the ids of the
        games this call ended."""
        return await self._abandon_all(await self.games.open_games_of_guild(guild_id), reason)

    async def open_games_of_guild(self, guild_id: int) -> list[GameSnapshot]:
        """The lobbies and active games of a server, in any channel or thread."""
        return await self.games.open_games_of_guild(guild_id)

    async def _abandon_all(self, games: Iterable[GameSnapshot], reason: str) -> list[int]:
        return [game.id for game in games if await self._abandon_vanished(game.id, reason)]

    async def _abandon_vanished(self, game_id: int, reason: str) -> bool:
        """End one game as abandoned for `reason`, by no one (ended_by stays empty): one
        transaction guarded by the game's rev. False if it is not open any more."""
        for attempt in range(STALE_RETRIES):
            async with self.locks.game(self.games, game_id) as game:
                if game is None or game.status not in OPEN_STATUSES:
                    return False
                change = Change(game.id, game.rev).set(
                    **end_fields(self.games.clock(), reason, None)
                )
                try:
                    await self.games.commit(game, change)
                except Stale:
                    # another process changed it meanwhile (a move, or the same abandoning):
                    # read it again and see
                    if attempt == STALE_RETRIES - 1:
                        raise
                    continue
                return True
        return False
