"""Ratings written in the store's transactions: a finished game rated in the transaction that
records its result (`rate_finished_game`, called by the store's commit), and every rating
recomputed from the stored games (`rebuild`). Both take the transaction's connection (either
backend) and share bot.ratings.model, so a rebuild repeats exactly what play wrote."""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.ratings.model import (
    RatingChange,
    SeatRecord,
    Skill,
    Standing,
    after_game,
    rate_game,
    rated_seats,
)

CLOSE = 1e-9  # a rebuilt value this close to the stored one is the same value

_SEATS = """SELECT s.game_id, s.seat, s.user_id, s.name, s.total, s.computer_level,
                   COUNT(DISTINCT m.turn) AS turns,
                   COUNT(DISTINCT CASE WHEN m.source IN ('away', 'clock') THEN m.turn END)
                       AS stood_in
            FROM seats s LEFT JOIN moves m ON m.game_id = s.game_id AND m.seat = s.seat
            WHERE {where}
            GROUP BY s.game_id, s.seat, s.user_id, s.name, s.total, s.computer_level
            ORDER BY s.game_id, s.seat"""


@dataclass(frozen=True)
class RatedGame:
    game_id: int
    guild_id: int
    kind: str
    channel_id: int
    status: str
    rated: int | None
    finished_at: float | None


def _pool_key(guild_id: int, kind: str) -> int:
    """PostgreSQL advisory lock key of a server's ratings of one game kind."""
    return (guild_id ^ (zlib.crc32(kind.encode()) << 20)) & 0x7FFF_FFFF_FFFF_FFFF


def _records(rows: Iterable[Any]) -> dict[int, list[SeatRecord]]:
    games: dict[int, list[SeatRecord]] = {}
    for r in rows:
        games.setdefault(r["game_id"], []).append(SeatRecord(
            user_id=r["user_id"], total=r["total"], computer=r["computer_level"] is not None,
            turns=r["turns"], stood_in=r["stood_in"], name=r["name"],
        ))
    return games


def _game(row: Any) -> RatedGame:
    return RatedGame(row["id"], row["guild_id"] or 0, row["kind"], row["channel_id"],
                     row["status"], row["rated"], row["finished_at"])


_GAME = "SELECT id, guild_id, kind, channel_id, status, rated, finished_at FROM games"


def rate_finished_game(db: Any, game_id: int, now: float | None) -> list[RatingChange]:
    """Rate game `game_id`, which this transaction finishes (its results and last moves already
    written): the changes written, or none if it is unrated (bot.ratings.model.rated_seats)."""
    rows = db.execute(f"{_GAME} WHERE id = ?", (game_id,)).fetchall()
    if not rows:
        return []
    game = _game(rows[0])
    seats = rated_seats(game.rated, game.status, _records(
        db.execute(_SEATS.format(where="s.game_id = ?"), (game_id,)).fetchall()
    ).get(game_id, []))
    if not seats:
        return []
    if getattr(db, "dialect", "") == "postgres":
        # games of one server and kind finishing at once are rated one after the other
        # (SQLite's write lock already lets one writer in at a time)
        db.execute("SELECT pg_advisory_xact_lock(?)", (_pool_key(game.guild_id, game.kind),))
    at = now if now is not None else (game.finished_at or 0.0)
    seq = db.execute(
        "INSERT INTO rated_games (game_id, guild_id, kind, channel_id, players, rated_at) "
        "VALUES (?, ?, ?, ?, ?, ?) RETURNING seq",
        (game_id, game.guild_id, game.kind, game.channel_id, len(seats), at),
    ).fetchall()[0][0]
    standings = _standings(db, game.guild_id, game.kind, [s.user_id for s in seats])
    changes = rate_game(standings, seats)
    _write(db, game, seq, at, changes, standings)
    return changes


def _standings(db: Any, guild_id: int, kind: str, user_ids: Sequence[int]
               ) -> dict[int, Standing]:
    marks = ", ".join("?" for _ in user_ids)
    rows = db.execute(
        "SELECT user_id, name, mu, sigma, games, wins, recent FROM player_ratings "
        f"WHERE guild_id = ? AND kind = ? AND user_id IN ({marks})",
        (guild_id, kind, *user_ids),
    ).fetchall()
    return {r["user_id"]: Standing(Skill(r["mu"], r["sigma"]), r["name"], r["games"], r["wins"],
                                   tuple(json.loads(r["recent"]))) for r in rows}


def _write(db: Any, game: RatedGame, seq: int, at: float, changes: Sequence[RatingChange],
           standings: dict[int, Standing]) -> None:
    """A rated game's changes, and its players' ratings after it."""
    _write_changes(db, game, seq, at, changes)
    db.executemany(
        "INSERT INTO player_ratings (guild_id, kind, user_id, name, mu, sigma, ordinal, games, "
        "wins, recent, last_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (guild_id, kind, user_id) DO UPDATE SET name = excluded.name, "
        "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, "
        "games = excluded.games, wins = excluded.wins, recent = excluded.recent, "
        "last_seq = excluded.last_seq",
        [_standing_row(game.guild_id, game.kind, c.user_id,
                       after_game(standings.get(c.user_id), c), seq) for c in changes],
    )


def _write_changes(db: Any, game: RatedGame, seq: int, at: float,
                   changes: Sequence[RatingChange]) -> None:
    db.executemany(
        "INSERT INTO rating_changes (game_id, user_id, seq, guild_id, kind, channel_id, name, "
        "place, players, mu_before, sigma_before, mu_after, sigma_after, shown_before, "
        "shown_after, rated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game.game_id, c.user_id, seq, game.guild_id, game.kind, game.channel_id, c.name,
          c.place, c.players, c.before.mu, c.before.sigma, c.after.mu, c.after.sigma,
          c.before.shown, c.after.shown, at) for c in changes],
    )


def _standing_row(guild_id: int, kind: str, user_id: int, s: Standing, seq: int) -> tuple:
    return (guild_id, kind, user_id, s.name, s.skill.mu, s.skill.sigma, s.skill.ordinal,
            s.games, s.wins, json.dumps(list(s.recent)), seq)


# --- rebuilding -------------------------------------------------------------------------------


@dataclass
class RebuildReport:
    """What a rebuild found: games it rated that were not rated before (`added`: e.g. games
    played before ratings existed), rated games it no longer rates (`removed`), and stored
    values that differ from the recomputed ones (`differences`, one line each)."""

    games: int = 0
    players: int = 0
    added: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)

    @property
    def same(self) -> bool:
        return not (self.added or self.removed or self.differences)


class DryRun(Exception):
    """Raised at the end of a rebuild that only checks, so its transaction writes nothing."""

    def __init__(self, report: RebuildReport) -> None:
        super().__init__("dry run")
        self.report = report


def rebuild(db: Any, *, write: bool = True) -> RebuildReport:
    """Recompute every rating from the stored games, in the order they were rated (games rated
    for the first time after them, in the order they finished), compare with what is stored,
    and (with `write`) store the recomputed ratings. Raises DryRun(report) without `write`."""
    report = RebuildReport()
    stored_order = {r["game_id"]: r["seq"] for r in db.execute(
        "SELECT game_id, seq FROM rated_games").fetchall()}
    candidates = [_game(r) for r in db.execute(
        f"{_GAME} WHERE status = 'finished' AND rated = 1").fetchall()]
    seats = _records(db.execute(_SEATS.format(
        where="s.game_id IN (SELECT id FROM games WHERE status = 'finished' AND rated = 1)"
    )).fetchall())
    rated = {g.game_id: (g, rated_seats(g.rated, g.status, seats.get(g.game_id, [])))
             for g in candidates}
    rated = {gid: v for gid, v in rated.items() if v[1]}
    report.removed = sorted(set(stored_order) - set(rated))
    report.added = sorted(set(rated) - set(stored_order),
                          key=lambda gid: (rated[gid][0].finished_at or 0.0, gid))
    if report.removed:
        marks = ", ".join("?" for _ in report.removed)
        db.execute(f"DELETE FROM rated_games WHERE game_id IN ({marks})", report.removed)
    for gid in report.added:  # appended after the games rated so far, each with its seq
        g, kept = rated[gid]
        stored_order[gid] = db.execute(
            "INSERT INTO rated_games (game_id, guild_id, kind, channel_id, players, rated_at) "
            "VALUES (?, ?, ?, ?, ?, ?) RETURNING seq",
            (gid, g.guild_id, g.kind, g.channel_id, len(kept), g.finished_at or 0.0),
        ).fetchall()[0][0]
    at = {r["game_id"]: r["rated_at"] for r in db.execute(
        "SELECT game_id, rated_at FROM rated_games").fetchall()}

    pools: dict[tuple[int, str], dict[int, Standing]] = {}
    changes: list[tuple[RatedGame, int, list[RatingChange]]] = []
    for gid in sorted(rated, key=lambda gid: stored_order[gid]):
        g, kept = rated[gid]
        pool = pools.setdefault((g.guild_id, g.kind), {})
        done = rate_game(pool, kept)
        for c in done:
            pool[c.user_id] = after_game(pool.get(c.user_id), c)
        changes.append((g, stored_order[gid], done))
    report.games = len(changes)
    report.players = sum(len(p) for p in pools.values())
    _compare(db, changes, pools, report)
    if not write:
        raise DryRun(report)
    db.execute("DELETE FROM rating_changes")
    for g, seq, done in changes:
        _write_changes(db, g, seq, at[g.game_id], done)
    last: dict[tuple[int, str, int], int] = {}
    for g, seq, done in changes:
        for c in done:
            last[(g.guild_id, g.kind, c.user_id)] = seq
    db.execute("DELETE FROM player_ratings")
    db.executemany(
        "INSERT INTO player_ratings (guild_id, kind, user_id, name, mu, sigma, ordinal, games, "
        "wins, recent, last_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [_standing_row(guild, kind, uid, s, last[(guild, kind, uid)])
         for (guild, kind), pool in pools.items() for uid, s in pool.items()],
    )
    return report


def _compare(db: Any, changes: list[tuple[RatedGame, int, list[RatingChange]]],
             pools: dict[tuple[int, str], dict[int, Standing]], report: RebuildReport) -> None:
    stored = {(r["game_id"], r["user_id"]): r for r in db.execute(
        "SELECT game_id, user_id, place, mu_before, sigma_before, mu_after, sigma_after "
        "FROM rating_changes").fetchall()}
    seen: set[tuple[int, int]] = set()
    for g, _, done in changes:
        for c in done:
            key = (g.game_id, c.user_id)
            seen.add(key)
            row = stored.get(key)
            if row is None:
                report.differences.append(f"game {g.game_id}: player {c.user_id} not stored")
                continue
            mine = (c.place, c.before.mu, c.before.sigma, c.after.mu, c.after.sigma)
            theirs = (row["place"], row["mu_before"], row["sigma_before"], row["mu_after"],
                      row["sigma_after"])
            if any(abs(a - b) > CLOSE for a, b in zip(mine, theirs)):
                report.differences.append(
                    f"game {g.game_id}: player {c.user_id} stored place, μ, σ before and after "
                    f"{_fmt(theirs)}, recomputed {_fmt(mine)}")
    for game_id, user_id in sorted(set(stored) - seen):
        report.differences.append(f"game {game_id}: player {user_id} stored but not rated")
    current = {(r["guild_id"], r["kind"], r["user_id"]): r for r in db.execute(
        "SELECT guild_id, kind, user_id, mu, sigma, games, wins FROM player_ratings").fetchall()}
    for (guild, kind), pool in pools.items():
        for uid, s in pool.items():
            row = current.pop((guild, kind, uid), None)
            mine = (s.skill.mu, s.skill.sigma, s.games, s.wins)
            if row is None or any(abs(a - b) > CLOSE for a, b in zip(
                    mine, (row["mu"], row["sigma"], row["games"], row["wins"]))):
                was = None if row is None else (row["mu"], row["sigma"], row["games"],
                                                row["wins"])
                report.differences.append(
                    f"server {guild} {kind}: player {uid} current rating stored {_fmt(was)}, "
                    f"recomputed {_fmt(mine)}")
    for guild, kind, uid in sorted(current):
        report.differences.append(f"server {guild} {kind}: player {uid} stored but never rated")


def _fmt(values: Any) -> str:
    if values is None:
        return "nothing"
    return "(" + ", ".join(f"{v:.6f}" if isinstance(v, float) else str(v) for v in values) + ")"
