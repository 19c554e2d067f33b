"""The games the bot can host, each behind the `GameRules` interface (see base.py)."""

from __future__ import annotations

from bot.games.base import ActionBuilder, ComputerPlayers, GameInputError, GameRules
from bot.games.columbiz import COLUMBIZ, ColumbizRules

GAMES: dict[str, GameRules] = {COLUMBIZ.kind: COLUMBIZ}


def get_rules(kind: str) -> GameRules:
    """The plug-in for a stored game's `kind`; KeyError for a kind this build does not know."""
    return GAMES[kind]


__all__ = [
    "COLUMBIZ", "GAMES", "ActionBuilder", "ColumbizRules", "ComputerPlayers", "GameInputError",
    "GameRules", "get_rules",
]
