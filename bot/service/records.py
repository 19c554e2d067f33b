"""What the service keeps about past games and players: a game's full history, the rematch of a
finished game, the standings, and one person's open games."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from bot.games import get_rules
from bot.service.lobby import start_info
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, History, HistoryMove, PlayerStats, ServiceError
from bot.service.repository import GameRepository, loaded
from bot.service.seating import computer_id
from bot.store import ChannelBusy, RematchExists, SeatRow


class Records:
    def __init__(
        self, games: GameRepository, locks: ChannelLocks, new_seed: Callable[[], str]
    ) -> None:
        self.games = games
        self.locks = locks
        self.new_seed = new_seed
        self.store = games.store

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
        for m in await self.store.moves(game_id):
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

    async def rematch(
        self, game_id: int, user_id: int, name: str | None = None
    ) -> GameSnapshot:
        """After a finished game, one of its players opens a new lobby in the same channel with
        the same options, seats and turn time (`rematch_of` set), seated as its creator (named
        `name`, or as in the old game); the old game's computer players are seated again, the
        other players confirm by joining. One rematch per game."""
        old = await self.store.game(game_id)
        if old is None:
            raise ServiceError("no_game", game_id=game_id)
        if old.status != "finished":
            raise ServiceError("game_not_finished", status=old.status, game_id=game_id)
        mine = next((s for s in old.seats if s.user_id == user_id), None)
        if mine is None or mine.computer_level is not None:
            raise ServiceError("not_in_game", game_id=game_id)
        computers: list[SeatRow] = []
        for s in old.seats:
            if s.computer_level is not None:
                computers.append(SeatRow(
                    len(computers) + 1, computer_id(computers), s.name,
                    computer_level=s.computer_level,
                ))
        async with self.locks.channel(old.channel_id):
            try:
                row = await self.store.create_game(
                    kind=old.kind,
                    guild_id=old.guild_id,
                    channel_id=old.channel_id,
                    creator_id=user_id,
                    creator_name=name or mine.name,
                    seats_wanted=old.seats_wanted,
                    options=old.options,
                    turn_seconds=old.turn_seconds,
                    seed=self.new_seed(),
                    now=self.games.clock(),
                    rematch_of=game_id,
                    more_seats=computers,
                )
            except RematchExists:
                again = await self.store.rematch_of(game_id)
                raise ServiceError(
                    "rematch_exists",
                    game_id=again.id if again else None,
                    status=again.status if again else None,
                    channel_id=old.channel_id,
                    rematch_of=game_id,
                ) from None
            except ChannelBusy as busy:
                other = await self.store.open_game(old.channel_id)
                raise ServiceError(
                    "game_exists",
                    game_id=other.id if other else busy.game_id,
                    status=other.status if other else busy.status,
                ) from None
        return loaded(row)

    async def leaderboard(
        self, guild_id: int | None, limit: int = 20, *, kind: str | None = None
    ) -> list[PlayerStats]:
        """The guild's players over its finished games of one kind (`kind`; None: every kind),
        since the scores of different games do not add up. Abandoned games do not count;
        computer seats are not listed. Ranked by wins (ties count as wins), then average score."""
        return (await self._standings(guild_id, kind))[: max(0, int(limit))]

    async def player_stats(
        self, guild_id: int | None, user_id: int, *, kind: str | None = None
    ) -> PlayerStats | None:
        """One player's line of the leaderboard (with their rank); None if they have no
        finished game (of that kind) in the guild."""
        return next((p for p in await self._standings(guild_id, kind) if p.user_id == user_id),
                    None)

    async def _standings(self, guild_id: int | None, kind: str | None) -> list[PlayerStats]:
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
            for r in await self.store.player_totals(guild_id, kind)
        ]
        stats.sort(key=lambda p: (-p.wins, -p.average_score, -p.games, p.user_id))
        return [replace(p, rank=i) for i, p in enumerate(stats, start=1)]

    async def games_for_user(self, user_id: int) -> list[GameSnapshot]:
        """The lobbies and active games (any channel) where `user_id` has a seat: those where it
        is their turn first (soonest deadline first), then the others, latest change first.
        `game.is_turn_of(user_id)` tells which."""
        games = [loaded(r) for r in await self.store.open_games_of_user(user_id)]
        games.sort(key=lambda g: (
            not g.is_turn_of(user_id),
            g.deadline_at if g.deadline_at is not None else math.inf,
            -g.updated_at,
            g.id,
        ))
        return games
