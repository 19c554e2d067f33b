"""Buttons that survive a restart: each carries what it acts on in its `custom_id`.

discord.py `DynamicItem`s are matched by template, so a button posted before a restart still
reaches its callback afterwards. Turn buttons carry the game id and the game's `rev` when they
were drawn: a press on an older board answers "the board has changed" instead of acting on a
position the player never saw. Lobby buttons carry only the game id (joining does not depend on
the board).

The callbacks hold no logic: they hand the press to the bot's `Table` (bot/cogs/table.py), which
runs the same defer -> service -> reply shape as the slash commands.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from bot.messages import text

if TYPE_CHECKING:
    from bot.cogs.table import Table


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
    and options (issue 6); the others confirm by joining."""

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


# --- a Columbiz turn ----------------------------------------------------------------------------


class DieButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=(
        r"cz:die:(?P<game>[0-9]+):(?P<rev>[0-9]+):(?P<turn>[0-9]+)\.(?P<roll>[0-9]+)"
        r":(?P<index>[0-7])"
    ),
):
    """Toggle whether one die (by its index in the sorted dice) is kept (C6).

    Besides the rev it carries the turn and roll it was drawn for: two quick presses on one
    message give two toggles of the same roll, while a press from an older roll is refused.
    """

    def __init__(
        self, game_id: int, rev: int, turn: int, roll: int, index: int, *,
        face: int = 0, kept: bool = False, row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=str(face) if face else "?",
                style=discord.ButtonStyle.success if kept else discord.ButtonStyle.secondary,
                custom_id=f"cz:die:{game_id}:{rev}:{turn}.{roll}:{index}",
                row=row,
            )
        )
        self.game_id, self.rev, self.turn, self.roll, self.index = game_id, rev, turn, roll, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> DieButton:
        return cls(
            int(match["game"]), int(match["rev"]), int(match["turn"]), int(match["roll"]),
            int(match["index"]),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).game_button(
            interaction, "toggle", self.game_id, self.rev,
            index=self.index, turn=self.turn, roll=self.roll,
        )


class RollButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"cz:roll:(?P<game>[0-9]+):(?P<rev>[0-9]+)",
):
    def __init__(self, game_id: int, rev: int, *, label: str | None = None,
                 row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or text("button.roll"),
                style=discord.ButtonStyle.primary,
                custom_id=f"cz:roll:{game_id}:{rev}",
                row=row,
            )
        )
        self.game_id, self.rev = game_id, rev

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> RollButton:
        return cls(int(match["game"]), int(match["rev"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _table(interaction).game_button(interaction, "roll", self.game_id, self.rev)


def kept_flags(dice: tuple[int, ...], kept: tuple[int, ...]) -> list[bool]:
    """Which of the sorted dice count as kept: within one face, the first k are (k = kept)."""
    flags = []
    seen: dict[int, int] = {}
    for face in dice:
        position = seen.get(face, 0)
        seen[face] = position + 1
        flags.append(position < kept.count(face))
    return flags


def turn_view(
    game_id: int, rev: int, *, turn: int, rolls: int, dice: tuple[int, ...],
    kept: tuple[int, ...], max_rolls: int = 3, locale: str | None = None,
) -> discord.ui.View | None:
    """The buttons under a Columbiz message: before a roll, Roll; between rolls, one toggle per
    die and Roll again; after the last roll, none (the player places with /place)."""
    if rolls >= max_rolls:
        return None
    view = discord.ui.View(timeout=None)
    if rolls:
        for index, (face, is_kept) in enumerate(zip(dice, kept_flags(dice, kept))):
            view.add_item(
                DieButton(game_id, rev, turn, rolls, index, face=face, kept=is_kept,
                          row=index // 4)
            )
        label = text("button.roll_again", locale, n=rolls + 1)
    else:
        label = text("button.roll", locale)
    view.add_item(RollButton(game_id, rev, label=label, row=2 if rolls else 0))
    return view


DYNAMIC_ITEMS = (LobbyButton, RematchButton, DieButton, RollButton)
