"""Playing through the service, the way players would: helpers shared by the service tests."""

from __future__ import annotations

import random

from raw_database import raw_rows, raw_write  # noqa: F401  (the service tests use them)

from bot.games.columbiz import moves as cz
from bot.service import GameService, GameSnapshot, MoveResult
from engine.columbiz import MAX_ROLLS, can_place, legal_placements

GUILD = 1


async def open_game(
    service: GameService, channel: int, players: int, *, options=None, first_user: int = 100
) -> list[int]:
    """A lobby in `channel` filled with `players` users (ids first_user, +1, ...); it starts."""
    users = [first_user + i for i in range(players)]
    await service.new_game(
        kind="columbiz",
        guild_id=GUILD, channel_id=channel, creator_id=users[0], creator_name=f"p{users[0]}",
        seats=players, options=options,
    )
    for user in users[1:]:
        game, started = await service.join(channel, user, f"p{user}")
    assert started is not None and game.status == "active"
    return users


def releases_a_locked_die(state, index: int) -> bool:
    """Whether pressing die `index` would let go of a die locked at the last roll (C6,
    locked_keeps): within one face the first k dice count as kept (see
    bot.games.columbiz.views.kept_flags)."""
    face = state.dice[index]
    kept = state.kept.count(face)
    return index - state.dice.index(face) < kept <= state.locked.count(face)


async def play_turn(
    service: GameService, channel: int, rng: random.Random, *, toggles: bool = True
) -> MoveResult:
    """One whole turn of the current player, with random but legal decisions: roll, maybe keep
    (by /keep or by die buttons) and re-roll, then place one of the best few placements."""
    game = await service.get(channel)
    user = game.current_seat_info().user_id
    turn = game.state.turn
    seen = list(await service.turn_events(game))  # the turn may be under way already
    while True:
        state = game.state
        rev = game.rev
        if state.rolls == 0 or (
            state.rolls < MAX_ROLLS and (not can_place(state) or rng.random() < 0.4)
        ):
            if state.rolls and rng.random() < 0.7:
                if toggles and rng.random() < 0.5:
                    now = state
                    for index in rng.sample(range(len(state.dice)), rng.randint(1, 3)):
                        if releases_a_locked_die(now, index):
                            continue  # locked_keeps (C6): refused, see test_service_turns
                        result = await cz.toggle_die(service, channel, user, index, rev=rev)
                        seen += result.events
                        rev, now = result.game.rev, result.game.state
                else:
                    free = list(state.dice)
                    for d in state.kept:
                        free.remove(d)
                    extra = [d for d in free if rng.random() < 0.5]
                    kept = state.kept + tuple(extra)
                    result = await cz.keep(service, channel, user, kept, rev=rev)
                    seen += result.events
                    rev = result.game.rev
            result = await cz.roll(service, channel, user, rev=rev)
        else:
            choices = legal_placements(state)
            pick = rng.choice(choices[:4])
            result = await cz.place(service, channel, user, list(pick.cells), rev=rev)
        seen += result.events
        # turn_events: everything of this turn so far, across all its moves
        assert list(result.turn_events) == seen
        game = result.game
        if game.status != "active" or game.state.turn != turn:
            return result


async def play_to_end(
    service: GameService, channel: int, rng: random.Random, *, toggles: bool = True
) -> MoveResult:
    while True:
        result = await play_turn(service, channel, rng, toggles=toggles)
        if result.game.status != "active":
            return result


async def settle(service: GameService, channel: int) -> list:
    """What the bot does after every change: let the computer play while it is its turn."""
    played = []
    while (result := await service.play_computer_turn(channel)) is not None:
        played.append(result)
    return played


async def quick_turn(service: GameService, channel: int, user: int | None = None) -> MoveResult:
    """A person's plain turn: roll until something can be placed, then place the best set."""
    game = await service.get(channel)
    user = game.current_seat_info().user_id if user is None else user
    turn = game.state.turn
    while True:
        state = game.state
        if state.rolls == 0 or not can_place(state):
            result = await cz.roll(service, channel, user, rev=game.rev)
        else:
            best = legal_placements(state)[0]
            result = await cz.place(service, channel, user, list(best.cells), rev=game.rev)
        game = result.game
        if game.status != "active" or game.state.turn != turn:
            return result


async def play_with_computers(service: GameService, channel: int) -> GameSnapshot:
    """Play a started game to its end: the people by quick_turn, the computers by settle.
    Returns the finished game."""
    game_id = (await service.get(channel)).id
    while True:
        await settle(service, channel)
        if await service.get(channel) is None:
            return await service.get_by_id(game_id)
        await quick_turn(service, channel)


class Statements:
    """Calls `hook(sql)` before each statement the store runs (in its worker thread), on either
    backend: the hook may raise to make that statement fail. Install with
    `Statements.install(store, hook, monkeypatch)` (without monkeypatch: for good)."""

    @staticmethod
    def install(store, hook, monkeypatch=None):
        if monkeypatch is None:
            store.hook = hook
        else:
            monkeypatch.setattr(store.connection.backend, "hook", hook)


def tamper(db_path, *statements):
    """Change the log behind the store's back (past the append-only trigger)."""
    postgres = str(db_path).startswith("postgresql://")
    raw_write(db_path, "DROP TRIGGER moves_append_only" + (" ON moves" if postgres else ""))
    for sql, params in statements:
        raw_write(db_path, sql, params)
