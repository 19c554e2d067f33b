"""GameService: the one object the bot talks to. It puts the service's parts together and
forwards each call to the part that does it; each part is a file of its own that reads alone:

- `games` (repository.py): games read in their loaded form, guarded writes with their posts, the
  move cache;
- `locks` (locks.py): one writer at a time per channel in this process;
- `notify` (notify.py): how each player is told it is their turn;
- the features, each given only what it uses: `lobby` (lobby.py), `turns` (turns.py),
  `computers` (computers.py), `clock` (clock.py), `away` (away.py), `abandoning` (abandon.py),
  `vanished` (vanished.py), `records` (records.py).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from typing import Any

from bot.games import ActionBuilder, get_rules
from bot.service.abandon import Abandoning
from bot.service.away import AwayPlayers
from bot.service.clock import TurnClock
from bot.service.computers import ComputerTurns
from bot.service.dice import new_seed
from bot.service.idle import IdleRule
from bot.service.lobby import Lobby, start_info
from bot.service.locks import ChannelLocks
from bot.service.models import (
    ComputerTurnResult,
    GameSnapshot,
    History,
    MoveResult,
    PlayerStats,
    Post,
    Readable,
    Reminder,
    StartResult,
)
from bot.service.notify import NotifyPreferences
from bot.service.records import Records
from bot.service.repository import Announcer, GameRepository
from bot.service.turns import Turns
from bot.service.vanished import BOT_REMOVED, CHANNEL_GONE, VanishedChannels
from bot.store import MoveRow, Store

# How long a claim on a piece of background work (a turn whose time ran out, a reminder, a
# computer's turn) holds unless renewed: the process doing it renews it every
# WORK_RENEW_SECONDS while it lasts, so a process that dies holding one delays that work by at
# most this (and not at all when it is known dead: bot/store/holders.py).
WORK_CLAIM_SECONDS = 15.0
WORK_RENEW_SECONDS = 5.0


class GameService:
    """One game per channel, kept in the Store: `GameService(store, seed_source=os.urandom,
    clock=time.time, announcer=None)`."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[int], bytes] = os.urandom,
        clock: Callable[[], float] = time.time,
        announcer: Announcer | None = None,
    ) -> None:
        self.store = store
        self.games = GameRepository(store, clock=clock, announcer=announcer)
        # what the bot's outbox sender (bot/delivery.py) claims and marks: the store's outbox
        self.outbox = store.outbox
        self.work = store.work  # claims on background work (claim_work)
        self.locks = ChannelLocks()
        self.notify = NotifyPreferences(store, clock)

        def seed() -> str:
            return new_seed(seed_source)

        self.lobby = Lobby(self.games, self.locks, seed)
        self.turns = Turns(self.games, self.locks)
        self.computers = ComputerTurns(self.games, self.locks)
        self.clock = TurnClock(self.games, self.locks, self.computers)
        self.away = AwayPlayers(self.games, self.locks)
        self.abandoning = Abandoning(self.games, self.locks)
        self.vanished = VanishedChannels(self.games, self.locks)
        self.records = Records(self.games)
        self.idle = IdleRule(self.games, self.locks)

    async def close(self) -> None:
        await self.store.close()

    @property
    def owner(self) -> str:
        """This process's name in outbox claims."""
        return self.games.owner

    @property
    def claim_seconds(self) -> float:
        return self.games.claim_seconds

    async def claim_work(self, job: str, seconds: float = WORK_CLAIM_SECONDS) -> bool:
        """Take a piece of background work for this process (see Store.claim_work): False if
        another process is doing it. Its claim lapses after `seconds` if this process dies."""
        now = self.games.clock()
        return await self.work.claim_work(job, self.owner, now, now + seconds)

    async def renew_work(self, job: str, seconds: float = WORK_CLAIM_SECONDS) -> bool:
        """Still doing `job`: hold it `seconds` more (False: this process no longer held it)."""
        return await self.work.renew_work(job, self.owner, self.games.clock() + seconds)

    async def release_work(self, job: str) -> None:
        await self.work.release_work(job, self.owner, self.games.clock())

    # --- reading -------------------------------------------------------------------------------

    async def get(self, channel_id: int) -> GameSnapshot | None:
        """The channel's lobby or active game."""
        return await self.games.open_game(channel_id)

    async def latest(self, channel_id: int) -> GameSnapshot | None:
        """The channel's open game for a suggestion (autocomplete), not a decision: as this
        process's last move there committed it when it keeps it (no read), else read. Another
        process may have changed it since; a move is always judged on the stored game."""
        return await self.games.latest(channel_id)

    async def get_by_id(self, game_id: int) -> GameSnapshot | None:
        return await self.games.game(game_id)

    async def moves(self, game_id: int) -> list[MoveRow]:
        return await self.games.moves(game_id)

    async def finished_games(self, guild_id: int | None, limit: int = 50, *,
                             reader: Readable | None = None) -> list[GameSnapshot]:
        """Finished games of a guild, newest first, with each seat's total and winner flag;
        with `reader`, only those it may see."""
        return await self.records.finished_games(guild_id, limit, reader=reader)

    async def game_channels(self, guild_id: int | None) -> list[int]:
        return await self.records.game_channels(guild_id)

    def rolloff(self, game: GameSnapshot) -> Any:
        """The start as chance decided it (Columbiz: the C5 roll-off), None before the start."""
        return start_info(game)

    async def state_at(self, game_id: int, seq: int) -> Any:
        return await self.games.state_at(game_id, seq)

    async def turn_events(self, game: GameSnapshot) -> tuple[Any, ...]:
        """The events of the game's current turn so far (of the last turn once it is over)."""
        if game.state is None:
            return ()
        rules = get_rules(game.kind)
        return await self.games.turn_events(rules, game.id, rules.turn_number(game.state))

    # --- the lobby -----------------------------------------------------------------------------

    async def new_game(self, **lobby: Any) -> GameSnapshot:
        """Open a lobby: the arguments of `Lobby.new_game` (kind, guild_id, channel_id, ...)."""
        return (await self.lobby.new_game(**lobby))[0]

    async def new_lobby(self, *, claim: bool = False, **lobby: Any
                        ) -> tuple[GameSnapshot, Post | None]:
        """Open a lobby, with the post of its message (its outbox entry, claimed when `claim`:
        the caller answers with it at once)."""
        return await self.lobby.new_game(claim=claim, **lobby)

    async def join(
        self, channel_id: int, user_id: int, name: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        return await self.lobby.join(channel_id, user_id, name, claim=claim)

    async def leave(self, channel_id: int, user_id: int) -> GameSnapshot:
        return await self.lobby.leave(channel_id, user_id)

    async def add_computer(
        self, channel_id: int, user_id: int, level: str, *, claim: bool = False
    ) -> tuple[GameSnapshot, StartResult | None]:
        return await self.lobby.add_computer(channel_id, user_id, level, claim=claim)

    async def remove_computer(
        self, channel_id: int, user_id: int, seat: int | None = None
    ) -> GameSnapshot:
        return await self.lobby.remove_computer(channel_id, user_id, seat)

    async def start(self, channel_id: int, user_id: int, *, claim: bool = False) -> StartResult:
        return await self.lobby.start(channel_id, user_id, claim=claim)

    async def rematch(self, game_id: int, user_id: int, name: str | None = None, *,
                      rated: bool = True) -> GameSnapshot:
        return (await self.lobby.rematch(game_id, user_id, name, rated=rated))[0]

    async def new_rematch(self, game_id: int, user_id: int, name: str | None = None, *,
                          claim: bool = False, rated: bool = True
                          ) -> tuple[GameSnapshot, Post | None]:
        """The rematch, with the post of its lobby message (as `new_lobby`)."""
        return await self.lobby.rematch(game_id, user_id, name, claim=claim, rated=rated)

    # --- playing -------------------------------------------------------------------------------

    async def act(
        self, channel_id: int, user_id: int, build: ActionBuilder, **options: Any
    ) -> MoveResult:
        return await self.turns.act(channel_id, user_id, build, **options)

    async def play_computer_turn(
        self, channel_id: int, *, claim: bool = False
    ) -> ComputerTurnResult | None:
        return await self.computers.play_computer_turn(channel_id, claim=claim)

    async def due_computer_turns(self) -> list[GameSnapshot]:
        return await self.computers.due_computer_turns()

    # --- the turn clock ------------------------------------------------------------------------

    async def due_reminders(self, now: float) -> list[Reminder]:
        return await self.clock.due_reminders(now)

    async def mark_reminded(self, game_id: int, turn: int) -> bool:
        return await self.clock.mark_reminded(game_id, turn)

    async def remind(self, reminder: Reminder, *, claim: bool = False) -> Post | None:
        return await self.clock.remind(reminder, claim=claim)

    async def due_timeouts(self, now: float) -> list[GameSnapshot]:
        return await self.clock.due_timeouts(now)

    async def expire_turn(
        self, game_id: int, now: float, *, claim: bool = False
    ) -> ComputerTurnResult | None:
        return await self.clock.expire_turn(game_id, now, claim=claim)

    async def due_idle(self, now: float) -> list[GameSnapshot]:
        """Games where anyone may act whose players have all drifted away or declared done."""
        return await self.idle.due(now)

    async def end_idle(self, game_id: int, now: float, *, claim: bool = False
                       ) -> MoveResult | None:
        return await self.idle.end(game_id, now, claim=claim)

    async def pause_clock(self, game_id: int) -> bool:
        return await self.clock.pause_clock(game_id)

    async def resume_clock(self, game_id: int, *, remind: bool = True) -> bool:
        return await self.clock.resume_clock(game_id, remind=remind)

    # --- away players, ending early, vanished channels -----------------------------------------

    async def vote_away(
        self, channel_id: int, voter_id: int, target_user_id: int
    ) -> tuple[GameSnapshot, dict]:
        return await self.away.vote_away(channel_id, voter_id, target_user_id)

    async def return_from_away(self, channel_id: int, user_id: int) -> GameSnapshot:
        return await self.away.return_from_away(channel_id, user_id)

    async def abandon(
        self, channel_id: int, user_id: int, *, can_manage_channel: bool
    ) -> tuple[GameSnapshot, dict]:
        return await self.abandoning.abandon(
            channel_id, user_id, can_manage_channel=can_manage_channel
        )

    async def abandon_channel(self, channel_id: int, reason: str = CHANNEL_GONE) -> list[int]:
        return await self.vanished.abandon_channel(channel_id, reason)

    async def abandon_channels(
        self, channel_ids: Iterable[int], reason: str = CHANNEL_GONE
    ) -> list[int]:
        return await self.vanished.abandon_channels(channel_ids, reason)

    async def abandon_guild(self, guild_id: int, reason: str = BOT_REMOVED) -> list[int]:
        return await self.vanished.abandon_guild(guild_id, reason)

    async def open_games_of_guild(self, guild_id: int) -> list[GameSnapshot]:
        return await self.vanished.open_games_of_guild(guild_id)

    # --- players and past games ----------------------------------------------------------------

    async def set_notify(self, user_id: int, mode: str) -> str:
        """How the player is told it is their turn: "mention" (default), "dm" or "none"."""
        return await self.notify.set(user_id, mode)

    async def get_notify(self, user_id: int) -> str:
        return await self.notify.get(user_id)

    async def game_history(self, game_id: int) -> History | None:
        return await self.records.game_history(game_id)

    async def leaderboard(
        self, guild_id: int | None, limit: int = 20, *, kind: str | None = None,
        reader: Readable | None = None,
    ) -> list[PlayerStats]:
        return await self.records.leaderboard(guild_id, limit, kind=kind, reader=reader)

    async def player_stats(
        self, guild_id: int | None, user_id: int, *, kind: str | None = None,
        reader: Readable | None = None,
    ) -> PlayerStats | None:
        return await self.records.player_stats(guild_id, user_id, kind=kind, reader=reader)

    async def games_for_user(self, user_id: int) -> list[GameSnapshot]:
        return await self.records.games_for_user(user_id)
