"""Colours, sizes and the few words the image carries.

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
TILE_TOP = (246, 232, 200)  # row 6: can never be captured (C10)
CELL_HINT = (196, 183, 158)
INK = (43, 36, 28)
INK_SOFT = (112, 96, 76)
INK_FAINT = (160, 145, 122)
DIE = (255, 255, 255)
DIE_EDGE = (70, 60, 48)
PIP = (30, 30, 34)
SHADOW = (0, 0, 0, 70)

PLACED_TILE = (255, 226, 110)
PLACED_RING = (236, 128, 0)
CAPTURE_TILE = (246, 200, 192)
CAPTURE_CROSS = (206, 32, 40)
LINE = (0, 170, 200)
LINE_EDGE = (0, 62, 80)

PANEL = (247, 241, 227)
PANEL_EDGE = (206, 192, 164)
CURRENT_PANEL = (255, 255, 255)
KEPT_WELL = (214, 197, 160)
KEPT_EDGE = (150, 126, 86)
GOLD = (242, 178, 24)
GOLD_EDGE = (140, 92, 0)

# C3: seat colours in seating order, each with its own shape for colour-blind players.
SEAT_FILL = ((126, 63, 191), (38, 110, 220), (142, 148, 156), (28, 28, 32))
SEAT_EDGE = ((72, 30, 120), (16, 58, 130), (70, 74, 80), (235, 235, 235))
SEAT_SHAPE = ("circle", "square", "triangle", "diamond")
SEAT_MARK = ((255, 255, 255), (255, 255, 255), (255, 255, 255), (255, 255, 255))

# --- geometry (final pixels) ---------------------------------------------------------------------
MARGIN = 16
LABEL_W = 30  # row labels left of the board
HEAD_H = 52  # die faces above the board
CELL = 62
GRID = 6 * CELL
PIECE = 46
BOARD_X = MARGIN + LABEL_W
BOARD_Y = MARGIN + HEAD_H

PAD_X = BOARD_X + GRID + 24
PAD_W = 330
PAD_Y = MARGIN
PAD_H = HEAD_H + GRID

WIDTH = PAD_X + PAD_W + MARGIN
TRAY_Y = BOARD_Y + GRID + 14
TRAY_H = 88
HEIGHT = TRAY_Y + TRAY_H + MARGIN

DIE_SIZE = 46
DIE_GAP = 7
HEAD_DIE = 40

# Type sizes: the image is shown about half size on a phone, so nothing that must be read is
# under 24 px here; captions (14 px) name columns whose meaning does not change.
NAME_PX = 26
VALUE_PX = 26
TOTAL_PX = 38
CAPTION_PX = 14

# --- words ---------------------------------------------------------------------------------------
# The only text the image carries besides names and numbers. The bot's catalog owns every
# message; these short labels are part of the picture, like the printed pad's column heads.
LABELS = {
    "lines": "LINES",
    "captured": "CAPTURED",
    "left": "LEFT",
    "total": "TOTAL",
    "kept": "KEPT",
    "roll": "Roll {n}/3",
    "to_roll": "to roll",
    "final_round": "LAST ROUND",
    "game_over": "Game over",
    "wins": "wins",
    "share": "share the win",
    "points": "{n} pts",
}
