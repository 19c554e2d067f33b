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
  event loop, or renders before acknowledging on a slow machine, breaks on Discord).

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
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_TITLE_LIMIT = 256
EMBED_FIELDS = 25
EMBED_FIELD_NAME_LIMIT = 256
EMBED_FIELD_VALUE_LIMIT = 1024
EMBED_FOOTER_LIMIT = 2048
EMBED_TOTAL_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10
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
