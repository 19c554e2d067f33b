"""The dice tray (C4, C6): whose turn, the roll counter, the eight dice with kept ones set apart
(in a sunken well, with gold rims).

Before the first roll of a turn the dice say nothing, so their place tells the last move, in a
sunken panel of its own marked with a turning-back arrow, set apart from the player on turn: who
moved, the cells in the order they went, what it captured (C10) or set aside (C9), its line
points (C11). In the last round (C12) a tag says so, always in the same place.
Once the game is over the tray becomes the result line: the winner(s) crowned (C15).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine import columbiz
from render import fonts, picture, result
from render import theme as T
from render.columbiz import sprites as S
from render.columbiz import style as C

PAD = 14
DICE_TOP = 18  # from the tray's top
ROLL_DOT_Y = 62  # the roll counter's dots, from the tray's top
TAG_TOP = 84  # the last round's tag, from the tray's top
TAG_H = 34
SEP = 22  # between kept and rolled dice


def split_dice(state: columbiz.State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(kept, rolled): the kept dice and the others, each sorted."""
    rest = Counter(state.dice)
    rest.subtract(Counter(state.kept))
    rolled = tuple(sorted(rest.elements()))
    return tuple(sorted(state.kept)), rolled


def dice_layout(state: columbiz.State, x: int, y: int, w: int) -> list[tuple[int, int, bool]]:
    """(face, left x, kept) per die, right-aligned in the tray; faces 0 before the first roll."""
    kept, rolled = split_dice(state)
    if not state.dice:
        kept, rolled = (), (0,) * columbiz.DICE_COUNT
    n = len(kept) + len(rolled)
    sep = SEP if kept and rolled else 0
    width = n * C.DIE_SIZE + (n - 1) * C.DIE_GAP + sep
    left = x + w - PAD - width
    out = []
    for i, face in enumerate(kept):
        out.append((face, left + i * (C.DIE_SIZE + C.DIE_GAP), True))
    left += len(kept) * (C.DIE_SIZE + C.DIE_GAP) + sep
    for i, face in enumerate(rolled):
        out.append((face, left + i * (C.DIE_SIZE + C.DIE_GAP), False))
    return out


def dice_left(x: int, w: int) -> int:
    """Where the dice area starts: eight dice and the gap between kept and rolled ones."""
    n = columbiz.DICE_COUNT
    return x + w - PAD - (n * C.DIE_SIZE + (n - 1) * C.DIE_GAP + SEP) - 10


def die_top(y: int) -> int:
    return y + DICE_TOP


@dataclass(frozen=True)
class LastMove:
    """What the last turn did, read from its events."""

    seat: int
    cells: tuple[str, ...] = ()  # C2 names, in the order they were placed
    captured: tuple[int, ...] = ()  # owner seat per captured piece (C10)
    points: int = 0  # line points (C11)
    set_aside: int = 0  # C9


def last_move(events: Sequence[columbiz.Event]) -> LastMove | None:
    """The last placement or set-aside among `events`, or None if they hold neither."""
    seat = None
    cells: list[str] = []
    captured: list[int] = []
    points = aside = 0
    for ev in events:
        if isinstance(ev, columbiz.Placed):
            seat = ev.seat
            cells.append(ev.cell)
        elif isinstance(ev, columbiz.Captured):
            captured.extend(owner for owner, _ in ev.pieces)
        elif isinstance(ev, columbiz.LineScored):
            points += ev.points
        elif isinstance(ev, columbiz.SetAside):
            seat, aside = ev.seat, ev.count
    if seat is None:
        return None
    return LastMove(seat, tuple(cells), tuple(captured), points, aside)


def paint_tray(
    canvas: picture.Canvas,
    state: columbiz.State,
    names: Sequence[str],
    computer_seats: frozenset[int],
    box: tuple[int, int, int, int],
    labels: Mapping[str, str] = C.LABELS,
    events: Sequence[columbiz.Event] = (),
) -> None:
    """`labels`: the tray's words in the game's language (keys of C.LABELS); `events`: the
    last turn's, told in the dice's place before the first roll."""
    x, y, w, h = box
    if state.over or state.current is None:
        paint_result(canvas, state, names, box, labels)
        return
    seat = state.current
    left = dice_left(x, w)
    img = canvas.mark((x, y, left, y + h))  # whose turn, the rolls, the last round: left of it
    draw = ImageDraw.Draw(img)

    # Whose turn, and how many rolls they have made (C6: at most 3).
    S.paste_at(img, S.icon(seat, 30), x + PAD, y + 13)
    name_x = x + PAD + 40
    room = left - name_x - 12 - (28 if seat in computer_seats else 0)
    drawn = fonts.draw_name(draw, (name_x, y + 38), names[seat], T.NAME_PX, room, T.INK)
    if seat in computer_seats:
        nx = name_x + drawn + 7
        S.paste_at(img, S.robot(24), round(nx), y + 14)
    for i in range(columbiz.MAX_ROLLS):
        cx, cy = x + PAD + 9 + i * 21, y + ROLL_DOT_Y
        if i < state.rolls:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), fill=T.INK)
        else:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), outline=T.INK_SOFT, width=2)
    text = labels["roll"].format(n=state.rolls) if state.rolls else labels["to_roll"]
    roll_room = left - (x + PAD + 70) - 8
    text = fonts.fit(text, fonts.BOLD, T.SMALL_PX, roll_room).text
    draw.text((x + PAD + 70, y + ROLL_DOT_Y + 10), text, font=fonts.font(fonts.BOLD, T.SMALL_PX),
              fill=T.INK_SOFT, anchor="ls")
    if state.final_round:  # C12: a supply is empty, this round is the last
        label = fonts.fit(labels["final_round"], fonts.CONDENSED, T.SMALL_PX,
                          left - x - PAD - 26).text
        tag = fonts.font(fonts.CONDENSED, T.SMALL_PX)
        tw = round(tag.getlength(label))
        S.paste_at(img, S.panel(tw + 16, TAG_H, T.CAPTURE_CROSS, T.CAPTURE_CROSS, 0, 7),
                   x + PAD, y + TAG_TOP)
        draw.text((x + PAD + 8, y + TAG_TOP + 27), label, font=tag, fill=(255, 255, 255),
                  anchor="ls")

    move = last_move(events) if not state.dice else None
    if move is not None:
        canvas.mark((left - 6, y, x + w, y + h))
        paint_last_move(img, move, names, (left, y, x + w - PAD - left, h), labels)
        return

    # The dice: kept ones in a sunken well on the left, rolled ones to its right.
    layout = dice_layout(state, x, y, w)
    kept_xs = [dx for _, dx, k in layout if k]
    if kept_xs:  # the well and the dice's gold rims say "kept" in every language
        wx0, wx1 = kept_xs[0] - 8, kept_xs[-1] + C.DIE_SIZE + 8
        well = S.panel(wx1 - wx0, C.DIE_SIZE + 2 * DICE_TOP - 8, C.KEPT_WELL, C.KEPT_EDGE, 1, 9)
        canvas.mark((wx0, y + 4, wx1, y + 4 + well.height))  # the kept dice are in it
        S.paste_at(img, well, wx0, y + 4)
    for face, dx, kept in layout:
        style = "ghost" if face == 0 else ("kept" if kept else "plain")
        if kept:
            S.paste_at(img, S.die(face, C.DIE_SIZE, style), dx - 1, die_top(y) - 1)
        else:
            paint_die(canvas, face, style, dx - 1, die_top(y) - 1)


# The dice out of the well as drawn lately (a 52 px square each; 9 layouts x 8 places x 7 faces
# at most).
DICE = S.Tiles(2 << 20)


def paint_die(canvas: picture.Canvas, face: int, style: str, x: int, y: int) -> None:
    """A die out of the well, its sprite's top left at (x, y) on the tray's flat panel: its
    square's pixels are the background's there and the die's, kept as a tile."""
    key = (canvas.size, x, y, face, style)
    kept = DICE.get(key)
    if kept is not None:
        canvas.paste(kept, x, y)
        return
    sprite = S.die(face, C.DIE_SIZE, style)
    box = (x, y, x + sprite.width, y + sprite.height)
    S.paste_at(canvas.ready(box), sprite, x, y)
    canvas.keep(DICE, key, box)


def last_move_words(move: LastMove, labels: Mapping[str, str]) -> list[str]:
    """The last move's parts after the name: cells in order, what it took or set aside, points."""
    parts = [", ".join(move.cells)] if move.cells else []
    if move.set_aside:
        parts.append(labels["set_aside"].format(n=move.set_aside))
    if move.captured:
        parts.append(labels["took"].format(n=len(move.captured)))
    parts.append(f"+{move.points}")
    return parts


def paint_last_move(
    img: Image.Image, move: LastMove, names: Sequence[str], box: tuple[int, int, int, int],
    labels: Mapping[str, str],
) -> None:
    """Within `box`, in a sunken panel marked with a turning-back arrow: "↺ ◆ Dmitri" above
    "444, 5 · took 1 ■ · +0" (owners' marks after "took")."""
    x, y, w, h = box
    S.paste_at(img, S.panel(w + 6, h - 8, T.LAST_MOVE_PANEL, T.LAST_MOVE_EDGE, 1, 9), x - 6,
               y + 4)
    draw = ImageDraw.Draw(img)
    S.paste_at(img, S.last_move(26), x + 4, y + 16)
    S.paste_at(img, S.icon(move.seat, 26), x + 38, y + 16)
    fonts.draw_name(draw, (x + 72, y + 40), names[move.seat], T.NAME_PX, w - 78, T.INK)
    paint_move_words(img, draw, move, labels, x + 4, y + 90, w - 8)


def paint_move_words(img: Image.Image, draw: ImageDraw.ImageDraw, move: LastMove,
                     labels: Mapping[str, str], x: float, base: float, room: float) -> None:
    """The last move's words from (`x`, baseline `base`), in at most `room` px: in the condensed
    face if the bold one is too wide, cut if even that is, never smaller than SMALL_PX."""
    parts = last_move_words(move, labels)
    owners = sorted(set(move.captured))
    marks_w = len(owners) * 26
    dot = " \u00b7 "
    line = dot.join(parts)
    # Too long in the bold face: the condensed one, as tall; still too long, cut.
    face = fonts.BOLD
    if fonts.length(line, face, T.SMALL_PX) > room - marks_w:
        face = fonts.CONDENSED
    f = fonts.font(face, T.SMALL_PX)
    if f.getlength(line) > room - marks_w:
        line = fonts.fit(line, face, f.size, room - marks_w).text
        parts = [line]
    cx = x
    for i, part in enumerate(parts):
        if i:
            draw.text((cx, base), dot, font=f, fill=T.INK_SOFT, anchor="ls")
            cx += f.getlength(dot)
        draw.text((cx, base), part, font=f, fill=T.INK, anchor="ls")
        cx += f.getlength(part)
        if move.captured and part == labels["took"].format(n=len(move.captured)):
            for owner in owners:  # whose pieces were taken, by their marks (C3)
                S.paste_at(img, S.icon(owner, 22), round(cx + 4), round(base - 20))
                cx += 26


def paint_result(
    canvas: picture.Canvas, state: columbiz.State, names: Sequence[str],
    box: tuple[int, int, int, int], labels: Mapping[str, str] = C.LABELS,
) -> None:
    """C15: who won, with how many points; ties share the win."""
    winners = columbiz.winners(state)
    best = columbiz.totals(state)[winners[0]] if winners else 0
    x, y, w, h = box
    result.paint_result(canvas.mark((x, y, x + w, y + h)), winners, best, names, box, labels)
