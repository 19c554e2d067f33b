"""Sprites every game's picture shares, drawn once and reused by every render.

Each sprite is painted at twice its size and reduced (premultiplied, so edges do not darken),
which gives smooth edges that Pillow's drawing primitives lack. Sprites are cached under a lock
so renders in worker threads build each one once; callers only ever read them.

The seat marks (circle, square, triangle, diamond) are the same in every game, so a colour-blind
player reads a seat the same way whichever game is on the table.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import wraps
from typing import Any

from PIL import Image, ImageDraw

from render import fonts
from render import theme as T

SS = 2  # supersampling factor
# What `cached` keeps at most, in bytes of pixels: every sprite and background a picture of any
# game uses, many times over. Sizes vary with the game (IceTowers' panels follow the height of
# its towers' area), so a worker serving tables for days would otherwise keep every size it
# ever drew (65 MB after eight IceTowers games).
SPRITES_MOST = 48 << 20


def cached(fn: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
    """`fn`'s image kept by its arguments, shared read-only by every picture (the least
    recently used dropped first beyond SPRITES_MOST; two threads asking for the same new sprite
    at once may both draw it, alike)."""

    @wraps(fn)
    def wrapper(*args):
        key = (fn.__module__, fn.__name__, *args)  # two games may name a sprite alike
        img = SPRITES.get(key)
        if img is None:
            img = fn(*args)
            img.readonly = 1  # a shared sprite must never be drawn on
            SPRITES.put(key, img, nbytes(img))
        return img

    return wrapper


class Tiles:
    """Parts of pictures kept between pictures (a score pad's card whose values did not change),
    by a key that holds everything their pixels depend on: at most `most` bytes of pixels, the
    least recently used dropped first (a render process lives as long as the bot and serves
    every table)."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._kept: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        with self._lock:
            entry = self._kept.get(key)
            if entry is None:
                return None
            self._kept.move_to_end(key)
            return entry[0]

    def put(self, key: Hashable, value: Any, size: int) -> None:
        """Keep `value` (`size` bytes) under `key`."""
        with self._lock:
            old = self._kept.pop(key, None)
            if old is not None:
                self._bytes -= old[1]
            self._kept[key] = (value, size)
            self._bytes += size
            while self._bytes > self.most and self._kept:
                _, (_, dropped) = self._kept.popitem(last=False)
                self._bytes -= dropped

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._bytes = 0


def nbytes(img: Image.Image | None) -> int:
    """About what an image's pixels take in memory."""
    return 0 if img is None else img.width * img.height * len(img.getbands())


SPRITES = Tiles(SPRITES_MOST)  # what `cached` keeps


def supersampled(w: int, h: int, paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    img = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    paint(ImageDraw.Draw(img), SS)
    return img.convert("RGBa").reduce(SS).convert("RGBA")


# --- seat marks (colour and shape per seat) ------------------------------------------------------


def shape_polygon(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":  # equilateral, centred on its bounding box
        big = r * 1.3
        cy += big / 4
        return [
            (cx + big * math.cos(math.radians(a)), cy + big * math.sin(math.radians(a)))
            for a in (-90, 30, 150)
        ]
    if shape == "diamond":
        d = r * 1.16
        return [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
    raise ValueError(shape)


def paint_shape(draw, shape, cx, cy, r, fill, outline=None, width=0) -> None:
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
    elif shape == "square":
        h = r * 0.88
        draw.rounded_rectangle(
            (cx - h, cy - h, cx + h, cy + h), radius=r * 0.22, fill=fill, outline=outline,
            width=width,
        )
    else:
        draw.polygon(shape_polygon(shape, cx, cy, r), fill=fill, outline=outline, width=width)


@cached
def icon(seat: int, size: int) -> Image.Image:
    """A seat's shape without shadow, for the pad and the tray."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        c = size * s / 2
        stroke = max(2, round(size * 0.08)) * s
        shape = T.SEAT_SHAPE[seat]
        paint_shape(d, shape, c, c, c - s, T.SEAT_FILL[seat], T.SEAT_EDGE[seat], stroke)
        if seat == 3:
            paint_shape(d, T.SEAT_SHAPE[seat], c, c, c - s, None, (0, 0, 0), s)

    return supersampled(size, size, paint)


# --- marks ---------------------------------------------------------------------------------------


@cached
def crown(size: int) -> Image.Image:
    """C15: the winner's crown."""
    w, h = size, round(size * 0.8)

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        W, H = w * s, h * s
        pts = [
            (0.06 * W, 0.92 * H), (0.02 * W, 0.28 * H), (0.3 * W, 0.55 * H), (0.5 * W, 0.08 * H),
            (0.7 * W, 0.55 * H), (0.98 * W, 0.28 * H), (0.94 * W, 0.92 * H),
        ]
        d.polygon(pts, fill=T.GOLD, outline=T.GOLD_EDGE, width=2 * s)
        for x, y in ((0.02 * W, 0.25 * H), (0.5 * W, 0.07 * H), (0.98 * W, 0.25 * H)):
            rr = 0.07 * W
            d.ellipse((x - rr, y - rr, x + rr, y + rr), fill=T.GOLD, outline=T.GOLD_EDGE, width=s)
        d.line(((0.1 * W, 0.8 * H), (0.9 * W, 0.8 * H)), fill=T.GOLD_EDGE, width=2 * s)

    return supersampled(w, h, paint)


@cached
def robot(size: int) -> Image.Image:
    """A computer seat's mark: a small robot head."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S = size * s
        ink = T.INK_SOFT
        d.line(((S / 2, 0.08 * S), (S / 2, 0.26 * S)), fill=ink, width=2 * s)
        d.ellipse((S / 2 - 0.07 * S, 0.02 * S, S / 2 + 0.07 * S, 0.16 * S), fill=ink)
        d.rounded_rectangle((0.1 * S, 0.26 * S, 0.9 * S, 0.92 * S), 0.16 * S, fill=ink)
        for ex in (0.34, 0.66):
            d.ellipse(((ex - 0.09) * S, 0.46 * S, (ex + 0.09) * S, 0.64 * S), fill=(255, 255, 255))
        d.line(((0.36 * S, 0.78 * S), (0.64 * S, 0.78 * S)), fill=(255, 255, 255), width=2 * s)
        d.rectangle((0, 0.5 * S, 0.1 * S, 0.7 * S), fill=ink)
        d.rectangle((0.9 * S, 0.5 * S, S, 0.7 * S), fill=ink)

    return supersampled(size, size, paint)


@cached
def last_move(size: int, ink: tuple[int, int, int] = T.INK_SOFT) -> Image.Image:
    """The mark of "what just happened": an arrow turning back, counter-clockwise."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S = size * s
        w = max(2, round(size * 0.13)) * s
        box = (0.14 * S, 0.14 * S, 0.86 * S, 0.86 * S)
        d.arc(box, 200, 500, fill=ink, width=w)
        # The head at the arc's start (200 degrees), pointing back along it.
        hx, hy = 0.5 * S + 0.36 * S * math.cos(math.radians(200)), \
            0.5 * S + 0.36 * S * math.sin(math.radians(200))
        d.polygon([(hx - 0.2 * S, hy - 0.02 * S), (hx + 0.16 * S, hy - 0.04 * S),
                   (hx - 0.04 * S, hy + 0.26 * S)], fill=ink)

    return supersampled(size, size, paint)


@cached
def skip(size: int, ink: tuple[int, int, int] = T.INK) -> Image.Image:
    """A pass (I12): an arrow hopping over, left to right."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S = size * s
        w = max(2, round(size * 0.13)) * s
        d.arc((0.08 * S, 0.22 * S, 0.84 * S, 0.98 * S), 190, 350, fill=ink, width=w)
        d.polygon([(0.62 * S, 0.5 * S), (0.98 * S, 0.44 * S), (0.86 * S, 0.82 * S)], fill=ink)
        d.ellipse((0.04 * S, 0.7 * S, 0.22 * S, 0.88 * S), fill=ink)

    return supersampled(size, size, paint)


@cached
def medal(place: int, size: int = 34) -> Image.Image:
    """A total's place on the pad (C15), as a medal: gold, silver, bronze, then plain; two
    ribbon tails under the disc so it reads as a place, not a count. Players who tie share it."""
    k = min(place, len(T.MEDAL)) - 1
    h = size + 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S_ = size * s
        for sign in (-1, 1):  # the ribbon's tails, behind the disc
            x = S_ / 2 + sign * S_ * 0.2
            d.polygon([(x - 0.13 * S_, 0.6 * S_), (x + 0.13 * S_, 0.6 * S_),
                       (x + 0.13 * S_ + sign * 0.04 * S_, h * s - s),
                       (x + sign * 0.04 * S_, h * s - 0.12 * S_),
                       (x - 0.13 * S_ + sign * 0.04 * S_, h * s - s)], fill=T.CAPTURE_CROSS)
        d.ellipse((s, 0, S_ - s, S_ - 2 * s), fill=T.MEDAL[k], outline=T.MEDAL_EDGE[k],
                  width=2 * s)
        f = fonts.font(fonts.CONDENSED, T.SMALL_PX * s)
        d.text((S_ / 2, S_ / 2), str(place), font=f, fill=T.INK, anchor="mm")

    return supersampled(size, h, paint)


@cached
def arrow(size: int, colour: tuple[int, int, int]) -> Image.Image:
    """The current player's marker: a triangle pointing right."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S = size * s
        d.polygon([(0.1 * S, 0.05 * S), (0.95 * S, 0.5 * S), (0.1 * S, 0.95 * S)], fill=colour)

    return supersampled(size, size, paint)


@cached
def panel(w: int, h: int, fill: tuple, edge: tuple, width: int, radius: int = 10) -> Image.Image:
    """A rounded card (score pad rows, tray, kept well)."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        d.rounded_rectangle(
            (0, 0, w * s - 1, h * s - 1), radius * s, fill=fill, outline=edge, width=width * s
        )

    return supersampled(w, h, paint)


def paste(dst: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    """Paste `sprite` centred on (cx, cy)."""
    paste_at(dst, sprite, round(cx - sprite.width / 2), round(cy - sprite.height / 2))


# A sprite this large (panels: the score pad's cards, IceTowers' towers area and seat panels) is
# pasted in three parts: the rows every pixel of which is opaque are copied as they are (what
# blending them through their alpha of 255 gives, at a fraction of its cost), the rows above and
# below them are blended. Blending whole panels was a fifth of drawing an IceTowers picture.
SPLIT_AREA = 4096


def paste_at(dst: Image.Image, sprite: Image.Image, x: int, y: int) -> None:
    # Only a kept (`cached`, read-only) sprite is worth splitting: its parts are made once.
    if sprite.width * sprite.height < SPLIT_AREA or not sprite.readonly:
        _blend(dst, sprite, x, y)
        return
    parts = _opaque_parts(sprite)
    if parts is None:
        _blend(dst, sprite, x, y)
        return
    top, middle, bottom, below = parts
    if top is not None:
        _blend(dst, top, x, y)
    _blend(dst, middle, x, y + (top.height if top is not None else 0))
    if bottom is not None:
        _blend(dst, bottom, x, y + below)


def _blend(dst: Image.Image, sprite: Image.Image, x: int, y: int) -> None:
    """`dst.paste(sprite, (x, y), sprite)` (an RGB sprite: with no mask): onto a picture being
    drawn (RGB, its own pixels), straight to Pillow's core, which is what Image.paste ends in
    after checks that cost as much as blending a small sprite (a picture pastes a hundred)."""
    box = (x, y, x + sprite.width, y + sprite.height)
    if dst.mode != "RGB" or dst.readonly:
        dst.paste(sprite, box, sprite if sprite.mode == "RGBA" else None)
    elif sprite.mode == "RGBA":
        dst.im.paste(sprite.im, box, sprite.im)
    elif sprite.mode == "RGB":
        dst.im.paste(sprite.im, box)
    else:
        dst.paste(sprite, box, sprite)


# The parts of the sprites pasted lately, so that a sprite is split once while it is in use
# (IceTowers draws its towers area at a new height now and then: its parts are a megabyte).
PARTS = Tiles(16 << 20)


def _opaque_parts(sprite: Image.Image):
    """(rows above, opaque rows as RGB, rows below, where those begin) of a sprite, or None if
    it has no opaque row."""
    kept = PARTS.get(id(sprite))
    if kept is not None and kept[0] is sprite:  # the very sprite, not one since at its address
        return kept[1]
    parts = _split(sprite)
    size = sum(nbytes(p) for p in parts[:3]) if parts is not None else 0
    PARTS.put(id(sprite), (sprite, parts), size)
    return parts


def _split(sprite: Image.Image):
    if sprite.mode != "RGBA":
        return None
    w, h = sprite.size
    # 1 where a pixel is not opaque, averaged per row: 0 for a row all opaque.
    seen = sprite.getchannel("A").point([1] * 255 + [0]).convert("F")
    per_row = seen.resize((1, h), Image.Resampling.BOX)
    flat = getattr(per_row, "get_flattened_data", per_row.getdata)  # Pillow 14 drops getdata
    opaque = [v == 0 for v in flat()]
    best, start = (0, 0), None  # the longest run of opaque rows: (first, past its last)
    for row, full in enumerate(opaque + [False]):
        if full and start is None:
            start = row
        elif not full and start is not None:
            if row - start > best[1] - best[0]:
                best = (start, row)
            start = None
    first, past = best
    if past - first < 4:
        return None
    top = sprite.crop((0, 0, w, first)) if first else None
    middle = sprite.crop((0, first, w, past)).convert("RGB")
    bottom = sprite.crop((0, past, w, h)) if past < h else None
    return top, middle, bottom, past
