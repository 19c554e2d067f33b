"""The stacked towers (I2): each a stack of pyramids on a wooden shelf, in number order, with
its number (I3) on a plate in the colour of the seat that controls it, and the towers the last
action changed (I5-I7) lit up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PIL import Image

from engine import icetowers
from render import fonts, picture
from render import theme as T
from render.icetowers import sprites as S
from render.icetowers.plan import PLATE_PX, PLATE_W, Geometry, Layout, TowerSpot
from render.sprites import Tiles

# The plate's number: white on the dark seat colours, ink on a lighter grey (white on grey, or
# ink on the pieces' grey, is too faint on a phone).
PLATE_FILL = T.SEAT_FILL
PLATE_INK = ((255, 255, 255), T.INK, T.INK, (255, 255, 255))  # 4.5:1 or more on each plate
AREA = T.TILE
SHELF = T.BOARD_BG
PLATE_SMALLEST = T.SMALL_PX  # longer numbers drop the "T" rather than shrink
LONE_SMALLEST = T.SMALL_PX


@dataclass(frozen=True)
class Marks:
    """What the last action changed: the towers it named (still standing) and, per tower, the
    position (from 1) of the piece it moved there."""

    towers: frozenset[int]
    moved: Mapping[int, int]


NO_MARKS = Marks(frozenset(), {})


def marks_of(state: icetowers.State, events: Iterable[icetowers.Event]) -> Marks:
    """Capped: the capped tower; Mined: the mined one and the one its piece capped, or the piece
    now alone; Splitted: both parts. A retired number (the capping piece's) names nothing."""
    events = tuple(events)
    named: set[int] = set()
    moved_to: set[int] = set()
    for ev in events:
        if isinstance(ev, icetowers.Capped):
            named.add(ev.target)
            moved_to.add(ev.target)
        elif isinstance(ev, icetowers.Mined):
            named.add(ev.tower)
            for number in (ev.target, ev.alone):
                if number is not None:
                    named.add(number)
                    moved_to.add(number)
        elif isinstance(ev, icetowers.Splitted):
            named.update((ev.tower, ev.upper))
    standing = {t.number: t for t in state.towers}
    # The moved piece is the top one (a cap always goes on top); the tower may have changed since
    # by a later event of the same batch, so only a top of the mover's colour is marked.
    moved = {}
    for ev in events:
        if isinstance(ev, icetowers.Capped):
            number = ev.target
        elif isinstance(ev, icetowers.Mined):
            number = ev.target if ev.target is not None else ev.alone
        else:
            continue
        tower = standing.get(number)
        if tower is not None and tower.top == (ev.seat, ev.size):
            moved[number] = len(tower.pieces)
    return Marks(frozenset(n for n in named if n in standing), moved)


def paint_shelves(img: Image.Image, lay: Layout) -> None:
    """The towers' area and its empty shelves: the same for every state of this layout."""
    if lay.area is None:
        return
    x, y, w, h = lay.area
    S.paste_at(img, S.panel(w, h, AREA, T.PANEL_EDGE, 1, 12), x, y)
    for sx, sy, sw, sh in lay.shelves:
        S.paste_at(img, S.panel(sw, sh, SHELF, SHELF, 0, 3), sx, sy)


# The towers' columns as drawn lately, each a Tile of its box (a few dozen KB): most towers are
# as they were in the table's last picture.
COLUMNS = Tiles(6 << 20)


def paint_area(canvas: picture.Canvas, lay: Layout, marks: Marks,
               labels: Mapping[str, str]) -> None:
    """The stacked towers, on the shelves of the canvas's background (paint_shelves)."""
    if lay.area is None:
        return
    img = canvas.img
    widest = max(s.tower.number for s in lay.towers)
    form, size = numbering(labels, widest, fonts.BOLD, PLATE_PX, PLATE_W - 6, PLATE_SMALLEST)
    for spot in lay.towers:
        number = spot.tower.number
        bx, by, bw, bh = spot.box
        # The column and what its pieces' outlines and the highlight reach beyond it; its
        # pixels are the area's and its shelf's (the same under every column: the shelf's
        # ends are further out) and these. A centre at half a pixel rounds by x's parity.
        box = (bx - S.PAD, by - 1, bx + bw + S.PAD, by + bh + 1)
        key = (spot.tower.pieces, lay.geometry, bw, bh, spot.base - by, bx % 2,
               number in marks.towers, marks.moved.get(number), form.format(n=number), size)
        kept = COLUMNS.get(key)
        if kept is not None:
            canvas.paste(kept, box[0], box[1])
            continue
        if number in marks.towers:
            S.paste_at(img, S.panel(bw + 2, bh + 2, T.PLACED_TILE, T.PLACED_RING, 3, 9),
                       bx - 1, by - 1)
        paint_tower(img, spot.tower, lay.geometry, spot.cx, spot.base, marks.moved.get(number))
        paint_plate(img, spot, form.format(n=number), size)
        canvas.keep(COLUMNS, key, box)


def paint_tower(img: Image.Image, tower: icetowers.Tower, geo: Geometry, cx: float, y: int,
                moved: int | None = None) -> None:
    """The pieces bottom to top, each standing on the one below; the bottom one on `y`, centred
    on `cx`. `moved`: the position of the piece the last action put there, outlined."""
    pieces = tower.pieces
    for position, (seat, size) in enumerate(pieces, start=1):
        base = geo.base(size)
        left = round(cx - base / 2) - S.PAD
        hit = position == moved
        if position < len(pieces):
            h = geo.band(size)
            S.paste_at(img, S.band(seat, base, geo.top(size), h, hit), left, y - h - S.PAD)
        else:
            h = geo.tip(size)
            S.paste_at(img, S.tip(seat, base, h, hit), left, y - h - S.PAD)
        y -= h


def paint_plate(img: Image.Image, spot: TowerSpot, text: str, size: int) -> None:
    x, y, w, h = spot.plate
    seat = spot.tower.controller
    S.paste_at(img, S.panel(w, h, PLATE_FILL[seat], T.SEAT_EDGE[seat], 1, 8), x, y)
    # Digits and capitals: the baseline sits 0.36 em below the plate's middle.
    S.paste_text(img, x + w / 2, y + h / 2 + round(size * 0.36) + 1, text, fonts.BOLD, size,
                 PLATE_INK[seat])


def numbering(labels: Mapping[str, str], widest: int, face: str, size: int, width: float,
              smallest: int) -> tuple[str, int]:
    """How tower numbers are written in a picture, and at what size: the label (`T{n}`) at
    `size` px, or smaller down to `smallest` as the widest number needs; a label too long even
    then gives way to the bare number. One size for all, so the numbers look alike."""
    px = size
    for form in (labels["tower"], "{n}"):
        text = form.format(n=widest)
        px = fonts.fitted(face, size, text, width, smallest=smallest).size
        if fonts.font(face, px).getlength(text) <= width:
            return form, px
    return "{n}", px
