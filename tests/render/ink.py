"""Reading back every text a picture draws, as it is drawn: its words, font, size, the scale it
is drawn at (sprites are drawn at twice their size and reduced) and where it lands.

`recording(monkeypatch)` hooks Pillow's `ImageDraw.text` for the test's duration and empties the
sprite cache, so every cached sprite (badges, tower numbers) is drawn again and seen. The ink
height of a capital or digit is measured on FreeType's rendering of that glyph at its real size
(rows where the glyph covers half a pixel or more), then scaled to the phone.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import cache

from PIL import ImageDraw, ImageFont

import render.columbiz.scorepad
import render.columbiz.sprites
import render.icetowers.sprites
import render.sprites


@dataclass(frozen=True)
class Drawn:
    text: str
    path: str
    size: int
    scale: int  # 1 for the picture itself, 2 in a supersampled sprite
    box: tuple[int, int, int, int] | None  # on the picture, when drawn on it directly
    target: int  # id() of the image drawn on


@dataclass
class Recorder:
    drawn: list[Drawn] = field(default_factory=list)
    scales: list[int] = field(default_factory=list)

    def on(self, image_id: int) -> list[Drawn]:
        """What was drawn right onto the picture `image_id`."""
        return [d for d in self.drawn if d.target == image_id]


def recording(monkeypatch) -> Recorder:
    rec = Recorder()
    real_text = ImageDraw.ImageDraw.text

    def text(self, xy, words, fill=None, font=None, anchor=None, *args, **kwargs):
        if isinstance(font, ImageFont.FreeTypeFont) and isinstance(words, str) and words.strip():
            scale = rec.scales[-1] if rec.scales else 1
            box = None
            if scale == 1:
                box = tuple(round(v) for v in self.textbbox(xy, words, font=font, anchor=anchor,
                                                            **_bbox_args(kwargs)))
            rec.drawn.append(Drawn(words, font.path, font.size, scale, box,
                                   id(getattr(self, "_image", None))))
        return real_text(self, xy, words, fill, font, anchor, *args, **kwargs)

    real_supersampled = render.sprites.supersampled

    def supersampled(w, h, paint):
        def scaled(d, s):
            rec.scales.append(s)
            try:
                paint(d, s)
            finally:
                rec.scales.pop()
        return real_supersampled(w, h, scaled)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    for module in (render.sprites, render.columbiz.sprites, render.icetowers.sprites):
        monkeypatch.setattr(module, "supersampled", supersampled)
    # nothing kept from earlier pictures: every sprite, card and text is drawn (and seen) anew
    fresh = render.sprites.Tiles
    monkeypatch.setattr(render.sprites, "SPRITES", fresh(render.sprites.SPRITES_MOST))
    monkeypatch.setattr(render.columbiz.scorepad, "CARDS", fresh(0))
    monkeypatch.setattr(render.columbiz.board, "CELLS", fresh(0))
    monkeypatch.setattr(render.columbiz.tray, "DICE", fresh(0))
    monkeypatch.setattr(render.icetowers.towers, "COLUMNS", fresh(0))
    monkeypatch.setattr(render.icetowers.seats, "PANELS", fresh(0))
    monkeypatch.setattr(render.icetowers, "BACKGROUNDS", fresh(0))
    return rec


def _bbox_args(kwargs):
    return {k: v for k, v in kwargs.items() if k in ("stroke_width", "direction", "features",
                                                     "language", "embedded_color")}


def capitals_and_digits(text: str) -> list[str]:
    return [ch for ch in text if unicodedata.category(ch) in ("Lu", "Nd")]


@cache
def ink_px(path: str, size: int, ch: str) -> int:
    """Rows of ink of `ch` at `size` px: where it covers at least half a pixel."""
    mask = ImageFont.truetype(path, size).getmask(ch)
    w, h = mask.size
    rows = [y for y in range(h) if max((mask.getpixel((x, y)) for x in range(w)), default=0)
            >= 128]
    return rows[-1] - rows[0] + 1 if rows else 0


def smallest_on_phone(drawn: list[Drawn], phone: float) -> tuple[float, Drawn | None]:
    """The smallest ink height of any capital or digit in `drawn`, on a phone showing the
    picture at `phone` times its size, and the text it was in."""
    best, which = float("inf"), None
    for d in drawn:
        for ch in capitals_and_digits(d.text):
            height = ink_px(d.path, d.size, ch) / d.scale * phone
            if height < best:
                best, which = height, d
    return best, which
