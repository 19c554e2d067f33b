"""Columbiz's typed options: a `cells` or `dice` string becomes a domain value once, before a
handler runs.

`parse_cells("555 33")` -> ("555", "33"); `parse_dice("555 33")` -> (5, 5, 5, 3, 3). A string that
is not what it should be raises `BadInput` with a catalog id and the details for a specific reply
("'7' is not a die: dice show 1 to 6"). The Transformer classes plug the parsers into discord.py.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.transformers import NONE_WORDS, BadInput, tokens
from engine.columbiz import CELL_NAMES, DICE_COUNT, parse_cell

# The longest text a client may send (Discord enforces it in its own apps only; the parsers and
# the refusals cope with anything). Four cells of six dice with separators, or eight dice spaced
# out, fit with room to spare.
CELLS_MAX_LENGTH = 64
DICE_MAX_LENGTH = 32


def parse_cell_token(token: str) -> str:
    """One C2 cell name (`555`, `5x3`, `5-3`, `5:3`) -> its short name, or BadInput saying why."""
    cell = parse_cell(token)
    if cell is not None:
        return CELL_NAMES[cell]
    if token.isdigit():
        if len(set(token)) > 1:
            return _raise("columbiz.input.cell_mixed", token=token)
        if token[0] in "123456" and len(token) > 6:
            return _raise("columbiz.input.cell_too_high", token=token, count=len(token))
    return _raise("columbiz.input.cell_unknown", token=token)


def _raise(code: str, **details: Any):
    raise BadInput(code, **details)


def parse_cells(value: str) -> tuple[str, ...]:
    """C2: cells separated by spaces or commas, in the order given: "555 33", "5x3,3-2"."""
    found = tokens(value or "")
    if not found:
        # "," or " ; " is not "no input": say that it named no cell
        raise BadInput("columbiz.input.cells_only_separators" if (value or "").strip()
                       else "columbiz.input.cells_empty")
    cells: list[str] = []
    for token in found:
        cell = parse_cell_token(token)
        if cell in cells:
            raise BadInput("columbiz.input.cell_repeated", cell=cell)
        cells.append(cell)
    return tuple(cells)


def parse_dice(value: str) -> tuple[int, ...]:
    """Dice values, written together or apart: "555 33", "5 5 5 3 3", "5,5,5,3,3"; "-" is none."""
    raw = (value or "").strip()
    if not raw:
        raise BadInput("columbiz.input.dice_empty")
    if raw.lower() in NONE_WORDS:
        return ()
    found = tokens(raw)
    if not found:
        # only the explicit none-words keep nothing; "," is more likely a slip than a choice
        raise BadInput("columbiz.input.dice_only_separators")
    dice: list[int] = []
    for token in found:
        if not token.isdigit():
            raise BadInput("columbiz.input.die_bad", token=token)
        for ch in token:
            if ch not in "123456":
                raise BadInput("columbiz.input.die_bad", token=ch)
            dice.append(int(ch))
    if len(dice) > DICE_COUNT:
        raise BadInput("columbiz.input.dice_too_many", count=len(dice))
    return tuple(sorted(dice, reverse=True))


def format_dice(values) -> str:
    """Dice grouped by face, highest first: (5, 5, 5, 3, 3) -> "555 33"."""
    groups: list[str] = []
    for face in sorted(set(values), reverse=True):
        groups.append(str(face) * list(values).count(face))
    return " ".join(groups)


class CellsTransformer(app_commands.Transformer):
    # discord.py sends a string option's min_value/max_value as its min_length/max_length
    @property
    def min_value(self) -> int:
        return 1

    @property
    def max_value(self) -> int:
        return CELLS_MAX_LENGTH

    async def transform(self, interaction: discord.Interaction, value: str) -> tuple[str, ...]:
        return parse_cells(value)


class DiceTransformer(app_commands.Transformer):
    @property
    def min_value(self) -> int:
        return 1

    @property
    def max_value(self) -> int:
        return DICE_MAX_LENGTH

    async def transform(self, interaction: discord.Interaction, value: str) -> tuple[int, ...]:
        return parse_dice(value)


Cells = app_commands.Transform[tuple[str, ...], CellsTransformer]
Dice = app_commands.Transform[tuple[int, ...], DiceTransformer]
