"""Away players: a majority of the others hands an absent player's seat to the computer
(or the clock does, after MISSED_TURNS_AWAY turns in a row ran out); the player takes it back with
/columbiz back or simply by moving."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games import get_rules
from bot.service.changes import clock_if_their_turn
from bot.service.checks import require_active, seated_person
from bot.service.idle import rule_for
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, ServiceError, Stale
from bot.service.repository import GameRepository, committed
from bot.service.seating import electorate, majority, with_seat
from bot.store import AlreadyVoted, Change, SeatRow

AWAY_VOTE = "away:{user_id}"  # the vote kind to hand one player's seat to the computer
MISSED_TURNS_AWAY = 3  # this many turns in a row run out on the clock: the player is away


def away_vote(user_id: int) -> str:
    return AWAY_VOTE.format(user_id=user_id)


def away_change(
    change: Change, seats: Sequence[SeatRow], seat: SeatRow, *, away: bool, missed_turns: int
) -> tuple[SeatRow, ...]:
    """Set a seat's away flag and missed turns in `change`; the seats after. A seat that becomes
    away or comes back drops the votes to mark it away: they are carried out, or moot."""
    change.update_seats({seat.seat: {"away": away, "missed_turns": missed_turns}})
    if away != seat.away:
        change.drop_votes(away_vote(seat.user_id))
    return with_seat(seats, seat.seat, away=away, missed_turns=missed_turns)


class AwayPlayers:
    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def return_from_away(self, channel_id: int, user_id: int) -> GameSnapshot:
        """An away player takes their seat back at once (/columbiz back). If it is their turn,
        its clock starts again now. The rev does not change, so the buttons they are about to
        press stay valid (a move of theirs also takes the seat back by itself)."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_active(game)
            mine = seated_person(game, user_id)
            if not mine.away:
                raise ServiceError("not_away", game_id=game.id)
            now = self.games.clock()
            change = Change(game.id, game.rev).keep_rev()
            seats = away_change(change, game.seats, mine, away=False, missed_turns=0)
            change.set(updated_at=now, **clock_if_their_turn(
                get_rules(game.kind), game, seats, mine.seat, now, remind=False
            ))
            await self.games.commit(game, change)
            return committed(game, change)

    async def vote_away(
        self, channel_id: int, voter_id: int, target_user_id: int
    ) -> tuple[GameSnapshot, dict]:
        """A vote to hand an absent player's seat to the computer. The electorate: the seated
        players other than the target who are not away themselves; a majority of them marks the
        target away (their turns are then played by the computer until they act again).
        Returns (game, {"away", "votes", "needed", "target_user_id", "target_seat"})."""
        async with self.locks.channel(channel_id):
            game = await self.games.require_open(channel_id)
            require_active(game)
            voter = seated_person(game, voter_id)
            target = next((s for s in game.seats if s.user_id == target_user_id), None)
            if target is None:
                raise ServiceError(
                    "target_not_in_game", target_user_id=target_user_id, game_id=game.id
                )
            if target.is_computer:
                raise ServiceError(
                    "target_is_computer", target_user_id=target_user_id, name=target.name,
                    game_id=game.id,
                )
            if voter_id == target_user_id:
                raise ServiceError("cannot_vote_self", game_id=game.id)
            rules = get_rules(game.kind)
            if rules.current_seat(game.state) is None:  # anyone may act: nobody waits for them
                raise ServiceError(
                    "no_turns_to_hand", name=target.name, game_id=game.id, kind=game.kind,
                    idle=game.turn_seconds if rule_for(rules, game.state) else None,
                )
            if target.away:
                raise ServiceError(
                    "already_away", target_user_id=target_user_id, name=target.name,
                    game_id=game.id,
                )
            if voter.away:
                raise ServiceError("no_permission", reason="away", game_id=game.id,
                                   kind=game.kind)
            kind = away_vote(target_user_id)
            voters = electorate(game.seats, besides=target_user_id)
            needed = majority(voters)
            tally = {
                "away": False, "votes": 0, "needed": needed,
                "target_user_id": target_user_id, "target_seat": target.seat,
            }
            now = self.games.clock()
            try:  # counted in the vote's own transaction: votes cast at once all count
                voted = set(await self.games.add_vote(game.id, kind, voter_id, now)) & voters
            except AlreadyVoted:
                tally["votes"] = len(set(await self.games.votes(game.id, kind)) & voters)
                raise ServiceError("already_voted", **tally, game_id=game.id) from None
            tally["votes"] = len(voted)
            if tally["votes"] < needed:  # a vote alone changes nothing on the board
                return game, tally
            tally["away"] = True
            return await self._mark_away(game, target, kind, now), tally

    async def _mark_away(
        self, game: GameSnapshot, target: SeatRow, kind: str, now: float
    ) -> GameSnapshot:
        """Hand `target`'s seat to the computer after a majority voted. Only when it is their
        turn does the board change (the computer plays it now): otherwise the rev stays, so
        the buttons of the player on turn stay valid. If another process marked them first,
        the game as it is now."""
        rules = get_rules(game.kind)
        for _ in range(3):
            current = game.current_seat_info()
            if current is None or next(s for s in game.seats if s.seat == target.seat).away:
                return game
            their_turn = current.seat == target.seat
            seats = with_seat(game.seats, target.seat, away=True)
            change = Change(game.id, game.rev).update_seats({target.seat: {"away": True}})
            change.drop_votes(kind).set(updated_at=now)
            # If it is the target's turn, the computer plays it now: its clock stops.
            change.set(**clock_if_their_turn(rules, game, seats, target.seat, now))
            if not their_turn:
                change.keep_rev()
            try:
                await self.games.commit(game, change)
            except Stale:
                fresh = await self.games.game(game.id)
                if fresh is None or fresh.status != "active":
                    raise
                game = fresh
                continue
            return committed(game, change)
        raise Stale(rev=game.rev, current=game.rev, game_id=game.id, kind=game.kind)
