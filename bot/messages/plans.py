"""Messages compiled once into plain Python: the same text as Fluent's, for less CPU.

Every move formats a handful of messages whose details change from move to move (names, points,
dice), and fluent.runtime walks its resolver tree for each of them: a tenth of the bot's event
loop. A plan is made once per message (and per attribute, for list items) of a catalogue: its
text pieces joined, its variables shown, its selectors matched with CLDR's plural rules, its
functions called, by a few Python closures.

A plan covers what the catalogues write: text, variables, selectors on a variable or a function,
the catalogue's functions (NUMWORD and SIZE planned themselves, the others called as Fluent calls
them), references to messages, and terms without arguments. Where Fluent would report an error
(a function that fails, a message reference that does not resolve, a text longer than Fluent
allows in one placeable), the plan raises `Unplanned` and the catalogue formats the call through
Fluent, which gives the text or the error it always gave; a message the plan does not cover
(a term with arguments, a cycle of references) is never planned. tests/bot/test_text_plans.py
formats every message of every catalogue both ways and requires the same strings and errors.

Values in a plan's arguments (`Catalogue._value`'s, with two cheaper ones): None for a missing
detail; a `str`; an `int` of the code (a number shown without grouping, as
`fluent_number(n, useGrouping=False)` shows it); Fluent values for the rest (BLANK, lists,
other numbers, literals of the catalogue).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import babel.plural
from babel.lists import format_list
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.runtime.resolver import Pattern as FluentPattern
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone, FluentType, fluent_number
from fluent.syntax import ast

from bot.messages.values import BLANK, Absent, Blank, FluentList, fluent_value

try:  # format_list's own lookup of a style's patterns, done once per style here
    from babel.lists import _resolve_list_style as _list_style
except ImportError:  # a Babel without it: format_list for every list
    _list_style = None

if TYPE_CHECKING:
    from bot.messages.catalog import Catalogue

#: Fluent's most parts in one formatting; a message that could reach it is not planned.
MAX_PARTS = FluentPattern.MAX_PARTS
#: Below this, an int of the code is shown as str() shows it, where the locale's pattern
#: without grouping does the same (checked once per catalogue); Babel's decimal arithmetic
#: gives up on much larger numbers, and Fluent's path says how.
PLAIN_INT_LIMIT = 10**15
#: The plural categories kept, of the ints between -PLURALS_KEPT and PLURALS_KEPT.
PLURALS_KEPT = 10_000
#: A message of each catalogue that NUMWORD() formats: a count in words.
NUMWORD_MESSAGE = "fmt-numword"

Args = dict[str, Any]
#: A compiled piece of text: a constant, or a function of the arguments.
Piece = str | Callable[[Args], str]


class Unplanned(Exception):  # noqa: N818 (a signal, not a failure)
    """This call is one the plan does not cover: Fluent formats it (and reports its error)."""


class NotPlannable(Exception):  # noqa: N818
    """A message the plan does not cover at all: Fluent always formats it."""


def _run(piece: Piece, args: Args) -> str:
    return piece if piece.__class__ is str else piece(args)  # type: ignore[operator,return-value]


def _number_key(literal: ast.NumberLiteral) -> FluentInt | FluentFloat:
    """A number of the catalogue as Fluent reads it (resolver.NumberLiteral)."""
    return FluentFloat(literal.value) if "." in literal.value else FluentInt(literal.value)


def _string(literal: ast.StringLiteral) -> str:
    return literal.parse()["value"]


class _Compiling:
    """One formatting's compilation: the patterns being planned (a cycle is not planned) and
    how many parts Fluent could count (at most MAX_PARTS)."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict  # a variable not given is an error (NUMWORD's message), not absent
        self.active: set[int] = set()
        self.parts = 0


class Planner:
    """The plans of one catalogue, made when first asked for and kept."""

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self.locale = catalogue.locale
        self._plural = babel.plural.to_python(self.locale.plural_form)
        self._categories: dict[int, str] = {}
        self._list_patterns: dict[str, dict[str, str]] = {}
        self.functions = catalogue.functions
        self.plain_ints = all(
            fluent_number(n, useGrouping=False).format(self.locale) == str(n)
            for n in (0, 1, 7, 10, 99, 1000, 12345, 1234567, PLAIN_INT_LIMIT - 1))
        self._plans: dict[tuple[str, str | None], Piece | None] = {}
        self._numword: Piece | None | bool = False  # False: not compiled yet

    # --- what the catalogue asks for -------------------------------------------------------

    def message(self, fluent: str) -> Piece | None:
        """The plan of message `fluent`'s value; None if it is not covered."""
        return self._plan(fluent, None)

    def attribute(self, fluent: str, name: str) -> Piece | None:
        """The plan of attribute `name` of message `fluent` (list items); None if not
        covered."""
        return self._plan(fluent, name)

    def _plan(self, fluent: str, attribute: str | None) -> Piece | None:
        key = (fluent, attribute)
        if key not in self._plans:
            message = self.catalogue.messages[fluent]
            pattern = message.value if attribute is None else next(
                (a.value for a in message.attributes if a.id.name == attribute), None)
            self._plans[key] = self._top(pattern, strict=False)
        return self._plans[key]

    def numword(self) -> Piece | None:
        """The plan of the catalogue's NUMWORD message (its variables given by NUMWORD)."""
        if self._numword is False:
            self._numword = None  # while it compiles: NUMWORD inside it is Fluent's
            message = self.catalogue.messages.get(NUMWORD_MESSAGE)
            self._numword = self._top(message.value if message else None, strict=True)
        return self._numword  # type: ignore[return-value]

    def _top(self, pattern: ast.Pattern | None, strict: bool) -> Piece | None:
        if pattern is None:
            return None
        compiling = _Compiling(strict)
        try:
            piece = self._pattern(pattern, compiling)
        except NotPlannable:
            return None
        return piece if compiling.parts <= MAX_PARTS else None

    # --- running a message's plan ----------------------------------------------------------

    def format(self, fluent: str, details: Mapping[str, Any]) -> str:
        """Message `fluent` filled with `details`, as Catalogue.format does through Fluent;
        Unplanned where the plan does not cover the call (or the message)."""
        piece = self.message(fluent)
        if piece is None:
            raise Unplanned(fluent)
        args: Args = {}
        lists = False
        for name, value in details.items():
            kind = value.__class__
            if kind is int or kind is str and value:  # most details: kept as they are
                args[name] = value
            elif kind is list or kind is tuple or isinstance(value, (list, tuple)):
                lists = True
            else:
                args[name] = self.value(value)
        if lists:  # after the other details, which an item's text may show (as Fluent's)
            for name, value in details.items():
                if isinstance(value, (list, tuple)):
                    args[name] = self._list(fluent, name, value, args)
        return _run(piece, args)

    def value(self, value: Any) -> Any:
        """A detail as a plan's argument (Catalogue._value, with plain str and int kept)."""
        kind = value.__class__
        if kind is str:
            return value if value else BLANK
        if kind is int:
            return value
        if value is None:
            return None
        return fluent_value("", value)  # not None: the name is not used

    def _list(self, fluent: str, name: str, items: Any, outer: Args) -> FluentType:
        """Catalogue._list: each item through the attribute named `name`, if any."""
        catalogue = self.catalogue
        compiled = catalogue.bundle.get_message(fluent).attributes.get(name)
        written = []
        if compiled is None:
            for item in items:
                written.append(self.text_of(self._item(fluent, name, item, outer), name))
            return FluentList(written)
        piece = self.attribute(fluent, name)
        if piece is None:
            raise Unplanned(f"{fluent}.{name}")
        for item in items:
            args = dict(outer)
            for field, value in catalogue.item_fields(name, item, compiled).items():
                args[field] = self._item(fluent, field, value, outer)
            written.append(_run(piece, args))
        return FluentList(written)

    def _item(self, fluent: str, name: str, value: Any, outer: Args) -> Any:
        if isinstance(value, (list, tuple)):
            return self._list(fluent, name, value, outer)
        return self.value(value)

    def text_of(self, value: Any, name: str) -> str:
        """A value as Fluent shows it (FluentType.format); KeyError for a missing detail."""
        kind = value.__class__
        if kind is str:
            return value
        if kind is int:
            if self.plain_ints and 0 <= value < PLAIN_INT_LIMIT:
                return str(value)
            return fluent_number(value, useGrouping=False).format(self.locale)
        if value is None:
            raise KeyError(name)
        if kind is FluentList:
            return self.listed(value.items)
        if isinstance(value, FluentType):
            return value.format(self.locale)
        if isinstance(value, str):
            return value
        raise Unplanned(f"a value Fluent would not show: {value!r}")

    def _shown(self, value: Any, name: str) -> str:
        """A placeable's text; Fluent refuses one longer than MAX_PART_LENGTH."""
        text = self.text_of(value, name)
        if len(text) > MAX_PART_LENGTH:
            raise Unplanned("a placeable longer than Fluent allows")
        return text

    def plural(self, number: Any) -> str:
        """The CLDR plural category of `number` (Babel's rule, as Fluent's bundle asks it);
        the categories of the code's small ints are kept: Babel's generic rule is most of the
        CPU a selector costs."""
        if number.__class__ is not int or not -PLURALS_KEPT < number < PLURALS_KEPT:
            return self._plural(number)
        category = self._categories.get(number)
        if category is None:
            category = self._categories[number] = self._plural(number)
        return category

    def matches(self, value: Any, key: Any) -> bool:
        """Whether a selector's `value` selects the variant of `key` (an identifier's name or
        a number of the catalogue): resolver.match, for a plan's values."""
        if value is None:  # Absent: the [none] variant
            return key == "none"
        if isinstance(value, FluentNone):
            return False
        if isinstance(value, (int, float)):
            if isinstance(key, (int, float)):
                return value == key
            return self.plural(value) == key
        if isinstance(key, (int, float)):
            return self.plural(key) == value
        return value == key

    # --- compiling ---------------------------------------------------------------------------

    def _pattern(self, pattern: ast.Pattern, compiling: _Compiling) -> Piece:
        if id(pattern) in compiling.active:
            raise NotPlannable("a cycle of references")
        compiling.active.add(id(pattern))
        compiling.parts += len(pattern.elements)
        pieces: list[Piece] = []
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                piece: Piece = element.value
                if len(piece) > MAX_PART_LENGTH:
                    raise NotPlannable("a text longer than Fluent allows")
            else:
                piece = self._placeable(element.expression, compiling)
            if pieces and piece.__class__ is str and pieces[-1].__class__ is str:
                pieces[-1] += piece  # type: ignore[operator]
            else:
                pieces.append(piece)
        compiling.active.discard(id(pattern))
        if not pieces:
            return ""
        if len(pieces) == 1:
            return pieces[0]
        parts = tuple(pieces)

        def joined(args: Args) -> str:
            return "".join([p if p.__class__ is str else p(args) for p in parts])  # type: ignore

        return joined

    def _placeable(self, expression: Any, compiling: _Compiling) -> Piece:
        """A placeable's text: a constant where the catalogue wrote one."""
        if isinstance(expression, ast.Placeable):
            return self._placeable(expression.expression, compiling)
        if isinstance(expression, ast.StringLiteral):
            text = _string(expression)
            if len(text) > MAX_PART_LENGTH:
                raise NotPlannable("a text longer than Fluent allows")
            return text
        if isinstance(expression, ast.NumberLiteral):
            return _number_key(expression).format(self.locale)
        if isinstance(expression, ast.SelectExpression):
            return self._select(expression, compiling)
        if isinstance(expression, ast.VariableReference):
            name = expression.id.name
            shown = self._shown
            if compiling.strict:
                def strict_variable(args: Args) -> str:
                    if name not in args:
                        raise Unplanned(f"${name} not given")
                    return shown(args[name], name)
                return strict_variable

            def variable(args: Args) -> str:
                value = args.get(name)
                if value.__class__ is str and len(value) <= MAX_PART_LENGTH:
                    return value  # most variables: a name, a cell, the dice
                return shown(value, name)
            return variable
        value = self._value(expression, compiling)
        if isinstance(value, str):
            if len(value) > MAX_PART_LENGTH:
                raise NotPlannable("a text longer than Fluent allows")
            return value
        shown = self._shown

        def expression_text(args: Args) -> str:
            result = value(args)
            if result is None:
                raise Unplanned("an expression without a value")
            return shown(result, "")

        return expression_text

    def _select(self, select: ast.SelectExpression, compiling: _Compiling) -> Piece:
        selector = self._value(select.selector, compiling)
        variants: list[tuple[Any, Piece]] = []
        default: Piece = ""
        for variant in select.variants:
            key = (_number_key(variant.key) if isinstance(variant.key, ast.NumberLiteral)
                   else variant.key.name)
            piece = self._pattern(variant.value, compiling)
            variants.append((key, piece))
            if variant.default:
                default = piece
        # A text's words, by the text of the detail: most selectors are on a flag or a kind.
        by_name = {}
        for key, piece in variants:
            if isinstance(key, str):
                by_name.setdefault(key, piece)
        only_names = all(isinstance(key, str) for key, _ in variants)
        choices = tuple(variants)
        matches = self.matches
        constant = not callable(selector)
        by_int: dict[int, Piece] = {}  # the variant of each small int of the code, once found

        def selected(args: Args) -> str:
            value = selector if constant else selector(args)  # type: ignore[operator]
            kind = value.__class__
            if only_names and kind is str:
                piece = by_name.get(value, default)
            elif kind is int and -PLURALS_KEPT < value < PLURALS_KEPT:
                piece = by_int.get(value)  # type: ignore[assignment]
                if piece is None:
                    piece = by_int[value] = next(
                        (p for key, p in choices if matches(value, key)), default)
            else:
                piece = next((p for key, p in choices if matches(value, key)), default)
            text = piece if piece.__class__ is str else piece(args)  # type: ignore
            if len(text) > MAX_PART_LENGTH:  # type: ignore[arg-type]
                raise Unplanned("a placeable longer than Fluent allows")
            return text  # type: ignore[return-value]

        return selected

    def _value(self, expression: Any, compiling: _Compiling) -> Any:
        """An expression's value, not yet shown: a constant, or a function of the
        arguments."""
        if isinstance(expression, ast.VariableReference):
            name = expression.id.name
            if compiling.strict:
                def strict_variable(args: Args) -> Any:
                    if name not in args:
                        raise Unplanned(f"${name} not given")
                    return args[name]
                return strict_variable
            return lambda args: args.get(name)
        if isinstance(expression, ast.StringLiteral):
            return _string(expression)
        if isinstance(expression, ast.NumberLiteral):
            return _number_key(expression)
        if isinstance(expression, ast.FunctionReference):
            return self._function(expression, compiling)
        if isinstance(expression, ast.MessageReference):
            return self._reference(expression, compiling)
        if isinstance(expression, ast.TermReference):
            return self._term(expression, compiling)
        raise NotPlannable(type(expression).__name__)

    def _reference(self, reference: ast.MessageReference, compiling: _Compiling) -> Piece:
        """Another message's text, with the same details. Fluent reports a missing detail
        there as an unknown message (it catches the KeyError): the plan leaves that to it."""
        message = self.catalogue.messages.get(reference.id.name)
        if message is None:
            raise NotPlannable(f"unknown message {reference.id.name}")
        if reference.attribute is None:
            pattern = message.value
        else:
            pattern = next((a.value for a in message.attributes
                            if a.id.name == reference.attribute.name), None)
        if pattern is None:
            raise NotPlannable(f"no pattern in {reference.id.name}")
        piece = self._pattern(pattern, compiling)
        if piece.__class__ is str:
            return piece

        def referenced(args: Args) -> str:
            try:
                return piece(args)  # type: ignore[operator]
            except (LookupError, TypeError) as error:
                raise Unplanned("a reference Fluent reports") from error

        return referenced

    def _term(self, reference: ast.TermReference, compiling: _Compiling) -> str:
        """A term without arguments: its text, which has no variables."""
        term = self.catalogue.terms.get(reference.id.name)
        if term is None or reference.arguments is not None:
            raise NotPlannable(f"term {reference.id.name}")
        if reference.attribute is None:
            pattern = term.value
        else:
            pattern = next((a.value for a in term.attributes
                            if a.id.name == reference.attribute.name), None)
        if pattern is None:
            raise NotPlannable(f"no pattern in -{reference.id.name}")
        piece = self._pattern(pattern, compiling)
        if not isinstance(piece, str):
            raise NotPlannable(f"term -{reference.id.name} has variables")
        return piece

    def _function(self, call: ast.FunctionReference, compiling: _Compiling) -> Any:
        name = call.id.name
        if name not in self.functions:
            raise NotPlannable(f"unknown function {name}")
        positional = [self._value(arg, compiling) for arg in call.arguments.positional]
        names = [arg.id.name if isinstance(arg, ast.VariableReference) else ""
                 for arg in call.arguments.positional]
        named = {}
        for argument in call.arguments.named:
            literal = argument.value
            named[argument.name.name] = (_number_key(literal)
                                         if isinstance(literal, ast.NumberLiteral)
                                         else _string(literal))
        function = self.functions[name]
        fluent_value = self._fluent

        def called(args: Args) -> Any:
            values = [fluent_value(arg if not callable(arg) else arg(args), arg_name)
                      for arg, arg_name in zip(positional, names)]
            try:
                return function(*values, **named)
            except Exception as error:  # Fluent keeps it as the text's error
                raise Unplanned(f"{name}() fails") from error

        if len(positional) != 1 or not callable(positional[0]):
            return called
        only = positional[0]
        if name == "SIZE" and not named:
            size = self._size

            def sized(args: Args) -> Any:
                return size(only(args))
            return sized
        if name == "LIST" and set(named) <= {"style"}:
            style = str(named.get("style", "standard"))
            listed = self.listed

            def as_list(args: Args) -> Any:
                value = only(args)
                kind = value.__class__
                if kind is FluentList:
                    return listed(value.items, style)
                if kind is str:
                    return value  # one item (Catalogue._items)
                if kind is Blank:
                    return ""
                return called(args)
            return as_list
        if name == "JOIN" and set(named) <= {"separator"}:
            separator = str(named.get("separator", ", "))

            def joined(args: Args) -> Any:
                value = only(args)
                kind = value.__class__
                if kind is FluentList:
                    return separator.join(value.items)
                if kind is str:
                    return value
                if kind is Blank:
                    return ""
                return called(args)
            return joined
        numword = self.numword() if name == "NUMWORD" else None
        if numword is not None:
            counted = self._counted

            def in_words(args: Args) -> str:
                return counted(numword, only(args), named)
            return in_words
        return called

    def listed(self, items: list[str], style: str = "standard") -> str:
        """babel.lists.format_list(items, style, this locale), with the locale's patterns of
        each style looked up once (the lookup was most of its CPU); Unplanned for a style the
        locale has not got (Babel's error is Fluent's to report)."""
        if len(items) < 2:
            return items[0] if items else ""
        patterns = self._list_patterns.get(style)
        if patterns is None:
            try:
                if _list_style is None:
                    return format_list(items, style=style, locale=self.locale)  # type: ignore
                found = _list_style(self.locale, style)
            except Exception as error:  # Babel's error is Fluent's to report
                raise Unplanned(f"list style {style}") from error
            patterns = self._list_patterns[style] = {key: found[key] for key in found}
        if len(items) == 2 and "2" in patterns:
            return patterns["2"].format(*items)
        result = patterns["start"].format(items[0], items[1])
        for item in items[2:-1]:
            result = patterns["middle"].format(result, item)
        return patterns["end"].format(result, items[-1])

    def _fluent(self, value: Any, name: str) -> Any:
        """A plan's value as Fluent's arguments hold it (what a function is given)."""
        if value is None:
            return Absent(name)
        if value.__class__ is int:
            return fluent_number(value, useGrouping=False)
        return value

    def _size(self, value: Any) -> Any:
        """SIZE(): how many items (Catalogue._fn_size); a count below 1000 stays an int, which
        shows as its digits, as Fluent's grouped number does there."""
        kind = value.__class__
        if kind is FluentList:
            count = len(value.items)
        elif kind is str or kind is int and -PLAIN_INT_LIMIT < value < PLAIN_INT_LIMIT:
            count = 1  # one item, which shows (Babel gives up on a much larger number)
        elif kind is Blank:
            count = 0
        else:
            try:
                return self.functions["SIZE"](self._fluent(value, ""))
            except Exception as error:  # Fluent keeps it as the text's error
                raise Unplanned("SIZE() fails") from error
        if count < 1000 and self.plain_ints:
            return count
        return fluent_number(count)

    def _counted(self, numword: Piece, value: Any, options: Mapping[str, Any]) -> str:
        """NUMWORD(): the catalogue's NUMWORD message with the count as $n."""
        if value is None or isinstance(value, FluentNone):
            raise Unplanned("NUMWORD() of a missing detail")
        try:
            return _run(numword, {**options, "n": value})
        except Unplanned:
            raise
        except Exception as error:
            raise Unplanned("NUMWORD() fails") from error
