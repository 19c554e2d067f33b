"""The state of a game of IceTowers: its towers and the bookkeeping of I3, I9, I10 and I12."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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


# `rules.apply` makes one or two new States per action from the one before. dataclasses.replace
# reads the class's fields anew at every call and sets each through the frozen dataclass's
# object.__setattr__ by name; `evolve` copies the slots through their descriptors, bound once.
_new = object.__new__
_SLOTS = tuple((State.__dict__[name].__get__, State.__dict__[name].__set__, name)
               for name in State.__slots__)


def evolve(state: State, **changes: Any) -> State:
    """`dataclasses.replace(state, **changes)`: the same fields, the same frozen object (State
    has no __post_init__ to run); a name that is not a field raises TypeError as replace does."""
    new = _new(State)
    for get, set_, name in _SLOTS:
        set_(new, changes.pop(name) if name in changes else get(state))
    if changes:
        raise TypeError(f"State has no field {next(iter(changes))!r}")
    return new


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
