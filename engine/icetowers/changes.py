"""What each kind of move does to the towers (I5 cap, I6 mine, I7 split), before the rules of
the whole game (turns, repeated positions, the end) judge it in rules.py: the legal-move listing
(legal.py) and the rules both build on these."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from operator import itemgetter
from typing import Any

from engine.errors import RuleError
from engine.icetowers.actions import Cap, Mine, Split
from engine.icetowers.events import Capped, Control, Mined, Splitted
from engine.icetowers.state import State
from engine.icetowers.towers import Piece, Tower, moved


class Change:
    """What a move does to the towers: the towers it replaces or removes (by number) and the
    new ones, and the position after it (I9)."""

    __slots__ = ("after", "event", "gone", "new", "next_number", "position")

    def __init__(self, state: State, gone: dict[int, Tower], new: list[Tower], event: Any,
                 next_number: int) -> None:
        self.gone = gone  # number -> the tower as it was
        self.new = new  # the towers as they are after (changed ones keep their number)
        self.event = event  # the event's fields but `control`, as a function of control
        self.next_number = next_number
        self.position = moved(state.position, (t.pieces for t in gone.values()),
                              (t.pieces for t in new))

    def control(self) -> Control:
        """The towers whose controller changed; a retired tower (a capping piece's) is not one."""
        out = []
        for tower in self.new:
            before = self.gone.get(tower.number)
            if before is None or before.controller != tower.controller:
                out.append((tower.number, None if before is None else before.controller,
                            tower.controller))
        return tuple(out)

    def score_change(self, players: int) -> tuple[int, ...]:
        delta = [0] * players
        for tower in self.gone.values():
            delta[tower.controller] -= tower.pips
        for tower in self.new:
            delta[tower.controller] += tower.pips
        return tuple(delta)


def _tower(index: dict[int, Tower], number: int) -> Tower:
    tower = index.get(number)
    if tower is None:
        raise RuleError("no_tower", tower=number)
    return tower


def _cap_conditions(tower: Tower, seat: int, size: int) -> None:
    """I5 on the capped tower: its top is another player's, the same size or larger."""
    if tower.controller == seat:
        raise RuleError("own_top", tower=tower.number)
    if size > tower.top[1]:
        raise RuleError("too_big", tower=tower.number, size=size, top=tower.top[1])


def can_cap(tower: Tower, seat: int, size: int) -> bool:
    return tower.controller != seat and size <= tower.top[1]


def cap_targets(towers: Iterable[Tower], seat: int, size: int, besides: int) -> list[int]:
    """The towers a piece of `seat` and `size` may cap (I5), other than tower `besides`."""
    return [t.number for t in towers if t.number != besides and can_cap(t, seat, size)]


def own_pieces(tower: Tower, seat: int) -> int:
    return sum(1 for s, _ in tower.pieces if s == seat)


def cap(state: State, index: dict[int, Tower], a: Cap) -> Change:
    piece = _tower(index, a.piece)
    target = _tower(index, a.target)
    if not piece.alone:
        raise RuleError("not_alone", tower=a.piece, height=len(piece.pieces))
    seat, size = piece.top
    if seat != a.seat:
        raise RuleError("not_yours", tower=a.piece, owner=seat)
    if a.piece == a.target:
        raise RuleError("same_tower", tower=a.piece)
    _cap_conditions(target, a.seat, size)
    capped = Tower(target.number, (*target.pieces, piece.top))
    return Change(state, {a.piece: piece, a.target: target}, [capped],
                  lambda c: Capped(a.seat, a.piece, a.target, size, c), state.next_number)


def mine(state: State, index: dict[int, Tower], a: Mine) -> Change:
    tower = _tower(index, a.tower)
    target = None if a.target is None else _tower(index, a.target)
    height = len(tower.pieces)
    if not 1 <= a.position <= height:
        raise RuleError("bad_position", tower=a.tower, position=a.position, height=height)
    seat, size = tower.pieces[a.position - 1]
    if seat != a.seat:
        raise RuleError("not_yours", tower=a.tower, position=a.position, owner=seat)
    if tower.controller == a.seat:
        raise RuleError("controls", tower=a.tower)
    if own_pieces(tower, a.seat) < 2:
        raise RuleError("too_few", tower=a.tower)
    left = Tower(a.tower, tower.pieces[: a.position - 1] + tower.pieces[a.position:])
    mined: Piece = (seat, size)
    if target is not None:
        if a.target == a.tower:
            raise RuleError("same_tower", tower=a.tower)
        _cap_conditions(target, a.seat, size)
        capped = Tower(target.number, (*target.pieces, mined))
        return Change(state, {a.tower: tower, target.number: target}, [left, capped],
                      lambda c: Mined(a.seat, a.tower, a.position, size, a.target, None, c),
                      state.next_number)
    if not state.options.free_mining:
        could = cap_targets(state.towers, a.seat, size, besides=a.tower)
        if could:
            raise RuleError("must_cap", tower=a.tower, size=size, towers=tuple(could))
    alone = Tower(state.next_number, (mined,))
    return Change(state, {a.tower: tower}, [left, alone],
                  lambda c: Mined(a.seat, a.tower, a.position, size, None, alone.number, c),
                  state.next_number + 1)


def split(state: State, index: dict[int, Tower], a: Split) -> Change:
    tower = _tower(index, a.tower)
    height = len(tower.pieces)
    if not 1 <= a.position <= height - 1:
        raise RuleError("bad_position", tower=a.tower, position=a.position, height=height)
    below, above = tower.pieces[a.position - 1], tower.pieces[a.position]
    if below[0] != above[0]:
        raise RuleError("not_pair", tower=a.tower, position=a.position)
    if below[0] == a.seat:
        raise RuleError("own_colour", tower=a.tower, position=a.position)
    lower = Tower(a.tower, tower.pieces[: a.position])
    upper = Tower(state.next_number, tower.pieces[a.position:])
    return Change(state, {a.tower: tower}, [lower, upper],
                  lambda c: Splitted(a.seat, a.tower, a.position, upper.number, c),
                  state.next_number + 1)


MOVE_RULES = {Cap: cap, Mine: mine, Split: split}


def change_of(state: State, action: Cap | Mine | Split,
              index: dict[int, Tower] | None = None) -> Change:
    """What a move would do (RuleError if the rules of its kind forbid it; I9 not checked)."""
    if index is None:
        index = {t.number: t for t in state.towers}
    return MOVE_RULES[type(action)](state, index, action)


def towers_after(state: State, change: Change) -> tuple[Tower, ...]:
    """The towers in number order after `change` (a new number is always the highest).

    A move touches two or three of up to sixty towers, and every tower it changes or removes is
    in `change.gone`: those are found by bisection on the numbers and the rest is copied as is,
    rather than walking every tower."""
    towers = state.towers
    out = list(towers)
    new = {t.number: t for t in change.new}
    removed = []
    for number in change.gone:
        i = bisect_left(towers, number, key=_NUMBER)
        if number in new:  # changed: same number
            out[i] = new.pop(number)
        else:  # gone (a retired piece's)
            removed.append(i)
    for i in sorted(removed, reverse=True):
        del out[i]
    return (*out, *sorted(new.values()))


_NUMBER = itemgetter(0)  # a Tower's number
