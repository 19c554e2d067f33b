"""Every text the bot shows to people, looked up by id, in the reader's language.

The texts are data: Project Fluent catalogues (.ftl), one folder per language, one file per
namespace:

    bot/locales/<language>/shared.ftl              the shared bot: command line, lobby, looking,
                                                   refusals of the service, delivery, reminders,
                                                   away players, rematches, standings
    bot/games/<game>/locales/<language>/<game>.ftl  a game's own texts: its commands, moves,
                                                   events, rules and help, refusals, computer
                                                   players, move log

A game's `locales` folder is found through the game registry (bot/games, `PACKAGES`): adding a
game adds its folder, nothing here. Every .ftl file of a language folder is read, once, into one
bundle per language, so an id is defined once across all of them (the tests check).

**A language** is a folder of .ftl files in each of those places: `LANGUAGES` lists the folders of
the shared catalogues, and the language's `language-name` message names it in the lists players
choose from (where its CLDR locale is not its own name, it has an entry in `CLDR_LOCALES` too).
A message a language lacks, or a game folder it has not got, falls back to English. Discord's
locale names map to ours by their language part: "en-US" and "en-GB" are en, "es-ES" and
"es-419" es.

**Ids.** The code uses dotted ids (`text("delivery.resumed")`); Fluent ids can't hold dots, so
a catalogue writes the same id with hyphens (`delivery-resumed`). No id holds a hyphen, so the
mapping goes both ways.

**Details** (the keyword arguments of `text`) become Fluent variables (`$who`):

- text as it is; an int or a float as a number without thousands separators (ids, timestamps,
  counts), whose plural category a selector can match (`[one]`, `*[other]`);
- True/False as "true"/"false" (`{ $own -> [true] ... *[other] ... }`);
- a list or tuple as a list (`{ LIST($players) }`). If the message has an attribute named after
  the detail (`.winners = **{ $item }**`), each item is written through it first: `$item` is the
  item, or a record's fields: a mapping's keys (`{"owner": ..., "cells": [...]}` for
  `.victims = { $owner }'s ...`), or a tuple's as named in details.ITEM_FIELDS (the roll-off);
- None, or a detail not given, selects the `[none]` variant, and an empty text or list does too;
  shown anywhere, a missing detail raises KeyError, as an unknown id does.

Where English grammar used to be Python code, it is now the catalogue's, with CLDR's rules
(through Babel): plurals by selectors (`{ $count -> [one] piece *[other] pieces }`), and these
functions:

- `LIST($items)`: "Alice, Bruno and Chiara" (CLDR list patterns; `style: "or"` and others);
- `JOIN($items, separator: "-")`: items with a separator of the catalogue's choosing;
- `SIZE($items)`: how many items, to select on;
- `NUMWORD($n)`: a count as the language writes it in running text, by its `fmt-numword`
  message (English: "two" up to twelve, digits above);
- `DURATION($seconds)`: a time in its largest whole unit ("12 hours", "3 days");
- `PADEND($n, width: 3)`: padded with spaces (the plain-text move log's columns).

Fluent's bidi isolation marks around variables are off: Discord shows them as stray characters.

**Formatting** (bot/messages/catalog.py): each message is compiled once per language into a plan
of plain Python (bot/messages/plans.py) that gives Fluent's text for a fraction of its CPU; what
a plan does not cover, and every call where Fluent reports an error, goes through fluent.runtime
(tests/bot/test_text_plans.py holds the two to the same texts and errors). Texts of plain details
are kept once formatted (`TEXTS_KEPT`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from bot.messages.catalog import Catalogue, CatalogueError, Catalogues, code_id, fluent_id
from bot.messages.details import FACTS, Fact

DEFAULT_LOCALE = "en"
#: The shared bot's catalogues; each game has its own folder (bot.games.locale_folders).
SHARED_LOCALES = Path(__file__).resolve().parent.parent / "locales"
#: The message by which a catalogue names its language, as its speakers look for it in a list.
LANGUAGE_NAME = "language.name"


def languages_in(folder: Path, default: str = DEFAULT_LOCALE) -> tuple[str, ...]:
    """The languages with a folder of catalogues in `folder`: the default first, then the
    others by name. Adding a language is adding its folder."""
    found = {path.parent.name for path in folder.glob("*/*.ftl")}
    return (default, *sorted(found - {default}))


class LanguageNames(Mapping[str, str]):
    """Each language by its own name (its catalogue's `language-name`), read when asked: the
    list follows `LANGUAGES`, whatever folders it was found in."""

    def __getitem__(self, language: str) -> str:
        if language not in LANGUAGES:
            raise KeyError(language)
        return text(LANGUAGE_NAME, language)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


#: The languages the bot speaks, one folder each; English is complete, the others fall back to it.
LANGUAGES: tuple[str, ...] = languages_in(SHARED_LOCALES)
#: Each language by its own name, as a player looks for it in a list.
LANGUAGE_NAMES: Mapping[str, str] = LanguageNames()
#: CLDR locales for plural rules, numbers and lists, where not the language's own name. The
#: bot's English is British (colour, grey): lists without a serial comma.
CLDR_LOCALES: dict[str, str] = {"en": "en-GB"}

#: The front end speaking, where it words some texts its own way: at the terminal a text
#: `terminal.<id>`, where a catalogue has one, stands for `<id>` (a text that tells to press a
#: button: there are none there). None on Discord.
FRONT: ContextVar[str | None] = ContextVar("front", default=None)

def locale_folders() -> list[Path]:
    """Every folder of catalogues: the shared one, then each game's."""
    from bot.games import locale_folders as games  # imported when the texts are first needed

    return [SHARED_LOCALES, *games()]


def facts() -> dict[str, Fact | tuple[Fact, ...]]:
    """The facts messages select on: the shared bot's (details.FACTS), then each game's."""
    from bot.games import text_facts  # imported when the texts are first needed

    return {**FACTS, **text_facts()}


@functools.cache
def catalogues() -> Catalogues:
    """Every language's catalogue, parsed on first use and kept."""
    return Catalogues(locale_folders(), LANGUAGES, DEFAULT_LOCALE, CLDR_LOCALES, facts())


def language_of(locale: Any) -> str:
    """Our language for a locale name (Discord's "en-US", "es-419", "fr", or ours)."""
    return catalogues().language_of(locale)


def text(msg_id: str, locale: str | None = None, /, **details: Any) -> str:
    """The text `msg_id` in `locale` (falling back to English), filled with `details`.

    An unknown id, or a detail the text shows but was not given, raises KeyError: every id the
    code uses must exist in English (a test checks). At the terminal (`FRONT`), its own wording
    of a text stands for it.
    """
    front = FRONT.get()
    if front is not None and catalogues().has(f"{front}.{msg_id}", locale):
        msg_id = f"{front}.{msg_id}"
    return catalogues().text(msg_id, locale, details)


def of_game(kind: str, msg_id: str) -> str:
    """The id of game `kind`'s wording of text `msg_id` (`<kind>.<msg_id>`: its rule refusals,
    its welcome back on a player's turn) where it has one, else `msg_id`: a shared text (the
    rule refusals every game shares, `rule.bad_action`). No game falls back on another's words:
    an id a game lacks that is not shared is unknown (KeyError when shown)."""
    own = f"{kind}.{msg_id}"
    return own if catalogues().has(own) else msg_id


def has(msg_id: str, locale: str | None = None) -> bool:
    """Whether `text(msg_id, locale)` has a text (its language's or English)."""
    return catalogues().has(msg_id, locale)


def message_ids(locale: str | None = None) -> frozenset[str]:
    """The ids a language has a text of itself (not falling back), as the code writes them."""
    return catalogues().catalogue(locale).ids()


def placeholders(msg_id: str, locale: str | None = None) -> frozenset[str]:
    """The variables text `msg_id` uses in `locale` (or in English, where it falls back),
    including those of its item attributes and of the messages it refers to."""
    return catalogues().owner(msg_id, locale).placeholders(fluent_id(msg_id))


__all__ = [
    "CLDR_LOCALES", "DEFAULT_LOCALE", "FRONT", "LANGUAGES", "LANGUAGE_NAME", "LANGUAGE_NAMES",
    "SHARED_LOCALES", "languages_in",
    "Catalogue", "CatalogueError", "Catalogues", "catalogues", "code_id", "facts", "fluent_id",
    "has",
    "language_of", "locale_folders", "message_ids", "of_game", "placeholders", "text",
]
