"""The Discord side of every game: the shared Table (lobby, turns, looking) and one frontend per
game. `install(bot)` registers the commands and the persistent buttons."""

from __future__ import annotations

from typing import Any

from bot.front.frontend import GameFrontend
from bot.front.lobby import build_group
from bot.front.table import Table
from bot.views import DYNAMIC_ITEMS


def default_frontends() -> dict[str, GameFrontend]:
    from bot.games import frontends

    return frontends()


class CommandClash(RuntimeError):
    """Two games register a command of the same name: Discord has one namespace for them all."""


def install(bot: Any, frontends: dict[str, GameFrontend] | None = None) -> Table:
    """Add every game's command group and own commands to the bot's tree; returns the Table.
    CommandClash, naming both games, where two games would add a command of the same name."""
    frontends = frontends or default_frontends()
    table = Table(bot, frontends)
    owners: dict[str, str] = {}
    commands = []
    for frontend in frontends.values():
        for command in [build_group(table, frontend), *frontend.top_level_commands(table)]:
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


__all__ = ["CommandClash", "GameFrontend", "Table", "default_frontends", "install"]
