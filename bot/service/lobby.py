"""The lobby: opening a game, people and computer players taking and leaving seats, and the
start (C5: the roll-off from the game's seed decides who begins)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import GameInputError, get_rules
from bot.service.changes import end_fields, turn_clock
from bot.service.checks import require_creator, require_lobby
from bot.service.computers import levels
from bot.service.core import ServiceCore
from bot.service.dice import move_rng
from bot.service.models import GameSnapshot, ServiceError, StartResult
from bot.service.seating import computer_id, computer_name, without
from bot.service.snapshots import snapshot_after, snapshot_of
from bot.store import ChannelBusy, GameRow, SeatRow


class Lobby(ServiceCore):
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
                    seed=self._new_seed(),
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
        self, channel_id: int, user_id: int, name: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        """Take the next seat; the join that fills the last seat starts the game (same write;
        `claim`: the caller posts the start's outbox entry itself, at once)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            for s in row.seats:
                if s.user_id == user_id:
                    raise ServiceError("already_joined", seat=s.seat, game_id=row.id)
            require_lobby(row)
            if len(row.seats) >= row.seats_wanted:
                raise ServiceError("lobby_full", seats=row.seats_wanted, game_id=row.id)
            now = self._clock()
            return await self._seat(
                row, SeatRow(len(row.seats), user_id, name, joined_at=now), now, claim
            )

    async def leave(self, channel_id: int, user_id: int) -> GameSnapshot:
        """Leave the lobby; the creator leaving cancels it (status abandoned)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_lobby(row)
            mine = next((s for s in row.seats if s.user_id == user_id), None)
            if mine is None:
                raise ServiceError("not_in_game", game_id=row.id)
            now = self._clock()
            if user_id == row.creator_id:
                fields = end_fields(now, "cancelled", user_id)
                await self._write(row, fields=fields)
                return snapshot_after(row, fields)
            return await self._unseat(row, mine, now)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        """The creator seats a computer player of `level` in the lobby. It is named
        after its level ("Hard computer", "Hard computer 2", ...) and gets a made-up negative
        user id unique in the game. Like a join, filling the last seat starts the game."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_lobby(row)
            require_creator(row, user_id)
            offered = levels(get_rules(row.kind))
            if level not in offered:
                raise ServiceError("unknown_level", level=level, levels=offered, game_id=row.id)
            if len(row.seats) >= row.seats_wanted:
                raise ServiceError("lobby_full", seats=row.seats_wanted, game_id=row.id)
            now = self._clock()
            seat = SeatRow(
                len(row.seats), computer_id(row.seats), computer_name(row.seats, level),
                ai_level=level, joined_at=now,
            )
            return await self._seat(row, seat, now, claim)

    async def remove_computer(
        self, channel_id: int, user_id: int, seat: int | None = None
    ) -> GameSnapshot:
        """The creator takes a computer player out of the lobby: the one in `seat`, or the last
        one seated. The seats after it move up (seat order is colour order, C3)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_lobby(row)
            require_creator(row, user_id)
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
            return await self._unseat(row, gone, self._clock())

    async def start(self, channel_id: int, user_id: int, *, claim: bool = False) -> StartResult:
        """The creator starts with the players seated so far (at least the game's minimum, at
        least one of them a person: computers may fill the other seats)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_lobby(row)
            require_creator(row, user_id)
            rules = get_rules(row.kind)
            if len(row.seats) < rules.min_players:
                raise ServiceError(
                    "not_enough_players", have=len(row.seats), need=rules.min_players,
                    game_id=row.id,
                )
            if all(s.ai_level is not None for s in row.seats):
                raise ServiceError("no_human", game_id=row.id)
            fields = self._start_fields(row, row.seats, self._clock())
            game = snapshot_after(row, fields)
            return await self._announced(
                row, StartResult(game, self.rolloff(game)), self._compose("start"), claim=claim,
                fields=fields,
            )

    async def _seat(
        self, row: GameRow, seat: SeatRow, now: float, claim: bool
    ) -> tuple[GameSnapshot, StartResult | None]:
        """Write `seat` into the lobby; the seat that fills the lobby starts the game in the
        same write."""
        seats = (*row.seats, seat)
        if len(seats) < row.seats_wanted:
            fields: dict[str, Any] = {"updated_at": now}
            await self._write(row, fields=fields, seats=seats)
            return snapshot_after(row, fields, seats=seats), None
        fields = self._start_fields(row, seats, now)
        game = snapshot_after(row, fields, seats=seats)
        start = await self._announced(
            row, StartResult(game, self.rolloff(game)), self._compose("start"), claim=claim,
            fields=fields, seats=seats,
        )
        return game, start

    async def _unseat(self, row: GameRow, gone: SeatRow, now: float) -> GameSnapshot:
        seats = without(row.seats, gone)
        fields = {"updated_at": now}
        await self._write(row, fields=fields, seats=seats)
        return snapshot_after(row, fields, seats=seats)

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
            **turn_clock(rules, state, seats, row.turn_seconds, now),
        }
