"""What the last action did, in words a picture can carry: who acted, which towers (I5-I7), and
how every seat's score changed by it (I11).

The state after the action and the action's events are all a picture is given, so the towers
before it are found by undoing the events, last first: a cap takes the top piece off its target
and stands it alone again under its retired number; a mine puts the piece back where it was; a
split stacks the upper part back on the lower one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine import icetowers
from engine.icetowers.towers import Piece, pips
from render import fonts
from render import theme as T
from render.icetowers import sprites as S

ARROW = "\u2192"  # a piece moved from one tower to another (I5, I6)
SCISSORS = "\u2702"  # a tower split in two (I7)
CHECK = "\u2713"  # declared done (I10)
PASS = "\u21b7"  # passed (I12)


@dataclass(frozen=True)
class LastAction:
    seat: int
    kind: str  # "cap", "mine", "split", "done" or "pass"
    towers: tuple[int, ...] = ()  # the towers it names, in the order the words say them
    change: tuple[int, ...] = ()  # per seat, its score now less its score before


def towers_before(state: icetowers.State, events: Sequence[icetowers.Event]
                  ) -> dict[int, tuple[Piece, ...]] | None:
    """Tower number -> pieces before `events`; None if they do not fit `state`."""
    towers = {t.number: t.pieces for t in state.towers}
    try:
        for ev in reversed(events):
            if isinstance(ev, icetowers.Capped):
                towers[ev.target] = towers[ev.target][:-1]
                towers[ev.piece] = ((ev.seat, ev.size),)
            elif isinstance(ev, icetowers.Mined):
                if ev.target is not None:
                    towers[ev.target] = towers[ev.target][:-1]
                else:
                    del towers[ev.alone]
                pieces = towers[ev.tower]
                at = ev.position - 1
                towers[ev.tower] = pieces[:at] + ((ev.seat, ev.size),) + pieces[at:]
            elif isinstance(ev, icetowers.Splitted):
                towers[ev.tower] = towers[ev.tower] + towers.pop(ev.upper)
    except (KeyError, TypeError):
        return None
    if any(not pieces for pieces in towers.values()):
        return None
    return towers


def _scores(towers: Mapping[int, tuple[Piece, ...]], players: int) -> list[int]:
    out = [0] * players
    for pieces in towers.values():
        out[pieces[-1][0]] += pips(pieces)
    return out


def last_action(state: icetowers.State, events: Sequence[icetowers.Event]) -> LastAction | None:
    """The last move among `events` (a cap, mine or split; else a declaration or a pass) with
    the score change of the whole batch, or None if they hold none."""
    move = None
    for ev in events:
        if isinstance(ev, icetowers.Capped):
            move = LastAction(ev.seat, "cap", (ev.piece, ev.target))
        elif isinstance(ev, icetowers.Mined):
            to = ev.target if ev.target is not None else ev.alone
            move = LastAction(ev.seat, "mine", (ev.tower, to))
        elif isinstance(ev, icetowers.Splitted):
            move = LastAction(ev.seat, "split", (ev.tower, ev.upper))
        elif isinstance(ev, icetowers.DeclaredDone) and move is None:
            move = LastAction(ev.seat, "done")
        elif isinstance(ev, icetowers.Passed) and move is None:
            move = LastAction(ev.seat, "pass")
    if move is None:
        return None
    before = towers_before(state, events)
    if before is None:
        return move
    now = icetowers.scores(state)
    was = _scores(before, state.players)
    return LastAction(move.seat, move.kind, move.towers,
                      tuple(n - b for n, b in zip(now, was, strict=True)))


def words(action: LastAction, tower: str) -> str:
    """The action's towers in the picture's words: "T5 → T12" (a cap, or a mine from T12 to
    T30), "T12 ✂ T61" (a split), a check mark for done, a turning arrow for a pass. `tower`:
    how a tower is named ("T{n}")."""
    names = [tower.format(n=n) for n in action.towers]
    if action.kind in ("cap", "mine"):
        return f" {ARROW} ".join(names)
    if action.kind == "split":
        return f" {SCISSORS} ".join(names)
    return CHECK if action.kind == "done" else PASS


def paint_action(img: Image.Image, box: tuple[int, int, int, int], action: LastAction,
                 names: Sequence[str], tower: str) -> None:
    """Within `box`, in a sunken panel marked with a turning-back arrow like Columbiz's last
    move: "↺ ◆ Dmitri   T5 → T12   ◆ +5  ■ −3" (each seat whose score changed, by its mark)."""
    x, y, w, h = box
    S.paste_at(img, S.panel(w, h, T.LAST_MOVE_PANEL, T.LAST_MOVE_EDGE, 1, 12), x, y)
    draw = ImageDraw.Draw(img)
    mid = y + h / 2
    base = mid + 10  # capitals' middle on the panel's middle
    S.paste(img, S.last_move(28), x + 28, mid)
    S.paste(img, S.icon(action.seat, 30), x + 66, mid)
    f = fonts.font(fonts.BOLD, T.SMALL_PX)
    said = words(action, tower)
    changes = [(seat, d) for seat, d in enumerate(action.change) if d]
    change_w = sum(34 + f.getlength(_signed(d)) + 14 for _, d in changes)
    right = x + w - 16
    said_w = f.getlength(said)
    name_room = right - change_w - said_w - 28 - (x + 90)
    cx = x + 90 + fonts.draw_name(draw, (x + 90, base), names[action.seat], T.NAME_PX,
                                  max(80, name_room), T.INK) + 28
    room = right - change_w - cx
    if said_w > room:
        said = fonts.fit(said, fonts.BOLD, T.SMALL_PX, room).text
    draw.text((cx, base), said, font=f, fill=T.INK, anchor="ls")
    cx = right - change_w + 14
    for seat, d in changes:
        S.paste(img, S.icon(seat, 26), cx + 13, mid)
        draw.text((cx + 32, base), _signed(d), font=f, fill=T.INK, anchor="ls")
        cx += 34 + f.getlength(_signed(d)) + 14


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"\u2212{-n}"
