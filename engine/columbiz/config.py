"""A game's configuration: player count, start seat and the rule options of the rules page."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from engine.errors import RuleError
from engine.records import options_from_dict

MIN_PLAYERS, MAX_PLAYERS = 2, 4
PIECES_PER_PLAYER = {2: 18, 3: 13, 4: 10}  # C3
COLOURS = ("purple", "blue", "grey", "black")  # C3, in seating order
DICE_COUNT = 8  # C4
MAX_ROLLS = 3  # C6
SET_ASIDE_COUNT = 3  # C9
LINE_SCORING_MODES = ("each_placement", "increase")  # C11


@dataclass(frozen=True, slots=True)
class Options:
    """The rule options a group can choose (rules page, "Options a game can be created with")."""

    max_pieces_4p: int = 3  # C8
    locked_keeps: bool = False  # C6
    line_scoring: str = "each_placement"  # C11

    def __post_init__(self) -> None:
        # `type(...) is int`: True, 3.0 or "3" are not piece counts (and would not round-trip).
        if type(self.max_pieces_4p) is not int or self.max_pieces_4p not in (3, 4):
            raise RuleError("bad_config", option="max_pieces_4p", value=self.max_pieces_4p)
        if not isinstance(self.locked_keeps, bool):
            raise RuleError("bad_config", option="locked_keeps", value=self.locked_keeps)
        if self.line_scoring not in LINE_SCORING_MODES:
            raise RuleError("bad_config", option="line_scoring", value=self.line_scoring)

    @property
    def line_increase(self) -> bool:
        """C11 option: a placement scores only what it adds to the runs through it."""
        return self.line_scoring == "increase"

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> Options:
        return options_from_dict(cls, data)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True, slots=True)
class GameConfig:
    players: int
    start: int = 0
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RuleError("bad_config", option="players", value=self.players)
        if type(self.start) is not int or not 0 <= self.start < self.players:
            raise RuleError("bad_config", option="start", value=self.start)

    @property
    def pieces_per_player(self) -> int:
        return PIECES_PER_PLAYER[self.players]

    @property
    def max_pieces_per_turn(self) -> int:
        """C8: four a turn, or `max_pieces_4p` in a 4-player game."""
        return self.options.max_pieces_4p if self.players == 4 else 4

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "start": self.start, "options": self.options.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameConfig:
        if not isinstance(data, dict) or "players" not in data:
            raise RuleError("bad_config", option="players", value=data)
        return cls(
            players=data["players"],
            start=data.get("start", 0),
            options=Options.from_dict(data.get("options")),
        )
