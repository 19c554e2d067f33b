"""Ratings recomputed from the stored games (`python -m bot.ratings`), and the games played
before ratings existed rated once their channels' visibility is known."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.ratings.record import DryRun, RebuildReport, rebuild


async def rebuild_ratings(store: Any, *, write: bool = True) -> RebuildReport:
    """Recompute every rating in one transaction (bot.ratings.record.rebuild); `write` False
    only compares."""
    try:
        return await store.connection.transaction(lambda db: rebuild(db, write=write))
    except DryRun as dry:
        return dry.report


async def undecided_channels(store: Any) -> list[tuple[int, int]]:
    """(server, channel) of the games opened before ratings existed (rated unknown)."""
    rows = await store.connection.read(
        "SELECT DISTINCT guild_id, channel_id FROM games WHERE rated IS NULL")
    return [(r[0] or 0, r[1]) for r in rows]


async def rate_past_games(store: Any, public: Callable[[int, int], bool | None]
                          ) -> RebuildReport | None:
    """Decide whether each game opened before ratings existed is rated — only if its channel is
    one everyone on its server sees (`public(guild_id, channel_id)`), as for a new game; None:
    not known here (a server another process serves), left for later — and rate those that
    finished, after the games rated so far (a rebuild). None if there was nothing to decide."""
    decided = []
    for guild, channel in await undecided_channels(store):
        seen = public(guild, channel) if guild else False
        if seen is not None:
            decided.append((int(seen), channel))
    if not decided:
        return None

    def body(db: Any) -> RebuildReport:
        db.executemany("UPDATE games SET rated = ?, writes = writes + 1 "
                       "WHERE channel_id = ? AND rated IS NULL",
                       decided)
        return rebuild(db, write=True)

    return await store.connection.transaction(body)
