"""A pass that runs every few seconds in the background, from the moment the bot is ready (so
the first pass, right after a start, catches up on what fell due while it was down)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from discord.ext import tasks

_log = logging.getLogger(__name__)


class Periodic:
    def __init__(self, bot: Any, seconds: float, run: Callable[[], Awaitable[Any]],
                 name: str) -> None:
        self.bot = bot
        self.seconds = seconds
        self.name = name
        self._run = run
        self.last: Any = None  # what the last pass returned (for logs and tests)
        self.loop = tasks.loop(seconds=seconds)(self.tick)
        self.loop.before_loop(self._wait_until_ready)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def tick(self) -> None:
        try:
            self.last = await self._run()
        except Exception:  # the loop must survive anything (discord.ext.tasks stops otherwise)
            _log.exception("%s: a pass failed", self.name)
