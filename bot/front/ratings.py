"""Ratings on Discord: `/<game> leaderboard` and `/<game> stats` as pictures (with their text
form for screen readers), the `rated` option of `/<game> new` and its line in the lobby, the
rating changes in a rated game's final post, the ratings' part of `/<game> help`, and the games
played before ratings rated once the bot sees their channels.

Privacy: a game is rated only if everyone on its server could see its channel when it was
opened, so the leaderboard and the ratings tell nobody of a game in a channel they cannot see.
The lists of games and opponents in the stats still show only games in channels the reader can
see now (bot.front.access), unless the reader asks about themselves.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot import answer, errors, render_pool
from bot.announce import fit
from bot.errors import locale_of
from bot.front.access import readable_games
from bot.front.core import image, require_guild
from bot.messages import language_of, text
from bot.plain import plain_name
from bot.ratings import sheets, standings
from bot.ratings.rebuild import rate_past_games
from render.standings import render_leaderboard, render_stats

_log = logging.getLogger(__name__)


def public_channel(channel: Any) -> bool:
    """Whether everyone on the server (its @everyone role) can see `channel`: for a thread, its
    parent; a private thread never."""
    guild = getattr(channel, "guild", None)
    if guild is None:
        return False
    if isinstance(channel, discord.Thread):
        if channel.type is discord.ChannelType.private_thread:
            return False
        channel = channel.parent
        if channel is None:
            return False
    try:
        return channel.permissions_for(guild.default_role).view_channel
    except (AttributeError, TypeError):  # a partial channel: its permissions are not known
        return False


def rated_here(interaction: discord.Interaction, wanted: bool = True) -> bool:
    """A game opened by this interaction is rated if asked (`wanted`) and its channel is one
    everyone on the server sees."""
    return wanted and public_channel(interaction.channel)


def lobby_line(bot: Any, game: Any, locale: str) -> str:
    """The lobby's word on ratings: rated, not with a computer seated, not rated by choice, or
    not in a private channel."""
    if game.rated:
        if any(s.computer_level for s in game.seats):  # like lichess's games against the computer
            return text("ratings.lobby.computer", locale)
        return text("ratings.lobby.rated", locale)
    channel = bot.get_channel(game.channel_id)
    if channel is not None and not public_channel(channel):
        return text("ratings.lobby.private", locale)
    return text("ratings.lobby.unrated", locale)


def game_names(cog: Any, language: str) -> dict[str, str]:
    return {kind: text(f.name_id, language) for kind, f in cog.frontends.items()}


async def changes_line(store: Any, game_id: int, locale: str | None) -> str:
    """The rating changes a rated game's final post ends with ("" if none were stored)."""
    rows = await standings.game_changes(store, game_id)
    return sheets.changes_text(rows, language_of(locale or "en"))


async def leaderboard(cog: Any, interaction: discord.Interaction, kind: str) -> None:
    """The server's strongest players of one game, as a picture with its text form."""
    require_guild(interaction)
    language = language_of(locale_of(interaction))
    game = text(cog.frontends[kind].name_id, language)
    board = await standings.leaderboard(cog.service.store, interaction.guild_id, kind,
                                        reader_id=interaction.user.id)
    if not board.top:
        await errors.reply_privately(interaction, text("ratings.leaderboard.none", language,
                                                       game=game))
        return
    await answer.defer_private(interaction)
    png = await render_pool.drawn(
        render_leaderboard, sheets.leaderboard_sheet(board, game, language, interaction.user.id))
    await answer.private(interaction, fit(sheets.leaderboard_text(board, game, language)),
                         file=image(png))


async def stats(cog: Any, interaction: discord.Interaction, user: Any, kind: str) -> None:
    """One player's ratings on the server, as a picture with its text form."""
    require_guild(interaction)
    language = language_of(locale_of(interaction))
    user = user or interaction.user
    store = cog.service.store
    visible = None
    if user.id != interaction.user.id:
        # the one rule of every view of several games (bot.front.access)
        channels = await standings.rated_channels(store, interaction.guild_id, user.id)
        visible = set((await readable_games(interaction, channels)).channel_ids)
    found = await standings.player_stats(store, interaction.guild_id, user.id, kind,
                                         visible=visible)
    if found is None:
        await errors.reply_privately(interaction, text(
            "ratings.stats.none", language, name=f"**{plain_name(user.display_name)}**"))
        return
    await answer.defer_private(interaction)
    names = game_names(cog, language)
    png = await render_pool.drawn(render_stats, sheets.stats_sheet(found, names, language))
    await answer.private(interaction, fit(sheets.stats_text(found, names, language)),
                         file=image(png))


async def help_text(interaction: discord.Interaction, help_id: str, kind: str) -> None:
    """A game's help, then the ratings' part: long texts, each an embed."""
    locale = locale_of(interaction)
    await answer.private(interaction, None, embed=answer.long_text(text(help_id, locale)))
    await answer.private(interaction, None,
                         embed=answer.long_text(text("ratings.help", locale, kind=kind)))


def watch_past_games(bot: Any) -> None:
    """Once the bot is ready (its servers' channels known), rate the games played before ratings
    existed whose channel everyone on their server sees."""

    def public(guild_id: int, channel_id: int) -> bool | None:
        guild = bot.get_guild(guild_id)
        if guild is None:
            return None  # a server this process does not serve (another shard's)
        channel = guild.get_channel_or_thread(channel_id)
        return channel is not None and public_channel(channel)

    async def on_ready() -> None:
        # the running rating, for whoever must know it is done (a test, a shutdown)
        bot.rating_past_games = asyncio.current_task()
        if bot.service is None:
            return
        try:
            report = await rate_past_games(bot.service.store, public)
        except Exception:  # the ratings can be rebuilt later; the bot plays on
            _log.exception("could not rate the games played before ratings")
            return
        if report is not None:
            _log.info("rated %d games played before ratings", len(report.added))

    bot.add_listener(on_ready, "on_ready")
