"""The phone promise, measured on the ink: on a phone showing a picture 360 px wide, every
capital and digit the picture draws is at least 9 px tall, in both games, every kind of picture
and every language: names, numbers, labels, the badges drawn inside sprites, replay captions.

Measured on the glyphs as FreeType draws them at the size and scale each text is really drawn at
(see ink.py), not on the font size asked for: a 22 px font gives capitals 16 px of ink."""

from __future__ import annotations

import pytest
from ink import recording, smallest_on_phone
from PIL import Image

import render.columbiz
import render.icetowers
from bot.games.columbiz.frontend import picture_labels
from bot.games.icetowers.frontend import picture_labels as icetowers_labels
from bot.messages import LANGUAGES
from render import animation, sprites
from render import theme as T
from render.columbiz import samples as columbiz_samples
from render.icetowers import samples as icetowers_samples

INK_MIN = 9.0


def _pictures(game, language):
    """(what, draw) for every picture of every sample of `game` in `language`."""
    if game == "columbiz":
        package, gallery, labels = render.columbiz, columbiz_samples.GALLERY, \
            picture_labels(language)
    else:
        package, gallery, labels = render.icetowers, icetowers_samples.GALLERY, \
            icetowers_labels(language)
    for name, make in gallery.items():
        s = make()
        kw = {"names": s.names, "computer_seats": s.computer_seats, "labels": labels}
        yield name, lambda s=s, kw=kw: package.draw_game(s.state, events=s.events, **kw)
        yield name + " pad", lambda s=s, kw=kw: package.draw_scorepad(s.state, **kw)
        if s.state.over:
            yield name + " final", lambda s=s, kw=kw: package.draw_final(s.state, events=s.events,
                                                                          **kw)


def _smallest(rec, draw):
    """Draw with every sprite drawn afresh, so each is measured at its own picture's scale."""
    sprites.SPRITES.clear()
    rec.drawn.clear()
    img = draw()
    assert rec.drawn, "nothing recorded"
    return smallest_on_phone(rec.drawn, T.PHONE_WIDTH / max(img.width, T.PHONE_WIDTH))


@pytest.mark.parametrize("game", ["columbiz", "icetowers"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_capital_and_digit_is_9_px_of_ink_on_a_360_px_phone(game, language, monkeypatch):
    rec = recording(monkeypatch)
    for what, draw in _pictures(game, language):
        height, text = _smallest(rec, draw)
        assert height >= INK_MIN, (what, round(height, 2), text)


def test_the_placing_order_and_place_badges_are_measured_too(monkeypatch):
    """The badges' digits are drawn in supersampled sprites: the measure sees them at the size
    they end up, half the font size asked for."""
    rec = recording(monkeypatch)
    s = columbiz_samples.big_capture()
    _smallest(rec, lambda: render.columbiz.draw_game(s.state, names=s.names, events=s.events))
    badges = [d for d in rec.drawn if d.scale == sprites.SS and d.text in ("1", "2")]
    assert badges


def test_replay_captions_are_9_px_of_ink_on_a_phone(monkeypatch):
    rec = recording(monkeypatch)
    frame = Image.new("RGB", (T.WIDTH, 400), T.CARD)
    height, text = _smallest(rec, lambda: animation.captioned(
        frame, "Dmitri: placed on 222222 (6 × 2) · captured two pieces: Alice's 2 and 222"))
    assert height >= INK_MIN, (round(height, 2), text)
