"""The score pad, as on the printed pad: per player their line points (C11), captured pieces and
their capture points (C14), the pieces left in their supply (C3) and the total (C15).

The columns are headed by icons, not words, the same in every language: a scored line, a crossed
piece, a stack of pieces; the total by "Σ". One card per seat, sharing the pad's height; a
card's content (name over values) sits together in its middle, so a 2- or 3-player card has no
empty band between them. The current player's card is white, framed in their colour and pointed
at by a dark arrow (a shape, not only a colour). Once anyone has scored, each card carries its
place as a medal left of the seat mark, away from the total so it never reads as one of its
digits; players who tie share the place, during play and at the end, where the winners' totals
wear a crown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine import columbiz
from render import fonts, picture
from render import theme as T
from render.columbiz import sprites as S
from render.columbiz import style as C

CARD_GAP = 8
HEADER_H = 34  # the icons over the columns
ICON = 28
MAX_CARD_H = 96  # the standalone pad's cards
MAX_FILLED_CARD_H = 200  # the game picture's cards, which share the board's height
TOTAL_W = 72
TOTAL_MAX_H = 84
COL_X = 14  # the first column, from the card's left edge
CAPTURE_GAP = 3  # between the captured count and its points
COLUMNS = ("lines", "captured", "left")
TALL_CARD = 150  # a card this high (2 or 3 players beside the board) gets the larger type


@dataclass(frozen=True)
class Style:
    """A card's sizes: the larger ones for a tall card, so its content fills it."""

    name_px: int
    value_px: int
    small_px: int  # the capture points after "="
    name_row: int  # the name row's height (seat mark, medal)
    row_gap: int  # between the name row and the values
    value_row: int  # the values' cap height and a little
    medal: int
    mark: int

    @property
    def name_x(self) -> int:
        """The name's left, from the card's: medal, seat mark, then the name."""
        return 8 + self.medal + 4 + self.mark + 8


STYLE = Style(T.NAME_PX, T.VALUE_PX, T.SMALL_PX, 34, 8, 28, 34, 30)
TALL = Style(32, 38, 30, 42, 14, 32, 40, 36)
NAME_ROW, ROW_GAP, VALUE_ROW, MEDAL = STYLE.name_row, STYLE.row_gap, STYLE.value_row, STYLE.medal


def style_for(h: int) -> Style:
    return TALL if h >= TALL_CARD else STYLE


@lru_cache(maxsize=4)
def value_widths(style: Style = STYLE) -> tuple[float, float, float]:
    """The room each column's values need, measured in their fonts: two digits ("18"), and the
    captured count with its C14 points ("18=90"), so no value runs into the next column."""
    two = fonts.font(fonts.BOLD, style.value_px).getlength("88")
    points = fonts.font(fonts.BOLD, style.small_px).getlength("=88")
    return two, two + CAPTURE_GAP + points, two


def total_x(width: int) -> int:
    """Where the total's box begins, from the left of a pad `width` wide."""
    return width - TOTAL_W - 8


@lru_cache(maxsize=8)
def column_xs(width: int, style: Style = STYLE) -> tuple[int, ...]:
    """Each column's left x, from the card's left: the room left of the total's box shared out,
    the gaps between columns alike."""
    widths = value_widths(style)
    room = total_x(width) - 10 - COL_X
    gap = (room - sum(widths)) / (len(widths) - 1)
    xs, x = [], COL_X
    for w in widths:
        xs.append(round(x))
        x += w + gap
    return tuple(xs)


def card_height(players: int, height: int, most: int = MAX_FILLED_CARD_H) -> int:
    return min(most, (height - HEADER_H - (players - 1) * CARD_GAP) // players)


def pad_height(players: int) -> int:
    return HEADER_H + players * MAX_CARD_H + (players - 1) * CARD_GAP


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


def content_top(h: int) -> int:
    """The top of a card's content (name row over values), centred in a card `h` high."""
    st = style_for(h)
    return (h - (st.name_row + st.row_gap + st.value_row)) // 2


def mark_centre(card: tuple[int, int, int, int]) -> tuple[float, float]:
    """The centre of the seat mark on a card."""
    x, y, w, h = card
    st = style_for(h)
    return x + 8 + st.medal + 4 + st.mark / 2, y + content_top(h) + st.name_row / 2


def medal_centre(card: tuple[int, int, int, int]) -> tuple[float, float]:
    x, y, w, h = card
    st = style_for(h)
    return x + 8 + st.medal / 2, y + content_top(h) + st.name_row / 2


def total_box(card: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The total's box on a card: (x, y, w, h)."""
    x, y, w, h = card
    bh = min(h - 14, TOTAL_MAX_H)
    return x + total_x(w), y + (h - bh) // 2, TOTAL_W, bh


def paint_header(img: Image.Image, x0: int, y0: int, w0: int, style: Style = STYLE) -> None:
    """The column icons over the cards, and "Σ" over the totals."""
    draw = ImageDraw.Draw(img)
    for column, cx in zip(COLUMNS, column_xs(w0, style), strict=True):
        S.paste_at(img, S.column_icon(column, ICON), x0 + cx, y0 + 2)
    mid = x0 + total_x(w0) + TOTAL_W / 2
    draw.text((mid, y0 + 27), "\u03a3", font=fonts.font(fonts.BOLD, T.SMALL_PX),
              fill=T.INK_SOFT, anchor="ms")


# The cards (and the pads' headers) as drawn lately: 130-300 KB a card in RGB and quantized, as
# many as 8 MB held in RGB alone, the pads of 20 tables or so.
CARDS = S.Tiles(11 << 20)
# The cards' grounds (the background there and the card's panel, by place, size and style): a
# new card is drawn on its ground, and only where its content goes is it quantized.
GROUNDS = S.Tiles(6 << 20)
CONTENT_MARGIN = 10  # room around a card's content band for accents, descenders, medal tails


def paint_pad(
    canvas: picture.Canvas,
    state: columbiz.State,
    names: Sequence[str],
    computer_seats: frozenset[int],
    box: tuple[int, int, int, int],
    ranked: bool = False,
    labels: Mapping[str, str] = C.LABELS,
    most: int = MAX_FILLED_CARD_H,
) -> None:
    """`labels`: the picture's words (the pad itself has none but names and numbers); `most`:
    the tallest a card may grow to fill `box`."""
    totals = columbiz.totals(state)
    winners = set(columbiz.winners(state))
    place = places(totals)
    show_places = any(totals)
    order = ranking(state) if ranked else None
    cards = card_boxes(state, box, order, most)
    st = style_for(next(iter(cards.values()))[3])
    value = fonts.font(fonts.BOLD, st.value_px)
    small = fonts.font(fonts.BOLD, st.small_px)

    x0, y0, w0, _ = box
    # The header's pixels are the background's there (the same for the same picture size) and
    # its icons, the same for the same place and width.
    head = ("header", canvas.size, box, st)
    kept = CARDS.get(head)
    if kept is not None:
        canvas.paste(kept, x0, y0)
    else:
        head_box = (x0, y0, x0 + w0, y0 + HEADER_H)
        paint_header(canvas.ready(head_box), x0, y0, w0, st)
        canvas.keep(CARDS, head, head_box)
    box_x = total_x(w0)
    xs = column_xs(w0, st)

    for seat, (x, y, w, h) in cards.items():
        current = seat == state.current
        won = seat in winners
        if current:  # the turn marker left of the card: a dark arrow, read by its shape
            arrow_box = (x - 24, y + h / 2 - 12, x, y + h / 2 + 12)
            S.paste(canvas.mark(arrow_box), S.arrow(22, T.INK), x - 12, y + h / 2)
        # A card's pixels are its background's (the same for the same picture size and place)
        # and what is drawn from these; most cards are as they were in the table's last picture.
        key = (canvas.size, (x, y, w, h), seat, current, won, show_places and place[seat],
               names[seat], seat in computer_seats, state.line_points[seat],
               state.captured[seat], state.supply[seat], totals[seat])
        kept = CARDS.get(key)
        if kept is not None:
            canvas.paste(kept, x, y)
            continue
        if current:
            bg, edge, width = T.CURRENT_PANEL, T.TURN_FRAME[seat], 4
        elif won:
            bg, edge, width = (255, 249, 228), T.GOLD, 3
        else:
            bg, edge, width = T.PANEL, T.PANEL_EDGE, 1
        card = (x, y, x + w, y + h)
        ground_key = (canvas.size, card, bg, edge, width)
        ground = GROUNDS.get(ground_key)
        if ground is not None:
            canvas.paste(ground, x, y)
        else:
            S.paste_at(canvas.ready(card), S.panel(w, h, bg, edge, width, 10), x, y)
            canvas.keep(GROUNDS, ground_key, card)
        # What is drawn on the ground: the name row and the values (a band left of the total,
        # which is cut to fit there) and the total's box.
        top = y + content_top(h)
        _, by, _, bh = total_box((x, y, w, h))
        canvas.mark((x + 2, max(y, top - CONTENT_MARGIN), x + box_x,
                     min(y + h, top + st.name_row + st.row_gap + st.value_row + CONTENT_MARGIN)))
        img = canvas.mark((x + box_x, by, x + box_x + TOTAL_W, by + bh))
        draw = ImageDraw.Draw(img)

        # The name row: place, colour and shape, name (cut to fit), robot for a computer seat.
        mid = top + st.name_row / 2
        if show_places:
            S.paste(img, S.medal(place[seat], st.medal), *medal_centre((x, y, w, h)))
        S.paste(img, S.icon(seat, st.mark), *mark_centre((x, y, w, h)))
        name_x = x + st.name_x
        tx = x + box_x
        ai = seat in computer_seats
        room = tx - name_x - 8 - (30 if ai else 0)
        drawn = fonts.draw_name(draw, (name_x, mid + round(st.name_px * 0.36)), names[seat],
                                st.name_px, room, T.INK)
        if ai:
            S.paste(img, S.robot(24), name_x + drawn + 7 + 12, mid - 1)

        # The values: line points, captured pieces (= their C14 points), pieces left.
        val_y = top + st.name_row + st.row_gap + st.value_row - 3
        cols = [x + cx for cx in xs]
        n_capt = state.captured[seat]
        draw.text((cols[0], val_y), str(state.line_points[seat]), font=value, fill=T.INK,
                  anchor="ls")
        draw.text((cols[1], val_y), str(n_capt), font=value, fill=T.INK, anchor="ls")
        if n_capt:
            after = cols[1] + value.getlength(str(n_capt)) + CAPTURE_GAP
            draw.text((after, val_y), f"={columbiz.capture_points(n_capt)}", font=small,
                      fill=T.INK_SOFT, anchor="ls")
        draw.text((cols[2], val_y), str(state.supply[seat]), font=value, fill=T.INK, anchor="ls")

        # The total, boxed on the right; crowned for the winners (C15).
        tb = S.panel(TOTAL_W, bh, (255, 236, 170) if won else T.CARD,
                     T.GOLD_EDGE if won else T.PANEL_EDGE, 1, 8)
        S.paste_at(img, tb, tx, by)
        cx = tx + TOTAL_W / 2
        if won:
            S.paste(img, S.crown(26), cx, by + 15)
            draw.text((cx, by + bh - 9), str(totals[seat]), font=fonts.font(fonts.BOLD, 34),
                      fill=T.INK, anchor="ms")
        else:
            draw.text((cx, by + bh / 2 + 1), str(totals[seat]), font=fonts.font(
                fonts.BOLD, T.TOTAL_PX), fill=T.INK, anchor="mm")
        canvas.keep(CARDS, key, (x, y, x + w, y + h))
