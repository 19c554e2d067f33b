"""The games the bot can host: one package each under bot/games/, listed once in PACKAGES.

A game package offers RULES (the `GameRules` interface of base.py, used by the service),
`make_frontend()` (what it shows and adds on Discord, see bot/front/frontend.py) and
`make_terminal()` (its words and board at the terminal, see bot/terminal). Its texts are in
its `locales` folder, one folder per language of Fluent files (see bot/messages).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

from bot.games.base import (
    ActionBuilder,
    ComputerPlayers,
    GameInputError,
    GameRules,
)

PACKAGES = ("bot.games.columbiz", "bot.games.icetowers")


def packages() -> list[ModuleType]:
    return [importlib.import_module(name) for name in PACKAGES]


GAMES: dict[str, GameRules] = {p.RULES.kind: p.RULES for p in packages()}
#: The game a text names where it concerns no game in particular ("open one with `/columbiz new`").
FIRST_KIND = next(iter(GAMES))


def get_rules(kind: str) -> GameRules:
    """The plug-in for a stored game's `kind`; KeyError for a kind this build does not know."""
    return GAMES[kind]


def locale_folders() -> list[Path]:
    """Each game's catalogues: the `locales` folder of its package, for the games that have one."""
    folders = [Path(p.__file__).resolve().parent / "locales" for p in packages()]
    return [folder for folder in folders if folder.is_dir()]


def frontends() -> dict:
    """Every game's Discord side, by kind."""
    return {p.RULES.kind: p.make_frontend() for p in packages()}


def terminals() -> dict:
    """Every game at the terminal (bot/terminal), by kind."""
    return {p.RULES.kind: p.make_terminal() for p in packages()}


__all__ = [
    "FIRST_KIND", "GAMES", "PACKAGES", "ActionBuilder", "ComputerPlayers", "GameInputError",
    "GameRules",
    "frontends", "get_rules", "locale_folders", "packages", "terminals",
]
