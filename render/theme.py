"""The pictures' house style, for every game: colours, the width, the type sizes.

A game's own geometry, the colours only its board has and the words its picture carries are in
its package (render/<game>/).
The image is an opaque "card" in warm paper tones: it reads as a printed board on Discord's dark
theme and is framed so it does not melt into the light one. Sizes are final pixels; the image is
meant to stay legible when a phone shows it about 400 px wide (scale ~0.47).
"""

from __future__ import annotations

# --- colours -------------------------------------------------------------------------------------
CARD = (239, 230, 210)
FRAME = (92, 74, 54)
BOARD_BG = (120, 92, 64)  # the wooden rim between tiles
TILE = (250, 244, 230)
TILE_ALT = (244, 236, 218)  # every other column, so columns read at a glance
INK = (43, 36, 28)
INK_SOFT = (96, 80, 60)  # 4.5:1 or more on every paper tone it is drawn on (WCAG AA)
INK_FAINT = (160, 145, 122)
SHADOW = (0, 0, 0, 70)

PLACED_TILE = (255, 226, 110)
PLACED_RING = (236, 128, 0)
CAPTURE_CROSS = (190, 28, 36)
LINE_EDGE = (0, 62, 80)  # also the line badge's ground: white on it is 11:1

PANEL = (247, 241, 227)
PANEL_EDGE = (206, 192, 164)
CURRENT_PANEL = (255, 255, 255)
GOLD = (242, 178, 24)
GOLD_EDGE = (140, 92, 0)
LAST_MOVE_PANEL = (232, 222, 200)  # the last move's own sunken panel, apart from the turn's
LAST_MOVE_EDGE = (176, 158, 126)

# C3, I1: seat colours in seating order, each with its own shape for colour-blind players. Their
# lightness is spread (CIELAB L* about 31, 60, 84 and 10) so that they stay apart in grayscale
# and for every kind of colour blindness, not only by hue.
SEAT_FILL = ((100, 40, 160), (64, 148, 236), (206, 210, 216), (28, 28, 32))
SEAT_EDGE = ((52, 14, 96), (16, 66, 140), (78, 82, 90), (235, 235, 235))
# The frame of the seat whose turn it is: its colour, or its edge where the fill is too pale to
# frame a white card.
TURN_FRAME = (SEAT_FILL[0], SEAT_FILL[1], SEAT_EDGE[2], SEAT_FILL[3])
SEAT_SHAPE = ("circle", "square", "triangle", "diamond")
SEAT_MARK = ((255, 255, 255), (255, 255, 255), (255, 255, 255), (255, 255, 255))

# --- sizes (final pixels) ------------------------------------------------------------------------
MARGIN = 16
# Every game's picture is this wide, so all of them show at one scale on a phone (each game lays
# out its own height).
WIDTH = 788

# Type sizes: most players see the image about 360 px wide (scale ~0.46), so nothing a player
# must read is under SMALL_PX. What counts is the ink, not the font size: DejaVu's capitals and
# digits are 0.73 em tall, so SMALL_PX's are 20 px of ink, 9.1 px on that phone (PHONE_MIN_INK;
# tests/render/test_ink_height.py measures every text drawn).
NAME_PX = 28
VALUE_PX = 32
TOTAL_PX = 40
SMALL_PX = 28
CAPTION_PX = SMALL_PX
PHONE_WIDTH = 360
PHONE_MIN_INK = 9  # px of ink of a capital or digit on that phone
PHONE_MIN_PX = int(SMALL_PX * PHONE_WIDTH / WIDTH)  # the smallest font size there, in px

# Medals for a place on the score pad (1st, 2nd, 3rd, then plain): their ground, ink on each.
MEDAL = ((242, 178, 24), (196, 200, 208), (205, 135, 70), (214, 204, 184))
MEDAL_EDGE = ((140, 92, 0), (100, 104, 112), (120, 70, 24), (150, 126, 86))
