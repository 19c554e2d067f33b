"""SQLite storage for games, seats and the append-only move log (aiosqlite, WAL).

One connection per Store. Every statement runs under the store's lock, and every write is one
`BEGIN IMMEDIATE ... COMMIT` transaction run to its end even if the caller is cancelled, so no
other coroutine's statement can slip into it and nothing partial is ever committed. Across
processes, the `rev` check on `games` and the `moves (game_id, seq)` primary key make a second
writer's stale write fail cleanly (StaleWrite) instead of overwriting.

The store knows rows and JSON, not rules: the service decides what to write.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

T = TypeVar("T")

OPEN_STATUSES = ("lobby", "active")

# Numbered migrations: migration N brings PRAGMA user_version from N - 1 to N, in one transaction.
# Never edit a released migration; append a new one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: games, seats, the move log, votes.
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,   -- never reused: old buttons name a game id
            kind TEXT NOT NULL,                     -- the game plug-in, e.g. 'columbiz'
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,            -- a text channel or a thread
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
            creator_id INTEGER NOT NULL,
            seats_wanted INTEGER NOT NULL CHECK (seats_wanted >= 1),
            options TEXT NOT NULL DEFAULT '{}',     -- JSON, normalised by the plug-in
            turn_seconds INTEGER CHECK (turn_seconds IS NULL OR turn_seconds > 0),
            seed TEXT NOT NULL,                     -- hex from os.urandom; never shown while open
            setup TEXT,                             -- JSON: what chance decided at the start (C5)
            state TEXT,                             -- JSON (engine.state_to_json); NULL in lobby
            rev INTEGER NOT NULL DEFAULT 0,         -- bumped by every change of the game
            last_seq INTEGER NOT NULL DEFAULT 0,    -- seq of the last move in `moves`
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            started_at REAL,
            finished_at REAL,                       -- when it finished or was abandoned
            end_reason TEXT,                        -- rules | creator | manager | vote | cancelled
            ended_by INTEGER                        -- user who ended it, if not the rules
        )""",
        # One lobby or active game per channel (threads are channels), whatever process writes.
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status IN ('lobby', 'active')""",
        """CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at)
            WHERE status = 'finished'""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat >= 0),  -- seating order = colour order (C3)
            user_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            ai_level TEXT,                            -- set for a computer seat
            joined_at REAL NOT NULL,
            total INTEGER,                            -- final total (C15), once finished
            winner INTEGER,                           -- 1 / 0 once finished (ties share, C15)
            PRIMARY KEY (game_id, seat),
            UNIQUE (game_id, user_id)
        ) WITHOUT ROWID""",
        "CREATE INDEX seats_by_user ON seats (user_id)",
        """CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 1),    -- 1, 2, ...; dice of seq n: seed + ':n'
            turn INTEGER NOT NULL,                    -- the turn the move was made in
            seat INTEGER,
            user_id INTEGER,
            action TEXT NOT NULL,                     -- JSON, with the rolled values
            events TEXT NOT NULL,                     -- JSON list of what the move caused
            created_at REAL NOT NULL,
            PRIMARY KEY (game_id, seq)                -- a second writer of seq n fails here
        ) WITHOUT ROWID""",
        """CREATE TRIGGER moves_append_only BEFORE UPDATE ON moves
            BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END""",
        """CREATE TABLE votes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,                       -- 'abandon' (later: hand a seat over)
            user_id INTEGER NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (game_id, kind, user_id)
        ) WITHOUT ROWID""",
    ),
    # 2: room for the turn clock, absent players, computer moves and notify preferences.
    (
        "ALTER TABLE games ADD COLUMN turn_started_at REAL",
        "ALTER TABLE games ADD COLUMN deadline_at REAL",  # turn_started_at + turn_seconds
        "ALTER TABLE games ADD COLUMN reminded_at REAL",
        "ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id)",
        """CREATE INDEX games_due ON games (deadline_at)
            WHERE status = 'active' AND deadline_at IS NOT NULL""",
        "ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seats ADD COLUMN missed_turns INTEGER NOT NULL DEFAULT 0",
        # who made a move: 'player', or later 'ai' / 'clock'
        "ALTER TABLE moves ADD COLUMN source TEXT NOT NULL DEFAULT 'player'",
        """CREATE TABLE user_prefs (
            user_id INTEGER PRIMARY KEY,
            notify TEXT NOT NULL DEFAULT 'mention' CHECK (notify IN ('mention', 'dm', 'none')),
            updated_at REAL NOT NULL
        )""",
    ),
    # 3: why a computer made a move; one rematch per finished game.
    (
        # JSON {"level", "reason", "params"} for a move the computer made; NULL for a player's
        "ALTER TABLE moves ADD COLUMN note TEXT",
        """CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of)
            WHERE rematch_of IS NOT NULL""",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

GAME_COLUMNS = (
    "id", "kind", "guild_id", "channel_id", "status", "creator_id", "seats_wanted", "options",
    "turn_seconds", "seed", "setup", "state", "rev", "last_seq", "created_at", "updated_at",
    "started_at", "finished_at", "end_reason", "ended_by", "turn_started_at", "deadline_at",
    "reminded_at", "rematch_of",
)
SEAT_COLUMNS = (
    "seat", "user_id", "name", "ai_level", "joined_at", "total", "winner", "away", "missed_turns",
)
MOVE_COLUMNS = (
    "game_id", "seq", "turn", "seat", "user_id", "action", "events", "source", "created_at", "note",
)
# Seat columns a write may change on its own (the rest changes with the whole seating).
SEAT_WRITABLE = frozenset({"away", "missed_turns"})
NOTIFY_MODES = ("mention", "dm", "none")
_JSON_COLUMNS = frozenset({"options", "setup", "state"})
# Columns a write may set (rev, id and the seed are the store's own business).
_WRITABLE = frozenset(GAME_COLUMNS) - {"id", "kind", "channel_id", "seed", "rev", "created_at"}

_GAME_SELECT = ", ".join(f"g.{c}" for c in GAME_COLUMNS)
_SEAT_SELECT = ", ".join(f"s.{c} AS s_{c}" for c in SEAT_COLUMNS)
_GAME_WITH_SEATS = (
    f"SELECT {_GAME_SELECT}, {_SEAT_SELECT} FROM games g "
    "LEFT JOIN seats s ON s.game_id = g.id "
)


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
    pass


class RematchExists(Exception):
    """That game has had its rematch opened already (one per game)."""

    def __init__(self, game_id: int | None) -> None:
        self.game_id = game_id
        super().__init__(f"rematch exists: game {game_id}")


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    user_id: int
    name: str
    ai_level: str | None = None
    joined_at: float = 0.0
    total: int | None = None
    winner: bool | None = None
    away: bool = False
    missed_turns: int = 0


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    status: str
    creator_id: int
    seats_wanted: int
    options: dict[str, Any]
    turn_seconds: int | None
    seed: str
    setup: dict[str, Any] | None
    state: dict[str, Any] | None
    rev: int
    last_seq: int
    created_at: float
    updated_at: float
    started_at: float | None
    finished_at: float | None
    end_reason: str | None
    ended_by: int | None
    turn_started_at: float | None
    deadline_at: float | None
    reminded_at: float | None
    rematch_of: int | None
    seats: tuple[SeatRow, ...]


@dataclass(frozen=True, slots=True)
class MoveRow:
    game_id: int
    seq: int
    turn: int
    seat: int | None
    user_id: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]]
    source: str = "player"  # player | ai | clock | away
    created_at: float = 0.0
    note: dict[str, Any] | None = None  # a computer move: {"level", "reason", "params"}


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


class Store:
    """The game database. Open with `await Store.open(path)`, finish with `await store.close()`."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        synchronous: str = "FULL",
        busy_timeout: float = 10.0,
        schema_version: int | None = None,
    ) -> Store:
        """Open (creating the file and its folder if needed) and migrate to the newest schema.

        `synchronous="FULL"` makes a committed move survive a power cut too; "NORMAL" survives a
        crash of the process only, and is faster. `schema_version` stops the migrations early (for
        upgrade tests)."""
        path = str(path)
        if path != ":memory:" and not path.startswith("file:"):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        if synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"synchronous={synchronous!r}")
        db = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
        try:
            db.row_factory = sqlite3.Row
            # execute_fetchall for every statement that returns rows: a cursor left holding a
            # row keeps its statement "in progress", and a later COMMIT would fail.
            await _set_wal(db, busy_timeout)
            await db.execute_fetchall("PRAGMA foreign_keys = ON")
            await db.execute_fetchall(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            await db.execute_fetchall(f"PRAGMA synchronous = {synchronous.upper()}")
            store = cls(db, path)
            await store._migrate(SCHEMA_VERSION if schema_version is None else schema_version)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection (after any write under way); closing twice is harmless."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._db.close()

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        rows = await self._db.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    async def _migrate(self, target: int) -> None:
        async with self._lock:
            current = await self._user_version()
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path} has schema {current}; this build knows up to {SCHEMA_VERSION}"
            )
        for version in range(current + 1, target + 1):

            async def step(db: aiosqlite.Connection, version: int = version) -> None:
                # Another process may have migrated while we waited for the write lock.
                if await self._user_version() >= version:
                    return
                for statement in MIGRATIONS[version - 1]:
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {version}")

            await self._transaction(step)

    # --- the transaction primitive -------------------------------------------------------------

    async def _transaction(self, body: Callable[[aiosqlite.Connection], Awaitable[T]]) -> T:
        """Run `body` in one write transaction: all of it is committed, or none of it.

        The transaction runs in its own task, shielded: if the caller is cancelled half-way,
        it still ends with COMMIT or ROLLBACK before the connection is used again."""

        async def run() -> T:
            async with self._lock:
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    result = await body(self._db)
                    await self._db.execute("COMMIT")
                except BaseException:
                    try:
                        await self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass  # no transaction left to roll back (SQLite ended it itself)
                    raise
                return result

        task = asyncio.ensure_future(run())
        task.add_done_callback(_retrieve)
        return await asyncio.shield(task)

    async def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))

    # --- games ---------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        seats_wanted: int,
        options: Mapping[str, Any],
        turn_seconds: int | None,
        seed: str,
        now: float,
        rematch_of: int | None = None,
        more_seats: Sequence[SeatRow] = (),
    ) -> GameRow:
        """A new lobby with its creator in seat 0 and `more_seats` (seats 1, 2, ...: e.g. the
        computer players of a rematch); ChannelBusy if the channel has an open game,
        RematchExists if `rematch_of` has had its rematch."""

        async def body(db: aiosqlite.Connection) -> int:
            if rematch_of is not None:
                again = await db.execute_fetchall(
                    "SELECT id FROM games WHERE rematch_of = ?", (rematch_of,)
                )
                if again:
                    raise RematchExists(again[0]["id"])
            existing = await db.execute_fetchall(
                "SELECT id, status FROM games "
                "WHERE channel_id = ? AND status IN ('lobby', 'active')",
                (channel_id,),
            )
            if existing:
                raise ChannelBusy(existing[0]["id"], existing[0]["status"])
            try:
                cursor = await db.execute(
                    "INSERT INTO games (kind, guild_id, channel_id, status, creator_id, "
                    "seats_wanted, options, turn_seconds, seed, rev, last_seq, created_at, "
                    "updated_at, rematch_of) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)",
                    (kind, guild_id, channel_id, creator_id, seats_wanted, _dumps(dict(options)),
                     turn_seconds, seed, now, now, rematch_of),
                )
            except sqlite3.IntegrityError as err:  # a unique index: another writer won
                if "rematch_of" in str(err):
                    raise RematchExists(None) from err
                raise ChannelBusy(None, None) from err
            game_id = cursor.lastrowid
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, joined_at) "
                "VALUES (?, 0, ?, ?, ?)",
                (game_id, creator_id, creator_name, now),
            )
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, ai_level, joined_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, i, s.user_id, s.name, s.ai_level, now)
                 for i, s in enumerate(more_seats, start=1)],
            )
            return game_id

        game_id = await self._transaction(body)
        game = await self.game(game_id)
        assert game is not None
        return game

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's lobby or active game."""
        rows = await self._read(
            _GAME_WITH_SEATS + "WHERE g.channel_id = ? AND g.status IN ('lobby', 'active') "
            "ORDER BY s.seat",
            (channel_id,),
        )
        games = _games_from_rows(rows)
        return games[0] if games else None

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._read(
            _GAME_WITH_SEATS + "WHERE g.id = ? ORDER BY s.seat", (game_id,)
        )
        games = _games_from_rows(rows)
        return games[0] if games else None

    async def finished_games(
        self, guild_id: int | None, limit: int = 50, *, statuses: Iterable[str] = ("finished",)
    ) -> list[GameRow]:
        """Games of a guild (None: outside any guild) that ended, newest first."""
        statuses = tuple(statuses)
        marks = ", ".join("?" for _ in statuses)
        where_guild = "guild_id IS ?"  # IS matches NULL too
        rows = await self._read(
            _GAME_WITH_SEATS
            + f"WHERE g.id IN (SELECT id FROM games WHERE {where_guild} AND status IN ({marks}) "
            "ORDER BY finished_at DESC, id DESC LIMIT ?) ORDER BY g.finished_at DESC, g.id DESC, "
            "s.seat",
            (guild_id, *statuses, int(limit)),
        )
        return _games_from_rows(rows)

    async def open_games_of_user(self, user_id: int) -> list[GameRow]:
        """The lobbies and active games in which `user_id` has a seat."""
        rows = await self._read(
            _GAME_WITH_SEATS
            + "WHERE g.id IN (SELECT s2.game_id FROM seats s2 JOIN games g2 ON g2.id = s2.game_id "
            "WHERE s2.user_id = ? AND g2.status IN ('lobby', 'active')) ORDER BY g.id, s.seat",
            (user_id,),
        )
        return _games_from_rows(rows)

    async def timeout_games(self, now: float) -> list[GameRow]:
        """Active games whose turn clock has run out (deadline_at <= now), soonest first."""
        rows = await self._read(
            _GAME_WITH_SEATS
            + "WHERE g.id IN (SELECT id FROM games WHERE status = 'active' "
            "AND deadline_at IS NOT NULL AND deadline_at <= ?) "
            "ORDER BY g.deadline_at, g.id, s.seat",
            (now,),
        )
        return _games_from_rows(rows)

    async def reminder_games(self, now: float, share: float) -> list[GameRow]:
        """Active games not reminded this turn whose turn has used `share` of its time and has
        time left (deadline_at > now), soonest deadline first."""
        rows = await self._read(
            _GAME_WITH_SEATS
            + "WHERE g.id IN (SELECT id FROM games WHERE status = 'active' "
            "AND deadline_at IS NOT NULL AND reminded_at IS NULL AND deadline_at > ? "
            "AND turn_seconds IS NOT NULL AND deadline_at - turn_seconds * ? <= ?) "
            "ORDER BY g.deadline_at, g.id, s.seat",
            (now, 1.0 - share, now),
        )
        return _games_from_rows(rows)

    async def games_with_stand_ins(self) -> list[GameRow]:
        """Active games with a computer seat or an away player (whose turns play themselves)."""
        rows = await self._read(
            _GAME_WITH_SEATS
            + "WHERE g.id IN (SELECT game_id FROM seats WHERE ai_level IS NOT NULL OR away = 1) "
            "AND g.status = 'active' ORDER BY g.id, s.seat",
        )
        return _games_from_rows(rows)

    async def rematch_of(self, game_id: int) -> GameRow | None:
        """The game opened as the rematch of `game_id`, if any."""
        rows = await self._read(
            _GAME_WITH_SEATS + "WHERE g.rematch_of = ? ORDER BY s.seat", (game_id,)
        )
        games = _games_from_rows(rows)
        return games[0] if games else None

    async def player_totals(self, guild_id: int | None) -> list[sqlite3.Row]:
        """Per human player, over the guild's finished games: user_id, name (of their latest
        game), games, wins, total_score, best_score, last_finished."""
        return await self._read(
            """SELECT s.user_id AS user_id, COUNT(*) AS games, SUM(s.winner) AS wins,
                      SUM(s.total) AS total_score, MAX(s.total) AS best_score,
                      MAX(g.finished_at) AS last_finished,
                      (SELECT s3.name FROM seats s3 JOIN games g3 ON g3.id = s3.game_id
                        WHERE s3.user_id = s.user_id AND g3.guild_id IS ?
                          AND g3.status = 'finished' AND s3.ai_level IS NULL
                        ORDER BY g3.finished_at DESC, g3.id DESC LIMIT 1) AS name
               FROM seats s JOIN games g ON g.id = s.game_id
               WHERE g.guild_id IS ? AND g.status = 'finished' AND s.ai_level IS NULL
                 AND s.total IS NOT NULL
               GROUP BY s.user_id""",
            (guild_id, guild_id),
        )

    async def notify_mode(self, user_id: int) -> str | None:
        rows = await self._read("SELECT notify FROM user_prefs WHERE user_id = ?", (user_id,))
        return rows[0][0] if rows else None

    async def notify_modes(self, user_ids: Iterable[int]) -> dict[int, str]:
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._read(
            f"SELECT user_id, notify FROM user_prefs WHERE user_id IN ({marks})", ids
        )
        return {r[0]: r[1] for r in rows}

    async def set_notify_mode(self, user_id: int, mode: str, now: float) -> None:
        async def body(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO user_prefs (user_id, notify, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, "
                "updated_at = excluded.updated_at",
                (user_id, mode, now),
            )

        await self._transaction(body)

    async def game_ids(self) -> list[int]:
        return [row[0] for row in await self._read("SELECT id FROM games ORDER BY id")]

    async def write(
        self,
        game_id: int,
        rev: int,
        *,
        fields: Mapping[str, Any] | None = None,
        seats: Sequence[SeatRow] | None = None,
        results: Sequence[tuple[int, int, bool]] | None = None,
        move: MoveRow | None = None,
        vote: tuple[str, int, float] | None = None,
        bump: bool = True,
        moves: Sequence[MoveRow] = (),
        seat_fields: Mapping[int, Mapping[str, Any]] | None = None,
        drop_votes: Sequence[str] = (),
    ) -> int:
        """Change game `game_id` if its rev is still `rev`, all in one transaction.

        `fields`: game columns to set; `seats`: the complete new seating (replaces the old);
        `results`: (seat, total, winner) per seat; `move` and then `moves`: appended to the log
        in order (each seq must be new); `vote`: (kind, user_id, time); `seat_fields`: per seat,
        columns of SEAT_WRITABLE to set; `drop_votes`: vote kinds whose votes are removed. The rev
        goes up by one unless `bump` is false (a change that leaves the board and its buttons as
        they were). Returns the new rev; StaleWrite if the game moved on.
        """
        fields = dict(fields or {})
        bad = set(fields) - _WRITABLE
        if bad:
            raise ValueError(f"not writable: {sorted(bad)}")
        seat_fields = {seat: dict(cols) for seat, cols in (seat_fields or {}).items()}
        bad = {c for cols in seat_fields.values() for c in cols} - SEAT_WRITABLE
        if bad:
            raise ValueError(f"seat columns not writable: {sorted(bad)}")
        log = ([move] if move is not None else []) + list(moves)
        sets = [f"{col} = ?" for col in fields]
        params = [_dumps(v) if col in _JSON_COLUMNS and v is not None else v
                  for col, v in fields.items()]
        sets.append("rev = rev + 1" if bump else "rev = rev")

        async def body(db: aiosqlite.Connection) -> None:
            cursor = await db.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND rev = ?",
                (*params, game_id, rev),
            )
            if cursor.rowcount != 1:
                raise StaleWrite(game_id, rev)
            if seats is not None:
                await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                await db.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, name, ai_level, joined_at, total, "
                    "winner, away, missed_turns) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, s.seat, s.user_id, s.name, s.ai_level, s.joined_at, s.total,
                      _flag(s.winner), int(s.away), s.missed_turns) for s in seats],
                )
            if results:
                await db.executemany(
                    "UPDATE seats SET total = ?, winner = ? WHERE game_id = ? AND seat = ?",
                    [(total, int(winner), game_id, seat) for seat, total, winner in results],
                )
            for seat, cols in seat_fields.items():
                if cols:
                    await db.execute(
                        f"UPDATE seats SET {', '.join(f'{c} = ?' for c in cols)} "
                        "WHERE game_id = ? AND seat = ?",
                        (*(_seat_value(v) for v in cols.values()), game_id, seat),
                    )
            for m in log:
                try:
                    await db.execute(
                        "INSERT INTO moves (game_id, seq, turn, seat, user_id, action, events, "
                        "source, created_at, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (game_id, m.seq, m.turn, m.seat, m.user_id, _dumps(m.action),
                         _dumps(m.events), m.source, m.created_at,
                         None if m.note is None else _dumps(m.note)),
                    )
                except sqlite3.IntegrityError as err:  # that seq exists: someone else moved
                    raise StaleWrite(game_id, rev) from err
            for kind in drop_votes:
                await db.execute(
                    "DELETE FROM votes WHERE game_id = ? AND kind = ?", (game_id, kind)
                )
            if vote is not None:
                kind, user_id, at = vote
                try:
                    await db.execute(
                        "INSERT INTO votes (game_id, kind, user_id, created_at) "
                        "VALUES (?, ?, ?, ?)",
                        (game_id, kind, user_id, at),
                    )
                except sqlite3.IntegrityError as err:
                    raise AlreadyVoted(game_id, kind, user_id) from err

        await self._transaction(body)
        return rev + 1 if bump else rev

    # --- moves and votes -----------------------------------------------------------------------

    async def moves(self, game_id: int, *, since_seq: int = 0) -> list[MoveRow]:
        rows = await self._read(
            f"SELECT {', '.join(MOVE_COLUMNS)} FROM moves WHERE game_id = ? AND seq > ? "
            "ORDER BY seq",
            (game_id, since_seq),
        )
        return [_move_from_row(r) for r in rows]

    async def turn_moves(self, game_id: int, turn: int) -> list[MoveRow]:
        """The moves made in one turn, in order."""
        rows = await self._read(
            f"SELECT {', '.join(MOVE_COLUMNS)} FROM moves WHERE game_id = ? AND turn = ? "
            "ORDER BY seq",
            (game_id, turn),
        )
        return [_move_from_row(r) for r in rows]

    async def votes(self, game_id: int, kind: str) -> list[int]:
        rows = await self._read(
            "SELECT user_id FROM votes WHERE game_id = ? AND kind = ? ORDER BY created_at",
            (game_id, kind),
        )
        return [r[0] for r in rows]


async def _set_wal(db: aiosqlite.Connection, patience: float) -> None:
    """Switch to WAL (it stays set in the file). Several processes opening a new file at once
    may find it locked: SQLite does not wait on its busy handler for a journal-mode change."""
    rounds = max(1, int(patience / 0.02))
    for attempt in range(rounds):
        try:
            await db.execute_fetchall("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or attempt == rounds - 1:
                raise
            await asyncio.sleep(0.02)


def _retrieve(task: asyncio.Task) -> None:
    """Mark a shielded transaction's outcome as seen, when its caller was cancelled."""
    if not task.cancelled():
        task.exception()


def _flag(value: bool | None) -> int | None:
    return None if value is None else int(value)


def _seat_value(value: Any) -> Any:
    return int(value) if isinstance(value, bool) else value


def _games_from_rows(rows: Iterable[sqlite3.Row]) -> list[GameRow]:
    games: dict[int, dict[str, Any]] = {}
    for row in rows:
        game = games.get(row["id"])
        if game is None:
            game = {c: row[c] for c in GAME_COLUMNS}
            for col in _JSON_COLUMNS:
                game[col] = _loads(game[col])
            game["seats"] = []
            games[row["id"]] = game
        if row["s_seat"] is not None:
            game["seats"].append(
                SeatRow(
                    seat=row["s_seat"],
                    user_id=row["s_user_id"],
                    name=row["s_name"],
                    ai_level=row["s_ai_level"],
                    joined_at=row["s_joined_at"],
                    total=row["s_total"],
                    winner=None if row["s_winner"] is None else bool(row["s_winner"]),
                    away=bool(row["s_away"]),
                    missed_turns=row["s_missed_turns"],
                )
            )
    return [GameRow(**{**g, "seats": tuple(g["seats"])}) for g in games.values()]


def _move_from_row(row: sqlite3.Row) -> MoveRow:
    return MoveRow(
        game_id=row["game_id"],
        seq=row["seq"],
        turn=row["turn"],
        seat=row["seat"],
        user_id=row["user_id"],
        action=json.loads(row["action"]),
        events=json.loads(row["events"]),
        source=row["source"],
        created_at=row["created_at"],
        note=_loads(row["note"]),
    )
