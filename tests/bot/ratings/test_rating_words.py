"""The ratings in words: the final post's changes with numbers as each language writes them."""

from __future__ import annotations

import pytest

from bot.ratings.sheets import changes_text, number, signed

ROWS = [{"name": "Alice", "shown_before": 1512, "shown_after": 1540},
        {"name": "**Bob**", "shown_before": 1500, "shown_after": 1488},
        {"name": "Cy", "shown_before": 1000, "shown_after": 1000}]


@pytest.mark.parametrize(("language", "title", "alice", "bob", "cy"), [
    ("en", "**Ratings:**", "Alice 1,512 → 1,540, +28", "\\*\\*Bob\\*\\* 1,500 → 1,488, −12",
     "Cy 1,000 → 1,000, ±0"),
    ("de", "**Wertungen:**", "Alice 1.512 → 1.540, +28", "\\*\\*Bob\\*\\* 1.500 → 1.488, −12",
     "Cy 1.000 → 1.000, ±0"),
    ("da", "**Ratings:**", "Alice 1.512 → 1.540, +28", "\\*\\*Bob\\*\\* 1.500 → 1.488, −12",
     "Cy 1.000 → 1.000, ±0"),
    ("fr", "**Classement\u00a0:**", "Alice 1\u202f512 → 1\u202f540, +28",
     "\\*\\*Bob\\*\\* 1\u202f500 → 1\u202f488, −12", "Cy 1\u202f000 → 1\u202f000, ±0"),
    ("es", "**Niveles:**", "Alice 1.512 → 1.540, +28", "\\*\\*Bob\\*\\* 1.500 → 1.488, −12",
     "Cy 1.000 → 1.000, ±0"),
])
def test_the_final_posts_changes_in_every_language(language, title, alice, bob, cy):
    assert changes_text(ROWS, language).splitlines() == [title, alice, bob, cy]


def test_no_changes_no_words():
    assert changes_text([], "en") == ""


def test_numbers():
    assert number(12345, "en") == "12,345" and number(-5, "en") == "-5"
    assert signed(1234, "de") == "+1.234" and signed(-1, "fr") == "\u22121"
