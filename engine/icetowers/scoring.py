"""I11: each seat scores the pips of every piece in the towers it controls; ties share the win."""

from __future__ import annotations

from engine.icetowers.state import State


def scores(state: State) -> tuple[int, ...]:
    out = [0] * state.players
    for tower in state.towers:
        out[tower.controller] += tower.pips
    return tuple(out)


def winners(state: State) -> tuple[int, ...]:
    """The seats with the highest score once the game is over; () before."""
    if not state.over:
        return ()
    totals = scores(state)
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)
