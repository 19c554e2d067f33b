"""The state of a game of IceTowers: its towers and the bookkeeping of I3, I9, I10 and I12."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.icetowers.config import SIZES, GameConfig, Options
from engine.icetowers.towers import Tower, position_hash


@dataclass(frozen=True, slots=True)
class State:
    config: GameConfig
    towers: tuple[Tower, ...]  # in number order
    next_number: int  # I3: one more than the highest number used so far
    done: frozenset[int] = frozenset()  # I10: seats that declared done since the last action
    current: int | None = None  # I12 turns mode: the seat to act; None in realtime and once over
    passes: int = 0  # I12: passes in a row
    over: bool = False
    position: int = 0  # I9: the hash of the position now
    seen: frozenset[int] = field(default_factory=frozenset)  # I9: every position so far
    actions: int = 0  # accepted steps so far (declarations and passes too)

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def options(self) -> Options:
        return self.config.options

    def tower(self, number: int) -> Tower | None:
        for t in self.towers:
            if t.number == number:
                return t
        return None


def new_game(config: GameConfig) -> State:
    """I3, I4: every piece alone, numbered seat by seat, each seat's pieces small to large."""
    towers = []
    for seat in range(config.players):
        for size in SIZES:
            for _ in range(config.options.stash):
                towers.append(Tower(len(towers) + 1, ((seat, size),)))
    position = position_hash(towers)
    return State(
        config=config,
        towers=tuple(towers),
        next_number=len(towers) + 1,
        current=config.start if config.options.turns else None,
        position=position,
        seen=frozenset({position}),
    )
