"""The values a catalogue's variables hold: the code's details as Fluent values.

Fluent knows text and numbers; these are the project's own: a detail not given (`Absent`), an
empty text (`Blank`), a list of written items (`FluentList`). `fluent_value` turns one detail of
the code into the value a message sees (the rules are in bot/messages/__init__.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import babel
from babel.lists import format_list
from fluent.runtime.types import FluentType, fluent_number


class Absent(FluentType):
    """A detail that was not given, or is None: it selects the [none] variant; shown, it is a
    missing detail (KeyError, as a Python template missing a key)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __eq__(self, other: object) -> bool:
        return other == "none"

    def __hash__(self) -> int:
        return hash("none")

    def format(self, locale: babel.Locale) -> str:
        raise KeyError(self.name)


class Blank(FluentType):
    """An empty text: shows as nothing and selects the [none] variant."""

    def __eq__(self, other: object) -> bool:
        return other == "none"

    def __hash__(self) -> int:
        return hash("none")

    def format(self, locale: babel.Locale) -> str:
        return ""


class FluentList(FluentType):
    """A list detail, its items already written; shown as a list of the language ("A, B and
    C"), or through LIST, JOIN and SIZE. An empty list selects the [none] variant."""

    def __init__(self, items: Iterable[str]) -> None:
        self.items = list(items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FluentList):
            return self.items == other.items
        return not self.items and other == "none"

    def __hash__(self) -> int:
        return hash(tuple(self.items))

    def format(self, locale: babel.Locale) -> str:
        return format_list(self.items, locale=locale)


BLANK = Blank()


def is_list(value: Any) -> bool:
    return isinstance(value, (list, tuple))


def fluent_value(name: str, value: Any) -> Any:
    """Detail `name` of the code as a message's variable holds it (not a list)."""
    if value is None:
        return Absent(name)
    if isinstance(value, FluentType):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        # ids, timestamps and counts: digits only, no thousands separator ("<t:1700000000:R>")
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str):
        return value if value else BLANK
    return str(value)
