"""The standings pictures every game shares: a server's leaderboard (rank, name, rating, games,
win share and a trend line of the last games) and one player's ratings (a line per game kind over
their games, their record against their most frequent opponents, their best and latest games).

The bot hands over sheets of words and numbers already written in the reader's language; this
module only lays them out, in the house style of the board pictures (a paper card in a wooden
frame, bundled fonts). At WIDTH px the smallest type (SMALL_PX) still has capitals and digits
9 px or more tall when a phone shows the picture 360 px wide.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import fonts
from render import theme as T

WIDTH = 640
PAD = 18  # inside the frame
FRAME_W = 4
TITLE_PX = 34
NAME_PX = 26
VALUE_PX = 26
SMALL_PX = 22
ROW_H = 46
SS = 2  # lines are drawn at twice the size and reduced, for smooth edges

UP = (0, 120, 56)  # a rating that rose: dark green, with an upward shape, not colour alone
DOWN = (176, 30, 36)
# one colour and one mark per game kind on the stats graph (colour-blind players read the mark)
KIND_COLOURS = (T.SEAT_FILL[0], T.LINE_EDGE, T.GOLD_EDGE, T.SEAT_FILL[3])
KIND_MARKS = ("circle", "square", "triangle", "diamond")


@dataclass(frozen=True)
class BoardRow:
    rank: str
    name: str
    rating: str  # the number, as the language writes it
    provisional: bool  # shown with a "?"
    games: str
    wins: str  # the win share, e.g. "58 %"
    trend: tuple[int, ...]  # the last ratings, oldest first
    reader: bool = False  # the reader's own line: framed


@dataclass(frozen=True)
class LeaderboardSheet:
    title: str
    subtitle: str
    headings: tuple[str, str, str, str, str, str]  # rank, player, rating, games, wins, trend
    rows: tuple[BoardRow, ...]
    reader_row: BoardRow | None  # the reader's line below the top, when they are not in it
    note: str  # what "?" means


@dataclass(frozen=True)
class KindLine:
    label: str  # the game's name
    summary: str  # e.g. "1,512? · #3 of 23 · 40 games · 55 % won"
    points: tuple[tuple[float, int], ...]  # (order of the game on the server, rating after it)


@dataclass(frozen=True)
class GameItem:
    text: str  # e.g. "#123 · Columbiz · 1st of 4"
    change: str  # e.g. "+28"
    up: bool | None  # the rating rose, fell, or stayed (None)


@dataclass(frozen=True)
class StatsSheet:
    title: str  # the player's name
    subtitle: str
    kinds: tuple[KindLine, ...]
    ticks: tuple[tuple[int, str], ...]  # the graph's ratings marked, with their words
    graph_title: str
    opponents_title: str
    opponent_headings: tuple[str, str, str, str, str]  # opponent, games, ahead, behind, tied
    opponents: tuple[tuple[str, str, str, str, str], ...]
    best_title: str
    best: tuple[GameItem, ...]
    latest_title: str
    latest: tuple[GameItem, ...]
    nothing: str  # an empty list's words


# --- drawing helpers ---------------------------------------------------------------------------


def _png(img: Image.Image) -> bytes:
    out = io.BytesIO()
    img.convert("RGB").save(out, format="PNG", compress_level=2)
    return out.getvalue()


def _card(height: int) -> Image.Image:
    img = Image.new("RGB", (WIDTH, height), T.CARD)
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH - 1, height - 1), outline=T.FRAME,
                                  width=FRAME_W)
    return img


def _text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], words: str, size: int,
          width: float, fill, anchor: str = "ls", face: str = fonts.BOLD) -> float:
    """Words (left, right or centre anchored, baseline at y) shrunk, then cut, to fit `width`."""
    words = fonts.drawable(words)
    f = fonts.fitted(face, size, words, width, smallest=SMALL_PX)
    if f.getlength(words) > width:
        words = fonts.fit(words, face, f.size, width).text
    draw.text(xy, words, font=f, fill=fill, anchor=anchor)
    return f.getlength(words)


def _wrap(words: str, size: int, width: float, face: str = fonts.BOLD, most: int = 2
          ) -> list[str]:
    """Words broken into at most `most` lines of `width` px (the last cut if need be)."""
    return fonts.wrap(words, face, size, width, most)


def _text_lines(draw: ImageDraw.ImageDraw, x: float, y: float, lines: list[str], size: int,
                width: float, fill, step: int) -> None:
    """Lines from baseline `y` down, `step` px apart, each cut to `width` if need be."""
    for i, line in enumerate(lines):
        _text(draw, (x, y + i * step), line, size, width, fill)


def _mark(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, fill) -> None:
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif shape == "square":
        draw.rectangle((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill=fill)
    elif shape == "triangle":
        draw.polygon([(cx, cy - r * 1.1), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)],
                     fill=fill)
    else:
        draw.polygon([(cx, cy - r * 1.2), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)],
                     fill=fill)


def _lines(img: Image.Image, box: tuple[int, int, int, int],
           series: Sequence[tuple[Sequence[tuple[float, float]], tuple, str | None]],
           width: float, inset: float) -> None:
    """Polylines (points in 0..1 of `box` less `inset` all round, y upwards) drawn smooth, each
    with a mark at its end."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    layer = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    r = width * 2.2 * SS
    inner = inset * SS
    for points, colour, mark in series:
        xy = [(inner + px * (w - 2 * inset) * SS, inner + (1 - py) * (h - 2 * inset) * SS)
              for px, py in points]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=round(width * SS), joint="curve")
        if xy and mark:
            _mark(draw, mark, *xy[-1], r, colour)
    layer = layer.convert("RGBa").reduce(SS).convert("RGBA")
    img.paste(layer, (x0, y0), layer)


# --- the leaderboard ---------------------------------------------------------------------------

TREND_W = 80
COL_GAP = 12
MIN_NAME_W = 150


@dataclass(frozen=True)
class Columns:
    """Where the leaderboard's columns end (right-aligned numbers), measured from the sheet's
    own headings and values, so a language's longer words take room from the names only."""

    name_x: int
    name_w: int
    rating_r: int
    games_r: int
    wins_r: int
    trend_x: int


def _columns(sheet: LeaderboardSheet) -> Columns:
    rows = [*sheet.rows, *([sheet.reader_row] if sheet.reader_row else [])]
    head = fonts.font(fonts.CONDENSED, SMALL_PX)
    bold = fonts.font(fonts.BOLD, VALUE_PX)
    cond = fonts.font(fonts.CONDENSED, VALUE_PX)
    _, _, rating_h, games_h, wins_h, _ = sheet.headings
    rank_w = max(cond.getlength(r.rank) for r in rows) + 10
    rating_w = max(max(bold.getlength(r.rating + "?") for r in rows), head.getlength(rating_h))
    games_w = max(max(cond.getlength(r.games) for r in rows), head.getlength(games_h))
    wins_w = max(max(cond.getlength(r.wins) for r in rows), head.getlength(wins_h))
    trend_x = WIDTH - PAD - TREND_W
    wins_r = trend_x - COL_GAP
    games_r = round(wins_r - wins_w - COL_GAP)
    rating_r = round(games_r - games_w - COL_GAP)
    name_x = round(PAD + max(rank_w, 40) + 4)
    name_w = round(rating_r - rating_w - COL_GAP - name_x)
    if name_w < MIN_NAME_W:  # numbers and headings squeezed (they shrink, then are cut)
        give = MIN_NAME_W - name_w
        rating_r += give
        name_w = MIN_NAME_W
    return Columns(name_x, name_w, rating_r, games_r, wins_r, trend_x)


def _board_row(img: Image.Image, draw: ImageDraw.ImageDraw, y: int, row: BoardRow,
               shade: bool, c: Columns) -> None:
    box = (PAD, y, WIDTH - PAD, y + ROW_H - 4)
    if row.reader:
        draw.rounded_rectangle(box, radius=8, fill=T.CURRENT_PANEL, outline=T.FRAME, width=3)
    elif shade:
        draw.rounded_rectangle(box, radius=8, fill=T.TILE_ALT)
    base = y + ROW_H - 16
    _text(draw, (c.name_x - 10, base), row.rank, VALUE_PX, c.name_x - PAD - 12, T.INK, "rs",
          fonts.CONDENSED)
    fonts.draw_name(draw, (c.name_x, base), row.name, NAME_PX, c.name_w, T.INK)
    mark_w = fonts.font(fonts.BOLD, VALUE_PX).getlength("?")
    room = c.rating_r - c.name_x - c.name_w - COL_GAP
    _text(draw, (c.rating_r - mark_w - 2, base), row.rating, VALUE_PX, room - mark_w, T.INK,
          "rs")
    if row.provisional:
        draw.text((c.rating_r, base), "?", font=fonts.font(fonts.BOLD, VALUE_PX),
                  fill=T.INK_SOFT, anchor="rs")
    _text(draw, (c.games_r, base), row.games, VALUE_PX, c.games_r - c.rating_r - COL_GAP,
          T.INK_SOFT, "rs", fonts.CONDENSED)
    _text(draw, (c.wins_r, base), row.wins, VALUE_PX, c.wins_r - c.games_r - COL_GAP,
          T.INK_SOFT, "rs", fonts.CONDENSED)
    _trend(img, (c.trend_x, y + 6, WIDTH - PAD - 6, y + ROW_H - 10), row.trend)


def _trend(img: Image.Image, box: tuple[int, int, int, int], values: Sequence[int]) -> None:
    if len(values) < 2:
        return
    lo, hi = min(values), max(values)
    span = max(hi - lo, 1)
    n = len(values)
    points = [(i / (n - 1), (v - lo) / span if hi > lo else 0.5) for i, v in enumerate(values)]
    rising = values[-1] >= values[0]
    _lines(img, box, [(points, UP if rising else DOWN, "triangle" if rising else "square")],
           2.5, 7)


def render_leaderboard(sheet: LeaderboardSheet) -> bytes:
    rows = list(sheet.rows)
    gap = 22 if sheet.reader_row is not None else 0
    count = len(rows) + (1 if sheet.reader_row is not None else 0)
    top = PAD + 46 + 34 + 16  # title, subtitle, space
    head_h = 34
    note = _wrap(sheet.note, SMALL_PX, WIDTH - 2 * PAD)
    height = top + head_h + count * ROW_H + gap + 16 + 30 * len(note) + PAD
    img = _card(height)
    draw = ImageDraw.Draw(img)
    _text(draw, (PAD, PAD + 34), sheet.title, TITLE_PX, WIDTH - 2 * PAD, T.INK)
    _text(draw, (PAD, PAD + 34 + 36), sheet.subtitle, SMALL_PX, WIDTH - 2 * PAD, T.INK_SOFT)
    y = top
    base = y + head_h - 10
    c = _columns(sheet)
    rank, player, rating, games, wins, trend = sheet.headings
    soft, cond = T.INK_SOFT, fonts.CONDENSED
    _text(draw, (c.name_x - 10, base), rank, SMALL_PX, c.name_x - PAD - 12, soft, "rs", cond)
    _text(draw, (c.name_x, base), player, SMALL_PX, c.name_w, soft, "ls", cond)
    _text(draw, (c.rating_r, base), rating, SMALL_PX, c.rating_r - c.name_x - c.name_w - 4,
          soft, "rs", cond)
    _text(draw, (c.games_r, base), games, SMALL_PX, c.games_r - c.rating_r - 4, soft, "rs",
          cond)
    _text(draw, (c.wins_r, base), wins, SMALL_PX, c.wins_r - c.games_r - 4, soft, "rs", cond)
    _text(draw, (WIDTH - PAD - 4, base), trend, SMALL_PX, TREND_W + COL_GAP - 4, soft, "rs",
          cond)
    draw.line((PAD, y + head_h, WIDTH - PAD, y + head_h), fill=T.PANEL_EDGE, width=2)
    y += head_h + 4
    for i, row in enumerate(rows):
        _board_row(img, draw, y, row, i % 2 == 1, c)
        y += ROW_H
    if sheet.reader_row is not None:
        for k in range(3):  # the rows between the top and the reader's own
            cx = WIDTH // 2 + (k - 1) * 14
            draw.ellipse((cx - 3, y + 6, cx + 3, y + 12), fill=T.INK_FAINT)
        y += gap
        _board_row(img, draw, y, sheet.reader_row, False, c)
        y += ROW_H
    _text_lines(draw, PAD, y + 16 + 22, note, SMALL_PX, WIDTH - 2 * PAD, T.INK_SOFT, 30)
    return _png(img)


# --- one player's ratings ----------------------------------------------------------------------

GRAPH_H = 230
KIND_H = 70  # a game kind's name and standing
TICK_W = 86  # the graph's ratings, left of it
GRAPH_INSET = 14  # room inside the graph's frame for the end marks


def nice_ticks(lo: int, hi: int, most: int = 4) -> list[int]:
    """Round ratings to mark on a graph from `lo` to `hi` (at most `most` + 1 of them)."""
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / most
    step = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if step * factor >= raw:
            step *= factor
            break
    first = math.ceil(lo / step) * step
    return list(range(int(first), int(hi) + 1, int(step)))


def graph_range(kinds: Sequence[KindLine]) -> tuple[int, int]:
    values = [v for k in kinds for _, v in k.points]
    lo, hi = min(values), max(values)
    margin = max(10, (hi - lo) // 10)
    return lo - margin, hi + margin


def _section(draw: ImageDraw.ImageDraw, y: int, title: str) -> int:
    _text(draw, (PAD, y + 28), title, NAME_PX, WIDTH - 2 * PAD, T.INK)
    draw.line((PAD, y + 38, WIDTH - PAD, y + 38), fill=T.PANEL_EDGE, width=2)
    return y + 44


def _games(draw: ImageDraw.ImageDraw, y: int, items: Sequence[GameItem], nothing: str) -> int:
    if not items:
        _text(draw, (PAD, y + 30), nothing, SMALL_PX, WIDTH - 2 * PAD, T.INK_SOFT)
        return y + 40
    for item in items:
        base = y + 30
        change_w = 110
        _text(draw, (PAD, base), item.text, SMALL_PX + 2, WIDTH - 2 * PAD - change_w,
              T.INK)
        colour = T.INK_SOFT if item.up is None else (UP if item.up else DOWN)
        _text(draw, (WIDTH - PAD, base), item.change, VALUE_PX, change_w - 8, colour, "rs")
        y += 40
    return y


def _opponent_columns(sheet: StatsSheet) -> tuple[list[int], list[float]]:
    """The right edges and widths of the opponents' four number columns, each as wide as its
    heading or its widest number."""
    head = fonts.font(fonts.CONDENSED, SMALL_PX)
    value = fonts.font(fonts.BOLD, VALUE_PX - 2)
    widths = [max([head.getlength(h)] + [value.getlength(o[k + 1]) for o in sheet.opponents])
              for k, h in enumerate(sheet.opponent_headings[1:])]
    rights, x = [], WIDTH - PAD
    for w in reversed(widths):
        rights.append(round(x))
        x -= w + 14
    return rights[::-1], widths


def render_stats(sheet: StatsSheet) -> bytes:
    opp_rows = max(1, len(sheet.opponents))
    room = WIDTH - 2 * PAD - 28
    summaries = [_wrap(k.summary, SMALL_PX + 2, room) for k in sheet.kinds]
    height = (PAD + 44 + 36 + 10 + sum(KIND_H + 28 * (len(w) - 1) for w in summaries) + 44
              + GRAPH_H + 40
              + 44 + 34 + opp_rows * 40 + 10
              + 44 + max(1, len(sheet.best)) * 40 + 10
              + 44 + max(1, len(sheet.latest)) * 40 + PAD)
    img = _card(height)
    draw = ImageDraw.Draw(img)
    fonts.draw_name(draw, (PAD, PAD + 34), sheet.title, TITLE_PX, WIDTH - 2 * PAD, T.INK)
    _text(draw, (PAD, PAD + 34 + 36), sheet.subtitle, SMALL_PX, WIDTH - 2 * PAD, T.INK_SOFT)
    y = PAD + 44 + 36 + 10
    for i, (kind, summary) in enumerate(zip(sheet.kinds, summaries)):
        base = y + 30  # each kind: its mark, its name, its standing
        _mark(draw, KIND_MARKS[i % 4], PAD + 10, base - 9, 9, KIND_COLOURS[i % 4])
        _text(draw, (PAD + 28, base), kind.label, NAME_PX, room, T.INK)
        _text_lines(draw, PAD + 28, base + 30, summary, SMALL_PX + 2, room, T.INK_SOFT, 28)
        y += KIND_H + 28 * (len(summary) - 1)
    y = _section(draw, y, sheet.graph_title)
    _graph(img, draw, (PAD, y + 10, WIDTH - PAD, y + 10 + GRAPH_H), sheet)
    y += GRAPH_H + 40
    y = _section(draw, y, sheet.opponents_title)
    cols, widths = _opponent_columns(sheet)  # right edges of the number columns
    name_w = cols[0] - widths[0] - PAD - 14
    heads = sheet.opponent_headings
    _text(draw, (PAD, y + 26), heads[0], SMALL_PX, name_w, T.INK_SOFT, "ls", fonts.CONDENSED)
    for right, width, head in zip(cols, widths, heads[1:]):
        _text(draw, (right, y + 26), head, SMALL_PX, width + 1, T.INK_SOFT, "rs",
              fonts.CONDENSED)
    y += 34
    if not sheet.opponents:
        _text(draw, (PAD, y + 30), sheet.nothing, SMALL_PX, WIDTH - 2 * PAD, T.INK_SOFT)
        y += 40
    for k, (name, *numbers) in enumerate(sheet.opponents):
        if k % 2:
            draw.rounded_rectangle((PAD, y + 2, WIDTH - PAD, y + 38), radius=8, fill=T.TILE_ALT)
        fonts.draw_name(draw, (PAD + 6, y + 30), name, NAME_PX - 2, name_w - 10, T.INK)
        for right, value in zip(cols, numbers):
            _text(draw, (right, y + 30), value, VALUE_PX - 2, 88, T.INK, "rs")
        y += 40
    y = _section(draw, y + 10, sheet.best_title)
    y = _games(draw, y, sheet.best, sheet.nothing)
    y = _section(draw, y + 10, sheet.latest_title)
    _games(draw, y, sheet.latest, sheet.nothing)
    return _png(img)


def _graph(img: Image.Image, draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int],
           sheet: StatsSheet) -> None:
    x0, y0, x1, y1 = box
    lo, hi = graph_range(sheet.kinds)
    gx0 = x0 + TICK_W
    draw.rectangle((gx0, y0, x1, y1), fill=T.TILE, outline=T.PANEL_EDGE, width=2)
    for value, words in sheet.ticks:
        y = y1 - GRAPH_INSET - (value - lo) / (hi - lo) * (y1 - y0 - 2 * GRAPH_INSET)
        draw.line((gx0 + 2, y, x1 - 2, y), fill=T.PANEL_EDGE, width=1)
        _text(draw, (gx0 - 8, y + 8), words, SMALL_PX, TICK_W - 10, T.INK_SOFT, "rs")
    order = sorted({seq for k in sheet.kinds for seq, _ in k.points})
    at = {seq: i for i, seq in enumerate(order)}
    span = max(len(order) - 1, 1)
    series = []
    for i, kind in enumerate(sheet.kinds):
        points = [(at[seq] / span if len(order) > 1 else 0.5, (v - lo) / (hi - lo))
                  for seq, v in kind.points]
        series.append((points, KIND_COLOURS[i % 4], KIND_MARKS[i % 4]))
    _lines(img, (gx0, y0, x1, y1), series, 3.0, GRAPH_INSET)
