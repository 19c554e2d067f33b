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
- A rate limit (HTTP 429) says how long to wait: a Retry-After header and `retry_after` in the
  body. discord.py waits that long and tries again, up to five tries, and then raises the 429
  (an HTTPException with status 429). SimCord's injected errors carry neither; `rate_limited`
  injects that last 429 as Discord sends it.
- A request refused with 401, 403 or 429 counts towards Discord's limit on invalid requests
  (10,000 per 10 minutes, then the bot's address is banned for a while): a channel the bot may
  not post in must not be tried over and over.

`install(monkeypatch)` applies them to SimCord's backend for one test; `late_answers()` lists the
interactions answered too late (the Discord tests' conftest fails a test on any).
"""

from __future__ import annotations

import fnmatch
import time
from typing import Any

import discord
from simcord.backend import errors
from simcord.backend.models import Interaction
from simcord.backend.state import Backend
from simcord.http import client, router

CONTENT_LIMIT = 2000
FIRST_RESPONSE_SECONDS = 3.0

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


def rate_limited(env: Any, method: str, path: str, *, retry_after: float,
                 times: int | None = 1) -> None:
    """Make matching REST calls fail with Discord's 429, asking to wait `retry_after` seconds
    (as `env.inject_error` does for other errors)."""
    env.backend.faults.append({
        "method": method, "path": path, "status": 429, "code": 0,
        "message": "You are being rate limited.", "times": times, "retry_after": retry_after,
    })


def _check_faults(backend: Any, method: str, path: str) -> None:
    """SimCord's injected faults, with a 429's wait kept on the error (router._check_faults)."""
    for fault in list(backend.faults):
        if fault["method"] not in (method, "*") or not fnmatch.fnmatch(path, fault["path"]):
            continue
        if fault["times"] is not None:
            fault["times"] -= 1
            if fault["times"] <= 0:
                backend.faults.remove(fault)
        error = errors.BackendError(fault["status"], fault["code"], fault["message"])
        error.retry_after = fault.get("retry_after")
        raise error


def _raise_for(real: Any) -> Any:
    def raise_for(error: Any) -> None:
        seconds = getattr(error, "retry_after", None)
        if error.status == 429 and seconds is not None:
            response = client._FakeResponse(429)
            response.headers = {"Retry-After": f"{seconds:g}"}
            raise discord.HTTPException(
                response, {**error.to_json(), "retry_after": seconds, "global": False})
        real(error)

    return raise_for


def install(monkeypatch: Any) -> None:
    _arrived.clear()
    _late.clear()
    monkeypatch.setattr(router, "_check_faults", _check_faults)
    monkeypatch.setattr(client, "_raise_for", _raise_for(client._raise_for))

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
