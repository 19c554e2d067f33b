"""A game's configuration: player count, the start seat (turns mode) and the rule options."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from engine.errors import RuleError
from engine.records import options_from_dict

MIN_PLAYERS, MAX_PLAYERS = 2, 4  # I1
COLOURS = ("purple", "blue", "grey", "black")  # I1, in seating order
SIZES = (1, 2, 3)  # I1: small, medium, large; a piece's size is its pips (I11)
MAX_STASH = 5  # I1: pieces of each size per player
MODES = ("realtime", "turns")  # I12


@dataclass(frozen=True, slots=True)
class Options:
    """The rule options a group can choose (rules page, "Options a game can be created with")."""

    stash: int = MAX_STASH  # I1
    mode: str = "realtime"  # I12
    free_mining: bool = False  # I6

    def __post_init__(self) -> None:
        if type(self.stash) is not int or not 1 <= self.stash <= MAX_STASH:
            raise RuleError("bad_config", option="stash", value=self.stash)
        if self.mode not in MODES:
            raise RuleError("bad_config", option="mode", value=self.mode)
        if not isinstance(self.free_mining, bool):
            raise RuleError("bad_config", option="free_mining", value=self.free_mining)

    @property
    def turns(self) -> bool:
        return self.mode == "turns"

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Options:
        return options_from_dict(cls, data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class GameConfig:
    players: int
    start: int = 0  # turns mode: the seat that acts first (the roll-off's winner)
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RuleError("bad_config", option="players", value=self.players)
        if type(self.start) is not int or not 0 <= self.start < self.players:
            raise RuleError("bad_config", option="start", value=self.start)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "start": self.start, "options": self.options.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameConfig:
        return cls(data["players"], data.get("start", 0), Options.from_dict(data.get("options")))
