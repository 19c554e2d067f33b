"""IceTowers through the service: in realtime every seat may act at any moment (I8), each action
judged against the game as it is when it arrives; in turns mode one seat is awaited, with the
turn clock (I12); a game ends when everyone is done (I10), results and standings per kind."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.games.icetowers import moves as it
from bot.service import ServiceError, audit_all
from engine.errors import RuleError
from engine.icetowers import Done, Pass, legal_moves
from engine.icetowers.legal import random_move

GUILD = 1


async def open_icetowers(service, channel, players, **options):
    users = [200 + i for i in range(players)]
    await service.new_game(kind="icetowers", guild_id=GUILD, channel_id=channel,
                           creator_id=users[0], creator_name=f"p{users[0]}", seats=players,
                           options=options)
    for user in users[1:]:
        game, started = await service.join(channel, user, f"p{user}")
    assert started is not None and game.status == "active"
    return users


async def test_in_realtime_every_seat_may_act_in_any_order(service):
    users = await open_icetowers(service, 50, 3, stash=1)
    game = await service.get(50)
    assert game.actors == {0, 1, 2} and game.current_seat_info() is None
    # no turn clock where anyone may act: the deadline is when everyone will have been idle
    assert game.deadline_at == game.started_at + game.turn_seconds
    # grey, then purple, then grey again: nobody waits for anybody (I8)
    done = await it.cap(service, 50, users[2], 7, 3)  # grey small on purple large
    assert done.game.state.tower(3).pieces == ((0, 3), (2, 1))
    await it.cap(service, 50, users[0], 1, 4)  # purple small on blue small
    await it.cap(service, 50, users[2], 8, 6)
    moves = await service.moves(game.id)
    assert [m.seat for m in moves] == [2, 0, 2] and [m.turn for m in moves] == [0, 1, 2]


async def test_a_move_meets_the_game_as_it_is_now(service):
    """Two players aim at the same lone piece at once: the second finds it capped (I8) and is
    refused with the rule's code; nothing of the refused move is written."""
    users = await open_icetowers(service, 51, 2, stash=1)
    first, second = await asyncio.gather(
        it.cap(service, 51, users[1], 4, 3),  # blue small on purple large
        it.cap(service, 51, users[0], 3, 6),  # purple large on blue large
        return_exceptions=True,
    )
    results = [first, second]
    refused = [r for r in results if isinstance(r, RuleError)]
    assert len(refused) == 1 and refused[0].code in ("not_alone", "no_tower")
    game = await service.get(51)
    assert len(await service.moves(game.id)) == 1
    assert await audit_all(service.store) == {}


async def test_everyone_done_ends_the_game_with_results(service):
    users = await open_icetowers(service, 52, 2, stash=1)
    await it.cap(service, 52, users[1], 4, 3)
    await it.done(service, 52, users[0])
    assert (await service.get(52)).state.done == {0}
    final = await it.done(service, 52, users[1])
    assert final.game.status == "finished" and final.game.state.over
    assert [(s.total, s.winner) for s in final.game.seats] == [(3, False), (9, True)]
    board = await service.leaderboard(GUILD, kind="icetowers")
    assert [(p.user_id, p.wins) for p in board] == [(users[1], 1), (users[0], 0)]
    assert await service.leaderboard(GUILD, kind="columbiz") == []
    with pytest.raises(ServiceError) as over:
        await it.done(service, 52, users[0])
    assert over.value.code == "no_game"


async def test_in_turns_mode_one_seat_is_awaited_with_its_clock(service, clock):
    users = await open_icetowers(service, 53, 3, stash=1, mode="turns")
    game = await service.get(53)
    current = game.current_seat_info()
    assert game.actors == {current.seat} and game.deadline_at is not None
    other = next(u for u in users if u != current.user_id)
    with pytest.raises(ServiceError) as waiting:
        await it.pass_turn(service, 53, other)
    assert waiting.value.code == "not_your_turn"
    with pytest.raises(RuleError) as wrong:
        await it.done(service, 53, current.user_id)
    assert wrong.value.code == "wrong_mode"
    clock.advance(600)
    passed = await it.pass_turn(service, 53, current.user_id)
    assert passed.game.current_seat_info().seat == (current.seat + 1) % 3
    assert passed.game.deadline_at == game.deadline_at + 600  # the next seat's clock starts


async def test_random_games_through_the_service_audit_clean(service):
    """Whole games, both modes: every action a random legal one of a random (realtime) or the
    current (turns) seat, or done / pass; the log replays to the stored state."""
    rng = random.Random(4)
    for channel, mode in ((60, "realtime"), (61, "turns")):
        users = await open_icetowers(service, channel, 3, stash=1, mode=mode)
        while (game := await service.get(channel)) is not None:
            state = game.state
            seat = state.current if mode == "turns" else rng.randrange(3)
            move = random_move(state, seat, rng) if rng.random() > 0.1 else None
            if move is None:
                action = Pass(seat) if mode == "turns" else Done(seat)
            else:
                action = move
            assert move is None or move in {m.action for m in legal_moves(state, seat)}
            await service.act(channel, users[seat], lambda r, s, g, st, a=action: a)
    assert await audit_all(service.store) == {}


async def open_realtime(service, channel, players, idle):
    users = [300 + i for i in range(players)]
    await service.new_game(kind="icetowers", guild_id=GUILD, channel_id=channel,
                           creator_id=users[0], creator_name="a", seats=players,
                           options={"stash": 1}, turn_seconds=idle)
    for user in users[1:]:
        await service.join(channel, user, f"p{user}")
    return users


async def test_a_game_nobody_touches_for_its_idle_time_ends(service, clock):
    """I10: players who neither act nor declare for the idle time count as done."""
    await open_realtime(service, 70, 2, idle=3600)
    game = await service.get(70)
    assert game.deadline_at == clock() + 3600
    clock.advance(3599)
    assert await service.due_idle(clock()) == []
    clock.advance(1)
    [due] = await service.due_idle(clock())
    result = await service.end_idle(due.id, clock())
    assert result.idle == (0, 1) and result.game.status == "finished"
    moves = await service.moves(game.id)
    assert [(m.seat, m.source, m.action) for m in moves] == [
        (0, "idle", {"seat": 0, "done": True}), (1, "idle", {"seat": 1, "done": True})]
    assert await service.end_idle(due.id, clock()) is None  # once
    assert await audit_all(service.store) == {}


async def test_the_last_active_player_done_ends_it_when_the_others_drifted_away(service, clock):
    users = await open_realtime(service, 71, 3, idle=3600)
    await it.cap(service, 71, users[0], 1, 4)  # purple acts now
    clock.advance(1800)
    await it.cap(service, 71, users[2], 7, 5)  # grey acts half an hour later
    step = await it.done(service, 71, users[2])  # purple has not drifted away yet
    assert step.idle == () and step.game.status == "active"
    assert step.game.deadline_at == clock() - 1800 + 3600  # when purple will have
    clock.advance(1800)
    [due] = await service.due_idle(clock())
    ended = await service.end_idle(due.id, clock())
    # grey is done; purple and blue (never acted) have been idle for an hour
    assert ended.idle == (0, 1) and ended.game.status == "finished"


async def test_a_declaration_ends_the_game_at_once_when_everyone_else_is_idle(service, clock):
    users = await open_realtime(service, 72, 2, idle=3600)
    clock.advance(7200)
    step = await it.done(service, 72, users[1])
    assert step.idle == (0,) and step.game.status == "finished"
    assert [m.source for m in await service.moves(step.game.id)] == ["player", "idle"]
