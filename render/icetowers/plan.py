"""The plan of the picture: the sizes of the pyramids and the place of every tower and panel.

The picture, top to bottom: the stacked towers (two pieces or more) standing large on wooden
shelves in number order, each with its number plate in its controller's colour; one panel per
seat with its name, score and state, and its lone pieces (towers of one, always the seat's own
colour, I2) small, by size, each with its number; last, the banner: what the last action did,
or once the game is over the result line, at the bottom like Columbiz's tray.

Everything here is pure arithmetic on the state, so a test can check that every tower number
has a place inside the image without reading pixels. The layout never depends on names or
labels: words shrink into their boxes instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

from engine import icetowers
from render import theme as T

WIDTH = T.WIDTH  # every game's width: the games look like one family
MARGIN = T.MARGIN
INNER = WIDTH - 2 * MARGIN
GAP = 12  # between the parts of the picture
# The picture grows with the towers but stays about Columbiz's shape: a phone shows it ~360 px
# wide, so a taller picture is drawn smaller. To stay under this, the trays of lone pieces get
# smaller first, then the towers (SCALES), and past the smallest scale the pieces get flatter.
MAX_HEIGHT = 820

BANNER_H = 88  # the result line, or the last action

# --- pyramids, at scale 1 (final pixels) ----------------------------------------------------------
# Sizes 1, 2, 3 (small, medium, large). In a tower every piece but the top one shows as a band (a
# trapezoid: the part the piece above does not hide); the top piece shows whole, with its point.
# Widths differ by half a small piece or more so size reads at a glance.
BASE_W = {1: 36, 2: 52, 3: 68}
BAND_H = {1: 20, 2: 26, 3: 32}
TIP_H = {1: 34, 2: 44, 3: 56}
BAND_TOP = 0.56  # a band's top edge, as a share of its base
SCALES = (1.0, 0.88, 0.76, 0.66, 0.56, 0.48)
MARK_MIN = 11  # a piece's seat mark is at least this wide: 5 px on a 360 px phone

# --- the towers area ---------------------------------------------------------------------------
AREA_PAD = 12
COL_GAP = 8
PLATE_W = 66  # the number plate: "T88" fits at PLATE_PX, longer numbers drop the "T"
PLATE_H = 34
PLATE_PX = T.SMALL_PX
SHELF_H = 7
TOP_PAD = 10  # above the tallest tower of a shelf (room for its highlight)
ROW_GAP = 8
SPREAD = 48  # at most this much more room between towers on a shelf that is not full

# --- the seat panels ---------------------------------------------------------------------------
PANEL_COLS = 2
PANEL_GAP = 12
PANEL_W = (INNER - (PANEL_COLS - 1) * PANEL_GAP) // PANEL_COLS
HEAD_H = 54
SCORE_W = 88
TRAY_PAD = 12
GROUP_GAP = 10  # between the sizes in a tray


@dataclass(frozen=True)
class Geometry:
    """Pyramid sizes in pixels at horizontal scale `sx` and vertical scale `sy`."""

    sx: float
    sy: float

    def base(self, size: int) -> int:
        return max(6, round(BASE_W[size] * self.sx))

    def top(self, size: int) -> int:
        return max(3, round(BASE_W[size] * BAND_TOP * self.sx))

    def band(self, size: int) -> int:
        # Never so flat that the seat's mark (MARK_MIN across, 5 px on a phone) does not fit,
        # and a larger piece's band always a little higher; only a freak tower, flattened past
        # the smallest scale to fit the picture at all, gives that up.
        least = 4 if self.sy < self.sx else MARK_MIN + 2 + 2 * size
        return max(least, round(BAND_H[size] * self.sy))

    def tip(self, size: int) -> int:
        return max(6, round(TIP_H[size] * self.sy))

    def height(self, pieces: tuple[tuple[int, int], ...]) -> int:
        """A tower's drawn height: the bands of all pieces but the top, and the top piece."""
        return _height(self, pieces)

    def width(self, pieces: tuple[tuple[int, int], ...]) -> int:
        return _width(self, pieces)


# A layout tries several scales over the same towers, and a replay lays out a hundred states
# that share most of their towers: the sums are remembered.
@lru_cache(maxsize=1 << 14)
def _height(geo: Geometry, pieces: tuple[tuple[int, int], ...]) -> int:
    return sum(geo.band(size) for _, size in pieces[:-1]) + geo.tip(pieces[-1][1])


@lru_cache(maxsize=1 << 14)
def _width(geo: Geometry, pieces: tuple[tuple[int, int], ...]) -> int:
    return max(geo.base(size) for _, size in pieces)


@dataclass(frozen=True)
class Tray:
    """How a seat's lone pieces are drawn: their pyramids, their slots (wide enough for the
    number, wider for a wider piece) and the size of their numbers."""

    geometry: Geometry
    slot_w: dict[int, int]
    slot_h: int
    px: int


# Early on nearly every piece is alone and there are few towers: the trays get the room.
# Numbers at SMALL_PX (28) have 9 px of ink on a 360 px phone; "T60" needs 47 px there in the
# condensed face, so the narrower slots write the bare number.
LARGE_TRAY = Tray(Geometry(0.86, 0.86), {1: 54, 2: 58, 3: 66}, 92, T.SMALL_PX)
TRAY = Tray(Geometry(0.66, 0.66), {1: 47, 2: 49, 3: 54}, 74, T.SMALL_PX)

Box = tuple[int, int, int, int]  # x, y, w, h


@dataclass(frozen=True)
class TowerSpot:
    """A stacked tower: its column (tower and plate), the shelf it stands on, its plate."""

    tower: icetowers.Tower
    box: Box
    cx: float  # the tower's centre line
    base: int  # y where its bottom piece stands
    plate: Box


@dataclass(frozen=True)
class LoneSpot:
    """A lone piece in its seat's tray: its slot, where it stands, where its number goes."""

    tower: icetowers.Tower
    box: Box
    cx: float
    base: int
    label_y: int  # baseline of its number


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    geometry: Geometry  # of the stacked towers
    tray: Tray
    banner: Box | None
    area: Box | None
    shelves: tuple[Box, ...]
    towers: tuple[TowerSpot, ...]
    panels: dict[int, Box]  # seat -> its panel
    lone: tuple[LoneSpot, ...]

    @cached_property
    def spots(self) -> dict[int, Box]:
        """Tower number -> the box it is drawn in (stacked or lone)."""
        out = {s.tower.number: s.box for s in self.towers}
        out.update({s.tower.number: s.box for s in self.lone})
        return out


def _columns(towers: list[icetowers.Tower], geo: Geometry) -> list[int]:
    return list(_piece_columns(tuple(t.pieces for t in towers), geo))


Pieces = tuple[tuple[tuple[int, int], ...], ...]  # per tower, its pieces


# A layout tries the same towers at several scales, twice (large trays, then small ones), and
# lays them out at the one it keeps: the shelves are worked out once per towers and scale.
@lru_cache(maxsize=256)
def _piece_columns(pieces: Pieces, geo: Geometry) -> tuple[int, ...]:
    return tuple(max(geo.width(p), PLATE_W) + COL_GAP for p in pieces)


def _fill(widths: list[int], room: int) -> list[list[int]]:
    rows: list[list[int]] = []
    used = room
    for i, w in enumerate(widths):
        if used + w > room:
            rows.append([])
            used = 0
        rows[-1].append(i)
        used += w
    return rows


def _shelves(towers: list[icetowers.Tower], geo: Geometry) -> list[list[int]]:
    """Indexes of `towers` per shelf, in number order: as few shelves as the width allows,
    filled about evenly (no shelf left with one tower under two full ones)."""
    return [list(row) for row in _piece_shelves(tuple(t.pieces for t in towers), geo)]


@lru_cache(maxsize=256)
def _piece_shelves(pieces: Pieces, geo: Geometry) -> tuple[tuple[int, ...], ...]:
    widths = list(_piece_columns(pieces, geo))
    room = INNER - 2 * AREA_PAD + COL_GAP
    rows = _fill(widths, room)
    lo, hi = max(max(widths), sum(widths) // len(rows)), room
    while lo < hi:  # the narrowest shelf that needs no more shelves
        mid = (lo + hi) // 2
        if len(_fill(widths, mid)) <= len(rows):
            hi = mid
        else:
            lo = mid + 1
    return tuple(tuple(row) for row in _fill(widths, lo))


def _row_height(towers: list[icetowers.Tower], geo: Geometry) -> int:
    return _pieces_row_height([t.pieces for t in towers], geo)


def _pieces_row_height(pieces: list[tuple[tuple[int, int], ...]], geo: Geometry) -> int:
    tallest = max(geo.height(p) for p in pieces)
    return TOP_PAD + tallest + SHELF_H + 4 + PLATE_H + ROW_GAP


def area_height(towers: list[icetowers.Tower], geo: Geometry) -> int:
    if not towers:
        return 0
    return _area_height(tuple(t.pieces for t in towers), geo)


@lru_cache(maxsize=256)
def _area_height(pieces: Pieces, geo: Geometry) -> int:
    rows = _piece_shelves(pieces, geo)
    inner = sum(_pieces_row_height([pieces[i] for i in row], geo) for row in rows)
    return 2 * AREA_PAD + inner - ROW_GAP


def tray_slots(pieces: list[icetowers.Tower], tray: Tray) -> list[tuple[int, int]]:
    """(line, x offset) per lone piece (sorted by size, then number) in a panel's tray."""
    out = []
    line, x = 0, 0
    last = None
    for tower in pieces:
        size = tower.top[1]
        if last is not None and size != last and x:
            x += GROUP_GAP
        if x + tray.slot_w[size] > PANEL_W - 2 * TRAY_PAD:
            line, x = line + 1, 0
        out.append((line, x))
        x += tray.slot_w[size]
        last = size
    return out


def lone_by_seat(state: icetowers.State) -> dict[int, list[icetowers.Tower]]:
    out: dict[int, list[icetowers.Tower]] = {seat: [] for seat in range(state.players)}
    for tower in state.towers:
        if tower.alone:
            out[tower.controller].append(tower)
    for pieces in out.values():
        pieces.sort(key=lambda t: (t.top[1], t.number))
    return out


def tray_lines(pieces: list[icetowers.Tower], tray: Tray) -> int:
    slots = tray_slots(pieces, tray)
    return slots[-1][0] + 1 if slots else 0


def panel_height(lines: int, tray: Tray) -> int:
    return HEAD_H + (lines * tray.slot_h + 6 if lines else 0)


def _row_panel_height(lone: dict[int, list[icetowers.Tower]], row: list[int], tray: Tray) -> int:
    return panel_height(max(tray_lines(lone[s], tray) for s in row), tray)


def panels_height(state: icetowers.State, order: list[int], tray: Tray) -> int:
    lone = lone_by_seat(state)
    rows = [order[i:i + PANEL_COLS] for i in range(0, len(order), PANEL_COLS)]
    heights = [_row_panel_height(lone, row, tray) for row in rows]
    return sum(heights) + PANEL_GAP * (len(rows) - 1)


def ranking(state: icetowers.State) -> list[int]:
    """Seats by score, best first (ties keep seating order)."""
    totals = icetowers.scores(state)
    return sorted(range(state.players), key=lambda s: (-totals[s], s))


def geometry_for(towers: list[icetowers.Tower], room: int) -> Geometry:
    """The largest scale at which the stacked towers fit `room` px of height; past the smallest,
    the pieces get flatter (never narrower), so a freakishly tall tower still fits."""
    for scale in SCALES:
        geo = Geometry(scale, scale)
        if area_height(towers, geo) <= room:
            return geo
    small = SCALES[-1]
    geo = Geometry(small, small)
    flat = small
    while flat > 0.12 and area_height(towers, geo) > room:
        flat = round(flat - 0.04, 2)
        geo = Geometry(small, flat)
    return geo


def layout(state: icetowers.State, *, banner: bool = False, ranked: bool = False) -> Layout:
    """The place of everything for `state`; `banner`: room at the bottom for the result line
    or the last action; `ranked`: panels by score, best first (else in seating order)."""
    order = ranking(state) if ranked else list(range(state.players))
    stacked = [t for t in state.towers if not t.alone]
    y = MARGIN
    banner_h = BANNER_H + GAP if banner else 0
    # Large trays only while the towers still fit at full size beside them.
    for tray in (LARGE_TRAY, TRAY):
        below = panels_height(state, order, tray) + banner_h + MARGIN
        geo = geometry_for(stacked, MAX_HEIGHT - y - GAP - below)
        if geo.sx == SCALES[0] and y + area_height(stacked, geo) + GAP + below <= MAX_HEIGHT:
            break

    area = None
    shelves: list[Box] = []
    spots: list[TowerSpot] = []
    if stacked:
        area = (MARGIN, y, INNER, area_height(stacked, geo))
        columns = _columns(stacked, geo)
        top = y + AREA_PAD
        rows = _shelves(stacked, geo)
        # The same spacing on every shelf, so the towers of a column line up.
        room = INNER - 2 * AREA_PAD + COL_GAP
        extra = min(min((room - sum(columns[i] for i in row)) // len(row) for row in rows),
                    SPREAD) if len(rows) > 1 else 0
        for row in rows:
            towers = [stacked[i] for i in row]
            tallest = max(geo.height(t.pieces) for t in towers)
            base = top + TOP_PAD + tallest
            shelves.append((MARGIN + AREA_PAD // 2, base, INNER - AREA_PAD, SHELF_H))
            x = MARGIN + AREA_PAD
            for i in row:
                w = columns[i] - COL_GAP
                tower = stacked[i]
                plate = (x, base + SHELF_H + 4, w, PLATE_H)
                box = (x, base - geo.height(tower.pieces) - TOP_PAD + 4, w,
                       geo.height(tower.pieces) + TOP_PAD - 4 + SHELF_H + 4 + PLATE_H)
                spots.append(TowerSpot(tower, box, x + w / 2, base, plate))
                x += columns[i] + extra
            top += _row_height(towers, geo)
        y += area[3] + GAP

    lone = lone_by_seat(state)
    panels: dict[int, Box] = {}
    lone_spots: list[LoneSpot] = []
    for r in range(math.ceil(len(order) / PANEL_COLS)):
        row = order[r * PANEL_COLS:(r + 1) * PANEL_COLS]
        h = _row_panel_height(lone, row, tray)
        for c, seat in enumerate(row):
            x = MARGIN + c * (PANEL_W + PANEL_GAP)
            panels[seat] = (x, y, PANEL_W, h)
            for tower, (line, dx) in zip(lone[seat], tray_slots(lone[seat], tray), strict=True):
                sx, sy = x + TRAY_PAD + dx, y + HEAD_H + line * tray.slot_h
                sw, sh = tray.slot_w[tower.top[1]], tray.slot_h
                base = sy + sh - tray.px - 9
                lone_spots.append(LoneSpot(tower, (sx, sy, sw, sh), sx + sw / 2, base,
                                           sy + sh - 7))
        y += h + PANEL_GAP
    y -= PANEL_GAP
    banner_box = None
    if banner:
        banner_box = (MARGIN, y + GAP, INNER, BANNER_H)
        y += GAP + BANNER_H
    height = y + MARGIN
    return Layout(WIDTH, height, geo, tray, banner_box, area, tuple(shelves), tuple(spots), panels,
                  tuple(lone_spots))
