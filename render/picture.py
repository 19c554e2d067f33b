"""What every game's picture does the same way: the card it is drawn on, the seat names it
shows, and the PNG encode.

The picture is flat colours plus anti-aliased edges: 256 well-chosen colours look the same
(no channel moves by more than ~15) and a palette PNG is half the bytes and half the time of an
RGB one, quantizing included.

Quantizing was a third of a move picture's CPU, so a picture drawn on a `Canvas` is quantized by
regions: each pixel goes to its nearest palette colour on its own (no dither), so the quantized
picture at a pixel is the quantized value of whatever opaque thing was put there last. The
background and the opaque tiles a game keeps between pictures (a score pad's card, a board cell)
are kept quantized too and pasted into the palette image beside the RGB one; only the boxes where
anything else was drawn (sprites with alpha, text) are quantized when the picture is encoded.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render import fonts, png
from render import theme as T
from render.sprites import Tiles, nbytes

PNG_COMPRESS_LEVEL = 1  # flat colours compress well even at the fastest level
PALETTE_COLOURS = 256


def card(w: int, h: int) -> Image.Image:
    """The opaque paper card, framed so it stands out on Discord's light theme too."""
    img = Image.new("RGB", (w, h), T.CARD)
    ImageDraw.Draw(img).rectangle((0, 0, w - 1, h - 1), outline=T.FRAME, width=3)
    return img


def seat_names(players: int, names: Sequence[str], colours: Sequence[str]) -> list[str]:
    """One name per seat; a missing or blank one, or one the bundled fonts can draw nothing of
    (emoji only, an unsupported script: it would show as "?"), falls back to the seat's colour."""
    out = []
    for seat in range(players):
        name = names[seat] if seat < len(names) and isinstance(names[seat], str) else ""
        readable = name.strip() and set(fonts.drawable(name)) - {"?", " "}
        out.append(name if readable else colours[seat])
    return out


def quantized(img: Image.Image, palette: Image.Image | None = None) -> Image.Image:
    """A drawn image on 256 colours: a palette made for the image, or `palette`'s (a "P"
    image), each pixel taken to its nearest colour there: a sixth of the time of making one
    (see palette_of)."""
    if palette is not None:
        return img.quantize(palette=palette, dither=Image.Dither.NONE)
    return img.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)


Box = tuple[int, int, int, int]  # left, top, right, bottom


@dataclass(frozen=True)
class _Plan:
    """How a finished picture is encoded (see `finished`, `Canvas.finished`)."""

    pixels: Any  # the image's pixels when it was finished: drawing on it later copies them
    palette: Image.Image | None
    regions: _Regions | None = None  # how it was drawn on a Canvas


def finished(img: Image.Image, palette: Image.Image) -> Image.Image:
    """`img`, done drawing, told which palette it goes on: `encode` of it uses that one when
    its caller names none (the frontends encode every game's picture alike). The image is made
    read-only, so drawing on it after gives it pixels of its own, and `encode` a plain image."""
    img.readonly = 1
    img._picture_plan = _Plan(img.im, palette)  # type: ignore[attr-defined]
    return img


def _plan(img: Image.Image) -> _Plan | None:
    plan = getattr(img, "_picture_plan", None)
    return plan if plan is not None and plan.pixels is img.im else None


def encode(img: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes of a drawn image: a 256-colour palette (see `quantized`; by default the one
    it was `finished` with), fastest deflate (render.png). A picture drawn on a `Canvas` has
    only the boxes drawn on anew quantized (see the module's doc)."""
    plan = _plan(img)
    if palette is None and plan is not None:
        palette = plan.palette
    if palette is not None and plan is not None and plan.regions is not None:
        return png.write_rows(plan.regions.rows(img, palette), palette.getpalette("RGB") or [])
    return png.write(quantized(img, palette))


class Tile:
    """An opaque part of a picture kept between pictures (`rgb`), and its pixels quantized
    on the palette it was last encoded on."""

    def __init__(self, rgb: Image.Image) -> None:
        self.rgb = rgb
        self._quantized: tuple[Image.Image, Image.Image] | None = None  # (palette, "P")

    @property
    def nbytes(self) -> int:
        """Its pixels in RGB and quantized."""
        return nbytes(self.rgb) + self.rgb.width * self.rgb.height

    def on(self, palette: Image.Image) -> Image.Image:
        kept = self._quantized
        if kept is None or kept[0] is not palette:
            kept = self._quantized = (palette, quantized(self.rgb, palette))
        return kept[1]


# The quantized rows of the backgrounds in use (a Columbiz board, a score pad's three, the
# IceTowers cards of every size of late), each once per palette.
ROWS = Tiles(8 << 20)


def _background_rows(background: Image.Image, palette: Image.Image) -> Image.Image:
    """png.rows of a kept (read-only, shared) background quantized on `palette`. The entry
    holds both, so that their ids name them while it is kept."""
    key = (id(background), id(palette))
    kept = ROWS.get(key)
    if kept is None or kept[0] is not background or kept[1] is not palette:
        kept = (background, palette, png.rows(quantized(background, palette)))
        ROWS.put(key, kept, nbytes(kept[2]))
    return kept[2]


class Canvas:
    """A picture being drawn (`img`, RGB) on a copy of a kept, read-only `background`, and
    what its encode needs to quantize only the boxes drawn on anew (see the module's doc):
    `paste` an opaque Tile where it goes, `keep` a part drawn on `img` as a Tile for later
    pictures (it holds nothing but what its key names), `mark` every box drawn on otherwise
    (a box too large is only slower)."""

    def __init__(self, background: Image.Image) -> None:
        self.background = background
        self.img = background.copy()
        self._tiles: list[tuple[Tile, int, int]] = []
        self._dirty: list[Box] = []

    def mark(self, box: tuple[float, float, float, float]) -> None:
        """Something was drawn within `box` (left, top, right, bottom), not a Tile."""
        w, h = self.img.size
        left, top = max(0, math.floor(box[0])), max(0, math.floor(box[1]))
        right, bottom = min(w, math.ceil(box[2])), min(h, math.ceil(box[3]))
        if left < right and top < bottom:
            self._dirty.append((left, top, right, bottom))

    def paste(self, tile: Tile, x: int, y: int) -> None:
        w, h = tile.rgb.size
        self.img.im.paste(tile.rgb.im, (x, y, x + w, y + h))  # Image.paste's checks cost as much
        self._tiles.append((tile, x, y))

    def keep(self, tiles: Tiles, key: Hashable, box: Box) -> Tile:
        """`box` of the picture as drawn so far as a Tile, kept in `tiles` under `key`."""
        tile = Tile(self.img.crop(box))
        tiles.put(key, tile, tile.nbytes)
        self._tiles.append((tile, box[0], box[1]))
        return tile

    def finished(self, palette: Image.Image | None = None) -> Image.Image:
        """The drawn picture, which `encode` quantizes by regions (on `palette` if it names
        none). It is made read-only: drawing on it after gives it pixels of its own, which
        `encode` quantizes whole."""
        img = self.img
        img.readonly = 1
        regions = _Regions(self.background, tuple(self._tiles), tuple(self._dirty))
        img._picture_plan = _Plan(img.im, palette, regions)  # type: ignore[attr-defined]
        return img


@dataclass(frozen=True)
class _Regions:
    """What a Canvas picture was drawn from, for its encode. It holds no reference to the
    picture, which then holds none to itself: it is freed as soon as it is let go of, not
    left to the garbage collector (a render worker's collects seldom: bot.heap)."""

    background: Image.Image
    tiles: tuple[tuple[Tile, int, int], ...]
    dirty: tuple[Box, ...]

    def rows(self, img: Image.Image, palette: Image.Image) -> Image.Image:
        """The finished picture `img` quantized on `palette`, as png.rows gives it: the
        background's kept rows, the tiles' kept pixels where they went (a later one over an
        earlier one, as drawn), then every marked box quantized from `img` (over the tiles:
        what was drawn there after them; a tile over an earlier box is right too, both being
        the final pixels quantized)."""
        rows = _background_rows(self.background, palette).copy()
        for tile, x, y in self.tiles:
            rows.im.paste(tile.on(palette).im, (x + 1, y, x + 1 + tile.rgb.width,
                                                y + tile.rgb.height))
        for left, top, right, bottom in self.dirty:
            part = quantized(img.crop((left, top, right, bottom)), palette)
            rows.im.paste(part.im, (left + 1, top, right + 1, bottom))
        return rows


def encode_plain(img: Image.Image, palette: Image.Image | None = None) -> bytes:
    """The same picture as `encode`, written by Pillow's own PNG encoder: what the tests
    compare the fast path with."""
    plan = _plan(img)
    if palette is None and plan is not None:
        palette = plan.palette
    buf = io.BytesIO()
    quantized(img, palette).save(buf, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


def palette_of(pictures: Sequence[Image.Image]) -> Image.Image:
    """One 256-colour palette for all of `pictures` (a "P" image holding it), for `encode`.

    A game's pictures are the same flat colours and their anti-aliased blends picture after
    picture; a palette made once from a gallery of them serves them all. Measured on held-out
    Columbiz boards against a palette made for each: the same worst 8x8 block difference (what a
    player would see), ~0.7 more mean difference per channel on the anti-aliased edges."""
    width = max(p.width for p in pictures)
    strip = Image.new("RGB", (width, sum(p.height for p in pictures)), T.CARD)
    y = 0
    for p in pictures:
        strip.paste(p.convert("RGB"), (0, y))
        y += p.height
    return strip.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)


def gallery_palette(gallery: Mapping[str, Callable[[], Any]], draw_game: Callable[..., Image.Image],
                    draw_final: Callable[..., Image.Image]) -> Image.Image:
    """`palette_of` a game's gallery (its samples module's GALLERY: every kind of moment, 2 to 4
    players, finished games): each sample's picture, and a finished game's final one too, drawn
    by the game's own code, so that a colour added to the pictures is in the palette."""
    drawn = []
    for make in gallery.values():
        s = make()
        seats = {"names": s.names, "computer_seats": s.computer_seats}
        drawn.append(draw_game(s.state, events=s.events, **seats))
        if s.state.over:
            drawn.append(draw_final(s.state, events=s.events, **seats))
    return palette_of(drawn)
