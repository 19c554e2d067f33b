"""The buttons under a Columbiz message: one toggle per die (C6) and Roll. Like every button of
the bot they survive a restart: each carries the game id and the game's `rev` when it was drawn,
so a press on an older board answers "the board has changed".

A move's buttons go out as bot.views.Buttons, copied from templates (a die's look by face and
kept, Roll's by its label): `plain_turn_view` is the same as a View of the items."""

from __future__ import annotations

import functools
import re
from typing import Any

import discord

from bot.messages import text
from bot.views import Buttons, _table, component, in_rows, with_id

# Where the buttons go: the dice four to a row, Roll below them (or alone before a roll).
DICE_PER_ROW = 4
ROLL_ROW = 2


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
                custom_id=self.id_for(game_id, rev, turn, roll, index),
                row=row,
            )
        )
        self.game_id, self.rev, self.turn, self.roll, self.index = game_id, rev, turn, roll, index

    @staticmethod
    def id_for(game_id: int, rev: int, turn: int, roll: int, index: int) -> str:
        return f"cz:die:{game_id}:{rev}:{turn}.{roll}:{index}"

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
                label=label or text("columbiz.button.roll"),
                style=discord.ButtonStyle.primary,
                custom_id=self.id_for(game_id, rev),
                row=row,
            )
        )
        self.game_id, self.rev = game_id, rev

    @staticmethod
    def id_for(game_id: int, rev: int) -> str:
        return f"cz:roll:{game_id}:{rev}"

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


def roll_label(rolls: int, locale: str | None) -> str:
    if rolls:
        return text("columbiz.button.roll_again", locale, n=rolls + 1)
    return text("columbiz.button.roll", locale)


@functools.lru_cache(maxsize=64)
def _die_button(face: int, kept: bool) -> dict[str, Any]:
    return component(DieButton(0, 0, 0, 0, 0, face=face, kept=kept))


@functools.lru_cache(maxsize=256)
def _roll_button(label: str) -> dict[str, Any]:
    return component(RollButton(0, 0, label=label))


def turn_view(
    game_id: int, rev: int, *, turn: int, rolls: int, dice: tuple[int, ...],
    kept: tuple[int, ...], max_rolls: int = 3, locale: str | None = None,
) -> discord.ui.View | None:
    """The buttons under a Columbiz message: before a roll, Roll; between rolls, one toggle per
    die and Roll again; after the last roll, none (the player places with /place)."""
    if rolls >= max_rolls:
        return None
    placed = []
    if rolls:
        for index, (face, is_kept) in enumerate(zip(dice, kept_flags(dice, kept))):
            placed.append((index // DICE_PER_ROW, with_id(
                _die_button(face, is_kept), DieButton.id_for(game_id, rev, turn, rolls, index))))
    placed.append((ROLL_ROW if rolls else 0,
                   with_id(_roll_button(roll_label(rolls, locale)),
                           RollButton.id_for(game_id, rev))))
    return Buttons(in_rows(placed))


def plain_turn_view(
    game_id: int, rev: int, *, turn: int, rolls: int, dice: tuple[int, ...],
    kept: tuple[int, ...], max_rolls: int = 3, locale: str | None = None,
) -> discord.ui.View | None:
    """`turn_view` as a View of the items themselves (what it must equal)."""
    if rolls >= max_rolls:
        return None
    view = discord.ui.View(timeout=None)
    if rolls:
        for index, (face, is_kept) in enumerate(zip(dice, kept_flags(dice, kept))):
            view.add_item(
                DieButton(game_id, rev, turn, rolls, index, face=face, kept=is_kept,
                          row=index // DICE_PER_ROW)
            )
    view.add_item(RollButton(game_id, rev, label=roll_label(rolls, locale),
                             row=ROLL_ROW if rolls else 0))
    return view


DYNAMIC_ITEMS = (DieButton, RollButton)
