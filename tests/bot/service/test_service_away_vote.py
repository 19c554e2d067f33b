"""Handing an absent player's seat to the computer by a vote of the others."""

from __future__ import annotations

import pytest
from service_play import GUILD, open_game, quick_turn, settle

from bot.service import ServiceError, audit_all


async def test_a_majority_of_the_others_marks_a_player_away(service, clock):
    """4 players: the 3 besides the target; 2 votes hand the seat over."""
    users = await open_game(service, 1, 4)
    before = await service.get(1)
    target = before.current_seat_info().user_id
    voters = [u for u in users if u != target]
    game, tally = await service.vote_away(1, voters[0], target)
    target_seat = before.seat_of(target)
    assert tally == {"away": False, "votes": 1, "needed": 2, "target_user_id": target,
                     "target_seat": target_seat}
    assert not game.seats[target_seat].away
    assert (await service.get(1)).rev == before.rev  # a vote alone changes nothing
    with pytest.raises(ServiceError) as twice:
        await service.vote_away(1, voters[0], target)
    assert twice.value.code == "already_voted"
    assert twice.value.details["votes"] == 1 and twice.value.details["needed"] == 2
    clock.advance(5)
    game, tally = await service.vote_away(1, voters[2], target)
    assert tally["away"] and tally["votes"] == 2
    assert game.seats[target_seat].away and game == await service.get(1)
    # it was their turn: the computer plays it now, no clock for it
    assert game.computer_to_play and game.deadline_at is None
    [result] = await settle(service, 1)
    assert result.source == "away" and result.seat.user_id == target
    assert result.game.deadline_at == clock.now + 86400
    assert await service.store.votes(game.id, f"away:{target}") == []  # a fresh vote next time
    assert await audit_all(service.store) == {}


async def test_two_people_one_vote_is_enough(service):
    users = await open_game(service, 2, 2)
    game = await service.get(2)
    other = next(u for u in users if not game.is_turn_of(u))
    game, tally = await service.vote_away(2, game.current_seat_info().user_id, other)
    assert tally["away"] and tally["needed"] == 1
    assert game.seats[game.seat_of(other)].away
    assert not game.computer_to_play  # not their turn: the clock of the voter runs on
    # the computer plays the away player's turns from the next one on
    result = await quick_turn(service, 2)
    assert result.game.computer_to_play and result.game.deadline_at is None
    [played] = await settle(service, 2)
    assert played.source == "away"
    # they come back, and a new vote starts from nothing
    await service.return_from_away(2, other)
    game, tally = await service.vote_away(2, played.game.current_seat_info().user_id, other)
    assert tally["away"] and tally["votes"] == 1


async def test_away_players_do_not_vote_nor_count(service):
    """3 players, one away: to hand over another, the one remaining is a majority."""
    users = await open_game(service, 3, 3)
    a, b, c = users
    await service.vote_away(3, a, c)
    _, tally = await service.vote_away(3, b, c)
    assert tally["away"] and tally["needed"] == 2
    with pytest.raises(ServiceError) as absent:
        await service.vote_away(3, c, a)
    assert absent.value.code == "no_permission" and absent.value.details["reason"] == "away"
    _, tally = await service.vote_away(3, a, b)
    assert tally == {"away": True, "votes": 1, "needed": 1, "target_user_id": b,
                     "target_seat": 1}


async def test_votes_that_are_refused(service):
    users = await open_game(service, 4, 2)
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=5, creator_id=50, creator_name="x")
    await service.add_computer(5, 50, "easy")
    await service.start(5, 50)
    a, b = users
    cases = [
        (4, a, a, "cannot_vote_self", {}),
        (4, 999, a, "not_in_game", {}),
        (4, a, 999, "target_not_in_game", {"target_user_id": 999}),
        (5, 50, -1, "target_is_computer", {"target_user_id": -1, "name": "Easy computer"}),
        (5, -1, 50, "not_in_game", {}),
        (6, a, b, "no_game", {}),
    ]
    for channel, voter, target, code, details in cases:
        with pytest.raises(ServiceError) as refused:
            await service.vote_away(channel, voter, target)
        assert refused.value.code == code, (voter, target)
        assert details.items() <= refused.value.details.items()
    await service.vote_away(4, a, b)
    with pytest.raises(ServiceError) as twice:
        await service.vote_away(4, a, b)
    assert twice.value.code == "already_away" and twice.value.details["target_user_id"] == b
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=7, creator_id=70, creator_name="x")
    with pytest.raises(ServiceError) as lobby_vote:
        await service.vote_away(7, 70, 71)
    assert lobby_vote.value.code == "game_not_active"


async def test_away_players_do_not_count_to_abandon_either(service):
    """Creator + 3: with one of them away, two others make the majority of two."""
    users = await open_game(service, 8, 4)
    creator, a, b, c = users
    await service.vote_away(8, a, c)
    await service.vote_away(8, b, c)
    with pytest.raises(ServiceError) as absent:
        await service.abandon(8, c, can_manage_channel=False)
    assert absent.value.code == "no_permission" and absent.value.details["reason"] == "away"
    _, tally = await service.abandon(8, a, can_manage_channel=False)
    assert tally == {"ended": False, "votes": 1, "needed": 2, "by": "vote"}
    game, tally = await service.abandon(8, b, can_manage_channel=False)
    assert tally["ended"] and game.status == "abandoned"
