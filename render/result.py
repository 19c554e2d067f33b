"""The result line every game ends with: a crown, "Game over", the winners and their score.

Two lines: "Game over · share the win · 12 pts" above the winners, each with their seat's mark,
so a tie of four still has the whole width for its names. Ties share the win (C15). Names are cut
to the room left only when they must be; a translated first line that is too long is cut, never
drawn smaller than SMALL_PX.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from render import fonts
from render import sprites as S
from render import theme as T

PAD = 14
MARK = 24  # a winner's seat mark
AMP = " & "


def paint_result(
    img: Image.Image,
    winners: Sequence[int],
    best: int,
    names: Sequence[str],
    box: tuple[int, int, int, int],
    labels: Mapping[str, str],
) -> None:
    """Within `box`: who won (`winners`, seats) with `best` points. `labels`: the game's words
    for game_over, wins, share and points (with `{n}`)."""
    x, y, w, h = box
    draw = ImageDraw.Draw(img)
    crown = S.crown(46)
    S.paste_at(img, crown, x + PAD + 2, y + (h - crown.height) // 2)
    tx = x + PAD + 64
    room = x + w - PAD - tx
    first = labels["game_over"]
    if winners:
        first += " \u00b7 " + (labels["wins"] if len(winners) == 1 else labels["share"]) + \
            " \u00b7 " + labels["points"].format(n=best)
    top = y + round(h * 0.42)
    f = fonts.font(fonts.BOLD, T.SMALL_PX)
    if f.getlength(first) > room:  # a long translation is cut, never shrunk below SMALL_PX
        first = fonts.fit(first, fonts.BOLD, f.size, room).text
    draw.text((tx, top), first, font=f, fill=T.INK, anchor="ls")
    if not winners:
        return
    amp = fonts.font(fonts.BOLD, T.SMALL_PX)
    amp_w = amp.getlength(AMP)
    marks = len(winners) * (MARK + 6) + (len(winners) - 1) * amp_w
    each = (room - marks) / len(winners)
    # A short name leaves its unused room to the names after it.
    widths = [fonts.length(fonts.drawable(names[s]), fonts.BOLD, T.NAME_PX) for s in winners]
    spare = sum(max(0.0, each - wd) for wd in widths)
    long_ones = sum(1 for wd in widths if wd > each) or 1
    cx = tx
    base = y + round(h * 0.84)
    for i, seat in enumerate(winners):
        if i:
            draw.text((cx, base), AMP, font=amp, fill=T.INK_SOFT, anchor="ls")
            cx += amp_w
        S.paste_at(img, S.icon(seat, MARK), round(cx), base - MARK + 2)
        cx += MARK + 6
        limit = widths[i] if widths[i] <= each else each + spare / long_ones
        cx += fonts.draw_name(draw, (cx, base), names[seat], T.NAME_PX, limit, T.INK)
