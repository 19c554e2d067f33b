"""SQLite storage for games, seats and the append-only move log (aiosqlite, WAL).

One connection per Store, whose one worker thread runs each read and each whole write
transaction (`BEGIN IMMEDIATE ... COMMIT`) as a single call, to its end even if the caller is
cancelled, so no other coroutine's statement can slip into it and nothing partial is ever
committed. Across
processes, the `rev` check on `games` and the `moves (game_id, seq)` primary key make a second
writer's stale write fail cleanly (StaleWrite) instead of overwriting.

The store knows rows and JSON, not rules: the service decides what to write.
"""

from bot.store.change import Change
from bot.store.errors import AlreadyVoted, ChannelBusy, RematchExists, StaleWrite, StoreError
from bot.store.rows import GameRow, MoveRow, OutboxEntry, OutboxRow, SeatRow
from bot.store.schema import (
    GAME_COLUMNS,
    MIGRATIONS,
    MOVE_COLUMNS,
    NOTIFY_MODES,
    OPEN_STATUSES,
    SCHEMA_VERSION,
    SEAT_COLUMNS,
    SEAT_WRITABLE,
)
from bot.store.store import Store
from bot.store.writes import Committed, lobby_key

__all__ = [
    "GAME_COLUMNS", "MIGRATIONS", "MOVE_COLUMNS", "NOTIFY_MODES", "OPEN_STATUSES",
    "SCHEMA_VERSION", "SEAT_COLUMNS", "SEAT_WRITABLE", "AlreadyVoted", "Change", "ChannelBusy",
    "Committed", "GameRow", "MoveRow", "OutboxEntry", "OutboxRow", "RematchExists", "SeatRow",
    "StaleWrite", "Store", "StoreError", "lobby_key",
]
