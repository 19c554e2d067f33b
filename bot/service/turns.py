"""A player's move in any game (`act`): check the turn and the button's revision, let the game's
rules build and apply the action, commit it with the post it owes the channel. Each game's own
verbs (Columbiz: bot/games/columbiz/moves.py) call it."""

from __future__ import annotations

from typing import Any

from bot.games import ActionBuilder, GameInputError, GameRules, get_rules
from bot.service.away import away_change
from bot.service.changes import after_moves, move_row, turn_clock
from bot.service.checks import require_active
from bot.service.core import ServiceCore
from bot.service.dice import move_rng
from bot.service.models import MoveResult, ServiceError
from bot.service.snapshots import snapshot_of
from bot.store import GameRow


class Turns(ServiceCore):
    async def act(
        self,
        channel_id: int,
        user_id: int,
        build: ActionBuilder,
        *,
        rev: int | None = None,
        game_id: int | None = None,
        announce: bool = True,
        claim: bool = False,
    ) -> MoveResult:
        """Any game's move, by any seat the game lets act now (`rules.actors`): `build(rules,
        state, rng, seat)` makes the action, `rng` being the move's seeded generator. `rev` and
        `game_id` (from a button) must name the current game and revision, or the move is refused
        as stale. A player's own move resets their missed turns and, if they were away, takes
        their seat back in the same write.

        The move is judged against the game as the store holds it now (another process may have
        moved it); the announcer's post goes into the outbox with it (`announce`), claimed for
        the caller when `claim` (it answers the interaction with it)."""
        async with self._channel(channel_id):
            row = await self._open_row(channel_id)
            if game_id is not None and game_id != row.id:
                raise ServiceError(
                    "stale", rev=rev, current=row.rev, game_id=game_id, current_game_id=row.id
                )
            require_active(row)
            game = snapshot_of(row)
            seat = game.seat_of(user_id)
            if seat is None or next(s for s in game.seats if s.seat == seat).is_computer:
                # A computer seat's made-up (negative) id is nobody's: its turns are played by
                # the service itself (play_computer_turn), never sent in as someone's move.
                raise ServiceError("not_in_game", game_id=row.id)
            if rev is not None and rev != row.rev:
                raise ServiceError("stale", rev=rev, current=row.rev, game_id=row.id)
            rules = get_rules(row.kind)
            if seat not in rules.actors(game.state):
                current = game.current_seat_info()  # named when one seat is awaited
                raise ServiceError(
                    "not_your_turn",
                    current_user_id=current.user_id if current else None,
                    current_name=current.name if current else None,
                    current_seat=current.seat if current else None,
                    game_id=row.id,
                )
            before = game.state
            seq = row.last_seq + 1
            try:
                action = build(rules, before, move_rng(row.seed, seq), seat)
            except GameInputError as err:
                raise ServiceError(err.code, game_id=row.id, **err.details) from None
            after, events = rules.apply(before, action)  # RuleError passes through
            turn = rules.turn_number(before)
            earlier = await self._turn_so_far(rules, row, turn)
            now = self._clock()
            mine = next(s for s in row.seats if s.seat == seat)
            seat_fields, seats, drop_votes = {}, row.seats, []
            if mine.away or mine.missed_turns:  # they act: back in their seat at once
                seat_fields, seats, drop_votes = away_change(
                    row.seats, mine, away=False, missed_turns=0
                )
            move = move_row(
                rules, row, seq=seq, turn=turn, seat=seat, user_id=user_id, action=action,
                events=events, now=now,
            )
            fields, results = after_moves(rules, row, seats, turn, after, seq, now)
            if mine.away and "deadline_at" not in fields:  # their turn goes on: the clock too
                fields.update(
                    turn_clock(rules, after, seats, row.turn_seconds, now, remind=False)
                )
            new = self._after_moves(row, after, fields, results, seats)
            result = await self._announced(
                row, MoveResult(new, before, tuple(events), earlier + tuple(events)),
                self._compose("move") if announce else None, claim=claim,
                fields=fields, moves=[move], results=results, seat_fields=seat_fields,
                drop_votes=drop_votes,
            )
            after_turn = rules.turn_number(after)
            if new.status == "active":  # the next move of this turn need not read its events
                so_far = result.turn_events if after_turn == turn else ()
                self._turns[channel_id] = (row.id, new.rev, after_turn, so_far)
            return result

    async def _turn_so_far(self, rules: GameRules, row: GameRow, turn: int) -> tuple[Any, ...]:
        """The events of `turn` before this move: from memory when this process wrote the game's
        current rev itself, else from the store."""
        kept = self._turns.pop(row.channel_id, None)
        if kept is not None and kept[:3] == (row.id, row.rev, turn):
            return kept[3]
        return await self._stored_turn_events(rules, row.id, turn)
