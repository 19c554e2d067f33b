"""Columbiz's own sprites (pieces, board tiles, dice); the shared ones come from render.sprites.

Each sprite is painted at twice its size and reduced, like every sprite of render.sprites, and
cached there under its lock.
"""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFilter

from render import fonts
from render import theme as T
from render.columbiz import style as C
from render.sprites import (  # noqa: F401  (re-exported: the board, pad and tray use them as S.*)
    SS,
    Tiles,
    arrow,
    cached,
    crown,
    icon,
    last_move,
    medal,
    nbytes,
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
def piece(seat: int, size: int = C.PIECE) -> Image.Image:
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
    piece, under a red cross haloed in white, so whose piece it was reads without telling red
    from green, and a black piece stays apart from the cross on a phone."""
    size = C.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        c = size * s / 2
        r = C.PIECE * s * 0.4
        paint_shape(d, T.SEAT_SHAPE[seat], c, c, r, T.SEAT_FILL[seat], T.SEAT_EDGE[seat], 3 * s)
        if seat == 3:
            paint_shape(d, T.SEAT_SHAPE[seat], c, c, r, None, (0, 0, 0), s)
        k = size * s * 0.38
        w = 4 * s
        lines = (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k)))
        for colour, width in (((255, 255, 255), w + 4 * s), (T.CAPTURE_CROSS, w)):
            for a, b in lines:
                d.line((a, b), fill=colour, width=width)
            for x, y in (p for ab in lines for p in ab):
                d.ellipse((x - width / 2, y - width / 2, x + width / 2, y + width / 2), fill=colour)

    return supersampled(size, size, paint)


BADGE = 32  # a placing-order badge: its digit is SMALL_PX, 9 px of ink on a phone


@cached
def order_badge(n: int, size: int = BADGE) -> Image.Image:
    """The order a piece of the last turn went in: a dark disc, a white number."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        d.ellipse((0, 0, size * s - 1, size * s - 1), fill=T.INK, outline=(255, 255, 255),
                  width=2 * s)
        f = fonts.font(fonts.CONDENSED, T.SMALL_PX * s)
        d.text((size * s / 2, size * s / 2 + s), str(n), font=f, fill=(255, 255, 255),
               anchor="mm")

    return supersampled(size, size, paint)


@cached
def column_icon(kind: str, size: int = 28) -> Image.Image:
    """The score pad's column heads: "lines" (C11: a scored line through three pieces),
    "captured" (C14: a crossed-out piece), "left" (C3: a pile of pieces, the supply)."""

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        S_ = size * s
        ink = T.INK_SOFT
        if kind == "lines":
            for i in range(3):
                cx = cy = (0.2 + 0.3 * i) * S_
                r = 0.13 * S_
                d.ellipse((cx - r, S_ - cy - r, cx + r, S_ - cy + r), fill=ink)
            d.line(((0.08 * S_, 0.92 * S_), (0.92 * S_, 0.08 * S_)), fill=C.LINE, width=4 * s)
        elif kind == "captured":
            r = 0.3 * S_
            c = S_ / 2
            d.ellipse((c - r, c - r, c + r, c + r), fill=ink)
            k = 0.38 * S_
            for a, b in (((c - k, c - k), (c + k, c + k)), ((c - k, c + k), (c + k, c - k))):
                d.line((a, b), fill=(255, 255, 255), width=7 * s)
                d.line((a, b), fill=T.CAPTURE_CROSS, width=4 * s)
        else:  # a pile of pieces: two, one on them
            r = 0.22 * S_
            for cx, cy in ((0.28, 0.72), (0.72, 0.72), (0.5, 0.33)):
                d.ellipse((cx * S_ - r, cy * S_ - r, cx * S_ + r, cy * S_ + r), fill=ink,
                          outline=(255, 255, 255), width=2 * s)

    return supersampled(size, size, paint)


@cached
def tile(style: str) -> Image.Image:
    """A board tile in a highlight style: "placed" (this turn), "captured" (this turn) or
    "buyable" (the player on turn can pay for it with their dice: a tinted ground and a ring
    wide enough to see on a phone)."""
    size = C.CELL - 6

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        if style == "placed":
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=T.PLACED_TILE,
                outline=T.PLACED_RING, width=4 * s,
            )
        elif style == "buyable":
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=C.BUYABLE_TILE,
                outline=C.BUYABLE, width=BUYABLE_RING * s,
            )
        else:
            d.rounded_rectangle(
                (0, 0, size * s - 1, size * s - 1), radius=7 * s, fill=C.CAPTURE_TILE,
                outline=T.INK_SOFT, width=2 * s,
            )

    return supersampled(size, size, paint)


BUYABLE_RING = 6  # 2.7 px on a 360 px phone


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
        edge, width = (T.GOLD_EDGE, 4 * s) if style == "kept" else (C.DIE_EDGE, 2 * s)
        d.rounded_rectangle((x0, y0, x1, y1), radius, C.DIE, edge, width)
        pr = size * 0.095 * s
        for px, py in PIPS.get(face, ()):
            cx, cy = x0 + px * size * s, y0 + py * size * s
            d.ellipse((cx - pr, cy - pr, cx + pr, cy + pr), fill=C.PIP)

    return supersampled(full, full, paint)
