"""The `/<game>` command group: the lobby and looking commands every game shares, plus the game's
own subcommands (at least `new`, whose options differ per game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.i18n import T

if TYPE_CHECKING:
    from bot.cogs.frontend import GameFrontend
    from bot.cogs.table import Table


def _command(name: str, description: str, callback) -> app_commands.Command:
    return app_commands.Command(name=name, description=T(description), callback=callback)


def build_group(table: Table, frontend: GameFrontend) -> app_commands.Group:
    group = app_commands.Group(
        name=frontend.kind, description=T(frontend.title), guild_only=True
    )

    async def join(interaction: discord.Interaction) -> None:
        await table.run(interaction, "join", lambda: table.join(interaction))

    async def leave(interaction: discord.Interaction) -> None:
        await table.run(interaction, "leave", lambda: table.leave(interaction))

    async def start(interaction: discord.Interaction) -> None:
        await table.run(interaction, "start", lambda: table.start(interaction))

    async def board(interaction: discord.Interaction) -> None:
        await table.run(interaction, "board", lambda: table.board(interaction))

    async def standings(interaction: discord.Interaction) -> None:
        await table.run(interaction, "standings", lambda: table.standings(interaction))

    async def rules(interaction: discord.Interaction) -> None:
        await table.run(
            interaction, "rules", lambda: table.show_text(interaction, frontend.rules_id)
        )

    async def help_(interaction: discord.Interaction) -> None:
        await table.run(
            interaction, "help", lambda: table.show_text(interaction, frontend.help_id)
        )

    async def abandon(interaction: discord.Interaction) -> None:
        await table.run(interaction, "abandon", lambda: table.abandon(interaction))

    for command in frontend.group_commands(table):
        group.add_command(command)
    for name, callback in (
        ("join", join), ("leave", leave), ("start", start), ("board", board),
        ("standings", standings), ("rules", rules), ("help", help_), ("abandon", abandon),
    ):
        group.add_command(_command(name, f"cmd.{name}", callback))
    return group
