"""Discord's own rules, where SimCord is kinder than Discord, so a test fails where the bot would
break on the real service.

- A mention notifies only in a newly created message. SimCord works out the pings again when a
  message is edited; Discord never notifies on an edit. The first follow-up after a deferred
  response fills the "thinking" message: that is an edit too, so it notifies no one.
- Message content is at most 2,000 characters; Discord refuses a longer one (HTTP 400, 50035), and
  the user sees "The application did not respond".
- An embed has more room, and limits of its own (HTTP 400 too): its description at most 4,096
  characters, its title 256, at most 25 fields (name 256, value 1,024), a footer 2,048, and all
  its texts together at most 6,000; a message has at most 10 embeds. SimCord checks none of it.
- The first response to an interaction is due 3 seconds after it arrives. SimCord enforces that in
  its virtual time only; here the real time the bot takes counts too (a handler that blocks the
  event loop, or renders before acknowledging on a slow machine, breaks on Discord). What counts
  is the bot's own time: the real time from arrival to answer less the time the machine kept the
  bot's threads waiting for a CPU (the kernel's run delay), so a test passes or fails the same on
  a quiet machine and on a busy one, while a handler that blocks or works too long fails.
- An interaction is answerable only within 3 seconds of its creation, which its id (a snowflake)
  tells. After a gateway outage Discord replays, on RESUME, interactions made before it: they
  reach the bot long after those 3 seconds, their user has already seen "The application did
  not respond", and any answer is refused (10062 Unknown interaction). SimCord delivers every
  interaction at once; `replayed(monkeypatch, seconds)` delivers the next ones that late.
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
import glob
import os
import time
from typing import Any

import discord
from simcord.backend import errors
from simcord.backend.models import Interaction
from simcord.backend.state import Backend
from simcord.http import client, router

CONTENT_LIMIT = 2000
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_TITLE_LIMIT = 256
EMBED_FIELDS = 25
EMBED_FIELD_NAME_LIMIT = 256
EMBED_FIELD_VALUE_LIMIT = 1024
EMBED_FOOTER_LIMIT = 2048
EMBED_TOTAL_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10
FIRST_RESPONSE_SECONDS = 3.0
DISCORD_EPOCH_MS = 1_420_070_400_000

# Interaction id -> the bot's clock at its arrival (see `_own_clock`), and the answers that came
# too late.
_arrived: dict[int, float] = {}
_late: list[str] = []

_FIRST_RESPONSES = ("respond_with_message", "defer", "defer_update", "update_source",
                    "complete_autocomplete", "show_modal")


def _run_delay() -> float:
    """Seconds the bot's threads and its worker processes (pictures are drawn in processes of
    their own) have spent runnable but waiting for a CPU, added up (Linux's schedstat), or 0
    where the kernel does not say. The event loop waits for the GIL while another of its threads
    holds it, and for a picture while a worker draws it: their waits for a CPU are the loop's
    too."""
    total = 0
    for path in _tasks(os.getpid()):
        try:
            with open(path) as stats:
                total += int(stats.read().split()[1])
        except (OSError, IndexError, ValueError):
            continue  # a thread or process that ended meanwhile
    return total / 1e9


def _tasks(pid: int) -> list[str]:
    """The schedstat files of every thread of `pid` and of its descendants."""
    found = glob.glob(f"/proc/{pid}/task/*/schedstat")
    for children in glob.glob(f"/proc/{pid}/task/*/children"):
        try:
            with open(children) as listed:
                found += [p for child in listed.read().split() for p in _tasks(int(child))]
        except OSError:
            continue
    return found


def _own_clock() -> float:
    """Real time (perf_counter: SimCord makes time.monotonic virtual) less the time the machine
    kept the bot's threads waiting for a CPU: it advances while the bot works, sleeps or blocks,
    not while other processes hold the cores."""
    return time.perf_counter() - _run_delay()


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


def embed_problems(embed: dict) -> list[str]:
    """What Discord would refuse in one embed (its JSON form)."""
    problems = []
    fields = embed.get("fields") or []
    sizes = {
        "description": (len(embed.get("description") or ""), EMBED_DESCRIPTION_LIMIT),
        "title": (len(embed.get("title") or ""), EMBED_TITLE_LIMIT),
        "footer": (len((embed.get("footer") or {}).get("text") or ""), EMBED_FOOTER_LIMIT),
        "fields": (len(fields), EMBED_FIELDS),
    }
    for i, field in enumerate(fields):
        sizes[f"fields.{i}.name"] = (len(field.get("name") or ""), EMBED_FIELD_NAME_LIMIT)
        sizes[f"fields.{i}.value"] = (len(field.get("value") or ""), EMBED_FIELD_VALUE_LIMIT)
    total = sum(size for name, (size, _) in sizes.items() if name != "fields")
    sizes["total"] = (total, EMBED_TOTAL_LIMIT)
    for name, (size, limit) in sizes.items():
        if size > limit:
            problems.append(f"embeds.{name}: Must be {limit} or fewer in length ({size}).")
    return problems


def _refuse_long_embeds(embeds: Any) -> None:
    if not embeds:
        return
    problems = [] if len(embeds) <= EMBEDS_PER_MESSAGE else [
        f"embeds: Must be {EMBEDS_PER_MESSAGE} or fewer in length."]
    for embed in embeds:
        problems += embed_problems(embed)
    if problems:
        raise errors.invalid_form_body(" ".join(problems))


def install(monkeypatch: Any) -> None:
    _arrived.clear()
    _late.clear()
    monkeypatch.setattr(router, "_check_faults", _check_faults)
    monkeypatch.setattr(client, "_raise_for", _raise_for(client._raise_for))

    prepare = Backend.prepare_message

    def prepare_message(self, channel_id, author_id, content="", **kwargs):
        _refuse_long(content)
        _refuse_long_embeds(kwargs.get("embeds"))
        return prepare(self, channel_id, author_id, content, **kwargs)

    edit = Backend.edit_message

    def edit_message(self, channel_id, message_id, fields):
        _refuse_long(fields.get("content"))
        _refuse_long_embeds(fields.get("embeds"))
        before = self.get_message(channel_id, message_id)
        kept = (list(before.ping_user_ids), list(before.ping_role_ids), before.mention_everyone)
        message = edit(self, channel_id, message_id, fields)
        # An edit never notifies: whom the message pinged was settled when it was created.
        message.ping_user_ids, message.ping_role_ids, message.mention_everyone = kept
        return message

    new_interaction = Backend.new_interaction

    def arriving(self, *args, **kwargs):
        record = new_interaction(self, *args, **kwargs)
        _arrived[record.id] = _own_clock()
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
            took = _own_clock() - arrived
            if took > FIRST_RESPONSE_SECONDS:
                _late.append(f"interaction {self.command_name or self.type}: {name} after "
                             f"{took:.2f} s of the bot's own time")
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
