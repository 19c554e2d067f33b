"""The background task: what falls due without anyone pressing anything.

One `discord.ext.tasks` loop, started in `setup_hook`, runs every `TICK_SECONDS` (60 by default)
and, each time:

1. **timeouts** — every turn whose time ran out (`service.due_timeouts`): the computer plays it
   for the player (`expire_turn`, through `MovesCog.computer_turns` so the channel's messages stay
   in order), the message says the time ran out, and after MISSED_TURNS_AWAY such turns in a
   row that the player is now marked away; then any computer turns that follow are played;
2. **idle players** — every game where anyone may act whose players not done have all been
   idle for its idle time (`due_idle`): they count as done, which ends it (IceTowers I10);
3. **computer turns** — every game whose seat to move the computer plays (`due_computer_turns`):
   normally none, as they are played at once after each move; this catches those left over by
   a restart, a crash or a failed post (where anyone may act at any time, it starts the
   computers' pace again);
4. **reminders** — every turn that has used REMINDER_SHARE (80%) of its time and was not
   reminded (`due_reminders`): one new message, the player's way (`NoticesCog.remind`).

Deadlines and reminders live in the database, and the first iteration runs at start-up, so a
restart changes nothing: what fell due meanwhile is handled at once, what was done is not done
again. Each step is guarded: one game's failure is logged and never stops the loop.

Every bot process runs this loop over the same database; each piece of work (named by its game
and the game's rev) is claimed there first (`DueWork.claimed`), so one process does it, renewing
the claim while the work lasts. A process that died gives its claims up: at once when it is
known dead (bot/store/holders.py), else when they lapse after WORK_CLAIM_SECONDS; the work is
then taken over. The work itself is guarded by the game's rev, so even a lapsed claim can never
play a turn twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from bot.periodic import Periodic
from bot.service.game_service import WORK_RENEW_SECONDS

_log = logging.getLogger(__name__)


@dataclass
class TickReport:
    """What one iteration did (for logs and tests)."""

    timeouts: int = 0
    idle_ends: int = 0  # games ended because every player still in had drifted away
    computer_turns: int = 0
    reminders: dict[str, int] = field(default_factory=dict)
    failures: int = 0


class DueWork(Periodic):
    """The bot's side of the turn clock: every TICK_SECONDS, what fell due (see the module)."""

    def __init__(self, bot: Any, seconds: float = 60) -> None:
        super().__init__(bot, seconds, self.run_once, "turn clock")

    async def run_once(self, now: float | None = None) -> TickReport:
        """One pass over what is due at `now` (default: the bot's clock)."""
        report = TickReport()
        service, table = self.bot.service, self.bot.table
        if service is None:
            return report

        now = self.bot.clock() if now is None else now

        for game in await service.due_timeouts(now):
            async with self.claimed(f"timeout:{game.id}:{game.rev}", report) as mine:
                if mine:
                    report.computer_turns += await table.moves.computer_turns(
                        game.channel_id, expire=(game.id, now)
                    )
                    report.timeouts += 1

        for game in await service.due_idle(now):
            async with self.claimed(f"idle:{game.id}:{game.rev}", report) as mine:
                if mine:
                    report.idle_ends += await table.moves.end_idle(game, now)

        for game in await service.due_computer_turns():
            if game.free_computers:  # they act at their pace, in the background
                table.moves.pace_computers(game.channel_id)
                continue
            async with self.claimed(f"computer:{game.id}:{game.rev}", report) as mine:
                if mine:
                    report.computer_turns += await table.moves.computer_turns(game.channel_id)

        for reminder in await service.due_reminders(now):
            game = reminder.game
            async with self.claimed(f"reminder:{game.id}:{game.rev}", report) as mine:
                if mine:
                    outcome = await table.notices.remind(reminder)
                    report.reminders[outcome] = report.reminders.get(outcome, 0) + 1

        if (report.timeouts or report.idle_ends or report.computer_turns or report.reminders
                or report.failures):
            _log.info(
                "turn clock: %d timeouts, %d idle ends, %d computer turns, reminders %s, "
                "%d failures", report.timeouts, report.idle_ends, report.computer_turns,
                report.reminders, report.failures,
            )
        return report

    @asynccontextmanager
    async def claimed(self, job: str, report: TickReport) -> AsyncIterator[bool]:
        """Do `job` only if this process claims it in the database (yields whether it did):
        several bot processes each run this loop, and each piece of work is done by one. A
        failure is logged and counted, never raised: one game must not stop the loop. The
        claim is renewed while the work lasts and released after; if this process dies first,
        another takes the work over."""
        service = self.bot.service
        if not await service.claim_work(job):
            yield False
            return
        renewing = asyncio.create_task(self._renew(job), name=f"renew {job}")
        try:
            yield True
        except Exception:
            report.failures += 1
            _log.exception("%s: the background work failed", job)
        finally:
            renewing.cancel()
            try:
                await service.release_work(job)
            except Exception:
                _log.exception("%s: its claim was not released (it lapses by itself)", job)

    async def _renew(self, job: str) -> None:
        """Hold `job`'s claim on while it is being done (cancelled when it is)."""
        while True:
            await asyncio.sleep(WORK_RENEW_SECONDS)
            try:
                await self.bot.service.renew_work(job)
            except Exception:  # tried again at the next round; the claim lapses meanwhile
                _log.exception("%s: its claim was not renewed", job)
