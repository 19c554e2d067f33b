"""The notices cog: how people hear of a game they are not watching. The way each player wants
to be told their turn has come (`notify`: a mention, a direct message, or nothing), the
reminder for a turn that has used most of its time, and players away: a vote marks one away
(the computer plays their turns), `back` takes their seat again.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import errors
from bot.errors import locale_of
from bot.front.core import Subcommands, TableCog, call, require_permissions, run, send_public
from bot.front.i18n import T
from bot.messages import of_game, text
from bot.transformers import ChoiceValue

if TYPE_CHECKING:
    from bot.delivery import Delivery
    from bot.front.frontend import GameFrontend
    from bot.front.moves_cog import MovesCog
    from bot.front.table import Table

_log = logging.getLogger(__name__)


class NoticesCog(TableCog, name="Notices"):
    def __init__(self, table: Table, delivery: Delivery, moves: MovesCog) -> None:
        super().__init__(table)
        self.delivery = delivery
        self.moves = moves  # a player marked away: the computer plays their turn now

    def subcommands(self, frontend: GameFrontend) -> Subcommands:
        """Its subcommands of `/<game>`."""

        async def back(interaction: discord.Interaction) -> None:
            await run(interaction, "back", lambda: self.back(interaction))

        @app_commands.describe(player=T("cmd.away.player"))
        async def away(interaction: discord.Interaction, player: discord.User) -> None:
            await run(interaction, "away", lambda: self.vote_away(interaction, player))

        @app_commands.describe(mode=T("cmd.notify.mode"))
        @app_commands.choices(mode=[
            app_commands.Choice(name=T(f"cmd.notify.mode.{mode}"), value=mode)
            for mode in ("mention", "dm", "none")
        ])
        async def notify(interaction: discord.Interaction, mode: ChoiceValue) -> None:
            await run(interaction, "notify", lambda: self.set_notify(interaction, mode))

        return {"back": back, "away": away, "notify": notify}

    # --- telling people -------------------------------------------------------------------------

    async def send_dm(self, user_id: int, content: str) -> bool:
        """A direct message; False if it could not be delivered (e.g. 50007: DMs closed)."""
        try:
            channel = await self.bot.create_dm(discord.Object(user_id))
            await channel.send(content, allowed_mentions=discord.AllowedMentions.none())
            return True
        except discord.HTTPException as exc:
            _log.info("no direct message to %s (%s)", user_id, getattr(exc, "code", exc))
            return False

    async def remind(self, reminder: Any) -> str:
        """One reminder for a turn that has used most of its time: recorded with its message in
        the outbox (so at most one per turn, across processes and restarts), then delivered
        the player's way, as a NEW message (an edit would notify no one). Returns "sent",
        "queued" (the outbox sender delivers it), "none" (they want no notice) or "skipped"
        (already recorded, or the turn is over)."""
        if reminder.notify == "none":
            done = await self.service.mark_reminded(reminder.game.id, reminder.turn)
            return "none" if done else "skipped"
        post = await self.service.remind(reminder, claim=True)
        if post is None:
            return "skipped"
        if not post.claimed:
            self.delivery.wake()
            return "queued"
        sent = await self.delivery.to_channel(post.key, "reminder", post.payload, reminder.game)
        return "sent" if sent else "queued"

    async def set_notify(self, interaction: discord.Interaction, mode: str) -> None:
        await call(interaction, self.service.set_notify(interaction.user.id, mode))
        await errors.reply_privately(interaction, text(
            f"notify.set.{mode}", locale_of(interaction),
            kind=errors.command_kind(interaction)))

    # --- away players -----------------------------------------------------------------------------

    async def back(self, interaction: discord.Interaction) -> None:
        require_permissions(interaction)
        game = await call(
            interaction,
            self.service.return_from_away(interaction.channel_id, interaction.user.id),
        )
        locale = game.language
        who = f"<@{interaction.user.id}>"
        if game.is_turn_of(interaction.user.id):
            await send_public(interaction,
                                   text(of_game(game.kind, "away.back_turn"), locale, who=who),
                                   view=self.view_for(game, locale))
        else:
            await send_public(interaction, text("away.back", locale, who=who))

    async def vote_away(self, interaction: discord.Interaction, player: discord.abc.User) -> None:
        require_permissions(interaction)
        game, tally = await call(
            interaction,
            self.service.vote_away(interaction.channel_id, interaction.user.id, player.id),
        )
        locale = game.language
        target = f"<@{player.id}>"
        try:
            if tally.get("away"):
                content = text("away.marked", locale, target=target, kind=game.kind)
            else:
                content = text("away.vote", locale, voter=f"<@{interaction.user.id}>",
                               target=target, votes=tally.get("votes", 0),
                               needed=tally.get("needed", 0))
            await send_public(interaction, content)
        finally:
            if tally.get("away"):
                self.moves.kick_computers(game)
