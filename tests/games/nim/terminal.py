"""Nim at the terminal: `take 2`, and `take` alone lists the takes allowed."""

from __future__ import annotations

from typing import Any

from bot.terminal.game import TerminalGame
from tests.games.nim.frontend import NimFrontend, take


class NimTerminal(TerminalGame):
    verbs = ("take",)
    listed = ("take",)

    def __init__(self) -> None:
        super().__init__(NimFrontend())

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str) -> Any:
        return await take(service, channel, user, argument)
