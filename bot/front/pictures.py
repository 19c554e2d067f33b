"""What every game's picture is given by the bot: the game as pictures see it (`picture_of`),
the players' names, which seats the computer plays, and the picture's words in the reader's
language (the game's, for a public post)."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

import babel

from bot.messages import DEFAULT_LOCALE, catalogues, language_of, placeholders, text

# The variable of a picture's word that holds a number ("{ $n } pts"), and how a form of the
# word shows it.
NUMBER = "n"
SLOT = "{n}"
# Numbers to find each plural category's form with: one that shows once in the form is
# replaced by SLOT.
SAMPLES = (1, 0, *range(2, 200))


class PictureSeat(NamedTuple):
    """A seat as pictures see it."""

    seat: int
    name: str
    computer_level: str | None


class PictureGame(NamedTuple):
    """A game as its pictures see it: what a frontend's picture methods (`draw_move`,
    `render_move`, `render_board`, `render_scorepad`) read of it, and nothing more. A picture is
    drawn in a render process (bot.render_pool), so the game goes there pickled: the whole
    stored game (its record's columns, its seats' rows, each a dataclass pickled field by
    field) cost the loop ~50 us to pickle and the worker ~35 us and more to unpickle, for
    the state and four values."""

    state: Any
    seats: tuple[PictureSeat, ...]
    language: str


def picture_of(game: Any, language: str | None = None) -> PictureGame:
    """`game` (a GameSnapshot) as its pictures see it; its words in `language`, by default the
    game's (a public post: a private picture passes its reader's)."""
    return PictureGame(
        game.state,
        tuple(PictureSeat(s.seat, s.name, s.computer_level) for s in game.seats),
        language or game.language,
    )


def for_reader(game: Any, locale: str) -> PictureGame:
    """`game` as a private picture shows it: its words in the reader's language, like the
    caption beside it (a public post's are in the game's)."""
    return picture_of(game, language_of(locale))


@functools.cache
def _plural(cldr: str) -> Any:
    return babel.Locale.parse(cldr).plural_form


class CountedLabel(str):
    """A picture's word with a number in it: one form of the word per plural category of its
    language, written on the bot's side by the catalogue ("{n} écarté", "{n} écartés"). The
    picture fills it as `label.format(n=...)`, which picks the form for that count, so a
    picture drawn in another process needs no catalogue. As a plain string it is its `other`
    form (the picture measures its widest form with it)."""

    forms: Mapping[str, str]
    cldr: str

    def __new__(cls, forms: Mapping[str, str], cldr: str) -> CountedLabel:
        label = super().__new__(cls, forms["other"])
        label.forms, label.cldr = dict(forms), cldr
        return label

    def format(self, *args: Any, **kwargs: Any) -> str:  # noqa: A003 (str's own name)
        n = kwargs[NUMBER]
        form = self.forms.get(_plural(self.cldr)(n), self.forms["other"])
        return form.replace(SLOT, str(n))

    def __reduce__(self) -> tuple[Any, ...]:  # drawn in another process: sent as its forms
        return CountedLabel, (self.forms, self.cldr)


def counted_label(msg_id: str, language: str) -> CountedLabel:
    """Message `msg_id` in each plural form of `language`, the number a SLOT."""
    cldr = str(catalogues().owner(msg_id, language).locale)
    plural = _plural(cldr)
    forms = {}
    for category in (*sorted(plural.tags), "other"):
        for n in (n for n in SAMPLES if plural(n) == category):
            said = text(msg_id, language, **{NUMBER: n})
            if said.count(str(n)) == 1:  # the number alone shows it: its place is the slot
                forms[category] = said.replace(str(n), SLOT)
                break
    return CountedLabel(forms, cldr)


def picture_label(msg_id: str, language: str) -> str:
    """One word of a picture: a CountedLabel where it holds a number, else its text."""
    if NUMBER in placeholders(msg_id, language):
        return counted_label(msg_id, language)
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
