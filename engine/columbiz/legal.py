"""What the current player may place with the current dice (C7, C8), and what each would do.

A placement set is a set of cells; the order matters only for line points (C11) and for filling a
cell emptied by a capture earlier in the same turn (C10), so each set is reported once, in the
order that scores best (see moves.BestOrders, which the bot's autocomplete and the computer
players make fast enough to call on every roll).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.columbiz import moves
from engine.columbiz.cells import CELL_NAMES
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


class _Lister:
    """Reports placement sets on one state, caching what the sets have in common."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.orders = moves.BestOrders(
            state.board, state.current, state.config.options.line_increase
        )
        self.victims: dict[int, tuple[tuple[int, str], ...]] = {}

    def _victims_below(self, cell: int) -> tuple[tuple[int, str], ...]:
        """C10: the opponent pieces a piece on `cell` would capture on the current board."""
        victims = self.victims.get(cell)
        if victims is None:
            state = self.state
            victims = tuple(
                (owner, CELL_NAMES[b])
                for owner, b in moves.captures(state.board, cell, state.current)
            )
            self.victims[cell] = victims
        return victims

    def report(self, cells: tuple[int, ...]) -> Placement:
        line_points, order = self.orders.listing_order(cells)
        victims: dict[str, int] = {}
        for cell in cells:
            for owner, name in self._victims_below(cell):
                victims[name] = owner
        had = self.state.captured[self.state.current]
        return Placement(
            cells=tuple(CELL_NAMES[c] for c in order),
            captures=tuple((owner, name) for name, owner in victims.items()),
            line_points=line_points,
            capture_points=capture_points(had + len(victims)) - capture_points(had),
        )


def legal_placements(state: State) -> list[Placement]:
    """Every distinct legal placement set for the current dice, best points first."""
    lister = _Lister(state)
    placements = [lister.report(cells) for cells in placement_sets(state)]
    placements.sort(key=lambda p: (-p.points, -len(p.cells), p.cells))
    return placements
