"""What every game's picture does the same way: the card it is drawn on, the seat names it
shows, and the PNG encode.

The picture is flat colours plus anti-aliased edges: 256 well-chosen colours look the same
(no channel moves by more than ~15) and a palette PNG is half the bytes and half the time of an
RGB one, quantizing included.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render import fonts, png
from render import theme as T

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


@dataclass(frozen=True)
class _Plan:
    """How a finished picture is encoded (see `finished`)."""

    pixels: Any  # the image's pixels when it was finished: drawing on it later copies them
    palette: Image.Image


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
    it was `finished` with), fastest deflate (render.png)."""
    plan = _plan(img)
    if palette is None and plan is not None:
        palette = plan.palette
    return png.write(quantized(img, palette))


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
