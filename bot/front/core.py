"""What every cog of the table shares: answering one interaction, posting in public, whom a
message may notify, and the base class of the cogs.

Every handler has one shape (after Avrae and Red-DiscordBot):

    check (guild, the bot's permissions) -> service call (commits, with its outbox entry) ->
    answer with that entry (bot.delivery: the picture from the render pool, a new public message)

Every answer goes through bot.answer, which also acknowledges any interaction still unanswered
2 seconds after Discord created it. The service commits a move together with the post it owes
the channel (the outbox), so a failed or lost answer never loses a move nor its announcement:
the player is told privately that it is saved, and the outbox sender posts it. Refusals of any
kind go to `bot.errors.handle`, which answers privately (`run`). Each interaction ends with one
structured log line (bot.logging_setup).
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot import answer, errors
from bot.errors import BotMissingPermissions, GameGone, NotInGuild, SendFailed, locale_of
from bot.logging_setup import log_command
from bot.messages import text
from bot.plain import plain_name
from bot.views import rematch_view

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend
    from bot.front.table import Table

_log = logging.getLogger(__name__)

# Permissions the bot needs in a channel to play there (C-independent): it posts messages with
# the board image. In a thread, sending needs the thread variant.
NEEDED = ("send_messages", "attach_files", "embed_links")
NEEDED_IN_THREAD = ("send_messages_in_threads", "attach_files", "embed_links")

IMAGE_NAME = "board.png"
MESSAGE_LIMIT = 2000


def display_name(user: discord.abc.User) -> str:
    return user.display_name


def escape(name: str) -> str:
    return plain_name(name)


def image(png: bytes) -> discord.File:
    return discord.File(io.BytesIO(png), filename=IMAGE_NAME)


def pinging(users: int | Iterable[int] | None) -> discord.AllowedMentions:
    """Notify exactly these users (the next player; the players of a rematch), or no one."""
    if users is None:
        ids: list[int] = []
    elif isinstance(users, int):
        ids = [users] if users else []
    else:
        ids = [u for u in users if u]
    if not ids:
        return discord.AllowedMentions.none()
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False,
        users=[discord.Object(u) for u in ids],
    )


def fit(lines: list[str], limit: int = MESSAGE_LIMIT) -> str:
    """Lines joined, cut to Discord's message limit at a line break."""
    content = "\n".join(lines)
    if len(content) <= limit:
        return content
    kept: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > limit - 2:
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(kept + ["…"])


def channel_link(game: Any) -> str:
    return f"https://discord.com/channels/{game.guild_id or '@me'}/{game.channel_id}"


# --- one interaction --------------------------------------------------------------------------


async def run(
    interaction: discord.Interaction, action: str, body: Callable[[], Awaitable[Any]],
) -> None:
    """Run one command or button press: errors answered privately, one log line."""
    started = interaction.extras.setdefault("started", time.perf_counter())
    outcome = "ok"
    try:
        if answer.too_late(interaction):  # it can no longer be answered: it changes nothing
            outcome = "too_late"
            return
        await body()
    except Exception as error:  # every refusal and failure is answered, then logged
        outcome = await errors.handle(interaction, error)
    finally:
        log_command(
            action=action, user_id=interaction.user.id if interaction.user else None,
            game_id=interaction.extras.get("game"), channel_id=interaction.channel_id,
            outcome=outcome, started=started,
        )


def require_guild(interaction: discord.Interaction) -> None:
    if interaction.guild_id is None or interaction.channel_id is None:
        raise NotInGuild()


def require_permissions(interaction: discord.Interaction) -> None:
    """The bot must be able to post the board in this channel; say what is missing."""
    require_guild(interaction)
    channel = interaction.channel
    needed = NEEDED_IN_THREAD if isinstance(channel, discord.Thread) else NEEDED
    perms = interaction.app_permissions
    if perms.administrator:
        return
    missing = [name for name in needed if not getattr(perms, name)]
    if missing:
        raise BotMissingPermissions(missing)


async def call(interaction: discord.Interaction, coro: Awaitable[Any]) -> Any:
    """Await a service call (bot.answer's guard acknowledges the interaction if it takes
    long). A change it made is committed: from here on a failure must not invite the user
    to try again (it would be a second move), so the interaction is marked."""
    result = await coro
    interaction.extras["committed"] = True
    game = getattr(result, "game", None) or result
    if isinstance(game, tuple):
        game = game[0]
    if getattr(game, "id", None) is not None:
        interaction.extras["game"] = game.id
    return result


async def send_public(
    interaction: discord.Interaction, content: str, *, png: bytes | None = None,
    view: discord.ui.View | None = None, ping: int | Iterable[int] | None = None,
) -> Any:
    """A public message answering the interaction (a lobby change, a vote): always a newly
    created message, so a mention in it notifies."""
    kwargs: dict[str, Any] = {"allowed_mentions": pinging(ping)}
    if png is not None:
        kwargs["file"] = image(png)
    if view is not None:
        kwargs["view"] = view
    try:
        return await answer.post(
            interaction, content, ack_note=text("ack.posted", locale_of(interaction)),
            **kwargs,
        )
    except discord.HTTPException as exc:
        _log.warning(
            "send failed after commit (game %s): %s", interaction.extras.get("game"), exc
        )
        raise SendFailed() from exc


# --- work outside interactions ----------------------------------------------------------------


class Background:
    """Tasks the table runs outside any interaction (computer turns, the outbox sender's
    passes): kept referenced while they run, a failure logged rather than raised, all
    cancelled when the bot closes."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task] = set()

    def spawn(self, coro: Awaitable[Any], *, name: str | None = None) -> asyncio.Task:
        """Run `coro` in the background (kept referenced; a failure is logged, not raised)."""

        async def guarded() -> None:
            try:
                await coro
            except Exception:
                _log.exception("background work failed (%s)", name)

        task = asyncio.get_running_loop().create_task(guarded(), name=name)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    async def stop(self) -> None:
        """Cancel background work still running (the bot is closing). A computer turn is
        written in one transaction, so a cancelled one is either all there or not at all."""
        tasks = list(self.tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


# --- the cogs' common ground ------------------------------------------------------------------

# A cog's subcommands of a game's group: each one's callback (its options in its signature), by
# the subcommand's name.
Subcommands = dict[str, Callable[..., Awaitable[None]]]


class TableCog(commands.Cog):
    """A cog of the table: it holds the table it belongs to (what a game's frontend is handed),
    the bot (its service, settings and clock) and every game's frontend, keyed by the stored
    game kind."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.bot = table.bot
        self.frontends: dict[str, GameFrontend] = table.frontends

    @property
    def service(self) -> Any:
        return self.bot.service  # opened in the bot's setup_hook, after the cogs are built

    def frontend(self, game: Any) -> GameFrontend:
        return self.frontends[game.kind]

    def subcommands(self, frontend: GameFrontend) -> Subcommands:
        """Its subcommands of `/<game>`: each one's callback by its name (bot.front.game_group
        makes them commands, with their descriptions). None by default."""
        return {}

    def view_for(self, game: Any, locale: str) -> discord.ui.View | None:
        """The buttons under a message showing `game`: the turn's, or Rematch once finished."""
        if game.status == "finished":
            return rematch_view(game.id, locale=locale)
        return self.frontend(game).turn_view(game, locale)

    async def game_of_button(self, interaction: discord.Interaction, game_id: int) -> Any:
        """The game a button belongs to, if it is still this channel's open game."""
        game = await self.service.get(interaction.channel_id)
        if game is None or game.id != game_id:
            raise GameGone()
        interaction.extras["game"] = game.id
        return game
