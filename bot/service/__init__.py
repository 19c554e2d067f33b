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

Computer players (issue 5) and the turn clock (issue 6) play through the same log: a computer
seat, an away player's seat or a turn whose clock ran out is played by the game's computer player
(`play_computer_turn`, `expire_turn`), each action its own move with `source` 'ai', 'away' or
'clock', its dice drawn exactly as a player's, and the decision's own randomness seeded from the
game's seed and the move's seq (`computer_seed`), so every such turn can be replayed.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import math
import os
import random
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any

from bot.games import ActionBuilder, ComputerPlayers, GameInputError, GameRules, get_rules
from bot.games.columbiz import ColumbizRules
from bot.store import (
    NOTIFY_MODES,
    AlreadyVoted,
    ChannelBusy,
    GameRow,
    MoveRow,
    RematchExists,
    SeatRow,
    StaleWrite,
    Store,
)

_log = logging.getLogger(__name__)

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
    "stale",
    "bad_dice_index",
    "no_permission",
    "already_voted",
    "bad_options",
    # issue 5: computer seats
    "unknown_level",
    "not_a_computer",
    "no_computer",
    "no_human",
    # issue 6: away players, rematch, notify settings
    "not_away",
    "already_away",
    "cannot_vote_self",
    "target_not_in_game",
    "target_is_computer",
    "rematch_exists",
    "game_not_finished",
    "bad_notify",
)

ABANDON_VOTE = "abandon"
AWAY_VOTE = "away:{user_id}"  # the vote kind to hand one player's seat to the computer
SEED_BYTES = 16

# Time per turn offered at /columbiz new (seconds; None: no clock). Any positive int is accepted.
TURN_SECONDS_CHOICES = (3600, 43200, 86400, 259200, None)
DEFAULT_TURN_SECONDS = 86400
REMINDER_SHARE = 0.8  # the reminder falls due once this share of the turn time has passed
MISSED_TURNS_AWAY = 3  # this many turns in a row run out on the clock: the player is away
SOURCES = ("player", "ai", "clock", "away")  # who made a move (moves.source)
MAX_COMPUTER_DECISIONS = 16  # a turn takes at most a handful; more means a policy is stuck


class ServiceError(Exception):
    """A refusal by the service. `code` is a message-catalog id; `details` fill the message."""

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(f"{code}: {details}" if details else code)


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int
    name: str
    ai_level: str | None = None  # set for computer seats
    total: int | None = None  # final total (C15), once the game is finished
    winner: bool | None = None  # once finished: whether this seat won (ties share, C15)
    away: bool = False  # a player whose turns the computer plays until they act again
    missed_turns: int = 0  # turns in a row their clock ran out (reset when they act)

    @property
    def is_computer(self) -> bool:
        return self.ai_level is not None

    @property
    def stand_in(self) -> bool:
        """Whether the computer plays this seat's turns (a computer seat or an away player)."""
        return self.ai_level is not None or self.away


@dataclass(frozen=True)
class GameSnapshot:
    """A game as loaded or committed. Immutable; `state` is the engine's State (None in lobby)."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    status: str  # "lobby" | "active" | "finished" | "abandoned"
    creator_id: int
    seats_wanted: int
    options: dict
    turn_seconds: int | None
    seats: tuple[SeatInfo, ...]
    state: Any
    rev: int
    created_at: float
    updated_at: float
    finished_at: float | None = None
    end_reason: str | None = None  # rules | creator | manager | vote | cancelled
    setup: dict | None = None  # what chance decided at the start (Columbiz: the C5 roll-off)
    deadline_at: float | None = None  # when the current turn's time runs out (turn_seconds)
    turn_started_at: float | None = None  # when the current turn's clock started
    reminded_at: float | None = None  # when the current turn's reminder was sent (once a turn)
    rematch_of: int | None = None  # the game this lobby is the rematch of
    started_at: float | None = None

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def current_seat_info(self) -> SeatInfo | None:
        """Whose turn it is; None in the lobby and once the game is over."""
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

    def is_turn_of(self, user_id: int) -> bool:
        """Whether it is `user_id`'s turn (an active game, their seat to move)."""
        current = self.current_seat_info()
        return current is not None and current.user_id == user_id

    @property
    def computer_to_play(self) -> bool:
        """Whether the seat to move is played by the computer now (a computer seat or an away
        player): the bot calls `play_computer_turn` for it."""
        current = self.current_seat_info()
        return current is not None and current.stand_in

    @property
    def humans(self) -> tuple[SeatInfo, ...]:
        return tuple(s for s in self.seats if s.ai_level is None)


@dataclass(frozen=True)
class MoveResult:
    game: GameSnapshot  # after the move (committed)
    before: Any  # the state before the move
    events: tuple[Any, ...]
    turn_events: tuple[Any, ...]  # every event of the current (or just ended) turn, in order


@dataclass(frozen=True)
class StartResult:
    game: GameSnapshot
    rolloff: Any  # engine.RollOff for Columbiz (the game's start_info)


@dataclass(frozen=True)
class MoveRecord:
    seq: int
    user_id: int | None
    action: dict
    created_at: float
    seat: int | None = None
    turn: int = 0
    events: tuple[dict, ...] = ()
    source: str = "player"  # player | ai | clock | away
    note: dict | None = None  # a computer move: {"level", "kind", "values", "reason", ...}


@dataclass(frozen=True)
class ComputerDecision:
    """One decision of a computer player and the moves that carried it out."""

    kind: str  # Columbiz: "roll" (keep `values`, roll the rest) or "place" (cells `values`)
    values: tuple
    reason: str  # a message id from engine.ai (e.g. "chasing", "capture", "fallback")
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
    """A turn played by the computer: for a computer seat (source "ai"), an away player ("away")
    or a player whose turn time ran out ("clock")."""

    game: GameSnapshot  # after the turn (committed)
    before: Any  # the state before the computer's first move
    seat: SeatInfo  # the seat played, as it is after the turn (away, missed_turns updated)
    source: str  # "ai" | "away" | "clock"
    level: str
    steps: tuple[ComputerStep, ...]
    decisions: tuple[ComputerDecision, ...]
    events: tuple[Any, ...]  # the events of the computer's moves
    turn_events: tuple[Any, ...]  # every event of the turn (with the player's own moves before)
    missed_turns: int = 0  # "clock": the seat's turns in a row run out, this one included
    marked_away: bool = False  # "clock": this one made it MISSED_TURNS_AWAY: the seat is away


@dataclass(frozen=True)
class Reminder:
    """A player whose turn has used REMINDER_SHARE of its time and was not reminded yet."""

    game: GameSnapshot
    seat: SeatInfo
    notify: str  # the player's preference: "mention" | "dm" | "none"
    turn: int  # pass to mark_reminded
    deadline_at: float


@dataclass(frozen=True)
class HistoryMove:
    seq: int
    turn: int
    seat: int | None
    actor: SeatInfo | None  # the seat's player (name, computer level)
    user_id: int | None
    source: str  # player | ai | clock | away
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


def move_rng(seed: str, seq: int) -> random.Random:
    """The chance of move `seq` of a game (seq 0: the start)."""
    return random.Random(f"{seed}:{seq}")


def computer_seed(seed: str, seq: int) -> int:
    """The seed of a computer player's decision whose first move is `seq` (its own randomness,
    e.g. to break ties; the dice still come from move_rng)."""
    digest = hashlib.sha256(f"{seed}:computer:{seq}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class GameService:
    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[int], bytes] = os.urandom,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._seed_source = seed_source
        self._clock = clock
        self._locks: dict[int, list] = {}  # channel_id -> [Lock, users]

    async def close(self) -> None:
        await self.store.close()

    @asynccontextmanager
    async def _channel(self, channel_id: int) -> AsyncIterator[None]:
        """Serialise the writes of one channel (within this process; rev guards across)."""
        entry = self._locks.get(channel_id)
        if entry is None:
            entry = self._locks[channel_id] = [asyncio.Lock(), 0]
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0:
                del self._locks[channel_id]

    # --- reading -------------------------------------------------------------------------------

    async def get(self, channel_id: int) -> GameSnapshot | None:
        """The channel's lobby or active game."""
        row = await self.store.open_game(channel_id)
        return None if row is None else snapshot_of(row)

    async def get_by_id(self, game_id: int) -> GameSnapshot | None:
        row = await self.store.game(game_id)
        return None if row is None else snapshot_of(row)

    async def moves(self, game_id: int) -> list[MoveRecord]:
        return [_record(m) for m in await self.store.moves(game_id)]

    async def finished_games(self, guild_id: int | None, limit: int = 50) -> list[GameSnapshot]:
        """Finished games of a guild, newest first, with each seat's total and winner flag."""
        return [snapshot_of(r) for r in await self.store.finished_games(guild_id, limit)]

    def rolloff(self, game: GameSnapshot) -> Any:
        """The start as chance decided it (Columbiz: the C5 roll-off), None before the start."""
        return None if game.setup is None else get_rules(game.kind).start_info(game.setup)

    async def turn_events(self, game: GameSnapshot) -> tuple[Any, ...]:
        """The events of the game's current turn so far (of the last turn once it is over)."""
        if game.state is None:
            return ()
        rules = get_rules(game.kind)
        turn = rules.turn_number(game.state)
        moves = await self.store.turn_moves(game.id, turn)
        return tuple(rules.event_from_json(e) for m in moves for e in m.events)

    # --- the lobby -----------------------------------------------------------------------------

    async def new_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        seats: int = 4,
        options: dict | None = None,
        turn_seconds: int | None = 86400,
        kind: str = "columbiz",
    ) -> GameSnapshot:
        """Open a lobby in the channel with the creator in seat 0."""
        try:
            rules = get_rules(kind)
        except KeyError:
            raise ServiceError("bad_options", option="kind", value=kind) from None
        if type(seats) is not int or not rules.min_players <= seats <= rules.max_players:
            raise ServiceError(
                "bad_options", option="seats", value=seats,
                min=rules.min_players, max=rules.max_players,
            )
        if turn_seconds is not None and (type(turn_seconds) is not int or turn_seconds <= 0):
            raise ServiceError("bad_options", option="turn_seconds", value=turn_seconds)
        try:
            normalized = rules.normalize_options(options)
        except GameInputError as err:
            raise ServiceError(err.code, **err.details) from None
        async with self._channel(channel_id):
            try:
                row = await self.store.create_game(
                    kind=rules.kind,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    creator_id=creator_id,
                    creator_name=creator_name,
                    seats_wanted=seats,
                    options=normalized,
                    turn_seconds=turn_seconds,
                    seed=self._seed_source(SEED_BYTES).hex(),
                    now=self._clock(),
                )
            except ChannelBusy as busy:
                game_id, status = busy.game_id, busy.status
                if game_id is None:  # lost a race to another process: name its game
                    other = await self.store.open_game(channel_id)
                    game_id, status = (other.id, other.status) if other else (None, None)
                raise ServiceError("game_exists", game_id=game_id, status=status) from None
        return snapshot_of(row)

    async def join(
        self, channel_id: int, user_id: int, name: str
    ) -> tuple[GameSnapshot, StartResult | None]:
        """Take the next seat; the join that fills the last seat starts the game (same write)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            for s in row.seats:
                if s.user_id == user_id:
                    raise ServiceError("already_joined", seat=s.seat, game_id=row.id)
            if row.status != "lobby":
                raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)
            if len(row.seats) >= row.seats_wanted:
                raise ServiceError("lobby_full", seats=row.seats_wanted, game_id=row.id)
            now = self._clock()
            seats = (*row.seats, SeatRow(len(row.seats), user_id, name, joined_at=now))
            if len(seats) < row.seats_wanted:
                fields: dict[str, Any] = {"updated_at": now}
                await self._write(row, fields=fields, seats=seats)
                return _after(row, fields, seats=seats), None
            fields = self._start_fields(row, seats, now)
            await self._write(row, fields=fields, seats=seats)
            game = _after(row, fields, seats=seats)
            return game, StartResult(game, self.rolloff(game))

    async def leave(self, channel_id: int, user_id: int) -> GameSnapshot:
        """Leave the lobby; the creator leaving cancels it (status abandoned)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "lobby":
                raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)
            if not any(s.user_id == user_id for s in row.seats):
                raise ServiceError("not_in_game", game_id=row.id)
            now = self._clock()
            if user_id == row.creator_id:
                fields = _end_fields(now, "cancelled", user_id)
                await self._write(row, fields=fields)
                return _after(row, fields)
            seats = tuple(
                replace(s, seat=i)
                for i, s in enumerate(s for s in row.seats if s.user_id != user_id)
            )
            fields = {"updated_at": now}
            await self._write(row, fields=fields, seats=seats)
            return _after(row, fields, seats=seats)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str
    ) -> tuple[GameSnapshot, StartResult | None]:
        """The creator seats a computer player of `level` in the lobby (issue 5). It is named
        after its level ("Hard computer", "Hard computer 2", ...) and gets a made-up negative
        user id unique in the game. Like a join, filling the last seat starts the game."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "lobby":
                raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)
            if user_id != row.creator_id:
                raise ServiceError("not_creator", creator_id=row.creator_id, game_id=row.id)
            rules = get_rules(row.kind)
            levels = _levels(rules)
            if level not in levels:
                raise ServiceError("unknown_level", level=level, levels=levels, game_id=row.id)
            if len(row.seats) >= row.seats_wanted:
                raise ServiceError("lobby_full", seats=row.seats_wanted, game_id=row.id)
            now = self._clock()
            seat = SeatRow(
                len(row.seats), _computer_id(row.seats), _computer_name(row.seats, level),
                ai_level=level, joined_at=now,
            )
            seats = (*row.seats, seat)
            if len(seats) < row.seats_wanted:
                fields: dict[str, Any] = {"updated_at": now}
                await self._write(row, fields=fields, seats=seats)
                return _after(row, fields, seats=seats), None
            fields = self._start_fields(row, seats, now)
            await self._write(row, fields=fields, seats=seats)
            game = _after(row, fields, seats=seats)
            return game, StartResult(game, self.rolloff(game))

    async def remove_computer(
        self, channel_id: int, user_id: int, seat: int | None = None
    ) -> GameSnapshot:
        """The creator takes a computer player out of the lobby: the one in `seat`, or the last
        one seated. The seats after it move up (seat order is colour order, C3)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "lobby":
                raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)
            if user_id != row.creator_id:
                raise ServiceError("not_creator", creator_id=row.creator_id, game_id=row.id)
            if seat is None:
                computers = [s for s in row.seats if s.ai_level is not None]
                if not computers:
                    raise ServiceError("no_computer", game_id=row.id)
                gone = computers[-1]
            else:
                gone = next((s for s in row.seats if s.seat == seat), None)
                if gone is None or gone.ai_level is None:
                    raise ServiceError(
                        "not_a_computer", seat=seat, name=gone.name if gone else None,
                        game_id=row.id,
                    )
            seats = tuple(
                replace(s, seat=i) for i, s in enumerate(s for s in row.seats if s is not gone)
            )
            fields = {"updated_at": self._clock()}
            await self._write(row, fields=fields, seats=seats)
            return _after(row, fields, seats=seats)

    async def start(self, channel_id: int, user_id: int) -> StartResult:
        """The creator starts with the players seated so far (at least the game's minimum, at
        least one of them a person: computers may fill the other seats)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "lobby":
                raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)
            if user_id != row.creator_id:
                raise ServiceError("not_creator", creator_id=row.creator_id, game_id=row.id)
            rules = get_rules(row.kind)
            if len(row.seats) < rules.min_players:
                raise ServiceError(
                    "not_enough_players", have=len(row.seats), need=rules.min_players,
                    game_id=row.id,
                )
            if all(s.ai_level is not None for s in row.seats):
                raise ServiceError("no_human", game_id=row.id)
            fields = self._start_fields(row, row.seats, self._clock())
            await self._write(row, fields=fields)
            game = _after(row, fields)
            return StartResult(game, self.rolloff(game))

    def _start_fields(
        self, row: GameRow, seats: Sequence[SeatRow], now: float
    ) -> dict[str, Any]:
        """C5: the roll-off from the seed (seq 0) decides who starts; colours by seat (C3)."""
        rules = get_rules(row.kind)
        setup = rules.setup(len(seats), row.options, move_rng(row.seed, 0))
        state = rules.initial_state(len(seats), row.options, setup)
        return {
            "status": "active",
            "setup": setup,
            "state": rules.state_to_json(state),
            "started_at": now,
            "updated_at": now,
            **_turn_clock(rules, state, seats, row.turn_seconds, now),
        }

    # --- ending --------------------------------------------------------------------------------

    async def abandon(
        self, channel_id: int, user_id: int, *, can_manage_channel: bool
    ) -> tuple[GameSnapshot, dict]:
        """End the channel's game early. The creator or anyone who can manage the channel ends it
        at once; another seated player casts a vote, and it ends when a majority of the seated
        human players other than the creator voted. Away players (issue 6) neither vote nor
        count. Returns (game, {"ended", "votes", "needed", "by"}), "by" being "creator",
        "manager" or "vote"."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            voters = set(await self.store.votes(row.id, ABANDON_VOTE))
            electorate = {
                s.user_id for s in row.seats
                if s.ai_level is None and not s.away and s.user_id != row.creator_id
            }
            needed = len(electorate) // 2 + 1
            votes = len(voters & electorate)
            now = self._clock()
            if user_id == row.creator_id or can_manage_channel:
                by = "creator" if user_id == row.creator_id else "manager"
                fields = _end_fields(now, by, user_id)
                await self._write(row, fields=fields)
                tally = {"ended": True, "votes": votes, "needed": needed, "by": by}
                return _after(row, fields), tally
            if user_id not in electorate:
                away = any(s.user_id == user_id and s.away for s in row.seats)
                if away:
                    raise ServiceError("no_permission", reason="away", game_id=row.id)
                raise ServiceError("no_permission", game_id=row.id)
            if user_id in voters:
                raise ServiceError("already_voted", votes=votes, needed=needed, game_id=row.id)
            votes += 1
            vote = (ABANDON_VOTE, user_id, now)
            if votes >= needed:
                fields = _end_fields(now, "vote", user_id)
                await self._write(row, fields=fields, vote=vote)
                return _after(row, fields), {
                    "ended": True, "votes": votes, "needed": needed, "by": "vote",
                }
            # A vote alone changes nothing on the board: the rev stays, so buttons stay valid.
            await self._write(row, vote=vote, bump=False)
            game = snapshot_of(row)
            return game, {"ended": False, "votes": votes, "needed": needed, "by": "vote"}

    # --- moves ---------------------------------------------------------------------------------

    async def roll(
        self, channel_id: int, user_id: int, *, rev: int | None = None, game_id: int | None = None
    ) -> MoveResult:
        """C6: roll all dice (first roll) or the ones not kept, with values from the seed."""
        return await self.act(
            channel_id, user_id, lambda rules, state, rng: _columbiz(rules).roll_action(state, rng),
            rev=rev, game_id=game_id,
        )

    async def keep(
        self,
        channel_id: int,
        user_id: int,
        values: Sequence[int],
        *,
        rev: int | None = None,
        game_id: int | None = None,
    ) -> MoveResult:
        """C6: choose the kept dice afresh (a multiset of the current dice values)."""
        values = tuple(values)
        return await self.act(
            channel_id, user_id, lambda rules, state, rng: _columbiz(rules).keep_action(values),
            rev=rev, game_id=game_id,
        )

    async def toggle_die(
        self,
        channel_id: int,
        user_id: int,
        index: int,
        *,
        rev: int | None = None,
        game_id: int | None = None,
    ) -> MoveResult:
        """Flip whether die `index` of the sorted dice is kept (per face, the first k are kept)."""
        return await self.act(
            channel_id, user_id,
            lambda rules, state, rng: _columbiz(rules).toggle_action(state, index),
            rev=rev, game_id=game_id,
        )

    async def place(
        self,
        channel_id: int,
        user_id: int,
        cells: Sequence[str],
        *,
        rev: int | None = None,
        game_id: int | None = None,
    ) -> MoveResult:
        """C7: place on these cells (C2 names), in order; ends the turn."""
        cells = tuple(cells)
        return await self.act(
            channel_id, user_id, lambda rules, state, rng: _columbiz(rules).place_action(cells),
            rev=rev, game_id=game_id,
        )

    async def act(
        self,
        channel_id: int,
        user_id: int,
        build: ActionBuilder,
        *,
        rev: int | None = None,
        game_id: int | None = None,
    ) -> MoveResult:
        """Any game's move: `build(rules, state, rng)` makes the action, `rng` being the move's
        seeded generator. `rev` and `game_id` (from a button) must name the current game and
        revision, or the move is refused as stale. A player's own move resets their missed
        turns and, if they were away, takes their seat back in the same write (issue 6)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if game_id is not None and game_id != row.id:
                raise ServiceError(
                    "stale", rev=rev, current=row.rev, game_id=game_id, current_game_id=row.id
                )
            if row.status != "active":
                raise ServiceError("game_not_active", status=row.status, game_id=row.id)
            game = snapshot_of(row)
            seat = game.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_in_game", game_id=row.id)
            if rev is not None and rev != row.rev:
                raise ServiceError("stale", rev=rev, current=row.rev, game_id=row.id)
            current = game.current_seat_info()
            if current is None or current.seat != seat:
                raise ServiceError(
                    "not_your_turn",
                    current_user_id=current.user_id if current else None,
                    current_name=current.name if current else None,
                    current_seat=current.seat if current else None,
                    game_id=row.id,
                )
            rules = get_rules(row.kind)
            before = game.state
            seq = row.last_seq + 1
            try:
                action = build(rules, before, move_rng(row.seed, seq))
            except GameInputError as err:
                raise ServiceError(err.code, game_id=row.id, **err.details) from None
            after, events = rules.apply(before, action)  # RuleError passes through
            turn = rules.turn_number(before)
            earlier = await self.store.turn_moves(row.id, turn)
            now = self._clock()
            mine = next(s for s in row.seats if s.seat == seat)
            seat_fields = {}
            drop_votes: list[str] = []
            seats = row.seats
            if mine.away or mine.missed_turns:  # they act: back in their seat at once
                seat_fields[seat] = {"away": False, "missed_turns": 0}
                seats = _with_seat(row.seats, seat, away=False, missed_turns=0)
                if mine.away:
                    drop_votes.append(_away_vote(user_id))
            move = MoveRow(
                game_id=row.id,
                seq=seq,
                turn=turn,
                seat=seat,
                user_id=user_id,
                action=rules.action_to_json(action),
                events=[rules.event_to_json(e) for e in events],
                created_at=now,
            )
            fields, results = _after_moves(rules, row, seats, turn, after, seq, now)
            if mine.away and "deadline_at" not in fields:  # their turn goes on: the clock too
                fields.update(_turn_clock(rules, after, seats, row.turn_seconds, now, remind=False))
            await self._write(
                row, fields=fields, move=move, results=results, seat_fields=seat_fields,
                drop_votes=drop_votes,
            )
            new = replace(_after(row, fields, seats=_with_results(seats, results)), state=after)
            turn_events = tuple(
                rules.event_from_json(e) for m in earlier for e in m.events
            ) + tuple(events)
            return MoveResult(new, before, tuple(events), turn_events)

    # --- computer turns (issue 5) and stand-ins (issue 6) --------------------------------------

    async def play_computer_turn(self, channel_id: int) -> ComputerTurnResult | None:
        """If the seat to move in the channel's game is a computer (or an away player), play its
        whole turn now and return it; None when there is nothing to play (no active game, or a
        person's turn). The bot calls it in a loop while it returns a result (after a start, a
        join that starts, every move that ends a turn, an away marking, a timeout)."""
        async with self._channel(channel_id):
            row = await self.store.open_game(channel_id)
            if row is None or row.status != "active":
                return None
            rules = get_rules(row.kind)
            current = _current_seat_row(rules, row)
            if current is None or not isinstance(rules, ComputerPlayers):
                return None
            if current.ai_level is not None:
                return await self._stand_in(row, rules, "ai", current.ai_level)
            if current.away:
                return await self._stand_in(row, rules, "away", rules.stand_in_level)
            return None

    async def _stand_in(
        self, row: GameRow, rules: Any, source: str, level: str, **kw: Any
    ) -> ComputerTurnResult | None:
        """`_computer_turn`, or None if another process changed the game meanwhile (it played
        the turn itself, or someone moved: nothing is written, the caller looks again)."""
        try:
            return await self._computer_turn(row, rules, source, level, **kw)
        except ServiceError as err:
            if err.code != "stale":
                raise
            _log.info("game %s: changed by another writer during a %s turn", row.id, source)
            return None

    async def due_computer_turns(self) -> list[GameSnapshot]:
        """Active games whose seat to move is a computer or an away player: after a restart (or
        a missed call) the bot plays them with `play_computer_turn`."""
        found = []
        for row in await self.store.games_with_stand_ins():
            game = snapshot_of(row)
            if game.computer_to_play and isinstance(get_rules(row.kind), ComputerPlayers):
                found.append(game)
        return found

    async def _computer_turn(
        self,
        row: GameRow,
        rules: Any,
        source: str,
        level: str,
        *,
        now: float | None = None,
        missed: int | None = None,
    ) -> ComputerTurnResult:
        """Play the rest of the current turn of `row` with the computer at `level`, every action
        its own move, all written in one transaction (the caller holds the channel's lock).
        `missed` (clock): the seat's new count of turns in a row run out."""
        now = self._clock() if now is None else now
        state = before = rules.state_from_json(row.state)
        seat_no = rules.current_seat(state)
        seat_row = next(s for s in row.seats if s.seat == seat_no)
        turn = rules.turn_number(state)
        earlier = await self.store.turn_moves(row.id, turn)
        seq = row.last_seq
        moves: list[MoveRow] = []
        steps: list[ComputerStep] = []
        decisions: list[ComputerDecision] = []
        while not rules.is_over(state) and rules.turn_number(state) == turn:
            if len(decisions) >= MAX_COMPUTER_DECISIONS:
                raise RuntimeError(f"game {row.id}: the computer did not end turn {turn}")
            first = seq + 1
            try:
                decision = await asyncio.to_thread(
                    rules.computer_decision, state, level, computer_seed(row.seed, first)
                )
                done = _carry_out(rules, row.seed, state, decision, first)
            except Exception:  # a policy that fails or breaks a rule must not stop the game
                _log.exception("game %s: %s decision refused; plain fallback", row.id, level)
                decision = rules.fallback_decision(state)
                done = _carry_out(rules, row.seed, state, decision, first)
            made = ComputerDecision(
                kind=decision.kind,
                values=tuple(decision.values),
                reason=decision.reason,
                params=dict(decision.params),
                seqs=tuple(s for s, _, _, _ in done),
                level=level,
            )
            decisions.append(made)
            note = {
                "level": level, "kind": made.kind, "values": _jsonable(made.values),
                "reason": made.reason, "params": _jsonable(made.params), "first": first,
            }
            for seq, action, after, events in done:
                moves.append(MoveRow(
                    game_id=row.id, seq=seq, turn=turn, seat=seat_no, user_id=seat_row.user_id,
                    action=rules.action_to_json(action),
                    events=[rules.event_to_json(e) for e in events],
                    source=source, created_at=now, note=note,
                ))
                steps.append(ComputerStep(seq, action, tuple(events), made))
                state = after
        seat_fields: dict[int, dict[str, Any]] = {}
        drop_votes: list[str] = []
        seats = row.seats
        marked_away = False
        if missed is not None:
            marked_away = missed >= MISSED_TURNS_AWAY and not seat_row.away
            away = seat_row.away or marked_away
            seat_fields[seat_no] = {"missed_turns": missed, "away": away}
            seats = _with_seat(seats, seat_no, missed_turns=missed, away=away)
            if marked_away:
                drop_votes.append(_away_vote(seat_row.user_id))
        fields, results = _after_moves(rules, row, seats, turn, state, seq, now)
        await self._write(
            row, fields=fields, moves=moves, results=results, seat_fields=seat_fields,
            drop_votes=drop_votes,
        )
        game = replace(_after(row, fields, seats=_with_results(seats, results)), state=state)
        events = tuple(e for step in steps for e in step.events)
        return ComputerTurnResult(
            game=game,
            before=before,
            seat=next(s for s in game.seats if s.seat == seat_no),
            source=source,
            level=level,
            steps=tuple(steps),
            decisions=tuple(decisions),
            events=events,
            turn_events=tuple(rules.event_from_json(e) for m in earlier for e in m.events)
            + events,
            missed_turns=seat_fields.get(seat_no, {}).get("missed_turns", seat_row.missed_turns),
            marked_away=marked_away,
        )

    # --- the turn clock (issue 6) --------------------------------------------------------------

    async def due_reminders(self, now: float) -> list[Reminder]:
        """Players whose turn has used REMINDER_SHARE of its time (and has time left), not
        reminded yet this turn. Send each one reminder (per their notify preference; "none":
        send nothing) and call `mark_reminded(game.id, turn)`."""
        due = []
        # Once the time is up it is too late to remind: the clock plays it (due_timeouts).
        for row in await self.store.reminder_games(now, REMINDER_SHARE):
            game = snapshot_of(row)
            seat = game.current_seat_info()
            if seat is None or seat.stand_in:
                continue
            turn = get_rules(row.kind).turn_number(game.state)
            due.append((game, seat, turn))
        modes = await self.store.notify_modes(seat.user_id for _, seat, _ in due)
        return [
            Reminder(game, seat, modes.get(seat.user_id, "mention"), turn, game.deadline_at)
            for game, seat, turn in due
        ]

    async def mark_reminded(self, game_id: int, turn: int) -> bool:
        """Record that turn `turn` of the game had its reminder. True if this call recorded it;
        False if it was recorded already or that turn is over (so at most one per turn, across
        restarts: it is in the database). The board's rev does not change."""
        row = await self.store.game(game_id)
        if row is None:
            return False
        async with self._channel(row.channel_id):
            row = await self.store.game(game_id)
            if row is None or row.status != "active" or row.reminded_at is not None:
                return False
            rules = get_rules(row.kind)
            if rules.turn_number(rules.state_from_json(row.state)) != turn:
                return False
            await self._write(row, fields={"reminded_at": self._clock()}, bump=False)
            return True

    async def due_timeouts(self, now: float) -> list[GameSnapshot]:
        """Active games whose turn time has run out (deadline_at <= now): call `expire_turn`."""
        return [
            snapshot_of(row) for row in await self.store.timeout_games(now)
            if isinstance(get_rules(row.kind), ComputerPlayers)
        ]

    async def expire_turn(self, game_id: int, now: float) -> ComputerTurnResult | None:
        """The turn's time ran out: the computer (stand-in level) plays the rest of it for the
        player (source "clock"), and the seat's missed turns go up by one; at MISSED_TURNS_AWAY
        in a row the seat is marked away (`marked_away`). None if the turn is not (or no longer)
        due, e.g. the player moved just in time, or another process expired it (also when
        that happened while this call was playing: nothing of this call is written)."""
        row = await self.store.game(game_id)
        if row is None:
            return None
        async with self._channel(row.channel_id):
            row = await self.store.game(game_id)
            if row is None or row.status != "active" or row.deadline_at is None:
                return None
            if row.deadline_at > now:
                return None
            rules = get_rules(row.kind)
            current = _current_seat_row(rules, row)
            if current is None or current.ai_level is not None:
                return None
            if not isinstance(rules, ComputerPlayers):
                return None
            return await self._stand_in(
                row, rules, "clock", rules.stand_in_level, now=now,
                missed=current.missed_turns + 1,
            )

    # --- away players (issue 6) ----------------------------------------------------------------

    async def return_from_away(self, channel_id: int, user_id: int) -> GameSnapshot:
        """An away player takes their seat back at once (/columbiz back). If it is their turn,
        its clock starts again now. The rev does not change, so the buttons they are about to
        press stay valid (a move of theirs also takes the seat back by itself)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "active":
                raise ServiceError("game_not_active", status=row.status, game_id=row.id)
            mine = next((s for s in row.seats if s.user_id == user_id), None)
            if mine is None or mine.ai_level is not None:
                raise ServiceError("not_in_game", game_id=row.id)
            if not mine.away:
                raise ServiceError("not_away", game_id=row.id)
            now = self._clock()
            rules = get_rules(row.kind)
            seats = _with_seat(row.seats, mine.seat, away=False, missed_turns=0)
            fields: dict[str, Any] = {"updated_at": now}
            current = _current_seat_row(rules, row)
            if current is not None and current.seat == mine.seat:
                state = rules.state_from_json(row.state)
                fields.update(_turn_clock(rules, state, seats, row.turn_seconds, now, remind=False))
            await self._write(
                row, fields=fields, seat_fields={mine.seat: {"away": False, "missed_turns": 0}},
                drop_votes=[_away_vote(user_id)], bump=False,
            )
            return _after(row, fields, seats=seats, bump=False)

    async def vote_away(
        self, channel_id: int, voter_id: int, target_user_id: int
    ) -> tuple[GameSnapshot, dict]:
        """A vote to hand an absent player's seat to the computer. The electorate: the seated
        players other than the target who are not away themselves; a majority of them marks the
        target away (their turns are then played by the computer until they act again).
        Returns (game, {"away", "votes", "needed", "target_user_id", "target_seat"})."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if row.status != "active":
                raise ServiceError("game_not_active", status=row.status, game_id=row.id)
            voter = next((s for s in row.seats if s.user_id == voter_id), None)
            if voter is None or voter.ai_level is not None:
                raise ServiceError("not_in_game", game_id=row.id)
            target = next((s for s in row.seats if s.user_id == target_user_id), None)
            if target is None:
                raise ServiceError(
                    "target_not_in_game", target_user_id=target_user_id, game_id=row.id
                )
            if target.ai_level is not None:
                raise ServiceError(
                    "target_is_computer", target_user_id=target_user_id, name=target.name,
                    game_id=row.id,
                )
            if voter_id == target_user_id:
                raise ServiceError("cannot_vote_self", game_id=row.id)
            if target.away:
                raise ServiceError(
                    "already_away", target_user_id=target_user_id, name=target.name,
                    game_id=row.id,
                )
            if voter.away:
                raise ServiceError("no_permission", reason="away", game_id=row.id)
            kind = _away_vote(target_user_id)
            electorate = {
                s.user_id for s in row.seats
                if s.ai_level is None and not s.away and s.user_id != target_user_id
            }
            needed = len(electorate) // 2 + 1
            voters = set(await self.store.votes(row.id, kind)) & electorate
            tally = {
                "away": False, "votes": len(voters), "needed": needed,
                "target_user_id": target_user_id, "target_seat": target.seat,
            }
            if voter_id in voters:
                raise ServiceError("already_voted", **tally, game_id=row.id)
            tally["votes"] += 1
            now = self._clock()
            if tally["votes"] < needed:
                await self._write(row, vote=(kind, voter_id, now), bump=False)
                return snapshot_of(row), tally
            tally["away"] = True
            rules = get_rules(row.kind)
            seats = _with_seat(row.seats, target.seat, away=True)
            fields: dict[str, Any] = {"updated_at": now}
            current = _current_seat_row(rules, row)
            if current is not None and current.seat == target.seat:  # the computer plays now
                state = rules.state_from_json(row.state)
                fields.update(_turn_clock(rules, state, seats, row.turn_seconds, now))
            await self._write(
                row, fields=fields, seat_fields={target.seat: {"away": True}}, drop_votes=[kind]
            )
            return _after(row, fields, seats=seats), tally

    # --- notify preferences, history, rematch, standings (issue 6) -----------------------------

    async def set_notify(self, user_id: int, mode: str) -> str:
        """How the player is told it is their turn: "mention" (default), "dm" or "none"."""
        if mode not in NOTIFY_MODES:
            raise ServiceError("bad_notify", mode=mode, modes=NOTIFY_MODES)
        await self.store.set_notify_mode(user_id, mode, self._clock())
        return mode

    async def get_notify(self, user_id: int) -> str:
        return await self.store.notify_mode(user_id) or "mention"

    async def game_history(self, game_id: int) -> History | None:
        """A game's full record: the game (seats with names and computer levels, status, end),
        its start (the C5 roll-off) and every move with its actor, source, action, events, time
        and, for a computer's move, the decision's reason. None for an unknown id."""
        row = await self.store.game(game_id)
        if row is None:
            return None
        game = snapshot_of(row)
        rules = get_rules(row.kind)
        seats = {s.seat: s for s in game.seats}
        moves = []
        for m in await self.store.moves(game_id):
            note = m.note or {}
            moves.append(HistoryMove(
                seq=m.seq,
                turn=m.turn,
                seat=m.seat,
                actor=seats.get(m.seat),
                user_id=m.user_id,
                source=m.source,
                action=rules.action_from_json(m.action),
                events=tuple(rules.event_from_json(e) for e in m.events),
                created_at=m.created_at,
                level=note.get("level"),
                reason=note.get("reason"),
                params=note.get("params"),
            ))
        return History(game, self.rolloff(game), tuple(moves))

    async def rematch(
        self, game_id: int, user_id: int, name: str | None = None
    ) -> GameSnapshot:
        """After a finished game, one of its players opens a new lobby in the same channel with
        the same options, seats and turn time (`rematch_of` set), seated as its creator (named
        `name`, or as in the old game); the old game's computer players are seated again, the
        other players confirm by joining. One rematch per game."""
        old = await self.store.game(game_id)
        if old is None:
            raise ServiceError("no_game", game_id=game_id)
        if old.status != "finished":
            raise ServiceError("game_not_finished", status=old.status, game_id=game_id)
        mine = next((s for s in old.seats if s.user_id == user_id), None)
        if mine is None or mine.ai_level is not None:
            raise ServiceError("not_in_game", game_id=game_id)
        computers: list[SeatRow] = []
        for s in old.seats:
            if s.ai_level is not None:
                computers.append(SeatRow(
                    len(computers) + 1, _computer_id(computers), s.name, ai_level=s.ai_level
                ))
        async with self._channel(old.channel_id):
            try:
                row = await self.store.create_game(
                    kind=old.kind,
                    guild_id=old.guild_id,
                    channel_id=old.channel_id,
                    creator_id=user_id,
                    creator_name=name or mine.name,
                    seats_wanted=old.seats_wanted,
                    options=old.options,
                    turn_seconds=old.turn_seconds,
                    seed=self._seed_source(SEED_BYTES).hex(),
                    now=self._clock(),
                    rematch_of=game_id,
                    more_seats=computers,
                )
            except RematchExists:
                again = await self.store.rematch_of(game_id)
                raise ServiceError(
                    "rematch_exists",
                    game_id=again.id if again else None,
                    status=again.status if again else None,
                    channel_id=old.channel_id,
                    rematch_of=game_id,
                ) from None
            except ChannelBusy as busy:
                other = await self.store.open_game(old.channel_id)
                raise ServiceError(
                    "game_exists",
                    game_id=other.id if other else busy.game_id,
                    status=other.status if other else busy.status,
                ) from None
        return snapshot_of(row)

    async def leaderboard(self, guild_id: int | None, limit: int = 20) -> list[PlayerStats]:
        """The guild's players over its finished games (abandoned ones do not count; computer
        seats are not listed), ranked by wins (ties count as wins), then average score."""
        return (await self._standings(guild_id))[: max(0, int(limit))]

    async def player_stats(self, guild_id: int | None, user_id: int) -> PlayerStats | None:
        """One player's line of the leaderboard (with their rank); None if they have no
        finished game in the guild."""
        return next((p for p in await self._standings(guild_id) if p.user_id == user_id), None)

    async def _standings(self, guild_id: int | None) -> list[PlayerStats]:
        stats = [
            PlayerStats(
                user_id=r["user_id"],
                name=r["name"],
                games=r["games"],
                wins=r["wins"],
                win_rate=r["wins"] / r["games"],
                average_score=r["total_score"] / r["games"],
                best_score=r["best_score"],
            )
            for r in await self.store.player_totals(guild_id)
        ]
        stats.sort(key=lambda p: (-p.wins, -p.average_score, -p.games, p.user_id))
        return [replace(p, rank=i) for i, p in enumerate(stats, start=1)]

    async def games_for_user(self, user_id: int) -> list[GameSnapshot]:
        """The lobbies and active games (any channel) where `user_id` has a seat: those where it
        is their turn first (soonest deadline first), then the others, latest change first.
        `game.is_turn_of(user_id)` tells which."""
        games = [snapshot_of(r) for r in await self.store.open_games_of_user(user_id)]
        games.sort(key=lambda g: (
            not g.is_turn_of(user_id),
            g.deadline_at if g.deadline_at is not None else math.inf,
            -g.updated_at,
            g.id,
        ))
        return games

    # --- helpers -------------------------------------------------------------------------------

    async def _open_row(self, channel_id: int) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return row

    async def _write(self, row: GameRow, **changes: Any) -> None:
        try:
            await self.store.write(row.id, row.rev, **changes)
        except StaleWrite:
            now = await self.store.game(row.id)
            raise ServiceError(
                "stale", rev=row.rev, current=now.rev if now else None, game_id=row.id
            ) from None
        except AlreadyVoted:
            raise ServiceError("already_voted", game_id=row.id) from None


# --- converting rows to snapshots ---------------------------------------------------------------


def snapshot_of(row: GameRow) -> GameSnapshot:
    rules = get_rules(row.kind)
    return GameSnapshot(
        id=row.id,
        kind=row.kind,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        status=row.status,
        creator_id=row.creator_id,
        seats_wanted=row.seats_wanted,
        options=dict(row.options),
        turn_seconds=row.turn_seconds,
        seats=tuple(_seat_info(s) for s in row.seats),
        state=None if row.state is None else rules.state_from_json(row.state),
        rev=row.rev,
        created_at=row.created_at,
        updated_at=row.updated_at,
        finished_at=row.finished_at,
        end_reason=row.end_reason,
        setup=row.setup,
        deadline_at=row.deadline_at,
        turn_started_at=row.turn_started_at,
        reminded_at=row.reminded_at,
        rematch_of=row.rematch_of,
        started_at=row.started_at,
    )


def _seat_info(s: SeatRow) -> SeatInfo:
    return SeatInfo(
        s.seat, s.user_id, s.name, s.ai_level, s.total, s.winner, s.away, s.missed_turns
    )


def _after(
    row: GameRow,
    fields: dict[str, Any],
    *,
    seats: Sequence[SeatRow] | None = None,
    bump: bool = True,
) -> GameSnapshot:
    """The snapshot of `row` after a committed write of `fields` (and `seats`)."""
    changed = {k: v for k, v in fields.items() if k in GameRow.__slots__}
    new_row = replace(row, rev=row.rev + 1 if bump else row.rev, **changed)
    if seats is not None:
        new_row = replace(new_row, seats=tuple(seats))
    return snapshot_of(new_row)


def _end_fields(
    now: float, reason: str, by: int | None, *, status: str = "abandoned"
) -> dict[str, Any]:
    return {
        "status": status,
        "finished_at": now,
        "updated_at": now,
        "end_reason": reason,
        "ended_by": by,
        "deadline_at": None,
    }


def _turn_clock(
    rules: GameRules,
    state: Any,
    seats: Sequence[SeatRow],
    turn_seconds: int | None,
    now: float,
    *,
    remind: bool = True,
) -> dict[str, Any]:
    """The clock of the turn of `state` starting now: a deadline for a person's turn (if the game
    has a turn time); none when the computer plays it (a computer seat, an away player). A new
    turn may be reminded again (`remind`); a clock restarted within a turn keeps its reminder."""
    current = rules.current_seat(state)
    seat = next((s for s in seats if s.seat == current), None)
    runs = seat is not None and seat.ai_level is None and not seat.away and turn_seconds
    fields: dict[str, Any] = {
        "turn_started_at": now,
        "deadline_at": now + turn_seconds if runs else None,
    }
    if remind:
        fields["reminded_at"] = None
    return fields


def _after_moves(
    rules: GameRules,
    row: GameRow,
    seats: Sequence[SeatRow],
    turn: int,
    after: Any,
    last_seq: int,
    now: float,
) -> tuple[dict[str, Any], list[tuple[int, int, bool]] | None]:
    """The game's fields after moves that reached `after`, and the seats' results if the game
    is over (C12, C15); a turn that passed starts the next turn's clock."""
    fields: dict[str, Any] = {
        "state": rules.state_to_json(after),
        "last_seq": last_seq,
        "updated_at": now,
    }
    results = None
    if rules.is_over(after):  # C12, C15: the record of the finished game
        fields.update(_end_fields(now, "rules", None, status="finished"))
        totals, winners = rules.totals(after), set(rules.winners(after))
        results = [(s.seat, totals[s.seat], s.seat in winners) for s in seats]
    elif rules.turn_number(after) != turn:
        fields.update(_turn_clock(rules, after, seats, row.turn_seconds, now))
    return fields, results


def _with_seat(seats: Sequence[SeatRow], seat: int, **changes: Any) -> tuple[SeatRow, ...]:
    return tuple(replace(s, **changes) if s.seat == seat else s for s in seats)


def _with_results(
    seats: Sequence[SeatRow], results: Sequence[tuple[int, int, bool]] | None
) -> tuple[SeatRow, ...]:
    if not results:
        return tuple(seats)
    done = {seat: (total, won) for seat, total, won in results}
    return tuple(
        replace(s, total=done[s.seat][0], winner=done[s.seat][1]) if s.seat in done else s
        for s in seats
    )


def _current_seat_row(rules: GameRules, row: GameRow) -> SeatRow | None:
    if row.state is None or row.status != "active":
        return None
    seat = rules.current_seat(rules.state_from_json(row.state))
    return next((s for s in row.seats if s.seat == seat), None)


def _carry_out(
    rules: Any, seed: str, state: Any, decision: Any, first_seq: int
) -> list[tuple[int, Any, Any, list[Any]]]:
    """Apply the moves of a computer's decision from `state`: [(seq, action, after, events)].
    Chance inside a move comes from that move's seeded generator, as for a player."""
    done = []
    seq = first_seq
    for build in rules.computer_moves(state, decision):
        action = build(rules, state, move_rng(seed, seq))
        state, events = rules.apply(state, action)
        done.append((seq, action, state, events))
        seq += 1
    if not done:
        raise ValueError("a decision without a move")
    return done


def _levels(rules: GameRules) -> tuple[str, ...]:
    return tuple(rules.computer_levels) if isinstance(rules, ComputerPlayers) else ()


def _computer_id(seats: Sequence[SeatRow]) -> int:
    """A made-up user id for a computer seat: negative (no Discord user has one), unique."""
    return min((s.user_id for s in seats if s.user_id < 0), default=0) - 1


def _computer_name(seats: Sequence[SeatRow], level: str) -> str:
    """"Hard computer", then "Hard computer 2", ... (the bot may word it from `ai_level`)."""
    base = f"{level.capitalize()} computer"
    names = {s.name for s in seats}
    if base not in names:
        return base
    n = 2
    while f"{base} {n}" in names:
        n += 1
    return f"{base} {n}"


def _away_vote(user_id: int) -> str:
    return AWAY_VOTE.format(user_id=user_id)


def _jsonable(value: Any) -> Any:
    """A decision's values and params as plain JSON (tuples become lists)."""
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _columbiz(rules: GameRules) -> ColumbizRules:
    if not isinstance(rules, ColumbizRules):
        raise ServiceError("game_not_active", kind=rules.kind)  # a Columbiz move in another game
    return rules


def _record(m: MoveRow) -> MoveRecord:
    return MoveRecord(
        seq=m.seq,
        user_id=m.user_id,
        action=m.action,
        created_at=m.created_at,
        seat=m.seat,
        turn=m.turn,
        events=tuple(m.events),
        source=m.source,
        note=m.note,
    )


# --- audit: replay the stored logs ---------------------------------------------------------------


async def audit_game(
    store: Store, game_id: int, *, computer_decisions: bool = False
) -> list[str]:
    """Replay a game's move log from its seed and setup, and compare with what is stored.

    Checks: the seq numbers run 1..n; the start (C5 roll-off) and every rolled value are those the
    seed gives; each move was made by the seat whose turn it was, in the turn recorded, by that
    seat's player (source "player", "clock", "away": a person's seat; "ai": a computer seat); the
    engine accepts every action and gives the recorded events; the final state equals the stored
    state; the status and the seats' totals and winner flags agree with it. With
    `computer_decisions`, each computer decision is also decided again from its seed and must
    give the same decision and moves (this ties old games to the policies of this build).
    Returns the problems found (empty: the game is sound)."""
    row = await store.game(game_id)
    if row is None:
        return [f"game {game_id}: not found"]
    rules = get_rules(row.kind)
    moves = await store.moves(game_id)
    problems: list[str] = []

    def problem(text: str) -> None:
        problems.append(f"game {game_id}: {text}")

    if [m.seq for m in moves] != list(range(1, len(moves) + 1)):
        problem("move seq numbers are not 1..n")
    if row.last_seq != len(moves):
        problem(f"last_seq {row.last_seq} but {len(moves)} moves")
    if row.setup is None:
        if moves or row.state is not None:
            problem("moves or a state without a start")
        return problems
    players = len(row.seats)
    if row.setup != rules.setup(players, row.options, move_rng(row.seed, 0)):
        problem("the start (roll-off) is not the one the seed gives")
    state = rules.initial_state(players, row.options, row.setup)
    seats = {s.seat: s for s in row.seats}
    planned: list[tuple[int, dict]] = []  # a decision decided again: its moves still to come
    for m in moves:
        action = rules.action_from_json(m.action)
        if not rules.chance_ok(state, action, move_rng(row.seed, m.seq)):
            problem(f"move {m.seq}: dice are not the ones the seed gives")
        seat = rules.current_seat(state)
        if m.turn != rules.turn_number(state) or m.seat != seat:
            problem(f"move {m.seq}: recorded turn/seat {m.turn}/{m.seat}")
        owner = seats.get(seat)
        if m.source not in SOURCES:
            problem(f"move {m.seq}: unknown source {m.source!r}")
        elif owner is None or m.user_id != owner.user_id:
            problem(f"move {m.seq}: made by user {m.user_id}, not seat {seat}'s player")
        elif (m.source == "ai") != (owner.ai_level is not None):
            kind = owner.ai_level or "person"
            problem(f"move {m.seq}: source {m.source} in seat {seat} ({kind})")
        if computer_decisions and m.source != "player":
            planned = _audit_decision(rules, row.seed, state, m, planned, problem)
        try:
            state, events = rules.apply(state, action)
        except Exception as err:  # the game's own rule error (engine.RuleError for Columbiz)
            problem(f"move {m.seq}: refused on replay ({getattr(err, 'code', err)!r})")
            return problems
        if [rules.event_to_json(e) for e in events] != m.events:
            problem(f"move {m.seq}: events differ on replay")
    if rules.state_to_json(state) != row.state:
        problem("replayed state differs from the stored state")
    if rules.move_count(state) != len(moves):
        problem("the state counts a different number of actions")
    over = rules.is_over(state)
    if over != (row.status == "finished"):
        problem(f"status {row.status} but the game is {'over' if over else 'not over'}")
    if over:
        totals, winners = rules.totals(state), set(rules.winners(state))
        for s in row.seats:
            if s.total != totals[s.seat] or s.winner != (s.seat in winners):
                problem(f"seat {s.seat}: record {s.total}/{s.winner} differs from the state")
    return problems


def _audit_decision(
    rules: Any,
    seed: str,
    state: Any,
    m: MoveRow,
    planned: list[tuple[int, dict]],
    problem: Callable[[str], None],
) -> list[tuple[int, dict]]:
    """Check a computer move against its decision decided again (see audit_game)."""
    note = m.note or {}
    if note.get("first") == m.seq:
        try:
            if note.get("reason") == "fallback":  # the level's own decision had been refused
                decision = rules.fallback_decision(state)
            else:
                decision = rules.computer_decision(state, note["level"], computer_seed(seed, m.seq))
        except Exception as err:
            problem(f"move {m.seq}: deciding again failed ({err!r})")
            return []
        if [decision.kind, _jsonable(decision.values), decision.reason] != [
            note.get("kind"), note.get("values"), note.get("reason")
        ]:
            problem(f"move {m.seq}: the {note.get('level')} decision is not the one its seed gives")
            return []
        planned = [
            (seq, rules.action_to_json(action))
            for seq, action, _, _ in _carry_out(rules, seed, state, decision, m.seq)
        ]
    if not planned or planned[0] != (m.seq, m.action):
        problem(f"move {m.seq}: not a move of the recorded computer decision")
        return []
    return planned[1:]


async def audit_all(store: Store, *, computer_decisions: bool = False) -> dict[int, list[str]]:
    """`audit_game` over every stored game; only games with problems are listed."""
    found = {}
    for game_id in await store.game_ids():
        problems = await audit_game(store, game_id, computer_decisions=computer_decisions)
        if problems:
            found[game_id] = problems
    return found
