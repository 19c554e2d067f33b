"""Buttons that survive a restart: each carries what it acts on in its `custom_id`.

discord.py `DynamicItem`s are matched by template, so a button posted before a restart still
reaches its callback afterwards. Turn buttons carry the game id and the game's `rev` when they
were drawn: a press on an older board answers "the board has changed" instead of acting on a
position the player never saw. Lobby buttons carry only the game id (joining does not depend on
the board).

The callbacks hold no logic: they hand the press to the bot's table (the `Table` interface of
bot/front/table.py; the lobby and moves cogs behind it), which runs the same
check -> service -> reply shape as the slash commands.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from bot.messages import text

if TYPE_CHECKING:
    from bot.front.table import Table


def _table(interaction: discord.Interaction) -> Table:
    return interaction.client.table  # type: ignore[attr-defined]


# --- the lobby (any game) ---------------------------------------------------------------------


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<action>join|leave|start|addbot):(?P<game>[0-9]+)",
):
    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "addbot": discord.ButtonStyle.secondary,
    }

    def __init__(self, action: str, game_id: int, *, locale: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(f"button.{action}", locale),
                style=self.STYLES[action],
                custom_id=f"lobby:{action}:{game_id}",
            )
        )
        self.action = action
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["action"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).lobby_button(interaction, self.action, self.game_id)


def lobby_view(
    game_id: int, *, locale: str | None = None, computers: bool = True
) -> discord.ui.View:
    """Join, Leave, Start, and (for games with computer players) Add computer: it seats one
    of the level the game's frontend offers first by default (`/columbiz addbot` chooses)."""
    view = discord.ui.View(timeout=None)
    actions = ("join", "leave", "start", "addbot") if computers else ("join", "leave", "start")
    for action in actions:
        view.add_item(LobbyButton(action, game_id, locale=locale))
    return view


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rematch:(?P<game>[0-9]+)",
):
    """Under the final message: a player of that game opens a new lobby with the same players
    and options; the others confirm by joining."""

    def __init__(self, game_id: int, *, locale: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text("button.rematch", locale),
                style=discord.ButtonStyle.primary,
                custom_id=f"rematch:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).rematch_button(interaction, self.game_id)


def rematch_view(game_id: int, *, locale: str | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, locale=locale))
    return view


# Buttons every game has; each game adds its own (its frontend's `dynamic_items`).
DYNAMIC_ITEMS = (LobbyButton, RematchButton)
