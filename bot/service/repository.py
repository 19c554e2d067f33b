"""The games as the service reads and writes them, over the Store.

Reads give the one loaded form of a game, GameSnapshot: the stored record with its state parsed
by the game's rules once. Writes are guarded changes (bot.store.Change) committed with the posts
they owe the channel (the announcer's outbox entries, in the same transaction). The repository
also keeps, per channel this process moved last, the game as that move committed it and the
events of the turn in progress, so the next move there need not read them again (each trusted
only while the store's row is still the one this process wrote: `writes`)."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any, Protocol, TypeVar

from bot.games import GameRules, get_rules
from bot.service.models import GameSnapshot, Post, ServiceError, Stale
from bot.store import (
    AlreadyVoted,
    Change,
    Committed,
    GameRow,
    MoveRow,
    OutboxEntry,
    SeatRow,
    StaleWrite,
    Store,
)

R = TypeVar("R")

# The key prefix of a picture held back from a quick post, posted a little later on its own
# unless the game changes again first.
HELD_BACK = "picture:"

# How long a claim on an outbox entry holds: longer than any delivery takes. A process known
# dead gives its claims up at once (bot/store/holders.py); this is for one that is not (a
# machine gone, whose PostgreSQL session has not ended yet).
CLAIM_SECONDS = 60.0


class Announcer(Protocol):
    """What a committed change owes the channel, as an outbox payload (None: nothing). The bot
    provides it (its words and images); the service writes what it returns in the change's own
    transaction."""

    def move(self, result: Any) -> dict | None: ...

    def start(self, result: Any) -> dict | None: ...

    def computer_turn(self, result: Any) -> dict | None: ...

    def reminder(self, reminder: Any) -> dict | None: ...


def loaded(row: GameRow) -> GameSnapshot:
    """The stored record with its state parsed by its game's rules."""
    state = None if row.state is None else get_rules(row.kind).state_from_json(row.state)
    return GameSnapshot.loaded(row, state)


def committed(game: GameSnapshot, change: Change, state: Any = None) -> GameSnapshot:
    """The game as it is once `change` is committed: its columns set, its seats and results
    written, its rev up unless kept, and `state` (already parsed) when the change moved it."""
    done = {seat: (total, won) for seat, total, won in change.results}
    seats = tuple(_seat_written(s, change.seat_fields.get(s.seat), done.get(s.seat))
                  for s in (game.seats if change.seats is None else change.seats))
    return replace(
        game,
        rev=game.rev + 1 if change.bump else game.rev, writes=game.writes + 1,
        **{col: value for col, value in change.fields.items() if col != "state"},
        seats=seats, state=game.state if state is None else state,
    )


def _seat_written(seat: SeatRow, columns: dict[str, Any] | None,
                  result: tuple[int, bool] | None) -> SeatRow:
    """A seat as a commit leaves it: `columns` set, its final (total, winner) recorded. A seat
    the change does not write is the same row (most moves write none: no copy)."""
    if columns is None and result is None:
        return seat
    final = {} if result is None else {"total": result[0], "winner": result[1]}
    return replace(seat, **(columns or {}), **final)


MAX_GAME_ID = 2**63 - 1  # SQLite's and PostgreSQL's largest integer

# How many channels' games a process keeps as it last committed them (the least recently moved
# go first): a few hundred bytes to a few kB each, and a game not kept is only read again.
KEPT_GAMES = 4096


class GameRepository:
    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        announcer: Announcer | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.announcer = announcer
        self.owner = store.holder  # this process's name in claims (bot/store/holders.py)
        self.claim_seconds = CLAIM_SECONDS
        # channel_id -> (game id, the rev this process's last move there committed, its turn,
        # the events of that turn so far), used only for the game of that id and rev.
        self.turns: dict[int, tuple[int, int, int, tuple[Any, ...]]] = {}
        # channel_id -> the active game as this process's last move there committed it. Not a
        # read: a move judged on it commits only while the row's `writes` count is still the
        # one this process wrote (else it is read and judged again), and any commit of this
        # process drops it first (`_commit`), so it never outlives a change it does not show.
        self.kept: OrderedDict[int, GameSnapshot] = OrderedDict()
        self.kept_limit = KEPT_GAMES

    # --- reading -------------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameSnapshot | None:
        """The game of that number; None for an unknown one, also for a number no game can
        have (a person may type any: the store's integers end at 2^63 - 1)."""
        if type(game_id) is not int or not 0 < game_id <= MAX_GAME_ID:
            return None
        row = await self.store.game(game_id)
        return None if row is None else loaded(row)

    async def open_game(self, channel_id: int) -> GameSnapshot | None:
        """The channel's lobby or active game."""
        row = await self.store.open_game(channel_id)
        return None if row is None else loaded(row)

    async def require_open(self, channel_id: int) -> GameSnapshot:
        """The channel's lobby or active game; refused with no_game when there is none."""
        game = await self.open_game(channel_id)
        if game is None:
            raise ServiceError("no_game", channel_id=channel_id)
        return game

    def kept_game(self, channel_id: int) -> GameSnapshot | None:
        """The channel's game as this process last committed it, if it keeps it (see `kept`):
        what a move may be judged on before its guarded write, or autocomplete may suggest
        from. Never a refusal's ground: refusals come from a fresh read."""
        game = self.kept.get(channel_id)
        if game is not None:
            self.kept.move_to_end(channel_id)
        return game

    def keep(self, game: GameSnapshot) -> None:
        """After a committed move: `game` as committed, kept while it is active."""
        if game.status != "active":
            self.kept.pop(game.channel_id, None)
            return
        self.kept[game.channel_id] = game
        self.kept.move_to_end(game.channel_id)
        while len(self.kept) > self.kept_limit:  # its turn's events go with it
            self.turns.pop(self.kept.popitem(last=False)[0], None)
        while len(self.turns) > self.kept_limit:  # those of games forgotten: oldest first
            del self.turns[next(iter(self.turns))]

    def forget(self, channel_id: int) -> None:
        """Keep the channel's game no longer (what was kept is behind the store; the turn's
        events kept are checked against the rev, and stay)."""
        self.kept.pop(channel_id, None)

    async def latest(self, channel_id: int) -> GameSnapshot | None:
        """The channel's open game for a suggestion (autocomplete): as this process last
        committed it if it keeps it, else read."""
        game = self.kept_game(channel_id)
        return game if game is not None else await self.open_game(channel_id)

    async def open_games_in(self, channel_ids: Iterable[int]) -> list[GameSnapshot]:
        """The lobbies and active games of these channels (or threads)."""
        return [loaded(r) for r in await self.store.open_games_in(channel_ids)]

    async def open_games_of_guild(self, guild_id: int) -> list[GameSnapshot]:
        return [loaded(r) for r in await self.store.open_games_of_guild(guild_id)]

    async def open_games_of_user(self, user_id: int) -> list[GameSnapshot]:
        return [loaded(r) for r in await self.store.open_games_of_user(user_id)]

    async def finished_games(self, guild_id: int | None, limit: int, *, reader: Any = None
                             ) -> list[GameSnapshot]:
        return [loaded(r) for r in await self.store.finished_games(guild_id, limit,
                                                                    reader=reader)]

    async def rematch_of(self, game_id: int) -> GameSnapshot | None:
        row = await self.store.rematch_of(game_id)
        return None if row is None else loaded(row)

    async def timed_out(self, now: float) -> list[GameSnapshot]:
        """Active games whose deadline has passed, soonest first."""
        return [loaded(r) for r in await self.store.timeout_games(now)]

    async def reminder_due(self, now: float, share: float) -> list[GameSnapshot]:
        """Active games not reminded this turn whose turn has used `share` of its time."""
        return [loaded(r) for r in await self.store.reminder_games(now, share)]

    async def with_stand_ins(self) -> list[GameSnapshot]:
        """Active games with a computer seat or an away player."""
        return [loaded(r) for r in await self.store.games_with_stand_ins()]

    async def game_channels(self, guild_id: int | None) -> list[int]:
        return await self.store.game_channels(guild_id)

    async def player_totals(self, guild_id: int | None, kind: str | None, *,
                            reader: Any = None) -> list[Any]:
        return await self.store.player_totals(guild_id, kind, reader=reader)

    async def notify_modes(self, user_ids: Iterable[int]) -> dict[int, str]:
        return await self.store.notify_modes(user_ids)

    async def moves(self, game_id: int) -> list[MoveRow]:
        return await self.store.moves(game_id)

    async def last_activity(self, game_id: int) -> dict[int, float]:
        """When each seat last made a move in the game."""
        return await self.store.last_activity(game_id)

    async def votes(self, game_id: int, kind: str) -> list[int]:
        return await self.store.votes(game_id, kind)

    async def state_at(self, game_id: int, seq: int) -> Any:
        """The game's state after its first `seq` moves, replayed from its log (a message
        delivered late shows the game as it was then)."""
        row = await self.store.game(game_id)
        if row is None or row.setup is None:
            return None
        rules = get_rules(row.kind)
        state = rules.initial_state(len(row.seats), row.options, row.setup)
        for move in await self.store.moves(game_id):
            if move.seq > seq:
                break
            state, _ = rules.apply(state, rules.action_from_json(move.action))
        return state

    async def turn_events(self, rules: GameRules, game_id: int, turn: int) -> tuple[Any, ...]:
        """The events of turn `turn` of the game, as stored."""
        moves = await self.store.turn_moves(game_id, turn)
        return tuple(rules.event_from_json(e) for m in moves for e in m.events)

    async def turn_so_far(
        self, rules: GameRules, game: GameSnapshot, turn: int
    ) -> tuple[Any, ...]:
        """The events of `turn` before the move being made: from memory when this process wrote
        the game's current rev itself, else from the store. Left kept: a move refused after
        this asks again (a commit drops it, `_commit`)."""
        kept = self.turns.get(game.channel_id)
        if kept is not None and kept[:3] == (game.id, game.rev, turn):
            return kept[3]
        return await self.turn_events(rules, game.id, turn)

    def remember_turn(self, game: GameSnapshot, turn: int, so_far: tuple[Any, ...]) -> None:
        """After a committed move: the events of the turn in progress at `game.rev`."""
        self.turns[game.channel_id] = (game.id, game.rev, turn, so_far)

    # --- writing -------------------------------------------------------------------------------

    async def create_game(self, **lobby: Any) -> GameSnapshot:
        """A new lobby (the arguments of Store.create_game): ChannelBusy, RematchExists."""
        self.kept.pop(lobby["channel_id"], None)
        return loaded(await self.store.create_game(**lobby))

    async def add_vote(self, game_id: int, kind: str, user_id: int, now: float) -> list[int]:
        """One vote, and every voter of that question (AlreadyVoted: cast before)."""
        return await self.store.add_vote(game_id, kind, user_id, now)

    async def commit(
        self, game: GameSnapshot, change: Change, *, outbox: tuple[OutboxEntry, ...] = (),
        claim: bool = False,
    ) -> frozenset[str]:
        """Commit `change` of `game` (guarded by its rev) with the `outbox` entries it owes,
        claimed for this process when `claim` (its caller delivers them at once). The claimed
        keys. A game that moved on meanwhile is refused as stale; a second vote as
        already_voted."""
        return (await self._commit(game, change, outbox=outbox, claim=claim)).claimed

    async def _commit(
        self, game: GameSnapshot, change: Change, *, outbox: tuple[OutboxEntry, ...] = (),
        claim: bool = False,
    ) -> Committed:
        """`commit`, with all the store says of it (the notify preference it read)."""
        self.turns.pop(game.channel_id, None)
        self.kept.pop(game.channel_id, None)  # kept again by the caller once committed
        now = self.clock()
        if outbox:
            change.post(outbox, now, (self.owner, now + self.claim_seconds) if claim else None)
        try:
            return await self.store.commit(change)
        except StaleWrite:
            current = await self.store.game(game.id)
            raise Stale(
                rev=game.rev, current=current.rev if current else None, game_id=game.id,
                kind=game.kind,
            ) from None
        except AlreadyVoted:
            raise ServiceError("already_voted", game_id=game.id) from None

    async def announce(
        self, game: GameSnapshot, change: Change, result: R, kind: str | None, *,
        claim: bool = False,
    ) -> R:
        """Commit `change`, whose `result` (with the game as it will be committed) may owe the
        channel a post: the announcer's payload for `kind` ("move", "start", "computer_turn")
        goes into the outbox in the same transaction, and the result comes back with it
        (`post`). `kind` None: nothing is announced. A payload with `later` = {"payload",
        "delay"} also writes that payload, due `delay` seconds on (a picture held back). A post
        claimed for the caller comes with the notify preference of the player it notifies,
        read in the same transaction (`Post.notify_mode`)."""
        payload = self.payload(kind, result)
        if payload is None:
            await self.commit(game, change)
            return result
        after = result.game  # type: ignore[attr-defined]
        # A picture held back by an earlier post is moot once the game changes again.
        change.supersede(HELD_BACK)
        later = payload.pop("later", None)
        entry = OutboxEntry("post", f"post:{after.id}:{after.rev}", after.channel_id, payload)
        entries = [entry]
        if later is not None:  # the picture this post goes without, unless the game moves on
            entries.append(OutboxEntry("post", f"{HELD_BACK}{after.id}:{after.rev}",
                                       after.channel_id, later["payload"], later["delay"]))
        notify = payload.get("notify")
        if claim and notify:  # its deliverer tells them their way: read with the change
            change.read_notify(notify)
        done = await self._commit(game, change, outbox=tuple(entries), claim=claim)
        return replace(result, post=Post(entry.key, payload, entry.key in done.claimed,
                                         done.notify_mode))

    def payload(self, kind: str | None, subject: Any) -> dict | None:
        """The announcer's payload of `kind` for `subject`; None without an announcer."""
        if kind is None or self.announcer is None:
            return None
        compose = getattr(self.announcer, kind, None)  # an announcer may say nothing of it
        return None if compose is None else compose(subject)

    def claim_for(self, claim: bool) -> tuple[str, float] | None:
        """The claim (owner, until) a caller that delivers at once takes on what it writes."""
        if not claim:
            return None
        now = self.clock()
        return self.owner, now + self.claim_seconds
