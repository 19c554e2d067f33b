"""The score pad, as on the printed pad: per player their line points (C11), captured pieces and
their capture points (C14), the total (C15) and the pieces left in their supply (C3).

One card per seat; the cards share the pad's height, so a 2- or 3-player pad has no empty space.
The current player's card is white, framed in their colour and pointed at by a dark arrow (a
shape, not only a colour). Each total carries its place once anyone has scored: players who tie
share the number, during play and at the end, where the winners' totals wear a crown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine import columbiz
from render import fonts
from render import theme as T
from render.columbiz import sprites as S

CARD_GAP = 8
HEADER_H = 28
MAX_CARD_H = 100  # the standalone pad's cards
MAX_FILLED_CARD_H = 200  # the game picture's cards, which share the board's height
TOTAL_W = 64
COL_X = 12  # the first column, from the card's left edge
COL_GAP = 10
MIN_COL_GAP = 6  # the narrowest a gap gets before the headings shrink instead
CAPTURE_GAP = 3  # between the captured count and its points
COLUMNS = ("lines", "captured", "left")


@lru_cache(maxsize=1)
def value_widths() -> tuple[float, float, float]:
    """The room each column's values need, measured in their fonts: two digits ("18"), and the
    captured count with its C14 points ("18=90"), so no value runs into the next column."""
    two = fonts.font(fonts.BOLD, T.VALUE_PX).getlength("88")
    points = fonts.font(fonts.BOLD, T.SMALL_PX).getlength("=88")
    return two, two + CAPTURE_GAP + points, two


def total_x(width: int) -> int:
    """Where the total's box begins, from the left of a pad `width` wide."""
    return width - TOTAL_W - 8


def card_height(players: int, height: int, most: int = MAX_FILLED_CARD_H) -> int:
    return min(most, (height - HEADER_H - (players - 1) * CARD_GAP) // players)


def pad_height(players: int) -> int:
    return HEADER_H + players * MAX_CARD_H + (players - 1) * CARD_GAP


@lru_cache(maxsize=64)
def column_layout(words: tuple[str, ...], room: int) -> tuple[int, tuple[int, ...]]:
    """(heading size, left x of each column from the card's left): each column as wide as its
    heading or its values, the gaps between them narrowed, then the headings shrunk, only if a
    language's words overflow `room`."""
    size = T.CAPTION_PX
    while True:
        f = fonts.font(fonts.CONDENSED, size)
        widths = [max(f.getlength(w), v) for w, v in zip(words, value_widths(), strict=True)]
        gap = min(COL_GAP, (room - sum(widths)) / (len(words) - 1))
        if gap >= MIN_COL_GAP or size <= 14:
            break
        size -= 1
    xs, x = [], COL_X
    for width in widths:
        xs.append(round(x))
        x += width + gap
    return size, tuple(xs)


@dataclass(frozen=True)
class Headings:
    words: tuple[str, ...]  # the columns' headings, in COLUMNS order
    font: ImageFont.FreeTypeFont
    xs: tuple[int, ...]  # each column's left x, from the card's left
    total_font: ImageFont.FreeTypeFont  # the total's heading, centred over its box
    total_left: float  # where the total's heading begins


def headings(labels: Mapping[str, str], width: int) -> Headings:
    """The heading row of a pad `width` wide: the total's heading over its box, and the columns
    laid out in the room left of it, a gap short of it."""
    box_x = total_x(width)
    total_font = fonts.fitted(fonts.CONDENSED, T.CAPTION_PX, labels["total"], TOTAL_W + 22)
    wide = total_font.getlength(labels["total"])
    # Centred over its box; a word wider than the box overhangs on the pad's edge side rather
    # than into the columns.
    total_left = min(max(box_x + (TOTAL_W - wide) / 2, box_x), width - 2 - wide)
    words = tuple(labels[c] for c in COLUMNS)
    size, xs = column_layout(words, int(min(box_x - 6, total_left - MIN_COL_GAP)) - COL_X)
    return Headings(words, fonts.font(fonts.CONDENSED, size), xs, total_font, total_left)


def card_boxes(
    state: columbiz.State, box: tuple[int, int, int, int], order: Sequence[int] | None = None,
    most: int = MAX_FILLED_CARD_H,
) -> dict[int, tuple[int, int, int, int]]:
    """Seat -> (x, y, w, h) of its card, in `order` (seating order by default) from the top."""
    x, y, w, h = box
    n = state.players
    ch = card_height(n, h, most)
    seats = list(order) if order is not None else list(range(n))
    top = y + HEADER_H
    return {seat: (x, top + i * (ch + CARD_GAP), w, ch) for i, seat in enumerate(seats)}


def ranking(state: columbiz.State) -> list[int]:
    """Seats by total, best first (ties keep seating order)."""
    t = columbiz.totals(state)
    return sorted(range(state.players), key=lambda s: (-t[s], s))


def places(totals: Sequence[int]) -> list[int]:
    """The place of each seat by total (1 = best); seats that tie share their place (C15)."""
    return [1 + sum(1 for o in totals if o > t) for t in totals]


def paint_pad(
    img: Image.Image,
    state: columbiz.State,
    names: Sequence[str],
    computer_seats: frozenset[int],
    box: tuple[int, int, int, int],
    ranked: bool = False,
    labels: Mapping[str, str] = T.LABELS,
    most: int = MAX_FILLED_CARD_H,
) -> None:
    """`labels`: the pad's words in the game's language (keys of theme.LABELS); `most`: the
    tallest a card may grow to fill `box`."""
    draw = ImageDraw.Draw(img)
    totals = columbiz.totals(state)
    winners = set(columbiz.winners(state))
    place = places(totals)
    show_places = any(totals)
    order = ranking(state) if ranked else None
    value = fonts.font(fonts.BOLD, T.VALUE_PX)
    small = fonts.font(fonts.BOLD, T.SMALL_PX)

    # The pad's column heads, once, over the cards.
    x0, y0, w0, _ = box
    box_x = total_x(w0)
    heads = headings(labels, w0)
    for word, cx in zip(heads.words, heads.xs, strict=True):
        draw.text((x0 + cx, y0 + 20), word, font=heads.font, fill=T.INK_SOFT, anchor="ls")
    draw.text((x0 + heads.total_left, y0 + 20), labels["total"], font=heads.total_font,
              fill=T.INK_SOFT, anchor="ls")

    for seat, (x, y, w, h) in card_boxes(state, box, order, most).items():
        current = seat == state.current
        won = seat in winners
        if current:
            bg, edge, width = T.CURRENT_PANEL, T.TURN_FRAME[seat], 4
        elif won:
            bg, edge, width = (255, 249, 228), T.GOLD, 3
        else:
            bg, edge, width = T.PANEL, T.PANEL_EDGE, 1
        S.paste_at(img, S.panel(w, h, bg, edge, width, 10), x, y)
        if current:  # the turn marker: a dark arrow, read by its shape
            S.paste(img, S.arrow(22, T.INK), x - 12, y + h / 2)

        # Line 1: colour and shape, name (cut to fit), robot mark for a computer seat.
        S.paste_at(img, S.icon(seat, 30), x + 11, y + 12)
        name_x = x + 50
        tx = x + box_x
        ai = seat in computer_seats
        room = tx - name_x - 10 - (30 if ai else 0)
        drawn = fonts.draw_name(draw, (name_x, y + 37), names[seat], T.NAME_PX, room, T.INK)
        if ai:
            nx = name_x + drawn + 7
            S.paste_at(img, S.robot(24), round(nx), y + 13)

        # Line 2: line points, captured pieces (= their C14 points), pieces left.
        val_y = y + h - 16
        cols = [x + cx for cx in heads.xs]
        n_capt = state.captured[seat]
        draw.text((cols[0], val_y), str(state.line_points[seat]), font=value, fill=T.INK,
                  anchor="ls")
        draw.text((cols[1], val_y), str(n_capt), font=value, fill=T.INK, anchor="ls")
        if n_capt:
            after = cols[1] + value.getlength(str(n_capt)) + CAPTURE_GAP
            draw.text((after, val_y), f"={columbiz.capture_points(n_capt)}", font=small,
                      fill=T.INK_SOFT, anchor="ls")
        draw.text((cols[2], val_y), str(state.supply[seat]), font=value, fill=T.INK, anchor="ls")

        # The total, boxed on the right, with its place; crowned for the winners (C15).
        tb = S.panel(TOTAL_W, h - 14, (255, 236, 170) if won else T.CARD,
                     T.GOLD_EDGE if won else T.PANEL_EDGE, 1, 8)
        S.paste_at(img, tb, tx, y + 7)
        mid = tx + TOTAL_W / 2
        if won:
            S.paste(img, S.crown(28), mid, y + 24)
            draw.text((mid, y + h - 15), str(totals[seat]), font=fonts.font(fonts.BOLD, 32),
                      fill=T.INK, anchor="ms")
        else:
            draw.text((mid, y + h / 2 + 1), str(totals[seat]), font=fonts.font(
                fonts.BOLD, T.TOTAL_PX), fill=T.INK, anchor="mm")
        if show_places:
            S.paste(img, S.place_badge(place[seat]), tx - 2, y + 16)
