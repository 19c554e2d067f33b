"""Turns the computer plays, for a computer seat or as the stand-in of an away player
or of a turn whose time ran out: each action its own move with its `source`, its dice
drawn as a player's, and its decision seeded from the game's seed (`computer_seed`), so every such
turn can be replayed and audited."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from bot.games import ComputerPlayers, GameRules, get_rules
from bot.service.away import MISSED_TURNS_AWAY, away_change
from bot.service.changes import after_moves, move_row
from bot.service.dice import computer_seed, move_rng
from bot.service.locks import ChannelLocks
from bot.service.models import (
    ComputerDecision,
    ComputerStep,
    ComputerTurnResult,
    GameSnapshot,
    ServiceError,
)
from bot.service.repository import GameRepository, committed, loaded
from bot.store import Change

_log = logging.getLogger(__name__)

MAX_COMPUTER_DECISIONS = 16  # a turn takes at most a handful; more means a policy is stuck


def levels(rules: GameRules) -> tuple[str, ...]:
    """The computer levels the game offers (none for a game without computer players)."""
    return tuple(rules.computer_levels) if isinstance(rules, ComputerPlayers) else ()


def carry_out(
    rules: Any, seed: str, state: Any, decision: Any, first_seq: int
) -> list[tuple[int, Any, Any, list[Any]]]:
    """Apply the moves of a computer's decision from `state`: [(seq, action, after, events)].
    Chance inside a move comes from that move's seeded generator, as for a player."""
    done = []
    seq = first_seq
    for build in rules.computer_moves(state, decision):
        action = build(rules, state, move_rng(seed, seq), rules.current_seat(state))
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
        whole turn now and return it; None when there is nothing to play (no active game, or a
        person's turn). The bot calls it in a loop while it returns a result (after a start, a
        join that starts, every move that ends a turn, an away marking, a timeout). `claim`:
        the caller posts the turn's outbox entry itself, at once."""
        async with self.locks.channel(channel_id):
            game = await self.games.open_game(channel_id)
            # A paused game (the bot cannot post there) waits: its turns would go unseen.
            if game is None or game.status != "active" or game.paused_at is not None:
                return None
            rules = get_rules(game.kind)
            current = game.current_seat_info()
            if current is None or not isinstance(rules, ComputerPlayers):
                return None
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
        """Active games whose seat to move is a computer or an away player: after a restart (or
        a missed call) the bot plays them with `play_computer_turn`."""
        found = []
        for row in await self.games.store.games_with_stand_ins():
            game = loaded(row)
            if game.computer_to_play and isinstance(get_rules(row.kind), ComputerPlayers):
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
        except ServiceError as err:
            if err.code != "stale":
                raise
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
            first = seq + 1
            try:
                decision = await asyncio.to_thread(
                    rules.computer_decision, state, level, computer_seed(game.seed, first)
                )
                done = carry_out(rules, game.seed, state, decision, first)
            except Exception:  # a policy that fails or breaks a rule must not stop the game
                _log.exception("game %s: %s decision refused; plain fallback", game.id, level)
                decision = rules.fallback_decision(state)
                done = carry_out(rules, game.seed, state, decision, first)
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
                "reason": made.reason, "params": jsonable(made.params), "first": first,
            }
            for seq, action, after, events in done:
                change.append(move_row(
                    rules, game, seq=seq, turn=turn, seat=seat_no, user_id=seat_row.user_id,
                    action=action, events=events, now=now, source=source, note=note,
                ))
                steps.append(ComputerStep(seq, action, tuple(events), made))
                state = after
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
