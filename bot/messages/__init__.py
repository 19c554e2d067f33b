"""The catalog of every text the bot shows to people, looked up by id.

A language is a module in this package holding `MESSAGES: dict[str, str | Callable[[dict], str]]`.
A template is filled with `str.format_map(details)`; where grammar needs more than a template
(numbers as words, plurals, lists) the entry is a function of the details. English is complete;
another language may hold only some ids, the rest fall back to English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.messages import en

Entry = str | Callable[[dict[str, Any]], str]

DEFAULT_LOCALE = "en"
CATALOGS: dict[str, Mapping[str, Entry]] = {"en": en.MESSAGES}


def _catalog_for(locale: str | None) -> Mapping[str, Entry]:
    if not locale:
        return CATALOGS[DEFAULT_LOCALE]
    if locale in CATALOGS:
        return CATALOGS[locale]
    base = locale.split("-")[0].lower()  # Discord locales look like "en-US", "pt-BR", "fr"
    return CATALOGS.get(base, CATALOGS[DEFAULT_LOCALE])


def has(msg_id: str, locale: str | None = None) -> bool:
    return msg_id in _catalog_for(locale) or msg_id in CATALOGS[DEFAULT_LOCALE]


def text(msg_id: str, locale: str | None = None, /, **details: Any) -> str:
    """The text `msg_id` in `locale` (falling back to English), filled with `details`.

    An unknown id raises KeyError: every id the code uses must exist in English (a test checks).
    """
    entry = _catalog_for(locale).get(msg_id)
    if entry is None:
        entry = CATALOGS[DEFAULT_LOCALE][msg_id]
    if callable(entry):
        return entry({**details, "_locale": locale or DEFAULT_LOCALE})
    return entry.format_map(details) if details else entry


__all__ = ["CATALOGS", "DEFAULT_LOCALE", "has", "text"]
