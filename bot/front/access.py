"""Who may read what was played where: a game's move log (/columbiz history by number) shows
everything said and done in its channel, so only someone who can see that channel may have it.

The rule: a person seated in the game always may (it is their own game, even if they lost access
to its channel since, or it was deleted). Anyone else must be able to view the channel now: for a
thread, its parent channel; for a private thread, moreover, they need Manage Threads (the bot
does not know a private thread's other members without the members intent). A channel that no
longer exists, or that the bot cannot find, is for the players only.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

_log = logging.getLogger(__name__)


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
