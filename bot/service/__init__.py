"""The game service: lobbies, turns and abandoning, one game per channel, kept in the Store.

Every write has one shape: take the channel's lock, load the game, check who may do what, let the
game's rules apply the action, then write the new state and the move in ONE transaction guarded
by the game's `rev`. The caller (the Discord layer) replies only after this returns, so a move is
committed before anything is sent. Refusals are ServiceError (a message-catalog code + details);
the engine's RuleError passes through unchanged.

Dice are chance outcomes drawn here, not in the engine: the move with sequence number `seq` gets
its values from random.Random(f"{seed}:{seq}") (the start, C5, uses seq 0), with the seed from the
operating system kept in the game's row. So every value is in the move log, and the log can be
replayed and audited against the seed (`audit_game`).

Computer players and the turn clock play through the same log: a computer
seat, an away player's seat or a turn whose clock ran out is played by the game's computer player
(`play_computer_turn`, `expire_turn`), each action its own move with `source` 'computer', 'away' or
'clock', its dice drawn exactly as a player's, and the decision's own randomness seeded from the
game's seed and the move's seq (`computer_seed`), so every such turn can be replayed.
"""

from bot.games import ActionBuilder
from bot.service.abandon import ABANDON_VOTE
from bot.service.audit import audit_all, audit_game
from bot.service.away import AWAY_VOTE, MISSED_TURNS_AWAY
from bot.service.clock import DEFAULT_TURN_SECONDS, REMINDER_SHARE, TURN_SECONDS_CHOICES
from bot.service.computers import MAX_COMPUTER_DECISIONS
from bot.service.dice import SEED_BYTES, computer_seed, move_rng
from bot.service.game_service import GameService
from bot.service.lobby import MAX_TURN_SECONDS, MIN_TURN_SECONDS
from bot.service.models import (
    CODES,
    SOURCES,
    ComputerDecision,
    ComputerStep,
    ComputerTurnResult,
    GameSnapshot,
    History,
    HistoryMove,
    MoveResult,
    PlayerStats,
    Readable,
    Reminder,
    ServiceError,
    Stale,
    StartResult,
)
from bot.service.vanished import BOT_REMOVED, CHANNEL_GONE, VANISHED_REASONS
from bot.store import NOTIFY_MODES

__all__ = [
    "Readable",
    "MAX_TURN_SECONDS", "MIN_TURN_SECONDS",
    "ABANDON_VOTE", "AWAY_VOTE", "BOT_REMOVED", "CHANNEL_GONE", "CODES", "DEFAULT_TURN_SECONDS",
    "MAX_COMPUTER_DECISIONS", "MISSED_TURNS_AWAY", "NOTIFY_MODES", "REMINDER_SHARE", "SEED_BYTES",
    "SOURCES", "TURN_SECONDS_CHOICES", "VANISHED_REASONS", "ActionBuilder", "ComputerDecision",
    "ComputerStep", "ComputerTurnResult", "GameService", "GameSnapshot", "History", "HistoryMove",
    "MoveResult", "PlayerStats", "Reminder", "ServiceError", "Stale",
    "StartResult", "audit_all", "audit_game", "computer_seed", "move_rng",
]
