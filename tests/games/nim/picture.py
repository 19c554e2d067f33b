"""Nim's picture: the stones left in a row, a line under them of who is to take or who won,
and the scores. One size for every picture of a game (the replay strings them together)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render import fonts
from render import theme as T
from render.picture import card, seat_names
from tests.games.nim.rules import PILE

WIDTH, HEIGHT = 480, 200
STONE = 24
TEXT = 22  # px: capitals well above the 9 px legible at phone size


def draw(state: Any, names: tuple[str, ...], labels: dict[str, str],
         computer_seats: frozenset[int] = frozenset(), events: tuple = ()) -> Image.Image:
    """`labels`: "left" (the stones left: a counted label, bot.front.pictures), "to_take"
    and "won" (said before a name)."""
    img = card(WIDTH, HEIGHT)
    draw = ImageDraw.Draw(img)
    gap = (WIDTH - 2 * T.MARGIN) / PILE
    for index in range(PILE):
        x = T.MARGIN + index * gap + (gap - STONE) / 2
        fill = T.INK if index < state.pile else T.PANEL_EDGE
        draw.ellipse((x, 40, x + STONE, 40 + STONE), fill=fill)
    face = fonts.font(fonts.BOLD, TEXT)
    who = seat_names(state.players, names, [f"#{s + 1}" for s in range(state.players)])
    draw.text((T.MARGIN, 110), labels["left"].format(n=state.pile), font=face, fill=T.INK,
              anchor="ls")
    over = state.current is None
    label = labels["won" if over else "to_take"]
    draw.text((T.MARGIN, 160), label, font=face, fill=T.INK, anchor="ls")
    x = T.MARGIN + face.getlength(label) + 8
    fonts.draw_name(draw, (x, 160), who[state.winner if over else state.current], TEXT,
                    WIDTH - T.MARGIN - x, T.INK)
    return img
