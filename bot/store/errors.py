"""What the store raises: an unusable database, and the write conflicts the service turns into
its refusals (stale, game_exists, already_voted, rematch_exists)."""

from __future__ import annotations

import sqlite3

import psycopg

# A unique key, primary key or check refused a write, on either backend.
IntegrityError = (sqlite3.IntegrityError, psycopg.IntegrityError)


class StoreError(Exception):
    """The database cannot be used (e.g. it was written by a newer version)."""


class StaleWrite(Exception):
    """The game changed since it was loaded (rev moved on, or that move seq exists already)."""


class ChannelBusy(Exception):
    """The channel already has a lobby or active game."""

    def __init__(self, game_id: int | None, status: str | None) -> None:
        self.game_id = game_id
        self.status = status
        super().__init__(f"channel has game {game_id} ({status})")


class AlreadyVoted(Exception):
    """The voter has already voted on this question."""


class RematchExists(Exception):
    """That game has had its rematch opened already (one per game)."""

    def __init__(self, game_id: int | None) -> None:
        self.game_id = game_id
        super().__init__(f"rematch exists: game {game_id}")
