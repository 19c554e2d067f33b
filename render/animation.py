"""A game's story as one animated GIF: a frame per move, each with the move's words under it.

GIF, because Discord plays it everywhere, phones included, with no click. The frames come
reduced to one shared 256-colour palette (the pictures are flat colours, so nothing is lost),
which lets Pillow store each frame as only the part that changed since the one before: the
dice, a piece, the caption. Pictures of one game may differ in height (IceTowers' grow with its
towers), so every frame is drawn on one canvas as tall as the tallest, from its top left, the
rest filled with the card's colour: a GIF shows every frame on its first frame's canvas, and a
shorter frame would leave the previous one's bottom showing.

Discord cannot pause a GIF, so each frame lasts as long as its caption takes to read (a quiet
turn is short, a capture or a scored line says more and stays longer), within bounds, and the
last one, the game as it stands, holds five seconds. When the file would be larger than the
upload limit, frames are left out evenly (the last one always stays) until it fits.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render import fonts
from render import theme as T

CAPTION_PX = T.SMALL_PX
CAPTION_LINES = 2
CAPTION_H = 16 + CAPTION_LINES * (CAPTION_PX + 8)
SHORTEST_MS = 1200  # a quiet turn
LONGEST_MS = 4000  # the longest caption, two full lines
READ_MS = 600  # to find the caption at all
CHAR_MS = 45  # then reading it: ~22 characters a second
LAST_MS = 5000  # the game as it stands, before the loop starts again
NAMED = re.compile(r"(?P<name>[^:]+?)\u00a0?\s?:\s(?P<what>.*)", re.DOTALL)
RULE_ID = re.compile(r"\s*\([A-Z]\d{1,2}\)")  # "(C12)": for the rules pages, not a caption


def pace(caption: str) -> int:
    """How long a frame with `caption` stays, in ms: long enough to read it, within bounds."""
    return max(SHORTEST_MS, min(LONGEST_MS, READ_MS + CHAR_MS * len(caption)))


def clean(caption: str) -> str:
    """`caption` without rule ids, and without the name said twice ("Chiara: Chiara puts ..."
    becomes "Chiara puts ...")."""
    caption = RULE_ID.sub("", caption)
    said = NAMED.match(caption)  # "Name: ..." or, in French, "Name : ..."
    if said and said["what"].startswith(said["name"] + " "):
        return said["what"]
    return caption


def wrap(words: str, width: float, size: int = CAPTION_PX, lines: int = CAPTION_LINES
         ) -> list[str]:
    """`words` in at most `lines` lines of `width` px; the last one cut with an ellipsis."""
    out = fonts.wrap(words, fonts.BOLD, size, width, lines)
    out[-1] = fonts.fit(out[-1], fonts.BOLD, size, width).text
    return out


def captioned(picture: Image.Image, caption: str) -> Image.Image:
    """`picture` with a strip under it carrying `caption` (cleaned); the frame's time to stay,
    by the caption's length, in its `info["duration"]`."""
    caption = clean(caption)
    w, h = picture.size
    img = Image.new("RGB", (w, h + CAPTION_H), T.CARD)
    img.paste(picture.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, h - 3, w - 1, h + CAPTION_H - 1), outline=T.FRAME, width=3)
    for i, line in enumerate(wrap(caption, w - 2 * T.MARGIN)):
        fonts.draw_name(draw, (T.MARGIN, h + 8 + (i + 1) * (CAPTION_PX + 6)), line, CAPTION_PX,
                        w - 2 * T.MARGIN, T.INK)
    img.info["duration"] = pace(caption)
    return img


def on_canvas(frames: Sequence[Image.Image]) -> list[Image.Image]:
    """Every frame the size of the largest, placed at the top left, the rest filled with the
    card's colour. Palette frames keep their palette (they share one)."""
    w = max(f.width for f in frames)
    h = max(f.height for f in frames)
    out = []
    for frame in frames:
        if frame.size == (w, h):
            out.append(frame)
            continue
        if frame.mode == "P":
            canvas = Image.new("P", (w, h), _nearest(frame, T.CARD))
            canvas.putpalette(frame.getpalette())
        else:
            canvas = Image.new(frame.mode, (w, h), T.CARD)
        canvas.paste(frame, (0, 0))
        canvas.info = dict(frame.info)
        out.append(canvas)
    return out


def _nearest(frame: Image.Image, colour: tuple[int, int, int]) -> int:
    """The palette index of `frame` nearest to `colour`."""
    return _nearest_in(tuple(frame.getpalette() or ()), colour)


@lru_cache(maxsize=8)
def _nearest_in(pal: tuple[int, ...], colour: tuple[int, int, int]) -> int:
    best, index = None, 0
    for i in range(len(pal) // 3):
        d = sum((pal[3 * i + k] - colour[k]) ** 2 for k in range(3))
        if best is None or d < best:
            best, index = d, i
    return index


def encode_gif(frames: Sequence[Image.Image]) -> bytes:
    """One GIF of `frames` (palette images sharing one palette) on one canvas, looping, each
    frame as long as its `info["duration"]` says (else the shortest), the last held longest."""
    small = on_canvas(frames)
    durations = [f.info.get("duration", SHORTEST_MS) for f in small[:-1]] + [LAST_MS]
    buf = io.BytesIO()
    small[0].save(buf, "GIF", save_all=True, append_images=small[1:], duration=durations,
                  loop=0, disposal=1, optimize=False)
    return buf.getvalue()


def evenly(n: int, keep: int) -> list[int]:
    """`keep` indices of `n` frames, spread evenly, the last one always among them."""
    if keep >= n:
        return list(range(n))
    keep = max(1, keep)
    if keep == 1:
        return [n - 1]
    return sorted({round(i * (n - 1) / (keep - 1)) for i in range(keep)})


def story_gif(frames: Sequence[Image.Image], limit: int) -> tuple[bytes, int]:
    """(GIF bytes under `limit`, frames kept): every frame if they fit, else fewer, evenly."""
    keep = len(frames)
    while True:
        data = encode_gif([frames[i] for i in evenly(len(frames), keep)])
        if len(data) <= limit or keep == 1:
            return data, keep
        # Scale by how much too large it is, with a margin, so few encodes are needed.
        keep = max(1, min(keep - 1, int(keep * limit / len(data) * 0.9)))
