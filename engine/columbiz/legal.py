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
    turn's limit of pieces, C8), built column by column, so that what sets share is worked out
    once rather than once per set:
    - captures (C10): columns use dice of different faces and never capture from each other, so
      a set's captures are those of its columns' choices one after the other;
    - line points and order (C11): `BestOrders.listing_order` splits a set into groups of
      interacting cells and takes each group's best order; the groups are followed as columns
      are added (`BestOrders.add_choice`), and each group's best order is found once per call.
    """
    if state.over or not state.rolls:
        return []
    limit = moves.piece_limit(state)
    per_face = [
        [(cells, taken) for cells, taken in choices if len(cells) <= limit]
        for choices in _column_choices(state)
    ]
    per_face = [choices for choices in per_face if choices]
    had = state.captured[state.current]
    most = sum(max(len(taken) for _, taken in choices) for choices in per_face)
    gain = [capture_points(had + k) - capture_points(had) for k in range(most + 1)]  # C14
    orders = moves.BestOrders(state.board, state.current, state.config.options.line_increase)
    group_order, add_choice = orders.group_order, orders.add_choice
    names = CELL_NAMES
    scored: dict[tuple[int, ...], tuple[int, tuple[str, ...]]] = {}  # group -> points, names
    # Every set, as (cells, captures, groups), built column by column: a set of the columns so
    # far, extended by each choice of the next column that keeps it within the limit.
    sets: list[tuple[tuple[int, ...], Captures, tuple[tuple[int, ...], ...]]] = [((), (), ())]
    for choices in per_face:
        extended = []
        for cells, captures, groups in sets:
            for choice, taken in choices:
                if len(cells) + len(choice) <= limit:
                    extended.append(
                        (cells + choice, captures + taken, add_choice(groups, cells, choice))
                    )
        sets += extended
    keyed: list[tuple[tuple[int, int, tuple[str, ...]], Placement]] = []
    for _cells, captures, groups in sets[1:]:  # all but the empty set
        line_points = 0
        named: tuple[str, ...] = ()
        for group in groups:  # listing_order(cells), from the groups known on the way
            known = scored.get(group)
            if known is None:
                points, best = group_order(group, False)
                known = scored[group] = (points, tuple([names[c] for c in best]))
            line_points += known[0]
            named += known[1]
        placement = _new(Placement)
        points = gain[len(captures)]
        _set_cells(placement, named)
        _set_captures(placement, captures)
        _set_line_points(placement, line_points)
        _set_capture_points(placement, points)
        keyed.append(((-line_points - points, -len(named), named), placement))
    # The keys are distinct (distinct sets have distinct names), so this is the order of
    # sorting by (-points, -pieces, cells) alone.
    keyed.sort(key=itemgetter(0))
    return [placement for _, placement in keyed]
