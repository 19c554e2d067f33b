"""Text people chose or typed, made to show in a Discord message as exactly its characters.

A display name (`plain_name`) or an excerpt of what someone typed (`excerpt`) goes into message
text, where Discord would otherwise render it: markdown (`**bold**`, `# heading` at the start of
a line, `-#` subtext, `> quote`, lists, code spans, spoilers, masked links `[x](https://…)`),
links that autolink (`https://…`, invites like `discord.gg/…`), and the `<…>` tokens that turn
into live mentions, channel and command links, custom emoji and timestamps (`<@1>`, `<#1>`,
`</roll:1>`, `<t:0:R>`). Allowed mentions already stop pings; this stops the rendering too.

Every character that could start one of those is escaped with a backslash (Discord shows `\\*`
as `*`), `@everyone`/`@here` get a zero-width space, line breaks become spaces (a name is one
line) and the text is cut to a sane length. The result renders as the text itself, wherever it
is put: mid-sentence, in bold, or at the start of a line.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

NAME_LIMIT = 64  # Discord names are at most 32 characters; computer names are ours
EXCERPT_LIMIT = 20  # enough to recognise what was typed
MESSAGE_LIMIT = 2000  # Discord refuses longer message content
ELLIPSIS = "…"

# Inline markdown, mention and link syntax: escaped wherever it appears. `/` breaks both
# `https://` and `discord.gg/code`.
_INLINE = re.compile(r"([\\*_~`|<>\[\]/])")
# Block syntax only counts at the start of a line: a heading, subtext, quote, list item.
_LINE_START = re.compile(r"^(#|-|\+|\d+(?=\.\s))")
_EVERYONE = re.compile(r"@(everyone|here)", re.IGNORECASE)
# Direction overrides and isolates would reorder the rest of the message around the name.
_BIDI = dict.fromkeys(map(ord, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))


def one_line(value: str) -> str:
    """Line breaks, tabs and other controls as single spaces; no direction overrides. For names
    in plain text (the history file), where nothing renders but a line break would still
    break the layout."""
    value = value.translate(_BIDI)
    value = "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in value)
    return " ".join(value.split())


def _escape(value: str) -> str:
    value = _INLINE.sub(r"\\\1", value)
    match = _LINE_START.match(value)
    if match:
        # "# x" -> "\# x"; "1. x" -> "1\. x" (the dot makes the list item)
        if match.group(1)[0].isdigit():
            end = match.end()
            value = value[:end] + "\\" + value[end:]
        else:
            value = "\\" + value
    return _EVERYONE.sub("@\u200b\\1", value)


def plain(value: str, limit: int) -> str:
    """`value` on one line, at most `limit` characters (then "…"), escaped to show as itself."""
    value = one_line(str(value))
    if len(value) > limit:
        value = value[:limit] + ELLIPSIS
    return _escape(value)


def plain_name(name: str | None) -> str:
    """A display name as message text: exactly its characters, one line, at most 64 of them."""
    shown = plain(name or "", NAME_LIMIT)
    return shown or "?"


def excerpt(typed: str) -> str:
    """What someone typed, echoed in a refusal: its first 20 characters, escaped."""
    return plain(typed, EXCERPT_LIMIT)


def clip(content: str, limit: int = MESSAGE_LIMIT) -> str:
    """Message content cut to Discord's limit (the end replaced by "…") if it is longer."""
    if len(content) <= limit:
        return content
    return content[: limit - len(ELLIPSIS)] + ELLIPSIS


def plain_namer(game: Any) -> Callable[[int | None], str]:
    """name(seat): the player's name in `game` as one line of plain text, for a file or a
    picture where nothing renders markdown (no escaping); "?" for an unknown seat."""
    seats = {s.seat: s for s in game.seats}

    def name(seat: int | None) -> str:
        info = seats.get(seat)
        return one_line(info.name) if info else "?"

    return name
