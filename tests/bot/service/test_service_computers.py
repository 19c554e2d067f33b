"""Computer players in a game: seating them in the lobby, their turns played through the
service with seeded dice, every action its own move, replayable and audited."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading

import pytest
from conftest import counting_seeds
from service_play import GUILD, Statements, play_with_computers, quick_turn, settle, tamper

import engine.columbiz.computer
from bot.games.columbiz import COLUMBIZ
from bot.games.columbiz import moves as cz
from bot.service import (
    GameService,
    ServiceError,
    audit_all,
    audit_game,
    computer_seed,
    move_rng,
)
from bot.store import Store
from engine import columbiz


async def lobby(service, channel, seats=4, creator=1):
    return await service.new_game(
        kind="columbiz",
        guild_id=GUILD, channel_id=channel, creator_id=creator, creator_name="ann", seats=seats
    )


async def solo(service, channel, levels=("easy", "normal", "hard")):
    """One person against computers; the last computer seated starts the game."""
    await lobby(service, channel, seats=len(levels) + 1)
    for level in levels:
        game, started = await service.add_computer(channel, 1, level)
    assert started is not None
    return started


async def test_the_creator_seats_computers_named_after_their_level(service):
    await lobby(service, 1)
    game, started = await service.add_computer(1, 1, "hard")
    assert started is None and game.status == "lobby"
    game, _ = await service.add_computer(1, 1, "hard")
    seats = [(s.seat, s.user_id, s.name, s.computer_level) for s in game.seats]
    assert seats == [
        (0, 1, "ann", None), (1, -1, "Hard computer", "hard"), (2, -2, "Hard computer 2", "hard"),
    ]
    assert [s.is_computer for s in game.seats] == [False, True, True]
    assert game.humans == (game.seats[0],)
    assert (await service.get(1)).seats == game.seats  # committed


async def test_seating_computers_is_refused_when_it_should_be(service):
    await lobby(service, 2, seats=2)
    with pytest.raises(ServiceError) as level:
        await service.add_computer(2, 1, "grandmaster")
    assert level.value.code == "unknown_level"
    assert level.value.details["levels"] == ("easy", "normal", "hard")
    assert level.value.details["level"] == "grandmaster"
    with pytest.raises(ServiceError) as other:
        await service.add_computer(2, 99, "easy")
    assert other.value.code == "not_creator" and other.value.details["creator_id"] == 1
    with pytest.raises(ServiceError) as none:
        await service.remove_computer(2, 1)
    assert none.value.code == "no_computer"
    with pytest.raises(ServiceError) as human:
        await service.remove_computer(2, 1, seat=0)
    assert human.value.code == "not_a_computer" and human.value.details["seat"] == 0
    with pytest.raises(ServiceError) as nobody:
        await service.add_computer(3, 1, "easy")
    assert nobody.value.code == "no_game"
    game, started = await service.add_computer(2, 1, "easy")  # fills the last seat: it starts
    assert started is not None and game.status == "active"
    with pytest.raises(ServiceError) as late:
        await service.add_computer(2, 1, "easy")
    assert late.value.code == "not_in_lobby"
    with pytest.raises(ServiceError) as late:
        await service.remove_computer(2, 1)
    assert late.value.code == "not_in_lobby"


async def test_the_seat_that_fills_the_lobby_starts_it_computer_or_person(service):
    await lobby(service, 4, seats=3)
    await service.join(4, 2, "bob")
    game, started = await service.add_computer(4, 1, "normal")
    assert game.status == "active" and started.game == game
    assert started.rolloff == service.rolloff(game)
    await lobby(service, 5, seats=4)
    await service.add_computer(5, 1, "easy")
    await service.join(5, 2, "bob")
    await service.remove_computer(5, 1, seat=1)
    await service.add_computer(5, 1, "easy")
    game, started = await service.join(5, 3, "cy")
    assert [(s.seat, s.name, s.user_id) for s in game.seats] == [
        (0, "ann", 1), (1, "bob", 2), (2, "Easy computer", -1), (3, "cy", 3),
    ]
    assert started is not None and game.status == "active"


async def test_removing_computers_renumbers_the_seats(service):
    await lobby(service, 6)
    await service.add_computer(6, 1, "easy")
    await service.add_computer(6, 1, "hard")
    game = await service.remove_computer(6, 1, seat=1)
    assert [(s.seat, s.user_id, s.name) for s in game.seats] == [
        (0, 1, "ann"), (1, -2, "Hard computer"),
    ]
    game, _ = await service.join(6, 2, "bob")
    game = await service.remove_computer(6, 1)  # the last computer seated
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, 1), (1, 2)]
    assert (await service.get(6)).seats == game.seats


async def test_one_person_against_computers_can_start(service):
    await lobby(service, 7)
    with pytest.raises(ServiceError) as alone:
        await service.start(7, 1)
    assert alone.value.code == "not_enough_players"
    await service.add_computer(7, 1, "easy")
    start = await service.start(7, 1)
    assert start.game.status == "active" and len(start.game.seats) == 2


async def test_a_computer_turn_is_played_whole_with_the_seeds_dice(service, clock):
    start = await solo(service, 8)
    game = start.game
    if not game.computer_to_play:  # the person starts: one plain turn
        assert await service.play_computer_turn(8) is None
        assert game.deadline_at == clock.now + 86400
        game = (await quick_turn(service, 8)).game
    assert game.computer_to_play and game.deadline_at is None  # the computer plays at once
    seat = game.current_seat_info()
    row = await service.store.game(game.id)
    clock.advance(5)
    result = await service.play_computer_turn(8)
    assert result.source == "computer" and result.level == seat.computer_level
    assert result.seat == seat
    assert result.before == game.state
    assert result.game.state.turn == game.state.turn + 1
    assert result.game == await service.get(8)  # what was committed
    moves = (await service.moves(game.id))[row.last_seq:]
    assert [m.seq for m in moves] == [s.seq for s in result.steps]
    assert len(moves) >= 2  # at least a roll and a placement (or a set-aside)
    state = game.state
    for move, step in zip(moves, result.steps):
        assert move.source == "computer" and move.user_id == seat.user_id and move.seat == seat.seat
        assert move.created_at == clock.now
        action = columbiz.action_from_json(move.action)
        assert action == step.action
        if isinstance(action, columbiz.Roll):  # exactly as a person's roll of that seq
            assert action == COLUMBIZ.roll_action(state, move_rng(row.seed, move.seq))
        state, events = columbiz.apply(state, action)
        assert tuple(events) == step.events
        assert move.note["level"] == seat.computer_level
        assert move.note["reason"] == step.decision.reason
    assert state == result.game.state
    assert result.events == tuple(e for s in result.steps for e in s.events)
    assert result.turn_events == result.events  # nothing of the turn before the computer's
    # the decisions, in order, with their reasons, as engine.columbiz.computer gives them from
    # their seeds
    state = game.state
    for decision in result.decisions:
        seed = computer_seed(row.seed, decision.seqs[0])
        again = engine.columbiz.computer.decide(state, seat.computer_level, seed)
        assert (decision.kind, decision.values, decision.reason) == (
            again.kind, tuple(again.values), again.reason
        )
        assert decision.params == dict(again.params)
        for step in result.steps:
            if step.seq in decision.seqs:
                state, _ = columbiz.apply(state, step.action)
    assert result.decisions[0].reason == "first_roll"
    last = result.events[-1]
    assert result.decisions[-1].kind == "place" or isinstance(last, columbiz.TurnPassed)
    # the next seat's clock
    after = result.game
    if after.computer_to_play:
        assert after.deadline_at is None and after.turn_started_at == clock.now
    else:
        assert after.deadline_at == clock.now + 86400


async def test_complete_games_against_computers_replay_and_audit(service, clock):
    for channel, levels in ((10, ("hard",)), (11, ("easy", "normal")), (12, ("hard", "easy"))):
        await solo(service, channel, levels)
        game = await play_with_computers(service, channel)
        assert game.status == "finished" and game.end_reason == "rules"
        assert all(s.total is not None for s in game.seats)
        moves = await service.moves(game.id)
        assert {m.source for m in moves} == {"player", "computer"}
    assert await audit_all(service.store, computer_decisions=True) == {}
    [record, *_] = await service.finished_games(GUILD)
    assert record.seats[1].computer_level is not None


async def test_the_same_seed_gives_the_same_game(tmp_path, clock):
    """Replays are deterministic: the dice and the computers' own choices come from the seed."""
    logs = []
    for run in range(2):
        store = await Store.open(tmp_path / f"run{run}.db", synchronous="OFF")
        service = GameService(store, seed_source=counting_seeds(), clock=clock)
        try:
            await solo(service, 13, ("hard", "normal"))
            game = await play_with_computers(service, 13)
            logs.append([(m.seq, m.source, m.action, m.note) for m in await service.moves(game.id)])
        finally:
            await store.close()
    assert logs[0] == logs[1] and len(logs[0]) > 20


async def test_nothing_to_play_on_a_persons_turn_or_without_a_game(service):
    assert await service.play_computer_turn(14) is None
    await lobby(service, 14)
    await service.add_computer(14, 1, "easy")
    assert await service.play_computer_turn(14) is None  # a lobby
    await service.start(14, 1)
    await settle(service, 14)
    game = await service.get(14)
    assert game.current_seat_info().user_id == 1 and not game.computer_to_play
    assert await service.play_computer_turn(14) is None
    assert (await service.get(14)).rev == game.rev
    assert await service.due_computer_turns() == []


async def test_a_person_cannot_move_for_a_computer(service):
    start = await solo(service, 15, ("normal",))
    game = start.game
    if not game.computer_to_play:
        game = (await quick_turn(service, 15)).game
    with pytest.raises(ServiceError) as wait:
        await cz.roll(service, 15, 1)
    assert wait.value.code == "not_your_turn"
    assert wait.value.details["current_user_id"] == -1
    assert wait.value.details["current_name"] == "Normal computer"
    assert [g.id for g in await service.due_computer_turns()] == [game.id]


async def test_no_move_is_accepted_from_a_computer_seats_made_up_id(service):
    """A computer seat's negative id is nobody's: a move sent in with it, even on the computer's
    own turn, is refused and nothing is written; the computer's turn is still due."""
    start = await solo(service, 16, ("normal",))
    game = start.game
    if not game.computer_to_play:
        game = (await quick_turn(service, 16)).game
    computer = game.current_seat_info()
    assert computer.is_computer and computer.user_id < 0
    for move in (cz.roll(service, 16, computer.user_id),
                 cz.place(service, 16, computer.user_id, ["1"]),
                 service.act(16, computer.user_id, lambda rules, state, rng, seat: None)):
        with pytest.raises(ServiceError) as refused:
            await move
        assert refused.value.code == "not_in_game"
    assert await service.get(16) == game
    assert len(await service.moves(game.id)) == game.state.actions
    assert [g.id for g in await service.due_computer_turns()] == [game.id]


async def test_decisions_run_off_the_event_loop(service, monkeypatch):
    """The search runs in a worker thread: the loop keeps serving other channels meanwhile."""
    start = await solo(service, 16, ("hard",))
    if not start.game.computer_to_play:
        await quick_turn(service, 16)
    loop_thread = threading.get_ident()
    threads, served = set(), threading.Event()
    real = COLUMBIZ.computer_decision

    def decision(state, seat, level, seed):
        threads.add(threading.get_ident())
        served.wait(10)  # only the event loop can set it
        return real(state, seat, level, seed)

    monkeypatch.setattr(COLUMBIZ, "computer_decision", decision)
    turn = asyncio.ensure_future(service.play_computer_turn(16))
    await lobby(service, 17)  # another channel is served while the computer thinks
    served.set()
    result = await turn
    assert result is not None and loop_thread not in threads and threads
    assert served.is_set()


async def test_a_refused_decision_falls_back_to_a_plain_legal_one(service, monkeypatch, caplog):
    start = await solo(service, 18, ("hard",))
    if not start.game.computer_to_play:
        await quick_turn(service, 18)

    def broken(state, seat, level, seed):
        return engine.columbiz.computer.Decision("place", ("666666",), "bogus", {})

    monkeypatch.setattr(COLUMBIZ, "computer_decision", broken)
    result = await service.play_computer_turn(18)
    assert result is not None and result.game.state.turn == start.game.state.turn + (
        1 if start.game.computer_to_play else 2
    )
    assert {d.reason for d in result.decisions} == {"fallback"}
    assert "decision refused" in caplog.text
    assert await audit_all(service.store, computer_decisions=True) == {}


async def test_the_audit_checks_who_made_computer_moves(service, db_path):
    await solo(service, 19, ("easy",))
    game = await play_with_computers(service, 19)
    moves = await service.store.moves(game.id)
    ai = next(m for m in moves if m.source == "computer")
    place = next(m for m in moves if m.source == "computer" and "place" in m.action)
    mine = next(m for m in moves if m.source == "player")
    note = dict(place.note, values=["1"])
    tamper(
        db_path,
        ("UPDATE moves SET source = 'player' WHERE game_id = ? AND seq = ?", (game.id, ai.seq)),
        ("UPDATE moves SET source = 'computer' WHERE game_id = ? AND seq = ?", (game.id, mine.seq)),
        ("UPDATE moves SET note = ? WHERE game_id = ? AND seq = ?",
         (json.dumps(note), game.id, place.seq)),
    )
    problems = await audit_game(service.store, game.id)
    assert any(f"move {ai.seq}: source player in seat" in p for p in problems)
    assert any(f"move {mine.seq}: source computer in seat" in p for p in problems)
    assert not any(f"move {place.seq}:" in p for p in problems)  # notes are not checked
    deep = await audit_game(service.store, game.id, computer_decisions=True)
    assert any(f"move {place.seq}: the easy decision is not the one" in p for p in deep)


async def test_a_computer_turn_is_written_whole_or_not_at_all(service, db_path, monkeypatch):
    """All moves of a computer turn (and a clock's missed-turn count) are one transaction: a
    failure half-way leaves nothing, and playing again gives the very same moves."""
    start = await solo(service, 20, ("hard",))
    if not start.game.computer_to_play:
        await quick_turn(service, 20)
    game = await service.get(20)
    inserts = []

    def hook(sql):
        if sql.lstrip().startswith("INSERT INTO moves"):
            inserts.append(sql)
            if len(inserts) == 2:
                raise sqlite3.OperationalError("disk full")

    Statements.install(service.store, hook, monkeypatch)
    with pytest.raises(sqlite3.OperationalError):
        await service.play_computer_turn(20)
    monkeypatch.undo()
    assert await service.get(20) == game
    assert len(await service.moves(game.id)) == game.state.actions
    result = await service.play_computer_turn(20)
    assert len(result.steps) >= 2 and result.game.rev == game.rev + 1
    assert await audit_all(service.store, computer_decisions=True) == {}
