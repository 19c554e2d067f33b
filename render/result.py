"""The result line every game ends with: a crown, "Game over", the winners and their score.

Ties share the win. Names are cut to the room left; a translated tail that is longer than the
line shrinks until it fits, and is cut if it is still too long at the smallest size.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from render import fonts
from render import sprites as S
from render import theme as T

PAD = 14
SMALLEST_NAME = 40  # px a winner's name keeps, however long the tail


def paint_result(
    img: Image.Image,
    winners: Sequence[int],
    best: int,
    names: Sequence[str],
    box: tuple[int, int, int, int],
    labels: Mapping[str, str] = T.LABELS,
) -> None:
    """Within `box`: who won (`winners`, seats) with `best` points. `labels`: game_over, wins,
    share, points (with `{n}`)."""
    x, y, w, h = box
    draw = ImageDraw.Draw(img)
    crown = S.crown(46)
    S.paste_at(img, crown, x + PAD + 2, y + (h - crown.height) // 2)
    tx = x + PAD + 64
    over = labels["game_over"]
    draw.text((tx, y + 36), over, font=fonts.fitted(fonts.BOLD, 24, over, x + w - tx - PAD),
              fill=T.INK, anchor="ls")
    if not winners:
        return
    tail = (labels["wins"] if len(winners) == 1 else labels["share"]) + " \u00b7 " + \
        labels["points"].format(n=best)
    marks = len(winners) * (26 + SMALLEST_NAME)
    tail_font = fonts.font(fonts.BOLD, 20)
    amp_w = tail_font.getlength(" & ") * (len(winners) - 1)
    tail_room = x + w - PAD - tx - marks - amp_w
    tail_font = fonts.fitted(fonts.BOLD, 20, " " + tail, tail_room, smallest=12)
    if tail_font.getlength(" " + tail) > tail_room:  # too long even small: cut
        room = tail_room - tail_font.getlength(" ")
        tail = fonts.fit(tail, fonts.BOLD, tail_font.size, room).text
    tail_w = tail_font.getlength(" " + tail)
    amp_w = tail_font.getlength(" & ")
    room = x + w - PAD - tx - tail_w - len(winners) * 26 - (len(winners) - 1) * amp_w
    each = max(SMALLEST_NAME, room / len(winners))
    cx = tx
    base = y + 72
    for i, seat in enumerate(winners):
        if i:
            draw.text((cx, base), " & ", font=tail_font, fill=T.INK_SOFT, anchor="ls")
            cx += amp_w
        S.paste_at(img, S.icon(seat, 20), round(cx), base - 18)
        cx += 26
        cx += fonts.draw_name(draw, (cx, base), names[seat], 20, each, T.INK)
    draw.text((cx, base), " " + tail, font=tail_font, fill=T.INK_SOFT, anchor="ls")
