"""Who may read what was played where. A game's move log shows everything said and done in its
channel, and its players and scores are as private as that channel: every view of a game, its
players or its scores (history and replay by number: `can_see_game`; standings, leaderboard,
stats, and any view of several games: `readable_games`) follows one rule.

The rule: a person seated in the game always may (it is their own game, even if they lost access
to its channel since, or it was deleted). Anyone else must be able to view the channel now: for a
thread, its parent channel; for a private thread, moreover, they need Manage Threads (the bot
does not know a private thread's other members without the members intent). A channel that no
longer exists, or that the bot cannot find, is for the players only.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Iterable
from typing import Any

import discord

from bot.service import Readable

_log = logging.getLogger(__name__)

# Channels a view of several games may look up at Discord in one go (those not in the bot's
# cache: archived threads, deleted channels); the others count as unseen until a later view
# has looked them up. A thread keeps its channel and kind, and a deleted channel stays deleted,
# so each is looked up once per process.
LOOKUPS_PER_VIEW = 10
LOOKUPS_KEPT = 10_000
_looked_up: weakref.WeakKeyDictionary[Any, dict[int, Any]] = weakref.WeakKeyDictionary()


def is_player(game: Any, user_id: int) -> bool:
    return any(s.user_id == user_id and not s.computer_level for s in game.seats)


async def find_channel(guild: discord.Guild, channel_id: int) -> Any:
    """The channel or thread from the bot's cache; an archived thread (the cache drops those)
    is fetched. None if it is gone or the bot may not see it."""
    channel = guild.get_channel_or_thread(channel_id)
    if channel is not None:
        return channel
    try:
        channel = await guild.fetch_channel(channel_id)
    except (discord.HTTPException, discord.InvalidData) as exc:  # deleted, hidden, elsewhere
        _log.info("channel %s not found for a visibility check (%s)", channel_id,
                  getattr(exc, "code", exc))
        return None
    return channel


def may_view(channel: Any, member: discord.Member) -> bool:
    """Whether `member` (not a player of the game) can see `channel` now."""
    if isinstance(channel, discord.Thread):
        parent = channel.parent
        if parent is None:
            return False
        perms = parent.permissions_for(member)
        if not perms.view_channel:
            return False
        if channel.type is discord.ChannelType.private_thread:
            return perms.manage_threads
        return True
    return channel.permissions_for(member).view_channel


async def can_see_game(interaction: discord.Interaction, game: Any) -> bool:
    """Whether the person behind `interaction` may read `game`'s log (see the module's rule)."""
    user = interaction.user
    if is_player(game, user.id):
        return True
    guild = interaction.guild or interaction.client.get_guild(game.guild_id or 0)
    if guild is None or not isinstance(user, discord.Member):
        return False
    channel = await find_channel(guild, game.channel_id)
    return channel is not None and may_view(channel, user)


async def readable_games(interaction: discord.Interaction,
                         channel_ids: Iterable[int] | None = None) -> Readable:
    """Which of this server's games the person behind `interaction` may see, by the module's
    rule: those of the channels among `channel_ids` (default: every channel of the server that
    had a game) they can view now, the channel they ask from, and the games they played in.
    The one filter for every view of several games: pass it to the service as `reader`."""
    user = interaction.user
    seen: set[int] = set()
    if interaction.channel_id is not None:
        seen.add(interaction.channel_id)  # they are looking at it
    guild = interaction.guild
    if guild is not None and isinstance(user, discord.Member):
        if channel_ids is None:
            channel_ids = await interaction.client.service.game_channels(guild.id)
        known = _looked_up.setdefault(interaction.client, {})
        missing = []
        for channel_id in set(channel_ids) - seen:
            channel = guild.get_channel_or_thread(channel_id) or known.get(channel_id)
            if channel is not None:
                if may_view(channel, user):
                    seen.add(channel_id)
            elif channel_id not in known:
                missing.append(channel_id)
        if len(missing) > LOOKUPS_PER_VIEW:
            _log.info("%d channels of past games not looked up yet: unseen for now",
                      len(missing) - LOOKUPS_PER_VIEW)
        looked = await asyncio.gather(*(_look_up(guild, c) for c in missing[:LOOKUPS_PER_VIEW]))
        for channel_id, (channel, final) in zip(missing, looked, strict=False):
            if final:
                if len(known) >= LOOKUPS_KEPT:
                    known.clear()
                known[channel_id] = channel
            if channel is not None and may_view(channel, user):
                seen.add(channel_id)
    return Readable(user.id, frozenset(seen))


async def _look_up(guild: discord.Guild, channel_id: int) -> tuple[Any, bool]:
    """(the channel or None, whether that answer holds for good: a thread found, a channel
    Discord says does not exist)."""
    try:
        channel = await guild.fetch_channel(channel_id)
    except discord.NotFound:
        return None, True
    except (discord.HTTPException, discord.InvalidData) as exc:  # hidden, elsewhere, a hiccup
        _log.info("channel %s not looked up for a visibility check (%s)", channel_id,
                  getattr(exc, "code", exc))
        return None, False
    return channel, isinstance(channel, discord.Thread)
