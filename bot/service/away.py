"""Away players: a majority of the others hands an absent player's seat to the computer
(or the clock does, after MISSED_TURNS_AWAY turns in a row ran out); the player takes it back with
/columbiz back or simply by moving."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import get_rules
from bot.service.changes import clock_if_their_turn, current_seat_row
from bot.service.checks import require_active
from bot.service.core import ServiceCore
from bot.service.models import GameSnapshot, ServiceError
from bot.service.seating import electorate, majority, with_seat
from bot.service.snapshots import snapshot_after, snapshot_of
from bot.store import AlreadyVoted, GameRow, SeatRow

AWAY_VOTE = "away:{user_id}"  # the vote kind to hand one player's seat to the computer
MISSED_TURNS_AWAY = 3  # this many turns in a row run out on the clock: the player is away


def away_vote(user_id: int) -> str:
    return AWAY_VOTE.format(user_id=user_id)


def away_change(
    seats: Sequence[SeatRow], seat: SeatRow, *, away: bool, missed_turns: int
) -> tuple[dict[int, dict[str, Any]], tuple[SeatRow, ...], list[str]]:
    """Set a seat's away flag and missed turns: (seat_fields to write, the seats after, the vote
    kinds to drop). A seat that becomes away or comes back drops the votes to mark it away:
    they are carried out, or moot."""
    seat_fields = {seat.seat: {"away": away, "missed_turns": missed_turns}}
    after = with_seat(seats, seat.seat, away=away, missed_turns=missed_turns)
    drop_votes = [away_vote(seat.user_id)] if away != seat.away else []
    return seat_fields, after, drop_votes


class AwayPlayers(ServiceCore):
    async def return_from_away(self, channel_id: int, user_id: int) -> GameSnapshot:
        """An away player takes their seat back at once (/columbiz back). If it is their turn,
        its clock starts again now. The rev does not change, so the buttons they are about to
        press stay valid (a move of theirs also takes the seat back by itself)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_active(row)
            mine = next((s for s in row.seats if s.user_id == user_id), None)
            if mine is None or mine.ai_level is not None:
                raise ServiceError("not_in_game", game_id=row.id)
            if not mine.away:
                raise ServiceError("not_away", game_id=row.id)
            now = self._clock()
            seat_fields, seats, drop_votes = away_change(
                row.seats, mine, away=False, missed_turns=0
            )
            fields: dict[str, Any] = {"updated_at": now}
            fields.update(
                clock_if_their_turn(get_rules(row.kind), row, seats, mine.seat, now, remind=False)
            )
            await self._write(
                row, fields=fields, seat_fields=seat_fields, drop_votes=drop_votes, bump=False
            )
            return snapshot_after(row, fields, seats=seats, bump=False)

    async def vote_away(
        self, channel_id: int, voter_id: int, target_user_id: int
    ) -> tuple[GameSnapshot, dict]:
        """A vote to hand an absent player's seat to the computer. The electorate: the seated
        players other than the target who are not away themselves; a majority of them marks the
        target away (their turns are then played by the computer until they act again).
        Returns (game, {"away", "votes", "needed", "target_user_id", "target_seat"})."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            require_active(row)
            voter = next((s for s in row.seats if s.user_id == voter_id), None)
            if voter is None or voter.ai_level is not None:
                raise ServiceError("not_in_game", game_id=row.id)
            target = next((s for s in row.seats if s.user_id == target_user_id), None)
            if target is None:
                raise ServiceError(
                    "target_not_in_game", target_user_id=target_user_id, game_id=row.id
                )
            if target.ai_level is not None:
                raise ServiceError(
                    "target_is_computer", target_user_id=target_user_id, name=target.name,
                    game_id=row.id,
                )
            if voter_id == target_user_id:
                raise ServiceError("cannot_vote_self", game_id=row.id)
            if target.away:
                raise ServiceError(
                    "already_away", target_user_id=target_user_id, name=target.name,
                    game_id=row.id,
                )
            if voter.away:
                raise ServiceError("no_permission", reason="away", game_id=row.id)
            kind = away_vote(target_user_id)
            voters = electorate(row.seats, besides=target_user_id)
            needed = majority(voters)
            tally = {
                "away": False, "votes": 0, "needed": needed,
                "target_user_id": target_user_id, "target_seat": target.seat,
            }
            now = self._clock()
            try:  # counted in the vote's own transaction: votes cast at once all count
                voted = set(await self.store.add_vote(row.id, kind, voter_id, now)) & voters
            except AlreadyVoted:
                tally["votes"] = len(set(await self.store.votes(row.id, kind)) & voters)
                raise ServiceError("already_voted", **tally, game_id=row.id) from None
            tally["votes"] = len(voted)
            if tally["votes"] < needed:  # a vote alone changes nothing on the board
                return snapshot_of(row), tally
            tally["away"] = True
            return await self._mark_away(row, target, kind, now), tally

    async def _mark_away(
        self, row: GameRow, target: SeatRow, kind: str, now: float
    ) -> GameSnapshot:
        """Hand `target`'s seat to the computer after a majority voted. Only when it is their
        turn does the board change (the computer plays it now): otherwise the rev stays, so
        the buttons of the player on turn stay valid. If another process marked them first,
        the game as it is now."""
        rules = get_rules(row.kind)
        for _ in range(3):
            current = current_seat_row(rules, row)
            if current is None or next(s for s in row.seats if s.seat == target.seat).away:
                return snapshot_of(row)
            their_turn = current.seat == target.seat
            seats = with_seat(row.seats, target.seat, away=True)
            fields: dict[str, Any] = {"updated_at": now}
            # If it is the target's turn, the computer plays it now: its clock stops.
            fields.update(clock_if_their_turn(rules, row, seats, target.seat, now))
            try:
                await self._write(
                    row, fields=fields, seat_fields={target.seat: {"away": True}},
                    drop_votes=[kind], bump=their_turn,
                )
            except ServiceError as err:
                if err.code != "stale":
                    raise
                fresh = await self.store.game(row.id)
                if fresh is None or fresh.status != "active":
                    raise
                row = fresh
                continue
            return snapshot_after(row, fields, seats=seats, bump=their_turn)
        raise ServiceError("stale", rev=row.rev, current=row.rev, game_id=row.id)
