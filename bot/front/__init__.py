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


def install(bot: Any, frontends: dict[str, GameFrontend] | None = None) -> Table:
    """Add every game's command group and own commands to the bot's tree; returns the Table."""
    frontends = frontends or default_frontends()
    table = Table(bot, frontends)
    for frontend in frontends.values():
        # Each command knows its game, so a refusal names that game's commands (bot.errors).
        commands = [build_group(table, frontend), *frontend.top_level_commands(table)]
        for command in commands:
            command.extras["kind"] = frontend.kind
            bot.tree.add_command(command)
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    for frontend in frontends.values():
        bot.add_dynamic_items(*frontend.dynamic_items)
    return table


__all__ = ["GameFrontend", "Table", "default_frontends", "install"]
