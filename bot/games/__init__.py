"""The games the bot can host: one package each, listed once in PACKAGES.

A game package offers RULES (a `GameRules` of base.py, used by the service), `make_frontend()`
(what it shows and adds on Discord, a `GameFrontend` of bot/front/frontend.py) and
`make_terminal()` (its words and board at the terminal, a `TerminalGame` of bot/terminal). Its
texts are in its `locales` folder, one folder per language of Fluent files (see bot/messages),
every id under its kind (`<kind>.name`, `<kind>.cmd`, ...; its terminal wordings under
`terminal.<kind>.`); `TEXT_FACTS`, where some of them select on a comparison of details
(bot.messages.details).

The registry is built from PACKAGES the first time anything asks for a game. A test suite may
add a game of its own before that (`add_package`, from its configuration): it is then
registered like every other, nothing else told.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from bot.games.base import (
    ActionBuilder,
    ComputerPlayers,
    GameInputError,
    GameRules,
)

PACKAGES: tuple[str, ...] = ("bot.games.columbiz", "bot.games.icetowers")

_registry: dict[str, GameRules] | None = None


class GamesClash(RuntimeError):
    """Two registered packages are the same game kind."""


def add_package(name: str) -> None:
    """Register one more game package (by module name) before the registry is first built,
    e.g. a test game from the test configuration. RuntimeError once it is built: the games
    are the same for the whole process."""
    global PACKAGES
    if name in PACKAGES:
        return
    if _registry is not None:
        raise RuntimeError(f"the games are already built: add {name} before anything uses them")
    PACKAGES = (*PACKAGES, name)


def packages() -> list[ModuleType]:
    return [importlib.import_module(name) for name in PACKAGES]


def _games() -> dict[str, GameRules]:
    global _registry
    if _registry is None:
        games: dict[str, GameRules] = {}
        owners: dict[str, str] = {}
        for package in packages():
            kind = package.RULES.kind
            if kind in games:
                raise GamesClash(f"{owners[kind]} and {package.__name__} are both the game "
                                 f"{kind!r}")
            games[kind], owners[kind] = package.RULES, package.__name__
        _registry = games
    return _registry


def __getattr__(name: str) -> Any:
    """GAMES (kind -> rules) and FIRST_KIND (the game a text names where it concerns no game
    in particular: "open one with `/columbiz new`"), built on first use."""
    if name == "GAMES":
        return _games()
    if name == "FIRST_KIND":
        return next(iter(_games()))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def get_rules(kind: str) -> GameRules:
    """The plug-in for a stored game's `kind`; KeyError for a kind this build does not know."""
    return _games()[kind]


def locale_folders() -> list[Path]:
    """Each game's catalogues: the `locales` folder of its package, for the games that have one."""
    folders = [Path(p.__file__).resolve().parent / "locales" for p in packages()]
    return [folder for folder in folders if folder.is_dir()]


def text_facts() -> dict:
    """The facts each game's texts select on (bot.messages.details), from its package's
    `TEXT_FACTS`, by message id."""
    return {msg_id: fact for package in packages()
            for msg_id, fact in getattr(package, "TEXT_FACTS", {}).items()}


def frontends() -> dict:
    """Every game's Discord side, by kind."""
    return {p.RULES.kind: p.make_frontend() for p in packages()}


def terminals() -> dict:
    """Every game at the terminal (bot/terminal), by kind."""
    return {p.RULES.kind: p.make_terminal() for p in packages()}


__all__ = [
    "FIRST_KIND", "GAMES", "PACKAGES", "ActionBuilder", "ComputerPlayers", "GameInputError",
    "GameRules", "GamesClash",
    "add_package", "frontends", "get_rules", "locale_folders", "packages", "terminals",
    "text_facts",
]
