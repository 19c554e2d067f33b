"""Answering an interaction the way Discord wants it.

Discord drops an interaction that has no first response 3 seconds after it was created, and the
user sees "The application did not respond". So every interaction gets a guard as it arrives
(`guard`): if nothing has answered it by GUARD_SECONDS after its creation, it is acknowledged
privately ("thinking…", only the user sees it; a button: a silent deferred update). Every answer
of the bot goes through this module, under one lock per interaction, so the guard and a handler
never both give a first response.

A mention notifies only in a newly created message. After a private acknowledgement the first
follow-up would fill (edit) that private message, so a public post made after one first closes it
with a short note, then goes out as a follow-up of its own: a new message, which notifies.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

_log = logging.getLogger(__name__)

# Acknowledge by this long after the interaction was created: Discord's limit is 3 s, and the
# acknowledgement itself is a request that takes time.
GUARD_SECONDS = 2.0
# A local clock that differs from Discord's by more than this is not trusted for the deadline:
# the interaction's arrival here counts instead.
CLOCK_SKEW_SECONDS = 10.0
# Discord takes a first answer only this long after it created an interaction. One that reaches
# the bot later (replayed on a gateway RESUME after an outage, when its user has already seen
# "The application did not respond") can never be answered, so it must change nothing.
RESPONSE_WINDOW_SECONDS = 3.0


def _lock(interaction: discord.Interaction) -> asyncio.Lock:
    lock = interaction.extras.get("answer_lock")
    if lock is None:
        lock = interaction.extras["answer_lock"] = asyncio.Lock()
    return lock


def _answered(interaction: discord.Interaction) -> None:
    """The interaction has its first response: its guard has nothing left to do."""
    handle = interaction.extras.pop("guard", None)
    if handle is not None:
        handle.cancel()


def seconds_left(interaction: discord.Interaction) -> float:
    """How long until the guard must acknowledge: GUARD_SECONDS after Discord created the
    interaction (its id says when), or after it arrived here if the clocks disagree."""
    age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
    if not 0 <= age <= CLOCK_SKEW_SECONDS:
        age = 0.0
    return max(0.0, GUARD_SECONDS - age)


def bot_clock(interaction: discord.Interaction) -> float:
    """The bot's clock (the service's; discord.py's UTC clock when the client has none)."""
    clock = getattr(interaction.client, "clock", None)
    return clock() if clock is not None else discord.utils.utcnow().timestamp()


def too_late(interaction: discord.Interaction) -> bool:
    """Whether `interaction` came too late to be answered: unanswered, and older (by its id,
    which says when Discord created it, against the bot's clock) than Discord's window. Such
    an interaction is left alone: no service call, no answer; it is logged once, at INFO."""
    if interaction.response.is_done():
        return False
    age = bot_clock(interaction) - interaction.created_at.timestamp()
    if age <= RESPONSE_WINDOW_SECONDS:
        return False
    if not interaction.extras.get("too_late"):
        interaction.extras["too_late"] = True
        data = interaction.data or {}
        _log.info("interaction %s (%s %s) from user %s in channel %s reached the bot %.1f s "
                  "after Discord made it (its window is %.0f s): ignored, nothing changed",
                  interaction.id, interaction.type.name, data.get("name") or
                  data.get("custom_id"), interaction.user.id if interaction.user else None,
                  interaction.channel_id, age, RESPONSE_WINDOW_SECONDS)
    return True


def is_component(interaction: discord.Interaction) -> bool:
    return interaction.type == discord.InteractionType.component


# Acknowledgements the guard started, kept referenced until they are done.
_late: set[asyncio.Task] = set()


def guard(interaction: discord.Interaction) -> None:
    """Acknowledge `interaction` before Discord's deadline if nothing else has by then: a timer,
    cancelled by the first response."""
    if interaction.type not in (discord.InteractionType.application_command,
                                discord.InteractionType.component):
        return
    if interaction.response.is_done() or too_late(interaction):
        return
    loop = asyncio.get_running_loop()

    def due() -> None:
        interaction.extras.pop("guard", None)
        task = loop.create_task(acknowledge(interaction), name="acknowledge")
        _late.add(task)
        task.add_done_callback(_late.discard)

    interaction.extras["guard"] = loop.call_later(seconds_left(interaction), due)


async def acknowledge(interaction: discord.Interaction) -> None:
    """The first response, if none was given: a button's silent deferred update, or a private
    "thinking…" for a command. A refusal or a private note may follow; a public post after it
    goes out as a new message (see `post`)."""
    async with _lock(interaction):
        if interaction.response.is_done():
            return
        try:
            if is_component(interaction):
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
                interaction.extras["private_ack"] = True
            _answered(interaction)
        except discord.HTTPException as exc:  # the interaction is gone: nothing more to do
            _log.warning("could not acknowledge an interaction: %s", exc)


def long_text(said: str) -> discord.Embed:
    """A long text (the rules, the help) as an embed: its description holds 4,096 characters,
    where a message's content holds 2,000."""
    return discord.Embed(description=said)


async def private(interaction: discord.Interaction, content: str | None, **kwargs: Any) -> None:
    """An answer only the user sees: the first response, or a private follow-up (which fills
    a private "thinking…" acknowledgement)."""
    kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
    async with _lock(interaction):
        if not interaction.response.is_done():
            await interaction.response.send_message(content, ephemeral=True, **kwargs)
            _answered(interaction)
            return
        await interaction.followup.send(content, ephemeral=True, **kwargs)


async def note(interaction: discord.Interaction, content: str) -> bool:
    """A private word after a committed change (e.g. "saved, the message follows"): best effort,
    since the change and its post stand whether the user reads it or not. An interaction that
    expired meanwhile (Discord: unknown interaction, unknown webhook) is only logged. False if
    it did not get through."""
    try:
        await private(interaction, content)
    except discord.HTTPException as exc:
        _log.info("could not tell the user privately (%s %s): %s", exc.status,
                  getattr(exc, "code", 0), exc.text or exc)
        return False
    return True


async def post(interaction: discord.Interaction, content: str, *, ack_note: str | None = None,
               **kwargs: Any) -> discord.Message:
    """A public, newly created message answering the interaction (so its mentions notify).
    After a private acknowledgement, that is first closed with `ack_note`."""
    kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
    async with _lock(interaction):
        if not interaction.response.is_done():
            callback = await interaction.response.send_message(content, **kwargs)
            _answered(interaction)
            message = getattr(callback, "resource", None)
            if isinstance(message, discord.Message):
                return message
            return await interaction.original_response()
        if interaction.extras.pop("private_ack", False):
            await interaction.edit_original_response(content=ack_note or "✓")
        return await interaction.followup.send(content, wait=True, **kwargs)


async def update(interaction: discord.Interaction, **kwargs: Any) -> None:
    """Change the message a button is on (in place: an edit, which notifies no one)."""
    kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
    async with _lock(interaction):
        if not interaction.response.is_done():
            await interaction.response.edit_message(**kwargs)
            _answered(interaction)
        else:
            await interaction.edit_original_response(**kwargs)


async def defer_private(interaction: discord.Interaction) -> None:
    """Acknowledge privately now (before slow work whose answer is private)."""
    async with _lock(interaction):
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
            interaction.extras["private_ack"] = True
            _answered(interaction)
