"""What the service hands out: its refusal (ServiceError and its codes) and the immutable
snapshots and results of games, moves, computer turns, reminders, history and standings."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from bot.games import ComputerPlayers, get_rules
from bot.games.base import CodedError
from bot.store import GameRow, SeatRow

CODES = (
    "no_game",
    "game_exists",
    "not_in_game",
    "not_your_turn",
    "already_joined",
    "lobby_full",
    "not_in_lobby",
    "not_creator",
    "not_enough_players",
    "game_not_active",
    "other_game",
    "stale",
    "no_permission",
    "already_voted",
    "bad_options",
    "bad_turn_time",
    # computer seats
    "unknown_level",
    "not_a_computer",
    "no_computer",
    "no_human",
    # away players, rematch, notify settings
    "not_away",
    "already_away",
    "cannot_vote_self",
    "no_turns_to_hand",
    "target_not_in_game",
    "target_is_computer",
    "rematch_exists",
    "game_not_finished",
    "bad_notify",
)

# who made a move (moves.source); "idle": the declaration made for a player who drifted away
SOURCES = ("player", "computer", "clock", "away", "idle")


class ServiceError(CodedError):
    """A refusal by the service. `code` is a message-catalog id; `details` fill the message."""


class Stale(ServiceError):
    """The game moved on since the caller saw it (a move, another process's write, a newer
    game in the channel): nothing was written. Told to the user as the refusal `stale`."""

    def __init__(self, **details: Any) -> None:
        super().__init__("stale", **details)


_ROW_COLUMNS = tuple(f.name for f in fields(GameRow))  # once: every read makes a snapshot


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSnapshot:
    """A game as the service hands it out, loaded or committed: the columns of its stored record
    (bot.store.GameRow), but with `state` the game's own value, parsed by its rules once per
    read (None in the lobby), where the record holds its JSON. Immutable; the questions below
    are the ones every layer asks of a game."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    status: str  # "lobby" | "active" | "finished" | "abandoned"
    creator_id: int
    seats_wanted: int
    options: dict[str, Any]
    turn_seconds: int | None
    seats: tuple[SeatRow, ...]
    state: Any  # the rules' state value (GameRow: its JSON)
    rev: int
    created_at: float
    updated_at: float
    seed: str = ""
    setup: dict[str, Any] | None = None
    last_seq: int = 0
    started_at: float | None = None
    finished_at: float | None = None
    end_reason: str | None = None
    ended_by: int | None = None
    turn_started_at: float | None = None
    deadline_at: float | None = None
    reminded_at: float | None = None
    rematch_of: int | None = None
    paused_at: float | None = None
    language: str = "en"
    rated: int | None = None
    writes: int = 0

    @classmethod
    def loaded(cls, row: GameRow, state: Any) -> GameSnapshot:
        """The record `row` with its parsed `state`. Every column of the record is one of the
        snapshot's (a column added to GameRow alone fails here, at the first read)."""
        return cls(**{name: getattr(row, name) for name in _ROW_COLUMNS} | {"state": state})

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def current_seat_info(self) -> SeatRow | None:
        """The one seat whose turn it is; None in the lobby, once the game is over, and where
        several seats may act (see `actors`)."""
        if self.state is None or self.status != "active":
            return None
        seat = get_rules(self.kind).current_seat(self.state)
        if seat is None:
            return None
        for s in self.seats:
            if s.seat == seat:
                return s
        return None

    @property
    def is_open(self) -> bool:
        return self.status in ("lobby", "active")

    @property
    def actors(self) -> frozenset[int]:
        """The seats that may act now (none in the lobby and once the game is over)."""
        if self.state is None or self.status != "active":
            return frozenset()
        return frozenset(get_rules(self.kind).actors(self.state))

    def is_turn_of(self, user_id: int) -> bool:
        """Whether `user_id` may act now (an active game, their seat among those awaited)."""
        seat = self.seat_of(user_id)
        return seat is not None and seat in self.actors

    @property
    def computer_to_play(self) -> bool:
        """Whether the seat to move is played by the computer now (a computer seat or an away
        player): the bot calls `play_computer_turn` for it."""
        current = self.current_seat_info()
        return current is not None and current.stand_in

    @property
    def free_computers(self) -> tuple[SeatRow, ...]:
        """Where several seats may act at once: the computer seats that may act now and have not
        said they wait for someone else (see ComputerPlayers); none while the game is paused
        (the bot cannot post there, so nobody would see their actions)."""
        if self.state is None or self.status != "active" or self.paused_at is not None:
            return ()
        rules = get_rules(self.kind)
        if rules.current_seat(self.state) is not None or not isinstance(rules, ComputerPlayers):
            return ()
        actors = rules.actors(self.state)
        return tuple(s for s in self.seats if s.computer_level and s.seat in actors
                     and not rules.computer_rests(self.state, s.seat))

    @property
    def humans(self) -> tuple[SeatRow, ...]:
        return tuple(s for s in self.seats if s.computer_level is None)


@dataclass(frozen=True)
class Post:
    """The outbox entry a commit wrote for Discord: its key, what it says, and whether the
    caller holds its claim (deliver it now) or it waits behind an older one of the game.
    `notify_mode`: how the player its payload notifies wants to be told, as the commit read it
    in its own transaction (None: not read; its deliverer reads it)."""

    key: str
    payload: dict
    claimed: bool
    notify_mode: str | None = None


@dataclass(frozen=True)
class MoveResult:
    game: GameSnapshot  # after the move (committed)
    before: Any  # the state before the move
    events: tuple[Any, ...]
    turn_events: tuple[Any, ...]  # every event of the current (or just ended) turn, in order
    post: Post | None = None  # the public message the move owes the channel
    idle: tuple[int, ...] = ()  # seats declared done for having been idle (a game's time rule)
    since: float | None = None  # when the game last changed before this move


@dataclass(frozen=True)
class StartResult:
    game: GameSnapshot
    rolloff: Any  # engine.RollOff for Columbiz (the game's start_info)
    post: Post | None = None  # the start's public message, with the first turn's notice


@dataclass(frozen=True)
class ComputerDecision:
    """One decision of a computer player and the moves that carried it out."""

    kind: str  # Columbiz: "roll" (keep `values`, roll the rest) or "place" (cells `values`)
    values: tuple
    reason: str  # a reason id of engine.columbiz.computer (e.g. "chasing", "capture")
    params: dict  # what fills the reason's message (e.g. kept, face, target, cells, points)
    seqs: tuple[int, ...]  # the moves (seq numbers) that carried it out
    level: str


@dataclass(frozen=True)
class ComputerStep:
    """One committed move of a computer turn."""

    seq: int
    action: Any  # the game's action (engine Keep / Roll / Place)
    events: tuple[Any, ...]
    decision: ComputerDecision


@dataclass(frozen=True)
class ComputerTurnResult:
    """A turn played by the computer: for a computer seat (source "computer"), an away player
    ("away")
    or a player whose turn time ran out ("clock")."""

    game: GameSnapshot  # after the turn (committed)
    before: Any  # the state before the computer's first move
    seat: SeatRow  # the seat played, as it is after the turn (away, missed_turns updated)
    source: str  # "computer" | "away" | "clock"
    level: str
    steps: tuple[ComputerStep, ...]
    decisions: tuple[ComputerDecision, ...]
    events: tuple[Any, ...]  # the events of the computer's moves
    turn_events: tuple[Any, ...]  # every event of the turn (with the player's own moves before)
    missed_turns: int = 0  # "clock": the seat's turns in a row run out, this one included
    marked_away: bool = False  # "clock": this one made it MISSED_TURNS_AWAY: the seat is away
    post: Post | None = None  # the turn's public message, with the next player's notice


@dataclass(frozen=True)
class Reminder:
    """A player whose turn has used REMINDER_SHARE of its time and was not reminded yet."""

    game: GameSnapshot
    seat: SeatRow
    notify: str  # the player's preference: "mention" | "dm" | "none"
    turn: int  # pass to mark_reminded
    deadline_at: float


@dataclass(frozen=True)
class HistoryMove:
    seq: int
    turn: int
    seat: int | None
    actor: SeatRow | None  # the seat's player (name, computer level)
    user_id: int | None
    source: str  # player | computer | clock | away
    action: Any  # the game's action (engine Roll / Keep / Place)
    events: tuple[Any, ...]  # the game's events (rolled, kept, placed, captured, scored, ...)
    created_at: float
    level: str | None = None  # computer moves: the level that decided
    reason: str | None = None  # computer moves: the decision's reason id
    params: dict | None = None  # and what fills it


@dataclass(frozen=True)
class History:
    game: GameSnapshot
    rolloff: Any  # the start (Columbiz: engine.RollOff), None for a lobby
    moves: tuple[HistoryMove, ...]


@dataclass(frozen=True, slots=True)
class Readable:
    """The games one reader may see, where some are private (bot.front.access decides it for
    Discord): those played in `channel_ids`, and those `user_id` played in as a person. Every
    view of several games (standings, leaderboard, stats) shows only these."""

    user_id: int
    channel_ids: frozenset[int] = frozenset()

    def allows(self, game: Any) -> bool:
        return game.channel_id in self.channel_ids or any(
            s.user_id == self.user_id and not s.computer_level for s in game.seats)


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str  # their name in their latest finished game
    games: int
    wins: int  # ties count as wins (C15)
    win_rate: float  # wins / games
    average_score: float
    best_score: int
    rank: int = 0  # 1-based: by wins, then average score, then games
