"""Typed options, for every game: what a person typed becomes a domain value once, before a
handler runs, or `BadInput` with a catalog id and the details for a specific reply. A game's own
parsers (Columbiz: cells and dice) live in its package and use what is here."""

from __future__ import annotations

import re
from typing import Any

from discord import app_commands


class BadInput(app_commands.AppCommandError):
    """What a person typed is not a valid value. `code` is a message-catalog id."""

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(f"{code}: {details}")


SEPARATORS = re.compile(r"[\s,;+/|]+")
NONE_WORDS = {"-", "0", "none", "nothing", "no"}

# A string option whose value is one of a few choices (a level, a notify mode, a rule option).
CHOICE_MAX_LENGTH = 32


def tokens(value: str) -> list[str]:
    return [t for t in SEPARATORS.split(value.strip()) if t]


ChoiceValue = app_commands.Range[str, 1, CHOICE_MAX_LENGTH]
