"""The legal moves of a seat, each with what it changes (control won or lost, the score change
of every seat), and whether anyone can move at all (I10, I12). What is listed is exactly what
`apply` accepts (a property test checks it)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from random import Random

from engine.icetowers.actions import Cap, Mine, Split
from engine.icetowers.changes import Change, cap_targets, change_of, own_pieces
from engine.icetowers.events import Control
from engine.icetowers.state import State
from engine.icetowers.towers import MASK, Tower, pips, tower_hash


@dataclass(frozen=True, slots=True)
class Legal:
    action: Cap | Mine | Split
    control: Control  # (tower, controller before or None, after) for each tower that changes hands
    scores: tuple[int, ...]  # the score change of every seat


def candidates(state: State, seat: int) -> Iterator[Cap | Mine | Split]:
    """The moves of `seat` that the rules of their kind allow (I5-I7), I9 not yet checked."""
    yield from _caps(state, seat)
    yield from _mines_and_splits(state, seat)


def _caps(state: State, seat: int) -> Iterator[Cap]:
    towers = state.towers
    for piece in towers:
        if piece.alone and piece.controller == seat:
            size = piece.top[1]
            for target in cap_targets(towers, seat, size, besides=piece.number):
                yield Cap(seat, piece.number, target)


def _mines_and_splits(state: State, seat: int) -> Iterator[Mine | Split]:
    towers = state.towers
    for tower in towers:
        if tower.controller != seat and own_pieces(tower, seat) >= 2:
            for position, (owner, size) in enumerate(tower.pieces, start=1):
                if owner != seat:
                    continue
                targets = cap_targets(towers, seat, size, besides=tower.number)
                for target in targets:
                    yield Mine(seat, tower.number, position, target)
                if not targets or state.options.free_mining:
                    yield Mine(seat, tower.number, position, None)
    for tower in towers:
        pieces = tower.pieces
        for position in range(1, len(pieces)):
            owner = pieces[position - 1][0]
            if owner != seat and pieces[position][0] == owner:
                yield Split(seat, tower.number, position)


def _changes(state: State, seat: int) -> Iterator[tuple[Mine | Split, Change]]:
    """The mines and splits of `seat` that are legal (I6, I7, I9), with what each changes."""
    index: dict[int, Tower] | None = None
    for action in _mines_and_splits(state, seat):
        if index is None:
            index = {t.number: t for t in state.towers}
        change = change_of(state, action, index)
        if change.position not in state.seen:  # I9
            yield action, change


def _cap_targets(state: State, seat: int, size: int) -> Iterator[Tower]:
    """I5, I9: the towers a lone piece of `seat` and `size` may cap, in number order.

    Caps are most of the moves, so they skip `change_of`: the position after capping tower t
    with a lone piece p is the position less p's and t's hashes plus the hash of t topped by p
    (what `Change` computes), the same for every lone piece of that seat and size. A tower the
    seat controls, the piece itself among them, cannot be capped."""
    piece = (seat, size)
    base = state.position - tower_hash((piece,))
    seen = state.seen
    for tower in state.towers:
        pieces = tower.pieces
        top_seat, top_size = pieces[-1]
        if top_seat != seat and size <= top_size:
            if (base - tower_hash(pieces) + tower_hash((*pieces, piece))) & MASK not in seen:
                yield tower


def _cap_listing(state: State, seat: int, size: int
                 ) -> list[tuple[int, Control, tuple[int, ...]]]:
    """(target, control change, score change) of each legal cap by a lone piece of `seat` and
    `size` (I5, I9): the target passes from its controller to the seat (I2), which gains the
    target's pips (I11), as `Change.control` and `Change.score_change` report it."""
    players = state.players
    out = []
    for target in _cap_targets(state, seat, size):
        controller = target.pieces[-1][0]
        target_pips = pips(target.pieces)
        delta = [0] * players
        delta[seat] -= size  # the lone piece, gone
        delta[controller] -= target_pips  # the target as it was
        delta[seat] += target_pips + size  # the target capped
        out.append((target.number, ((target.number, controller, seat),), tuple(delta)))
    return out


# Legal(...) and Cap(...) without the frozen dataclasses' __init__ (which sets each field through
# object.__setattr__ by name): a listing builds one of each per cap, dozens per call.
_new = object.__new__
_set_action, _set_control, _set_scores = (Legal.__dict__[n].__set__ for n in Legal.__slots__)
_set_seat, _set_piece, _set_target = (Cap.__dict__[n].__set__ for n in Cap.__slots__)


def legal_moves(state: State, seat: int) -> list[Legal]:
    """Every move `seat` may make now: none once over, and in turns mode none off turn. Caps
    first (by piece, then target, in number order), then mines, then splits (`candidates`)."""
    if state.over or (state.options.turns and seat != state.current):
        return []
    out = []
    by_size: dict[int, list[tuple[int, Control, tuple[int, ...]]]] = {}
    for piece in state.towers:
        pieces = piece.pieces
        if len(pieces) == 1 and pieces[0][0] == seat:
            size = pieces[0][1]
            caps = by_size.get(size)
            if caps is None:
                caps = by_size[size] = _cap_listing(state, seat, size)
            number = piece.number
            for target, control, scores in caps:
                action = _new(Cap)
                _set_seat(action, seat)
                _set_piece(action, number)
                _set_target(action, target)
                legal = _new(Legal)
                _set_action(legal, action)
                _set_control(legal, control)
                _set_scores(legal, scores)
                out.append(legal)
    out += [Legal(action, change.control(), change.score_change(state.players))
            for action, change in _changes(state, seat)]
    return out


def random_move(state: State, seat: int, rng: Random) -> Cap | Mine | Split | None:
    """A move drawn uniformly from the legal moves of `seat` (None if it has none), without
    listing what each changes: the candidates in random order, the first one I9 allows."""
    options = list(candidates(state, seat))
    rng.shuffle(options)
    index: dict[int, Tower] = {t.number: t for t in state.towers}
    for action in options:
        if change_of(state, action, index).position not in state.seen:
            return action
    return None


def can_move(state: State, seat: int) -> bool:
    """Whether `seat` has a legal move, whoever's turn it is: a cap by one of its lone pieces
    (each size tried once: pieces of one size cap the same towers), else a mine or split."""
    sizes = []
    for piece in state.towers:
        pieces = piece.pieces
        if len(pieces) == 1 and pieces[0][0] == seat and pieces[0][1] not in sizes:
            size = pieces[0][1]
            if next(_cap_targets(state, seat, size), None) is not None:
                return True
            sizes.append(size)
    return next(_changes(state, seat), None) is not None


def anyone_can_move(state: State) -> bool:
    """I10, I12: the game goes on while some player has a legal move (a pass is none)."""
    return any(can_move(state, seat) for seat in range(state.players))
