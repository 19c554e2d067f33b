"""The records cog: what is kept across games. This server's leaderboard of one game and a
player's ratings (pictures with their text form: bot.front.ratings), and the games someone
plays now (`mygames`), all answered privately.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import errors
from bot.errors import locale_of
from bot.front import ratings
from bot.front.core import Subcommands, TableCog, escape, fit, run
from bot.front.i18n import T
from bot.messages import text

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend


class RecordsCog(TableCog, name="Records"):
    def subcommands(self, frontend: GameFrontend) -> Subcommands:
        """Its subcommands of `/<game>`: the leaderboard and the stats are of that game."""

        async def mygames(interaction: discord.Interaction) -> None:
            await run(interaction, "mygames", lambda: self.mygames(interaction))

        async def leaderboard(interaction: discord.Interaction) -> None:
            await run(interaction, "leaderboard",
                      lambda: self.leaderboard(interaction, frontend.kind))

        @app_commands.describe(user=T("cmd.stats.user"))
        async def stats(interaction: discord.Interaction, user: discord.User | None = None
                        ) -> None:
            await run(interaction, "stats", lambda: self.stats(interaction, user, frontend.kind))

        return {"mygames": mygames, "leaderboard": leaderboard, "stats": stats}

    async def leaderboard(self, interaction: discord.Interaction, kind: str | None = None
                          ) -> None:
        """This server's strongest players of one game, by rating (bot.front.ratings)."""
        await ratings.leaderboard(self, interaction, kind or next(iter(self.frontends)))

    async def stats(self, interaction: discord.Interaction, user: discord.abc.User | None,
                    kind: str | None = None) -> None:
        """One player's ratings on this server (bot.front.ratings)."""
        await ratings.stats(self, interaction, user, kind or next(iter(self.frontends)))

    async def mygames(self, interaction: discord.Interaction) -> None:
        locale = locale_of(interaction)
        user_id = interaction.user.id
        games = await self.service.games_for_user(user_id)
        if not games:
            await errors.reply_privately(interaction, text(
                "mygames.none", locale, kind=errors.command_kind(interaction)))
            return
        turns = sum(1 for g in games if g.is_turn_of(user_id))
        lines = [text("mygames.title", locale, count=len(games), turns=turns)]
        for game in games:
            where = {"channel_id": game.channel_id, "game_id": game.id}
            if game.status == "lobby":
                lines.append(text("mygames.lobby", locale, count=len(game.seats),
                                  seats=game.seats_wanted, **where))
            elif game.is_turn_of(user_id):
                deadline = ""
                if game.deadline_at is not None:
                    deadline = text("mygames.deadline", locale, deadline=int(game.deadline_at))
                lines.append(text("mygames.turn", locale, deadline=deadline, **where))
            else:
                current = game.current_seat_info()
                who = f"**{escape(current.name)}**" if current else "?"
                lines.append(text("mygames.waiting", locale, who=who, **where))
        await errors.reply_privately(interaction, fit(lines))
