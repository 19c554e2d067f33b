"""IceTowers computer players through the service. In realtime (I8) a computer seat acts like a
person: one action at a time, only after a pause since anyone's last action, and it declares
done (I10) when nothing is worth doing, then waits until someone acts. In turns mode (I12) the
computer plays its turn at once and stands in for late or away players, as in Columbiz. Every
computer action is audited against its decision decided again from its seed."""

from __future__ import annotations

import random

from bot.games.icetowers import moves as it
from bot.service import audit_all
from bot.service.computers import PACE_SECONDS, pace_due
from engine.icetowers import DeclaredDone, Done, legal_moves

GUILD = 1
PERSON = 400


async def with_computers(service, channel, levels, **options):
    """One person (seat 0 of the lobby) and computers of `levels`; the game starts full."""
    await service.new_game(kind="icetowers", guild_id=GUILD, channel_id=channel,
                           creator_id=PERSON, creator_name="ann", seats=len(levels) + 1,
                           options=options)
    for level in levels:
        game, started = await service.add_computer(channel, PERSON, level)
    assert started is not None and game.status == "active"
    return game


async def test_computers_wait_a_human_pause_after_the_last_action(service, clock):
    game = await with_computers(service, 80, ("hard", "easy"), stash=2)
    assert {s.computer_level for s in game.free_computers} == {"hard", "easy"}
    due = pace_due(game)
    assert game.started_at + PACE_SECONDS[0] <= due <= game.started_at + PACE_SECONDS[1]
    clock.advance(due - clock() - 1)
    assert await service.play_computer_turn(80) is None  # still thinking
    # the person acts meanwhile: the computers' pause starts again from that action
    person = next(m for m in legal_moves(game.state, game.seat_of(PERSON)))
    moved = await service.act(80, PERSON, lambda r, s, g, seat: person.action)
    clock.advance(1)
    assert await service.play_computer_turn(80) is None
    clock.advance(pace_due(moved.game) - clock())
    result = await service.play_computer_turn(80)
    assert result is not None and result.source == "computer"
    acted = [m for m in await service.moves(game.id) if m.source == "computer"]
    assert acted and all(m.created_at == clock() for m in acted)
    # one action, unless every computer had nothing worth doing (then each declares done)
    assert len(acted) == 1 or all(m.action.get("done") for m in acted)
    assert await service.play_computer_turn(80) is None  # the next one waits again


async def play_realtime(service, clock, channel, rng):
    """The person acts now and then (a random legal action, or done); the computers whenever
    their pause is over. Returns each computer result."""
    results = []
    for _ in range(500):
        game = await service.get(channel)
        if game is None:
            return results
        if game.free_computers and rng.random() < 0.7:
            clock.advance(max(0.0, pace_due(game) - clock()))
            result = await service.play_computer_turn(channel)
            assert result is not None
            results.append(result)
            continue
        clock.advance(rng.uniform(1, 60))
        state, seat = game.state, game.seat_of(PERSON)
        moves = legal_moves(state, seat)
        if seat in state.done and game.free_computers:
            continue  # declared: the person waits for the computers
        if moves and rng.random() < 0.6:
            action = rng.choice(moves).action
            await service.act(channel, PERSON, lambda r, s, g, st, a=action: a)
        elif seat not in state.done:
            await it.done(service, channel, PERSON)
    raise AssertionError("the game did not end")


async def test_a_realtime_game_with_computers_ends_and_audits_clean(service, clock):
    rng = random.Random(7)
    for channel, levels in ((81, ("easy", "normal", "hard")), (82, ("hard",))):
        game = await with_computers(service, channel, levels, stash=2)
        results = await play_realtime(service, clock, channel, rng)
        final = await service.get_by_id(game.id)
        assert final.status == "finished" and final.state.over
        for result in results:
            seats = [step.action.seat for step in result.steps]
            assert all(final.seats[s].computer_level for s in seats)
            if len(result.steps) > 1:  # several computers at once: only declarations
                assert all(isinstance(step.action, Done) for step in result.steps)
                assert len(set(seats)) == len(seats)
            for decision in result.decisions:
                if decision.kind == "done":  # only when no action would gain (I10)
                    assert decision.reason in ("nothing_better", "no_gain", "no_moves")
        moves = await service.moves(game.id)
        # the computers let time pass between one action and the next
        computer = [m for m in moves if m.source == "computer"]
        for before, after in zip(moves, moves[1:]):
            if after in computer and before.created_at != after.created_at:
                assert after.created_at - before.created_at >= PACE_SECONDS[0]
        # the computers act; they only declare done when stopping wins (it ends the game with
        # them ahead: every computer is among the winners)
        assert computer
        if all(m.action.get("done") for m in computer):
            winners = {s.seat for s in final.seats if s.winner}
            assert {m.seat for m in computer} <= winners
    assert await audit_all(service.store, computer_decisions=True) == {}


async def test_a_computer_that_is_done_waits_until_someone_acts(service, clock):
    game = await with_computers(service, 83, ("normal",), stash=2)
    rng = random.Random(3)
    # let the computer act until it declares done
    for _ in range(40):
        clock.advance(max(0.0, pace_due(game) - clock()))
        result = await service.play_computer_turn(83)
        game = await service.get(83)
        if result is not None and any(isinstance(e, DeclaredDone) for e in result.events):
            break
        if result is None:  # it acted and waits: the person acts
            moves = legal_moves(game.state, 0)
            action = rng.choice(moves).action
            game = (await service.act(83, PERSON, lambda r, s, g, st, a=action: a)).game
    else:
        raise AssertionError("the computer never declared done")
    assert game.status == "active"
    assert game.free_computers == () and 1 in game.state.done
    clock.advance(3 * PACE_SECONDS[1])
    assert await service.play_computer_turn(83) is None  # nothing changed: it stays done
    moves = legal_moves(game.state, 0)
    if moves:  # an action by anyone clears every declaration (I10): it looks again
        after = await service.act(83, PERSON, lambda r, s, g, st: moves[0].action)
        if after.game.status == "active":
            assert [s.seat for s in after.game.free_computers] == [1]


async def test_in_turns_mode_the_computer_plays_its_turn_at_once(service, clock):
    game = await with_computers(service, 84, ("hard", "normal"), stash=2, mode="turns")
    for _ in range(200):
        game = await service.get(84)
        if game is None:
            break
        assert game.free_computers == ()  # turns: no pace, one seat awaited
        if game.computer_to_play:
            result = await service.play_computer_turn(84)
            assert result is not None and len(result.steps) == 1
            continue
        current = game.current_seat_info()
        assert current.user_id == PERSON
        moves = legal_moves(game.state, current.seat)
        if moves:
            await service.act(84, PERSON, lambda r, s, g, st, a=moves[0].action: a)
        else:
            await it.pass_turn(service, 84, PERSON)
    else:
        raise AssertionError("the game did not end")
    assert await audit_all(service.store, computer_decisions=True) == {}


async def test_in_turns_mode_the_computer_stands_in_for_a_late_player(service, clock):
    await with_computers(service, 85, ("easy",), stash=2, mode="turns")
    game = await service.get(85)
    if game.computer_to_play:
        await service.play_computer_turn(85)
        game = await service.get(85)
    assert game.current_seat_info().user_id == PERSON and game.deadline_at is not None
    clock.advance(game.deadline_at - clock())
    [due] = await service.due_timeouts(clock())
    result = await service.expire_turn(due.id, clock())
    assert result.source == "clock" and result.level == "normal" and len(result.steps) == 1
    assert result.steps[0].action.seat == game.current_seat_info().seat
    assert await audit_all(service.store, computer_decisions=True) == {}
