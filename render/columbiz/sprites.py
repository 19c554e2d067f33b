"""Columbiz's own sprites (pieces, board tiles, dice); the shared ones come from render.sprites.

Each sprite is painted at twice its size and reduced, like every sprite of render.sprites, and
cached there under its lock.
"""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFilter

from render import fonts
from render import theme as T
from render.sprites import (  # noqa: F401  (re-exported: the board, pad and tray use them as S.*)
    SS,
    arrow,
    cached,
    crown,
    icon,
    paint_shape,
    panel,
    paste,
    paste_at,
    robot,
    shape_polygon,
    supersampled,
)

# --- pieces (C3: colour and shape per seat) ------------------------------------------------------


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
def captured(seat: int) -> Image.Image:
    """C10: where a piece was just captured: its owner's shape in full colour, smaller than a
    piece, under a dark cross, so whose piece it was reads without telling red from green."""
    size = T.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        c = size * s / 2
        r = T.PIECE * s * 0.4
        paint_shape(d, T.SEAT_SHAPE[seat], c, c, r, T.SEAT_FILL[seat], T.SEAT_EDGE[seat], 2 * s)
        if seat == 3:
            paint_shape(d, T.SEAT_SHAPE[seat], c, c, r, None, (0, 0, 0), s)
        k = size * s * 0.36
        w = 5 * s
        lines = (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k)))
        for colour, width in (((255, 255, 255), w + 4 * s), (T.INK, w)):
            for a, b in lines:
                d.line((a, b), fill=colour, width=width)
            for x, y in (p for ab in lines for p in ab):
                d.ellipse((x - width / 2, y - width / 2, x + width / 2, y + width / 2), fill=colour)

    return supersampled(size, size, paint)


@cached
def order_badge(n: int, size: int = 28) -> Image.Image:
    """The order a piece of the last turn went in, or a total's place: a dark disc, a number."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        d.ellipse((0, 0, size * s - 1, size * s - 1), fill=T.INK, outline=(255, 255, 255),
                  width=2 * s)
        f = fonts.font(fonts.BOLD, T.SMALL_PX * s - 2 * s)
        d.text((size * s / 2, size * s / 2), str(n), font=f, fill=(255, 255, 255), anchor="mm")

    return supersampled(size, size, paint)


def place_badge(place: int) -> Image.Image:
    """A total's place on the pad (C15): players who tie share it."""
    return order_badge(place, 28)


@cached
def tile(style: str) -> Image.Image:
    """A board tile in a highlight style: "placed" (this turn), "captured" (this turn) or
    "buyable" (the player on turn can pay for it with their dice)."""
    size = T.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        if style == "placed":
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=T.PLACED_TILE,
                outline=T.PLACED_RING, width=4 * s,
            )
        elif style == "buyable":
            inset = 3 * s
            d.rounded_rectangle(
                (inset, inset, size * s - 1 - inset, size * s - 1 - inset), radius=6 * s,
                outline=T.BUYABLE, width=3 * s,
            )
        else:
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=T.CAPTURE_TILE,
                outline=T.INK_SOFT, width=2 * s,
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
