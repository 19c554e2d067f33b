"""One panel per seat: its mark and name, its score (I11), its state, and its lone pieces.

The state, as a pill with a sign and no words (the same in every language, and room left for the
name): in realtime a check mark for a seat that declared it is done since the last action (I10);
in turns mode the seat to act is framed in its colour and tagged with the turn's arrow, and
seats that passed since the last move with a turning arrow (I12). Once the game is over the
winners' panels are framed in gold and their scores crowned.

A seat's lone pieces (towers of one, always its own colour) stand in its panel's tray, small,
by size (small, medium, large), each with its number (I3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine import icetowers
from render import fonts, picture
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
from render.sprites import Tiles

NAME_X = 50
MEDAL_W = 40  # a place's medal, left of the seat mark once the game is over
TAG_H = 32
TAG_W = 44
WON_BG = (255, 249, 228)
WON_BOX = (255, 236, 170)


def passed_seats(state: icetowers.State) -> set[int]:
    """I12: the seats whose passes make the current run (the last `passes` seats to act)."""
    if not state.options.turns or state.current is None:
        return set()
    return {(state.current - k) % state.players for k in range(1, state.passes + 1)}


def tags(state: icetowers.State) -> dict[int, str]:
    """Seat -> its state tag: "turn", "done" or "passed"."""
    out: dict[int, str] = {}
    if state.over:
        return out
    for seat in passed_seats(state):
        out[seat] = "passed"
    for seat in state.done:
        out[seat] = "done"
    if state.current is not None:
        out[state.current] = "turn"
    return out


# The seats' panels as drawn lately, their head lines and trays each a Tile of its box (80-200
# KB): a move changes one or two seats' scores, tags or lone pieces, the rest are as they were.
PANELS = Tiles(8 << 20)


def paint_panels(
    canvas: picture.Canvas,
    state: icetowers.State,
    lay: Layout,
    names: Sequence[str],
    computer_seats: frozenset[int],
    marks: Marks,
    labels: Mapping[str, str],
) -> None:
    img = canvas.img
    draw = ImageDraw.Draw(img)
    totals = icetowers.scores(state)
    winners = set(icetowers.winners(state))
    state_tags = tags(state)
    place = places(totals) if state.over else None
    lone: dict[int, list[LoneSpot]] = {seat: [] for seat in lay.panels}
    for spot in lay.lone:
        lone[spot.tower.controller].append(spot)
    form, px = tray_numbering(lay.lone, lay.tray, labels)
    for seat, box in lay.panels.items():
        x, y, w, h = box
        current, won = seat == state.current, seat in winners
        # A panel's pixels are the plain card's under it and what is drawn from these: its
        # place across is in the keys, its height moves it by whole pixels only. The head
        # line and the tray are kept apart: a move changes a score or a tag more often than
        # a tray. The head's rows of the panel are the same at every height but the least.
        head_key = (x, w, h if h < HEAD_H + 24 else None, seat, names[seat], totals[seat],
                    seat in computer_seats, won, state_tags.get(seat), current,
                    place[seat] if place else None)
        spots = tuple((s.tower.number, s.tower.top, s.box[0], s.box[1] - y, s.box[2], s.base - y,
                       s.label_y - y, s.tower.number in marks.towers,
                       s.tower.number in marks.moved) for s in lone[seat])
        tray_key = (x, w, h, seat, current, won, lay.tray.geometry, lay.tray.slot_h, form, px,
                    spots) if h > HEAD_H else None
        kept_head = PANELS.get(head_key)
        kept_tray = PANELS.get(tray_key) if tray_key is not None else None
        if kept_head is None or (tray_key is not None and kept_tray is None):
            S.paste_at(img, S.panel(w, h, *panel_style(seat, current, won), 10), x, y)
        if kept_head is not None:
            canvas.paste(kept_head, x, y)
        else:
            paint_head(img, draw, seat, box, names[seat], totals[seat], seat in computer_seats,
                       won, state_tags.get(seat), place[seat] if place else None)
            canvas.keep(PANELS, head_key, (x, y, x + w, y + min(h, HEAD_H)))
        if tray_key is None:
            continue
        if kept_tray is not None:
            canvas.paste(kept_tray, x, y + HEAD_H)
        else:
            for spot in lone[seat]:
                paint_lone(img, spot, lay.tray, marks, form, px)
            canvas.keep(PANELS, tray_key, (x, y + HEAD_H, x + w, y + h))


def panel_style(seat: int, current: bool, won: bool) -> tuple[tuple, tuple, int]:
    """A seat panel's fill, edge and its width: framed in the seat's colour on its turn, in
    gold once it won."""
    if current:
        return T.CURRENT_PANEL, T.TURN_FRAME[seat], 3
    if won:
        return WON_BG, T.GOLD, 3
    return T.PANEL, T.PANEL_EDGE, 1


@dataclass(frozen=True)
class Head:
    """Where a panel's head line puts things: the name (from `name_x`, at most `room` px, the
    robot mark included), the tag (its left edge), the score box."""

    name_x: int
    room: float
    tag_x: int | None
    score_x: int


def places(totals: Sequence[int]) -> list[int]:
    """The place of each seat by score (1 = best); seats that tie share their place (I11)."""
    return [1 + sum(1 for o in totals if o > t) for t in totals]


def head(box: Box, tag: str | None, computer: bool, ranked: bool = False) -> Head:
    x, y, w, h = box
    score_x = x + w - SCORE_W - 8
    name_x = x + NAME_X + (MEDAL_W if ranked else 0)
    right = score_x - 8
    tag_x = None
    if tag is not None:
        tag_x = right - TAG_W
        right = tag_x - 8
    room = right - name_x - (30 if computer else 0)
    return Head(name_x, room, tag_x, score_x)


def paint_panel(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    seat: int,
    box: Box,
    name: str,
    total: int,
    computer: bool,
    won: bool,
    tag: str | None,
    current: bool,
    place: int | None = None,
) -> None:
    """The panel and its head line."""
    x, y, w, h = box
    S.paste_at(img, S.panel(w, h, *panel_style(seat, current, won), 10), x, y)
    paint_head(img, draw, seat, box, name, total, computer, won, tag, place)


def paint_head(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    seat: int,
    box: Box,
    name: str,
    total: int,
    computer: bool,
    won: bool,
    tag: str | None,
    place: int | None = None,
) -> None:
    """A panel's head line, on the panel: place (once over), mark, name, robot, tag, score."""
    x, y, w, h = box
    left = x
    if place is not None:
        S.paste(img, S.medal(place, 34), x + 8 + 17, y + HEAD_H / 2 + 2)
        left += MEDAL_W
    S.paste_at(img, S.icon(seat, 30), left + 12, y + 12)

    at = head(box, tag, computer, place is not None)
    if tag is not None:
        paint_tag(img, draw, tag, at, y + (HEAD_H - TAG_H) // 2)
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
        big = fonts.fitted(fonts.BOLD, 30, text, SCORE_W - 40, smallest=T.SMALL_PX)
        draw.text((score_x + 34 + (SCORE_W - 38) / 2, y + 28), text, font=big, fill=T.INK,
                  anchor="mm")
    else:
        big = fonts.fitted(fonts.BOLD, 30, text, SCORE_W - 10, smallest=T.SMALL_PX)
        draw.text((score_x + SCORE_W / 2, y + 28), text, font=big, fill=T.INK, anchor="mm")


TAG_COLOURS = {"turn": (T.INK, (255, 255, 255)), "done": (T.INK_SOFT, (255, 255, 255)),
               "passed": (T.PANEL_EDGE, T.INK)}


def paint_tag(img: Image.Image, draw: ImageDraw.ImageDraw, style: str, at: Head, y: int) -> None:
    """The seat's state as a pill: the turn's arrow, a check mark for done, a turning arrow for
    a pass."""
    x0 = at.tag_x
    fill, ink = TAG_COLOURS[style]
    S.paste_at(img, S.panel(TAG_W, TAG_H, fill, fill, 0, TAG_H // 2), x0, y)
    mid, cx = y + TAG_H / 2, x0 + TAG_W / 2
    if style == "turn":
        S.paste(img, S.arrow(18, ink), cx + 1, mid)
    elif style == "done":
        draw.line(((cx - 9, mid), (cx - 3, mid + 7), (cx + 9, mid - 7)), fill=ink, width=4,
                  joint="curve")
    else:
        S.paste(img, S.skip(24, ink), cx, mid)


def tray_numbering(lone: Sequence[LoneSpot], tray: Tray, labels: Mapping[str, str]
                   ) -> tuple[str, int]:
    """How the lone pieces' numbers are written, alike in every tray (towers.numbering)."""
    if not lone:
        return "{n}", tray.px
    widest = max(s.tower.number for s in lone)
    return numbering(labels, widest, fonts.CONDENSED, tray.px, min(tray.slot_w.values()) - 2,
                     LONE_SMALLEST)


def paint_lone(img: Image.Image, spot: LoneSpot, tray: Tray, marks: Marks, form: str,
               px: int) -> None:
    """A lone piece in its slot, lit if the last action named it, and its number."""
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
