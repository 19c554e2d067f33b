"""The seats alone, for standings: per seat its mark, name, state and score (I11), and how many
stacked towers and lone pieces it controls."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine import icetowers
from render import fonts
from render import theme as T
from render.icetowers import seats
from render.icetowers.plan import HEAD_H, MARGIN, PANEL_W, Geometry, ranking
from render.icetowers.towers import paint_tower
from render.picture import card

CARD_H = HEAD_H + 54
CARD_GAP = 8
COUNT_PX = T.SMALL_PX
GLYPH = Geometry(0.6, 0.6)  # the pieces of the little towers that head the counts


def size(players: int) -> tuple[int, int]:
    return PANEL_W + 2 * MARGIN, players * CARD_H + (players - 1) * CARD_GAP + 2 * MARGIN


def card_boxes(state: icetowers.State, order: Sequence[int]) -> dict[int, tuple]:
    return {seat: (MARGIN, MARGIN + i * (CARD_H + CARD_GAP), PANEL_W, CARD_H)
            for i, seat in enumerate(order)}


def draw(state: icetowers.State, names: Sequence[str], computer_seats: frozenset[int],
         ranked: bool, labels: Mapping[str, str]) -> Image.Image:
    img = card(*size(state.players))
    d = ImageDraw.Draw(img)
    order = ranking(state) if ranked else list(range(state.players))
    totals = icetowers.scores(state)
    winners = set(icetowers.winners(state))
    state_tags = seats.tags(state)
    value = fonts.font(fonts.BOLD, COUNT_PX)
    place = seats.places(totals) if state.over else None
    for seat, box in card_boxes(state, order).items():
        seats.paint_panel(img, d, seat, box, names[seat], totals[seat], seat in computer_seats,
                          seat in winners, state_tags.get(seat), seat == state.current,
                          place[seat] if place else None)
        x, y, _, h = box
        stacked = sum(1 for t in state.towers if t.controller == seat and not t.alone)
        lone = sum(1 for t in state.towers if t.controller == seat and t.alone)
        base = y + h - 10
        cx = x + seats.NAME_X
        glyph = icetowers.Tower(0, ((seat, 3), (seat, 2)))
        paint_tower(img, glyph, GLYPH, cx + GLYPH.base(3) / 2, base)
        d.text((cx + GLYPH.base(3) + 8, base), f"\u00d7{stacked}", font=value, fill=T.INK,
               anchor="ls")
        cx += 150
        paint_tower(img, icetowers.Tower(0, ((seat, 2),)), GLYPH, cx + GLYPH.base(2) / 2, base)
        d.text((cx + GLYPH.base(2) + 8, base), f"\u00d7{lone}", font=value, fill=T.INK,
               anchor="ls")
    return img
