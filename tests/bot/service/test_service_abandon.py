"""Ending a game early: the creator, anyone who manages the channel, or a vote of the others."""

from __future__ import annotations

import pytest
from service_play import open_game

from bot.service import ServiceError


async def test_the_creator_ends_at_once(service):
    users = await open_game(service, 30, 3)
    game, tally = await service.abandon(30, users[0], can_manage_channel=False)
    assert tally["ended"] and tally["by"] == "creator"
    assert game.status == "abandoned" and game.end_reason == "creator"
    assert await service.get(30) is None
    kept = await service.get_by_id(game.id)
    assert kept.status == "abandoned" and kept.state == game.state
    assert await service.finished_games(1) == []  # an abandoned game is no result


async def test_a_channel_manager_ends_at_once_without_a_seat(service):
    await open_game(service, 31, 2)
    game, tally = await service.abandon(31, 777, can_manage_channel=True)
    assert tally["ended"] and tally["by"] == "manager" and game.end_reason == "manager"


async def test_someone_else_may_not(service):
    await open_game(service, 32, 2)
    with pytest.raises(ServiceError) as no:
        await service.abandon(32, 777, can_manage_channel=False)
    assert no.value.code == "no_permission"
    assert (await service.get(32)).status == "active"


async def test_a_majority_of_the_other_players_ends_it(service):
    """4 players: the 3 besides the creator; 2 votes end it."""
    users = await open_game(service, 33, 4)
    before = await service.get(33)
    game, tally = await service.abandon(33, users[1], can_manage_channel=False)
    assert tally == {"ended": False, "votes": 1, "needed": 2, "by": "vote"}
    assert game.status == "active"
    # a vote changes nothing on the board: buttons stay valid
    assert (await service.get(33)).rev == before.rev
    with pytest.raises(ServiceError) as twice:
        await service.abandon(33, users[1], can_manage_channel=False)
    assert twice.value.code == "already_voted" and twice.value.details["votes"] == 1
    game, tally = await service.abandon(33, users[3], can_manage_channel=False)
    assert tally == {"ended": True, "votes": 2, "needed": 2, "by": "vote"}
    assert game.status == "abandoned" and game.end_reason == "vote"
    assert await service.get(33) is None


async def test_three_players_need_both_others(service):
    users = await open_game(service, 34, 3)
    _, tally = await service.abandon(34, users[2], can_manage_channel=False)
    assert tally["needed"] == 2 and not tally["ended"]
    _, tally = await service.abandon(34, users[1], can_manage_channel=False)
    assert tally["ended"]


async def test_two_players_the_other_one_ends_it(service):
    users = await open_game(service, 35, 2)
    game, tally = await service.abandon(35, users[1], can_manage_channel=False)
    assert tally == {"ended": True, "votes": 1, "needed": 1, "by": "vote"}


async def test_abandoning_a_lobby(service):
    await service.new_game(
        kind="columbiz", guild_id=1, channel_id=36, creator_id=1, creator_name="a")
    game, tally = await service.abandon(36, 1, can_manage_channel=False)
    assert tally["ended"] and game.status == "abandoned"
    with pytest.raises(ServiceError) as none:
        await service.abandon(36, 1, can_manage_channel=False)
    assert none.value.code == "no_game"
