"""A game's story as one animated GIF: a frame per move, each with the move's words under it.

GIF, because Discord plays it everywhere, phones included, with no click. The frames come
reduced to one shared 256-colour palette (the pictures are flat colours, so nothing is lost),
which lets Pillow store each frame as only the part that changed since the one before: the
dice, a piece, the caption. When the file would be larger than the upload limit, frames are left
out evenly (the last one, the game as it stands, always stays) until it fits.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import fonts
from render import theme as T

CAPTION_PX = 24
CAPTION_LINES = 2
CAPTION_H = 16 + CAPTION_LINES * (CAPTION_PX + 8)
FRAME_MS = 1100  # long enough to read a caption
LAST_MS = 5000  # the game as it stands, before the loop starts again


def wrap(words: str, width: float, size: int = CAPTION_PX, lines: int = CAPTION_LINES
         ) -> list[str]:
    """`words` in at most `lines` lines of `width` px; the last one cut with an ellipsis."""
    out: list[str] = []
    current = ""
    for word in fonts.drawable(words).split(" "):
        trial = f"{current} {word}".strip()
        if current and fonts.length(trial, fonts.BOLD, size) > width:
            out.append(current)
            current = word
        else:
            current = trial
    out.append(current)
    if len(out) > lines:
        out = out[: lines - 1] + [" ".join(out[lines - 1:])]
    out[-1] = fonts.fit(out[-1], fonts.BOLD, size, width).text
    return out


def captioned(picture: Image.Image, caption: str) -> Image.Image:
    """`picture` with a strip under it carrying `caption`."""
    w, h = picture.size
    img = Image.new("RGB", (w, h + CAPTION_H), T.CARD)
    img.paste(picture.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, h - 3, w - 1, h + CAPTION_H - 1), outline=T.FRAME, width=3)
    for i, line in enumerate(wrap(caption, w - 2 * T.MARGIN)):
        fonts.draw_name(draw, (T.MARGIN, h + 8 + (i + 1) * (CAPTION_PX + 6)), line, CAPTION_PX,
                        w - 2 * T.MARGIN, T.INK)
    return img


def encode_gif(frames: Sequence[Image.Image]) -> bytes:
    """One GIF of `frames` (same size, palette images sharing one palette), looping, the last
    frame held longer."""
    small = list(frames)
    durations = [FRAME_MS] * (len(small) - 1) + [LAST_MS]
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
