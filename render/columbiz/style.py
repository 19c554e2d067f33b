"""Columbiz's own look, beside the house style (render.theme): where the board, the score pad and
the tray go (final pixels), the colours only its board has, and the few words the image carries
besides names and numbers."""

from __future__ import annotations

from render import theme as T

MARGIN = T.MARGIN
LABEL_W = 30  # row labels left of the board
HEAD_H = 52  # die faces above the board
CELL = 60
GRID = 6 * CELL
PIECE = 46
BOARD_X = MARGIN + LABEL_W
BOARD_Y = MARGIN + HEAD_H

PAD_X = BOARD_X + GRID + 20
PAD_Y = MARGIN
PAD_H = HEAD_H + GRID
WIDTH = T.WIDTH
PAD_W = WIDTH - MARGIN - PAD_X  # the score pad takes the rest of the width

TRAY_Y = BOARD_Y + GRID + 14
TRAY_H = 124  # three lines: whose turn, the roll counter, the last round's tag (C12)
HEIGHT = TRAY_Y + TRAY_H + MARGIN

DIE_SIZE = 46
DIE_GAP = 7
HEAD_DIE = 40

# --- colours only this board has ------------------------------------------------------------
BUYABLE = (150, 104, 20)  # the ring of a cell the player on turn can pay with their dice (C7)
BUYABLE_TILE = (252, 236, 196)  # and its ground
DIE = (255, 255, 255)
DIE_EDGE = (70, 60, 48)
PIP = (30, 30, 34)
KEPT_WELL = (214, 197, 160)
KEPT_EDGE = (150, 126, 86)
LINE = (0, 170, 200)
# The ground of a cell whose piece was just captured: white, the farthest from every seat's fill in
# grayscale too (the grey seat's is 84 L*, the tiles' 95).
CAPTURE_TILE = (255, 255, 255)

# --- words ------------------------------------------------------------------------------------
# The only text the image carries besides names and numbers. The bot's catalog owns every
# message. The score pad's columns are headed by icons, not words: the same in every language.
LABELS = {
    "roll": "Roll {n}/3",
    "to_roll": "to roll",
    "final_round": "LAST ROUND",
    "game_over": "Game over",
    "wins": "wins",
    "share": "share the win",
    "points": "{n} pts",
    "took": "took {n}",
    "set_aside": "{n} set aside",
}
