"""Columbiz (Simone Luciani, 2011): the rules of ../shared/rules/columbiz.md, C1-C15, pure,
deterministic, replayable.

A game is its configuration plus its action log. Dice values come in with the Roll action, so
`replay(config, actions)` rebuilds any state exactly. `apply` is the one way a state changes; an
illegal action raises RuleError (stable `code`, helpful `details`) and changes nothing. The
computer players are in `engine.columbiz.computer`.
"""

from engine.columbiz.actions import Action, Keep, Place, Roll, action_from_json
from engine.columbiz.cells import CELL_NAMES, cell_face, cell_index, cell_name, cell_row, parse_cell
from engine.columbiz.config import (
    COLOURS,
    DICE_COUNT,
    MAX_ROLLS,
    PIECES_PER_PLAYER,
    GameConfig,
    Options,
)
from engine.columbiz.events import (
    Captured,
    Event,
    FinalRoundStarted,
    GameEnded,
    Kept,
    LineScored,
    Placed,
    Rolled,
    SetAside,
    TurnPassed,
    event_from_json,
)
from engine.columbiz.legal import Placement, legal_placements, placement_sets
from engine.columbiz.rules import CODES, apply, can_place, replay
from engine.columbiz.scoring import capture_points, totals, winners
from engine.columbiz.serial import SCHEMA_VERSION, state_from_json, state_to_json, summary
from engine.columbiz.state import EMPTY, State, new_game
from engine.errors import RuleError
from engine.rolloff import RollOff, roll_off

__all__ = [
    "Action", "Keep", "Place", "Roll", "action_from_json",
    "CELL_NAMES", "cell_face", "cell_index", "cell_name", "cell_row", "parse_cell",
    "COLOURS", "DICE_COUNT", "MAX_ROLLS", "PIECES_PER_PLAYER", "GameConfig", "Options",
    "Captured", "Event", "FinalRoundStarted", "GameEnded", "Kept", "LineScored", "Placed",
    "Rolled", "SetAside", "TurnPassed", "event_from_json",
    "Placement", "legal_placements", "placement_sets",
    "RollOff", "roll_off",
    "apply", "can_place", "replay",
    "capture_points", "totals", "winners",
    "SCHEMA_VERSION", "state_from_json", "state_to_json", "summary",
    "EMPTY", "State", "new_game",
    "CODES", "RuleError",
]
