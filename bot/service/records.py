"""What the service keeps about past games and players: a game's full history, the standings,
and one person's open games."""

from __future__ import annotations

import math
from dataclasses import replace

from bot.games import get_rules
from bot.service.lobby import start_info
from bot.service.models import GameSnapshot, History, HistoryMove, PlayerStats, Readable
from bot.service.repository import GameRepository


class Records:
    def __init__(self, games: GameRepository) -> None:
        self.games = games

    async def game_history(self, game_id: int) -> History | None:
        """A game's full record: the game (seats with names and computer levels, status, end),
        its start (the C5 roll-off) and every move with its actor, source, action, events, time
        and, for a computer's move, the decision's reason. None for an unknown id."""
        game = await self.games.game(game_id)
        if game is None:
            return None
        rules = get_rules(game.kind)
        seats = {s.seat: s for s in game.seats}
        moves = []
        for m in await self.games.moves(game_id):
            note = m.note or {}
            moves.append(HistoryMove(
                seq=m.seq,
                turn=m.turn,
                seat=m.seat,
                actor=seats.get(m.seat),
                user_id=m.user_id,
                source=m.source,
                action=rules.action_from_json(m.action),
                events=tuple(rules.event_from_json(e) for e in m.events),
                created_at=m.created_at,
                level=note.get("level"),
                reason=note.get("reason"),
                params=note.get("params"),
            ))
        return History(game, start_info(game), tuple(moves))

    async def leaderboard(
        self, guild_id: int | None, limit: int = 20, *, kind: str | None = None,
        reader: Readable | None = None,
    ) -> list[PlayerStats]:
        """The guild's players over its finished games of one kind (`kind`; None: every kind),
        since the scores of different games do not add up; with `reader`, over the games it may
        see only. Abandoned games do not count; computer seats are not listed. Ranked by wins
        (ties count as wins), then average score."""
        return (await self._standings(guild_id, kind, reader))[: max(0, int(limit))]

    async def player_stats(
        self, guild_id: int | None, user_id: int, *, kind: str | None = None,
        reader: Readable | None = None,
    ) -> PlayerStats | None:
        """One player's line of the leaderboard (with their rank, among the players `reader`
        may see); None if they have no finished game (of that kind) in the guild that `reader`
        may see."""
        return next((p for p in await self._standings(guild_id, kind, reader)
                     if p.user_id == user_id), None)

    async def finished_games(
        self, guild_id: int | None, limit: int = 50, *, reader: Readable | None = None
    ) -> list[GameSnapshot]:
        """Finished games of a guild, newest first, with each seat's total and winner flag;
        with `reader`, the newest of those it may see."""
        return await self.games.finished_games(guild_id, limit, reader=reader)

    async def game_channels(self, guild_id: int | None) -> list[int]:
        """The channels (and threads) of a guild where games were played."""
        return await self.games.game_channels(guild_id)

    async def _standings(self, guild_id: int | None, kind: str | None,
                         reader: Readable | None) -> list[PlayerStats]:
        stats = [
            PlayerStats(
                user_id=r["user_id"],
                name=r["name"],
                games=r["games"],
                wins=r["wins"],
                win_rate=r["wins"] / r["games"],
                average_score=r["total_score"] / r["games"],
                best_score=r["best_score"],
            )
            for r in await self.games.player_totals(guild_id, kind, reader=reader)
        ]
        stats.sort(key=lambda p: (-p.wins, -p.average_score, -p.games, p.user_id))
        return [replace(p, rank=i) for i, p in enumerate(stats, start=1)]

    async def games_for_user(self, user_id: int) -> list[GameSnapshot]:
        """The lobbies and active games (any channel) where `user_id` has a seat: those where it
        is their turn first (soonest deadline first), then the others, latest change first.
        `game.is_turn_of(user_id)` tells which."""
        games = await self.games.open_games_of_user(user_id)
        games.sort(key=lambda g: (
            not g.is_turn_of(user_id),
            g.deadline_at if g.deadline_at is not None else math.inf,
            -g.updated_at,
            g.id,
        ))
        return games
