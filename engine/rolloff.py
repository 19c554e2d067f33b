"""Who starts (Columbiz C5, IceTowers I12 turns mode): every player rolls one die; the tied
highest roll again among themselves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RollOff:
    rounds: tuple[tuple[tuple[int, int], ...], ...]  # per round: (seat, value) for each roller
    start: int


def roll_off(players: int, draw: Callable[[], int], max_rounds: int = 1000) -> RollOff:
    """Play the roll-off with dice from `draw` (the caller's seeded generator)."""
    contenders = list(range(players))
    rounds = []
    for _ in range(max_rounds):
        values = tuple((seat, draw()) for seat in contenders)
        rounds.append(values)
        best = max(v for _, v in values)
        contenders = [seat for seat, v in values if v == best]
        if len(contenders) == 1:
            return RollOff(tuple(rounds), contenders[0])
    raise RuntimeError("the roll-off did not end: is the die generator constant?")
