"""The store's queries: games (with their seats) by channel, id, guild, player, deadline and
rematch; the standings; notify preferences; moves and votes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.store.connection import StoreConnection
from bot.store.rows import GameRow, MoveRow, games_from_rows, move_from_row
from bot.store.schema import GAME_COLUMNS, MOVE_COLUMNS, SEAT_COLUMNS

_GAME_SELECT = ", ".join(f"g.{c}" for c in GAME_COLUMNS)
_SEAT_SELECT = ", ".join(f"s.{c} AS s_{c}" for c in SEAT_COLUMNS)
_GAME_WITH_SEATS = (
    f"SELECT {_GAME_SELECT}, {_SEAT_SELECT} FROM games g "
    "LEFT JOIN seats s ON s.game_id = g.id "
)
_MOVE_SELECT = f"SELECT {', '.join(MOVE_COLUMNS)} FROM moves "


def _seen_by(alias: str, reader: Any) -> tuple[str, list[Any]]:
    """The condition (after AND) that keeps the games `reader` may see: those of its channels
    (`reader.channel_ids`) and those it played in (`reader.user_id`, as a person); no condition
    for no reader."""
    if reader is None:
        return "", []
    ids = sorted(reader.channel_ids)
    in_channels = f"{alias}.channel_id IN ({', '.join('?' for _ in ids)}) OR " if ids else ""
    return (
        f" AND ({in_channels}EXISTS (SELECT 1 FROM seats r WHERE r.game_id = {alias}.id "
        "AND r.user_id = ? AND r.computer_level IS NULL))",
        [*ids, reader.user_id],
    )


class StoreReads(StoreConnection):
    async def _games(self, where: str, params: Sequence[Any] = ()) -> list[GameRow]:
        """Games with their seats; `where` goes after the join of games g and seats s."""
        return games_from_rows(await self._read(_GAME_WITH_SEATS + where, params))

    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRow | None:
        games = await self._games(where, params)
        return games[0] if games else None

    async def _moves(self, where: str, params: Sequence[Any]) -> list[MoveRow]:
        return [move_from_row(r) for r in await self._read(_MOVE_SELECT + where, params)]

    # --- games ---------------------------------------------------------------------------------

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The channel's lobby or active game."""
        return await self._one_game(
            "WHERE g.channel_id = ? AND g.status IN ('lobby', 'active') ORDER BY s.seat",
            (channel_id,),
        )

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("WHERE g.id = ? ORDER BY s.seat", (game_id,))

    async def finished_games(
        self, guild_id: int | None, limit: int = 50, *, statuses: Iterable[str] = ("finished",),
        reader: Any = None,
    ) -> list[GameRow]:
        """Games of a guild (None: outside any guild) that ended, newest first; with `reader`,
        only those it may see (`_seen_by`)."""
        statuses = tuple(statuses)
        marks = ", ".join("?" for _ in statuses)
        where_guild = "guild_id IS ?"  # IS matches NULL too
        seen, seen_params = _seen_by("f", reader)
        return await self._games(
            f"WHERE g.id IN (SELECT id FROM games f WHERE {where_guild} AND status IN ({marks})"
            f"{seen} ORDER BY finished_at DESC, id DESC LIMIT ?) "
            "ORDER BY g.finished_at DESC, g.id DESC, s.seat",
            (guild_id, *statuses, *seen_params, int(limit)),
        )

    async def game_channels(self, guild_id: int | None) -> list[int]:
        """The channels (and threads) of a guild where games were played."""
        rows = await self._read(
            "SELECT DISTINCT channel_id FROM games WHERE guild_id IS ? ORDER BY channel_id",
            (guild_id,),
        )
        return [r[0] for r in rows]

    async def open_games_of_user(self, user_id: int) -> list[GameRow]:
        """The lobbies and active games in which `user_id` has a seat."""
        return await self._games(
            "WHERE g.id IN (SELECT s2.game_id FROM seats s2 JOIN games g2 ON g2.id = s2.game_id "
            "WHERE s2.user_id = ? AND g2.status IN ('lobby', 'active')) ORDER BY g.id, s.seat",
            (user_id,),
        )

    async def open_games_in(self, channel_ids: Iterable[int]) -> list[GameRow]:
        """The lobbies and active games of these channels (or threads)."""
        ids = sorted(set(channel_ids))
        if not ids:
            return []
        marks = ", ".join("?" for _ in ids)
        return await self._games(
            f"WHERE g.channel_id IN ({marks}) AND g.status IN ('lobby', 'active') "
            "ORDER BY g.id, s.seat",
            ids,
        )

    async def open_games_of_guild(self, guild_id: int) -> list[GameRow]:
        """The lobbies and active games of a guild, in any of its channels and threads."""
        return await self._games(
            "WHERE g.guild_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id, s.seat",
            (guild_id,),
        )

    async def timeout_games(self, now: float) -> list[GameRow]:
        """Active games whose turn clock has run out (deadline_at <= now), soonest first."""
        return await self._games(
            "WHERE g.id IN (SELECT id FROM games WHERE status = 'active' "
            "AND deadline_at IS NOT NULL AND deadline_at <= ?) "
            "ORDER BY g.deadline_at, g.id, s.seat",
            (now,),
        )

    async def reminder_games(self, now: float, share: float) -> list[GameRow]:
        """Active games not reminded this turn whose turn has used `share` of its time and has
        time left (deadline_at > now), soonest deadline first."""
        return await self._games(
            "WHERE g.id IN (SELECT id FROM games WHERE status = 'active' "
            "AND deadline_at IS NOT NULL AND reminded_at IS NULL AND deadline_at > ? "
            "AND turn_seconds IS NOT NULL AND deadline_at - turn_seconds * ? <= ?) "
            "ORDER BY g.deadline_at, g.id, s.seat",
            (now, 1.0 - share, now),
        )

    async def games_with_stand_ins(self) -> list[GameRow]:
        """Active games with a computer seat or an away player (whose turns play themselves)."""
        return await self._games(
            "WHERE g.id IN "
            "(SELECT game_id FROM seats WHERE computer_level IS NOT NULL OR away = 1) "
            "AND g.status = 'active' AND g.paused_at IS NULL ORDER BY g.id, s.seat",
        )

    async def rematch_of(self, game_id: int) -> GameRow | None:
        """The game opened as the rematch of `game_id`, if any."""
        return await self._one_game("WHERE g.rematch_of = ? ORDER BY s.seat", (game_id,))

    async def game_ids(self) -> list[int]:
        return [row[0] for row in await self._read("SELECT id FROM games ORDER BY id")]

    async def player_totals(self, guild_id: int | None, kind: str | None = None, *,
                            reader: Any = None) -> list[Any]:
        """Per human player, over the guild's finished games (of `kind`, or every kind; with
        `reader`, only those it may see: `_seen_by`): user_id, name (of their latest such game),
        games, wins, total_score, best_score, last_finished."""
        seen, seen_params = _seen_by("g", reader)
        return await self._read(
            f"""WITH shown AS (
                   SELECT g.id, g.finished_at FROM games g
                   WHERE g.guild_id IS ? AND g.status = 'finished'
                     AND (? IS NULL OR g.kind = ?){seen})
               SELECT s.user_id AS user_id, COUNT(*) AS games, SUM(s.winner) AS wins,
                      SUM(s.total) AS total_score, MAX(s.total) AS best_score,
                      MAX(g.finished_at) AS last_finished,
                      (SELECT s3.name FROM seats s3 JOIN shown g3 ON g3.id = s3.game_id
                        WHERE s3.user_id = s.user_id AND s3.computer_level IS NULL
                        ORDER BY g3.finished_at DESC, g3.id DESC LIMIT 1) AS name
               FROM seats s JOIN shown g ON g.id = s.game_id
               WHERE s.computer_level IS NULL AND s.total IS NOT NULL
               GROUP BY s.user_id""",
            (guild_id, kind, kind, *seen_params),
        )

    # --- notify preferences --------------------------------------------------------------------

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

    # --- moves and votes -----------------------------------------------------------------------

    async def moves(self, game_id: int, *, since_seq: int = 0) -> list[MoveRow]:
        return await self._moves(
            "WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, since_seq)
        )

    async def turn_moves(self, game_id: int, turn: int) -> list[MoveRow]:
        """The moves made in one turn, in order."""
        return await self._moves("WHERE game_id = ? AND turn = ? ORDER BY seq", (game_id, turn))

    async def last_activity(self, game_id: int) -> dict[int, float]:
        """When each seat last made a move (any action or declaration) in the game."""
        rows = await self._read(
            "SELECT seat, MAX(created_at) FROM moves WHERE game_id = ? AND seat IS NOT NULL "
            "GROUP BY seat", (game_id,),
        )
        return {row[0]: row[1] for row in rows}

    async def votes(self, game_id: int, kind: str) -> list[int]:
        rows = await self._read(
            "SELECT user_id FROM votes WHERE game_id = ? AND kind = ? ORDER BY created_at",
            (game_id, kind),
        )
        return [r[0] for r in rows]
