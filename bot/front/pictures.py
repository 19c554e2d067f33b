"""What every game's picture is given by the bot: the players' names, which seats the computer
plays, and the picture's words in the reader's language (the game's, for a public post)."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from bot.messages import DEFAULT_LOCALE, placeholders, text

# The variable of a picture's word that holds a number ("{ $n } pts").
NUMBER = "n"


class CountedLabel(str):
    """A picture's word with a number in it. The picture fills it as `label.format(n=...)`; that
    formats the catalogue's message for that count, so its plural rules choose the words ("1
    point", "2 points", "1 écarté"). As a plain string it is the message with `{n}` for the
    number (the picture measures its widest form with it)."""

    msg_id: str
    language: str

    def __new__(cls, msg_id: str, language: str) -> CountedLabel:
        label = super().__new__(cls, text(msg_id, language, **{NUMBER: "{n}"}))
        label.msg_id, label.language = msg_id, language
        return label

    def format(self, *args: Any, **kwargs: Any) -> str:  # noqa: A003 (str's own name)
        return text(self.msg_id, self.language, **kwargs)

    def __reduce__(self) -> tuple[Any, ...]:  # drawn in another process: sent as its id
        return CountedLabel, (self.msg_id, self.language)


def picture_label(msg_id: str, language: str) -> str:
    """One word of a picture: a CountedLabel where it holds a number, else its text."""
    if NUMBER in placeholders(msg_id, language):
        return CountedLabel(msg_id, language)
    return text(msg_id, language)


@functools.cache
def picture_labels(prefix: str, keys: tuple[str, ...], language: str) -> dict[str, str]:
    """The words `prefix`.<key> of the catalogue in `language`."""
    return {key: picture_label(f"{prefix}.{key}", language) for key in keys}


def picture_args(game: Any, prefix: str, keys: Iterable[str],
                 language: str | None = None) -> dict[str, Any]:
    """The picture's arguments; its words in `language`, by default the game's (a public post:
    a private picture passes its reader's)."""
    seats = sorted(game.seats, key=lambda s: s.seat)
    return {
        "names": tuple(s.name for s in seats),
        "computer_seats": frozenset(s.seat for s in seats if s.computer_level),
        "labels": picture_labels(prefix, tuple(keys),
                                 language or getattr(game, "language", DEFAULT_LOCALE)),
    }
