"""The board (C1): 6 columns headed by die faces, 6 rows costing 1..6 dice, bottom row 1.

The empty board is painted once onto the cached background; a render pastes the pieces, the
cells the player on turn can pay with their dice (C7), and the marks of the last turn: tiles of
pieces placed this turn numbered in the order they went, the captured pieces crossed out in their
owner's colour and shape (C10), scoring lines (C11).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image, ImageDraw

from engine import columbiz
from engine.columbiz.moves import dice_counts, open_cells
from render import fonts, picture
from render import theme as T
from render.columbiz import sprites as S
from render.columbiz import style as C


def cell_centre(cell: int) -> tuple[float, float]:
    """Centre of a cell index (engine layout: (face - 1) * 6 + (row - 1)); row 1 at the bottom."""
    face, row = cell // 6 + 1, cell % 6 + 1
    return (
        C.BOARD_X + (face - 1) * C.CELL + C.CELL / 2,
        C.BOARD_Y + (6 - row) * C.CELL + C.CELL / 2,
    )


def head_centre(face: int) -> tuple[float, float]:
    return C.BOARD_X + (face - 1) * C.CELL + C.CELL / 2, T.MARGIN + C.HEAD_H / 2 - 4


def row_label_centre(row: int) -> tuple[float, float]:
    return T.MARGIN + C.LABEL_W / 2 - 4, C.BOARD_Y + (6 - row) * C.CELL + C.CELL / 2


def _tile_colours(cell: int) -> tuple[tuple, tuple]:
    colour = T.TILE if (cell // 6) % 2 == 0 else T.TILE_ALT
    return colour, colour


def paint_empty_board(img: Image.Image) -> None:
    """Rim, tiles, die-face heads and row costs, onto `img` (once). The tiles carry no names:
    the column's die and the row's cost name every cell (C2)."""
    draw = ImageDraw.Draw(img)
    rim = (C.BOARD_X - 5, C.BOARD_Y - 5, C.BOARD_X + C.GRID + 5, C.BOARD_Y + C.GRID + 5)
    S.paste_at(img, S.panel(rim[2] - rim[0], rim[3] - rim[1], T.BOARD_BG, T.BOARD_BG, 0, 10),
               *rim[:2])
    for cell in range(36):
        cx, cy = cell_centre(cell)
        sprite = S.panel(C.CELL - 6, C.CELL - 6, *_tile_colours(cell), 0, 7)
        S.paste(img, sprite, cx, cy)
    for face in range(1, 7):
        S.paste(img, S.die(face, C.HEAD_DIE), *head_centre(face))
    label = fonts.font(fonts.BOLD, T.SMALL_PX)
    for row in range(1, 7):
        x, y = row_label_centre(row)
        draw.text((x, y), str(row), font=label, fill=T.INK_SOFT, anchor="mm")


def buyable_cells(state: columbiz.State) -> list[int]:
    """C7: the empty cells the player on turn could put one piece on with the dice showing."""
    if state.over or state.current is None or not state.dice:
        return []
    return open_cells(state.board, dice_counts(state.dice))


def marks_of(
    state: columbiz.State, events: Iterable[columbiz.Event]
) -> tuple[list[int], dict[int, int], list[columbiz.LineScored]]:
    """From the last turn's events: cells placed (in the order they went), cells captured
    (-> owner), lines scored."""
    placed: list[int] = []
    captured: dict[int, int] = {}
    lines: list[columbiz.LineScored] = []
    for ev in events:
        if isinstance(ev, columbiz.Placed):
            cell = columbiz.parse_cell(ev.cell)
            if cell is not None and cell not in placed:
                placed.append(cell)
        elif isinstance(ev, columbiz.Captured):
            for owner, name in ev.pieces:
                cell = columbiz.parse_cell(name)
                if cell is not None:
                    captured[cell] = owner
        elif isinstance(ev, columbiz.LineScored):
            lines.append(ev)
    # A captured cell filled again later in the same turn shows its new piece, not a ghost.
    captured = {c: o for c, o in captured.items() if state.board[c] == columbiz.EMPTY}
    placed = [c for c in placed if state.board[c] != columbiz.EMPTY]
    return placed, captured, lines


Box = tuple[float, float, float, float]  # left, top, right, bottom
LINE_BADGE_R = 20  # its "+1" is SMALL_PX: 9 px of ink on a phone
LABEL_GAP = 10  # the least room between two labels, so each reads on its own


def order_badge_centres(placed: Sequence[int]) -> list[tuple[float, float]]:
    """Where each placed cell's order badge goes: the cell's top left corner."""
    out = []
    for cell in placed:
        cx, cy = cell_centre(cell)
        out.append((cx - C.CELL / 2 + 14, cy - C.CELL / 2 + 14))
    return out


def _box(cx: float, cy: float, r: float) -> Box:
    return (cx - r, cy - r, cx + r, cy + r)


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _line_ends(line: columbiz.LineScored) -> tuple[tuple[float, float], tuple[float, float]] | None:
    cells = [c for c in (columbiz.parse_cell(c) for c in line.cells) if c is not None]
    if len(cells) < 2:
        return None
    return cell_centre(cells[0]), cell_centre(cells[-1])


def line_badge_spots(lines: Sequence[columbiz.LineScored], taken: Sequence[Box]
                     ) -> list[tuple[float, float]]:
    """Where each scored line's points badge goes: on the line's end nearer the top right,
    else the other end, else a little further out or beside them, the first place that touches
    no order badge and no other line's badge (a "+1" against a ② reads "②+1")."""
    boxes = list(taken)
    out = []
    r = LINE_BADGE_R
    board = (C.BOARD_X - 4 + r, C.BOARD_Y - 4 + r, C.BOARD_X + C.GRID + 4 - r,
             C.BOARD_Y + C.GRID + 4 - r)
    for line in lines:
        ends = _line_ends(line)
        if ends is None:
            out.append((0.0, 0.0))
            continue
        (x0, y0), (x1, y1) = ends
        length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        first = (x1, y1, ux, uy) if (x1 - y1) >= (x0 - y0) else (x0, y0, -ux, -uy)
        second = (x0, y0, -ux, -uy) if first[0] == x1 and first[1] == y1 else (x1, y1, ux, uy)
        candidates = []
        for ex, ey, dx, dy in (first, second):
            for out_by in (0.36, 0.6, 0.1):
                candidates.append((ex + dx * C.CELL * out_by, ey + dy * C.CELL * out_by))
        for ex, ey, dx, dy in (first, second):
            for side in (1, -1):  # beside the end, across the line
                candidates.append((ex - side * dy * C.CELL * 0.5, ey + side * dx * C.CELL * 0.5))
        inside = [(cx, cy) for cx, cy in candidates
                  if board[0] <= cx <= board[2] and board[1] <= cy <= board[3]] or candidates
        spot = next((c for c in inside
                     if not any(overlaps(_box(*c, r + LABEL_GAP), b) for b in boxes)), inside[0])
        boxes.append(_box(*spot, r))
        out.append(spot)
    return out


def label_boxes(state: columbiz.State, events: Sequence[columbiz.Event]) -> list[Box]:
    """The boxes of the board's labels for this turn: the order badges and the lines' points."""
    placed, _, lines = marks_of(state, events)
    half = S.BADGE / 2
    orders = [_box(cx, cy, half) for cx, cy in order_badge_centres(placed)] \
        if len(placed) > 1 else []
    return orders + [_box(cx, cy, LINE_BADGE_R) for cx, cy in line_badge_spots(lines, orders)]


# The cells as drawn lately, each a Tile of its square: one opaque paste instead of a blend per
# highlight and piece. 504 kinds at most (36 cells, 14 contents), 14 KB each.
CELLS = S.Tiles(8 << 20)
LAYERS = {"tile": S.tile, "captured": S.captured, "piece": S.piece}


def cell_layers(state: columbiz.State, placed: Sequence[int], captured: dict[int, int]
                ) -> dict[int, tuple[tuple[str, object], ...]]:
    """What each cell not empty and plain shows on its square of the empty board, bottom up:
    its highlights (C7 buyable, placed or captured this turn, the captured piece's owner, C10)
    and its piece (C3), as (kind of sprite in LAYERS, its argument)."""
    layers: dict[int, list[tuple[str, object]]] = {}
    for cell in buyable_cells(state):
        layers.setdefault(cell, []).append(("tile", "buyable"))
    for cell in placed:
        layers.setdefault(cell, []).append(("tile", "placed"))
    for cell, owner in captured.items():
        layers.setdefault(cell, []).extend((("tile", "captured"), ("captured", owner)))
    for cell, seat in enumerate(state.board):
        if seat != columbiz.EMPTY:
            layers.setdefault(cell, []).append(("piece", seat))
    return {cell: tuple(shown) for cell, shown in layers.items()}


def paint_cell(canvas: picture.Canvas, cell: int, layers: tuple[tuple[str, object], ...]) -> None:
    """A cell's square with its `layers`, each sprite centred on it (none is larger than the
    square): kept as a tile, since its pixels are the empty board's and these."""
    cx, cy = cell_centre(cell)
    x, y = round(cx - C.CELL / 2), round(cy - C.CELL / 2)
    key = (canvas.size, cell, layers)
    kept = CELLS.get(key)
    if kept is not None:
        canvas.paste(kept, x, y)
        return
    box = (x, y, x + C.CELL, y + C.CELL)
    img = canvas.ready(box)
    for kind, arg in layers:
        S.paste(img, LAYERS[kind](arg), cx, cy)
    canvas.keep(CELLS, key, box)


def paint_pieces(canvas: picture.Canvas, state: columbiz.State,
                 events: Sequence[columbiz.Event]) -> None:
    placed, captured, lines = marks_of(state, events)
    for cell, layers in cell_layers(state, placed, captured).items():
        paint_cell(canvas, cell, layers)
    orders = order_badge_centres(placed) if len(placed) > 1 else []  # the order matters (C10)
    spots = line_badge_spots(lines, [_box(cx, cy, S.BADGE / 2) for cx, cy in orders])
    for line, spot in zip(lines, spots, strict=True):
        paint_line(canvas, line, spot)
    for n, (cx, cy) in enumerate(orders, 1):
        S.paste(canvas.mark(_box(cx, cy, S.BADGE / 2 + 1)), S.order_badge(n), cx, cy)


def paint_line(canvas: picture.Canvas, line: columbiz.LineScored, badge: tuple[float, float]
               ) -> None:
    """C11: a stroke through the run's pieces, a little past both ends, and its points on a
    badge at `badge`."""
    ends = _line_ends(line)
    if ends is None:
        return
    (x0, y0), (x1, y1) = ends
    length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    over = C.CELL * 0.36
    x0, y0, x1, y1 = x0 - ux * over, y0 - uy * over, x1 + ux * over, y1 + uy * over
    bx, by = badge
    pad = LINE_BADGE_R + 2
    left = int(min(x0, x1, bx)) - pad
    top = int(min(y0, y1, by)) - pad
    w, h = int(max(x0, x1, bx)) + pad - left, int(max(y0, y1, by)) + pad - top

    def paint(d: ImageDraw.ImageDraw, s: int) -> None:
        a = ((x0 - left) * s, (y0 - top) * s)
        b = ((x1 - left) * s, (y1 - top) * s)
        for colour, width in ((T.LINE_EDGE + (235,), 13), (C.LINE + (235,), 8)):
            d.line((a, b), fill=colour, width=width * s)
            r = width * s / 2
            for x, y in (a, b):
                d.ellipse((x - r, y - r, x + r, y + r), fill=colour)
        cx, cy, r = (bx - left) * s, (by - top) * s, LINE_BADGE_R * s
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=C.LINE)
        r -= 3 * s
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=T.LINE_EDGE)
        f = fonts.font(fonts.CONDENSED, T.SMALL_PX * s)
        d.text((cx, cy + s), f"+{line.points}", font=f, fill=(255, 255, 255), anchor="mm")

    S.paste_at(canvas.mark((left, top, left + w, top + h)), S.supersampled(w, h, paint), left,
               top)
