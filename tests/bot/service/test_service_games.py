"""Complete games played through the service, from lobby to final record (C1-C15 end to end)."""

from __future__ import annotations

import asyncio
import random

import pytest
from service_play import GUILD, open_game, play_to_end, play_turn, raw_rows

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError, audit_all, move_rng
from engine import columbiz


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_complete_game_keeps_its_record(service, players):
    users = await open_game(service, 500 + players, players)
    result = await play_to_end(service, 500 + players, random.Random(players))
    game = result.game
    state = game.state
    assert game.status == "finished" and state.over and game.end_reason == "rules"
    assert game.finished_at is not None
    # C12/C15: the final message has the totals and winners of the engine
    ended = [e for e in result.events if isinstance(e, columbiz.GameEnded)]
    assert ended and ended[0].totals == columbiz.totals(state)
    # the channel is free again, and the record is kept
    assert await service.get(500 + players) is None
    stored = await service.get_by_id(game.id)
    assert stored.status == "finished" and stored.state == state
    totals, winners = columbiz.totals(state), set(columbiz.winners(state))
    assert [s.user_id for s in stored.seats] == users
    assert [s.total for s in stored.seats] == list(totals)
    assert [s.winner for s in stored.seats] == [s in winners for s in range(players)]
    assert any(s.winner for s in stored.seats)
    [record] = await service.finished_games(GUILD)
    assert record.id == game.id and record.seats == stored.seats
    # the log is the whole game: one move per engine action
    moves = await service.moves(game.id)
    assert [m.seq for m in moves] == list(range(1, state.actions + 1))
    assert await audit_all(service.store) == {}


async def test_complete_games_with_every_option(service):
    options = {"max_pieces_4p": 4, "locked_keeps": True, "line_scoring": "increase"}
    await open_game(service, 600, 4, options=options)
    result = await play_to_end(service, 600, random.Random(9))
    assert result.game.status == "finished"
    assert result.game.state.config.options == columbiz.Options(**options)
    assert await audit_all(service.store) == {}


async def test_games_in_many_channels_at_once(service):
    channels = list(range(700, 706))
    for i, channel in enumerate(channels):
        await open_game(service, channel, 2 + i % 3, first_user=1000 * (i + 1))
    rngs = {c: random.Random(c) for c in channels}

    async def play(channel):
        return await play_to_end(service, channel, rngs[channel])

    results = await asyncio.gather(*(play(c) for c in channels))
    assert all(r.game.status == "finished" for r in results)
    assert len(await service.finished_games(GUILD)) == len(channels)
    assert await audit_all(service.store) == {}


async def test_dice_come_from_the_game_seed(store, clock, db_path):
    """Dice of move seq n are random.Random(f"{seed}:{n}"); the seed is the OS's, per game."""
    drawn = []

    def seeds(n):
        drawn.append(n)
        return bytes(range(n))

    service = GameService(store, seed_source=seeds, clock=clock)
    await open_game(service, 1, 2)
    rng = random.Random(3)
    for _ in range(4):
        await play_turn(service, 1, rng)
    assert drawn == [16]
    seed = bytes(range(16)).hex()
    game = await service.get(1)
    # C5: the roll-off is the engine's roll_off with dice from seq 0
    start = move_rng(seed, 0)
    assert service.rolloff(game) == columbiz.roll_off(2, lambda: start.randint(1, 6))
    assert game.state.config.start == service.rolloff(game).start
    rolls = 0
    for move in await service.moves(game.id):
        if "roll" in move.action:
            rolls += 1
            gen = move_rng(seed, move.seq)
            assert move.action["roll"] == [gen.randint(1, 6) for _ in move.action["roll"]]
    assert rolls >= 4
    # and the seed sits in the row only
    assert raw_rows(db_path, "SELECT seed FROM games") == [(seed,)]


async def test_refused_move_does_not_change_the_dice_to_come(service):
    """A refused move writes nothing, so the next move still gets the values of its seq."""
    users = await open_game(service, 2, 2)
    game = await service.get(2)
    player = game.current_seat_info().user_id
    other = next(u for u in users if u != player)
    with pytest.raises(ServiceError) as refused:
        await cz.roll(service, 2, other)
    assert refused.value.code == "not_your_turn"
    with pytest.raises(columbiz.RuleError):
        await cz.place(service, 2, player, ["1"])  # not rolled yet
    first = await cz.roll(service, 2, player)
    seed = (await service.store.game(game.id)).seed
    gen = move_rng(seed, 1)
    assert first.events[0].values == tuple(gen.randint(1, 6) for _ in range(8))
    assert [m.seq for m in await service.moves(game.id)] == [1]


async def test_turn_clock_fields_follow_the_turn(service, clock):
    """Issue 6 will run the clock; the deadline of each turn is kept from now on."""
    await service.new_game(
        kind="columbiz",
        guild_id=1, channel_id=3, creator_id=1, creator_name="a", seats=2, turn_seconds=3600
    )
    game, _ = await service.join(3, 2, "b")
    assert game.deadline_at == clock.now + 3600
    clock.advance(100)
    result = await play_turn(service, 3, random.Random(1))
    assert result.game.deadline_at == clock.now + 3600
    await service.new_game(
        kind="columbiz",
        guild_id=1, channel_id=4, creator_id=1, creator_name="a", seats=2, turn_seconds=None
    )
    game, _ = await service.join(4, 2, "b")
    assert game.deadline_at is None and game.turn_seconds is None
