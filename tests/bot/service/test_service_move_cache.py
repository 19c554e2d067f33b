"""Every move is judged against the game as the store holds it now, so a move made by another
process on the same database is always seen; what a process keeps in memory (the events of the
turn so far, at the rev it wrote itself; the game itself: test_service_kept_game.py) only saves
reading them again."""

from __future__ import annotations

import random

import pytest
from service_play import open_game, play_to_end, play_turn

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError, audit_all
from bot.store import Store
from engine import columbiz


def check_every_move(service, channel, monkeypatch):
    """After every move: the turn's events kept in memory are exactly what the store holds."""
    real = service.act
    checked = []

    async def act(*args, **kwargs):
        result = await real(*args, **kwargs)
        stored = await service.get(channel)
        entry = service.games.turns.get(channel)
        if result.game.status != "active":
            assert entry is None and stored is None
        else:
            game_id, rev, turn, events = entry
            assert (game_id, rev) == (stored.id, stored.rev) and stored == result.game
            assert turn == stored.state.turn
            assert events == await service.turn_events(stored)
            if stored.state.turn == result.before.turn:  # the turn goes on
                assert events == result.turn_events
            else:  # result.turn_events: the turn that just ended
                assert events == ()
            checked.append(result)
        return result

    monkeypatch.setattr(service, "act", act)
    return checked


@pytest.mark.parametrize("players", [2, 4])
async def test_what_is_kept_is_what_the_store_holds_after_every_move(
    service, monkeypatch, players
):
    await open_game(service, 70, players)
    checked = check_every_move(service, 70, monkeypatch)
    final = await play_to_end(service, 70, random.Random(players))
    assert final.game.status == "finished" and 70 not in service.games.turns
    assert len(checked) > 20
    assert await audit_all(service.store) == {}


async def test_the_kept_turn_saves_reading_its_moves(service, monkeypatch):
    await open_game(service, 71, 2)
    await play_turn(service, 71, random.Random(1))
    reads = []
    for name in ("open_game", "turn_moves"):
        real = getattr(service.store, name)

        async def counted(*args, real=real, name=name):
            reads.append(name)
            return await real(*args)

        monkeypatch.setattr(service.store, name, counted)
    game = await service.get(71)
    user = game.current_seat_info().user_id
    reads.clear()
    first = await cz.roll(service, 71, user)
    second = await cz.roll(service, 71, user, rev=first.game.rev)
    # neither the game nor the turn's moves are read (this process wrote them)
    assert reads == []
    assert second.turn_events == first.events + second.events


async def test_a_move_by_another_process_is_seen_by_the_next_move(service, db_path):
    await open_game(service, 72, 2)
    game = await service.get(72)
    user = game.current_seat_info().user_id
    await cz.roll(service, 72, user)  # its turn's events are kept here
    other_store = await Store.open(db_path)
    other = GameService(other_store)
    try:
        theirs = await cz.roll(other, 72, user)  # the second roll, by another process
        mine = await cz.roll(service, 72, user)  # judged on the store: the third roll
        assert mine.game.state.rolls == 3 and mine.game.rev == theirs.game.rev + 1
        assert mine.turn_events == theirs.turn_events + mine.events
        assert await audit_all(service.store) == {}
    finally:
        await other_store.close()


async def test_a_turn_passed_by_another_process_is_seen(service, db_path):
    """The other process's clock (or player) ended the turn: the next player's move is theirs
    to make here at once, never refused as someone else's turn."""
    await open_game(service, 74, 2)
    game = await service.get(74)
    first = game.current_seat_info().user_id
    await cz.roll(service, 74, first)
    other_store = await Store.open(db_path)
    other = GameService(other_store)
    try:
        placements = columbiz.legal_placements((await other.get(74)).state)
        done = await cz.place(other, 74, first, list(placements[0].cells))
        nxt = done.game.current_seat_info().user_id
        assert nxt != first
        rolled = await cz.roll(service, 74, nxt)
        assert rolled.game.state.rolls == 1 and rolled.turn_events == rolled.events
        with pytest.raises(ServiceError) as refused:
            await cz.roll(service, 74, first)
        assert refused.value.code == "not_your_turn"
    finally:
        await other_store.close()


async def test_any_other_write_drops_the_kept_turn(service):
    await open_game(service, 73, 3)
    game = await service.get(73)
    user = game.current_seat_info().user_id
    await cz.roll(service, 73, user)
    assert 73 in service.games.turns
    await service.abandon(73, game.creator_id, can_manage_channel=True)
    assert 73 not in service.games.turns
    with pytest.raises(ServiceError) as gone:
        await cz.roll(service, 73, user)
    assert gone.value.code == "no_game"
