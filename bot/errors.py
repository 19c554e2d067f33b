"""The one place that turns a refusal or a failure into a private reply.

Service refusals (ServiceError), rule refusals (engine.RuleError), bad input (BadInput), the bot's
missing channel permissions and anything unexpected all come here, from the command tree's
`on_error` and from button callbacks alike. The reply is ephemeral, from the message catalog in
the user's language, and uses `response.send_message` or `followup.send` depending on whether the
interaction was already answered.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import answer
from bot.games import FIRST_KIND
from bot.messages import text
from bot.plain import clip
from bot.refusals import REFUSALS, needs_game, refusal

_log = logging.getLogger(__name__)


class BotMissingPermissions(Exception):
    """The bot lacks channel permissions it needs to play here (names of discord.Permissions)."""

    def __init__(self, missing: list[str]) -> None:
        self.missing = missing
        super().__init__(", ".join(missing))


class GameGone(Exception):
    """A button of a game that is no longer this channel's game."""


class NotInGuild(Exception):
    """A game command used outside a server channel."""


class SendFailed(Exception):
    """The change is committed, but Discord refused the message that shows it."""


def locale_of(interaction: discord.Interaction) -> str:
    return str(interaction.locale) if interaction.locale else "en"


def command_kind(interaction: discord.Interaction) -> str:
    """The game whose command this is (its group, or one of its moves: bot.front.install); for
    a button, which names no game, the first game."""
    command = interaction.command
    while command is not None:
        if kind := command.extras.get("kind"):
            return kind
        command = getattr(command, "parent", None)
    return FIRST_KIND


def unwrap(error: BaseException) -> BaseException:
    """The domain error inside discord.py's wrappers (CommandInvokeError, TransformerError)."""
    while isinstance(error, (app_commands.CommandInvokeError, app_commands.TransformerError)):
        cause = error.__cause__ or getattr(error, "original", None)
        if cause is None:
            break
        error = cause
    return error


async def _game(interaction: discord.Interaction) -> Any:
    service = getattr(interaction.client, "service", None)
    if service is None or interaction.channel_id is None:
        return None
    try:
        return await service.get(interaction.channel_id)
    except Exception:  # naming a player is a nicety; never fail the reply for it
        _log.exception("could not load the game to word a refusal")
        return None


async def describe(interaction: discord.Interaction, error: BaseException) -> tuple[str, str]:
    """(outcome code for the log, the text to show) for an error."""
    locale = locale_of(interaction)
    kind = command_kind(interaction)
    error = unwrap(error)
    if isinstance(error, BotMissingPermissions):
        names = [text(f"perm.{p}", locale) for p in error.missing]
        return "missing_permissions", text("error.missing_permissions", locale, missing=names)
    if isinstance(error, GameGone):
        return "game_gone", text("error.game_gone", locale)
    if isinstance(error, NotInGuild):
        return "not_here", text("error.not_here", locale)
    if isinstance(error, SendFailed):
        return "send_failed", text("error.send_failed", locale, kind=kind)
    if isinstance(error, REFUSALS):
        game = await _game(interaction) if needs_game(error) else None
        reader = interaction.user.id if game is not None else None
        return refusal(error, locale, game, reader, kind=kind)
    if isinstance(error, app_commands.NoPrivateMessage):
        return "not_here", text("error.not_here", locale)
    if isinstance(error, (app_commands.CommandSignatureMismatch, app_commands.CommandNotFound)):
        # the client's command list is older than the bot's (just after an update)
        return "outdated", text("error.outdated", locale)
    if interaction.extras.get("committed"):
        # The change is saved and its post is in the outbox: trying again would make a second
        # move, so the player is told it is saved instead.
        _log.error("error after a committed change", exc_info=error)
        return "internal_after_commit", text("error.send_failed", locale, kind=kind)
    _log.error("unexpected error in an interaction", exc_info=error)
    return "internal", text("error.internal", locale, kind=kind)


async def reply_privately(interaction: discord.Interaction, content: str) -> None:
    """An ephemeral answer: the first response if none was sent yet, else a private followup
    (never the public message of a deferred "thinking": see bot.answer)."""
    if interaction.type == discord.InteractionType.autocomplete:
        return
    content = clip(content)  # Discord refuses longer content: the answer would be lost
    try:
        await answer.private(interaction, content)
    except discord.HTTPException:
        _log.warning("could not deliver a refusal", exc_info=True)


async def handle(interaction: discord.Interaction, error: BaseException) -> str:
    """Reply to `error` privately and return the outcome code for the command log."""
    outcome, content = await describe(interaction, error)
    await reply_privately(interaction, content)
    return outcome
