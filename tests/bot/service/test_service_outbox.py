"""The outbox: what a commit owes Discord is written in the commit's own transaction, claimed by
one process at a time, delivered in the order of play, and reminders are written once per turn
whatever the number of processes. Votes cast at the same moment, by two processes, all count."""

from __future__ import annotations

import asyncio
import random

import pytest
from service_play import open_game, play_turn

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError
from bot.store import Store


class Words:
    """An announcer that writes what it was asked, so a test can read the payloads."""

    def move(self, result):
        return {"what": "move", "rev": result.game.rev, "turn": result.game.state.turn}

    def start(self, result):
        return {"what": "start", "rev": result.game.rev}

    def computer_turn(self, result):
        return {"what": "computer", "rev": result.game.rev}

    def reminder(self, reminder):
        return {"what": "reminder", "turn": reminder.turn}


@pytest.fixture
async def announced(store, clock):
    return GameService(store, clock=clock, announcer=Words())


async def two_processes(db_path, clock):
    stores = [await Store.open(db_path), await Store.open(db_path)]
    return stores, [GameService(s, clock=clock, announcer=Words()) for s in stores]


async def test_every_move_writes_its_post_in_its_own_transaction(announced):
    await open_game(announced, 10, 2)
    game = await announced.get(10)
    [start] = await announced.store.waiting(game.id)
    assert start.payload == {"what": "start", "rev": game.rev}
    result = await play_turn(announced, 10, random.Random(3), toggles=False)
    waiting = await announced.store.waiting(game.id)
    moves = await announced.moves(game.id)
    assert [w.payload["what"] for w in waiting] == ["start"] + ["move"] * len(moves)
    assert waiting[-1].key == result.post.key == f"post:{game.id}:{result.game.rev}"
    assert [w.id for w in waiting] == sorted(w.id for w in waiting)


async def test_a_refused_move_writes_nothing(announced):
    users = await open_game(announced, 11, 2)
    game = await announced.get(11)
    before = await announced.store.waiting(game.id)
    other = next(u for u in users if u != game.current_seat_info().user_id)
    with pytest.raises(ServiceError):
        await cz.roll(announced, 11, other)
    assert await announced.store.waiting(game.id) == before


async def test_a_claim_is_granted_only_to_the_oldest_waiting_post(announced, clock):
    await open_game(announced, 12, 2)
    game = await announced.get(12)
    user = game.current_seat_info().user_id
    first = await cz.roll(announced, 12, user, claim=True)
    assert not first.post.claimed  # the start's post still waits: this one waits behind it
    store = announced.store
    [start] = await store.claim_due("x", clock(), clock() + 60)
    await store.sent(start.key, 1, clock())
    second = await cz.keep(announced, 12, user, (), claim=True)
    assert not second.post.claimed  # the roll's post is still older
    [roll] = await store.claim_due("x", clock(), clock() + 60)
    assert roll.key == first.post.key
    assert await store.claim_due("y", clock(), clock() + 60) == []  # held, and in order
    await store.sent(roll.key, 2, clock())
    third = await cz.roll(announced, 12, user, claim=True)
    [keep] = await store.claim_due("x", clock(), clock() + 60)
    assert keep.key == second.post.key and not third.post.claimed
    await store.sent(keep.key, 3, clock())
    fourth = await cz.keep(announced, 12, user, (), claim=True)
    assert [w.key for w in await store.waiting(game.id)] == [third.post.key, fourth.post.key]


async def test_a_lapsed_claim_is_taken_over_and_a_failed_one_waits(announced, clock):
    await open_game(announced, 13, 2)
    game = await announced.get(13)
    store = announced.store
    [start] = await store.claim_due("dead process", clock(), clock() + 60)
    assert await store.claim_due("other", clock(), clock() + 60) == []
    clock.advance(61)
    [again] = await store.claim_due("other", clock(), clock() + 60)
    assert again.key == start.key
    await store.retry_later(again.key, clock() + 30)
    assert await store.claim_due("other", clock(), clock() + 60) == []
    clock.advance(30)
    [third] = await store.claim_due("other", clock(), clock() + 60)
    assert third.attempts == 1
    await store.sent(third.key, 9, clock())
    assert await store.waiting(game.id) == []
    assert await store.delivered(game.id) == [(start.key, 9)]


async def test_two_processes_never_claim_the_same_post(db_path, clock):
    stores, (a, b) = await two_processes(db_path, clock)
    try:
        for channel in range(20, 30):
            await open_game(a, channel, 2, first_user=channel * 10)
        claims = await asyncio.gather(*(
            s.claim_due(name, clock(), clock() + 60, limit=3)
            for s, name in [(stores[0], "a"), (stores[1], "b")] * 4
        ))
        keys = [row.key for rows in claims for row in rows]
        assert len(keys) == len(set(keys)) == 10
    finally:
        for s in stores:
            await s.close()


async def test_a_reminder_is_written_once_whatever_the_processes(db_path, clock):
    stores, (a, b) = await two_processes(db_path, clock)
    try:
        await a.new_game(
            kind="columbiz", guild_id=1, channel_id=40, creator_id=1, creator_name="a", seats=2,
            turn_seconds=3600)
        _, start = await a.join(40, 2, "b")
        await a.store.sent(start.post.key, 1, clock())  # the start was posted
        clock.advance(3000)
        due_a, due_b = await a.due_reminders(clock()), await b.due_reminders(clock())
        posts = await asyncio.gather(*(
            service.remind(reminder, claim=True)
            for service, due in [(a, due_a), (b, due_b)] * 3 for reminder in due
        ))
        written = [p for p in posts if p is not None]
        assert len(written) == 1 and written[0].claimed
        game = await a.get(40)
        reminders = [w for w in await a.store.waiting(game.id) if w.kind == "reminder"]
        assert [w.key for w in reminders] == [written[0].key]
        assert await a.due_reminders(clock()) == [] == await b.due_reminders(clock())
    finally:
        for s in stores:
            await s.close()


async def test_away_votes_cast_at_once_by_two_processes_both_count(db_path, clock):
    stores, (a, b) = await two_processes(db_path, clock)
    try:
        users = await open_game(a, 50, 4)
        game = await a.get(50)
        target = next(u for u in users if u != game.current_seat_info().user_id)
        voters = [u for u in users if u != target][:2]  # 2 of the 3 others: a majority
        (_, first), (_, second) = await asyncio.gather(
            a.vote_away(50, voters[0], target), b.vote_away(50, voters[1], target)
        )
        assert sorted([first["votes"], second["votes"]]) == [1, 2]
        assert first["away"] or second["away"]
        now = await a.get(50)
        assert next(s for s in now.seats if s.user_id == target).away
    finally:
        for s in stores:
            await s.close()


async def test_abandon_votes_cast_at_once_by_two_processes_both_count(db_path, clock):
    stores, (a, b) = await two_processes(db_path, clock)
    try:
        users = await open_game(a, 51, 3)
        (_, first), (_, second) = await asyncio.gather(
            a.abandon(51, users[1], can_manage_channel=False),
            b.abandon(51, users[2], can_manage_channel=False),
        )
        assert first["ended"] or second["ended"]
        assert await a.get(51) is None  # no open game left in the channel
    finally:
        for s in stores:
            await s.close()


async def test_a_toggle_owes_no_post(announced):
    await open_game(announced, 14, 2)
    game = await announced.get(14)
    user = game.current_seat_info().user_id
    await cz.roll(announced, 14, user)
    before = await announced.store.waiting(game.id)
    toggled = await cz.toggle_die(announced, 14, user, 0)
    assert toggled.post is None and await announced.store.waiting(game.id) == before


async def test_an_away_vote_off_turn_leaves_the_board_as_it_is(announced):
    users = await open_game(announced, 52, 3)
    game = await announced.get(52)
    current = game.current_seat_info().user_id
    target = next(u for u in users if u != current)
    voter = next(u for u in users if u not in (current, target))
    for who in (current, voter):
        after, tally = await announced.vote_away(52, who, target)
    assert tally["away"]
    now = await announced.get(52)
    assert now.rev == game.rev  # the buttons of the player on turn stay valid
    await cz.roll(announced, 52, current, rev=game.rev)


async def test_a_paused_clock_stops_reminders_and_timeouts_until_resumed(announced, clock):
    await announced.new_game(
        kind="columbiz", guild_id=1, channel_id=53, creator_id=1, creator_name="a",
        seats=2, turn_seconds=3600)
    _, start = await announced.join(53, 2, "b")
    game = start.game
    assert await announced.pause_clock(game.id) is True
    assert await announced.pause_clock(game.id) is False  # once
    clock.advance(10 * 3600)
    assert await announced.due_reminders(clock()) == []
    assert await announced.due_timeouts(clock()) == []
    assert await announced.resume_clock(game.id) is True
    resumed = await announced.get(53)
    assert resumed.paused_at is None and resumed.deadline_at == clock() + 3600
    assert resumed.rev == game.rev  # the buttons stay valid

