"""The lobby: opening a game (or the rematch of a finished one), people and computer players
taking and leaving seats, and the start (C5: the roll-off from the game's seed decides who
begins)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.games import GameInputError, get_rules
from bot.messages import DEFAULT_LOCALE, LANGUAGES, text
from bot.service.changes import end_fields, turn_clock
from bot.service.checks import require_creator, require_lobby, seated_person
from bot.service.computers import levels
from bot.service.dice import move_rng
from bot.service.idle import rule_deadline, rule_for
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, Post, ServiceError, StartResult
from bot.service.repository import GameRepository, committed
from bot.service.seating import computer_id, computer_name, without
from bot.store import Change, ChannelBusy, RematchExists, SeatRow, lobby_key

# The time a turn (or an idle spell, IceTowers I10) may last, when there is one: from a minute to
# thirty days. A longer or shorter one is refused, whatever front end asked (a Discord client
# offers only its choices, but a request may say anything).
MIN_TURN_SECONDS = 60
MAX_TURN_SECONDS = 30 * 86400


def start_info(game: GameSnapshot) -> Any:
    """The start as chance decided it (Columbiz: the C5 roll-off), None before the start."""
    return None if game.setup is None else get_rules(game.kind).start_info(game.setup)


def _lobby_post(game_id: int, payload: dict | None, claim: bool) -> Post | None:
    """The lobby message a new game wrote to the outbox: claimed when the caller asked, since
    a new game has no older post to wait behind."""
    return None if payload is None else Post(lobby_key(game_id), payload, claim)


class Lobby:
    def __init__(
        self, games: GameRepository, locks: ChannelLocks, new_seed: Callable[[], str]
    ) -> None:
        self.games = games
        self.locks = locks
        self.new_seed = new_seed
        self.clock = games.clock

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
        kind: str,
        language: str = DEFAULT_LOCALE,
        claim: bool = False,
        rated: bool = True,
    ) -> tuple[GameSnapshot, Post | None]:
        """Open a lobby of game `kind` in the channel with the creator in seat 0; its public
        posts and pictures will be in `language` (one of bot.messages.LANGUAGES); `rated`: its
        result counts for the players' ratings (bot.ratings) if it finishes among people. The
        lobby's message (the announcer's "lobby" payload) goes into the outbox in the same
        transaction, claimed for the caller when `claim` (it answers with it at once); the
        post, or None without an announcer."""
        try:
            rules = get_rules(kind)
        except KeyError:
            raise ServiceError("bad_options", option="kind", value=kind) from None
        if type(seats) is not int or not rules.min_players <= seats <= rules.max_players:
            raise ServiceError(
                "bad_options", option="seats", value=seats,
                min=rules.min_players, max=rules.max_players,
            )
        if turn_seconds is not None and (
                type(turn_seconds) is not int
                or not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS):
            raise ServiceError("bad_turn_time", value=turn_seconds, min=MIN_TURN_SECONDS,
                               max=MAX_TURN_SECONDS)
        if language not in LANGUAGES:
            raise ServiceError("bad_options", option="language", value=language)
        try:
            normalized = rules.normalize_options(options)
        except GameInputError as err:
            raise ServiceError(err.code, **err.details) from None
        payload = self.games.payload("lobby", {"language": language})
        async with self.locks.channel(channel_id):
            try:
                game = await self.games.create_game(
                    kind=rules.kind,
                    guild_id=guild_id,
                    channel_id=channel_id,
                    creator_id=creator_id,
                    creator_name=creator_name,
                    seats_wanted=seats,
                    options=normalized,
                    turn_seconds=turn_seconds,
                    seed=self.new_seed(),
                    now=self.clock(),
                    language=language,
                    post=payload,
                    claim=self.games.claim_for(claim),
                    rated=rated,
                )
            except ChannelBusy as busy:
                game_id, status = busy.game_id, busy.status
                if game_id is None:  # lost a race to another process: name its game
                    other = await self.games.open_game(channel_id)
                    game_id, status = (other.id, other.status) if other else (None, None)
                raise ServiceError("game_exists", game_id=game_id, status=status) from None
        return game, _lobby_post(game.id, payload, claim)

    async def join(
        self, channel_id: int, user_id: int, name: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        """Take the next seat; the join that fills the last seat starts the game (same write;
        `claim`: the caller posts the start's outbox entry itself, at once)."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            for s in game.seats:
                if s.user_id == user_id:
                    raise ServiceError("already_joined", seat=s.seat, game_id=game.id)
            require_lobby(game)
            if len(game.seats) >= game.seats_wanted:
                raise ServiceError("lobby_full", seats=game.seats_wanted, game_id=game.id)
            now = self.clock()
            return await self._seat(
                game, SeatRow(len(game.seats), user_id, name, joined_at=now), now, claim
            )

    async def leave(self, channel_id: int, user_id: int) -> GameSnapshot:
        """Leave the lobby; the creator leaving cancels it (status abandoned)."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_lobby(game)
            mine = next((s for s in game.seats if s.user_id == user_id), None)
            if mine is None:
                raise ServiceError("not_in_game", game_id=game.id)
            now = self.clock()
            if user_id == game.creator_id:
                change = Change(game.id, game.rev).set(**end_fields(now, "cancelled", user_id))
                # a lobby message still owed would invite people to a cancelled game
                change.supersede(lobby_key(game.id))
                await self.games.commit(game, change)
                return committed(game, change)
            return await self._unseat(game, mine, now)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        """The creator seats a computer player of `level` in the lobby. It is named
        after its level ("Hard computer", "Hard computer 2", ...) and gets a made-up negative
        user id unique in the game. Like a join, filling the last seat starts the game."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_lobby(game)
            require_creator(game, user_id)
            offered = levels(get_rules(game.kind))
            if level not in offered:
                raise ServiceError("unknown_level", level=level, levels=offered, game_id=game.id)
            if len(game.seats) >= game.seats_wanted:
                raise ServiceError("lobby_full", seats=game.seats_wanted, game_id=game.id)
            now = self.clock()
            seat = SeatRow(
                len(game.seats), computer_id(game.seats),
                computer_name(game.seats, text(f"computer.seat.{level}", game.language)),
                computer_level=level, joined_at=now,
            )
            return await self._seat(game, seat, now, claim)

    async def remove_computer(
        self, channel_id: int, user_id: int, seat: int | None = None
    ) -> GameSnapshot:
        """The creator takes a computer player out of the lobby: the one in `seat`, or the last
        one seated. The seats after it move up (seat order is colour order, C3)."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_lobby(game)
            require_creator(game, user_id)
            if seat is None:
                computers = [s for s in game.seats if s.computer_level is not None]
                if not computers:
                    raise ServiceError("no_computer", game_id=game.id)
                gone = computers[-1]
            else:
                gone = next((s for s in game.seats if s.seat == seat), None)
                if gone is None or gone.computer_level is None:
                    raise ServiceError(
                        "not_a_computer", seat=seat, name=gone.name if gone else None,
                        game_id=game.id,
                    )
            return await self._unseat(game, gone, self.clock())

    async def start(self, channel_id: int, user_id: int, *, claim: bool = False) -> StartResult:
        """The creator starts with the players seated so far (at least the game's minimum, at
        least one of them a person: computers may fill the other seats)."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_lobby(game)
            require_creator(game, user_id)
            rules = get_rules(game.kind)
            if len(game.seats) < rules.min_players:
                raise ServiceError(
                    "not_enough_players", have=len(game.seats), need=rules.min_players,
                    game_id=game.id, kind=game.kind,
                )
            if all(s.computer_level is not None for s in game.seats):
                raise ServiceError("no_human", game_id=game.id)
            return await self._start(game, game.seats, self.clock(), claim)

    async def rematch(
        self, game_id: int, user_id: int, name: str | None = None, *, claim: bool = False,
        rated: bool = True,
    ) -> tuple[GameSnapshot, Post | None]:
        """After a finished game, one of its players opens a new lobby in the same channel with
        the same options, seats and turn time (`rematch_of` set), seated as its creator (named
        `name`, or as in the old game); the old game's computer players are seated again, the
        other players confirm by joining. One rematch per game. Its lobby message, which calls
        the other players, goes into the outbox as `new_game`'s does. It is rated as the old
        game was (and only if `rated`: the caller saw the channel is no longer public, say)."""
        old = await self.games.game(game_id)
        if old is None:
            raise ServiceError("no_game", game_id=game_id)
        if old.status != "finished":
            raise ServiceError("game_not_finished", status=old.status, game_id=game_id)
        mine = seated_person(old, user_id)
        computers: list[SeatRow] = []
        for s in old.seats:
            if s.computer_level is not None:
                computers.append(SeatRow(
                    len(computers) + 1, computer_id(computers), s.name,
                    computer_level=s.computer_level,
                ))
        others = [s.user_id for s in old.seats if s.computer_level is None and s.user_id != user_id]
        payload = self.games.payload(
            "lobby", {"language": old.language, "rematch_of": game_id, "ping": others})
        async with self.locks.channel(old.channel_id):
            try:
                game = await self.games.create_game(
                    kind=old.kind,
                    guild_id=old.guild_id,
                    channel_id=old.channel_id,
                    creator_id=user_id,
                    creator_name=name or mine.name,
                    seats_wanted=old.seats_wanted,
                    options=old.options,
                    turn_seconds=old.turn_seconds,
                    seed=self.new_seed(),
                    now=self.games.clock(),
                    rematch_of=game_id,
                    more_seats=computers,
                    language=old.language,
                    post=payload,
                    claim=self.games.claim_for(claim),
                    rated=bool(old.rated) and rated,
                )
            except RematchExists:
                again = await self.games.rematch_of(game_id)
                raise ServiceError(
                    "rematch_exists",
                    game_id=again.id if again else None,
                    status=again.status if again else None,
                    channel_id=old.channel_id,
                    rematch_of=game_id,
                ) from None
            except ChannelBusy as busy:
                other = await self.games.open_game(old.channel_id)
                raise ServiceError(
                    "game_exists",
                    game_id=other.id if other else busy.game_id,
                    status=other.status if other else busy.status,
                ) from None
        return game, _lobby_post(game.id, payload, claim)

    async def _seat(
        self, game: GameSnapshot, seat: SeatRow, now: float, claim: bool
    ) -> tuple[GameSnapshot, StartResult | None]:
        """Write `seat` into the lobby; the seat that fills the lobby starts the game in the
        same write."""
        seats = (*game.seats, seat)
        if len(seats) < game.seats_wanted:
            change = Change(game.id, game.rev).set(updated_at=now).reseat(seats)
            await self.games.commit(game, change)
            return committed(game, change), None
        start = await self._start(game, seats, now, claim)
        return start.game, start

    async def _unseat(self, game: GameSnapshot, gone: SeatRow, now: float) -> GameSnapshot:
        change = Change(game.id, game.rev).set(updated_at=now).reseat(without(game.seats, gone))
        await self.games.commit(game, change)
        return committed(game, change)

    async def _start(
        self, game: GameSnapshot, seats: Sequence[SeatRow], now: float, claim: bool
    ) -> StartResult:
        """C5: the roll-off from the seed (seq 0) decides who starts; colours by seat (C3)."""
        rules = get_rules(game.kind)
        setup = rules.setup(len(seats), game.options, move_rng(game.seed, 0))
        state = rules.initial_state(len(seats), game.options, setup)
        change = Change(game.id, game.rev).set(
            status="active",
            setup=setup,
            state=rules.state_to_json(state),
            started_at=now,
            updated_at=now,
            **turn_clock(rules, state, seats, game.turn_seconds, now),
        )
        rule = rule_for(rules, state)
        if rule is not None:  # a time rule: the game ends if nobody ever acts
            change.set(deadline_at=rule_deadline(rule, state, game.turn_seconds, {}, now, now))
        if tuple(seats) != game.seats:  # the join that fills the lobby
            change.reseat(seats)
        after = committed(game, change, state)
        result = await self.games.announce(
            game, change, StartResult(after, start_info(after)), "start", claim=claim
        )
        # the first move need not read the first turn's events: there are none yet
        self.games.remember_turn(after, rules.turn_number(state), ())
        return result
