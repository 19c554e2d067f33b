"""IceTowers' own sprites: pyramids seen from the side; the shared ones are re-exported.

A piece is its seat's colour with the seat's mark (circle, square, triangle, diamond, as in
Columbiz) in white on it, so a colour-blind player reads every piece's owner, not only the
controller's. The left face is a little lighter than the right one: the pieces read as pyramids,
and two same-coloured pieces on top of each other (I7: where a tower can be split) stay apart by
their outline.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render import fonts
from render import sprites as shared
from render import theme as T
from render.icetowers.plan import MARK_MIN
from render.sprites import (  # noqa: F401  (re-exported: the painters use them as S.*)
    SS,
    arrow,
    cached,
    crown,
    icon,
    last_move,
    medal,
    paint_shape,
    paste,
    paste_at,
    robot,
    skip,
    supersampled,
)

PAD = 2  # transparent px around a piece, for its outline's anti-aliasing

# Per seat: the lit (left) and shaded (right) face.
LIT = ((132, 72, 196), (112, 180, 246), (232, 235, 240), (64, 64, 72))
SHADE = T.SEAT_FILL
MARKS = ((255, 255, 255), (255, 255, 255), (70, 74, 82), (255, 255, 255))  # seen on each fill
MOVED = T.PLACED_RING  # the outline of the piece the last action moved


def _outline(seat: int, moved: bool) -> tuple[tuple[int, int, int], float]:
    if moved:
        return MOVED, 2.6
    return T.SEAT_EDGE[seat], 1.4


def _mark_r(r: float) -> float:
    """A seat mark's radius: never under MARK_MIN across (5 px on a phone), so circle, square,
    triangle and diamond stay apart by shape and not only by lightness."""
    return max(MARK_MIN / 2, r)


@cached
def panel(w: int, h: int, fill: tuple, edge: tuple, width: int, radius: int = 10) -> Image.Image:
    """render.sprites.panel's very pixels (tests/render check them height by height), a tall one
    put together from a short one: its top and bottom rows, and its middle row (clear of the
    corners) repeated between them. The towers' area takes a new height every few moves while
    the towers grow, and supersampling it whole took 7 ms, this a tenth of that."""
    ends = radius + 2
    if h <= 2 * ends + 1:
        return shared.panel(w, h, fill, edge, width, radius)
    short = shared.panel(w, 2 * ends + 1, fill, edge, width, radius)
    img = Image.new("RGBA", (w, h))
    img.paste(short.crop((0, 0, w, ends)), (0, 0))
    middle = short.crop((0, ends, w, ends + 1))
    img.paste(middle.resize((w, h - 2 * ends), Image.Resampling.NEAREST), (0, ends))
    img.paste(short.crop((0, ends + 1, w, 2 * ends + 1)), (0, h - ends))
    return img


@cached
def band(seat: int, base: int, top: int, h: int, moved: bool = False) -> Image.Image:
    """A piece under another one: the trapezoid the piece above leaves visible. The sprite is
    `base` + 2 PAD wide, `h` + 2 PAD high; its bottom edge is `h` + PAD from the top."""
    w, full_h = base + 2 * PAD, h + 2 * PAD

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        p = PAD * s
        left, right, bottom, up = p, p + base * s, p + h * s, p
        mid = p + base * s / 2
        tl, tr = mid - top * s / 2, mid + top * s / 2
        d.polygon([(left, bottom), (mid, bottom), (mid, up), (tl, up)], fill=LIT[seat])
        d.polygon([(mid, bottom), (right, bottom), (tr, up), (mid, up)], fill=SHADE[seat])
        edge, width = _outline(seat, moved)
        d.polygon([(left, bottom), (right, bottom), (tr, up), (tl, up)], outline=edge,
                  width=round(width * s))
        r = _mark_r(min(h * 0.3, top * 0.42)) * s
        paint_shape(d, T.SEAT_SHAPE[seat], mid, (bottom + up) / 2, r, MARKS[seat])

    return supersampled(w, full_h, paint)


@cached
def tip(seat: int, base: int, h: int, moved: bool = False) -> Image.Image:
    """A piece with nothing on it: the whole pyramid, point up (a tower's top piece, or a lone
    piece). The sprite is `base` + 2 PAD wide, `h` + 2 PAD high."""
    w, full_h = base + 2 * PAD, h + 2 * PAD

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        p = PAD * s
        left, right, bottom, apex = p, p + base * s, p + h * s, p
        mid = p + base * s / 2
        d.polygon([(left, bottom), (mid, bottom), (mid, apex)], fill=LIT[seat])
        d.polygon([(mid, bottom), (right, bottom), (mid, apex)], fill=SHADE[seat])
        edge, width = _outline(seat, moved)
        d.polygon([(left, bottom), (right, bottom), (mid, apex)], outline=edge,
                  width=round(width * s))
        # The mark sits low, where the pyramid is wide enough to hold it.
        r = _mark_r(min(base * 0.15, h * 0.15)) * s
        paint_shape(d, T.SEAT_SHAPE[seat], mid, bottom - max(h * s * 0.3, r + 2 * s), r,
                    MARKS[seat])

    return supersampled(w, full_h, paint)


@cached
def text(words: str, face: str, size: int, colour: tuple[int, int, int]) -> Image.Image:
    """`words` drawn once: the tower numbers come back in every picture, and pasting them is
    several times faster than drawing them. `info["origin"]` is the left end of the baseline."""
    f = fonts.font(face, size)
    left, top, right, bottom = f.getbbox(words, anchor="ls")
    img = Image.new("RGBA", (right - left + 2, bottom - top + 2), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((1 - left, 1 - top), words, font=f, fill=colour, anchor="ls")
    img.info["origin"] = (1 - left, 1 - top)
    img.info["length"] = f.getlength(words)
    return img


def paste_text(dst: Image.Image, x: float, y: float, words: str, face: str, size: int,
               colour: tuple[int, int, int], centre: bool = True) -> None:
    """`words` with the middle (or, unless `centre`, the left end) of their baseline at x, y."""
    sprite = text(words, face, size, colour)
    ox, oy = sprite.info["origin"]
    if centre:
        x -= sprite.info["length"] / 2
    dst.paste(sprite, (round(x) - ox, round(y) - oy), sprite)
