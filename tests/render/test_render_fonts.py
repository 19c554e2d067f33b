"""Bundled fonts and names that cannot break the layout."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from render import fonts

ROOT = Path(__file__).resolve().parents[2]


def test_the_fonts_and_their_licence_ship_inside_the_package():
    for name in fonts.FILES:
        assert (fonts.ASSETS / name).stat().st_size > 100_000
    licence = (fonts.ASSETS / "LICENSE-DejaVu.txt").read_text()
    assert "Bitstream" in licence and "Permission is hereby granted" in licence
    assert "Arev Fonts Copyright" in licence and "Tavmjong Bah" in licence  # upstream's whole
    licence = (fonts.ASSETS / "LICENSE-CJKFallback.txt").read_text()
    assert "Apache License" in licence and "fontsubset.py" in licence
    licence = (fonts.ASSETS / "LICENSE-HangulFallback.txt").read_text()
    assert "SIL OPEN FONT LICENSE" in licence and "Reserved Font Name" in licence
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "assets/*" in config["tool"]["setuptools"]["package-data"]["render"]
    total = sum(p.stat().st_size for p in fonts.ASSETS.iterdir())
    assert total < 6_000_000  # a few MB at most


def test_coverage_is_read_from_the_font_cmap():
    assert {ord(c) for c in "Aé€ЖΩש…"} <= fonts.COVERAGE
    assert 0x1F525 not in fonts.COVERAGE  # most emoji are not in DejaVu
    assert 0xE000 not in fonts.COVERAGE  # private use


@pytest.mark.parametrize(
    "name, shown",
    [
        ("Alice", "Alice"),
        ("\U0001f525Zo\u00eb\U0001f525", "Zo\u00eb"),  # emoji dropped
        ("\U0001f44d\U0001f3fd", "?"),  # nothing left: never empty
        ("a\u200db\ufe0fc", "abc"),  # joiners and variation selectors
        ("  spaced \t out  ", "spaced out"),
        ("\u0412\u043b\u0430\u0434", "\u0412\u043b\u0430\u0434"),  # Cyrillic kept
        ("\u05e9\u05dc\u05d5\u05dd", "\u05e9\u05dc\u05d5\u05dd"),  # Hebrew kept
        ("\u2605Star\u2605", "\u2605Star\u2605"),  # symbols the font has are kept
        ("bad\x00\x07ctl", "badctl"),
    ],
)
def test_names_are_reduced_to_what_the_fonts_can_draw(name, shown):
    assert fonts.drawable(name) == shown


@pytest.mark.parametrize("name", ["\U0001f1eb\U0001f1f7 Fran\u00e7ois", "\ue000\U000f0000 x",
                                  "Z\u0337\u0322\u031b\u0335\u0336\u0334a", "\ud7a3\u3042"])
def test_no_character_without_a_glyph_reaches_freetype(name):
    for ch in fonts.drawable(name):
        assert ord(ch) in fonts.COVERAGE | fonts.CJK_COVERAGE or ch in " ?", hex(ord(ch))


@pytest.mark.parametrize("name", ["\u5c71\u7530\u592a\u90ce", "\u5f20\u4f1f", "\u9673\u5927\u6587",
                                  "\ud55c\uad6d\uc5b4", "\u3055\u304f\u3089\u30ab\u30bf",
                                  "Ken \u5065\u592a"])
def test_chinese_japanese_and_korean_names_are_drawn_with_the_bundled_fallback(name):
    assert fonts.drawable(name) == name
    runs = fonts.runs(name)
    assert "".join(r for r, _ in runs) == name
    assert any(face for _, face in runs)


def test_every_run_is_drawn_by_a_font_that_has_all_its_characters():
    name = "\u5c71\u7530 \u592a\u90ce \u0645\u062d\u0645\u062f \ud55c\uad6d Ken \u3055\u304f\u3089"
    for run, face in fonts.runs(fonts.drawable(name)):
        points = fonts.COVERAGE if face is None else {
            p for p, f in fonts.FALLBACK.items() if f == face}
        assert {ord(c) for c in run} <= points, (run, face)


def test_han_characters_outside_the_bundled_subset_become_a_question_mark():
    rare = "\U00020000"  # CJK extension B
    assert fonts.drawable("A" + rare) == "A?"


def test_a_mixed_name_is_measured_run_by_run():
    name = "Ken \u5065\u592a"
    whole = fonts.length(name, fonts.BOLD, 26)
    han = fonts.length("\u5065\u592a", fonts.BOLD, 26)
    parts = fonts.font(fonts.BOLD, 26).getlength("Ken ") + han
    assert abs(whole - parts) < 1
    face, fitted = fonts.fit_name(name * 5, 26, 150)
    assert fitted.truncated and fonts.length(fitted.text, face, 26) <= 150


def test_combining_marks_cannot_stack_out_of_the_row():
    zalgo = "Z" + "\u0337\u0322\u031b\u0335\u0336\u0334" * 5
    assert len(fonts.drawable(zalgo)) <= 3


@pytest.mark.parametrize("name", ["W" * 60, "Bartholomew Montgomery-Fitzwilliam the Third",
                                  "\u0645\u062d\u0645\u062f \u0639\u0644\u064a" * 6])
@pytest.mark.parametrize("width", [60, 150, 260])
def test_long_names_are_cut_with_an_ellipsis_to_the_width(name, width):
    face, fitted = fonts.fit_name(name, 26, width)
    assert fitted.truncated and fitted.text.endswith(fonts.ELLIPSIS)
    assert fonts.font(face, 26).getlength(fitted.text) <= width


def test_a_name_that_fits_in_bold_is_left_whole():
    face, fitted = fonts.fit_name("Alice", 26, 200)
    assert (face, fitted.text, fitted.truncated) == (fonts.BOLD, "Alice", False)


def test_a_name_slightly_too_wide_for_bold_uses_the_condensed_face_before_cutting():
    name = "Maximiliano R."
    width = fonts.font(fonts.BOLD, 26).getlength(name) - 4
    face, fitted = fonts.fit_name(name, 26, width)
    assert face == fonts.CONDENSED and fitted.text == name


def test_fonts_are_opened_by_path_so_no_thread_holds_their_bytes():
    import threading

    got = {}

    def open_one():
        got["font"] = fonts.font(fonts.CJK, 17)

    worker = threading.Thread(target=open_one)
    worker.start()
    worker.join()
    assert got["font"].path == str(fonts.ASSETS / fonts.CJK)
    assert not any(isinstance(v, bytes) and len(v) > 100_000 for v in vars(fonts).values())


def test_a_text_drawn_again_reuses_its_mask_and_paints_the_same_pixels():
    """Each font keeps the masks of the texts it rendered (the pad's numbers, the names come
    back in every picture): the second drawing renders no glyph and paints what a fresh font
    paints, at a whole and at a half-pixel position alike."""
    from PIL import Image, ImageDraw, ImageFont

    kept = fonts.font(fonts.BOLD, 31)
    fresh = ImageFont.truetype(str(fonts.ASSETS / fonts.BOLD), 31)
    for xy in ((10, 40), (10.5, 40.5)):
        for words in ("17", "Ærø Åsa"):
            once = Image.new("RGB", (200, 60), (250, 240, 220))
            ImageDraw.Draw(once).text(xy, words, font=kept, fill=(20, 30, 40), anchor="ls")
            masks = len(kept._masks)
            again = Image.new("RGB", (200, 60), (250, 240, 220))
            ImageDraw.Draw(again).text(xy, words, font=kept, fill=(20, 30, 40), anchor="ls")
            assert len(kept._masks) == masks  # nothing rendered anew
            want = Image.new("RGB", (200, 60), (250, 240, 220))
            ImageDraw.Draw(want).text(xy, words, font=fresh, fill=(20, 30, 40), anchor="ls")
            assert once.tobytes() == again.tobytes() == want.tobytes()


def test_the_kept_masks_of_a_font_are_bounded():
    font = fonts.font(fonts.BOLD, 29)
    for n in range(fonts.MASKS_PER_FONT + 50):
        font.getmask2(str(n), "L")
    assert len(font._masks) == fonts.MASKS_PER_FONT


def test_a_text_measured_again_reuses_its_width():
    """Each font keeps the widths it measured (a name is fitted into its box at every picture):
    the same width as a fresh font's, measured once."""
    from PIL import ImageFont

    kept = fonts.font(fonts.BOLD, 33)
    fresh = ImageFont.truetype(str(fonts.ASSETS / fonts.BOLD), 33)
    for words in ("17", "Ærø Åsa", "Ærø Åsa\u2026"):
        width = kept.getlength(words)
        measured = len(kept._lengths)
        assert kept.getlength(words) == width == fresh.getlength(words)
        assert len(kept._lengths) == measured  # nothing measured anew
    assert kept.getlength("Ab", "L") == fresh.getlength("Ab", "L")


def test_the_kept_widths_of_a_font_are_bounded():
    font = fonts.font(fonts.BOLD, 27)
    for n in range(fonts.MASKS_PER_FONT + 50):
        font.getlength(str(n))
    assert len(font._lengths) == fonts.MASKS_PER_FONT
