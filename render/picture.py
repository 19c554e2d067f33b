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

A picture's memory traffic is what it costs most in a render worker that shares its cores (and
their caches) with the bot: a Canvas does not copy its background (1.8 MB for a Columbiz
picture) nor its quantized rows for every picture. Once a picture is let go of, the next one on
the same background draws on its pixels, and its encode writes into the rows buffer the last
encode wrote: each puts back the background only in the boxes the one before drew on (the
Canvas knows every box it pasted a tile in or was told of), and not even those that it covers
with an opaque tile of its own.
"""

from __future__ import annotations

import io
import math
import sys
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


def nearest(pixels: Any, palette: Image.Image) -> Any:
    """Pillow's core `pixels` (RGB) taken to their nearest colours on `palette`, as the core of
    a "P" image: the pixels `quantized` gives with `palette`, without the Python side of
    Image.quantize (the palette copied for the image it returns: a few µs a call)."""
    return pixels.convert("P", Image.Dither.NONE, palette.im)


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
        return plan.regions.png(img, palette)
    return png.write(quantized(img, palette))


class Tile:
    """An opaque part of a picture kept between pictures (`rgb`), and its pixels quantized
    on the palette it was last encoded on. One drawn on another (`ground`) only in some
    boxes (`drawn`, from its top left) is quantized there only, the first time."""

    def __init__(self, rgb: Image.Image, ground: Tile | None = None,
                 drawn: tuple[Box, ...] = ()) -> None:
        self.rgb = rgb
        self._quantized: tuple[Image.Image, Image.Image] | None = None  # (palette, "P")
        self._ground = ground
        self._drawn = drawn

    @property
    def nbytes(self) -> int:
        """Its pixels in RGB and quantized."""
        return nbytes(self.rgb) + self.rgb.width * self.rgb.height

    def on(self, palette: Image.Image) -> Image.Image:
        kept = self._quantized
        if kept is None or kept[0] is not palette:
            kept = self._quantized = (palette, self._quantize(palette))
        return kept[1]

    def _quantize(self, palette: Image.Image) -> Image.Image:
        ground, self._ground = self._ground, None  # held no longer than needed: it is kept
        if ground is None:  # or dropped by its own cache
            return quantized(self.rgb, palette)
        out = ground.on(palette).copy()
        for box in self._drawn:
            out.im.paste(nearest(self.rgb.im.crop(box), palette), box)
        return out


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


class _Spares(Tiles):
    """What the pictures of each background leave for the next one on it (its RGB pixels, its
    rows buffer), by key: at most `most` bytes, the least recently used dropped first. A
    picture `take`s its background's and `give`s it back once done, so that two pictures
    drawn at once (threads, or a picture still held) never share one."""

    def take(self, key: Hashable, usable: Callable[[Any], bool]) -> Any:
        """The value kept under `key` if `usable` says it is (it is no longer kept then), or
        None."""
        with self._lock:
            entry = self._kept.get(key)
            if entry is None or not usable(entry[0]):
                return None
            del self._kept[key]
            self._bytes -= entry[1]
            return entry[0]

    give = Tiles.put


@dataclass(frozen=True)
class _Pixels:
    """A finished picture's pixels (`core`, Pillow's) on `background`, and the boxes where they
    may differ from it."""

    background: Image.Image
    core: Any
    drawn: tuple[Box, ...]

    def free(self, background: Image.Image) -> bool:
        """They are `background`'s, and nothing holds them any more but this (the picture they
        were drawn for is gone, or was drawn on after and so got pixels of its own)."""
        return self.background is background and self._holders() == _HELD_BY_NOTHING_ELSE

    def _holders(self) -> int:
        return sys.getrefcount(self.core)


# What _holders counts for pixels nothing else holds, as this interpreter counts references.
_HELD_BY_NOTHING_ELSE = _Pixels(
    None, Image.core.fill("L", (1, 1), 0), ())._holders()  # type: ignore[arg-type]


# Each background's last picture's pixels: a Columbiz picture's are 1.8 MB, its score pads' a
# fifth of that.
CANVASES = _Spares(16 << 20)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class Canvas:
    """A picture being drawn (RGB) on a kept, read-only `background`, and what its encode needs
    to quantize only the boxes drawn on anew (see the module's doc): `paste` an opaque Tile
    where it goes, `mark` every box before drawing in it otherwise (a box too large is only
    slower), `ready` a box before drawing a part in it that is then `keep`t as a Tile for later
    pictures (it holds nothing but what its key names).

    The picture is drawn on the last one's pixels on this background, if that was let go of,
    else on a copy of the background. The boxes the last picture drew in are put back to the
    background's pixels only where this one needs them: where it draws (`mark`, `ready`), where
    a tile goes over part of one (a tile over the whole box needs nothing), and those left when
    it is finished or `img` (the whole picture) is asked for."""

    def __init__(self, background: Image.Image) -> None:
        self.background = background
        self.size = background.size
        kept = CANVASES.take(id(background), lambda kept: kept.free(background))
        if kept is None:
            self._img = background.copy()
            self._stale: list[Box] = []
        else:
            self._img = background._new(kept.core)  # what Image.copy makes of a copied core
            self._stale = list(kept.drawn)
        self._drawn: list[tuple[Tile | None, Box]] = []  # tiles and marked boxes, in turn

    @property
    def img(self) -> Image.Image:
        """The picture, nothing of the last one left on it: to draw anywhere on (within boxes
        that are marked or kept), or to read."""
        if self._stale:
            self._restore(self._stale)
            self._stale = []
        return self._img

    def _restore(self, boxes: Sequence[Box]) -> None:
        for box in boxes:
            self._img.im.paste(self.background.im.crop(box), box)

    def _clear(self, box: Box, covered: bool) -> None:
        """Put back the background in the last picture's boxes that overlap `box`, except those
        inside it if it is `covered` with opaque pixels next."""
        left, top, right, bottom = box
        stale = []
        for old in self._stale:  # written out: a paste asks ~30 times
            if not (old[0] < right and left < old[2] and old[1] < bottom and top < old[3]):
                stale.append(old)
            elif not (covered and left <= old[0] and top <= old[1] and old[2] <= right
                      and old[3] <= bottom):
                self._restore((old,))
        self._stale = stale

    def _box(self, box: tuple[float, float, float, float]) -> Box | None:
        """`box` in whole pixels, within the picture; None if nothing of it is."""
        w, h = self.size
        left, top = max(0, math.floor(box[0])), max(0, math.floor(box[1]))
        right, bottom = min(w, math.ceil(box[2])), min(h, math.ceil(box[3]))
        return (left, top, right, bottom) if left < right and top < bottom else None

    def ready(self, box: tuple[float, float, float, float]) -> Image.Image:
        """The picture, ready to be drawn on within `box` (left, top, right, bottom)."""
        whole = self._box(box)
        if whole is not None and self._stale:
            self._clear(whole, covered=False)
        return self._img

    def mark(self, box: tuple[float, float, float, float]) -> Image.Image:
        """The picture, ready to be drawn on within `box`, not as a Tile: that box is quantized
        when the picture is encoded."""
        whole = self._box(box)
        if whole is not None:
            if self._stale:
                self._clear(whole, covered=False)
            self._drawn.append((None, whole))
        return self._img

    def paste(self, tile: Tile, x: int, y: int) -> None:
        w, h = tile.rgb.size
        box = (x, y, x + w, y + h)
        if self._stale:
            self._clear(box, covered=True)
        self._img.im.paste(tile.rgb.im, box)  # Image.paste's checks cost as much
        self._drawn.append((tile, box))

    def keep(self, tiles: Tiles, key: Hashable, box: Box) -> Tile:
        """`box` of the picture as drawn so far as a Tile, kept in `tiles` under `key`."""
        if any(_overlap(old, box) for old in self._stale):
            raise ValueError(f"{box} was drawn in without being made ready")
        tile = Tile(self._img.crop(box), *self._drawn_on_tile(box))
        tiles.put(key, tile, tile.nbytes)
        self._drawn.append((tile, box))
        return tile

    def _drawn_on_tile(self, box: Box) -> tuple[Tile | None, tuple[Box, ...]]:
        """If `box` is a tile pasted whole, then drawn on in marked boxes only: that tile and
        those boxes (from the box's top left), which the new tile over it stands for in the
        encode from now on. Else (None, ())."""
        drawn = self._drawn
        under = next((i for i in range(len(drawn) - 1, -1, -1) if drawn[i][1] == box
                      and drawn[i][0] is not None), None)
        if under is None:
            return None, ()
        left, top, right, bottom = box
        parts, covered = [], {under}
        for i in range(under + 1, len(drawn)):
            tile, (x0, y0, x1, y1) = drawn[i]
            if not (x0 < right and left < x1 and y0 < bottom and top < y1):
                continue
            if tile is not None:  # another tile over part of it: quantized whole
                return None, ()
            parts.append((max(x0, left) - left, max(y0, top) - top, min(x1, right) - left,
                          min(y1, bottom) - top))
            if left <= x0 and top <= y0 and x1 <= right and y1 <= bottom:
                covered.add(i)
        ground = drawn[under][0]
        self._drawn = [entry for i, entry in enumerate(drawn) if i not in covered]
        return ground, tuple(parts)

    def finished(self, palette: Image.Image | None = None) -> Image.Image:
        """The drawn picture, which `encode` quantizes by regions (on `palette` if it names
        none). It is made read-only: drawing on it after gives it pixels of its own, which
        `encode` quantizes whole; its own go to the next picture on its background once it is
        let go of."""
        img = self.img
        img.readonly = 1
        regions = _Regions(self.background,
                           tuple((tile, box[0], box[1]) for tile, box in self._drawn
                                 if tile is not None),
                           tuple(box for tile, box in self._drawn if tile is None))
        img._picture_plan = _Plan(img.im, palette, regions)  # type: ignore[attr-defined]
        CANVASES.give(id(self.background), _Pixels(self.background, img.im, regions.boxes()),
                      nbytes(img))
        return img


@dataclass(frozen=True)
class _Rows:
    """The rows buffer the last encode of a picture on `background` on `palette` wrote
    (`buffer`, and `wide`, the "P" image png.rows gives that is its pixels), and the boxes of
    the picture where it may differ from the background's."""

    background: Image.Image
    palette: Image.Image
    buffer: bytearray
    wide: Image.Image
    drawn: tuple[Box, ...]


# Each background's last encoded rows, per palette: 460 KB for a Columbiz picture.
ROWS_BUFFERS = _Spares(8 << 20)


@dataclass(frozen=True)
class _Regions:
    """What a Canvas picture was drawn from, for its encode. It holds no reference to the
    picture, which then holds none to itself: it is freed as soon as it is let go of, not
    left to the garbage collector (a render worker's collects seldom: bot.heap)."""

    background: Image.Image
    tiles: tuple[tuple[Tile, int, int], ...]
    dirty: tuple[Box, ...]

    def boxes(self) -> tuple[Box, ...]:
        """Every box the picture may differ from its background in."""
        return tuple((x, y, x + tile.rgb.width, y + tile.rgb.height)
                     for tile, x, y in self.tiles) + self.dirty

    def png(self, img: Image.Image, palette: Image.Image) -> bytes:
        """PNG bytes of the finished picture `img` quantized on `palette`, its rows written
        into the buffer the last encode on this background and palette wrote (see `rows`)."""
        background = self.background
        key = (id(background), id(palette))
        kept = ROWS_BUFFERS.take(
            key, lambda kept: kept.background is background and kept.palette is palette)
        if kept is None:
            buffer = bytearray(_background_rows(background, palette).tobytes())
            wide = Image.frombuffer("P", (img.width + 1, img.height), buffer, "raw", "P", 0, 1)
            stale: tuple[Box, ...] = ()
        else:
            buffer, wide, stale = kept.buffer, kept.wide, kept.drawn
        boxes = self.boxes()
        drawn = set(boxes)  # a box drawn in again needs no putting back (one within another
        # does not either, but finding those costs more than putting them back)
        self.rows(img, palette, wide, [old for old in stale if old not in drawn])
        data = png.write_buffer(img.width, img.height, buffer, palette.getpalette("RGB") or [])
        ROWS_BUFFERS.give(key, _Rows(background, palette, buffer, wide, boxes), len(buffer))
        return data

    def rows(self, img: Image.Image, palette: Image.Image, wide: Image.Image,
             stale: Sequence[Box]) -> None:
        """The finished picture `img` quantized on `palette`, as png.rows gives it, written
        into `wide`, which holds that of the last picture encoded on the same background: its
        `stale` boxes (those this picture draws in no box alike) put back to the background's
        rows first, then the tiles' kept pixels where they went (a later one over an
        earlier one, as drawn), then every marked box quantized from `img` (over the tiles:
        what was drawn there after them; a tile over an earlier box is right too, both being
        the final pixels quantized)."""
        if stale:
            background = _background_rows(self.background, palette).im
            for left, top, right, bottom in stale:
                box = (left + 1, top, right + 1, bottom)
                wide.im.paste(background.crop(box), box)
        for tile, x, y in self.tiles:
            wide.im.paste(tile.on(palette).im, (x + 1, y, x + 1 + tile.rgb.width,
                                                y + tile.rgb.height))
        for left, top, right, bottom in self.dirty:
            part = nearest(img.im.crop((left, top, right, bottom)), palette)
            wide.im.paste(part, (left + 1, top, right + 1, bottom))


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
