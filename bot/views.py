"""Buttons that survive a restart: each carries what it acts on in its `custom_id`.

discord.py `DynamicItem`s are matched by template, so a button posted before a restart still
reaches its callback afterwards. Turn buttons carry the game id and the game's `rev` when they
were drawn: a press on an older board answers "the board has changed" instead of acting on a
position the player never saw. Lobby buttons carry only the game id (joining does not depend on
the board).

The callbacks hold no logic: they hand the press to the bot's table (the `Table` interface of
bot/front/table.py; the lobby and moves cogs behind it), which runs the same
check -> service -> reply shape as the slash commands.

A message's buttons go out as `Buttons`: the components Discord is sent, each button copied
from its template (the component of the real item, made once per look: label and style) with
its own custom id. The items themselves are what a press is matched against and parsed into;
building them for every message (a DynamicItem, its Button and component, the View's layout,
for every button) only to turn them into those components was most of a move's button cost.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

from bot.messages import text

if TYPE_CHECKING:
    from bot.front.table import Table


def _table(interaction: discord.Interaction) -> Table:
    return interaction.client.table  # type: ignore[attr-defined]


# --- buttons as Discord is sent them --------------------------------------------------------

ACTION_ROW = discord.ComponentType.action_row.value


class Buttons(discord.ui.View):
    """A message's buttons as the components Discord is sent: exactly what a View of the
    bot's DynamicItems sends (a test compares the requests), without the items.

    A press never needs the View: discord.py routes it by the DynamicItem templates the bot
    registers at start (bot.front.install), and keeps nothing of a View whose items are all
    dynamic. A new one for every message all the same: discord.py changes a View it sends (its
    timeout, for a private message; its bookkeeping in the view store)."""

    def __init__(self, rows: list[list[dict[str, Any]]]) -> None:
        super().__init__(timeout=None)
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return [{"type": ACTION_ROW, "components": row} for row in self._rows]


def component(item: discord.ui.DynamicItem[discord.ui.Button]) -> dict[str, Any]:
    """The component an item sends: a button's template, made once per look (label, style)."""
    return item.item.to_component_dict()


def with_id(template: dict[str, Any], custom_id: str) -> dict[str, Any]:
    """A button from its template, with its own custom id (in the template's place in the
    component, so the request is the same byte for byte)."""
    return {**template, "custom_id": custom_id}


def in_rows(placed: Iterable[tuple[int, dict[str, Any]]]) -> list[list[dict[str, Any]]]:
    """Buttons, each given with its row, laid out as a View lays out items placed in rows:
    row by row, in the order they were added."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for row, button in placed:
        rows.setdefault(row, []).append(button)
    return [rows[row] for row in sorted(rows)]


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

    def __init__(self, action: str, game_id: int, *, locale: str | None = None,
                 label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or text(f"button.{action}", locale),
                style=self.STYLES[action],
                custom_id=self.id_for(action, game_id),
            )
        )
        self.action = action
        self.game_id = game_id

    @staticmethod
    def id_for(action: str, game_id: int) -> str:
        return f"lobby:{action}:{game_id}"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["action"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).lobby_button(interaction, self.action, self.game_id)


def lobby_actions(computers: bool) -> tuple[str, ...]:
    return ("join", "leave", "start", "addbot") if computers else ("join", "leave", "start")


@functools.lru_cache(maxsize=256)
def _lobby_button(action: str, label: str) -> dict[str, Any]:
    return component(LobbyButton(action, 0, label=label))


def lobby_view(
    game_id: int, *, locale: str | None = None, computers: bool = True
) -> discord.ui.View:
    """Join, Leave, Start, and (for games with computer players) Add computer: it seats one
    of the level the game's frontend offers first by default (`/columbiz addbot` chooses).
    One row (a View puts items without a row in the first with room)."""
    return Buttons([[
        with_id(_lobby_button(action, text(f"button.{action}", locale)),
                LobbyButton.id_for(action, game_id))
        for action in lobby_actions(computers)
    ]])


def plain_lobby_view(
    game_id: int, *, locale: str | None = None, computers: bool = True
) -> discord.ui.View:
    """`lobby_view` as a View of the items themselves (what it must equal)."""
    view = discord.ui.View(timeout=None)
    for action in lobby_actions(computers):
        view.add_item(LobbyButton(action, game_id, locale=locale))
    return view


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rematch:(?P<game>[0-9]+)",
):
    """Under the final message: a player of that game opens a new lobby with the same players
    and options; the others confirm by joining."""

    def __init__(self, game_id: int, *, locale: str | None = None,
                 label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or text("button.rematch", locale),
                style=discord.ButtonStyle.primary,
                custom_id=self.id_for(game_id),
            )
        )
        self.game_id = game_id

    @staticmethod
    def id_for(game_id: int) -> str:
        return f"rematch:{game_id}"

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).rematch_button(interaction, self.game_id)


@functools.lru_cache(maxsize=64)
def _rematch_button(label: str) -> dict[str, Any]:
    return component(RematchButton(0, label=label))


def rematch_view(game_id: int, *, locale: str | None = None) -> discord.ui.View:
    return Buttons([[with_id(_rematch_button(text("button.rematch", locale)),
                             RematchButton.id_for(game_id))]])


def plain_rematch_view(game_id: int, *, locale: str | None = None) -> discord.ui.View:
    """`rematch_view` as a View of the item itself (what it must equal)."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, locale=locale))
    return view


# Buttons every game has; each game adds its own (its frontend's `dynamic_items`).
DYNAMIC_ITEMS = (LobbyButton, RematchButton)
