"""What the current player may place with the current dice (C7, C8), and what each would do.

A placement set is a set of cells; the order matters only for line points (C11) and for filling a
cell emptied by a capture earlier in the same turn (C10), so each set is reported once, in the
order that scores best (see moves.BestOrders, which the bot's autocomplete and the computer
players make fast enough to call on every roll).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter

from engine.columbiz import moves
from engine.columbiz.cells import CELL_NAMES, FACES
from engine.columbiz.scoring import capture_points
from engine.columbiz.state import State


@dataclass(frozen=True, slots=True)
class Placement:
    cells: tuple[str, ...]  # C2 names, in the best order to place them
    captures: tuple[tuple[int, str], ...]  # (owner seat, cell) of every piece it would capture
    line_points: int  # C11 points it would score
    capture_points: int  # how much the player's C14 capture points would grow

    @property
    def points(self) -> int:
        return self.line_points + self.capture_points


def placement_sets(state: State) -> list[tuple[int, ...]]:
    """Every legal set of cells (indices), highest cell of each column first."""
    if state.over or not state.rolls:
        return []
    return moves.placement_sets(
        state.board, state.current, moves.dice_counts(state.dice), moves.piece_limit(state)
    )


# Placement(...) without the frozen dataclass's __init__ (which sets each field through
# object.__setattr__ by name): legal_placements builds one per legal set, ~15 per call on
# average and up to a few hundred. Same fields, same frozen object.
_new = object.__new__
_set_cells, _set_captures, _set_line_points, _set_capture_points = (
    Placement.__dict__[name].__set__ for name in Placement.__slots__
)


Captures = tuple[tuple[int, str], ...]  # (owner seat, cell name) of captured pieces


def _column_choices(state: State) -> list[list[tuple[tuple[int, ...], Captures]]]:
    """Per face with a legal choice (C7): each set of cells of that column the dice pay for, with
    the opponent pieces it captures (C10) as (owner, cell name), bottom first, each once."""
    board, seat = state.board, state.current
    counts = moves.dice_counts(state.dice)
    per_face = []
    for face in FACES:
        n = counts[face - 1]
        if not n:
            continue
        choices = []
        for cells in moves.column_choices(board, seat, face, n):
            victims: dict[str, int] = {}
            for cell in cells:
                for owner, below in moves.captures(board, cell, seat):
                    victims[CELL_NAMES[below]] = owner
            choices.append((cells, tuple((owner, name) for name, owner in victims.items())))
        if choices:
            per_face.append(choices)
    return per_face


def legal_placements(state: State) -> list[Placement]:
    """Every distinct legal placement set for the current dice, best points first (ties: more
    pieces first, then by the cells' names).

    The sets are those of `placement_sets` (at most one choice per column, C7c, and at most the
    turn's limit of pieces, C8). Columns use dice of different faces and never capture from each
    other, so a set's captures are those of its columns' choices one after the other: they are
    worked out once per choice rather than once per set.
    """
    if state.over or not state.rolls:
        return []
    per_face = _column_choices(state)
    limit = moves.piece_limit(state)
    orders = moves.BestOrders(state.board, state.current, state.config.options.line_increase)
    listing_order = orders.listing_order
    had = state.captured[state.current]
    most = sum(max(len(taken) for _, taken in choices) for choices in per_face)
    gain = [capture_points(had + k) - capture_points(had) for k in range(most + 1)]  # C14
    names = CELL_NAMES
    keyed: list[tuple[tuple[int, int, tuple[str, ...]], Placement]] = []
    last = len(per_face)

    def combine(i: int, cells: tuple[int, ...], captures: Captures) -> None:
        if i == last:
            if not cells:
                return
            line_points, order = listing_order(cells)
            placement = _new(Placement)
            named = tuple([names[c] for c in order])
            points = gain[len(captures)]
            _set_cells(placement, named)
            _set_captures(placement, captures)
            _set_line_points(placement, line_points)
            _set_capture_points(placement, points)
            keyed.append(((-line_points - points, -len(named), named), placement))
            return
        combine(i + 1, cells, captures)
        for choice, taken in per_face[i]:
            if len(cells) + len(choice) <= limit:
                combine(i + 1, cells + choice, captures + taken)

    combine(0, (), ())
    # The keys are distinct (distinct sets have distinct names), so this is the order of
    # sorting by (-points, -pieces, cells) alone.
    keyed.sort(key=itemgetter(0))
    return [placement for _, placement in keyed]
