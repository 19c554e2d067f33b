"""The dice tray (C4, C6): whose turn, the roll counter, the eight dice with kept ones set apart.

Once the game is over the tray becomes the result line: the winner(s) crowned (C15).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine import columbiz
from render import fonts, result
from render import theme as T
from render.columbiz import sprites as S

PAD = 14


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
    sep = 22 if kept and rolled else 0
    width = n * T.DIE_SIZE + (n - 1) * T.DIE_GAP + sep
    left = x + w - PAD - width
    out = []
    for i, face in enumerate(kept):
        out.append((face, left + i * (T.DIE_SIZE + T.DIE_GAP), True))
    left += len(kept) * (T.DIE_SIZE + T.DIE_GAP) + sep
    for i, face in enumerate(rolled):
        out.append((face, left + i * (T.DIE_SIZE + T.DIE_GAP), False))
    return out


def die_top(y: int) -> int:
    return y + 10


def paint_tray(
    img: Image.Image,
    state: columbiz.State,
    names: Sequence[str],
    computer_seats: frozenset[int],
    box: tuple[int, int, int, int],
    labels: Mapping[str, str] = T.LABELS,
) -> None:
    """`labels`: the tray's words in the game's language (keys of theme.LABELS)."""
    x, y, w, h = box
    if state.over or state.current is None:
        paint_result(img, state, names, box, labels)
        return
    draw = ImageDraw.Draw(img)
    seat = state.current
    layout = dice_layout(state, x, y, w)
    dice_left = layout[0][1] - 10

    # Whose turn, and how many rolls they have made (C6: at most 3).
    S.paste_at(img, S.icon(seat, 30), x + PAD, y + 13)
    name_x = x + PAD + 40
    room = dice_left - name_x - 12 - (28 if seat in computer_seats else 0)
    drawn = fonts.draw_name(draw, (name_x, y + 38), names[seat], T.NAME_PX, room, T.INK)
    if seat in computer_seats:
        nx = name_x + drawn + 7
        S.paste_at(img, S.robot(24), round(nx), y + 14)
    for i in range(columbiz.MAX_ROLLS):
        cx, cy = x + PAD + 9 + i * 21, y + 64
        if i < state.rolls:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), fill=T.INK)
        else:
            draw.ellipse((cx - 7, cy - 7, cx + 7, cy + 7), outline=T.INK_FAINT, width=2)
    text = labels["roll"].format(n=state.rolls) if state.rolls else labels["to_roll"]
    roll_font = fonts.fitted(fonts.BOLD, 21, text, dice_left - (x + PAD + 70) - 8)
    draw.text((x + PAD + 70, y + 72), text, font=roll_font, fill=T.INK_SOFT, anchor="ls")
    if state.final_round:  # C12: a supply is empty, this round is the last
        tx = x + PAD + 70 + roll_font.getlength(text) + 14
        tag = fonts.font(fonts.CONDENSED, 15)
        label = labels["final_round"]
        tw = tag.getlength(label)
        if tx + tw + 12 < dice_left:
            S.paste_at(img, S.panel(round(tw) + 14, 24, T.CAPTURE_CROSS, T.CAPTURE_CROSS, 0, 6),
                       round(tx), y + 52)
            draw.text((tx + 7, y + 70), label, font=tag, fill=(255, 255, 255), anchor="ls")

    # The dice: kept ones in a sunken well on the left, rolled ones to its right.
    kept_xs = [dx for _, dx, k in layout if k]
    if kept_xs:
        wx0, wx1 = kept_xs[0] - 8, kept_xs[-1] + T.DIE_SIZE + 8
        well = S.panel(wx1 - wx0, h - 8, T.KEPT_WELL, T.KEPT_EDGE, 1, 9)
        S.paste_at(img, well, wx0, y + 4)
        words = labels["kept"]
        draw.text(((wx0 + wx1) / 2, y + h - 9), words,
                  font=fonts.fitted(fonts.CONDENSED, 13, words, wx1 - wx0 - 6),
                  fill=T.INK_SOFT, anchor="ms")
    for face, dx, kept in layout:
        style = "ghost" if face == 0 else ("kept" if kept else "plain")
        S.paste_at(img, S.die(face, T.DIE_SIZE, style), dx - 1, die_top(y) - 1)


def paint_result(
    img: Image.Image, state: columbiz.State, names: Sequence[str], box: tuple[int, int, int, int],
    labels: Mapping[str, str] = T.LABELS,
) -> None:
    """C15: who won, with how many points; ties share the win."""
    winners = columbiz.winners(state)
    best = columbiz.totals(state)[winners[0]] if winners else 0
    result.paint_result(img, winners, best, names, box, labels)
