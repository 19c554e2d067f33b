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
from engine.icetowers.towers import Tower


@dataclass(frozen=True, slots=True)
class Legal:
    action: Cap | Mine | Split
    control: Control  # (tower, controller before or None, after) for each tower that changes hands
    scores: tuple[int, ...]  # the score change of every seat


def candidates(state: State, seat: int) -> Iterator[Cap | Mine | Split]:
    """The moves of `seat` that the rules of their kind allow (I5-I7), I9 not yet checked."""
    towers = state.towers
    for piece in towers:
        if piece.alone and piece.controller == seat:
            size = piece.top[1]
            for target in cap_targets(towers, seat, size, besides=piece.number):
                yield Cap(seat, piece.number, target)
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


def _changes(state: State, seat: int) -> Iterator[tuple[Cap | Mine | Split, Change]]:
    index: dict[int, Tower] = {t.number: t for t in state.towers}
    for action in candidates(state, seat):
        change = change_of(state, action, index)
        if change.position not in state.seen:  # I9
            yield action, change


def legal_moves(state: State, seat: int) -> list[Legal]:
    """Every move `seat` may make now: none once over, and in turns mode none off turn."""
    if state.over or (state.options.turns and seat != state.current):
        return []
    return [Legal(action, change.control(), change.score_change(state.players))
            for action, change in _changes(state, seat)]


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
    """Whether `seat` has a legal move, whoever's turn it is."""
    return next(_changes(state, seat), None) is not None


def anyone_can_move(state: State) -> bool:
    """I10, I12: the game goes on while some player has a legal move (a pass is none)."""
    return any(can_move(state, seat) for seat in range(state.players))
