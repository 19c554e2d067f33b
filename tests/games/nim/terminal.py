"""Nim at the terminal: `remove 2`, and `remove` alone lists what may be taken now."""

from __future__ import annotations

from typing import Any

from bot.terminal.game import TerminalGame
from tests.games.nim.frontend import NimFrontend, remove


class NimTerminal(TerminalGame):
    verbs = ("remove",)
    listed = ("remove",)

    def __init__(self) -> None:
        super().__init__(NimFrontend())

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str) -> Any:
        return await remove(service, channel, user, argument)
