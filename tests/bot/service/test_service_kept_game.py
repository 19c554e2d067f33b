"""The game a process keeps per channel, as its last move there committed it: the next move there
is judged on it and written with no read first, the write guarded by the row's write count
(`writes`, bumped by every commit, those that keep the rev too). Whatever changed the game
meanwhile (another process, another task, a write that keeps the rev) makes that write stale,
and the move is then read and judged again exactly as if nothing were kept; a refusal is never
given from the kept game alone. (Columbiz rules: C6 the rolls of a turn, C7 placing.)"""

from __future__ import annotations

import random
from collections import Counter
from contextlib import asynccontextmanager

import pytest
from counted_store import CountedStore
from service_play import GUILD, open_game, play_to_end, play_turn

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError, audit_all
from bot.store import Store
from engine import columbiz


async def current_user(service, channel):
    return (await service.get(channel)).current_seat_info().user_id


@asynccontextmanager
async def another_process(db_path, **options):
    store = await Store.open(db_path)
    try:
        yield GameService(store, **options)
    finally:
        await store.close()


@pytest.mark.parametrize("players", [2, 4])
async def test_the_game_kept_is_the_game_stored_after_every_move(service, monkeypatch, players):
    """What a move is judged on without a read is exactly what a read would give."""
    await open_game(service, 60, players)
    real = service.act
    compared = []

    async def act(*args, **kwargs):
        result = await real(*args, **kwargs)
        stored = await service.get(60)
        kept = service.games.kept_game(60)
        if result.game.status == "active":
            assert kept == stored == result.game
            compared.append(kept)
        else:
            assert kept is None and stored is None
        return result

    monkeypatch.setattr(service, "act", act)
    final = await play_to_end(service, 60, random.Random(players))
    assert final.game.status == "finished" and 60 not in service.games.kept
    assert len(compared) > 20
    assert await audit_all(service.store) == {}


async def test_a_move_after_this_process_moved_there_reads_nothing(service):
    await open_game(service, 61, 2)
    user = await current_user(service, 61)
    calls = CountedStore(service.store.connection.backend)
    async with calls.counting() as first:
        rolled = await cz.roll(service, 61, user)
    assert first == Counter(read=1, transaction=1)  # the start was not a move: read
    async with calls.counting() as second:
        kept = await cz.keep(service, 61, user, rolled.game.state.dice[:1], rev=rolled.game.rev)
    assert second == Counter(transaction=1)  # judged on the kept game: only the write
    async with calls.counting() as third:
        await cz.roll(service, 61, user, rev=kept.game.rev)
    assert third == Counter(transaction=1)
    assert await audit_all(service.store) == {}


async def test_a_refusal_is_read_afresh(service):
    """The kept game says it is not their turn: the store is asked before saying so."""
    await open_game(service, 62, 2)
    user = await current_user(service, 62)
    await cz.roll(service, 62, user)
    other = next(s.user_id for s in (await service.get(62)).seats if s.user_id != user)
    calls = CountedStore(service.store.connection.backend)
    async with calls.counting() as refused:
        with pytest.raises(ServiceError) as err:
            await cz.roll(service, 62, other)
    assert err.value.code == "not_your_turn" and err.value.details["current_user_id"] == user
    assert refused["read"] == 1 and refused["transaction"] == 0
    async with calls.counting() as after:  # what is kept is kept still: the turn's events too
        await cz.roll(service, 62, user)
    assert after == Counter(transaction=1)


async def test_a_move_by_another_process_meanwhile_is_judged_on_the_store(service, db_path):
    """Still legal: accepted on top of the other process's move (the third roll); nothing lost,
    nothing doubled."""
    await open_game(service, 63, 2)
    user = await current_user(service, 63)
    await cz.roll(service, 63, user)
    async with another_process(db_path) as other:
        theirs = await cz.roll(other, 63, user)
    mine = await cz.roll(service, 63, user)
    assert theirs.game.state.rolls == 2 and mine.game.state.rolls == 3
    assert mine.game.rev == theirs.game.rev + 1
    assert mine.turn_events == theirs.turn_events + mine.events
    assert service.games.kept_game(63) == await service.get(63) == mine.game
    assert [m.seq for m in await service.moves(mine.game.id)] == [1, 2, 3]
    assert await audit_all(service.store) == {}


async def test_a_move_no_longer_legal_is_refused_as_today(service, db_path):
    """The other process used the turn's last roll (C6): the kept game would allow a fourth,
    the store's game refuses it with today's code."""
    await open_game(service, 64, 2)
    user = await current_user(service, 64)
    await cz.roll(service, 64, user)
    async with another_process(db_path) as other:
        game = await other.get(64)
        for _ in range(columbiz.MAX_ROLLS - 1):
            game = (await cz.roll(other, 64, user, rev=game.rev)).game
    assert game.state.rolls == columbiz.MAX_ROLLS
    with pytest.raises(Exception) as kept_path:
        await cz.roll(service, 64, user)
    async with another_process(db_path) as plain:  # nothing kept there: today's path
        with pytest.raises(Exception) as plain_path:
            await cz.roll(plain, 64, user)
    assert type(kept_path.value) is type(plain_path.value)
    assert str(kept_path.value) == str(plain_path.value)
    assert getattr(kept_path.value, "code", None) == getattr(plain_path.value, "code", None)
    assert [m.seq for m in await service.moves(game.id)] == list(range(1, columbiz.MAX_ROLLS + 1))
    assert await audit_all(service.store) == {}


async def test_a_stale_button_is_refused_after_a_read(service, db_path):
    await open_game(service, 65, 2)
    user = await current_user(service, 65)
    rolled = await cz.roll(service, 65, user)
    async with another_process(db_path) as other:
        theirs = await cz.roll(other, 65, user, rev=rolled.game.rev)
    with pytest.raises(ServiceError) as stale:
        await cz.roll(service, 65, user, rev=rolled.game.rev)
    assert stale.value.code == "stale"
    assert stale.value.details["current"] == theirs.game.rev


async def test_a_game_ended_elsewhere_is_kept_no_longer(service, db_path):
    """The other process abandoned it: a move is refused as today (no_game), whether the kept
    game would have taken it or refused it, and neither the next move nor autocomplete is
    offered the game that is gone."""
    await open_game(service, 75, 2)
    user = await current_user(service, 75)
    rolled = await cz.roll(service, 75, user)
    waiting = next(s.user_id for s in rolled.game.seats if s.user_id != user)
    async with another_process(db_path) as other:
        await other.abandon(75, rolled.game.creator_id, can_manage_channel=True)
    for mover in (waiting, user):  # not their turn on the kept game; a legal roll on it
        service.games.kept[75] = rolled.game
        with pytest.raises(ServiceError) as gone:
            await cz.roll(service, 75, mover)
        assert gone.value.code == "no_game"
        assert service.games.kept_game(75) is None and await service.latest(75) is None


async def test_a_paused_clock_written_elsewhere_without_a_new_rev_is_seen(service, db_path):
    """Pausing the clock keeps the rev (the buttons stay valid): only the write count tells the
    kept game is behind. The turn this process then ends must start no deadline."""
    await open_game(service, 66, 2)
    user = await current_user(service, 66)
    rolled = await cz.roll(service, 66, user)
    async with another_process(db_path) as other:
        assert await other.pause_clock(rolled.game.id)
    assert (await service.get(66)).rev == rolled.game.rev
    pick = columbiz.legal_placements(rolled.game.state)[0]
    placed = await cz.place(service, 66, user, list(pick.cells), rev=rolled.game.rev)
    stored = await service.get(66)
    assert placed.game.state.turn == rolled.game.state.turn + 1
    assert placed.game.paused_at is not None and placed.game.deadline_at is None
    assert stored == placed.game == service.games.kept_game(66)


async def test_a_reminder_written_elsewhere_is_in_the_next_move(service, db_path, clock):
    await open_game(service, 67, 2)
    user = await current_user(service, 67)
    rolled = await cz.roll(service, 67, user)
    async with another_process(db_path, clock=clock) as other:
        assert await other.mark_reminded(rolled.game.id, rolled.game.state.turn)
    again = await cz.roll(service, 67, user, rev=rolled.game.rev)
    assert again.game.reminded_at == clock.now
    assert again.game == await service.get(67) == service.games.kept_game(67)


async def played_a_roll(service, channel, players=2, **lobby):
    """A game in `channel` whose current player rolled once here: its game is kept."""
    users = [channel * 10 + i for i in range(players)]
    await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=channel,
                           creator_id=users[0], creator_name=f"p{users[0]}", seats=players,
                           **lobby)
    for user in users[1:]:
        await service.join(channel, user, f"p{user}")
    rolled = await cz.roll(service, channel, await current_user(service, channel))
    assert service.games.kept_game(channel) == rolled.game
    return rolled.game


async def pause(service, game, clock):
    await service.pause_clock(game.id)


async def resume(service, game, clock):
    await service.pause_clock(game.id)
    await service.resume_clock(game.id)


async def remind(service, game, clock):
    assert await service.mark_reminded(game.id, game.state.turn)


async def expire(service, game, clock):
    clock.advance(game.turn_seconds + 1)
    assert await service.expire_turn(game.id, clock.now) is not None


async def abandon(service, game, clock):
    await service.abandon(game.channel_id, game.creator_id, can_manage_channel=True)


async def channel_gone(service, game, clock):
    await service.abandon_channel(game.channel_id)


async def mark_away(service, game, clock):
    target = game.current_seat_info().user_id
    voters = [s.user_id for s in game.seats if s.user_id != target]
    for voter in voters:
        await service.vote_away(game.channel_id, voter, target)
    assert (await service.get(game.channel_id)).current_seat_info().away


async def come_back(service, game, clock):
    await mark_away(service, game, clock)
    await service.return_from_away(game.channel_id, game.current_seat_info().user_id)


async def mark_away_off_turn(service, game, clock):  # keeps the rev
    target = next(s for s in game.seats if s.seat != game.current_seat_info().seat).user_id
    for voter in [s.user_id for s in game.seats if s.user_id != target]:
        await service.vote_away(game.channel_id, voter, target)
    stored = await service.get(game.channel_id)
    assert stored.rev == game.rev and any(s.away for s in stored.seats)


@pytest.mark.parametrize("change", [
    pause, resume, remind, expire, abandon, channel_gone, mark_away, come_back,
    mark_away_off_turn,
])
async def test_every_other_change_in_this_process_drops_the_kept_game(service, clock, change):
    game = await played_a_roll(service, 68, players=3)
    await change(service, game, clock)
    assert service.games.kept_game(68) is None
    assert await service.latest(68) == await service.get(68)  # autocomplete reads it again
    assert await audit_all(service.store) == {}


async def test_a_computer_turn_drops_the_kept_game(service):
    await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=69, creator_id=310,
                           creator_name="p310", seats=2)
    await service.add_computer(69, 310, "easy")
    game = await service.get(69)
    while game.current_seat_info().computer_level is not None:
        await service.play_computer_turn(69)
        game = await service.get(69)
    await play_turn(service, 69, random.Random(3))  # ends with its place: the computer's turn
    assert service.games.kept_game(69) == await service.get(69)
    assert await service.play_computer_turn(69) is not None
    assert service.games.kept_game(69) is None
    assert await service.latest(69) == await service.get(69)


async def test_a_new_lobby_drops_what_was_kept_in_its_channel(service):
    game = await played_a_roll(service, 70)
    await service.abandon(70, game.creator_id, can_manage_channel=True)
    service.games.kept[70] = game  # as if anything had kept it: a new game replaces it
    await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=70, creator_id=920,
                           creator_name="p920", seats=2)
    assert service.games.kept_game(70) is None


async def test_autocomplete_reads_nothing_after_a_move_here(service):
    game = await played_a_roll(service, 71)
    calls = CountedStore(service.store.connection.backend)
    async with calls.counting() as counted:
        assert await service.latest(71) == game
    assert counted == Counter()


async def test_the_kept_games_are_bounded(service):
    service.games.kept_limit = 2
    for channel in (72, 73, 74):
        await played_a_roll(service, channel)
    assert list(service.games.kept) == [73, 74]
    assert 72 not in service.games.turns and {73, 74} <= set(service.games.turns)
    assert await service.latest(72) == await service.get(72)
