"""The moves cog: what happens once a move is committed (its post, its buttons), game buttons,
and the turns the computer plays.

A game's move commands (`/roll`, `/place`, ...) are its frontend's own (`top_level_commands`);
they and its buttons end here, in `post_move` or `update_move`.

Turns the computer plays (a computer seat, an away player, a turn whose time ran out) are never
played inside an interaction: once the person's own move is answered, `kick_computers` starts a
background task that plays them one after another (`computer_turns`, one at a time per channel)
and posts each as a new channel message. Where anyone may act at any time (IceTowers in realtime),
computer seats act at a human pace instead (`pace_computers`). The turn clock (bot/tasks.py) uses
the same `computer_turns` for timeouts.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

from bot import answer, render_pool
from bot.errors import SendFailed
from bot.front.core import Background, TableCog, image, require_permissions, run
from bot.front.pictures import picture_of
from bot.service.computers import pace_due

if TYPE_CHECKING:
    from bot.delivery import Delivery
    from bot.front.table import Table

# A channel whose every seat is played by the computer (people away) plays on to the end; this
# only bounds a runaway loop.
MAX_COMPUTER_TURNS = 1000
PACE_RETRY_SECONDS = 1.0  # a computer action that found the game changed: look again after


class MovesCog(TableCog, name="Moves"):
    def __init__(self, table: Table, delivery: Delivery, background: Background) -> None:
        super().__init__(table)
        self.delivery = delivery
        self.background = background
        # channel id -> the lock that keeps its computer turns (and their messages) in order
        self._computer_locks: dict[int, asyncio.Lock] = {}
        self._pacers: dict[int, bool] = {}  # channels whose computers act at their pace: again?

    # --- a person's move --------------------------------------------------------------------------

    async def post_move(self, interaction: discord.Interaction, result: Any) -> None:
        """After a committed move: answer with the post the move owes the channel (its outbox
        entry: words, image, buttons, the next player told their way)."""
        try:
            if result.post is not None:
                await self.delivery.answer(interaction, result.post, result.game,
                                           turn_events=tuple(result.turn_events))
        finally:
            # the move is committed: a computer to play next plays even if the post failed
            self.kick_computers(result.game)

    async def update_move(self, interaction: discord.Interaction, result: Any) -> None:
        """A button that changes its own message (e.g. a kept die): edit it in place."""
        frontend = self.frontend(result.game)
        locale = result.game.language  # the public turn message
        png = await render_pool.drawn(frontend.render_move, picture_of(result.game),
                                      tuple(result.events), tuple(result.turn_events))
        content, _ = frontend.describe_move(result, locale)
        view = frontend.turn_view(result.game, locale)
        try:
            await answer.update(interaction, content=content, attachments=[image(png)], view=view)
        except discord.HTTPException as exc:
            raise SendFailed() from exc

    async def game_button(
        self, interaction: discord.Interaction, name: str, game_id: int, rev: int, **data: Any
    ) -> None:
        """A game's own button (not a lobby one), handed to its frontend."""

        async def body() -> None:
            require_permissions(interaction)
            game = await self.game_of_button(interaction, game_id)
            await self.frontend(game).on_button(self.table, interaction, name, game, rev, **data)

        await run(interaction, name, body)

    # --- turns the computer plays -----------------------------------------------------------------

    def spawn(self, coro: Awaitable[Any], *, name: str | None = None) -> asyncio.Task:
        return self.background.spawn(coro, name=name)

    def kick_computers(self, game: Any) -> None:
        """If the computer plays the seat to move now, play it (and any that follow) in the
        background: the person's interaction is already answered, nothing waits for it. Where
        anyone may act at any time, let the computer seats act at their pace."""
        if game is None or game.status != "active":
            return
        if game.free_computers:
            self.pace_computers(game.channel_id)
        elif game.computer_to_play:
            self.spawn(self.computer_turns(game.channel_id),
                       name=f"computer-turns:{game.channel_id}")

    def pace_computers(self, channel_id: int) -> None:
        """Where anyone may act at any time: the channel's computer seats act, each action a
        pause after the last one anyone made (bot.service.computers.pace_due), until they all
        wait for someone. One background task per channel; a call while it runs asks it to
        look again before it stops."""
        if channel_id in self._pacers:
            self._pacers[channel_id] = True
            return
        self._pacers[channel_id] = False
        self.spawn(self._pace(channel_id), name=f"computer-pace:{channel_id}")

    async def _pace(self, channel_id: int) -> None:
        lock = self._computer_locks.setdefault(channel_id, asyncio.Lock())
        try:
            for _ in range(MAX_COMPUTER_TURNS):
                self._pacers[channel_id] = False
                game = await self.service.get(channel_id)
                if game is None or not game.free_computers:
                    if self._pacers[channel_id]:  # someone acted meanwhile: look again
                        continue
                    return
                wait = pace_due(game) - self.bot.clock()
                if wait > 0:  # an action meanwhile moves the moment: it is read again after
                    await asyncio.sleep(wait)
                    continue
                async with lock:
                    result = await self.service.play_computer_turn(channel_id, claim=True)
                    if result is not None:
                        await self.post_computer_turn(result)
                if result is None:  # another process acted first: its action sets the pace
                    await asyncio.sleep(PACE_RETRY_SECONDS)
        finally:
            self._pacers.pop(channel_id, None)

    async def computer_turns(
        self, channel_id: int, *, expire: tuple[int, float] | None = None
    ) -> int:
        """Play and post every turn the computer owes in the channel, one after another: first
        the turn whose time ran out if `expire` = (game id, now), then each computer seat or away
        player to move. One caller at a time per channel, so the messages follow the order of
        play (a post that could not go out waits in the outbox, and the ones after it too).
        Returns how many turns were played."""
        lock = self._computer_locks.setdefault(channel_id, asyncio.Lock())
        played = 0
        async with lock:
            if expire is not None:
                result = await self.service.expire_turn(*expire, claim=True)
                if result is not None:
                    await self.post_computer_turn(result)
                    played += 1
            for _ in range(MAX_COMPUTER_TURNS):
                result = await self.service.play_computer_turn(channel_id, claim=True)
                if result is None:
                    break
                await self.post_computer_turn(result)
                played += 1
        return played

    async def post_computer_turn(self, result: Any) -> None:
        """A turn the computer played, as a new channel message (its outbox entry: what it kept
        and why, what happened, the board, the next person told their way)."""
        post = result.post
        if post is None:
            return
        if not post.claimed:  # it waits behind an older post of the game
            self.delivery.wake()
            return
        await self.delivery.to_channel(post.key, "post", post.payload, result.game,
                                       turn_events=tuple(result.turn_events),
                                       notify_mode=post.notify_mode)

    async def end_idle(self, game: Any, now: float) -> bool:
        """Declare done for the players of `game` who drifted away, which ends it, and post the
        end (its outbox entry). False if the game moved meanwhile."""
        result = await self.service.end_idle(game.id, now, claim=True)
        if result is None:
            return False
        await self.post_computer_turn(result)  # a post of the bot's own, like a computer turn
        return True
