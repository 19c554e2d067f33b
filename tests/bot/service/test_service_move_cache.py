"""A channel's next move starts from the game as this process's last move committed it (kept in
memory), not from a read of the store; the rev check of every write still refuses a move built
on a game another process has changed since."""

from __future__ import annotations

import random

import pytest
from service_play import open_game, play_to_end, play_turn

from bot.service import GameService, ServiceError, audit_all
from bot.service.snapshots import snapshot_of
from bot.store import Store


def check_every_move(service, channel, monkeypatch):
    """After every move: what is kept in memory is exactly what the store holds."""
    real = service.act
    checked = []

    async def act(*args, **kwargs):
        result = await real(*args, **kwargs)
        stored = await service.get(channel)
        entry = service._tables.get(channel)
        if result.game.status != "active":
            assert entry is None and stored is None
        else:
            row, turn, events = entry
            assert snapshot_of(row) == stored == result.game
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
    assert final.game.status == "finished" and 70 not in service._tables
    assert len(checked) > 20
    assert await audit_all(service.store) == {}


async def test_a_kept_game_saves_the_reads(service, monkeypatch):
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
    first = await service.roll(71, user)
    second = await service.roll(71, user, rev=first.game.rev)
    assert reads == []  # both moves started from memory
    assert second.turn_events == first.events + second.events


async def test_another_process_move_makes_the_kept_game_stale_once(service, db_path):
    await open_game(service, 72, 2)
    game = await service.get(72)
    user = game.current_seat_info().user_id
    await service.roll(72, user)  # kept in memory here
    other_store = await Store.open(db_path)
    other = GameService(other_store)
    try:
        theirs = await other.roll(72, user)  # the second roll, by another process
        with pytest.raises(ServiceError) as stale:
            await service.roll(72, user)  # built on the first roll: refused, nothing written
        assert stale.value.code == "stale"
        assert await service.get(72) == theirs.game
        mine = await service.roll(72, user)  # the store is read again: the third roll
        assert mine.game.state.rolls == 3 and mine.game.rev == theirs.game.rev + 1
        assert mine.turn_events == theirs.turn_events + mine.events
        assert await audit_all(service.store) == {}
    finally:
        await other_store.close()


async def test_any_other_write_drops_the_kept_game(service):
    await open_game(service, 73, 3)
    game = await service.get(73)
    user = game.current_seat_info().user_id
    await service.roll(73, user)
    assert 73 in service._tables
    await service.abandon(73, game.creator_id, can_manage_channel=True)
    assert 73 not in service._tables
    with pytest.raises(ServiceError) as gone:
        await service.roll(73, user)
    assert gone.value.code == "no_game"
