"""A game's rule about the time its players leave between actions (the `time_rule` hook of
bot.games.base: say, a player who drifted away counts as done), applied by the service. After
every action the game's deadline is the moment the rule acts if nobody does anything; when the
rule names seats (after an action, or once that deadline passed) the service makes their
actions in the same write, as moves of source "idle". The game's `turn_seconds` is the rule's
time; a game without the hook or without that time has none of this."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.games import get_rules
from bot.games.base import Activity, TimeRule, time_rule
from bot.service.changes import after_moves, move_row
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, MoveResult
from bot.service.repository import GameRepository, committed
from bot.store import Change


def rule_for(rules: Any, state: Any) -> TimeRule | None:
    """The game's time rule, if it has one and it holds in `state`."""
    rule = time_rule(rules)
    if rule is None or state is None or not rule.applies(state):
        return None
    return rule


def rule_deadline(rule: TimeRule, state: Any, seconds: int | None, last: Mapping[int, float],
                  start: float, now: float) -> float | None:
    """When the rule acts if nobody acts before (None: the game has no time for it)."""
    if not seconds:
        return None
    return rule.deadline(state, Activity(last, start, seconds, now))


def due_seats(rule: TimeRule, state: Any, seconds: int | None, last: Mapping[int, float],
              start: float, now: float) -> tuple[int, ...]:
    """The seats the rule acts for now (none: not yet, or the game has no time for it)."""
    if not seconds:
        return ()
    return tuple(rule.due(state, Activity(last, start, seconds, now)))


def started(game: GameSnapshot) -> float:
    return game.started_at or game.created_at


@dataclass(frozen=True)
class FollowUp:
    """What a game's time rule adds to a write: the state after its actions, their events, the
    last seq written, the seats it acted for, and the game's columns it sets (its deadline)."""

    state: Any
    seq: int
    events: tuple[Any, ...] = ()
    seats: tuple[int, ...] = ()
    fields: dict[str, Any] = field(default_factory=dict)


async def follow_up(games: GameRepository, rules: Any, game: GameSnapshot, state: Any,
                    acted: Iterable[int], seq: int, now: float, change: Change) -> FollowUp:
    """After the seats `acted` made moves now (the last one `seq`): the actions the game's time
    rule makes for other seats in `change` too, and the game's deadline after them."""
    rule = rule_for(rules, state)
    if rule is None or not game.turn_seconds:
        return FollowUp(state, seq)
    last = {**await games.last_activity(game.id), **{seat: now for seat in acted}}
    seats = due_seats(rule, state, game.turn_seconds, last, started(game), now)
    events: list[Any] = []
    if seats:
        state, events, seq = declare(rule, rules, game, state, seats, seq + 1, now, change)
    fields = {}
    if rule_for(rules, state) is not None:
        fields["deadline_at"] = rule_deadline(rule, state, game.turn_seconds, last,
                                              started(game), now)
    return FollowUp(state, seq, tuple(events), seats, fields)


async def deadline_fields(games: GameRepository, rules: Any, game: GameSnapshot, state: Any,
                          acted: Iterable[int], now: float) -> dict[str, Any]:
    """The game's deadline after the seats `acted` made moves now (nothing where the game's
    time rule does not hold)."""
    rule = rule_for(rules, state)
    if rule is None or not game.turn_seconds:
        return {}
    last = {**await games.last_activity(game.id), **{seat: now for seat in acted}}
    return {"deadline_at": rule_deadline(rule, state, game.turn_seconds, last, started(game),
                                         now)}


def declare(rule: TimeRule, rules: Any, game: GameSnapshot, state: Any, seats: tuple[int, ...],
            first_seq: int, now: float, change: Change) -> tuple[Any, list[Any], int]:
    """The rule's actions for `seats` in `change`: (the state after, the events, the last seq)."""
    events: list[Any] = []
    seq = first_seq - 1
    for seat in seats:
        if not rule.applies(state):
            break
        seq += 1
        action = rule.action(state, seat)
        turn = rules.turn_number(state)
        state, new = rules.apply(state, action)
        events += new
        user = next(s.user_id for s in game.seats if s.seat == seat)
        change.append(move_row(rules, game, seq=seq, turn=turn, seat=seat, user_id=user,
                               action=action, events=new, now=now, source="idle"))
    return state, events, seq


class IdleRule:
    """Games whose deadline is their time rule's: found when it has passed, and ended or given
    a later deadline."""

    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def due(self, now: float) -> list[GameSnapshot]:
        """Active games under a time rule whose deadline has passed."""
        return [
            game for game in await self.games.timed_out(now)
            if rule_for(get_rules(game.kind), game.state) is not None
        ]

    async def end(self, game_id: int, now: float, *, claim: bool = False) -> MoveResult | None:
        """Make the rule's actions in a game whose deadline passed (IceTowers: declare done for
        the idle players, which ends it); None if the game moved meanwhile (its new deadline
        is later) or is not due."""
        async with self.locks.game(self.games, game_id) as game:
            if game is None or game.status != "active" or game.deadline_at is None:
                return None
            if game.deadline_at > now:
                return None
            rules = get_rules(game.kind)
            rule = rule_for(rules, game.state)
            last = await self.games.last_activity(game.id)
            seats = () if rule is None else due_seats(rule, game.state, game.turn_seconds, last,
                                                      started(game), now)
            change = Change(game.id, game.rev)
            if rule is None or not seats:  # someone acted after all: the deadline moves
                deadline = None if rule is None else rule_deadline(
                    rule, game.state, game.turn_seconds, last, started(game), now)
                await self.games.commit(game, change.set(deadline_at=deadline).keep_rev())
                return None
            state, events, seq = declare(rule, rules, game, game.state, seats,
                                         game.last_seq + 1, now, change)
            fields, results = after_moves(rules, game, game.seats, rules.turn_number(game.state),
                                          state, seq, now)
            change.set(**fields).record_results(results)
            result = MoveResult(committed(game, change, state), game.state, tuple(events),
                                tuple(events), idle=seats)
            return await self.games.announce(game, change, result, "move", claim=claim)
