"""Turns the computer plays, for a computer seat or as the stand-in of an away player
or of a turn whose time ran out: each action its own move with its `source`, its dice
drawn as a player's, and its decision seeded from the game's seed (`computer_seed`), so every such
turn can be replayed and audited.

Where several seats may act at once (IceTowers in realtime, I8), there are no turns to play: a
computer seat acts as a person would, one action at a time and only after a pause since the last
action anyone made (`pace_due`), so it neither floods the channel nor snatches every chance the
moment it appears; a computer with nothing worth doing says so (I10: done) and waits until
someone acts."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

from bot.games import ComputerPlayers, GameRules, get_rules
from bot.service.away import MISSED_TURNS_AWAY, away_change
from bot.service.changes import after_moves, move_row
from bot.service.dice import computer_seed, move_rng
from bot.service.idle import deadline_fields
from bot.service.locks import ChannelLocks
from bot.service.models import (
    ComputerDecision,
    ComputerStep,
    ComputerTurnResult,
    GameSnapshot,
    Stale,
)
from bot.service.repository import GameRepository, committed
from bot.store import Change

_log = logging.getLogger(__name__)

MAX_COMPUTER_DECISIONS = 16  # a turn takes at most a handful; more means a policy is stuck
# Where anyone may act at any time: how long after the last action a computer acts, at the
# least and at the most (a person reads the new picture and thinks; so does the computer).
PACE_SECONDS = (15.0, 35.0)


def levels(rules: GameRules) -> tuple[str, ...]:
    """The computer levels the game offers (none for a game without computer players)."""
    return tuple(rules.computer_levels) if isinstance(rules, ComputerPlayers) else ()


def pace_due(game: GameSnapshot) -> float:
    """When a computer may next act in a game where several seats act at once: a pause of
    PACE_SECONDS after the last action, drawn from the game's seed and its last move (so every
    bot process agrees on it, and it changes with every action)."""
    since = game.turn_started_at or game.started_at or game.created_at
    return since + random.Random(f"{game.seed}:pace:{game.last_seq}").uniform(*PACE_SECONDS)


def carry_out(
    rules: Any, seed: str, state: Any, decision: Any, first_seq: int, seat: int
) -> list[tuple[int, Any, Any, list[Any]]]:
    """Apply the moves of `seat`'s decision from `state`: [(seq, action, after, events)].
    Chance inside a move comes from that move's seeded generator, as for a player."""
    done = []
    seq = first_seq
    for build in rules.computer_moves(state, decision):
        action = build(rules, state, move_rng(seed, seq), seat)
        state, events = rules.apply(state, action)
        done.append((seq, action, state, events))
        seq += 1
    if not done:
        raise ValueError("a decision without a move")
    return done


def jsonable(value: Any) -> Any:
    """A decision's values and params as plain JSON (tuples become lists)."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


class ComputerTurns:
    """The turns the computer plays: a computer seat's, an away player's (`play_computer_turn`)
    and, for the turn clock, the rest of a turn whose time ran out (`stand_in`)."""

    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

    async def play_computer_turn(
        self, channel_id: int, *, claim: bool = False
    ) -> ComputerTurnResult | None:
        """If the seat to move in the channel's game is a computer (or an away player), play its
        whole turn now and return it; where several seats may act at once, one action of a
        computer seat once its pause is over (`pace_due`). None when there is nothing to play
        (no active game, a person's turn, computers that wait for someone, a pause not over).
        The bot calls it in a loop while it returns a result (after a start, a join that
        starts, every move, an away marking, a timeout). `claim`: the caller posts the turn's
        outbox entry itself, at once."""
        async with self.locks.channel(channel_id):
            game = await self.games.open_game(channel_id)
            # A paused game (the bot cannot post there) waits: its turns would go unseen.
            if game is None or game.status != "active" or game.paused_at is not None:
                return None
            rules = get_rules(game.kind)
            if not isinstance(rules, ComputerPlayers):
                return None
            current = game.current_seat_info()
            if current is None:
                computers = game.free_computers
                if not computers or self.games.clock() < pace_due(game):
                    return None
                return await self.free_action(game, rules, computers, claim=claim)
            if current.computer_level is not None:
                return await self.stand_in(
                    game, rules, "computer", current.computer_level, claim=claim
                )
            if current.away:
                return await self.stand_in(
                    game, rules, "away", rules.stand_in_level, claim=claim
                )
            return None

    async def due_computer_turns(self) -> list[GameSnapshot]:
        """Active games whose seat to move is a computer or an away player, or where a computer
        seat may act freely: after a restart (or a missed call) the bot plays them with
        `play_computer_turn`."""
        found = []
        for game in await self.games.with_stand_ins():
            if not isinstance(get_rules(game.kind), ComputerPlayers):
                continue
            if game.computer_to_play or game.free_computers:
                found.append(game)
        return found

    async def stand_in(
        self, game: GameSnapshot, rules: Any, source: str, level: str, **kw: Any
    ) -> ComputerTurnResult | None:
        """Play the rest of the current turn (the caller holds the channel's lock); None if
        another process changed the game meanwhile (it played the turn itself, or someone
        moved: nothing is written, the caller looks again)."""
        try:
            return await self._computer_turn(game, rules, source, level, **kw)
        except Stale:
            _log.info("game %s: changed by another writer during a %s turn", game.id, source)
            return None

    async def _computer_turn(
        self,
        game: GameSnapshot,
        rules: Any,
        source: str,
        level: str,
        *,
        now: float | None = None,
        missed: int | None = None,
        claim: bool = False,
    ) -> ComputerTurnResult:
        """Play the rest of the current turn of `game` with the computer at `level`, every
        action its own move, all written in one transaction. `missed` (clock): the seat's new
        count of turns in a row run out."""
        now = self.games.clock() if now is None else now
        state = before = game.state
        seat_no = rules.current_seat(state)
        seat_row = next(s for s in game.seats if s.seat == seat_no)
        turn = rules.turn_number(state)
        earlier = await self.games.turn_events(rules, game.id, turn)
        seq = game.last_seq
        change = Change(game.id, game.rev)
        steps: list[ComputerStep] = []
        decisions: list[ComputerDecision] = []
        while not rules.is_over(state) and rules.turn_number(state) == turn:
            if len(decisions) >= MAX_COMPUTER_DECISIONS:
                raise RuntimeError(f"game {game.id}: the computer did not end turn {turn}")
            decision, done = await self._decide(game, rules, state, seat_no, level, seq + 1)
            state, seq = self._record(change, game, rules, seat_row, source, level, turn,
                                      decision, done, now, steps, decisions)
        seats = game.seats
        marked_away = False
        if missed is not None:
            marked_away = missed >= MISSED_TURNS_AWAY and not seat_row.away
            seats = away_change(
                change, game.seats, seat_row, away=seat_row.away or marked_away,
                missed_turns=missed,
            )
        fields, results = after_moves(rules, game, seats, turn, state, seq, now)
        change.set(**fields).record_results(results)
        new = committed(game, change, state)
        events = tuple(e for step in steps for e in step.events)
        result = ComputerTurnResult(
            game=new,
            before=before,
            seat=next(s for s in new.seats if s.seat == seat_no),
            source=source,
            level=level,
            steps=tuple(steps),
            decisions=tuple(decisions),
            events=events,
            turn_events=earlier + events,
            missed_turns=seat_row.missed_turns if missed is None else missed,
            marked_away=marked_away,
        )
        return await self.games.announce(game, change, result, "computer_turn", claim=claim)

    async def free_action(
        self, game: GameSnapshot, rules: Any, computers: tuple[Any, ...], *, claim: bool = False
    ) -> ComputerTurnResult | None:
        """Where several seats may act at once (the caller holds the channel's lock): the
        computer seat that acted longest ago and has something worth doing does it, one action.
        If none has, each says so (their declarations in one write and one post, not a line
        each a pause apart)."""
        now = self.games.clock()
        before = game.state
        last = await self.games.last_activity(game.id)
        order = sorted(computers, key=lambda s: (last.get(s.seat, 0.0), s.seat))
        first = game.last_seq + 1
        chosen = []
        for seat_row in order:
            decision, done = await self._decide(game, rules, before, seat_row.seat,
                                                seat_row.computer_level, first)
            if not decision.rests:  # it acts, alone
                chosen = [(seat_row, decision, done)]
                break
            chosen.append((seat_row, decision, done))
        change = Change(game.id, game.rev)
        steps: list[ComputerStep] = []
        decisions: list[ComputerDecision] = []
        state, seq = before, game.last_seq
        for seat_row, decision, done in chosen:
            if seq + 1 != first:  # decided again on the state it is recorded against
                decision, done = await self._decide(game, rules, state, seat_row.seat,
                                                    seat_row.computer_level, seq + 1)
                if not decision.rests:
                    break
            state, seq = self._record(change, game, rules, seat_row, "computer",
                                      seat_row.computer_level, rules.turn_number(state),
                                      decision, done, now, steps, decisions)
        fields, results = after_moves(rules, game, game.seats, rules.turn_number(before), state,
                                      seq, now)
        acted = {seat_row.seat for seat_row, _, _ in chosen}
        fields.update(await deadline_fields(self.games, rules, game, state, acted, now))
        change.set(**fields).record_results(results)
        new = committed(game, change, state)
        events = tuple(e for step in steps for e in step.events)
        first_seat = chosen[0][0]
        result = ComputerTurnResult(
            game=new, before=before, seat=next(s for s in new.seats if s.seat == first_seat.seat),
            source="computer", level=first_seat.computer_level, steps=tuple(steps),
            decisions=tuple(decisions), events=events, turn_events=events,
        )
        try:
            return await self.games.announce(game, change, result, "computer_turn", claim=claim)
        except Stale:
            _log.info("game %s: changed by another writer during a computer action", game.id)
            return None

    async def _decide(
        self, game: GameSnapshot, rules: Any, state: Any, seat: int, level: str, first: int
    ) -> tuple[Any, list[tuple[int, Any, Any, list[Any]]]]:
        """The `level` decision for `seat` (seeded by its first move's seq) and its moves."""
        try:
            decision = await asyncio.to_thread(
                rules.computer_decision, state, seat, level, computer_seed(game.seed, first)
            )
            return decision, carry_out(rules, game.seed, state, decision, first, seat)
        except Exception:  # a policy that fails or breaks a rule must not stop the game
            _log.exception("game %s: %s decision refused; plain fallback", game.id, level)
            decision = rules.fallback_decision(state, seat)
            return decision, carry_out(rules, game.seed, state, decision, first, seat)

    @staticmethod
    def _record(
        change: Change, game: GameSnapshot, rules: Any, seat_row: Any, source: str, level: str,
        turn: int, decision: Any, done: list[tuple[int, Any, Any, list[Any]]], now: float,
        steps: list[ComputerStep], decisions: list[ComputerDecision],
    ) -> tuple[Any, int]:
        """Write a decision's moves into `change` (each with the decision as its note) and
        collect them; returns the state after them and the last seq."""
        made = ComputerDecision(
            kind=decision.kind,
            values=tuple(decision.values),
            reason=decision.reason,
            params=dict(decision.params),
            seqs=tuple(s for s, _, _, _ in done),
            level=level,
        )
        decisions.append(made)
        note = {
            "level": level, "kind": made.kind, "values": jsonable(made.values),
            "reason": made.reason, "params": jsonable(made.params), "first": done[0][0],
        }
        for seq, action, _, events in done:
            change.append(move_row(
                rules, game, seq=seq, turn=turn, seat=seat_row.seat, user_id=seat_row.user_id,
                action=action, events=events, now=now, source=source, note=note,
            ))
            steps.append(ComputerStep(seq, action, tuple(events), made))
        return done[-1][2], done[-1][0]
