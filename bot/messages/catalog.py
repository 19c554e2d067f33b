"""Fluent catalogues: the .ftl files of each language parsed once into one bundle, and one message
formatted with the details the code gives (see bot/messages/__init__.py for the rules)."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import babel
from babel.lists import format_list
from babel.units import format_unit
from fluent.runtime import FluentBundle
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.types import FluentNone, FluentNumber, FluentType, fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.messages.details import FACTS, ITEM_FIELDS, Fact
from bot.messages.plans import NUMWORD_MESSAGE, Planner, Unplanned
from bot.messages.values import Absent, Blank, FluentList, fluent_value, is_list

_log = logging.getLogger(__name__)


class CatalogueError(ValueError):
    """A catalogue that can't be used: a file Fluent can't parse, an id defined twice, or a
    message that does not format (an unknown function, message or term)."""


def fluent_id(msg_id: str) -> str:
    """The code's id as a catalogue writes it: "delivery.resumed" is "delivery-resumed"."""
    return msg_id.replace(".", "-")


def code_id(fluent: str) -> str:
    """A catalogue's id as the code writes it (no code id holds a hyphen)."""
    return fluent.replace("-", ".")


class _References(Visitor):
    """The variables and messages a message refers to (terms have variables of their own)."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:  # noqa: N802
        return None


# --- one language -----------------------------------------------------------------------------


class Catalogue:
    """One language: every .ftl file of `files` in one Fluent bundle, parsed once."""

    def __init__(self, language: str, files: Sequence[Path], cldr_locale: str) -> None:
        self.language = language
        self.files = tuple(files)
        self.locale = babel.Locale.parse(cldr_locale, sep="-")
        self.functions = {**BUILTINS, **self._functions()}  # as the bundle has them
        self.bundle = FluentBundle([cldr_locale], functions=self._functions(),
                                   use_isolating=False)
        self.messages: dict[str, ast.Message] = {}
        self.terms: dict[str, ast.Term] = {}
        self._defined_in: dict[str, Path] = {}
        self._placeholders: dict[str, frozenset[str]] = {}
        self._ids: frozenset[str] | None = None
        parser = FluentParser(with_spans=False)
        for path in self.files:
            resource = parser.parse(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    first = entry.content.strip().splitlines()[0] if entry.content.strip() else ""
                    raise CatalogueError(
                        f"{path}: {entry.annotations[0].message if entry.annotations else ''}"
                        f" at {first!r}")
                if isinstance(entry, (ast.Message, ast.Term)):
                    key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                    if key in self._defined_in:
                        raise CatalogueError(
                            f"{key} is defined in {self._defined_in[key]} and in {path}")
                    self._defined_in[key] = path
                    if isinstance(entry, ast.Message):
                        self.messages[entry.id.name] = entry
                    else:
                        self.terms[entry.id.name] = entry
            self.bundle.add_resource(resource)
        self.plans = Planner(self)

    def has(self, fluent: str) -> bool:
        return fluent in self.messages and self.messages[fluent].value is not None

    def ids(self) -> frozenset[str]:
        """The ids this catalogue has a text of, as the code writes them (made once: the
        command tree's translator asks for every string of every command)."""
        if self._ids is None:
            self._ids = frozenset(code_id(m) for m in self.messages if self.has(m))
        return self._ids

    def placeholders(self, fluent: str) -> frozenset[str]:
        """The variables message `fluent` uses: in its value, its attributes and the messages
        it refers to."""
        if fluent not in self._placeholders:
            found: set[str] = set()
            todo, seen = [fluent], set()
            while todo:
                name = todo.pop()
                if name in seen or name not in self.messages:
                    continue
                seen.add(name)
                refs = _References()
                refs.visit(self.messages[name])
                found |= refs.variables
                todo += sorted(refs.messages)
            self._placeholders[fluent] = frozenset(found)
        return self._placeholders[fluent]

    def format(self, fluent: str, details: Mapping[str, Any]) -> str:
        """Message `fluent` filled with `details` (Python values: see bot/messages): by its
        plan (bot/messages/plans.py), or through Fluent where the plan does not cover it."""
        try:
            return self.plans.format(fluent, details)
        except Unplanned:
            return self.format_fluent(fluent, details)

    def format_fluent(self, fluent: str, details: Mapping[str, Any]) -> str:
        """Message `fluent` filled with `details`, formatted by fluent.runtime."""
        message = self.bundle.get_message(fluent)
        args: dict[str, Any] = {name: Absent(name) for name in self.placeholders(fluent)}
        for name, value in details.items():
            if not is_list(value):
                args[name] = self._value(name, value)
        for name, value in details.items():
            if is_list(value):
                args[name] = self._list(message, name, value, args)
        return self._format(message.value, args)

    # --- Python values to Fluent values ----------------------------------------------------

    _value = staticmethod(fluent_value)

    def _list(self, message: Any, name: str, items: Sequence[Any],
              outer: Mapping[str, Any]) -> FluentList:
        """A list detail; each item written through the message's attribute named `name`, if
        it has one (fields of a record item named by ITEM_FIELDS or by the item, a mapping),
        else shown as it is."""
        pattern = message.attributes.get(name)
        written = []
        for item in items:
            if pattern is None:
                written.append(self._show(self._convert(message, name, item, outer)))
                continue
            args = dict(outer)
            for field, value in self.item_fields(name, item, pattern).items():
                args[field] = self._convert(message, field, value, outer)
            written.append(self._format(pattern, args))
        return FluentList(written)

    def _convert(self, message: Any, name: str, value: Any, outer: Mapping[str, Any]) -> Any:
        if is_list(value):
            return self._list(message, name, value, outer)
        return self._value(name, value)

    @staticmethod
    def item_fields(name: str, item: Any, pattern: Any) -> dict[str, Any]:
        if isinstance(item, Mapping):
            return dict(item)
        fields = ITEM_FIELDS.get(name, ("item",))
        if len(fields) == 1:
            refs = _References()
            refs.visit(pattern)
            if fields[0] not in refs.variables:  # a record the code gave as a plain value
                raise ValueError(f"an item of {name} must be a mapping of "
                                 f"{', '.join(sorted(refs.variables))}: {item!r}")
            return {fields[0]: item}
        if not isinstance(item, tuple) or len(item) != len(fields):
            raise ValueError(f"an item of {name} must be a tuple ({', '.join(fields)}): {item!r}")
        return dict(zip(fields, item))

    def _show(self, value: Any) -> str:
        if isinstance(value, FluentType):
            return value.format(self.locale)
        return str(value)

    def _format(self, pattern: Any, args: Mapping[str, Any]) -> str:
        result, errors = self.bundle.format_pattern(pattern, dict(args))
        for error in errors:
            if isinstance(error, KeyError):  # a detail a function needed was not given
                raise error
        if errors:
            raise CatalogueError(f"{self.language}: " + "; ".join(map(str, errors)))
        return str(result)

    # --- functions the catalogues call --------------------------------------------------------

    def _functions(self) -> dict[str, Any]:
        return {
            "LIST": self._fn_list,
            "JOIN": self._fn_join,
            "SIZE": self._fn_size,
            "NUMWORD": self._fn_numword,
            "DURATION": self._fn_duration,
            "PADEND": self._fn_padend,
        }

    def _items(self, value: Any) -> list[str]:
        if isinstance(value, (Absent, FluentNone)):
            raise KeyError(value.name)
        if isinstance(value, FluentList):
            return value.items
        if isinstance(value, Blank):
            return []
        return [self._show(value)]

    def _fn_list(self, items: Any, style: str = "standard") -> str:
        """LIST($names): "Alice, Bruno and Chiara" in this language (CLDR list patterns);
        style: "or" for "Alice, Bruno or Chiara" (also the CLDR "-short" and "unit" styles)."""
        return format_list(self._items(items), style=str(style), locale=self.locale)

    def _fn_join(self, items: Any, separator: str = ", ") -> str:
        """JOIN($cells, separator: "-"): the items with a separator of the catalogue's."""
        return str(separator).join(self._items(items))

    def _fn_size(self, items: Any) -> FluentNumber:
        """SIZE($winners): how many items, to select on ([one], [other], ...)."""
        return fluent_number(len(self._items(items)))

    def _fn_numword(self, number: Any, **options: Any) -> str:
        """NUMWORD($count): a count as the language writes it in running text, by its
        fmt-numword message (English: small counts in words, "two"). Other named arguments
        reach that message as variables (a gender, a case)."""
        if isinstance(number, (Absent, FluentNone)):
            raise KeyError(number.name)
        if not self.has(NUMWORD_MESSAGE):
            return self._show(number)
        message = self.bundle.get_message(NUMWORD_MESSAGE)
        return self._format(message.value, {**options, "n": number})

    def _fn_duration(self, seconds: Any) -> str:
        """DURATION($seconds): a time in the largest whole unit, in CLDR's words ("12 hours",
        "3 days"); a whole day is said in hours ("24 hours")."""
        if isinstance(seconds, (Absent, FluentNone)):
            raise KeyError(seconds.name)
        seconds = int(seconds)
        for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
            if seconds % size == 0 and (size != 86400 or seconds > size):
                return format_unit(seconds // size, f"duration-{unit}", length="long",
                                   locale=self.locale)
        return format_unit(seconds, "duration-second", length="long", locale=self.locale)

    def _fn_padend(self, value: Any, width: Any = 0) -> str:
        """PADEND($seq, width: 3): the value, then spaces up to `width` characters (columns of
        the plain-text move log)."""
        return self._show(value).ljust(int(width))


# --- every language ---------------------------------------------------------------------------


#: Formatted texts each Catalogues keeps. A move's texts come back move after move (the dice
#: buttons, the autocomplete choices, the narration of a roll), and Fluent's formatting was a
#: tenth of the bot's CPU per move; the same id, language and details give the same text.
TEXTS_KEPT = 8192

_PLAIN = frozenset((str, int, float, bool, type(None)))


def _detail_key(value: Any) -> Any:
    """`value` as part of a dictionary key, with its type (1, 1.0 and True are equal in Python
    but not in a catalogue); None if it is not a plain value (then the text is not kept)."""
    kind = type(value)
    if kind in _PLAIN:
        return kind, value
    if kind is list or kind is tuple:
        items = tuple(_detail_key(item) for item in value)
        return None if None in items else (kind, items)
    return None


class Catalogues:
    """The catalogues of `languages`, each from the folder of that name in each of `folders`
    (every .ftl file there, in name order); a message or a folder a language lacks falls back
    to `default`. `facts`: the facts messages select on, by message id, one or a tuple of
    several (details.FACTS and the games' own). Texts of plain details (text, numbers, flags,
    lists of them) are kept once formatted: a text depends on nothing else."""

    def __init__(self, folders: Sequence[Path], languages: Sequence[str], default: str,
                 cldr_locales: Mapping[str, str] | None = None,
                 facts: Mapping[str, Fact | tuple[Fact, ...]] | None = None) -> None:
        if default not in languages:
            raise CatalogueError(f"the default language {default} is not among {languages}")
        self.folders = tuple(folders)
        self.languages = tuple(languages)
        self.default = default
        self.facts = {msg_id: found if isinstance(found, tuple) else (found,)
                      for msg_id, found in (FACTS if facts is None else facts).items()}
        cldr = dict(cldr_locales or {})
        self.by_language = {
            language: Catalogue(language, self.files(language), cldr.get(language, language))
            for language in self.languages
        }
        # in order of formatting; the oldest goes first (popitem: a dict's oldest key is
        # found by walking over the keys deleted before it, microseconds once it is full)
        self._kept: OrderedDict[Any, str] = OrderedDict()

    def files(self, language: str) -> list[Path]:
        """Every .ftl file of `language`: each folder's, in name order."""
        return [path for folder in self.folders
                for path in sorted((folder / language).glob("*.ftl"))]

    def language_of(self, locale: Any) -> str:
        """Our language for a locale name: Discord's "en-US", "es-419", "da"... or ours."""
        if not locale:
            return self.default
        code = str(getattr(locale, "value", locale))
        if code in self.by_language:
            return code
        base = code.replace("_", "-").split("-")[0].lower()
        return base if base in self.by_language else self.default

    def catalogue(self, locale: Any = None) -> Catalogue:
        return self.by_language[self.language_of(locale)]

    def has(self, msg_id: str, locale: Any = None) -> bool:
        fluent = fluent_id(msg_id)
        return self.catalogue(locale).has(fluent) or self.by_language[self.default].has(fluent)

    def owner(self, msg_id: str, locale: Any = None) -> Catalogue:
        """The catalogue that has `msg_id` for `locale`: its own language's, else the default."""
        fluent = fluent_id(msg_id)
        for catalogue in (self.catalogue(locale), self.by_language[self.default]):
            if catalogue.has(fluent):
                return catalogue
        raise KeyError(msg_id)

    def needs(self, msg_id: str) -> set[str]:
        """The details message `msg_id`'s facts are computed from."""
        return {name for fact in self.facts.get(msg_id, ()) for name in fact.needs}

    def text(self, msg_id: str, locale: Any, details: Mapping[str, Any]) -> str:
        key = self._key(msg_id, locale, details)
        if key is not None:
            kept = self._kept.get(key)
            if kept is not None:
                return kept
        result = self._text(msg_id, locale, details)
        if key is not None:
            if len(self._kept) >= TEXTS_KEPT:
                self._kept.popitem(last=False)  # the oldest
            self._kept[key] = result
        return result

    def _key(self, msg_id: str, locale: Any, details: Mapping[str, Any]) -> Any:
        """The id, the language, then each detail's name, type and value, in the order given
        (a call site gives its details in one order); None if a detail is not plain. Made
        at every text() call, kept or not: flat, so it costs little to make and to hash."""
        parts: list[Any] = [msg_id, self.language_of(locale)]
        for name, value in details.items():
            kind = value.__class__
            if kind not in _PLAIN:
                value = _detail_key(value)
                if value is None:
                    return None
            parts += (name, kind, value)
        return tuple(parts)

    def _text(self, msg_id: str, locale: Any, details: Mapping[str, Any]) -> str:
        catalogue = self.owner(msg_id, locale)
        details = dict(details)
        for fact in self.facts.get(msg_id, ()):
            details[fact.name] = fact.of(details)
        fluent = fluent_id(msg_id)
        if catalogue.language != self.default:
            try:
                return catalogue.format(fluent, details)
            except CatalogueError as error:  # a translation slip: the reader gets English
                _log.warning("text %s in %s does not format: %s", msg_id, catalogue.language,
                             error)
                catalogue = self.by_language[self.default]
                if not catalogue.has(fluent):
                    raise
        return catalogue.format(fluent, details)
