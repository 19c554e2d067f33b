"""One panel per seat: its mark and name, its score (I11), its state, and its lone pieces.

The state: in realtime, "done" for a seat that declared it is done since the last action (I10);
in turns mode the seat to act is framed in its colour and tagged, and seats that passed since
the last move are tagged (I12). Once the game is over the winners' panels are framed in gold and
their scores crowned.

A seat's lone pieces (towers of one, always its own colour) stand in its panel's tray, small,
by size (small, medium, large), each with its number (I3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine import icetowers
from render import fonts
from render import theme as T
from render.icetowers import sprites as S
from render.icetowers.layout import (
    HEAD_H,
    SCORE_W,
    Box,
    Layout,
    LoneSpot,
    Tray,
)
from render.icetowers.towers import Marks

NAME_X = 50
TAG_PX = 17
TAG_H = 28
WON_BG = (255, 249, 228)
WON_BOX = (255, 236, 170)


def passed_seats(state: icetowers.State) -> set[int]:
    """I12: the seats whose passes make the current run (the last `passes` seats to act)."""
    if not state.options.turns or state.current is None:
        return set()
    return {(state.current - k) % state.players for k in range(1, state.passes + 1)}


def tags(state: icetowers.State, labels: Mapping[str, str]) -> dict[int, tuple[str, str]]:
    """Seat -> (style, words) of its state tag: "turn", "done" or "passed"."""
    out: dict[int, tuple[str, str]] = {}
    if state.over:
        return out
    for seat in passed_seats(state):
        out[seat] = ("passed", labels["passed"])
    for seat in state.done:
        out[seat] = ("done", labels["done"])
    if state.current is not None:
        out[state.current] = ("turn", labels["to_act"])
    return out


def paint_panels(
    img: Image.Image,
    state: icetowers.State,
    lay: Layout,
    names: Sequence[str],
    computer_seats: frozenset[int],
    marks: Marks,
    labels: Mapping[str, str],
) -> None:
    draw = ImageDraw.Draw(img)
    totals = icetowers.scores(state)
    winners = set(icetowers.winners(state))
    state_tags = tags(state, labels)
    for seat, box in lay.panels.items():
        paint_panel(img, draw, seat, box, names[seat], totals[seat], seat in computer_seats,
                    seat in winners, state_tags.get(seat), seat == state.current)
    paint_trays(img, draw, lay.lone, lay.tray, marks, labels)


def paint_panel(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    seat: int,
    box: Box,
    name: str,
    total: int,
    computer: bool,
    won: bool,
    tag: tuple[str, str] | None,
    current: bool,
) -> None:
    """The panel and its head line: mark, name, robot, tag, score."""
    x, y, w, h = box
    if current:
        bg, edge, width = T.CURRENT_PANEL, T.SEAT_FILL[seat], 3
    elif won:
        bg, edge, width = WON_BG, T.GOLD, 3
    else:
        bg, edge, width = T.PANEL, T.PANEL_EDGE, 1
    S.paste_at(img, S.panel(w, h, bg, edge, width, 10), x, y)
    S.paste_at(img, S.icon(seat, 30), x + 12, y + 12)

    score_x = x + w - SCORE_W - 8
    right = score_x - 8
    if tag is not None:
        right = paint_tag(img, draw, tag, x + NAME_X + 60, right, y + (HEAD_H - TAG_H) // 2) - 8
    room = right - (x + NAME_X) - (30 if computer else 0)
    drawn = fonts.draw_name(draw, (x + NAME_X, y + 37), name, T.NAME_PX, room, T.INK)
    if computer:
        S.paste_at(img, S.robot(24), round(x + NAME_X + drawn + 6), y + 13)

    sb = S.panel(SCORE_W, HEAD_H - 14, WON_BOX if won else T.CARD,
                 T.GOLD_EDGE if won else T.PANEL_EDGE, 1, 8)
    S.paste_at(img, sb, score_x, y + 7)
    text = str(total)
    if won:
        crown = S.crown(24)
        S.paste_at(img, crown, score_x + 6, y + 7 + (HEAD_H - 14 - crown.height) // 2)
        big = fonts.fitted(fonts.BOLD, 30, text, SCORE_W - 40)
        draw.text((score_x + 34 + (SCORE_W - 38) / 2, y + 28), text, font=big, fill=T.INK,
                  anchor="mm")
    else:
        big = fonts.fitted(fonts.BOLD, 30, text, SCORE_W - 10)
        draw.text((score_x + SCORE_W / 2, y + 28), text, font=big, fill=T.INK, anchor="mm")


def paint_tag(img: Image.Image, draw: ImageDraw.ImageDraw, tag: tuple[str, str], left: float,
              right: float, y: int) -> float:
    """A pill right-aligned at `right` (never left of `left`); returns its left edge."""
    style, words = tag
    mark = 18 if style != "passed" else 0
    f = fonts.fitted(fonts.CONDENSED, TAG_PX, words, max(10, right - left - 16 - mark))
    w = round(f.getlength(words)) + 16 + mark
    x0 = round(right - w)
    fill, ink = {"turn": (T.INK, (255, 255, 255)), "done": (T.INK_SOFT, (255, 255, 255)),
                 "passed": (T.PANEL_EDGE, T.INK)}[style]
    S.paste_at(img, S.panel(w, TAG_H, fill, fill, 0, TAG_H // 2), x0, y)
    mid = y + TAG_H / 2
    if style == "turn":  # the seat to act: a pointer
        S.paste(img, S.arrow(14, (255, 255, 255)), x0 + 15, mid)
    elif style == "done":  # a check mark
        draw.line(((x0 + 9, mid), (x0 + 14, mid + 5), (x0 + 22, mid - 5)), fill=ink, width=3)
    draw.text((x0 + 8 + mark, mid), words, font=f, fill=ink, anchor="lm")
    return x0


def paint_trays(img: Image.Image, draw: ImageDraw.ImageDraw, lone: Sequence[LoneSpot],
                tray: Tray, marks: Marks, labels: Mapping[str, str]) -> None:
    if not lone:
        return
    # One size for every number, the one the widest needs in the narrowest slot.
    widest = labels["tower"].format(n=max(s.tower.number for s in lone))
    f = fonts.fitted(fonts.CONDENSED, tray.px, widest, min(tray.slot_w.values()) - 2)
    for spot in lone:
        number = spot.tower.number
        x, y, w, h = spot.box
        if number in marks.towers:
            S.paste_at(img, S.panel(w, h, T.PLACED_TILE, T.PLACED_RING, 3, 8), x, y)
        seat, size = spot.tower.top
        base = tray.geometry.base(size)
        hi = tray.geometry.tip(size)
        S.paste_at(img, S.tip(seat, base, hi, number in marks.moved),
                   round(spot.cx - base / 2) - S.PAD, spot.base - hi - S.PAD)
        draw.text((spot.cx, spot.label_y), labels["tower"].format(n=number), font=f,
                  fill=T.INK_SOFT, anchor="ms")
