"""IceTowers (Andrew Looney): stacking pyramids, no turns, anyone acts at any moment. The rules
are ../shared/rules/icetowers.md (I1-I12); this package is pure and deterministic: `apply(state,
action) -> (state, events)` is the only way a game changes."""

from engine.icetowers.actions import MOVES, Action, Cap, Done, Mine, Pass, Split, action_from_json
from engine.icetowers.config import (
    COLOURS,
    MAX_PLAYERS,
    MAX_STASH,
    MIN_PLAYERS,
    MODES,
    SIZES,
    GameConfig,
    Options,
)
from engine.icetowers.events import (
    Capped,
    DeclaredDone,
    Event,
    GameOver,
    Mined,
    Passed,
    Splitted,
    event_from_json,
)
from engine.icetowers.legal import Legal, anyone_can_move, can_move, legal_moves
from engine.icetowers.rules import CODES, apply, replay
from engine.icetowers.scoring import scores, winners
from engine.icetowers.serial import SCHEMA_VERSION, state_from_json, state_to_json, summary
from engine.icetowers.state import State, new_game
from engine.icetowers.towers import Tower, position_hash

__all__ = [
    "CODES", "COLOURS", "MAX_PLAYERS", "MAX_STASH", "MIN_PLAYERS", "MODES", "MOVES",
    "SCHEMA_VERSION", "SIZES", "Action", "Cap", "Capped", "DeclaredDone", "Done", "Event",
    "GameConfig", "GameOver", "Legal", "Mine", "Mined", "Options", "Pass", "Passed", "Split",
    "Splitted", "State", "Tower", "action_from_json", "anyone_can_move", "apply", "can_move",
    "event_from_json", "legal_moves", "new_game", "position_hash", "replay", "scores",
    "state_from_json", "state_to_json", "summary", "winners",
]
