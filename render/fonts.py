"""Bundled fonts, glyph coverage and text that always fits its box.

Player names are Discord display names: any length, any script, emoji. The renderer must draw
them the same way on every machine, so it only uses the fonts in `assets/` and knows from their
`cmap` tables which characters they can draw: DejaVu for Latin, Greek, Cyrillic, Hebrew, Arabic
and many symbols, a CJK fallback for Chinese, Japanese and Korean. A character no bundled font
has is never handed to FreeType (it would draw a .notdef box over the layout): emoji and symbols
are dropped, other letters become "?", and a name left empty becomes "?".

Fonts are FreeType objects, which are not meant to be shared between threads, so every thread
gets its own, opened by path: FreeType reads the file as it needs it, so a thread does not hold a
copy of every font's bytes.
"""

from __future__ import annotations

import struct
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import ImageDraw, ImageFont, features

ASSETS = Path(__file__).with_name("assets")

BOLD = "DejaVuSans-Bold.ttf"
CONDENSED = "DejaVuSansCondensed-Bold.ttf"
CJK = "CJKFallback.ttf"  # Chinese and Japanese (see fontsubset.py); regular weight only
HANGUL = "HangulFallback.ttf"  # Korean (see fontsubset.py); bold
FILES = (BOLD, CONDENSED, CJK, HANGUL)  # every font the pictures use, shipped in assets/


def _read(name: str) -> bytes:
    """A font's bytes, read at import for its cmap and then dropped."""
    return (ASSETS / name).read_bytes()


# Raqm shapes right-to-left and joining scripts (Arabic, Hebrew, Devanagari ...). Without it
# Pillow's basic layout still draws every Latin name identically.
_LAYOUT = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC

ELLIPSIS = "\u2026"


def _cmap_codepoints(data: bytes) -> frozenset[int]:
    """The code points a TrueType font maps to a real glyph (cmap formats 4 and 12)."""
    (num_tables,) = struct.unpack_from(">H", data, 4)
    cmap = None
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        return frozenset()
    _, n = struct.unpack_from(">HH", data, cmap)
    subtables: dict[tuple[int, int], int] = {}
    for i in range(n):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        subtables[(platform, encoding)] = cmap + offset
    points: set[int] = set()
    if (3, 10) in subtables:
        base = subtables[(3, 10)]
        (n_groups,) = struct.unpack_from(">I", data, base + 12)
        for g in range(n_groups):
            start, end, glyph = struct.unpack_from(">III", data, base + 16 + 12 * g)
            points.update(range(start if glyph else start + 1, end + 1))
    for key in ((3, 1), (0, 3), (0, 4)):
        if key in subtables and struct.unpack_from(">H", data, subtables[key])[0] == 4:
            points.update(_format4(data, subtables[key]))
            break
    return frozenset(points)


def _format4(data: bytes, base: int) -> set[int]:
    (seg_x2,) = struct.unpack_from(">H", data, base + 6)
    segs = seg_x2 // 2
    ends = struct.unpack_from(f">{segs}H", data, base + 14)
    starts_at = base + 16 + seg_x2
    starts = struct.unpack_from(f">{segs}H", data, starts_at)
    deltas = struct.unpack_from(f">{segs}h", data, starts_at + seg_x2)
    ranges_at = starts_at + 2 * seg_x2
    ranges = struct.unpack_from(f">{segs}H", data, ranges_at)
    out = set()
    for i in range(segs):
        for c in range(starts[i], ends[i] + 1):
            if c == 0xFFFF:
                continue
            if ranges[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                at = ranges_at + 2 * i + ranges[i] + 2 * (c - starts[i])
                (glyph,) = struct.unpack_from(">H", data, at)
                if glyph:
                    glyph = (glyph + deltas[i]) & 0xFFFF
            if glyph:
                out.add(c)
    return out


# Names are drawn in DejaVu's bold faces; characters they lack come from a fallback font.
COVERAGE: frozenset[int] = _cmap_codepoints(_read(BOLD)) & _cmap_codepoints(_read(CONDENSED))
_HANGUL_POINTS = _cmap_codepoints(_read(HANGUL)) - COVERAGE
_CJK_POINTS = _cmap_codepoints(_read(CJK)) - COVERAGE - _HANGUL_POINTS
# Code point -> fallback font for the characters DejaVu lacks.
FALLBACK: dict[int, str] = {**dict.fromkeys(_CJK_POINTS, CJK),
                            **dict.fromkeys(_HANGUL_POINTS, HANGUL)}
CJK_COVERAGE: frozenset[int] = frozenset(FALLBACK)
# Per fallback: size scale (CJK glyphs fill the em square; a little smaller matches Latin
# capitals) and whether to thicken it with a 1 px stroke (the CJK fallback has no bold).
_FALLBACK_STYLE = {CJK: (0.92, True), HANGUL: (0.92, False)}

_local = threading.local()

#: Text masks each font keeps: the score pad's numbers and the players' names come back in
#: picture after picture, and rendering a text's glyphs was a third of drawing a board.
MASKS_PER_FONT = 1024


class _StampingFont(ImageFont.FreeTypeFont):
    """A font that keeps the masks of the texts it rendered. ImageDraw.text asks the font for a
    text's mask (`getmask2`, with the sub-pixel start) and paints the fill through it; the same
    arguments give the same mask, so a kept one paints the very same pixels. A colour mask
    (mode "RGBA", emoji) is changed by the caller after, so it is never kept."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._masks: dict[Any, Any] = {}
        self._lengths: dict[Any, float] = {}

    def getlength(self, text: Any, *args: Any, **kwargs: Any) -> float:
        """A text's advance width, kept like its mask: fitting a name into its box measures
        it again at every picture (half of the score pad's drawing)."""
        try:
            key = (text, args, tuple(sorted(kwargs.items())))
            kept = self._lengths.get(key)
        except TypeError:  # an unhashable argument: measure it as it is
            return super().getlength(text, *args, **kwargs)
        if kept is None:
            kept = super().getlength(text, *args, **kwargs)
            if len(self._lengths) >= MASKS_PER_FONT:
                del self._lengths[next(iter(self._lengths))]  # the oldest
            self._lengths[key] = kept
        return kept

    def getmask2(self, text: Any, mode: str = "", *args: Any, **kwargs: Any) -> Any:
        if mode == "RGBA":
            return super().getmask2(text, mode, *args, **kwargs)
        try:
            key = (text, mode, args, tuple(sorted(kwargs.items())))
            kept = self._masks.get(key)
        except TypeError:  # an unhashable argument (a list of features): draw it as it is
            return super().getmask2(text, mode, *args, **kwargs)
        if kept is None:
            kept = super().getmask2(text, mode, *args, **kwargs)
            if len(self._masks) >= MASKS_PER_FONT:
                del self._masks[next(iter(self._masks))]  # the oldest
            self._masks[key] = kept
        return kept


def font(name: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font `name` at `size` px, private to the calling thread."""
    cache = getattr(_local, "fonts", None)
    if cache is None:
        cache = _local.fonts = {}
    key = (name, size)
    f = cache.get(key)
    if f is None:
        f = _StampingFont(str(ASSETS / name), size, layout_engine=_LAYOUT)
        cache[key] = f
    return f


# --- making any display name drawable ---------------------------------------------------------

_INVISIBLE = {0x200D, 0x200C, 0x20E3, 0xFE0E, 0xFE0F}  # joiners, keycap, variation selectors


def _invisible(cp: int) -> bool:
    """Joiners, selectors and modifiers that only change how an emoji looks."""
    return (
        cp in _INVISIBLE
        or 0xFE00 <= cp <= 0xFE0F
        or 0x1F3FB <= cp <= 0x1F3FF  # skin tones
        or 0xE0000 <= cp <= 0xE007F  # tags (flag sequences)
        or 0xE0100 <= cp <= 0xE01EF
        or 0x1F1E6 <= cp <= 0x1F1FF  # regional indicators (flags)
    )


def _droppable(cp: int, category: str) -> bool:
    """Characters that carry no letter: emoji, pictographs, modifiers, tags, controls."""
    return (
        _invisible(cp)
        or category in ("So", "Sk", "Sm", "Sc", "Cs", "Co", "Cn", "Cc", "Cf", "Mn", "Me", "Mc")
    )


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """`text` reduced to characters the bundled fonts can draw (see the module note).

    Whitespace runs become one space; the result is never empty.
    """
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text):
        cp = ord(ch)
        cat = unicodedata.category(ch)
        if cat.startswith("Z") or ch in "\t\n\r":
            if out and out[-1] != " ":
                out.append(" ")
            continue
        if _invisible(cp):
            continue
        if cp in COVERAGE and cat not in ("Cc", "Cf", "Co", "Cs"):
            if cat.startswith("M") and (not out or out[-1] == " " or _marks(out) >= 2):
                continue  # a stack of combining marks would climb out of the row
            out.append(ch)
        elif cp in CJK_COVERAGE and cat not in ("Cc", "Cf", "Co", "Cs"):
            out.append(ch)
        elif _droppable(cp, cat):
            continue
        else:
            out.append("?")
    result = "".join(out).strip()
    return result or "?"


def _marks(out: list[str]) -> int:
    n = 0
    for ch in reversed(out):
        if not unicodedata.category(ch).startswith("M"):
            break
        n += 1
    return n


def runs(text: str) -> list[tuple[str, str | None]]:
    """`text` (already drawable) cut into runs of one font each: (run, fallback font or None)."""
    out: list[tuple[str, str | None]] = []
    for ch in text:
        face = FALLBACK.get(ord(ch))  # a space stays in DejaVu: the fallbacks may lack it
        if out and out[-1][1] == face:
            out[-1] = (out[-1][0] + ch, out[-1][1])
        else:
            out.append((ch, face))
    return out


def _needs_fallback(text: str) -> bool:
    return any(ord(ch) in FALLBACK for ch in text)


def _run_font(face: str, fallback: str | None, size: int) -> tuple[ImageFont.FreeTypeFont, int]:
    """The font for a run and the stroke width that thickens it (0 or 1)."""
    if fallback is None:
        return font(face, size), 0
    scale, stroke = _FALLBACK_STYLE[fallback]
    return font(fallback, round(size * scale)), int(stroke)


def wrap(words: str, face: str, size: int, width: float, most: int) -> list[str]:
    """`words` broken into at most `most` lines of `width` px (a word is never split; the last
    line takes what is left, however long: the caller cuts it if it must)."""
    lines: list[str] = []
    current = ""
    for word in drawable(words).split(" "):
        trial = f"{current} {word}" if current else word
        if current and length(trial, face, size) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    lines.append(current)
    if len(lines) > most:
        lines = lines[: most - 1] + [" ".join(lines[most - 1:])]
    return lines


def length(text: str, face: str, size: int) -> float:
    """Width in px of drawable `text` in `face` (other scripts in their fallback font)."""
    if not _needs_fallback(text):
        return font(face, size).getlength(text)
    total = 0.0
    for run, fallback in runs(text):
        f, stroke = _run_font(face, fallback, size)
        total += f.getlength(run) + 2 * stroke
    return total


@dataclass(frozen=True)
class Fitted:
    text: str
    truncated: bool


def fit(text: str, name: str, size: int, width: float) -> Fitted:
    """`text` made drawable and cut (with an ellipsis) to at most `width` px in that font."""
    s = drawable(text)
    if length(s, name, size) <= width:
        return Fitted(s, False)
    # Binary search on the number of characters kept before the ellipsis.
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(s[:mid].rstrip() + ELLIPSIS, name, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    return Fitted(s[:lo].rstrip() + ELLIPSIS, True)


@lru_cache(maxsize=1024)
def fit_name(text: str, size: int, width: float) -> tuple[str, Fitted]:
    """The bold face if the name fits, else the condensed one, cut with an ellipsis if need be."""
    fitted = fit(text, BOLD, size, width)
    if not fitted.truncated:
        return BOLD, fitted
    return CONDENSED, fit(text, CONDENSED, size, width)


def fitted(name: str, size: int, text: str, width: float, smallest: int = 9):
    """Font `name` at `size` px, or smaller (down to `smallest`) until `text` fits in `width` px:
    a label translated longer than the room it was laid out for still fits."""
    while size > smallest and font(name, size).getlength(text) > width:
        size -= 1
    return font(name, size)


def draw_name(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    width: float,
    fill,
) -> float:
    """Draw a player name (left, baseline at `xy`) in at most `width` px; returns its width."""
    face, fitted = fit_name(text, size, width)
    x, y = xy
    if not _needs_fallback(fitted.text):
        draw.text((x, y), fitted.text, font=font(face, size), fill=fill, anchor="ls")
        return font(face, size).getlength(fitted.text)
    start = x
    # Runs go left to right, so each is laid out left to right too: a space that starts a
    # right-to-left run must stay on its left, between it and the run before.
    direction = "ltr" if _LAYOUT == ImageFont.Layout.RAQM else None
    for run, fallback in runs(fitted.text):
        f, stroke = _run_font(face, fallback, size)
        draw.text((x + stroke, y), run, font=f, fill=fill, anchor="ls", stroke_width=stroke,
                  stroke_fill=fill, direction=direction)
        x += f.getlength(run) + 2 * stroke
    return x - start
