"""The store's rows (games with their seats, moves) and their conversion to and from SQLite:
JSON text columns, 0/1 flags."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.store.schema import GAME_COLUMNS, JSON_COLUMNS


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    user_id: int
    name: str
    computer_level: str | None = None
    joined_at: float = 0.0
    total: int | None = None
    winner: bool | None = None
    away: bool = False  # a player whose turns the computer plays until they act again
    missed_turns: int = 0  # turns in a row their clock ran out (reset when they act)

    @property
    def is_computer(self) -> bool:
        return self.computer_level is not None

    @property
    def stand_in(self) -> bool:
        """Whether the computer plays this seat's turns (a computer seat or an away player)."""
        return self.computer_level is not None or self.away


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRow:
    """A game as stored, with its seats. `state` is the game's state in JSON here; the service
    hands games out with it parsed by the game's rules (bot.service.GameSnapshot)."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    status: str  # "lobby" | "active" | "finished" | "abandoned"
    creator_id: int
    seats_wanted: int
    options: dict[str, Any]
    turn_seconds: int | None
    seats: tuple[SeatRow, ...]
    state: Any  # the game's state as JSON (None in the lobby)
    rev: int
    created_at: float
    updated_at: float
    seed: str = ""
    setup: dict[str, Any] | None = None  # what chance decided at the start (Columbiz: C5)
    last_seq: int = 0
    started_at: float | None = None
    finished_at: float | None = None
    # why it ended: rules | creator | manager | vote | cancelled | channel_gone | bot_removed
    end_reason: str | None = None
    ended_by: int | None = None
    turn_started_at: float | None = None  # when the current turn's clock started
    deadline_at: float | None = None  # when the current turn's time runs out (turn_seconds)
    reminded_at: float | None = None  # when the current turn's reminder was sent (once a turn)
    rematch_of: int | None = None  # the game this lobby is the rematch of
    paused_at: float | None = None  # the bot could not post in the channel: the clock waits
    language: str = "en"  # of its public posts and pictures (bot.messages.LANGUAGES)
    rated: int | None = None  # 1: rated (bot.ratings), 0: not, None: opened before ratings
    writes: int = 0  # how many times the row was written (every commit: keep_rev ones too)


@dataclass(frozen=True, slots=True)
class MoveRow:
    """One move of a game's log: its action and events in JSON."""

    game_id: int
    seq: int
    turn: int
    seat: int | None
    user_id: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]]
    source: str = "player"  # player | computer | clock | away
    created_at: float = 0.0
    note: dict[str, Any] | None = None  # a computer move: {"level", "reason", "params"}


@dataclass(frozen=True, slots=True)
class OutboxEntry:
    """What must reach Discord because of a commit, written in the same transaction. `key` names
    it (one entry per key: a second commit of the same key is refused as stale)."""

    kind: str  # "post" (a game's public message, with its turn notice) | "reminder"
    key: str
    channel_id: int
    payload: dict[str, Any]
    delay: float = 0.0  # due this many seconds after the commit (a picture held back)


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    game_id: int
    channel_id: int
    kind: str
    key: str
    payload: dict[str, Any]
    created_at: float
    attempts: int


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def flag(value: bool | None) -> int | None:
    return None if value is None else int(value)


def seat_value(value: Any) -> Any:
    return int(value) if isinstance(value, bool) else value


def games_from_rows(rows: Iterable[Any]) -> list[GameRow]:
    games: dict[int, dict[str, Any]] = {}
    for row in rows:
        game = games.get(row["id"])
        if game is None:
            game = {c: row[c] for c in GAME_COLUMNS}
            for col in JSON_COLUMNS:
                game[col] = loads(game[col])
            game["seats"] = []
            games[row["id"]] = game
        if row["s_seat"] is not None:
            game["seats"].append(
                SeatRow(
                    seat=row["s_seat"],
                    user_id=row["s_user_id"],
                    name=row["s_name"],
                    computer_level=row["s_computer_level"],
                    joined_at=row["s_joined_at"],
                    total=row["s_total"],
                    winner=None if row["s_winner"] is None else bool(row["s_winner"]),
                    away=bool(row["s_away"]),
                    missed_turns=row["s_missed_turns"],
                )
            )
    return [GameRow(**{**g, "seats": tuple(g["seats"])}) for g in games.values()]


def move_from_row(row: Any) -> MoveRow:
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
        note=loads(row["note"]),
    )


def outbox_from_row(row: Any) -> OutboxRow:
    return OutboxRow(
        id=row["id"], game_id=row["game_id"], channel_id=row["channel_id"], kind=row["kind"],
        key=row["key"], payload=json.loads(row["payload"]), created_at=row["created_at"],
        attempts=row["attempts"],
    )
