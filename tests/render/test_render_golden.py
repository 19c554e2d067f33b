"""Golden images: fixed states rendered and compared with stored PNGs, with a small tolerance.

The states are stored as JSON beside the images (columbiz.state_to_json + event JSON), so a
change in the engine's random play does not move them. To accept a deliberate change of the
picture: `UPDATE_GOLDEN=1 python -m pytest tests/render/test_render_golden.py`, then look at
the new PNGs in tests/render/golden/ before committing them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PIL import Image
from render_testkit import decode, difference, sample

import render.columbiz
from bot.games.columbiz.frontend import picture_labels
from bot.messages import LANGUAGES
from engine import columbiz

GOLDEN = Path(__file__).with_name("golden")
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

# Tolerance, at half size (see render_testkit.difference).
MAX_MEAN = 1.5
MAX_BLOCK = 64

CASES = {
    "start_2p": ("01_start", "game"),
    "first_roll_3p": ("02_first_roll_3p", "game"),
    "mid_4p_kept": ("05_mid_4p_kept", "game"),
    "big_capture": ("07_big_capture", "game"),
    "scoring_line": ("08_scoring_line", "game"),
    "end_tie": ("09_end_tie", "game"),
    "end_tie_final": ("09_end_tie", "final"),
    "mid_4p_pad": ("05_mid_4p_kept", "pad"),
    "long_names": ("11_long_names", "game"),
}


def _save_fixture(path: Path, sample_name: str, kind: str) -> None:
    s = sample(sample_name)
    data = {
        "kind": kind,
        "state": columbiz.state_to_json(s.state),
        "events": [e.to_json() for e in s.events],
        "names": list(s.names),
        "computer_seats": sorted(s.computer_seats),
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _render(data: dict, language: str = "en") -> Image.Image:
    state = columbiz.state_from_json(data["state"])
    events = tuple(columbiz.event_from_json(e) for e in data["events"])
    seats = {"names": data["names"], "computer_seats": frozenset(data["computer_seats"]),
             "labels": picture_labels(language)}
    if data["kind"] == "final":
        png = render.columbiz.render_final(state, **seats)
    elif data["kind"] == "pad":
        png = render.columbiz.render_scorepad(state, **seats)
    else:
        png = render.columbiz.render_game(state, events=events, **seats)
    return decode(png).reduce(2)


@pytest.mark.parametrize("case", list(CASES))
def test_golden_image(case):
    fixture = GOLDEN / f"{case}.json"
    image = GOLDEN / f"{case}.png"
    if UPDATE:
        _save_fixture(fixture, *CASES[case])
        _render(json.loads(fixture.read_text())).save(image, optimize=True)
    got = _render(json.loads(fixture.read_text()))
    want = Image.open(image)
    mean, block = difference(got, want)
    assert mean <= MAX_MEAN and block <= MAX_BLOCK, (
        f"{case}: mean diff {mean:.2f}, worst block {block}; "
        "if the change is wanted, regenerate with UPDATE_GOLDEN=1 and look at the images"
    )


# The busiest pictures, once per language: every label of the tray and the pad in its words.
TRANSLATED = ("mid_4p_kept", "end_tie_final")


@pytest.mark.parametrize("language", [lc for lc in LANGUAGES if lc != "en"])
@pytest.mark.parametrize("case", TRANSLATED)
def test_golden_image_in_each_language(case, language):
    image = GOLDEN / language / f"{case}.png"
    got = _render(json.loads((GOLDEN / f"{case}.json").read_text()), language)
    if UPDATE:
        image.parent.mkdir(exist_ok=True)
        got.save(image, optimize=True)
    mean, block = difference(got, Image.open(image))
    assert mean <= MAX_MEAN and block <= MAX_BLOCK, (
        f"{case} in {language}: mean diff {mean:.2f}, worst block {block}"
    )


def test_each_language_draws_its_own_words():
    data = json.loads((GOLDEN / "mid_4p_kept.json").read_text())
    english = _render(data)
    for language in LANGUAGES:
        if language != "en" and picture_labels(language) != picture_labels("en"):
            assert _render(data, language).tobytes() != english.tobytes(), language


def test_the_golden_comparison_sees_one_piece_more():
    data = json.loads((GOLDEN / "mid_4p_kept.json").read_text())
    empty = next(c for c in columbiz.CELL_NAMES if c not in data["state"]["board"])
    data["state"]["board"][empty] = 0
    mean, block = difference(_render(data), Image.open(GOLDEN / "mid_4p_kept.png"))
    assert mean > MAX_MEAN or block > MAX_BLOCK


def test_the_golden_comparison_sees_a_changed_score():
    data = json.loads((GOLDEN / "mid_4p_kept.json").read_text())
    data["state"]["line_points"][0] += 7  # 1 -> 8 lines, total 2 -> 9
    mean, block = difference(_render(data), Image.open(GOLDEN / "mid_4p_kept.png"))
    assert mean > MAX_MEAN or block > MAX_BLOCK


def test_the_golden_comparison_sees_a_changed_die():
    data = json.loads((GOLDEN / "mid_4p_kept.json").read_text())
    dice = data["state"]["dice"]
    kept = data["state"]["kept"]
    i = len(dice) - 1  # the highest die is not kept in this fixture
    assert dice.count(dice[i]) > kept.count(dice[i])
    dice[i] = 1 if dice[i] != 1 else 2
    data["state"]["dice"] = sorted(dice)
    mean, block = difference(_render(data), Image.open(GOLDEN / "mid_4p_kept.png"))
    assert mean > MAX_MEAN or block > MAX_BLOCK
