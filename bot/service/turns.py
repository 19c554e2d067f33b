"""A player's move in any game (`act`): check the turn and the button's revision, let the game's
rules build and apply the action, commit it with the post it owes the channel. Each game's own
verbs (Columbiz: bot/games/columbiz/moves.py) call it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games import ActionBuilder, GameInputError, GameRules, get_rules
from bot.service.away import away_change
from bot.service.changes import after_moves, move_row, turn_clock
from bot.service.checks import require_active, seated_person
from bot.service.dice import move_rng
from bot.service.idle import follow_up
from bot.service.locks import ChannelLocks
from bot.service.models import GameSnapshot, MoveResult, ServiceError, Stale
from bot.service.repository import GameRepository, committed
from bot.store import Change


class Turns:
    def __init__(self, games: GameRepository, locks: ChannelLocks) -> None:
        self.games = games
        self.locks = locks

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
        kind: str | None = None,
    ) -> MoveResult:
        """Any game's move, by any seat the game lets act now (`rules.actors`): `build(rules,
        state, rng, seat)` makes the action, `rng` being the move's seeded generator. `rev` and
        `game_id` (from a button) must name the current game and revision, or the move is refused
        as stale. A player's own move resets their missed turns and, if they were away, takes
        their seat back in the same write.

        The move is judged against the game as the store holds it now (another process may have
        moved it): as this process last committed it when it keeps it (`GameRepository.kept`),
        the write then guarded by the row's write count, and read and judged again when that
        guard refuses it or the kept game would refuse the move. The announcer's post goes into
        the outbox with it (`announce`), claimed for the caller when `claim` (it answers the
        interaction with it). A move of game `kind` in a channel whose game is another is
        refused (other_game)."""
        async with self.locks.channel(channel_id):
            kept = self.games.kept_game(channel_id)
            if kept is not None:  # this process's last move here: no read before the write
                done = await self._on_kept(kept, user_id, build, rev, game_id, kind, announce,
                                           claim)
                if done is not None:
                    return done
            game = await self.games.open_game(channel_id)
            if kept is not None and game != kept:  # behind the store: not kept any longer
                self.games.forget(channel_id)
            if game is None:
                raise ServiceError("no_game", channel_id=channel_id)
            move = await self._judge(game, user_id, build, rev, game_id, kind)
            return await self._commit(move, announce, claim)

    async def _on_kept(
        self, kept: GameSnapshot, user_id: int, build: ActionBuilder, rev: int | None,
        game_id: int | None, kind: str | None, announce: bool, claim: bool,
    ) -> MoveResult | None:
        """The move judged on the kept game and committed only while the row is still the one
        this process wrote; None when it must be read and judged again: the kept game would
        refuse it (a refusal comes from the stored game alone), or the game was written
        meanwhile (another process, or a change of this one the kept game missed)."""
        try:
            move = await self._judge(kept, user_id, build, rev, game_id, kind)
        except Exception:
            return None
        move.change.only_if(writes=kept.writes)
        try:
            return await self._commit(move, announce, claim)
        except Stale:
            return None

    async def _judge(
        self, game: GameSnapshot, user_id: int, build: ActionBuilder, rev: int | None,
        game_id: int | None, kind: str | None,
    ) -> _Move:
        """The move checked against `game` and applied: the change to commit, and the result
        it will have. Writes nothing (a refusal raises)."""
        if kind is not None and kind != game.kind:
            raise ServiceError("other_game", kind=game.kind, used=kind, game_id=game.id)
        if game_id is not None and game_id != game.id:
            raise Stale(
                rev=rev, current=game.rev, game_id=game_id, current_game_id=game.id,
                kind=game.kind,
            )
        require_active(game)
        mine = seated_person(game, user_id)
        if rev is not None and rev != game.rev:
            raise Stale(rev=rev, current=game.rev, game_id=game.id, kind=game.kind)
        rules = get_rules(game.kind)
        if mine.seat not in rules.actors(game.state):
            current = game.current_seat_info()  # named when one seat is awaited
            raise ServiceError(
                "not_your_turn",
                current_user_id=current.user_id if current else None,
                current_name=current.name if current else None,
                current_seat=current.seat if current else None,
                game_id=game.id,
            )
        before = game.state
        seq = game.last_seq + 1
        try:
            action = build(rules, before, move_rng(game.seed, seq), mine.seat)
        except GameInputError as err:
            raise ServiceError(err.code, game_id=game.id, **err.details) from None
        after, events = rules.apply(before, action)  # RuleError passes through
        turn = rules.turn_number(before)
        earlier = await self.games.turn_so_far(rules, game, turn)
        now = self.games.clock()
        change = Change(game.id, game.rev)
        seats = game.seats
        if mine.away or mine.missed_turns:  # they act: back in their seat at once
            seats = away_change(change, game.seats, mine, away=False, missed_turns=0)
        change.append(move_row(
            rules, game, seq=seq, turn=turn, seat=mine.seat, user_id=user_id, action=action,
            events=events, now=now,
        ))
        # the game's own rule about its players' time, if any (bot.games.base.TimeRule)
        follow = await follow_up(self.games, rules, game, after, (mine.seat,), seq, now,
                                 change)
        after, seq, idle = follow.state, follow.seq, follow.seats
        events = [*events, *follow.events]
        fields, results = after_moves(rules, game, seats, turn, after, seq, now)
        if mine.away and "deadline_at" not in fields:  # their turn goes on: the clock too
            fields.update(
                turn_clock(rules, after, seats, game.turn_seconds, now, remind=False)
            )
        fields.update(follow.fields)
        change.set(**fields).record_results(results)
        new = committed(game, change, after)
        result = MoveResult(new, before, tuple(events), earlier + tuple(events), idle=idle,
                            since=game.updated_at)
        return _Move(game, change, result, rules, turn)

    async def _commit(self, move: _Move, announce: bool, claim: bool) -> MoveResult:
        """Commit a judged move with its post; the game as committed is kept for the next."""
        result = await self.games.announce(
            move.game, move.change, move.result, "move" if announce else None, claim=claim,
        )
        new, rules = move.result.game, move.rules
        after_turn = rules.turn_number(new.state)
        if new.status == "active":  # the next move here need not read the game or its turn
            self.games.keep(new)
            self.games.remember_turn(
                new, after_turn, result.turn_events if after_turn == move.turn else ()
            )
        return result


@dataclass(frozen=True, slots=True)
class _Move:
    """A move judged and applied, not yet committed."""

    game: GameSnapshot
    change: Change
    result: MoveResult
    rules: GameRules
    turn: int
