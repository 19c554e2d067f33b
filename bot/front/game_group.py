"""The `/<game>` command group: the subcommands every game shares, from the table's cogs, plus
the game's own (at least `new`, whose options differ per game).

Shared: join, leave, start, addbot/removebot (games with computer players), abandon (the lobby
cog); board, standings, history, replay, rules, help (looking); back, away, notify (notices);
mygames, leaderboard, stats (records)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from discord import app_commands

from bot.front.i18n import T

if TYPE_CHECKING:
    from bot.front.core import Subcommands, TableCog
    from bot.front.frontend import GameFrontend
    from bot.front.table import Table

# The order the shared subcommands are registered in, as they always were (a cog's new
# subcommand not listed here comes after them).
ORDER = ("join", "leave", "start", "board", "standings", "history", "replay", "rules", "help",
         "abandon", "back", "away", "notify", "mygames", "leaderboard", "stats", "addbot",
         "removebot")


def build_group(table: Table, frontend: GameFrontend, cogs: Iterable[TableCog]
                ) -> app_commands.Group:
    group = app_commands.Group(
        name=frontend.kind, description=T(frontend.title), guild_only=True
    )
    for command in frontend.group_commands(table):
        group.add_command(command)
    shared: Subcommands = {}
    for cog in cogs:
        shared.update(cog.subcommands(frontend))
    # a game's rules and help are described in its own words; the rest alike for every game
    described = {"rules": frontend.rules_description, "help": frontend.help_description}
    for name in sorted(shared, key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER)):
        group.add_command(app_commands.Command(
            name=name, description=T(described.get(name, f"cmd.{name}")),
            callback=shared[name]))
    return group
