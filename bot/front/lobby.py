"""The `/<game>` command group: the lobby and looking commands every game shares, plus the game's
own subcommands (at least `new`, whose options differ per game).

Shared: join, leave, start, addbot/removebot (games with computer players), board, standings,
history, replay, rules, help, abandon; asynchronous play: back, away, notify, mygames; across games:
leaderboard, stats."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.front import ratings
from bot.front.i18n import T
from bot.transformers import ChoiceValue

# The largest integer a Discord option may carry (what a JavaScript number holds exactly).
MAX_OPTION_INTEGER = 2**53 - 1
GameNumber = app_commands.Range[int, 1, MAX_OPTION_INTEGER]

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend
    from bot.front.table import Table


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
        await table.run(interaction, "help", lambda: ratings.help_text(
            interaction, frontend.help_id, frontend.kind))

    async def abandon(interaction: discord.Interaction) -> None:
        await table.run(interaction, "abandon", lambda: table.abandon(interaction))

    async def back(interaction: discord.Interaction) -> None:
        await table.run(interaction, "back", lambda: table.back(interaction))

    @app_commands.describe(player=T("cmd.away.player"))
    async def away(interaction: discord.Interaction, player: discord.User) -> None:
        await table.run(interaction, "away", lambda: table.vote_away(interaction, player))

    @app_commands.describe(mode=T("cmd.notify.mode"))
    @app_commands.choices(mode=[
        app_commands.Choice(name=T(f"cmd.notify.mode.{mode}"), value=mode)
        for mode in ("mention", "dm", "none")
    ])
    async def notify(interaction: discord.Interaction, mode: ChoiceValue) -> None:
        await table.run(interaction, "notify", lambda: table.set_notify(interaction, mode))

    @app_commands.describe(game_id=T("cmd.history.game_id"))
    async def history(
        interaction: discord.Interaction, game_id: GameNumber | None = None
    ) -> None:
        await table.run(interaction, "history", lambda: table.history(interaction, game_id))

    @app_commands.describe(game_id=T("cmd.replay.game_id"))
    async def replay(
        interaction: discord.Interaction, game_id: GameNumber | None = None
    ) -> None:
        await table.run(interaction, "replay", lambda: table.replay(interaction, game_id))

    async def leaderboard(interaction: discord.Interaction) -> None:
        await table.run(interaction, "leaderboard",
                        lambda: table.leaderboard(interaction, frontend.kind))

    @app_commands.describe(user=T("cmd.stats.user"))
    async def stats(interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await table.run(interaction, "stats", lambda: table.stats(interaction, user, frontend.kind))

    async def mygames(interaction: discord.Interaction) -> None:
        await table.run(interaction, "mygames", lambda: table.mygames(interaction))

    for command in frontend.group_commands(table):
        group.add_command(command)
    commands = [
        ("join", join), ("leave", leave), ("start", start), ("board", board),
        ("standings", standings), ("history", history), ("replay", replay), ("rules", rules),
        ("help", help_), ("abandon", abandon), ("back", back), ("away", away), ("notify", notify),
        ("mygames", mygames), ("leaderboard", leaderboard), ("stats", stats),
    ]
    levels = tuple(getattr(frontend, "computer_levels", ()))
    if levels:
        commands += [("addbot", _addbot(table, levels)), ("removebot", _removebot(table))]
    # a game's rules and help are described in its own words; the rest alike for every game
    described = {"rules": frontend.rules_description, "help": frontend.help_description}
    for name, callback in commands:
        group.add_command(_command(name, described.get(name, f"cmd.{name}"), callback))
    return group


def _addbot(table: Table, levels: tuple[str, ...]):
    @app_commands.describe(level=T("cmd.addbot.level"))
    @app_commands.choices(level=[
        app_commands.Choice(name=T(f"cmd.addbot.level.{level}"), value=level) for level in levels
    ])
    async def addbot(interaction: discord.Interaction, level: ChoiceValue) -> None:
        await table.run(interaction, "addbot", lambda: table.add_computer(interaction, level))

    return addbot


def _removebot(table: Table):
    async def removebot(interaction: discord.Interaction) -> None:
        await table.run(interaction, "removebot", lambda: table.remove_computer(interaction))

    return removebot
