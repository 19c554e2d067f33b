"""Store: the game database, put together from its parts, each an object of its own over the one
connection they share:

- `connection` (connection.py): the backend, its reads and its write transaction;
- `reads` (reads.py): games with their seats, moves, votes, standings' totals, preferences;
- `writes` (writes.py): a new lobby, the guarded change of a game, a vote, a preference;
- `outbox` (outbox.py): what commits owe Discord, claimed and marked as it is delivered;
- `work` (work.py): claims on background work.

The callers' names (`store.game`, `store.commit`, `store.claim_due`, ...) are the parts' own
methods, named once below."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Self

from bot.store.connection import StoreConnection
from bot.store.outbox import Outbox
from bot.store.reads import GameReads
from bot.store.work import WorkClaims
from bot.store.writes import GameWrites


class Store:
    """The game database. Open with `await Store.open(path)`, finish with `await store.close()`."""

    def __init__(self, connection: StoreConnection) -> None:
        self.connection = connection
        self.reads = GameReads(connection)
        self.writes = GameWrites(connection, self.reads)
        self.outbox = Outbox(connection)
        self.work = WorkClaims(connection)

        reads, writes, outbox, work = self.reads, self.writes, self.outbox, self.work
        # games, moves, votes, totals and preferences, read
        self.game = reads.game
        self.open_game = reads.open_game
        self.finished_games = reads.finished_games
        self.game_channels = reads.game_channels
        self.open_games_of_user = reads.open_games_of_user
        self.open_games_in = reads.open_games_in
        self.open_games_of_guild = reads.open_games_of_guild
        self.timeout_games = reads.timeout_games
        self.reminder_games = reads.reminder_games
        self.games_with_stand_ins = reads.games_with_stand_ins
        self.rematch_of = reads.rematch_of
        self.game_ids = reads.game_ids
        self.player_totals = reads.player_totals
        self.notify_mode = reads.notify_mode
        self.notify_modes = reads.notify_modes
        self.moves = reads.moves
        self.turn_moves = reads.turn_moves
        self.last_activity = reads.last_activity
        self.votes = reads.votes
        # written
        self.create_game = writes.create_game
        self.commit = writes.commit
        self.add_vote = writes.add_vote
        self.set_notify_mode = writes.set_notify_mode
        # delivered
        self.claim_due = outbox.claim_due
        self.sent = outbox.sent
        self.retry_later = outbox.retry_later
        self.drop = outbox.drop
        self.drop_game = outbox.drop_game
        self.prune = outbox.prune
        self.waiting = outbox.waiting
        self.next_due = outbox.next_due
        self.delivered = outbox.delivered
        # background work
        self.claim_work = work.claim_work
        self.renew_work = work.renew_work
        self.release_work = work.release_work

    @classmethod
    async def open(cls, target: str | Path, **options: Any) -> Self:
        """Open the database and migrate it to the newest schema (see StoreConnection.open)."""
        return cls(await StoreConnection.open(target, **options))

    async def close(self) -> None:
        """Give up this store's claims and close (see StoreConnection.close)."""
        await self.connection.close()

    async def schema_version(self) -> int:
        return await self.connection.schema_version()

    @property
    def dialect(self) -> str:
        """"sqlite" or "postgres"."""
        return self.connection.dialect

    @property
    def path(self) -> str:
        """Where the database is (a file, or a URL without its password)."""
        return self.connection.path

    @property
    def holder(self) -> str:
        """This store's name in the claims it takes (bot/store/holders.py)."""
        return self.connection.holder

    @property
    def hook(self) -> Callable[[str], None] | None:
        return self.connection.hook

    @hook.setter
    def hook(self, hook: Callable[[str], None] | None) -> None:
        """Called with each statement's SQL before it runs: a test makes one fail there."""
        self.connection.hook = hook
