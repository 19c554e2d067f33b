"""Players who drifted away (IdlePlayers games: IceTowers I10 in realtime). A player who has
neither acted nor declared for the game's idle time (its `turn_seconds`) counts as done: when
every player not done is idle, the service declares for them, and the game ends. The game's
deadline is the moment that happens if nobody does anything: the latest moment a player not
done becomes idle."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.games import IdlePlayers, get_rules
from bot.service.changes import after_moves, move_row
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, MoveResult
from bot.service.repository import GameRepository, committed
from bot.store import Change


def idle_rule(rules: Any, state: Any) -> bool:
    return isinstance(rules, IdlePlayers) and state is not None and rules.counts_idle(state)


def idle_deadline(rules: Any, state: Any, last: Mapping[int, float], start: float,
                  idle_seconds: int | None) -> float | None:
    """When every player not done will have been idle, if nobody acts before."""
    if not idle_seconds or not idle_rule(rules, state):
        return None
    waiting = rules.waiting_on(state)
    return max((last.get(seat, start) + idle_seconds for seat in waiting), default=None)


def idle_seats(rules: Any, state: Any, last: Mapping[int, float], start: float,
               idle_seconds: int | None, now: float) -> tuple[int, ...]:
    """The seats to declare done for now: every player not done, if each of them is idle;
    else none (an active player still has a say)."""
    deadline = idle_deadline(rules, state, last, start, idle_seconds)
    if deadline is None or deadline > now:
        return ()
    return tuple(sorted(rules.waiting_on(state)))


async def idle_fields(games: GameRepository, rules: Any, game: GameSnapshot, state: Any,
                      acted: Iterable[int], now: float) -> dict[str, Any]:
    """The game's idle deadline after the seats `acted` made moves now (nothing where the idle
    rule does not apply)."""
    if not game.turn_seconds or not idle_rule(rules, state):
        return {}
    last = {**await games.last_activity(game.id), **{seat: now for seat in acted}}
    return {"deadline_at": idle_deadline(rules, state, last, game.started_at or game.created_at,
                                         game.turn_seconds)}


def declare_idle(rules: Any, game: GameSnapshot, state: Any, seats: tuple[int, ...],
                 first_seq: int, now: float, change: Change) -> tuple[Any, list[Any], int]:
    """Declare done for `seats` in `change`: (the state after, the events, the last seq)."""
    events: list[Any] = []
    seq = first_seq - 1
    for seat in seats:
        if not idle_rule(rules, state):
            break
        seq += 1
        action = rules.idle_action(state, seat)
        turn = rules.turn_number(state)
        state, new = rules.apply(state, action)
        events += new
        user = next(s.user_id for s in game.seats if s.seat == seat)
        change.append(move_row(rules, game, seq=seq, turn=turn, seat=seat, user_id=user,
                               action=action, events=new, now=now, source="idle"))
    return state, events, seq


class IdleRule:
    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def due(self, now: float) -> list[GameSnapshot]:
        """Active games under the idle rule whose deadline has passed."""
        return [
            game for game in await self.games.timed_out(now)
            if idle_rule(get_rules(game.kind), game.state)
        ]

    async def end(self, game_id: int, now: float, *, claim: bool = False) -> MoveResult | None:
        """Declare done for the idle players of a game whose deadline passed, which ends it;
        None if the game moved meanwhile (its new deadline is later) or is not due."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.status != "active" or game.deadline_at is None:
                return None
            if game.deadline_at > now:
                return None
            rules = get_rules(game.kind)
            last = await self.games.last_activity(game.id)
            seats = idle_seats(rules, game.state, last, game.started_at or game.created_at,
                               game.turn_seconds, now)
            change = Change(game.id, game.rev)
            if not seats:  # someone acted after all: the deadline moves
                deadline = idle_deadline(rules, game.state, last,
                                         game.started_at or game.created_at, game.turn_seconds)
                await self.games.commit(game, change.set(deadline_at=deadline).keep_rev())
                return None
            state, events, seq = declare_idle(rules, game, game.state, seats, game.last_seq + 1,
                                              now, change)
            fields, results = after_moves(rules, game, game.seats, rules.turn_number(game.state),
                                          state, seq, now)
            change.set(**fields).record_results(results)
            result = MoveResult(committed(game, change, state), game.state, tuple(events),
                                tuple(events), idle=seats)
            return await self.games.announce(game, change, result, "move", claim=claim)
