"""IceTowers golden images: fixed states rendered and compared with stored PNGs, with a small
tolerance (the measure of render_testkit.difference).

The states are stored as JSON beside the images (icetowers.state_to_json + event JSON), so a
change in the engine's random play does not move them. To accept a deliberate change of the
picture: `UPDATE_GOLDEN=1 python -m pytest tests/render/test_icetowers_golden.py`, then look at
the new PNGs in tests/render/golden/icetowers/ before committing them.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path

import pytest
from PIL import Image
from render_testkit import decode, difference

import render.icetowers
from bot.games.icetowers.frontend import picture_labels
from bot.messages import LANGUAGES
from engine import icetowers
from render.icetowers import samples

GOLDEN = Path(__file__).with_name("golden") / "icetowers"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

MAX_MEAN = 1.5
MAX_BLOCK = 64

CASES = {
    "start_2p": ("01_start_2p", "game"),
    "busy_60": ("02_busy_60", "game"),
    "tall_4p": ("04_tall_4p", "game"),
    "mined_alone": ("05_mined_alone", "game"),
    "split_3p": ("06_split_3p", "game"),
    "turns_3p": ("07_turns_3p", "game"),
    "end_tie_final": ("09_end_tie", "final"),
    "end_4p_pad": ("10_end_4p", "pad"),
    "long_names": ("11_long_names", "game"),
}


@cache
def _sample(name: str) -> samples.Sample:
    return samples.GALLERY[name]()


def _save_fixture(path: Path, sample_name: str, kind: str) -> None:
    s = _sample(sample_name)
    data = {
        "kind": kind,
        "state": icetowers.state_to_json(s.state),
        "events": [e.to_json() for e in s.events],
        "names": list(s.names),
        "computer_seats": sorted(s.computer_seats),
    }
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _render(data: dict, labels=render.icetowers.LABELS) -> Image.Image:
    state = icetowers.state_from_json(data["state"])
    events = tuple(icetowers.event_from_json(e) for e in data["events"])
    seats = {"names": data["names"], "computer_seats": frozenset(data["computer_seats"]),
             "labels": labels}
    if data["kind"] == "final":
        png = render.icetowers.render_final(state, **seats)
    elif data["kind"] == "pad":
        png = render.icetowers.render_scorepad(state, **seats)
    else:
        png = render.icetowers.render_game(state, events=events, **seats)
    return decode(png).reduce(2)


def _fixture(case: str) -> dict:
    return json.loads((GOLDEN / f"{case}.json").read_text())


@pytest.mark.parametrize("case", list(CASES))
def test_golden_image(case):
    image = GOLDEN / f"{case}.png"
    if UPDATE:
        _save_fixture(GOLDEN / f"{case}.json", *CASES[case])
        _render(_fixture(case)).save(image, optimize=True)
    got = _render(_fixture(case))
    mean, block = difference(got, Image.open(image))
    assert mean <= MAX_MEAN and block <= MAX_BLOCK, (
        f"{case}: mean diff {mean:.2f}, worst block {block}; "
        "if the change is wanted, regenerate with UPDATE_GOLDEN=1 and look at the images"
    )


def test_the_fixtures_are_still_what_the_samples_make():
    """A sample that drifts (engine or sample change) is noticed; the goldens stay valid."""
    for case, (name, _) in CASES.items():
        assert _fixture(case)["state"] == icetowers.state_to_json(_sample(name).state), case


def test_the_golden_comparison_sees_a_piece_of_another_colour():
    data = _fixture("tall_4p")
    towers = data["state"]["towers"]
    number, pieces = next((n, p) for n, p in towers.items() if len(p) >= 3)
    pieces[1][0] = (pieces[1][0] + 1) % data["state"]["config"]["players"]
    mean, block = difference(_render(data), Image.open(GOLDEN / "tall_4p.png"))
    assert mean > MAX_MEAN or block > MAX_BLOCK, number


def test_the_golden_comparison_sees_a_piece_of_another_size():
    data = _fixture("busy_60")
    data["state"]["towers"]["20"] = [[1, 3]]  # a medium piece drawn large
    mean, block = difference(_render(data), Image.open(GOLDEN / "busy_60.png"))
    assert mean > MAX_MEAN or block > MAX_BLOCK


# The pictures with the most words (the result line) and with signs in their place (whose turn,
# who passed, the last action), in every language the bot speaks, with the labels the bot gives.
TRANSLATED = ("turns_3p", "end_tie_final")


@pytest.mark.parametrize("language", [lc for lc in LANGUAGES if lc != "en"])
@pytest.mark.parametrize("case", TRANSLATED)
def test_golden_image_in_each_language(case, language):
    image = GOLDEN / language / f"{case}.png"
    got = _render(_fixture(case), picture_labels(language))
    if UPDATE:
        image.parent.mkdir(exist_ok=True)
        got.save(image, optimize=True)
    mean, block = difference(got, Image.open(image))
    assert mean <= MAX_MEAN and block <= MAX_BLOCK, (case, language, mean, block)
    english = _render(_fixture(case)).tobytes()
    if case == "turns_3p":  # signs, not words: the same picture in every language
        assert got.tobytes() == english
    else:
        assert got.tobytes() != english  # its own words, not English
