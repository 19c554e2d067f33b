"""Discord's own rules, where SimCord is kinder than Discord, so a test fails where the bot would
break on the real service.

- A mention notifies only in a newly created message. SimCord works out the pings again when a
  message is edited; Discord never notifies on an edit. The first follow-up after a deferred
  response fills the "thinking" message: that is an edit too, so it notifies no one.
- Message content is at most 2,000 characters; Discord refuses a longer one (HTTP 400, 50035), and
  the user sees "The application did not respond".
- The first response to an interaction is due 3 seconds after it arrives. SimCord enforces that in
  its virtual time only; here the real time the bot takes counts too (a handler that blocks the
  event loop, or renders before acknowledging on a slow machine, breaks on Discord).
- An interaction is answerable only within 3 seconds of its creation, which its id (a snowflake)
  tells. After a gateway outage Discord replays, on RESUME, interactions made before it: they
  reach the bot long after those 3 seconds, their user has already seen "The application did
  not respond", and any answer is refused (10062 Unknown interaction). SimCord delivers every
  interaction at once; `replayed(monkeypatch, seconds)` delivers the next ones that late.

`install(monkeypatch)` applies them to SimCord's backend for one test; `late_answers()` lists the
interactions answered too late (the Discord tests' conftest fails a test on any).
"""

from __future__ import annotations

import time
from typing import Any

from simcord.backend import errors
from simcord.backend.models import Interaction
from simcord.backend.state import Backend

CONTENT_LIMIT = 2000
FIRST_RESPONSE_SECONDS = 3.0
DISCORD_EPOCH_MS = 1_420_070_400_000

# Interaction id -> real arrival time (perf_counter: SimCord makes time.monotonic virtual), and
# the answers that came too late.
_arrived: dict[int, float] = {}
_late: list[str] = []

_FIRST_RESPONSES = ("respond_with_message", "defer", "defer_update", "update_source",
                    "complete_autocomplete", "show_modal")


def late_answers() -> list[str]:
    return list(_late)


def _refuse_long(content: Any) -> None:
    if isinstance(content, str) and len(content) > CONTENT_LIMIT:
        raise errors.invalid_form_body(
            f"content: Must be {CONTENT_LIMIT} or fewer in length ({len(content)})."
        )


def install(monkeypatch: Any) -> None:
    _arrived.clear()
    _late.clear()

    prepare = Backend.prepare_message

    def prepare_message(self, channel_id, author_id, content="", **kwargs):
        _refuse_long(content)
        return prepare(self, channel_id, author_id, content, **kwargs)

    edit = Backend.edit_message

    def edit_message(self, channel_id, message_id, fields):
        _refuse_long(fields.get("content"))
        before = self.get_message(channel_id, message_id)
        kept = (list(before.ping_user_ids), list(before.ping_role_ids), before.mention_everyone)
        message = edit(self, channel_id, message_id, fields)
        # An edit never notifies: whom the message pinged was settled when it was created.
        message.ping_user_ids, message.ping_role_ids, message.mention_everyone = kept
        return message

    new_interaction = Backend.new_interaction

    def arriving(self, *args, **kwargs):
        record = new_interaction(self, *args, **kwargs)
        _arrived[record.id] = time.perf_counter()
        return record

    monkeypatch.setattr(Backend, "prepare_message", prepare_message)
    monkeypatch.setattr(Backend, "edit_message", edit_message)
    monkeypatch.setattr(Backend, "new_interaction", arriving)
    for name in _FIRST_RESPONSES:
        monkeypatch.setattr(Interaction, name, _timed(getattr(Interaction, name), name))


def _timed(method: Any, name: str) -> Any:
    def answer(self, *args, **kwargs):
        arrived = _arrived.pop(self.id, None)
        if arrived is not None and not self.responded:
            took = time.perf_counter() - arrived
            if took > FIRST_RESPONSE_SECONDS:
                _late.append(f"interaction {self.command_name or self.type}: {name} after "
                             f"{took:.2f} s of real time")
        return method(self, *args, **kwargs)

    return answer


def replayed(monkeypatch: Any, seconds: float) -> None:
    """The interactions made from now on reach the bot `seconds` after Discord created them
    (replayed on a RESUME): their ids are that old, and the time to answer them is past."""
    made = Backend.new_interaction

    def late(self, *args, **kwargs):
        record = made(self, *args, **kwargs)
        del self.interactions[record.id]
        created_ms = int((self.clock.now().timestamp() - seconds) * 1000) - DISCORD_EPOCH_MS
        record.id = self._allocate_at(created_ms)
        self.interactions[record.id] = record
        self.interaction_tokens[record.token] = record.id
        record.initial_response_deadline = self.iso_after(FIRST_RESPONSE_SECONDS - seconds)
        record.expires_at = self.iso_after(15 * 60 - seconds)
        return record

    monkeypatch.setattr(Backend, "new_interaction", late)
