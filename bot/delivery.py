"""Delivering the outbox: every message a commit owes Discord reaches the channel, in the order of
play, once.

An entry goes out by one of two ways. The interaction that made the move answers with it at once
(`answer`), when the service handed it the entry's claim. Otherwise, or when that fails, the
sender (a loop in every bot process, every OUTBOX_SECONDS) claims what is due and posts it as a
new channel message. Both mark it sent once Discord accepted it.

What Discord says when a delivery fails decides what happens next:
- the channel no longer exists (10003): its open games are abandoned, their entries dropped;
- the bot may not post there (403): the game's clock is paused (no reminder, no turn played for
  anyone) and the entry waits; the channel is tried again soon (5 s, 10 s, 20 s ... then every
  PROBE_MAX_SECONDS), and the first message that gets through resumes the clock, and says so;
- a rate limit (429): tried again once Discord's Retry-After has passed, not later;
- anything else (a server error): tried again, a little later each time.

The sender does not wait for its next regular pass when it knows better: a failed entry wakes it
when the entry falls due again, and a sent mark wakes it at once when the game has another entry
waiting behind (the regular pass stays as the safety net, e.g. for other processes' entries).

A reminder that can no longer be true is dropped instead of being sent late: its game is over,
its turn is over, or its time ran out. One that reaches a paused game's channel resumes the
clock and names the turn's new deadline.

The player whose turn starts is told their way (/columbiz notify): a mention in the post (it
is a new message, so it notifies), a direct message (a mention after all if their direct
messages are closed), or nothing.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import discord

from bot import answer, render_pool
from bot.announce import Announcer, fit
from bot.front import ratings
from bot.front.pictures import picture_of
from bot.games import get_rules
from bot.messages import text
from bot.periodic import Periodic
from bot.service.models import Reminder

_log = logging.getLogger(__name__)

BATCH = 20
RETRY_FIRST_SECONDS = 5.0
RETRY_MAX_SECONDS = 600.0
# A channel the bot may not post in is tried again after 5 s, 10 s, 20 s ... and then at this
# interval for as long as its game waits: one refused request per paused game every two
# minutes, far below Discord's limit on invalid requests (10,000 per 10 minutes).
PROBE_MAX_SECONDS = 120.0
GIVE_UP_ATTEMPTS = 200  # about a day of tries at the longest interval (server errors only)
WAKE_MIN_SECONDS = 0.5  # the sender's own wake-ups come no closer than this
# Delivered entries are deleted once this old (a day of them is kept for looking into a
# problem), by each process's sender at most once per PRUNE_EVERY_SECONDS.
KEEP_DELIVERED_SECONDS = 86400.0
PRUNE_EVERY_SECONDS = 3600.0
PRUNE_BATCH = 1000

UNKNOWN_CHANNEL = 10003
NO_ACCESS = (50001, 50013)  # Missing Access, Missing Permissions


def retry_delay(attempts: int) -> float:
    return min(RETRY_MAX_SECONDS, RETRY_FIRST_SECONDS * 2 ** max(0, attempts))


def probe_delay(attempts: int) -> float:
    """When to try a channel the bot may not post in again."""
    return min(PROBE_MAX_SECONDS, RETRY_FIRST_SECONDS * 2 ** max(0, attempts))


def retry_after(exc: Exception) -> float | None:
    """How long Discord asked to wait before trying again (a 429's Retry-After, or the
    RateLimited discord.py raises instead of waiting that long); None if it did not say."""
    seconds = getattr(exc, "retry_after", None)
    if seconds is None:
        headers = getattr(getattr(exc, "response", None), "headers", None)
        seconds = headers.get("Retry-After") if headers is not None else None
    try:
        return max(0.0, float(seconds))
    except (TypeError, ValueError):
        return None


class Delivery:
    def __init__(self, table: Any, seconds: float = 10) -> None:
        self.table = table
        self._draining = False  # a pass is running in this process
        self._again = False  # someone asked for another look meanwhile
        # the sender: every `seconds` it delivers what is due
        self.sender = Periodic(table.bot, seconds, self.drain, "outbox sender")
        self._pruned_at: float | None = None  # when this process last deleted old entries

    @property
    def service(self) -> Any:
        return self.table.service

    @property
    def outbox(self) -> Any:
        """The store's outbox (bot/store/outbox.py), through the service."""
        return self.table.service.outbox

    def _now(self) -> float:
        return self.table.bot.clock()

    # --- the message ----------------------------------------------------------------------------

    async def _message(self, payload: dict, game: Any, turn_events: tuple[Any, ...] | None = None
                       ) -> dict[str, Any]:
        """The message's parts (content, image, buttons) for the game as `payload` shows it:
        `game` itself while it is at the payload's rev, else its state replayed to then."""
        if payload.get("lobby"):  # worded from the lobby as it is now
            return self.table.lobby.lobby_message(game, payload)
        kwargs: dict[str, Any] = {"content": payload["content"]}
        if payload.get("ratings"):  # a rated game's end: each player's rating change
            # the ratings' own tables (bot/ratings), read through the store as /leaderboard does
            line = await ratings.changes_line(self.service.store, game.id,
                                              payload.get("locale"))
            kwargs["content"] = fit("\n".join(filter(None, (payload["content"], line))))
        kind = payload.get("image")
        current = game.rev == payload.get("rev")
        if kind and payload.get("seq") is not None:
            rules = get_rules(game.kind)
            shown = game
            if not current:
                shown = replace(game, state=await self.service.state_at(game.id, payload["seq"]))
            if turn_events is None:
                turn_events = tuple(
                    rules.event_from_json(e) for e in payload.get("turn_events", ()))
            frontend = self.table.frontend(game)
            if kind == "board":
                png = await render_pool.drawn(frontend.render_board, picture_of(shown))
            else:
                png = await render_pool.drawn(frontend.render_move, picture_of(shown), (),
                                              turn_events)
            kwargs["file"] = self.table.image(png)
        # Buttons only while the game is still as the message shows it.
        if kind and current:
            view = self.table.view_for(game, payload.get("locale"))
            if view is not None:
                kwargs["view"] = view
        return kwargs

    async def _notice(self, payload: dict, game: Any, mode: str | None = None
                      ) -> int | list[int] | None:
        """Tell the player whose turn starts, their way: the id to mention in the post, or
        None (a direct message told them, or they want nothing). A lobby's message mentions
        whom it calls (a rematch: the old game's players). `mode`: their way as the move's
        commit read it (bot.service.models.Post), else it is read now."""
        if payload.get("lobby"):
            return payload.get("ping") or None
        user_id = payload.get("notify")
        if not user_id:
            return None
        if mode is None:
            mode = await self.service.get_notify(user_id)
        if mode == "none":
            return None
        if mode == "dm":
            sent = await self.table.notices.send_dm(user_id, text(
                "notify.turn_dm", payload.get("locale"), game_id=game.id,
                link=self.table.channel_link(game),
            ))
            return None if sent else user_id
        return user_id

    async def _resumed(self, game: Any, kwargs: dict[str, Any], locale: str | None, *,
                       reminder: dict | None = None) -> None:
        """A message gets through to a paused game: its clock runs again, and the message says
        so. A `reminder` (its payload) that does so is the turn's reminder for the new clock:
        it names the new deadline, and no second one follows."""
        if game.paused_at is None:
            return
        if await self.service.resume_clock(game.id, remind=reminder is None):
            fresh = await self.service.get_by_id(game.id)
            if fresh is not None and reminder is not None:
                kwargs["content"] = self._reminder_words(fresh, reminder)
            kwargs["content"] = fit(text("delivery.resumed", locale) + "\n" + kwargs["content"])
            if fresh is not None:
                self.table.moves.kick_computers(fresh)

    def _reminder_words(self, game: Any, payload: dict) -> str:
        """The reminder's words for the game's clock as it runs now."""
        seat = game.current_seat_info()
        if seat is None or game.deadline_at is None:
            return payload["content"]
        words = Announcer(self.table.frontends).reminder(
            Reminder(game, seat, "mention", payload.get("turn", 0), game.deadline_at))
        return words["content"] if words else payload["content"]

    # --- through the interaction ----------------------------------------------------------------

    async def answer(self, interaction: discord.Interaction, post: Any, game: Any, *,
                     turn_events: tuple[Any, ...] | None = None, prefix: str | None = None
                     ) -> discord.Message | None:
        """Answer the interaction with its move's post (a new public message), and mark it sent.
        A post that waits behind an older one of the game is left to the sender (the user is
        told it is saved); a failed one too, and the failure is raised (SendFailed)."""
        from bot.errors import SendFailed, locale_of

        locale = locale_of(interaction)  # the private acknowledgements are the reader's
        if not post.claimed:
            self.wake()
            await answer.note(interaction, text("ack.queued", locale))
            return None
        try:
            kwargs = await self._message(post.payload, game, turn_events)
            kwargs["allowed_mentions"] = self.table.pinging(
                await self._notice(post.payload, game, post.notify_mode))
            await self._resumed(game, kwargs, post.payload.get("locale"))
            if prefix:
                kwargs["content"] = fit(prefix + "\n" + kwargs["content"])
            content = kwargs.pop("content")
            message = await answer.post(
                interaction, content, ack_note=text("ack.posted", locale), **kwargs
            )
        except discord.HTTPException as exc:
            _log.warning("game %s: the post of %s failed, the sender retries it: %s",
                         game.id, post.key, exc)
            await self._retry(post.key, RETRY_FIRST_SECONDS)
            raise SendFailed() from exc
        except Exception:
            _log.exception("game %s: the post of %s failed, the sender retries it",
                           game.id, post.key)
            await self._retry(post.key, RETRY_FIRST_SECONDS)
            raise
        await self._sent(post.key, message.id)
        return message

    # --- through the channel --------------------------------------------------------------------

    async def to_channel(self, key: str, kind: str, payload: dict, game: Any,
                         attempts: int = 0, turn_events: tuple[Any, ...] | None = None,
                         notify_mode: str | None = None) -> bool:
        """Post one claimed entry as a new message in the game's channel (a reminder may go
        as a direct message instead). True if it is done with: sent, or dropped for good.
        `notify_mode`: as `_notice`'s `mode`."""
        channel = self.table.channel_of(game)
        try:
            if kind == "reminder":
                moot = self._moot_reminder(payload, game)
                if moot is not None:
                    _log.info("game %s: the reminder %s is dropped: %s", game.id, key, moot)
                    await self.outbox.drop(key, moot)
                    self.wake()  # what waited behind it goes now
                    return True
                message_id = await self._remind(channel, payload, game)
            else:
                kwargs = await self._message(payload, game, turn_events)
                kwargs["allowed_mentions"] = self.table.pinging(
                    await self._notice(payload, game, notify_mode))
                await self._resumed(game, kwargs, payload.get("locale"))
                message_id = (await channel.send(**kwargs)).id
                if payload.get("lobby"):
                    self.table.lobby.lobby_posted(game, message_id)
        except discord.HTTPException as exc:
            return await self._failed(key, game, exc, attempts)
        except discord.RateLimited as exc:  # discord.py would have waited longer than allowed
            _log.warning("game %s: the post %s is rate limited for %.1f s", game.id, key,
                         exc.retry_after)
            await self._retry(key, exc.retry_after)
            return False
        except Exception:  # a fault of ours (drawing, words): logged, tried again later
            _log.exception("game %s: the post %s could not be made", game.id, key)
            await self._retry(key, retry_delay(attempts))
            return False
        await self._sent(key, message_id)
        return True

    def _moot_reminder(self, payload: dict, game: Any) -> str | None:
        """Why a reminder must not go out any more (None: it still may). Sent late it would say
        something false: the game or the turn is over, or the time it names has run out. In a
        paused game the clock starts afresh when the reminder gets through (see _resumed)."""
        if game.status != "active" or game.state is None:
            return "game over"
        turn = payload.get("turn")
        if turn is not None and get_rules(game.kind).turn_number(game.state) != turn:
            return "turn over"
        if game.paused_at is not None:
            return None
        now = self._now()
        deadline = payload.get("deadline")
        if game.deadline_at is None or now >= game.deadline_at or (
                deadline is not None and now >= deadline):
            return "too late"
        return None

    async def _remind(self, channel: Any, payload: dict, game: Any) -> int | None:
        """A reminder the player's way: a direct message, or a mention in the channel (also when
        their direct messages are closed); nothing when they want nothing."""
        user_id = payload["notify"]
        mode = await self.service.get_notify(user_id)
        if mode == "none":
            return None
        if mode == "dm" and await self.table.notices.send_dm(user_id, payload["dm"]):
            return None
        kwargs = {"content": payload["content"], "allowed_mentions": self.table.pinging(user_id)}
        await self._resumed(game, kwargs, payload.get("locale"), reminder=payload)
        return (await channel.send(**kwargs)).id

    async def _failed(self, key: str, game: Any, exc: discord.HTTPException,
                      attempts: int) -> bool:
        code = getattr(exc, "code", 0)
        if exc.status == 404 and code == UNKNOWN_CHANNEL:
            _log.info("game %s: its channel %s is gone", game.id, game.channel_id)
            await self.service.abandon_channel(game.channel_id)
            await self.outbox.drop_game(game.id, "channel_gone")
            return True
        if exc.status == 403 and code in NO_ACCESS:
            # never given up: the game waits for its channel, clock paused
            if await self.service.pause_clock(game.id):
                _log.warning("game %s: cannot post in channel %s (%s): its clock is paused",
                             game.id, game.channel_id, exc)
            await self._retry(key, probe_delay(attempts))
            return False
        if exc.status == 429:  # Discord says when: then, not later (and not sooner)
            wait = retry_after(exc)
            wait = RETRY_FIRST_SECONDS if wait is None else wait
            _log.warning("game %s: the post %s is rate limited; trying again in %.1f s",
                         game.id, key, wait)
            await self._retry(key, wait)
            return False
        if attempts + 1 >= GIVE_UP_ATTEMPTS:
            _log.error("game %s: giving up the post %s after %d tries: %s",
                       game.id, key, attempts + 1, exc)
            await self.outbox.drop(key, f"gave up: {exc}")
            return True
        _log.warning("game %s: the post %s failed (%s); trying again", game.id, key, exc)
        await self._retry(key, retry_delay(attempts))
        return False

    async def _retry(self, key: str, delay: float) -> None:
        """Free the entry to be tried again in `delay` seconds, and have the sender look then."""
        await self.outbox.retry_later(key, self._now() + delay)
        self._wake_in(delay)

    async def _sent(self, key: str, message_id: int | None) -> None:
        """Mark the entry sent; the game's next entry, if one waits, goes at once."""
        if await self.outbox.sent(key, message_id, self._now()):
            self.wake()

    # --- the sender -----------------------------------------------------------------------------

    def start(self) -> None:
        self.sender.start()

    def stop(self) -> None:
        self.sender.stop()

    def wake(self) -> None:
        """Look for due entries now (an entry waits behind an older one of its game), besides
        the sender's regular passes."""
        self.table.spawn(self.drain(), name="outbox")

    def _wake_in(self, delay: float) -> None:
        """Have the sender's next pass come in `delay` seconds, if its regular one is later."""
        self.sender.soon(max(WAKE_MIN_SECONDS, delay))

    async def drain(self) -> int:
        """Deliver what is due, game by game in order, until nothing due is left, then set the
        sender's wake-up for the next entry to fall due. Returns how many entries were done
        with. One pass at a time in a process: a call during a pass only asks that pass to look
        once more (no one waits on another)."""
        if self._draining:
            self._again = True
            return 0
        self._draining = True
        done = 0
        try:
            while True:
                self._again = False
                done += await self._pass()
                if not self._again:
                    break
            if self.service is not None:
                due = await self.outbox.next_due()
                if due is not None:
                    self._wake_in(due - self._now())
                await self._prune()
            return done
        finally:
            self._draining = False

    async def _prune(self) -> None:
        """Delete the entries delivered more than KEEP_DELIVERED_SECONDS ago (at most once per
        PRUNE_EVERY_SECONDS): without it the outbox only grows, a row or more per move."""
        now = self._now()
        if self._pruned_at is not None and now - self._pruned_at < PRUNE_EVERY_SECONDS:
            return
        self._pruned_at = now
        deleted = 0
        while True:  # in short writes, so that moves slip in between
            batch = await self.outbox.prune(now - KEEP_DELIVERED_SECONDS, PRUNE_BATCH)
            deleted += batch
            if batch < PRUNE_BATCH:
                break
        if deleted:
            _log.info("outbox: deleted %d entries delivered over a day ago", deleted)

    async def _pass(self) -> int:
        done = 0
        while self.service is not None:
            now = self._now()
            rows = await self.outbox.claim_due(
                self.service.owner, now, now + self.service.claim_seconds, BATCH
            )
            progressed = False
            for row in rows:
                game = await self.service.get_by_id(row.game_id)
                if game is None:
                    await self.outbox.drop(row.key, "game gone")
                    continue
                if await self.to_channel(row.key, row.kind, row.payload, game, row.attempts):
                    done += 1
                    progressed = True
            if not progressed:
                break
        return done
