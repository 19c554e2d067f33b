"""When the place of a game vanishes from Discord, its open games are abandoned (bot.service.
vanished): a deleted channel, a deleted thread, a server the bot left or was removed from. Left
open, the turn clock would play them on by computer and post into nothing, and their players
could not end them.

discord.py tells of each: `on_guild_channel_delete` (a cached channel; its cached threads
follow as `on_raw_thread_delete`, which also comes for threads not in the cache), and
`on_guild_remove` (the bot left or was kicked, or the server was deleted; not a server that is
only unavailable for a while). Discord sends nothing for a deleted channel's archived threads,
which the cache no longer holds: after a channel is deleted, the server's open games in channels
the cache does not know are looked up, and those Discord answers "Unknown Channel" for are
abandoned too.

Each game is ended in one guarded write, and only if it is still open, so the same event seen
twice (or by two processes on one database) ends it once.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.service import CHANNEL_GONE

_log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003  # Discord's error code for a channel that does not exist


class VanishedWatch:
    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def register(self) -> None:
        for listener in (self.on_guild_channel_delete, self.on_raw_thread_delete,
                         self.on_guild_remove):
            self.bot.add_listener(listener)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._abandon(f"channel {channel.id}", lambda s: s.abandon_channel(channel.id))
        await self.sweep(channel.guild)

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._abandon(
            f"thread {payload.thread_id}", lambda s: s.abandon_channel(payload.thread_id)
        )

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self._abandon(f"server {guild.id}", lambda s: s.abandon_guild(guild.id))

    async def sweep(self, guild: discord.Guild) -> None:
        """Abandon the server's open games whose channel the cache does not hold and Discord
        says does not exist (e.g. an archived thread of a channel just deleted)."""
        service = self.bot.service
        if service is None:
            return
        try:
            games = await service.open_games_of_guild(guild.id)
        except Exception:
            _log.exception("could not look for the open games of server %s", guild.id)
            return
        for game in games:
            if guild.get_channel_or_thread(game.channel_id) is not None:
                continue
            try:
                await guild.fetch_channel(game.channel_id)
                continue  # still there (an archived thread)
            except discord.NotFound as exc:
                if exc.code != UNKNOWN_CHANNEL:
                    continue
            except (discord.HTTPException, discord.InvalidData):
                continue  # hidden from the bot, or Discord failed: not known to be gone
            await self._abandon(
                f"channel {game.channel_id}",
                lambda s, gone=game.channel_id: s.abandon_channel(gone, CHANNEL_GONE),
            )

    async def _abandon(
        self, what: str, call: Callable[[Any], Awaitable[list[int]]]
    ) -> list[int]:
        service = self.bot.service
        if service is None:  # not started yet, or closing: nothing to write to
            return []
        try:
            ended = await call(service)
        except Exception:
            _log.exception("could not abandon the games of %s", what)
            return []
        if ended:
            _log.info("%s is gone: game(s) %s abandoned", what, ", ".join(map(str, ended)))
        return ended


def watch_vanished(bot: Any) -> VanishedWatch:
    """Abandon games whose channel, thread or server is gone (listeners added to `bot`)."""
    watch = VanishedWatch(bot)
    watch.register()
    return watch
