"""A pass that runs every few seconds in the background, from the moment the bot is ready (so
the first pass, right after a start, catches up on what fell due while it was down). A pass can
be asked to come sooner than its regular time (`soon`); the regular rhythm then goes on from it."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
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

    def soon(self, delay: float) -> None:
        """Run the next pass within `delay` seconds (if the regular one comes later). The loop's
        own sleep is shortened, not a second timer started: the loop stays the one place that
        runs passes, and stopping it stops them all."""
        loop = self.loop
        upcoming = loop.next_iteration
        if not loop.is_running() or not isinstance(upcoming, datetime.datetime):
            return  # not started, or before its first pass (which comes when the bot is ready)
        at = discord.utils.utcnow() + datetime.timedelta(seconds=max(0.0, delay))
        if at >= upcoming:
            return
        # the loop sleeps until its last pass + its interval: the interval that ends at `at`
        last = upcoming - datetime.timedelta(seconds=loop.seconds)
        loop.change_interval(seconds=max(0.0, (at - last).total_seconds()))

    async def tick(self) -> None:
        if self.loop.seconds != self.seconds:  # a pass brought forward: the rhythm goes on
            self.loop.change_interval(seconds=self.seconds)
        try:
            self.last = await self._run()
        except Exception:  # the loop must survive anything (discord.ext.tasks stops otherwise)
            _log.exception("%s: a pass failed", self.name)
