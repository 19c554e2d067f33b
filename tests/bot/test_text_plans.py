"""A text formatted by its plan (bot/messages/plans.py) is Fluent's text, character for character,
and where Fluent raises, the same error is raised: every message and attribute of every catalogue,
shared and every game's, in every language, with a spread of details, formatted both ways."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.messages import LANGUAGES, catalogues
from bot.messages.catalog import Catalogue
from bot.messages.details import ITEM_FIELDS
from bot.messages.plans import Unplanned
from bot.messages.values import Absent, FluentList, fluent_value

NUMBERS = (0, 1, 2, 5, 21, 1000, 1234567)
NAMES = ("Alice", "Ana María de la Cruz", "Zoë 🎲 Ærø", "**Bob**", "<@1456074443980800018>")
MISSING = object()  # the detail is not given at all
OTHERS = (None, MISSING, "", True, False, -3, 2.5, 1.0)


class _Keys(Visitor):
    """The variant keys each variable selects on, in a message and the messages it refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, list[Any]] = {}
        self.messages: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        selector = node.selector
        if isinstance(selector, ast.VariableReference):
            found = self.keys.setdefault(selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                if isinstance(key, ast.NumberLiteral):
                    found.append(float(key.value) if "." in key.value else int(key.value))
                else:
                    found.append(key.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name)


def select_keys(catalogue: Catalogue, fluent: str) -> dict[str, list[Any]]:
    keys: dict[str, list[Any]] = {}
    todo, seen = [fluent], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in catalogue.messages:
            continue
        seen.add(name)
        visitor = _Keys()
        visitor.visit(catalogue.messages[name])
        for variable, found in visitor.keys.items():
            keys.setdefault(variable, []).extend(found)
        todo += sorted(visitor.messages)
    return keys


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def attribute_variables(message: ast.Message) -> dict[str, list[str]]:
    """Each attribute of `message` (a list detail's items) and the variables it shows."""
    found = {}
    for attribute in message.attributes:
        variables = _Variables()
        variables.visit(attribute.value)
        found[attribute.id.name] = sorted(variables.names)
    return found


def record(name: str, fields: dict[str, list[str]], n: int, depth: int = 0) -> Any:
    """The n-th item of list detail `name`, written through the attribute of that name: a
    tuple where details.ITEM_FIELDS names its fields, else a mapping of its variables."""
    def value(field: str, k: int) -> Any:
        if field in fields and depth < 2:
            return [record(field, fields, k + i, depth + 1) for i in range(1 + k % 3)]
        return (NAMES + NUMBERS)[k % (len(NAMES) + len(NUMBERS))]

    names = ITEM_FIELDS.get(name)
    if names and len(names) > 1:
        return tuple(value(field, n + i) for i, field in enumerate(names))
    if names and names[0] in fields.get(name, []):
        return value(names[0], n)
    return {field: value(field, n + i) for i, field in enumerate(fields.get(name, []))}


def candidates(variable: str, keys: list[Any], fields: dict[str, list[str]]) -> list[Any]:
    """The values a detail takes: numbers, names, the keys it selects on, nothing, lists."""
    values: list[Any] = [*NUMBERS, *NAMES, *OTHERS]
    for key in keys:
        values.append(key)
        if key in ("true", "false"):
            values.append(key == "true")
    if variable in fields:
        values += [[], [record(variable, fields, 0)],
                   [record(variable, fields, n) for n in range(1, 4)]]
    else:
        values += [[], ["Alice"], list(NAMES[:3]), [3, 1000], [None]]
    return values


def detail_sets(catalogue: Catalogue, fluent: str) -> Iterator[dict[str, Any]]:
    """Details for message `fluent`: every variable takes each of its candidate values, beside
    the others' values rotated, so the combinations vary."""
    keys = select_keys(catalogue, fluent)
    fields = attribute_variables(catalogue.messages[fluent])
    variables = sorted(catalogue.placeholders(fluent) | set(keys))
    every = {name: candidates(name, keys.get(name, []), fields) for name in variables}
    # then only values that show: a text with many details then comes out whole
    given = {name: [value for value in found if value is not MISSING and value is not None
                    and value != [None]] for name, found in every.items()}
    for values in (every, given):
        rounds = max((len(found) for found in values.values()), default=1)
        for i in range(rounds):
            details = {}
            for j, name in enumerate(variables):
                value = values[name][(i + 7 * j) % len(values[name])]
                if value is not MISSING:
                    details[name] = value
            yield details
    yield {}


def outcome(format_: Any, *args: Any) -> tuple[Any, ...]:
    """`format_(*args)`: its text, or its error (Unplanned goes on: no outcome of Fluent's)."""
    try:
        return ("text", format_(*args))
    except Unplanned:
        raise
    except Exception as error:  # noqa: BLE001 (the error itself is what is compared)
        # the same error; objects named in it are other objects of the same kind
        return ("error", type(error), re.sub(r" at 0x[0-9a-f]+", "", str(error)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_by_its_plan_as_fluent_formats_it(language):
    catalogue = catalogues().by_language[language]
    compared = texts = 0
    for fluent in sorted(catalogue.messages):
        if not catalogue.has(fluent):
            continue
        assert catalogue.plans.message(fluent) is not None, f"{fluent} has no plan"
        for details in detail_sets(catalogue, fluent):
            fluent_said = outcome(catalogue.format_fluent, fluent, details)
            try:
                planned = outcome(catalogue.plans.format, fluent, details)
            except Unplanned:
                # only where Fluent reports an error; the catalogue then formats through it
                assert fluent_said[0] == "error", (fluent, details, fluent_said)
                assert outcome(catalogue.format, fluent, details) == fluent_said
                continue
            assert planned == fluent_said, (language, fluent, details)
            compared += 1
            texts += planned[0] == "text"
    assert compared > 10 * len(catalogue.messages) and texts > compared // 3


def test_every_attribute_has_a_plan():
    for language in LANGUAGES:
        catalogue = catalogues().by_language[language]
        for fluent, message in catalogue.messages.items():
            for attribute in message.attributes:
                assert catalogue.plans.attribute(fluent, attribute.id.name) is not None, (
                    language, fluent, attribute.id.name)


def run_piece(piece: Any, args: dict[str, Any]) -> str:
    """A plan's text: a constant, or made of the arguments."""
    return piece if isinstance(piece, str) else piece(args)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_attribute_formats_by_its_plan_as_fluent_formats_it(language):
    """An attribute (the text of a list detail's items) formatted alone, with the message's
    details as its variables (lists of plain items as written lists)."""
    catalogue = catalogues().by_language[language]
    compared = 0
    for fluent, message in sorted(catalogue.messages.items()):
        compiled = catalogue.bundle.get_message(fluent).attributes
        for attribute in message.attributes:
            name = attribute.id.name
            piece = catalogue.plans.attribute(fluent, name)
            for details in detail_sets(catalogue, fluent):
                planned: dict[str, Any] = {}
                given = {variable: Absent(variable)
                         for variable in catalogue.placeholders(fluent)}
                for variable, value in details.items():
                    if isinstance(value, list):
                        if not all(isinstance(item, (str, int)) for item in value):
                            continue  # records: written through the attribute (test above)
                        planned[variable] = given[variable] = FluentList(map(str, value))
                    else:
                        planned[variable] = catalogue.plans.value(value)
                        given[variable] = fluent_value(variable, value)
                expected = outcome(catalogue._format, compiled[name], given)
                try:
                    said = outcome(run_piece, piece, planned)
                except Unplanned:
                    assert expected[0] == "error", (fluent, name, details, expected)
                    continue
                assert said == expected, (language, fluent, name, details)
                compared += 1
    assert compared > 100


# --- what the catalogues do not write yet ------------------------------------------------------

CORNERS = """\
ref-missing = Before { other } after
other = { $x } inside
long = { $x } end
only = { $x }
term-use = { -brand } is { -brand.gender ->
        [masculine] le
       *[other] la
    }
-brand = IceTowers
    .gender = masculine
-styled = { $case ->
        [gen] IceTowers'
       *[other] IceTowers
    }
term-args = { -styled(case: "gen") }
numbers = { 1234 } { 2.50 } { NUMBER($n, minimumFractionDigits: 2) } { $n }
size-shown = { SIZE($x) } items: { $x }
size-select = { SIZE($x) ->
        [0] none
        [one] one
       *[other] many
    }
plural-or-text = { $x ->
        [1] exactly one
        [one] plural one
        [few] plural few
        [none] nothing
        [true] yes
       *[other] other
    }
nested = { { $x } }
literals = { "\\u00A0" }{ "{" }{ "" }x
unknown-fn = { NOPE($x) }
unknown-ref = { nowhere }
no-value-ref = { attrs-only }
attrs-only =
    .a = A
cycle-a = { cycle-b }
cycle-b = { cycle-a } x
words = { NUMWORD($x) } / { NUMWORD($x, case: "acc") }
fmt-numword = { $n ->
        [1] one{ $case ->
            [none] {""}
           *[other] ({ $case })
        }
       *[other] { $n }
    }
duration = { DURATION($x) }
padded = [{ PADEND($x, width: 5) }]
joined = { JOIN($x, separator: "-") }
listed = { LIST($x, style: "or") } | { LIST($x) } | { LIST($x, style: "unit-narrow") }
bad-style = { LIST($x, style: "nope") }
joined-plain = { JOIN($x) }
victims = { LIST($x) }
    .x = { $owner } has { LIST($cells) }
"""

CORNER_VALUES = [*NUMBERS, *NAMES, *OTHERS, -1234567, 10**30, 0.5, "one", "few", "none",
                 "x" * 3000, "y" * 2499, [], ["a"], ["a", "b", "c"], [None], [1, 2.5],
                 ["z" * 1500, "z" * 1500], list(range(1234)),
                 [{"owner": "Ann", "cells": ["`5`", "`55`"]}], [{"owner": None, "cells": []}],
                 [{"owner": "Ann"}], ["no mapping"]]


class _Name:
    def __str__(self) -> str:
        return "Ærø"


class _Shouty(str):
    pass


@pytest.mark.parametrize("cldr", ["en-GB", "fr", "da"])
def test_corner_cases_give_fluents_text_or_its_error(tmp_path: Path, cldr: str):
    """Constructs and values the catalogues do not use today (terms with arguments, cycles,
    NUMBER(), texts longer than Fluent allows in one placeable, huge or negative numbers, floats,
    unknown functions and messages): the plan gives Fluent's text, or the call goes to Fluent."""
    path = tmp_path / "corners.ftl"
    path.write_text(CORNERS, encoding="utf-8")
    catalogue = Catalogue("xx", [path], cldr)
    values = [*CORNER_VALUES, _Name(), _Shouty("loud"), MISSING]
    planned = 0
    for fluent in sorted(catalogue.messages):
        if not catalogue.has(fluent):
            continue
        for value in values:
            for case in (MISSING, "nom"):
                details = {} if value is MISSING else {"x": value, "n": value}
                if case is not MISSING:
                    details["case"] = case
                expected = outcome(catalogue.format_fluent, fluent, details)
                assert outcome(catalogue.format, fluent, details) == expected, (fluent, details)
                try:
                    assert outcome(catalogue.plans.format, fluent, details) == expected
                    planned += 1
                except Unplanned:
                    pass
    unplanned = {name for name in catalogue.messages
                 if catalogue.has(name) and catalogue.plans.message(name) is None}
    assert unplanned == {"term-args", "cycle-a", "cycle-b", "unknown-fn", "unknown-ref",
                         "no-value-ref"}
    assert planned > 500
