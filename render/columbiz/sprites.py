"""Pre-rendered pieces, dice, marks and panels, drawn once and shared by every render.

Each sprite is painted at twice its size and reduced (premultiplied, so edges do not darken),
which gives smooth edges that Pillow's drawing primitives lack. Sprites are cached under a lock
so renders in worker threads build each one once; callers only ever read them.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from functools import wraps

from PIL import Image, ImageDraw, ImageFilter

from render import theme as T

SS = 2  # supersampling factor
_lock = threading.RLock()
_cache: dict[tuple, Image.Image] = {}


def cached(fn: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
    @wraps(fn)
    def wrapper(*args):
        key = (fn.__name__, *args)
        img = _cache.get(key)
        if img is None:
            with _lock:
                img = _cache.get(key)
                if img is None:
                    img = fn(*args)
                    img.readonly = 1  # a shared sprite must never be drawn on
                    _cache[key] = img
        return img

    return wrapper


def supersampled(w: int, h: int, paint: Callable[[ImageDraw.ImageDraw, int], None]) -> Image.Image:
    img = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    paint(ImageDraw.Draw(img), SS)
    return img.convert("RGBa").reduce(SS).convert("RGBA")


# --- piece shapes (C3: colour and shape per seat) ------------------------------------------------


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
def piece(seat: int, size: int = T.PIECE) -> Image.Image:
    """A seat's piece with a soft shadow; the sprite is `size` + 8 px square (centre = middle)."""
    full = size + 8
    shape = T.SEAT_SHAPE[seat]

    shadow = Image.new("RGBA", (full * SS, full * SS), (0, 0, 0, 0))
    c = full * SS / 2
    r = size * SS / 2
    paint_shape(ImageDraw.Draw(shadow), shape, c + SS, c + 2.5 * SS, r, (0, 0, 0, 90))
    shadow = shadow.filter(ImageFilter.GaussianBlur(2 * SS))

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        stroke = max(2, round(size * 0.07)) * s
        paint_shape(d, shape, c, c, r, T.SEAT_FILL[seat], T.SEAT_EDGE[seat], stroke)
        if seat == 3:  # black: a dark hairline outside its light ring, so it reads on any ground
            paint_shape(d, shape, c, c, r, None, (0, 0, 0), s)

    body = Image.new("RGBA", (full * SS, full * SS), (0, 0, 0, 0))
    paint(ImageDraw.Draw(body), SS)
    out = Image.alpha_composite(shadow, body)
    return out.convert("RGBa").reduce(SS).convert("RGBA")


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


@cached
def ghost(seat: int) -> Image.Image:
    """C10: where a piece was just captured: its faded shape under a red cross."""
    size = T.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        c = size * s / 2
        r = T.PIECE * s / 2
        fill = T.SEAT_FILL[seat] + (70,)
        edge = T.SEAT_EDGE[seat][:3] + (150,) if seat != 3 else (0, 0, 0, 150)
        paint_shape(d, T.SEAT_SHAPE[seat], c, c, r, fill, edge, 2 * s)
        k = r * 0.78
        w = 7 * s
        for a, b in (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k))):
            d.line((a, b), fill=(255, 255, 255, 230), width=w + 4 * s)
        for a, b in (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k))):
            d.line((a, b), fill=T.CAPTURE_CROSS, width=w)
        for x, y in ((c - k, c - k), (c + k, c + k), (c - k, c + k), (c + k, c - k)):
            d.ellipse((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=T.CAPTURE_CROSS)

    return supersampled(size, size, paint)


@cached
def tile(style: str) -> Image.Image:
    """A board tile in a highlight style: "placed" (this turn) or "captured" (this turn)."""
    size = T.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        if style == "placed":
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=T.PLACED_TILE,
                outline=T.PLACED_RING, width=4 * s,
            )
        else:
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=T.CAPTURE_TILE,
            )

    return supersampled(size, size, paint)


# --- dice ----------------------------------------------------------------------------------------

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


@cached
def die(face: int, size: int, style: str = "plain") -> Image.Image:
    """A die showing `face` (0: blank). Styles: plain, kept (gold rim), ghost (not rolled yet)."""
    full = size + 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        x0, y0 = s, s
        x1, y1 = x0 + size * s, y0 + size * s
        radius = size * 0.18 * s
        if style != "ghost":
            d.rounded_rectangle((x0 + s, y0 + 3 * s, x1 + s, y1 + 3 * s), radius, (0, 0, 0, 60))
        if style == "ghost":
            d.rounded_rectangle((x0, y0, x1, y1), radius, (255, 255, 255, 90),
                                T.INK_FAINT + (200,), 2 * s)
            return
        edge, width = (T.GOLD_EDGE, 4 * s) if style == "kept" else (T.DIE_EDGE, 2 * s)
        d.rounded_rectangle((x0, y0, x1, y1), radius, T.DIE, edge, width)
        pr = size * 0.095 * s
        for px, py in PIPS.get(face, ()):
            cx, cy = x0 + px * size * s, y0 + py * size * s
            d.ellipse((cx - pr, cy - pr, cx + pr, cy + pr), fill=T.PIP)

    return supersampled(full, full, paint)


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
    x = round(cx - sprite.width / 2)
    y = round(cy - sprite.height / 2)
    dst.paste(sprite, (x, y), sprite)


def paste_at(dst: Image.Image, sprite: Image.Image, x: int, y: int) -> None:
    dst.paste(sprite, (x, y), sprite)
