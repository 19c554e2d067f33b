"""The score pad, as on the printed pad: per player their line points (C11), captured pieces and
their capture points (C14), the total (C15) and the pieces left in their supply (C3).

One card per seat. The current player's card is white, framed in their colour and pointed at;
at the end the winners' totals wear a crown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine import columbiz
from render import fonts
from render import theme as T
from render.columbiz import sprites as S

CARD_GAP = 8
HEADER_H = 22
MAX_CARD_H = 100
TOTAL_W = 78
NAME_X = 50  # name and first column, from the card's left edge
COLUMNS = (("lines", NAME_X), ("captured", NAME_X + 54), ("left", NAME_X + 148))


def card_height(players: int, height: int) -> int:
    return min(MAX_CARD_H, (height - HEADER_H - (players - 1) * CARD_GAP) // players)


def pad_height(players: int) -> int:
    return HEADER_H + players * MAX_CARD_H + (players - 1) * CARD_GAP


def card_boxes(
    state: columbiz.State, box: tuple[int, int, int, int], order: Sequence[int] | None = None
) -> dict[int, tuple[int, int, int, int]]:
    """Seat -> (x, y, w, h) of its card, in `order` (seating order by default) from the top."""
    x, y, w, h = box
    n = state.players
    ch = card_height(n, h)
    seats = list(order) if order is not None else list(range(n))
    top = y + HEADER_H
    return {seat: (x, top + i * (ch + CARD_GAP), w, ch) for i, seat in enumerate(seats)}


def ranking(state: columbiz.State) -> list[int]:
    """Seats by total, best first (ties keep seating order)."""
    t = columbiz.totals(state)
    return sorted(range(state.players), key=lambda s: (-t[s], s))


def paint_pad(
    img: Image.Image,
    state: columbiz.State,
    names: Sequence[str],
    computer_seats: frozenset[int],
    box: tuple[int, int, int, int],
    ranked: bool = False,
    labels: Mapping[str, str] = T.LABELS,
) -> None:
    """`labels`: the pad's words in the game's language (keys of theme.LABELS)."""
    draw = ImageDraw.Draw(img)
    totals = columbiz.totals(state)
    winners = set(columbiz.winners(state))
    order = ranking(state) if ranked else None
    value = fonts.font(fonts.BOLD, T.VALUE_PX)
    small = fonts.font(fonts.BOLD, 17)
    big = fonts.font(fonts.BOLD, T.TOTAL_PX)

    # The pad's column heads, once, over the cards.
    x0, y0, w0, _ = box
    ends = [cx for _, cx in COLUMNS[1:]] + [w0 - 10 - TOTAL_W]
    for (label, cx), end in zip(COLUMNS, ends, strict=True):
        words = labels[label]
        head = fonts.fitted(fonts.CONDENSED, T.CAPTION_PX, words, end - cx - 6)
        draw.text((x0 + cx, y0 + 13), words, font=head, fill=T.INK_SOFT, anchor="ls")
    words = labels["total"]
    head = fonts.fitted(fonts.CONDENSED, T.CAPTION_PX, words, TOTAL_W - 4)
    draw.text((x0 + w0 - 10 - TOTAL_W / 2, y0 + 13), words, font=head, fill=T.INK_SOFT,
              anchor="ms")

    for seat, (x, y, w, h) in card_boxes(state, box, order).items():
        current = seat == state.current
        won = seat in winners
        if current:
            bg, edge, width = T.CURRENT_PANEL, T.SEAT_FILL[seat], 3
        elif won:
            bg, edge, width = (255, 249, 228), T.GOLD, 3
        else:
            bg, edge, width = T.PANEL, T.PANEL_EDGE, 1
        S.paste_at(img, S.panel(w, h, bg, edge, width, 10), x, y)
        if current:
            S.paste(img, S.arrow(18, T.SEAT_FILL[seat]), x - 11, y + h / 2)

        # Line 1: colour and shape, name (cut to fit), robot mark for a computer seat.
        S.paste_at(img, S.icon(seat, 30), x + 11, y + 12)
        name_x = x + NAME_X
        total_x = x + w - TOTAL_W - 8
        ai = seat in computer_seats
        room = total_x - name_x - 10 - (30 if ai else 0)
        drawn = fonts.draw_name(draw, (name_x, y + 37), names[seat], T.NAME_PX, room, T.INK)
        if ai:
            nx = name_x + drawn + 7
            S.paste_at(img, S.robot(24), round(nx), y + 13)

        # Line 2: line points, captured pieces (= their C14 points), pieces left.
        val_y = y + h - 16
        cols = [x + cx for _, cx in COLUMNS]
        n_capt = state.captured[seat]
        draw.text((cols[0], val_y), str(state.line_points[seat]), font=value, fill=T.INK,
                  anchor="ls")
        draw.text((cols[1], val_y), str(n_capt), font=value, fill=T.INK, anchor="ls")
        if n_capt:
            after = cols[1] + value.getlength(str(n_capt)) + 4
            draw.text((after, val_y), f"={columbiz.capture_points(n_capt)}", font=small,
                      fill=T.INK_SOFT, anchor="ls")
        draw.text((cols[2], val_y), str(state.supply[seat]), font=value, fill=T.INK, anchor="ls")

        # The total, boxed on the right; crowned for the winners (C15).
        tb = S.panel(TOTAL_W, h - 14, (255, 236, 170) if won else T.CARD,
                     T.GOLD_EDGE if won else T.PANEL_EDGE, 1, 8)
        S.paste_at(img, tb, total_x, y + 7)
        mid = total_x + TOTAL_W / 2
        if won:
            S.paste(img, S.crown(28), mid, y + 22)
            draw.text((mid, y + h - 15), str(totals[seat]), font=fonts.font(fonts.BOLD, 32),
                      fill=T.INK, anchor="ms")
        else:
            draw.text((mid, y + h / 2 + 1), str(totals[seat]), font=big, fill=T.INK,
                      anchor="mm")
