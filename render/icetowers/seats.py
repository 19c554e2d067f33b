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
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from engine import icetowers
from render import fonts
from render import theme as T
from render.icetowers import sprites as S
from render.icetowers.plan import (
    HEAD_H,
    SCORE_W,
    Box,
    Layout,
    LoneSpot,
    Tray,
)
from render.icetowers.towers import LONE_SMALLEST, Marks, numbering

NAME_X = 50
TAG_PX = T.SMALL_PX  # never smaller: 10 px on a phone
TAG_H = 32
TAG_PAD = 16
TAG_MARK = {"turn": 18, "done": 18, "passed": 0}  # room for the pointer or check mark
TAG_MIN_NAME = 60
TAG_MAX_W = 124  # leaves a name 100 px; every language's tags fit whole at TAG_PX
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


@dataclass(frozen=True)
class Head:
    """Where a panel's head line puts things: the name (from `name_x`, at most `room` px, the
    robot mark included), the tag (its left edge, width and font), the score box."""

    name_x: int
    room: float
    tag_x: int | None
    tag_w: int
    tag_words: str
    tag_font: ImageFont.FreeTypeFont | None
    score_x: int


def head(box: Box, tag: tuple[str, str] | None, computer: bool) -> Head:
    x, y, w, h = box
    score_x = x + w - SCORE_W - 8
    name_x = x + NAME_X
    right = score_x - 8
    tag_x, tag_w, words, f = None, 0, "", None
    if tag is not None:
        style, words = tag
        # The name comes first: the tag takes at most TAG_MAX_W px and leaves the name at least
        # TAG_MIN_NAME; a longer label is cut rather than shrunk.
        room = min(TAG_MAX_W, right - (name_x + TAG_MIN_NAME)) - TAG_PAD - TAG_MARK[style]
        f = fonts.font(fonts.CONDENSED, TAG_PX)
        if f.getlength(words) > room:
            words = fonts.fit(words, fonts.CONDENSED, f.size, room).text
        tag_w = round(f.getlength(words)) + TAG_PAD + TAG_MARK[style]
        tag_x = right - tag_w
        right = tag_x - 8
    room = right - name_x - (30 if computer else 0)
    return Head(name_x, room, tag_x, tag_w, words, f, score_x)


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
        bg, edge, width = T.CURRENT_PANEL, T.TURN_FRAME[seat], 3
    elif won:
        bg, edge, width = WON_BG, T.GOLD, 3
    else:
        bg, edge, width = T.PANEL, T.PANEL_EDGE, 1
    S.paste_at(img, S.panel(w, h, bg, edge, width, 10), x, y)
    S.paste_at(img, S.icon(seat, 30), x + 12, y + 12)

    at = head(box, tag, computer)
    if tag is not None:
        paint_tag(img, draw, tag[0], at, y + (HEAD_H - TAG_H) // 2)
    drawn = fonts.draw_name(draw, (at.name_x, y + 37), name, T.NAME_PX, at.room, T.INK)
    if computer:
        S.paste_at(img, S.robot(24), round(at.name_x + drawn + 6), y + 13)

    score_x = at.score_x
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


TAG_COLOURS = {"turn": (T.INK, (255, 255, 255)), "done": (T.INK_SOFT, (255, 255, 255)),
               "passed": (T.PANEL_EDGE, T.INK)}


def paint_tag(img: Image.Image, draw: ImageDraw.ImageDraw, style: str, at: Head, y: int) -> None:
    """The seat's state as a pill: a pointer for the seat to act, a check mark for done."""
    x0, w = at.tag_x, at.tag_w
    fill, ink = TAG_COLOURS[style]
    S.paste_at(img, S.panel(w, TAG_H, fill, fill, 0, TAG_H // 2), x0, y)
    mid = y + TAG_H / 2
    if style == "turn":
        S.paste(img, S.arrow(14, (255, 255, 255)), x0 + 15, mid)
    elif style == "done":
        draw.line(((x0 + 9, mid), (x0 + 14, mid + 5), (x0 + 22, mid - 5)), fill=ink, width=3)
    draw.text((x0 + TAG_PAD // 2 + TAG_MARK[style], mid), at.tag_words, font=at.tag_font,
              fill=ink, anchor="lm")


def paint_trays(img: Image.Image, draw: ImageDraw.ImageDraw, lone: Sequence[LoneSpot],
                tray: Tray, marks: Marks, labels: Mapping[str, str]) -> None:
    if not lone:
        return
    widest = max(s.tower.number for s in lone)
    form, px = numbering(labels, widest, fonts.CONDENSED, tray.px,
                         min(tray.slot_w.values()) - 2, LONE_SMALLEST)
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
        S.paste_text(img, spot.cx, spot.label_y, form.format(n=number), fonts.CONDENSED, px,
                     T.INK_SOFT)
