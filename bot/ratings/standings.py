"""The ratings as the leaderboard and the stats read them: stored ratings only (nothing is
recomputed per call), through the indexes of schema migration 8."""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from bot.ratings.model import PROVISIONAL_SIGMA, shown

TOP = 10  # players on the leaderboard's picture
OPPONENTS = 5  # most frequent opponents on the stats picture
GAMES_LISTED = 3  # best games, latest games
HISTORY_POINTS = 400  # at most this many ratings per game kind on the stats picture's graph


@dataclass(frozen=True)
class Placing:
    """One line of the leaderboard."""

    rank: int
    user_id: int
    name: str
    rating: int
    provisional: bool
    games: int
    wins: int
    recent: tuple[int, ...]  # the last shown ratings, oldest first (the trend line)

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Leaderboard:
    kind: str
    players: int  # rated players of this kind on this server
    top: tuple[Placing, ...]
    reader: Placing | None  # the reader's own line when it is not among the top


@dataclass(frozen=True)
class KindRating:
    """One player's rating in one game kind, and how it went."""

    kind: str
    placing: Placing
    players: int
    # (seq, the rating shown after that game), from the rating before the first game shown
    # (at seq - 0.5)
    history: tuple[tuple[float, int], ...]


@dataclass(frozen=True)
class Opponent:
    user_id: int
    name: str
    games: int
    ahead: int  # games the player finished ahead of this opponent
    behind: int
    level: int  # shared places


@dataclass(frozen=True)
class GameLine:
    game_id: int
    kind: str
    place: int
    players: int
    before: int
    after: int

    @property
    def change(self) -> int:
        return self.after - self.before


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    name: str
    kinds: tuple[KindRating, ...]  # the kind asked about first
    opponents: tuple[Opponent, ...]
    best: tuple[GameLine, ...]
    latest: tuple[GameLine, ...]


def _placing(rank: int, r: Any) -> Placing:
    return Placing(rank, r["user_id"], r["name"], shown(r["mu"], r["sigma"]),
                   r["sigma"] >= PROVISIONAL_SIGMA, r["games"], r["wins"],
                   tuple(json.loads(r["recent"])))


_PLAYER = "SELECT user_id, kind, name, mu, sigma, ordinal, games, wins, recent FROM player_ratings"


async def _rank(store: Any, guild_id: int, kind: str, r: Any) -> int:
    rows = await store.connection.read(
        "SELECT COUNT(*) FROM player_ratings WHERE guild_id = ? AND kind = ? "
        "AND (ordinal > ? OR (ordinal = ? AND user_id < ?))",
        (guild_id, kind, r["ordinal"], r["ordinal"], r["user_id"]),
    )
    return rows[0][0] + 1


async def _players(store: Any, guild_id: int, kind: str) -> int:
    rows = await store.connection.read(
        "SELECT COUNT(*) FROM player_ratings WHERE guild_id = ? AND kind = ?", (guild_id, kind))
    return rows[0][0]


async def leaderboard(store: Any, guild_id: int, kind: str, reader_id: int | None = None,
                      top: int = TOP) -> Leaderboard:
    """The strongest players of `kind` on the server (by μ − 3σ), and the reader's own line."""
    guild_id = guild_id or 0
    rows = await store.connection.read(
        f"{_PLAYER} WHERE guild_id = ? AND kind = ? ORDER BY ordinal DESC, user_id LIMIT ?",
        (guild_id, kind, top),
    )
    placings = tuple(_placing(i, r) for i, r in enumerate(rows, start=1))
    mine = None
    if reader_id is not None and all(p.user_id != reader_id for p in placings):
        found = await store.connection.read(
            f"{_PLAYER} WHERE guild_id = ? AND kind = ? AND user_id = ?",
            (guild_id, kind, reader_id))
        if found:
            mine = _placing(await _rank(store, guild_id, kind, found[0]), found[0])
    return Leaderboard(kind, await _players(store, guild_id, kind), placings, mine)


async def rated_channels(store: Any, guild_id: int, user_id: int) -> list[int]:
    """The channels of a player's rated games (whose visibility the reader's lists follow)."""
    rows = await store.connection.read(
        "SELECT DISTINCT channel_id FROM rating_changes WHERE guild_id = ? AND user_id = ?",
        (guild_id or 0, user_id))
    return [r[0] for r in rows]


async def player_stats(store: Any, guild_id: int, user_id: int, kind: str | None = None, *,
                       visible: Collection[int] | None = None) -> PlayerStats | None:
    """A player's ratings on the server (every game kind, `kind` first), their record against
    their most frequent opponents, their best and latest games; None if they have no rated
    game there. `visible`: the channels whose games the reader may see listed (None: all)."""
    guild_id = guild_id or 0
    rows = await store.connection.read(f"{_PLAYER} WHERE guild_id = ? AND user_id = ?",
                                       (guild_id, user_id))
    if not rows:
        return None
    rows = sorted(rows, key=lambda r: (r["kind"] != kind, -r["games"], r["kind"]))
    points = await store.connection.read(
        "SELECT kind, seq, shown_before, shown_after FROM rating_changes "
        "WHERE guild_id = ? AND user_id = ? ORDER BY seq", (guild_id, user_id))
    history: dict[str, list[Any]] = {}
    for p in points:
        history.setdefault(p["kind"], []).append(p)
    kinds = []
    for r in rows:
        shown_games = history.get(r["kind"], [])[-HISTORY_POINTS:]
        # the line starts from the rating before the first game it shows (1,000 for a newcomer)
        line = [(shown_games[0]["seq"] - 0.5, shown_games[0]["shown_before"])] if shown_games \
            else []
        line += [(p["seq"], p["shown_after"]) for p in shown_games]
        kinds.append(KindRating(
            r["kind"], _placing(await _rank(store, guild_id, r["kind"], r), r),
            await _players(store, guild_id, r["kind"]), tuple(line),
        ))
    if visible is None:
        where, params = "", ()
    else:
        channels = sorted(set(visible)) or [-1]
        where = f" AND m.channel_id IN ({', '.join('?' for _ in channels)})"
        params = tuple(channels)
    opponents = await store.connection.read(
        "SELECT o.user_id AS user_id, COUNT(*) AS games, "
        "SUM(CASE WHEN m.place < o.place THEN 1 ELSE 0 END) AS ahead, "
        "SUM(CASE WHEN m.place > o.place THEN 1 ELSE 0 END) AS behind, "
        "SUM(CASE WHEN m.place = o.place THEN 1 ELSE 0 END) AS level, MAX(o.seq) AS last "
        "FROM rating_changes m JOIN rating_changes o "
        "ON o.game_id = m.game_id AND o.user_id <> m.user_id "
        f"WHERE m.guild_id = ? AND m.user_id = ?{where} "
        "GROUP BY o.user_id ORDER BY games DESC, last DESC LIMIT ?",
        (guild_id, user_id, *params, OPPONENTS))
    names = await _names(store, guild_id, [o["user_id"] for o in opponents])
    game_cols = ("SELECT m.game_id AS game_id, m.kind AS kind, m.place AS place, "
                 "m.players AS players, m.shown_before AS before, m.shown_after AS after "
                 f"FROM rating_changes m WHERE m.guild_id = ? AND m.user_id = ?{where} ")
    best = await store.connection.read(
        game_cols + "ORDER BY m.shown_after - m.shown_before DESC, m.seq DESC LIMIT ?",
        (guild_id, user_id, *params, GAMES_LISTED))
    latest = await store.connection.read(game_cols + "ORDER BY m.seq DESC LIMIT ?",
                                         (guild_id, user_id, *params, GAMES_LISTED))
    return PlayerStats(
        user_id, max(rows, key=lambda r: r["games"])["name"], tuple(kinds),
        tuple(Opponent(o["user_id"], names.get(o["user_id"], "?"), o["games"], o["ahead"],
                       o["behind"], o["level"]) for o in opponents),
        tuple(_game_line(g) for g in best), tuple(_game_line(g) for g in latest),
    )


def _game_line(r: Any) -> GameLine:
    return GameLine(r["game_id"], r["kind"], r["place"], r["players"], r["before"], r["after"])


async def _names(store: Any, guild_id: int, user_ids: list[int]) -> dict[int, str]:
    if not user_ids:
        return {}
    marks = ", ".join("?" for _ in user_ids)
    rows = await store.connection.read(
        f"SELECT user_id, name FROM player_ratings WHERE guild_id = ? AND user_id IN ({marks}) "
        "ORDER BY last_seq", (guild_id, *user_ids))
    return {r["user_id"]: r["name"] for r in rows}  # the latest name wins


async def game_changes(store: Any, game_id: int) -> list[Any]:
    """A rated game's changes, one row per rated player in the order of their places: user_id,
    name, place, shown_before, shown_after; empty if the game was not rated."""
    return await store.connection.read(
        "SELECT user_id, name, place, shown_before, shown_after FROM rating_changes "
        "WHERE game_id = ? ORDER BY place, name", (game_id,))
