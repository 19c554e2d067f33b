"""The shared machinery of every game on Discord: lobby, moves, looking, abandoning, buttons.

Every handler has one shape (after Avrae and Red-DiscordBot):

    check (guild, the bot's permissions) -> service call (commits) -> defer -> render in a
    thread -> send

The service commits before anything is sent, so a failed send never loses a move: the player is
told, and `/<game> board` shows the move. Refusals of any kind go to `bot.errors.handle`, which
answers privately. Each interaction ends with one structured log line (bot.logging_setup).
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import MISSING

from bot import errors
from bot.errors import BotMissingPermissions, GameGone, NotInGuild, SendFailed, locale_of
from bot.logging_setup import log_command
from bot.messages import text
from bot.service import ServiceError
from bot.views import lobby_view

if TYPE_CHECKING:
    from bot.cogs.frontend import GameFrontend

_log = logging.getLogger(__name__)

# Permissions the bot needs in a channel to play there (C-independent): it posts messages with
# the board image. In a thread, sending needs the thread variant.
NEEDED = ("send_messages", "attach_files", "embed_links")
NEEDED_IN_THREAD = ("send_messages_in_threads", "attach_files", "embed_links")

# The service normally answers in milliseconds. If it is still busy after this long (a locked
# database, a long queue in one channel), the interaction is acknowledged privately first so the
# 3-second deadline is never missed.
SLOW_CALL_SECONDS = 2.0

IMAGE_NAME = "board.png"


def display_name(user: discord.abc.User) -> str:
    return user.display_name


def escape(name: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def image(png: bytes) -> discord.File:
    return discord.File(io.BytesIO(png), filename=IMAGE_NAME)


def pinging(user_id: int | None) -> discord.AllowedMentions:
    """Notify exactly this user (the next player), or no one."""
    if not user_id:
        return discord.AllowedMentions.none()
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(user_id)]
    )


class Table:
    def __init__(self, bot: Any, frontends: dict[str, GameFrontend]) -> None:
        self.bot = bot
        self.frontends = frontends
        # game id -> (channel id, message id) of its lobby message, to keep the seat list current
        # after /join. Edited through the channel, not the interaction (whose token lasts 15
        # minutes). Lost on restart, which only means that message is not refreshed.
        self._lobby_messages: dict[int, tuple[int, int]] = {}

    @property
    def service(self) -> Any:
        return self.bot.service

    # --- the common shape ---------------------------------------------------------------------

    async def run(
        self, interaction: discord.Interaction, action: str,
        body: Callable[[], Awaitable[Any]],
    ) -> None:
        """Run one command or button press: errors answered privately, one log line."""
        started = interaction.extras.setdefault("started", time.perf_counter())
        outcome = "ok"
        try:
            await body()
        except Exception as error:  # every refusal and failure is answered, then logged
            outcome = await errors.handle(interaction, error)
        finally:
            log_command(
                action=action, user_id=interaction.user.id if interaction.user else None,
                game_id=interaction.extras.get("game"), channel_id=interaction.channel_id,
                outcome=outcome, started=started,
            )

    def require_guild(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise NotInGuild()

    def require_permissions(self, interaction: discord.Interaction) -> None:
        """The bot must be able to post the board in this channel; say what is missing."""
        self.require_guild(interaction)
        channel = interaction.channel
        needed = NEEDED_IN_THREAD if isinstance(channel, discord.Thread) else NEEDED
        perms = interaction.app_permissions
        if perms.administrator:
            return
        missing = [name for name in needed if not getattr(perms, name)]
        if missing:
            raise BotMissingPermissions(missing)

    async def call(
        self, interaction: discord.Interaction, coro: Awaitable[Any], *, update: bool = False
    ) -> Any:
        """Await a service call; if it is slow, acknowledge first so the interaction stays alive.

        `update` (buttons that edit their own message) acknowledges with a deferred update,
        otherwise privately with "thinking", so a refusal still reaches only the player.
        """
        task = asyncio.ensure_future(coro)
        done, _ = await asyncio.wait({task}, timeout=SLOW_CALL_SECONDS)
        if not done and not interaction.response.is_done():
            if update:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
                interaction.extras["private_defer"] = True
        result = await task
        game = getattr(result, "game", None) or result
        if isinstance(game, tuple):
            game = game[0]
        if getattr(game, "id", None) is not None:
            interaction.extras["game"] = game.id
        return result

    async def defer_public(self, interaction: discord.Interaction) -> None:
        if not interaction.response.is_done():
            await interaction.response.defer(thinking=True)

    async def send_public(
        self, interaction: discord.Interaction, content: str, *, png: bytes | None = None,
        view: discord.ui.View | None = None, ping: int | None = None,
    ) -> Any:
        """The public message after a committed change. After a private acknowledgement (slow
        service), that acknowledgement is closed and the message goes out as a new followup."""
        kwargs: dict[str, Any] = {"allowed_mentions": pinging(ping)}
        if png is not None:
            kwargs["file"] = image(png)
        if view is not None:
            kwargs["view"] = view
        try:
            if interaction.extras.get("private_defer"):
                await interaction.edit_original_response(
                    content=text("ack.posted", locale_of(interaction))
                )
                return await interaction.followup.send(content, wait=True, **kwargs)
            if not interaction.response.is_done():
                await interaction.response.send_message(content, **kwargs)
                return await interaction.original_response()
            return await interaction.followup.send(content, wait=True, **kwargs)
        except discord.HTTPException as exc:
            _log.warning(
                "send failed after commit (game %s): %s", interaction.extras.get("game"), exc
            )
            raise SendFailed() from exc

    def frontend(self, game: Any) -> GameFrontend:
        return self.frontends[game.kind]

    # --- moves ----------------------------------------------------------------------------------

    async def post_move(self, interaction: discord.Interaction, result: Any) -> None:
        """After a committed move: defer, draw the board off the event loop, post the words and
        the image, notify only the next player."""
        await self.defer_public(interaction)
        frontend = self.frontend(result.game)
        locale = locale_of(interaction)
        png = await asyncio.to_thread(
            frontend.render_move, result.game, tuple(result.events), tuple(result.turn_events)
        )
        content, ping = frontend.describe_move(result, locale)
        view = frontend.turn_view(result.game, locale)
        await self.send_public(interaction, content, png=png, view=view, ping=ping)

    async def update_move(self, interaction: discord.Interaction, result: Any) -> None:
        """A button that changes its own message (e.g. a kept die): edit it in place."""
        if not interaction.response.is_done():
            await interaction.response.defer()
        frontend = self.frontend(result.game)
        locale = locale_of(interaction)
        png = await asyncio.to_thread(
            frontend.render_move, result.game, tuple(result.events), tuple(result.turn_events)
        )
        content, _ = frontend.describe_move(result, locale)
        view = frontend.turn_view(result.game, locale)
        try:
            await interaction.edit_original_response(
                content=content, attachments=[image(png)], view=view,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            raise SendFailed() from exc

    # --- lobby --------------------------------------------------------------------------------

    def lobby_text(self, game: Any, locale: str) -> str:
        frontend = self.frontend(game)
        creator = next((s for s in game.seats if s.user_id == game.creator_id), None)
        return text(
            "lobby.text", locale,
            creator=escape(creator.name if creator else "?"),
            game_id=game.id,
            seats=game.seats_wanted,
            count=len(game.seats),
            players=[f"<@{s.user_id}>" if not s.ai_level else f"**{escape(s.name)}**"
                     for s in sorted(game.seats, key=lambda s: s.seat)],
            options=frontend.options_text(game.options, game.seats_wanted, locale),
        )

    async def open_lobby(
        self, interaction: discord.Interaction, kind: str, *, seats: int,
        options: dict[str, Any],
    ) -> None:
        self.require_permissions(interaction)
        game = await self.call(
            interaction,
            self.service.new_game(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                creator_id=interaction.user.id, creator_name=display_name(interaction.user),
                seats=seats, options=options,
                turn_seconds=self.bot.settings.default_turn_seconds, kind=kind,
            ),
        )
        locale = locale_of(interaction)
        message = await self.send_public(
            interaction, self.lobby_text(game, locale), view=lobby_view(game.id, locale=locale)
        )
        if message is not None:
            self._lobby_messages[game.id] = (game.channel_id, message.id)

    async def join(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        game, start = await self.call(
            interaction,
            self.service.join(
                interaction.channel_id, interaction.user.id, display_name(interaction.user)
            ),
        )
        locale = locale_of(interaction)
        await self._refresh_lobby(game, locale, final=start is not None)
        joined = text("lobby.joined", locale, who=f"<@{interaction.user.id}>",
                      count=len(game.seats), seats=game.seats_wanted)
        if start is None:
            await self.send_public(interaction, joined)
        else:
            await self.post_start(interaction, start, prefix=joined)

    async def leave(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        game = await self.call(
            interaction, self.service.leave(interaction.channel_id, interaction.user.id)
        )
        locale = locale_of(interaction)
        await self._refresh_lobby(game, locale, final=game.status != "lobby")
        if game.status == "lobby":
            content = text("lobby.left", locale, who=f"<@{interaction.user.id}>",
                           count=len(game.seats), seats=game.seats_wanted)
        else:
            content = text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
        await self.send_public(interaction, content)

    async def start(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        start = await self.call(
            interaction, self.service.start(interaction.channel_id, interaction.user.id)
        )
        await self._refresh_lobby(start.game, locale_of(interaction), final=True)
        await self.post_start(interaction, start)

    async def post_start(self, interaction: discord.Interaction, start: Any, *,
                         prefix: str | None = None) -> None:
        await self.defer_public(interaction)
        game = start.game
        frontend = self.frontend(game)
        locale = locale_of(interaction)
        png = await asyncio.to_thread(frontend.render_board, game)
        content, ping = frontend.describe_start(start, locale)
        if prefix:
            content = f"{prefix}\n{content}"
        await self.send_public(
            interaction, content, png=png, view=frontend.turn_view(game, locale), ping=ping
        )

    async def _refresh_lobby(self, game: Any, locale: str, *, final: bool) -> None:
        """Best effort: bring the lobby message's seat list up to date (buttons off once the
        lobby is over). A failure here changes nothing for the game."""
        where = self._lobby_messages.get(game.id)
        if where is None:
            return
        if final:
            self._lobby_messages.pop(game.id, None)
        channel = self.bot.get_partial_messageable(where[0], guild_id=game.guild_id)
        try:
            await channel.get_partial_message(where[1]).edit(
                content=self.lobby_text(game, locale),
                view=None if final else lobby_view(game.id, locale=locale),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            _log.info("could not refresh the lobby message of game %s", game.id)

    async def lobby_button(
        self, interaction: discord.Interaction, action: str, game_id: int
    ) -> None:
        async def body() -> None:
            self.require_permissions(interaction)
            await self._game_of_button(interaction, game_id)
            locale = locale_of(interaction)
            if action == "join":
                game, start = await self.call(
                    interaction,
                    self.service.join(interaction.channel_id, interaction.user.id,
                                      display_name(interaction.user)),
                    update=True,
                )
            elif action == "leave":
                game = await self.call(
                    interaction,
                    self.service.leave(interaction.channel_id, interaction.user.id),
                    update=True,
                )
                start = None
            else:
                start = await self.call(
                    interaction,
                    self.service.start(interaction.channel_id, interaction.user.id),
                    update=True,
                )
                game = start.game
            over = game.status != "lobby"
            content = self.lobby_text(game, locale)
            if game.status == "abandoned":
                content += "\n" + text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
            view = None if over else lobby_view(game.id, locale=locale)
            if over:
                self._lobby_messages.pop(game.id, None)
            if interaction.response.is_done():
                await interaction.edit_original_response(
                    content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
                )
            else:
                await interaction.response.edit_message(
                    content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
                )
            if start is not None:
                await self.post_start(interaction, start)

        await self.run(interaction, f"lobby.{action}", body)

    async def _game_of_button(self, interaction: discord.Interaction, game_id: int) -> Any:
        """The game a button belongs to, if it is still this channel's open game."""
        game = await self.service.get(interaction.channel_id)
        if game is None or game.id != game_id:
            raise GameGone()
        interaction.extras["game"] = game.id
        return game

    async def game_button(
        self, interaction: discord.Interaction, name: str, game_id: int, rev: int, **data: Any
    ) -> None:
        async def body() -> None:
            self.require_permissions(interaction)
            game = await self._game_of_button(interaction, game_id)
            await self.frontend(game).on_button(self, interaction, name, game, rev, **data)

        await self.run(interaction, name, body)

    # --- looking ------------------------------------------------------------------------------

    async def current_game(self, interaction: discord.Interaction) -> Any:
        self.require_guild(interaction)
        game = await self.service.get(interaction.channel_id)
        if game is None:
            raise ServiceError("no_game")
        interaction.extras["game"] = game.id
        return game

    async def board(self, interaction: discord.Interaction) -> None:
        game = await self.current_game(interaction)
        locale = locale_of(interaction)
        if game.state is None:
            await interaction.response.send_message(
                text("board.lobby", locale) + "\n\n" + self.lobby_text(game, locale),
                ephemeral=True, allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        frontend = self.frontend(game)
        events = tuple(await self.service.turn_events(game))  # this turn's moves, highlighted
        png = await asyncio.to_thread(frontend.render_move, game, (), events)
        caption = text("board.caption", locale, game_id=game.id, turn=game.state.turn,
                       status=frontend.status(game, locale))
        view = None
        current = game.current_seat_info()
        if current is not None and current.user_id == interaction.user.id:
            view = frontend.turn_view(game, locale)
        await interaction.followup.send(
            caption, file=image(png), view=view or MISSING, ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def standings(self, interaction: discord.Interaction) -> None:
        self.require_guild(interaction)
        locale = locale_of(interaction)
        game = await self.service.get(interaction.channel_id)
        finished = await self.service.finished_games(interaction.guild_id, limit=10)
        lines: list[str] = []
        png = None
        if game is not None and game.state is not None:
            interaction.extras["game"] = game.id
            await interaction.response.defer(ephemeral=True, thinking=True)
            frontend = self.frontend(game)
            png = await asyncio.to_thread(frontend.render_scorepad, game)
            lines.append(frontend.standings_text(game, locale))
        if finished:
            lines.append(text("standings.finished_title", locale))
            for old in finished:
                frontend = self.frontends.get(old.kind)
                if frontend is None or old.state is None:
                    continue
                lines.append(text("standings.finished_row", locale, game_id=old.id,
                                  scores=frontend.scores(old, locale),
                                  winners=frontend.winners_text(old, locale)))
        if not lines:
            lines.append(text("standings.none", locale))
        content = "\n".join(lines)[:2000]
        kwargs: dict[str, Any] = {"ephemeral": True,
                                  "allowed_mentions": discord.AllowedMentions.none()}
        if png is not None:
            kwargs["file"] = image(png)
        if interaction.response.is_done():
            await interaction.followup.send(content, **kwargs)
        else:
            await interaction.response.send_message(content, **kwargs)

    async def show_text(self, interaction: discord.Interaction, msg_id: str) -> None:
        await interaction.response.send_message(
            text(msg_id, locale_of(interaction)), ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    # --- ending ---------------------------------------------------------------------------------

    async def abandon(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        perms = interaction.permissions
        game, vote = await self.call(
            interaction,
            self.service.abandon(
                interaction.channel_id, interaction.user.id,
                can_manage_channel=bool(perms.manage_channels or perms.administrator),
            ),
        )
        locale = locale_of(interaction)
        who = f"<@{interaction.user.id}>"
        if vote.get("ended"):
            msg_id = "abandon.voted_out" if vote.get("by") == "vote" else "abandon.ended"
            content = text(msg_id, locale, who=who)
        else:
            content = text("abandon.vote", locale, who=who, votes=vote.get("votes", 0),
                           needed=vote.get("needed", 0))
        if vote.get("ended"):
            await self._refresh_lobby(game, locale, final=True)
        await self.send_public(interaction, content)
