"""Games whose channel, thread or server is gone: abandoned once, by no one, for a reason of their
own; not played on by the turn clock, not counted as results; the same event twice (or in two
processes) ends each game once."""

from __future__ import annotations

import asyncio
import random

from service_play import GUILD, open_game, play_to_end, quick_turn

from bot.games.columbiz import moves as cz
from bot.service import BOT_REMOVED, CHANNEL_GONE, GameService
from bot.store import Store

DAY = 86400


async def test_a_deleted_channel_abandons_its_game(service, clock):
    users = await open_game(service, 50, 2)
    await quick_turn(service, 50)
    game = await service.get(50)
    clock.advance(60)
    assert await service.abandon_channel(50) == [game.id]
    ended = await service.get_by_id(game.id)
    assert ended.status == "abandoned" and ended.end_reason == CHANNEL_GONE == "channel_gone"
    assert ended.finished_at == clock.now and ended.deadline_at is None
    assert ended.state == game.state and ended.rev == game.rev + 1  # the board as it was
    stored = await service.store.game(game.id)
    assert stored.ended_by is None  # no one ended it
    assert await service.get(50) is None
    # nothing falls due any more, however long it waits
    clock.advance(2 * DAY)
    assert await service.due_timeouts(clock.now) == []
    assert await service.due_reminders(clock.now) == []
    assert await service.expire_turn(game.id, clock.now) is None
    assert await service.games_for_user(users[0]) == []
    # once is enough: a second event changes nothing
    assert await service.abandon_channel(50) == []
    assert (await service.get_by_id(game.id)).rev == ended.rev


async def test_a_lobby_and_a_channel_without_a_game(service):
    lobby = await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=51, creator_id=1, creator_name="a")
    assert await service.abandon_channel(51) == [lobby.id]
    assert (await service.get_by_id(lobby.id)).end_reason == CHANNEL_GONE
    assert await service.abandon_channel(52) == []
    assert await service.abandon_channels([]) == []


async def test_a_channel_and_its_threads_at_once(service):
    await open_game(service, 53, 2)
    await open_game(service, 54, 2, first_user=200)
    await open_game(service, 55, 2, first_user=300)
    ids = await service.abandon_channels([53, 54, 53])
    assert len(ids) == 2
    assert await service.get(53) is None and await service.get(54) is None
    assert (await service.get(55)).status == "active"


async def test_the_bot_removed_from_a_server_abandons_all_its_open_games(service):
    rng = random.Random(3)
    await open_game(service, 60, 2)
    await play_to_end(service, 60, rng)
    finished = (await service.finished_games(GUILD))[0]
    await open_game(service, 61, 2)
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=62, creator_id=7, creator_name="g")
    await service.new_game(
        kind="columbiz", guild_id=GUILD + 1, channel_id=63, creator_id=7, creator_name="g")
    open_here = [(await service.get(c)).id for c in (61, 62)]
    assert [g.id for g in await service.open_games_of_guild(GUILD)] == open_here

    assert await service.abandon_guild(GUILD) == open_here
    for game_id in open_here:
        game = await service.get_by_id(game_id)
        assert game.status == "abandoned" and game.end_reason == BOT_REMOVED == "bot_removed"
    # the finished game keeps its result, another server's game goes on
    assert (await service.get_by_id(finished.id)).status == "finished"
    assert (await service.get(63)).status == "lobby"
    assert await service.abandon_guild(GUILD) == []


async def test_abandoned_games_are_not_results(service):
    rng = random.Random(5)
    await open_game(service, 70, 2)
    await play_to_end(service, 70, rng)
    before = await service.leaderboard(GUILD)
    await open_game(service, 71, 2)
    while (await service.get(71)).state.turn < 5:
        await quick_turn(service, 71)
    gone = (await service.get(71)).id
    await service.abandon_channel(71)
    assert await service.leaderboard(GUILD) == before
    assert all(g.id != gone for g in await service.finished_games(GUILD))
    assert await service.player_stats(GUILD, 100) == next(p for p in before if p.user_id == 100)


async def test_the_same_event_at_once_ends_the_game_once(service):
    game_id = (await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=80, creator_id=1, creator_name="a"
    )).id
    results = await asyncio.gather(service.abandon_channel(80), service.abandon_channel(80),
                                   service.abandon_guild(GUILD))
    assert sorted(map(len, results)) == [0, 0, 1]
    assert (await service.get_by_id(game_id)).rev == 1


async def test_two_processes_get_the_event_and_one_ends_it(db_path, clock):
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        await open_game(a, 81, 2)
        game = await b.get(81)
        results = await asyncio.gather(a.abandon_channel(81), b.abandon_channel(81))
        assert sorted(results) == [[], [game.id]]
        assert (await a.get_by_id(game.id)).rev == game.rev + 1
    finally:
        await a.close()
        await b.close()


async def test_a_move_in_another_process_meanwhile_is_kept_and_the_game_still_ends(
    db_path, clock
):
    """B reads the game, A moves, B's write is stale: B reads it again and ends it."""
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        await open_game(a, 82, 2)
        game = await a.get(82)
        user = game.current_seat_info().user_id
        real_write = store_b.commit
        moved = []

        async def a_moves_first(change):
            if not moved:
                moved.append(await cz.roll(a, 82, user))  # lands between B's read and B's write
            return await real_write(change)

        store_b.commit = a_moves_first
        assert await b.abandon_channel(82) == [game.id]
        ended = await a.get_by_id(game.id)
        assert ended.status == "abandoned" and ended.end_reason == CHANNEL_GONE
        assert ended.rev == game.rev + 2 and ended.state == moved[0].game.state
        assert [m.seq for m in await a.moves(game.id)] == [1]
    finally:
        await a.close()
        await b.close()
