"""The turn clock: a reminder once a turn has used REMINDER_SHARE of its time, and a
turn whose time ran out played to its end by the computer for the player."""

from __future__ import annotations

from bot.games import ComputerPlayers, get_rules
from bot.service.changes import turn_clock
from bot.service.computers import ComputerTurns
from bot.service.locks import ChannelLocks
from bot.service.models import ComputerTurnResult, GameSnapshot, Post, Reminder, Stale
from bot.service.repository import GameRepository
from bot.store import Change, OutboxEntry

# Time per turn offered at /columbiz new (seconds; None: no clock). Any positive int is accepted.
TURN_SECONDS_CHOICES = (3600, 43200, 86400, 259200, None)
DEFAULT_TURN_SECONDS = 86400
REMINDER_SHARE = 0.8  # the reminder falls due once this share of the turn time has passed


class TurnClock:
    def __init__(
        self, games: GameRepository, locks: ChannelLocks, computers: ComputerTurns
    ) -> None:
        self.games = games
        self.locks = locks
        self.computers = computers

    async def due_reminders(self, now: float) -> list[Reminder]:
        """Players whose turn has used REMINDER_SHARE of its time (and has time left), not
        reminded yet this turn. Send each one reminder (per their notify preference; "none":
        send nothing) and call `mark_reminded(game.id, turn)`."""
        due = []
        # Once the time is up it is too late to remind: the clock plays it (due_timeouts).
        for game in await self.games.reminder_due(now, REMINDER_SHARE):
            seat = game.current_seat_info()
            if seat is None or seat.stand_in:
                continue
            turn = get_rules(game.kind).turn_number(game.state)
            due.append((game, seat, turn))
        modes = await self.games.notify_modes(seat.user_id for _, seat, _ in due)
        return [
            Reminder(game, seat, modes.get(seat.user_id, "mention"), turn, game.deadline_at)
            for game, seat, turn in due
        ]

    async def mark_reminded(self, game_id: int, turn: int) -> bool:
        """Record that turn `turn` of the game had its reminder, writing none. True if this call
        recorded it; False if it was recorded already or that turn is over."""
        return await self._reminded(game_id, turn, None, claim=False) is not False

    async def remind(self, reminder: Reminder, *, claim: bool = False) -> Post | None:
        """Record the reminder of `reminder`'s turn and put its message in the outbox, in one
        transaction: the post to deliver (claimed for the caller when `claim`), or None when it
        was recorded already (by this process or another), the turn is over, or there is
        nothing to send (the player wants no notice)."""
        done = await self._reminded(reminder.game.id, reminder.turn, reminder, claim=claim)
        return done if isinstance(done, Post) else None

    async def _reminded(
        self, game_id: int, turn: int, reminder: Reminder | None, *, claim: bool
    ) -> Post | bool:
        """At most one reminder per turn, across processes and restarts: the write holds only
        while `reminded_at` is still unset. False if it was not written."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.status != "active" or game.reminded_at is not None:
                return False
            if get_rules(game.kind).turn_number(game.state) != turn:
                return False
            payload = self.games.payload("reminder", reminder) if reminder else None
            entry = None
            if payload is not None:
                entry = OutboxEntry(
                    "reminder", f"remind:{game_id}:{turn}", game.channel_id, payload
                )
            change = Change(game.id, game.rev).set(reminded_at=self.games.clock()).keep_rev()
            try:
                claimed = await self.games.commit(
                    game, change.only_if(reminded_at=None), outbox=(entry,) if entry else (),
                    claim=claim,
                )
            except Stale:
                return False
            if entry is None:
                return True
            return Post(entry.key, payload, entry.key in claimed)

    async def due_timeouts(self, now: float) -> list[GameSnapshot]:
        """Active games whose turn time has run out (deadline_at <= now): call `expire_turn`."""
        return [
            game for game in await self.games.timed_out(now)
            if isinstance(get_rules(game.kind), ComputerPlayers)
        ]

    async def expire_turn(
        self, game_id: int, now: float, *, claim: bool = False
    ) -> ComputerTurnResult | None:
        """The turn's time ran out: the computer (stand-in level) plays the rest of it for the
        player (source "clock"), and the seat's missed turns go up by one; at MISSED_TURNS_AWAY
        in a row the seat is marked away (`marked_away`). None if the turn is not (or no longer)
        due, e.g. the player moved just in time, or another process expired it (also when
        that happened while this call was playing: nothing of this call is written)."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.status != "active" or game.deadline_at is None:
                return None
            if game.deadline_at > now:
                return None
            rules = get_rules(game.kind)
            current = game.current_seat_info()
            if current is None or current.is_computer:
                return None
            if not isinstance(rules, ComputerPlayers):
                return None
            return await self.computers.stand_in(
                game, rules, "clock", rules.stand_in_level, now=now,
                missed=current.missed_turns + 1, claim=claim,
            )

    async def pause_clock(self, game_id: int) -> bool:
        """The bot cannot post in the game's channel: its turn clock stops (no reminder, no
        turn played for anyone) until a message gets through again. True if this paused it."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.status != "active" or game.paused_at is not None:
                return False
            change = Change(game.id, game.rev).set(paused_at=self.games.clock(), deadline_at=None)
            try:
                await self.games.commit(game, change.keep_rev().only_if(paused_at=None))
            except Stale:
                return False
            return True

    async def resume_clock(self, game_id: int, *, remind: bool = True) -> bool:
        """A message got through again: the turn's clock starts afresh now, and its reminder
        falls due again (unless `remind` is False: the message that got through is the turn's
        reminder, naming the new deadline). True if this resumed it."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.paused_at is None:
                return False
            now = self.games.clock()
            change = Change(game.id, game.rev).set(paused_at=None).keep_rev()
            if game.status == "active":
                rules = get_rules(game.kind)
                change.set(**turn_clock(rules, game.state, game.seats, game.turn_seconds, now,
                                        remind=remind))
            try:
                await self.games.commit(game, change.only_if(paused_at=game.paused_at))
            except Stale:
                return False
            return True
