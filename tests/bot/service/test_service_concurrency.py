"""Two clicks at once, two services on one file, a restart: one move each time, none lost."""

from __future__ import annotations

import asyncio
import random
import sys
import textwrap
from pathlib import Path

import pytest
from service_play import open_game, play_to_end, play_turn

from bot.games.columbiz import moves as cz
from bot.service import GameService, ServiceError, audit_all
from bot.store import Store
from engine import columbiz

ROOT = Path(__file__).resolve().parents[3]


def outcomes(results):
    done = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    return done, refused


async def test_two_clicks_on_one_button_give_one_move(service):
    await open_game(service, 40, 2)
    game = await service.get(40)
    user = game.current_seat_info().user_id
    results = await asyncio.gather(
        cz.roll(service, 40, user, rev=game.rev), cz.roll(service, 40, user, rev=game.rev),
        return_exceptions=True,
    )
    done, refused = outcomes(results)
    assert len(done) == 1 and len(refused) == 1
    assert isinstance(refused[0], ServiceError) and refused[0].code == "stale"
    assert [m.seq for m in await service.moves(game.id)] == [1]


async def test_two_places_at_once_give_one_move(service):
    await open_game(service, 41, 2)
    game = await service.get(41)
    user = game.current_seat_info().user_id
    rolled = await cz.roll(service, 40 + 1, user)
    while not columbiz.can_place(rolled.game.state):
        rolled = await cz.roll(service, 41, user)
        if rolled.game.state.turn != game.state.turn:
            pytest.skip("this seed's turn was set aside")  # C9; the seeds are random
    cells = list(columbiz.legal_placements(rolled.game.state)[0].cells)
    results = await asyncio.gather(
        cz.place(service, 41, user, cells), cz.place(service, 41, user, cells),
        return_exceptions=True,
    )
    done, refused = outcomes(results)
    assert len(done) == 1 and len(refused) == 1
    # the second was refused politely: the turn has passed to the other player
    assert isinstance(refused[0], ServiceError) and refused[0].code == "not_your_turn"
    moves = await service.moves(game.id)
    assert sum(1 for m in moves if "place" in m.action) == 1


async def test_many_clicks_at_once_never_two_moves_never_a_lost_one(service):
    await open_game(service, 42, 3)
    rng = random.Random(4)
    for _ in range(10):
        game = await service.get(42)
        user = game.current_seat_info().user_id
        results = await asyncio.gather(
            *(cz.roll(service, 42, user, rev=game.rev) for _ in range(5)), return_exceptions=True
        )
        done, refused = outcomes(results)
        assert len(done) == 1 and all(e.code == "stale" for e in refused)
        assert (await service.get(42)).rev == game.rev + 1
        await play_turn_rest(service, 42, rng)
    assert await audit_all(service.store) == {}


async def play_turn_rest(service, channel, rng):
    game = await service.get(channel)
    turn = game.state.turn
    user = game.current_seat_info().user_id
    while game.status == "active" and game.state.turn == turn:
        state = game.state
        if state.rolls < 3 and not columbiz.can_place(state):
            game = (await cz.roll(service, channel, user)).game
        else:
            cells = list(rng.choice(columbiz.legal_placements(state)[:3]).cells)
            game = (await cz.place(service, channel, user, cells)).game


async def test_joins_at_once_fill_the_seats_and_start_once(service):
    await service.new_game(
        kind="columbiz", guild_id=1, channel_id=43, creator_id=1, creator_name="a", seats=4)
    results = await asyncio.gather(
        *(service.join(43, user, f"u{user}") for user in (2, 3, 4, 5, 6, 3)),
        return_exceptions=True,
    )
    done, refused = outcomes(results)
    assert len(done) == 3
    assert sum(1 for _, start in done if start is not None) == 1
    assert sorted(e.code for e in refused) == ["already_joined", "not_in_lobby", "not_in_lobby"]
    game = await service.get(43)
    assert game.status == "active" and [s.seat for s in game.seats] == [0, 1, 2, 3]
    assert len({s.user_id for s in game.seats}) == 4


async def test_new_games_at_once_open_one(service):
    results = await asyncio.gather(
        *(service.new_game(
            kind="columbiz", guild_id=1, channel_id=44, creator_id=u, creator_name="x")
          for u in (1, 2, 3)),
        return_exceptions=True,
    )
    done, refused = outcomes(results)
    assert len(done) == 1 and [e.code for e in refused] == ["game_exists"] * 2
    assert all(e.details["game_id"] == done[0].id for e in refused)


async def test_a_restart_continues_the_game_and_old_buttons_are_stale(db_path, clock):
    store = await Store.open(db_path)
    first = GameService(store, clock=clock)
    await open_game(first, 45, 3)
    rng = random.Random(8)
    for _ in range(4):
        await play_turn(first, 45, rng)
    before = await first.get(45)
    old_rev = before.rev - 1
    await first.close()

    store = await Store.open(db_path)
    second = GameService(store, clock=clock)
    try:
        after = await second.get(45)
        assert after == before  # nothing lost, nothing changed
        user = after.current_seat_info().user_id
        with pytest.raises(ServiceError) as stale:
            await cz.roll(second, 45, user, rev=old_rev, game_id=after.id)
        assert stale.value.code == "stale"
        result = await cz.roll(second, 45, user, rev=after.rev, game_id=after.id)
        assert result.game.rev == after.rev + 1
        end = await play_to_end(second, 45, rng)
        assert end.game.status == "finished"
        assert await audit_all(store) == {}
    finally:
        await second.close()


async def test_two_services_on_one_file_the_late_writer_is_stale(db_path, clock):
    """As two processes would: B loads the game, A moves, B's write is refused, not applied."""
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        await open_game(a, 46, 2)
        game = await b.get(46)
        user = game.current_seat_info().user_id
        real_open_game = store_b.open_game

        async def open_then_a_moves(channel_id):
            row = await real_open_game(channel_id)
            await cz.roll(a, 46, user)  # lands between B's load and B's write
            return row

        store_b.open_game = open_then_a_moves
        with pytest.raises(ServiceError) as stale:
            await cz.roll(b, 46, user)
        assert stale.value.code == "stale"
        assert stale.value.details == {"rev": game.rev, "current": game.rev + 1, "game_id": game.id,
                                       "kind": "columbiz"}
        store_b.open_game = real_open_game
        assert [m.seq for m in await b.moves(game.id)] == [1]
        # B goes on from the committed state
        committed = await a.get_by_id(game.id)
        result = await cz.roll(b, 46, user)
        assert result.before == committed.state and result.game.rev == committed.rev + 1
        await play_to_end(b, 46, random.Random(1))
        assert await audit_all(store_a) == {}
    finally:
        await a.close()
        await b.close()


async def test_two_services_race_for_a_channel(db_path, clock):
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        results = await asyncio.gather(
            a.new_game(kind="columbiz", guild_id=1, channel_id=47, creator_id=1, creator_name="a"),
            b.new_game(kind="columbiz", guild_id=1, channel_id=47, creator_id=2, creator_name="b"),
            return_exceptions=True,
        )
        done, refused = outcomes(results)
        assert len(done) == 1 and refused[0].code == "game_exists"
    finally:
        await a.close()
        await b.close()


PLAYER = textwrap.dedent(
    """
    import asyncio, os, random, sys
    sys.path.insert(0, {root!r})
    from engine import columbiz
    from bot.games.columbiz import moves as cz
    from bot.service import GameService, ServiceError
    from bot.store import Store

    async def main(path, who, go):
        service = GameService(await Store.open(path))
        rng = random.Random(who)
        made = refused = 0
        print("ready", flush=True)
        while not os.path.exists(go):  # start together
            await asyncio.sleep(0.001)
        while True:
            await asyncio.sleep(rng.random() / 1000)
            game = await service.get(50)
            if game is None:
                break
            user = game.current_seat_info().user_id
            state = game.state
            try:
                if state.rolls == 0 or (state.rolls < 3 and not columbiz.can_place(state)):
                    await cz.roll(service, 50, user, rev=game.rev)
                else:
                    cells = rng.choice(columbiz.legal_placements(state)[:3]).cells
                    await cz.place(service, 50, user, list(cells), rev=game.rev)
                made += 1
            except (ServiceError, columbiz.RuleError):
                refused += 1
        await service.close()
        print(made, refused)

    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
    """
)


async def test_two_processes_play_one_game(db_path, tmp_path):
    """Real processes on one database, both acting on every turn: the rev and the moves key let one
    write through and refuse the other; the game ends with a sound, gapless log."""
    store = await Store.open(db_path)
    service = GameService(store)
    await open_game(service, 50, 2)
    script = tmp_path / "player.py"
    script.write_text(PLAYER.format(root=str(ROOT)))
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable, str(script), str(db_path), str(who), str(tmp_path / "go"),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )
        for who in (1, 2)
    ]
    for p in procs:
        assert await p.stdout.readline() == b"ready\n"
    (tmp_path / "go").touch()
    # bounded: a player that cannot finish fails the test instead of hanging the suite
    outputs = [await asyncio.wait_for(p.communicate(), 120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outputs
    made = [int(out.split()[0]) for out, _ in outputs]
    game = (await store.finished_games(1))[0]
    moves = await service.moves(game.id)
    assert sum(made) == len(moves) == game.last_seq
    assert await audit_all(store) == {}
    await service.close()


async def test_two_services_joining_at_once_lose_no_join(db_path, clock):
    """A lobby write has no move to collide on: the rev alone must refuse the late writer."""
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        await a.new_game(
            kind="columbiz", guild_id=1, channel_id=48, creator_id=1, creator_name="a", seats=4)
        real_open_game = store_b.open_game

        async def open_then_a_joins(channel_id):
            row = await real_open_game(channel_id)
            store_b.open_game = real_open_game
            await a.join(48, 2, "two")  # lands between B's load and B's write
            return row

        store_b.open_game = open_then_a_joins
        with pytest.raises(ServiceError) as stale:
            await b.join(48, 3, "three")
        assert stale.value.code == "stale"
        game, _ = await b.join(48, 3, "three")  # tried again, on the fresh lobby
        assert [s.user_id for s in game.seats] == [1, 2, 3]
        assert [s.user_id for s in (await a.get(48)).seats] == [1, 2, 3]
    finally:
        await a.close()
        await b.close()
