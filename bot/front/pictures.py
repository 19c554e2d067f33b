"""What every game's picture is given by the bot: the players' names, which seats the computer
plays, and the picture's words in the game's language."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from bot.messages import DEFAULT_LOCALE, text


@functools.cache
def picture_labels(prefix: str, keys: tuple[str, ...], language: str) -> dict[str, str]:
    """The words `prefix`.<key> of the catalogue in `language`; a count stays a `{n}` for the
    picture to fill."""
    return {key: text(f"{prefix}.{key}", language, n="{n}") for key in keys}


def picture_args(game: Any, prefix: str, keys: Iterable[str]) -> dict[str, Any]:
    seats = sorted(game.seats, key=lambda s: s.seat)
    return {
        "names": tuple(s.name for s in seats),
        "computer_seats": frozenset(s.seat for s in seats if s.computer_level),
        "labels": picture_labels(prefix, tuple(keys),
                                 getattr(game, "language", DEFAULT_LOCALE)),
    }
