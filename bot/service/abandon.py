"""Ending a game early: at once by its creator or a channel manager, or by a majority vote of the
other seated players."""

from __future__ import annotations

from bot.service.changes import end_fields
from bot.service.core import ServiceCore
from bot.service.models import GameSnapshot, ServiceError
from bot.service.seating import electorate, majority
from bot.service.snapshots import snapshot_after, snapshot_of
from bot.store import AlreadyVoted

ABANDON_VOTE = "abandon"


class Abandoning(ServiceCore):
    async def abandon(
        self, channel_id: int, user_id: int, *, can_manage_channel: bool
    ) -> tuple[GameSnapshot, dict]:
        """End the channel's game early. The creator or anyone who can manage the channel ends it
        at once; another seated player casts a vote, and it ends when a majority of the seated
        human players other than the creator voted. Away players neither vote nor
        count. Returns (game, {"ended", "votes", "needed", "by"}), "by" being "creator",
        "manager" or "vote"."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            voted = set(await self.store.votes(row.id, ABANDON_VOTE))
            voters = electorate(row.seats, besides=row.creator_id)
            needed = majority(voters)
            votes = len(voted & voters)
            now = self._clock()
            if user_id == row.creator_id or can_manage_channel:
                by = "creator" if user_id == row.creator_id else "manager"
                fields = end_fields(now, by, user_id)
                await self._write(row, fields=fields)
                tally = {"ended": True, "votes": votes, "needed": needed, "by": by}
                return snapshot_after(row, fields), tally
            if user_id not in voters:
                away = any(s.user_id == user_id and s.away for s in row.seats)
                if away:
                    raise ServiceError("no_permission", reason="away", game_id=row.id)
                raise ServiceError("no_permission", game_id=row.id)
            try:  # counted in the vote's own transaction: votes cast at once all count
                votes = len(set(await self.store.add_vote(row.id, ABANDON_VOTE, user_id, now))
                            & voters)
            except AlreadyVoted:
                raise ServiceError(
                    "already_voted", votes=votes, needed=needed, game_id=row.id
                ) from None
            if votes < needed:  # a vote alone changes nothing on the board: the rev stays
                return snapshot_of(row), {"ended": False, "votes": votes, "needed": needed,
                                          "by": "vote"}
            fields = end_fields(now, "vote", user_id)
            try:
                await self._write(row, fields=fields)
            except ServiceError as err:
                if err.code != "stale":
                    raise
                # Changed meanwhile (a move, or another voter's process ended it): end it as
                # it is now, unless it has ended already.
                fresh = await self.store.game(row.id)
                if fresh is None or fresh.status not in ("lobby", "active"):
                    ended = snapshot_of(fresh) if fresh is not None else snapshot_of(row)
                    return ended, {"ended": True, "votes": votes, "needed": needed, "by": "vote"}
                await self._write(fresh, fields=fields)
                row = fresh
            return snapshot_after(row, fields), {
                "ended": True, "votes": votes, "needed": needed, "by": "vote",
            }
