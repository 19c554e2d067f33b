"""Ending a game early: at once by its creator or a channel manager, or by a majority vote of the
other seated players."""

from __future__ import annotations

from bot.service.changes import end_fields
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, ServiceError, Stale
from bot.service.repository import GameRepository, committed
from bot.service.seating import electorate, majority
from bot.store import AlreadyVoted, Change

ABANDON_VOTE = "abandon"


class Abandoning:
    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def abandon(
        self, channel_id: int, user_id: int, *, can_manage_channel: bool
    ) -> tuple[GameSnapshot, dict]:
        """End the channel's game early. The creator or anyone who can manage the channel ends it
        at once; another seated player casts a vote, and it ends when a majority of the seated
        human players other than the creator voted. Away players neither vote nor
        count. Returns (game, {"ended", "votes", "needed", "by"}), "by" being "creator",
        "manager" or "vote"."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            voted = set(await self.games.votes(game.id, ABANDON_VOTE))
            voters = electorate(game.seats, besides=game.creator_id)
            needed = majority(voters)
            votes = len(voted & voters)
            now = self.games.clock()
            if user_id == game.creator_id or can_manage_channel:
                by = "creator" if user_id == game.creator_id else "manager"
                change = Change(game.id, game.rev).set(**end_fields(now, by, user_id))
                await self.games.commit(game, change)
                tally = {"ended": True, "votes": votes, "needed": needed, "by": by}
                return committed(game, change), tally
            if user_id not in voters:
                away = any(s.user_id == user_id and s.away for s in game.seats)
                if away:
                    raise ServiceError("no_permission", reason="away", game_id=game.id,
                                       kind=game.kind)
                raise ServiceError("no_permission", game_id=game.id)
            try:  # counted in the vote's own transaction: votes cast at once all count
                votes = len(set(await self.games.add_vote(game.id, ABANDON_VOTE, user_id, now))
                            & voters)
            except AlreadyVoted:
                raise ServiceError(
                    "already_voted", votes=votes, needed=needed, game_id=game.id
                ) from None
            tally = {"ended": votes >= needed, "votes": votes, "needed": needed, "by": "vote"}
            if votes < needed:  # a vote alone changes nothing on the board: the rev stays
                return game, tally
            ended = end_fields(now, "vote", user_id)
            change = Change(game.id, game.rev).set(**ended)
            try:
                await self.games.commit(game, change)
            except Stale:
                # Changed meanwhile (a move, or another voter's process ended it): end it as
                # it is now, unless it has ended already.
                fresh = await self.games.game(game.id)
                if fresh is None or not fresh.is_open:
                    return fresh or game, tally
                game, change = fresh, Change(fresh.id, fresh.rev).set(**ended)
                await self.games.commit(game, change)
            return committed(game, change), tally
