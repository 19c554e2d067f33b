"""Every text with a number goes through its language's plural rules: a count followed by a word
in a catalogue is chosen by a selector on that count (`{ $n -> [one] ... *[other] ... }`), and
the pictures' words with a number are formatted per count by the catalogue, not filled in by the
picture ("1 écarté", not "1 écartés")."""

from __future__ import annotations

import pickle
import re

import pytest
from fluent.syntax import FluentParser, ast

from bot.front.pictures import CountedLabel, picture_labels
from bot.messages import LANGUAGES, catalogues, code_id, text

# The code's details that are counts of things (bot/, engine/: the values it passes). A count
# shown as already written ("shown", beside the count its selector takes) is not one.
COUNTS = {"n", "count", "moves", "seats", "posts", "copied", "expected", "games", "wins",
          "votes", "needed", "turns", "missed", "players", "have", "need", "passes",
          "pieces", "points"}
# Where such a detail is followed by a word that is not the thing counted, or cannot be one.
NOT_COUNTED = {
    # "roll 2 of 3", "rank 1 of 4", "2 of its 9 pictures": a position, not a count
    **{(f"columbiz.{log}.{event}", "n"): "position" for log in ("ev", "hist")
       for event in ("rolled.again", "rolled.again_none", "rolled.all_kept")},
    ("columbiz.input.dice_too_many", "count"): "the verb follows ('du hast 9 angegeben')",
    ("terminal.ask.again", "count"): "the end of a range ('1 bis 4 oder ...')",
    ("columbiz.input.cell_too_high", "count"): "always more than six",
    ("mygames.lobby", "seats"): "a game has two seats or more",
    ("replay.fewer", "turns"): "only said of games too long to show whole",
    ("icetowers.ev.passed", "players"): "a game has two players or more",
}
WORD = re.compile(r"[ \u00a0]+[^\W\d_]")


def _unselected_counts(node: ast.BaseNode, selected: frozenset[str], found: list[str]) -> None:
    """Count variables of `node` followed by a word, outside a selector on them."""
    if isinstance(node, ast.SelectExpression):
        names = {n.id.name for n in [node.selector, *getattr(
            getattr(node.selector, "arguments", None), "positional", [])]
            if isinstance(n, ast.VariableReference)}
        for variant in node.variants:
            _unselected_counts(variant.value, selected | names, found)
        return
    if isinstance(node, ast.Pattern):
        for here, after in zip(node.elements, node.elements[1:]):
            if (isinstance(here, ast.Placeable)
                    and isinstance(here.expression, ast.VariableReference)
                    and isinstance(after, ast.TextElement) and WORD.match(after.value)):
                name = here.expression.id.name
                if name in COUNTS and name not in selected:
                    found.append(name)
    for value in vars(node).values():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                _unselected_counts(child, selected, found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_count_followed_by_a_word_goes_through_the_plural_rules(language):
    unplural = []
    for path in catalogues().files(language):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                found: list[str] = []
                _unselected_counts(entry, frozenset(), found)
                unplural += [(code_id(entry.id.name), name) for name in found
                             if (code_id(entry.id.name), name) not in NOT_COUNTED]
    assert unplural == []


def picture_words() -> list[tuple[str, str, str]]:
    """(prefix, key, English) of every word of each game's picture."""
    from render.columbiz.style import LABELS as COLUMBIZ
    from render.icetowers import LABELS as ICETOWERS

    return [*(("columbiz.picture", k, v) for k, v in COLUMBIZ.items()),
            *(("icetowers.picture", k, v) for k, v in ICETOWERS.items())]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_word_with_a_number_is_formatted_per_count(language):
    """The picture fills a word's number as `label.format(n=...)`: that is the catalogue's text
    for the count, in the picture's worker process too (the labels are pickled there)."""
    counted = 0
    for prefix, key, english in picture_words():
        label = picture_labels(prefix, (key,), language)[key]
        if "{n}" not in english:
            assert not isinstance(label, CountedLabel)
            continue
        counted += 1
        sent = pickle.loads(pickle.dumps(label))
        for n in (0, 1, 2, 5, 21):
            assert sent.format(n=n) == text(f"{prefix}.{key}", language, n=n)
    assert counted >= 5


def test_the_pictures_plurals_in_each_language():
    said = {lc: {key: picture_labels("columbiz.picture", (key,), lc)[key].format(n=1)
                 for key in ("points", "set_aside")} for lc in LANGUAGES}
    assert said["en"] == {"points": "1 pt", "set_aside": "1 set aside"}
    assert said["fr"] == {"points": "1 pt", "set_aside": "1 écarté"}
    assert said["es"] == {"points": "1 pt", "set_aside": "1 apartada"}
    assert picture_labels("columbiz.picture", ("set_aside",), "fr")["set_aside"].format(n=2) == (
        "2 écartés")
    assert text("columbiz.hist.set_aside", count=1) == (
        "no piece fits after the third roll: 1 piece set aside (C9)")
    assert text("history.sent", game_id=7, moves=1) == "The move log of game #7 (1 move)."
