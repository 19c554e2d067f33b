"""The lobby cog: opening a game (`/<game> new` through the game's frontend), joining, leaving,
starting, seating and removing computer players, abandoning, the lobby's buttons and Rematch.

The lobby's message is kept current after each change: its seat list is edited through the
channel (an interaction's token lasts 15 minutes), best effort, and its buttons go once the
lobby is over. A start's post (the roll-off, the first player told their way) comes from its
outbox entry, like every post the bot owes a channel (bot.delivery).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import answer
from bot.errors import locale_of
from bot.front import ratings
from bot.front.core import (
    Subcommands,
    TableCog,
    call,
    display_name,
    escape,
    fit,
    require_permissions,
    run,
    send_public,
)
from bot.front.i18n import T
from bot.messages import LANGUAGE_NAMES, language_of, text
from bot.transformers import ChoiceValue
from bot.views import lobby_view

if TYPE_CHECKING:
    from bot.delivery import Delivery
    from bot.front.frontend import GameFrontend
    from bot.front.moves_cog import MovesCog
    from bot.front.table import Table

_log = logging.getLogger(__name__)


class LobbyCog(TableCog, name="Lobby"):
    def __init__(self, table: Table, delivery: Delivery, moves: MovesCog) -> None:
        super().__init__(table)
        self.delivery = delivery
        self.moves = moves  # a start hands the first turn to the computer when it is theirs
        # game id -> (channel id, message id) of its lobby message, to keep the seat list current
        # after /join. Edited through the channel, not the interaction (whose token lasts 15
        # minutes). Lost on restart, which only means that message is not refreshed.
        self._lobby_messages: dict[int, tuple[int, int]] = {}

    def subcommands(self, frontend: GameFrontend) -> Subcommands:
        """Its subcommands of `/<game>` (addbot and removebot where the game has computer
        players; `new` is the game's own, its options differ per game)."""

        async def join(interaction: discord.Interaction) -> None:
            await run(interaction, "join", lambda: self.join(interaction))

        async def leave(interaction: discord.Interaction) -> None:
            await run(interaction, "leave", lambda: self.leave(interaction))

        async def start(interaction: discord.Interaction) -> None:
            await run(interaction, "start", lambda: self.start(interaction))

        async def abandon(interaction: discord.Interaction) -> None:
            await run(interaction, "abandon", lambda: self.abandon(interaction))

        found = {"join": join, "leave": leave, "start": start, "abandon": abandon}
        levels = tuple(getattr(frontend, "computer_levels", ()))
        if levels:
            found["addbot"] = self._addbot(levels)
            found["removebot"] = self._removebot()
        return found

    def _addbot(self, levels: tuple[str, ...]):
        @app_commands.describe(level=T("cmd.addbot.level"))
        @app_commands.choices(level=[
            app_commands.Choice(name=T(f"cmd.addbot.level.{level}"), value=level)
            for level in levels
        ])
        async def addbot(interaction: discord.Interaction, level: ChoiceValue) -> None:
            await run(interaction, "addbot", lambda: self.add_computer(interaction, level))

        return addbot

    def _removebot(self):
        async def removebot(interaction: discord.Interaction) -> None:
            await run(interaction, "removebot", lambda: self.remove_computer(interaction))

        return removebot

    # --- the lobby ------------------------------------------------------------------------------

    def lobby_text(self, game: Any, locale: str) -> str:
        frontend = self.frontend(game)
        creator = next((s for s in game.seats if s.user_id == game.creator_id), None)
        return text(
            "lobby.text", locale,
            game=text(frontend.name_id, locale), kind=game.kind,
            language=LANGUAGE_NAMES.get(game.language, game.language),
            creator=escape(creator.name if creator else "?"),
            game_id=game.id,
            seats=game.seats_wanted,
            count=len(game.seats),
            players=[f"<@{s.user_id}>" if not s.computer_level
                     else text("lobby.computer", locale, name=escape(s.name))
                     for s in sorted(game.seats, key=lambda s: s.seat)],
            options=frontend.options_text(game.options, game.seats_wanted, locale),
            turn_seconds=game.turn_seconds,
            # a game where anyone may act at any moment has no turns: its time is the idle time
            clock="idle" if frontend.idle_clock(game.options) else "turn",
            waiting=game.status == "lobby",
        ) + "\n" + ratings.lobby_line(self.bot, game, locale)

    def lobby_buttons(self, game: Any, locale: str) -> discord.ui.View:
        return lobby_view(
            game.id, locale=locale, computers=bool(getattr(self.frontend(game),
                                                           "computer_levels", ())),
        )

    async def open_lobby(
        self, interaction: discord.Interaction, kind: str, *, seats: int,
        options: dict[str, Any], turn_seconds: int | None = None, language: str | None = None,
        timeless: bool = True,
        rated: bool = True,
    ) -> None:
        """`turn_seconds`: None takes the settings' default (DEFAULT_TURN_SECONDS), 0 is no
        time limit where the game offers that (`timeless`; else 0 goes to the service, which
        refuses it). `language`: of the game's public posts; None: the creator's own when the
        bot speaks it, else English."""
        require_permissions(interaction)
        if turn_seconds is None:
            turn_seconds = self.bot.settings.default_turn_seconds
        game, post = await call(
            interaction,
            self.service.new_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                creator_id=interaction.user.id, creator_name=display_name(interaction.user),
                seats=seats, options=options, kind=kind,
                turn_seconds=turn_seconds if turn_seconds or not timeless else None,
                language=language or language_of(locale_of(interaction)), claim=True,
                rated=ratings.rated_here(interaction, rated),
            ),
        )
        await self.post_lobby(interaction, game, post)

    async def post_lobby(self, interaction: discord.Interaction, game: Any, post: Any) -> None:
        """Answer with a new lobby's message (its outbox entry: when this answer fails, the
        outbox sender posts it), and keep where it is to refresh its seat list."""
        if post is None:
            return
        message = await self.delivery.answer(interaction, post, game)
        if message is not None:
            self.lobby_posted(game, message.id)

    def lobby_posted(self, game: Any, message_id: int) -> None:
        self._lobby_messages[game.id] = (game.channel_id, message_id)

    def lobby_message(self, game: Any, payload: dict) -> dict[str, Any]:
        """A lobby's message (bot.announce `lobby`) as the lobby is now: its words, a
        rematch's call to the old game's players first, and its buttons while it waits."""
        locale = payload.get("locale") or game.language
        content = self.lobby_text(game, locale)
        old_id = payload.get("rematch_of")
        if old_id is not None:
            others = payload.get("ping") or []
            if others:
                head = text("rematch.opened", locale, old_id=old_id,
                            players=text("fmt.list", locale, items=[f"<@{u}>" for u in others]))
            else:
                head = text("rematch.opened_alone", locale, old_id=old_id)
            content = f"{head}\n{content}"
        kwargs: dict[str, Any] = {"content": fit(content.split("\n"))}
        if game.status == "lobby":
            kwargs["view"] = self.lobby_buttons(game, locale)
        return kwargs

    async def join(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        game, start = await call(
            interaction,
            self.service.join(
                interaction.channel_id, interaction.user.id, display_name(interaction.user),
                claim=True,
            ),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=start is not None)
        joined = text("lobby.joined", locale, who=f"<@{interaction.user.id}>",
                      count=len(game.seats), seats=game.seats_wanted)
        if start is None:
            await send_public(interaction, joined)
        else:
            await self.post_start(interaction, start, prefix=joined)

    async def leave(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        game = await call(
            interaction, self.service.leave(interaction.channel_id, interaction.user.id)
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=game.status != "lobby")
        if game.status == "lobby":
            content = text("lobby.left", locale, who=f"<@{interaction.user.id}>",
                           count=len(game.seats), seats=game.seats_wanted)
        else:
            content = text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
        await send_public(interaction, content)

    async def start(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        start = await call(
            interaction,
            self.service.start(interaction.channel_id, interaction.user.id, claim=True),
        )
        await self._refresh_lobby(start.game, start.game.language, final=True)
        await self.post_start(interaction, start)

    async def post_start(self, interaction: discord.Interaction, start: Any, *,
                         prefix: str | None = None) -> None:
        """The start's post (its outbox entry: the roll-off, the colours, the first player
        told their way), `prefix` first (e.g. who just joined)."""
        try:
            if start.post is not None:
                await self.delivery.answer(interaction, start.post, start.game, turn_events=(),
                                           prefix=prefix)
        finally:
            self.moves.kick_computers(start.game)

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
                view=None if final else self.lobby_buttons(game, locale),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            _log.info("could not refresh the lobby message of game %s", game.id)

    async def lobby_button(
        self, interaction: discord.Interaction, action: str, game_id: int
    ) -> None:
        async def body() -> None:
            require_permissions(interaction)
            lobby = await self.game_of_button(interaction, game_id)
            if action == "join":
                game, start = await call(
                    interaction,
                    self.service.join(interaction.channel_id, interaction.user.id,
                                      display_name(interaction.user), claim=True),
                )
            elif action == "leave":
                game = await call(
                    interaction,
                    self.service.leave(interaction.channel_id, interaction.user.id),
                )
                start = None
            elif action == "addbot":
                level = getattr(self.frontend(lobby), "default_level", "normal")
                game, start = await call(
                    interaction,
                    self.service.add_computer(interaction.channel_id, interaction.user.id, level,
                                              claim=True),
                )
            else:
                start = await call(
                    interaction,
                    self.service.start(interaction.channel_id, interaction.user.id, claim=True),
                )
                game = start.game
            over = game.status != "lobby"
            locale = game.language
            content = self.lobby_text(game, locale)
            if game.status == "abandoned":
                content += "\n" + text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
            view = None if over else self.lobby_buttons(game, locale)
            if over:
                self._lobby_messages.pop(game.id, None)
            try:
                await answer.update(interaction, content=content, view=view)
            except discord.HTTPException:  # the lobby's seat list is a nicety; go on
                _log.info("could not update the lobby message of game %s", game.id)
            if start is not None:
                await self.post_start(interaction, start)

        await run(interaction, f"lobby.{action}", body)

    # --- ending -------------------------------------------------------------------------------

    async def abandon(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        perms = interaction.permissions
        game, vote = await call(
            interaction,
            self.service.abandon(
                interaction.channel_id, interaction.user.id,
                can_manage_channel=bool(perms.manage_channels or perms.administrator),
            ),
        )
        locale = game.language
        who = f"<@{interaction.user.id}>"
        if vote.get("ended"):
            msg_id = "abandon.voted_out" if vote.get("by") == "vote" else "abandon.ended"
            content = text(msg_id, locale, who=who)
        else:
            content = text("abandon.vote", locale, who=who, votes=vote.get("votes", 0),
                           needed=vote.get("needed", 0))
        if vote.get("ended"):
            await self._refresh_lobby(game, locale, final=True)
        await send_public(interaction, content)

    # --- computer seats in the lobby --------------------------------------------------------------

    async def add_computer(self, interaction: discord.Interaction, level: str) -> None:
        require_permissions(interaction)
        game, start = await call(
            interaction,
            self.service.add_computer(interaction.channel_id, interaction.user.id, level,
                                      claim=True),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=start is not None)
        added = max((s for s in game.seats if s.computer_level), key=lambda s: s.seat)
        content = text(
            "lobby.computer_added", locale, who=f"<@{interaction.user.id}>",
            name=escape(added.name),
            level=text(f"level.{added.computer_level}", locale), count=len(game.seats),
            seats=game.seats_wanted,
        )
        if start is None:
            await send_public(interaction, content)
        else:
            await self.post_start(interaction, start, prefix=content)

    async def remove_computer(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        before = await self.service.get(interaction.channel_id)
        game = await call(
            interaction,
            self.service.remove_computer(interaction.channel_id, interaction.user.id),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=False)
        left = {s.name for s in game.seats}
        seated = before.seats if before else ()
        gone = [s for s in seated if s.computer_level and s.name not in left]
        await send_public(interaction, text(
            "lobby.computer_removed", locale, who=f"<@{interaction.user.id}>",
            name=escape(gone[-1].name if gone else "?"), count=len(game.seats),
            seats=game.seats_wanted,
        ))

    # --- rematch ------------------------------------------------------------------------------

    async def rematch_button(self, interaction: discord.Interaction, game_id: int) -> None:
        async def body() -> None:
            require_permissions(interaction)
            game, post = await call(
                interaction,
                self.service.new_rematch(game_id, interaction.user.id,
                                         display_name(interaction.user), claim=True,
                                         rated=ratings.rated_here(interaction)),
            )
            await self.post_lobby(interaction, game, post)

        await run(interaction, "rematch", body)
