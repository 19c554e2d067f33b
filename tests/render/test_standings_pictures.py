"""The standings pictures (render.standings): golden images of the busiest leaderboard and stats
in every language, every capital and digit 9 px or taller on a phone 360 px wide, and the trend
lines rising and falling as the ratings did.

To accept a deliberate change of the pictures: `UPDATE_GOLDEN=1 python -m pytest
tests/render/test_standings_pictures.py`, then look at the new PNGs in
tests/render/golden/standings/ before committing them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image
from render_testkit import decode, difference
from standings_samples import READER, busiest_leaderboard, busiest_stats

from bot.messages import LANGUAGES, text
from bot.ratings import sheets
from render import fonts
from render import standings as S

GOLDEN = Path(__file__).with_name("golden") / "standings"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
MAX_MEAN = 1.5
MAX_BLOCK = 64
PHONE = 360
MIN_INK = 9


def game_names(language: str) -> dict[str, str]:
    return {kind: text(f"{kind}.name", language) for kind in ("columbiz", "icetowers")}


def leaderboard_png(language: str) -> bytes:
    sheet = sheets.leaderboard_sheet(busiest_leaderboard(), game_names(language)["columbiz"],
                                     language, READER)
    return S.render_leaderboard(sheet)


def stats_png(language: str) -> bytes:
    return S.render_stats(sheets.stats_sheet(busiest_stats(), game_names(language), language))


PICTURES = {"leaderboard": leaderboard_png, "stats": stats_png}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", PICTURES)
def test_golden(name, language):
    got = decode(PICTURES[name](language))
    path = GOLDEN / f"{name}_{language}.png"
    if UPDATE or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        got.save(path)
        pytest.skip(f"wrote {path.name}")
    mean, block = difference(got, Image.open(path))
    assert mean <= MAX_MEAN and block <= MAX_BLOCK, (name, language, mean, block)


@pytest.mark.parametrize("language", LANGUAGES)
def test_capitals_and_digits_are_9_px_tall_on_a_360_px_phone(language, monkeypatch):
    asked: set[tuple[str, int]] = set()
    real = fonts.font

    def recording(name, size):
        asked.add((name, size))
        return real(name, size)

    monkeypatch.setattr(fonts, "font", recording)
    for make in PICTURES.values():
        make(language)
    scale = PHONE / S.WIDTH
    for name, size in asked:
        if name not in (fonts.BOLD, fonts.CONDENSED):
            continue  # the fallbacks draw scripts without capitals, at the same size
        face = real(name, size)
        for glyph in "H0":
            top, bottom = face.getbbox(glyph)[1], face.getbbox(glyph)[3]
            assert (bottom - top) * scale >= MIN_INK, (name, size, glyph)


def test_the_trend_lines_rise_and_fall_with_the_ratings():
    img = decode(leaderboard_png("en"))
    board = busiest_leaderboard()
    top = 18 + 46 + 34 + 16 + 34 + 4  # the first row (render.standings.render_leaderboard)
    for i, row in enumerate(board.top):
        y0 = top + i * S.ROW_H
        box = img.crop((S.WIDTH - S.PAD - S.TREND_W, y0, S.WIDTH - S.PAD, y0 + S.ROW_H - 4))
        colours = set(box.convert("RGB").get_flattened_data())
        rising = row.recent[-1] >= row.recent[0]
        near = [c for c in colours if all(abs(a - b) < 40 for a, b in zip(
            c, S.UP if rising else S.DOWN))]
        other = [c for c in colours if all(abs(a - b) < 40 for a, b in zip(
            c, S.DOWN if rising else S.UP))]
        assert near and not other, (i, row.recent)
