"""The store's queries: games (with their seats) by channel, id, guild, player, deadline and
rematch; the standings; notify preferences; moves and votes."""

from __future__ import annotations

from collections import OrderedDict
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
STATUSES = ("lobby", "active", "finished", "abandoned")


def in_guild(column: str, guild_id: int | None) -> tuple[str, tuple[Any, ...]]:
    """`column` matches the guild (None: outside any guild), in a form both databases answer
    from an index (PostgreSQL's `IS NOT DISTINCT FROM`, which `IS ?` becomes, is not)."""
    if guild_id is None:
        return f"{column} IS NULL", ()
    return f"{column} = ?", (guild_id,)


def status_in(column: str, statuses: Iterable[str]) -> str:
    """`column IN (...)` with the statuses written out, not bound: a partial index on one status
    (games_finished_in_guild) serves only a query whose text names that status."""
    chosen = tuple(statuses)
    unknown = set(chosen) - set(STATUSES)
    if unknown or not chosen:
        raise ValueError(f"statuses {chosen!r}")
    if len(chosen) == 1:
        return f"{column} = '{chosen[0]}'"
    return f"{column} IN ({', '.join(repr(s) for s in chosen)})"




TOTALS_KEPT = 256  # servers (and game kinds) whose player totals are kept between reads


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


class GameReads:
    """The store's queries, over its connection."""

    def __init__(self, connection: StoreConnection) -> None:
        self._connection = connection
        # player_totals' answers, with the stamp of the finished games they were added up from
        self._totals: OrderedDict[tuple[int | None, str | None], tuple[tuple, list[Any]]] = (
            OrderedDict())

    async def _games(self, where: str, params: Sequence[Any] = ()) -> list[GameRow]:
        """Games with their seats; `where` goes after the join of games g and seats s."""
        return games_from_rows(await self._connection.read(_GAME_WITH_SEATS + where, params))

    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRow | None:
        games = await self._games(where, params)
        return games[0] if games else None

    async def _moves(self, where: str, params: Sequence[Any]) -> list[MoveRow]:
        return [move_from_row(r) for r in await self._connection.read(_MOVE_SELECT + where, params)]

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
        guild, params = in_guild("guild_id", guild_id)
        status = status_in("status", statuses)
        seen, seen_params = _seen_by("f", reader)
        return await self._games(
            f"WHERE g.id IN (SELECT id FROM games f WHERE {guild} AND {status}{seen} "
            "ORDER BY finished_at DESC, id DESC LIMIT ?) ORDER BY g.finished_at DESC, g.id DESC, "
            "s.seat",
            (*params, *seen_params, int(limit)),
        )

    async def game_channels(self, guild_id: int | None) -> list[int]:
        """The channels (and threads) of a guild where games were played."""
        guild, params = in_guild("guild_id", guild_id)
        rows = await self._connection.read(
            f"SELECT DISTINCT channel_id FROM games WHERE {guild} ORDER BY channel_id", params)
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
        """Active games with a computer seat or an away player (whose turns play themselves).
        Looked for among the active games (games_active), not among every seat ever taken."""
        return await self._games(
            "WHERE g.id IN (SELECT g2.id FROM games g2 JOIN seats s2 ON s2.game_id = g2.id "
            "WHERE g2.status = 'active' AND g2.paused_at IS NULL "
            "AND (s2.computer_level IS NOT NULL OR s2.away = 1)) ORDER BY g.id, s.seat",
        )

    async def rematch_of(self, game_id: int) -> GameRow | None:
        """The game opened as the rematch of `game_id`, if any."""
        return await self._one_game("WHERE g.rematch_of = ? ORDER BY s.seat", (game_id,))

    async def game_ids(self) -> list[int]:
        return [row[0] for row in await self._connection.read("SELECT id FROM games ORDER BY id")]

    async def player_totals(self, guild_id: int | None, kind: str | None = None, *,
                            reader: Any = None) -> list[Any]:
        """Per human player, over the guild's finished games (of `kind`, or every kind; with
        `reader`, only those it may see: `_seen_by`): user_id, name (of their latest such game),
        games, wins, total_score, best_score, last_finished.

        Added up again only when the guild's finished games have changed since the last time
        (their count, newest id and newest end, read from games_finished_in_guild alone): a
        finished game never changes, so the totals of the same finished games are the same, in
        any process."""
        if reader is not None:  # one reader's view: added up for them alone, not kept
            return await self._added_up(guild_id, kind, reader)
        guild, params = in_guild("guild_id", guild_id)
        stamp = tuple((await self._connection.read(
            f"SELECT COUNT(*), MAX(id), MAX(finished_at) FROM games "
            f"WHERE {guild} AND status = 'finished'", params))[0])
        key = (guild_id, kind)
        kept = self._totals.get(key)
        if kept is not None and kept[0] == stamp:
            self._totals.move_to_end(key)
            return kept[1]
        rows = await self._added_up(guild_id, kind)
        self._totals[key] = (stamp, rows)
        while len(self._totals) > TOTALS_KEPT:
            self._totals.popitem(last=False)
        return rows

    async def _added_up(self, guild_id: int | None, kind: str | None, reader: Any = None
                        ) -> list[Any]:
        """player_totals read afresh: one pass over the guild's finished games (from
        games_finished_in_guild alone, never the games' rows with their states) and their seats;
        each player's latest name is ranked in the same pass, not looked up player by player."""
        guild, params = in_guild("g.guild_id", guild_id)
        seen, seen_params = _seen_by("g", reader)
        return await self._connection.read(
            f"""WITH played AS (
                   SELECT s.user_id, s.name, s.total, s.winner, g.finished_at,
                          CASE WHEN s.total IS NOT NULL AND (? IS NULL OR g.kind = ?)
                               THEN 1 ELSE 0 END AS counted,
                          ROW_NUMBER() OVER (PARTITION BY s.user_id
                                             ORDER BY g.finished_at DESC, g.id DESC) AS latest
                   FROM games g JOIN seats s ON s.game_id = g.id
                   WHERE {guild} AND g.status = 'finished' AND s.computer_level IS NULL{seen})
               SELECT user_id, SUM(counted) AS games,
                      SUM(CASE WHEN counted = 1 THEN winner END) AS wins,
                      SUM(CASE WHEN counted = 1 THEN total END) AS total_score,
                      MAX(CASE WHEN counted = 1 THEN total END) AS best_score,
                      MAX(CASE WHEN counted = 1 THEN finished_at END) AS last_finished,
                      MAX(CASE WHEN latest = 1 THEN name END) AS name
               FROM played GROUP BY user_id HAVING SUM(counted) > 0""",
            (kind, kind, *params, *seen_params),
        )

    # --- notify preferences --------------------------------------------------------------------

    async def notify_mode(self, user_id: int) -> str | None:
        rows = await self._connection.read(
            "SELECT notify FROM user_prefs WHERE user_id = ?", (user_id,))
        return rows[0][0] if rows else None

    async def notify_modes(self, user_ids: Iterable[int]) -> dict[int, str]:
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._connection.read(
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
        rows = await self._connection.read(
            "SELECT seat, MAX(created_at) FROM moves WHERE game_id = ? AND seat IS NOT NULL "
            "GROUP BY seat", (game_id,),
        )
        return {row[0]: row[1] for row in rows}

    async def votes(self, game_id: int, kind: str) -> list[int]:
        rows = await self._connection.read(
            "SELECT user_id FROM votes WHERE game_id = ? AND kind = ? ORDER BY created_at",
            (game_id, kind),
        )
        return [r[0] for r in rows]
