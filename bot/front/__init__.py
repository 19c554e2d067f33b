"""The Discord side of every game: the table's cogs (bot.front.cogs: lobby, moves, looking,
records, notices) and one frontend per game. `install(bot)` registers the commands and the
persistent buttons."""

from __future__ import annotations

from typing import Any

from bot.front.cogs import TableCogs
from bot.front.frontend import GameFrontend
from bot.front.game_group import build_group
from bot.views import DYNAMIC_ITEMS


def default_frontends() -> dict[str, GameFrontend]:
    from bot.games import frontends

    return frontends()


class CommandClash(RuntimeError):
    """Two games register a command of the same name: Discord has one namespace for them all."""


def install(bot: Any, frontends: dict[str, GameFrontend] | None = None) -> TableCogs:
    """Add every game's command group and own commands to the bot's tree; returns the table's
    cogs (added to the bot in its setup_hook: `add_cogs`).
    CommandClash, naming both games, where two games would add a command of the same name."""
    frontends = frontends or default_frontends()
    table = TableCogs(bot, frontends)
    owners: dict[str, str] = {}
    commands = []
    for frontend in frontends.values():
        group = build_group(table, frontend, table.cogs)
        for command in [group, *frontend.top_level_commands(table)]:
            # Each command knows its game, so a refusal names that game's commands (bot.errors).
            command.extras["kind"] = frontend.kind
            if command.name in owners:
                raise CommandClash(
                    f"/{command.name} is a command of both {owners[command.name]} and "
                    f"{frontend.kind}: a game's moves must be named apart from every other game's")
            owners[command.name] = frontend.kind
            commands.append(command)
    for command in commands:
        bot.tree.add_command(command)
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    for frontend in frontends.values():
        bot.add_dynamic_items(*frontend.dynamic_items)
    return table


async def add_cogs(bot: Any, table: TableCogs) -> None:
    """The table's cogs, added to the bot as discord.py cogs (`bot.get_cog("Lobby")`; removed,
    with their `cog_unload`, when the bot closes)."""
    for cog in table.cogs:
        await bot.add_cog(cog)


__all__ = ["CommandClash", "GameFrontend", "TableCogs", "add_cogs", "default_frontends",
           "install"]
