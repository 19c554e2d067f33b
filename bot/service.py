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
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import Any

from bot.games import GameInputError, GameRules, get_rules
from bot.games.columbiz import ColumbizRules
from bot.store import (
    AlreadyVoted,
    ChannelBusy,
    GameRow,
    MoveRow,
    SeatRow,
    StaleWrite,
    Store,
)

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
)

ABANDON_VOTE = "abandon"
SEED_BYTES = 16


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
    source: str = "player"


# The builder of a move: (rules, state, the move's seeded generator) -> the game's action.
ActionBuilder = Callable[[Any, Any, random.Random], Any]


def move_rng(seed: str, seq: int) -> random.Random:
    """The chance of move `seq` of a game (seq 0: the start)."""
    return random.Random(f"{seed}:{seq}")


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
            fields = self._start_fields(row, len(seats), now)
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

    async def start(self, channel_id: int, user_id: int) -> StartResult:
        """The creator starts with the players seated so far (at least the game's minimum)."""
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
            fields = self._start_fields(row, len(row.seats), self._clock())
            await self._write(row, fields=fields)
            game = _after(row, fields)
            return StartResult(game, self.rolloff(game))

    def _start_fields(self, row: GameRow, players: int, now: float) -> dict[str, Any]:
        """C5: the roll-off from the seed (seq 0) decides who starts; colours by seat (C3)."""
        rules = get_rules(row.kind)
        setup = rules.setup(players, row.options, move_rng(row.seed, 0))
        state = rules.initial_state(players, row.options, setup)
        return {
            "status": "active",
            "setup": setup,
            "state": rules.state_to_json(state),
            "started_at": now,
            "updated_at": now,
            **_clock_fields(row.turn_seconds, now),
        }

    # --- ending --------------------------------------------------------------------------------

    async def abandon(
        self, channel_id: int, user_id: int, *, can_manage_channel: bool
    ) -> tuple[GameSnapshot, dict]:
        """End the channel's game early. The creator or anyone who can manage the channel ends it
        at once; another seated player casts a vote, and it ends when a majority of the seated
        human players other than the creator voted. Returns (game, {"ended", "votes", "needed",
        "by"}), "by" being "creator", "manager" or "vote"."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            voters = set(await self.store.votes(row.id, ABANDON_VOTE))
            electorate = {
                s.user_id for s in row.seats if s.ai_level is None and s.user_id != row.creator_id
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
        revision, or the move is refused as stale."""
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
            fields: dict[str, Any] = {
                "state": rules.state_to_json(after),
                "last_seq": seq,
                "updated_at": now,
            }
            results = None
            if rules.is_over(after):  # C12, C15: the record of the finished game
                fields.update(_end_fields(now, "rules", None, status="finished"))
                totals, winners = rules.totals(after), set(rules.winners(after))
                results = [(s.seat, totals[s.seat], s.seat in winners) for s in row.seats]
            elif rules.turn_number(after) != turn:
                fields.update(_clock_fields(row.turn_seconds, now))
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
            await self._write(row, fields=fields, move=move, results=results)
            seats = None
            if results:
                done = {seat: (total, won) for seat, total, won in results}
                seats = tuple(
                    replace(s, total=done[s.seat][0], winner=done[s.seat][1]) for s in row.seats
                )
            new = replace(_after(row, fields, seats=seats), state=after)
            turn_events = tuple(
                rules.event_from_json(e) for m in earlier for e in m.events
            ) + tuple(events)
            return MoveResult(new, before, tuple(events), turn_events)

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
    )


def _seat_info(s: SeatRow) -> SeatInfo:
    return SeatInfo(s.seat, s.user_id, s.name, s.ai_level, s.total, s.winner)


def _after(
    row: GameRow, fields: dict[str, Any], *, seats: Sequence[SeatRow] | None = None
) -> GameSnapshot:
    """The snapshot of `row` after a committed write of `fields` (and `seats`)."""
    changed = {k: v for k, v in fields.items() if k in GameRow.__slots__}
    new_row = replace(row, rev=row.rev + 1, **changed)
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


def _clock_fields(turn_seconds: int | None, now: float) -> dict[str, Any]:
    """A new turn starts its clock (the turn clock itself runs in a later layer)."""
    return {
        "turn_started_at": now,
        "deadline_at": None if turn_seconds is None else now + turn_seconds,
        "reminded_at": None,
    }


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
    )


# --- audit: replay the stored logs ---------------------------------------------------------------


async def audit_game(store: Store, game_id: int) -> list[str]:
    """Replay a game's move log from its seed and setup, and compare with what is stored.

    Checks: the seq numbers run 1..n; the start (C5 roll-off) and every rolled value are those the
    seed gives; each move was made by the seat whose turn it was, in the turn recorded; the engine
    accepts every action and gives the recorded events; the final state equals the stored state;
    the status and the seats' totals and winner flags agree with it. Returns the problems found
    (empty: the game is sound)."""
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
    users = {s.seat: s.user_id for s in row.seats}
    for m in moves:
        action = rules.action_from_json(m.action)
        if not rules.chance_ok(state, action, move_rng(row.seed, m.seq)):
            problem(f"move {m.seq}: dice are not the ones the seed gives")
        seat = rules.current_seat(state)
        if m.turn != rules.turn_number(state) or m.seat != seat:
            problem(f"move {m.seq}: recorded turn/seat {m.turn}/{m.seat}")
        if m.source == "player" and m.user_id != users.get(seat):
            problem(f"move {m.seq}: made by user {m.user_id}, not seat {seat}'s player")
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


async def audit_all(store: Store) -> dict[int, list[str]]:
    """`audit_game` over every stored game; only games with problems are listed."""
    found = {}
    for game_id in await store.game_ids():
        problems = await audit_game(store, game_id)
        if problems:
            found[game_id] = problems
    return found
