"""The turn clock: one reminder at 80% of the turn time, the computer playing a turn
whose time ran out, three in a row marking the player away, all kept in the database so a restart
changes nothing. Time is the test's clock; nothing sleeps."""

from __future__ import annotations

import pytest
from service_play import GUILD, quick_turn, settle

from bot.games.columbiz import moves as cz
from bot.service import (
    MISSED_TURNS_AWAY,
    TURN_SECONDS_CHOICES,
    GameService,
    ServiceError,
    audit_all,
)
from bot.store import Store

HOUR = 3600


async def clocked(service, channel, players=2, turn_seconds=HOUR, first_user=100):
    await service.new_game(
        kind="columbiz",
        guild_id=GUILD, channel_id=channel, creator_id=first_user, creator_name=f"p{first_user}",
        seats=players, turn_seconds=turn_seconds,
    )
    for user in range(first_user + 1, first_user + players):
        game, _ = await service.join(channel, user, f"p{user}")
    return game


def test_the_turn_times_offered():
    assert TURN_SECONDS_CHOICES == (3600, 43200, 86400, 259200, None)


async def test_the_default_turn_time_is_a_day(service, clock):
    game = await service.new_game(
        kind="columbiz", guild_id=1, channel_id=1, creator_id=1, creator_name="a",
        seats=2)
    assert game.turn_seconds == 86400
    game, _ = await service.join(1, 2, "b")
    assert game.turn_started_at == clock.now and game.deadline_at == clock.now + 86400
    assert game.reminded_at is None


async def test_one_reminder_at_80_percent_of_the_turn(service, clock):
    game = await clocked(service, 2)
    start = clock.now
    player = game.current_seat_info()
    assert await service.due_reminders(start + 0.8 * HOUR - 1) == []
    clock.advance(0.8 * HOUR)
    [due] = await service.due_reminders(clock.now)
    assert due.game.id == game.id and due.seat == player and due.notify == "mention"
    assert due.turn == game.state.turn and due.deadline_at == start + HOUR
    assert await service.mark_reminded(game.id, due.turn) is True
    assert await service.mark_reminded(game.id, due.turn) is False  # once a turn
    assert await service.due_reminders(clock.now) == []
    assert await service.due_reminders(start + HOUR - 1) == []
    after = await service.get(2)
    assert after.reminded_at == clock.now and after.rev == game.rev  # the buttons stay valid
    # the next turn gets its own reminder
    result = await quick_turn(service, 2)
    assert result.game.reminded_at is None
    assert await service.mark_reminded(game.id, due.turn) is False  # that turn is over
    assert await service.due_reminders(clock.now + 0.8 * HOUR - 1) == []
    [due] = await service.due_reminders(clock.now + 0.8 * HOUR)
    assert due.seat == result.game.current_seat_info() and due.seat != player


async def test_the_reminder_follows_the_notify_setting(service, clock):
    game = await clocked(service, 3)
    player = game.current_seat_info().user_id
    assert await service.get_notify(player) == "mention"
    assert await service.set_notify(player, "dm") == "dm"
    [due] = await service.due_reminders(clock.now + 0.9 * HOUR)
    assert due.notify == "dm"
    await service.set_notify(player, "none")
    [due] = await service.due_reminders(clock.now + 0.9 * HOUR)
    assert due.notify == "none"  # the bot sends nothing, and marks it reminded anyway
    assert await service.get_notify(player + 1000) == "mention"
    with pytest.raises(ServiceError) as bad:
        await service.set_notify(player, "carrier pigeon")
    assert bad.value.code == "bad_notify"
    assert bad.value.details == {"mode": "carrier pigeon", "modes": ("mention", "dm", "none")}
    assert await service.get_notify(player) == "none"


async def test_a_restart_between_reminder_and_deadline(db_path, clock):
    store = await Store.open(db_path)
    service = GameService(store, clock=clock)
    game = await clocked(service, 4)
    start = clock.now
    clock.advance(0.85 * HOUR)
    [due] = await service.due_reminders(clock.now)
    assert await service.mark_reminded(game.id, due.turn)
    await service.close()
    store = await Store.open(db_path)  # the bot restarts
    service = GameService(store, clock=clock)
    try:
        assert await service.due_reminders(clock.now) == []
        assert await service.mark_reminded(game.id, due.turn) is False
        assert await service.due_timeouts(start + HOUR - 1) == []
        clock.advance(0.15 * HOUR)
        [late] = await service.due_timeouts(clock.now)
        assert late.id == game.id
        result = await service.expire_turn(game.id, clock.now)
        assert result.source == "clock" and result.seat.user_id == due.seat.user_id
    finally:
        await service.close()


async def test_no_clock_no_reminder_no_timeout(service, clock):
    game = await clocked(service, 5, turn_seconds=None)
    assert game.deadline_at is None and game.turn_started_at == clock.now
    far = clock.now + 100 * 86400
    assert await service.due_reminders(far) == [] and await service.due_timeouts(far) == []
    assert await service.expire_turn(game.id, far) is None


async def test_the_clock_plays_a_late_turn_for_the_player(service, clock):
    game = await clocked(service, 6, players=3)
    player = game.current_seat_info()
    await cz.roll(service, 6, player.user_id)  # they started their turn, then left
    assert await service.expire_turn(game.id, clock.now + HOUR - 1) is None  # not yet
    clock.advance(HOUR)
    [due] = await service.due_timeouts(clock.now)
    assert due.id == game.id
    result = await service.expire_turn(game.id, clock.now)
    assert result.source == "clock" and result.level == "normal"
    assert result.seat.seat == player.seat and result.seat.missed_turns == 1
    assert result.missed_turns == 1 and not result.marked_away and not result.seat.away
    assert result.game.state.turn == game.state.turn + 1
    assert len(result.turn_events) > len(result.events)  # their own roll came first
    moves = await service.moves(game.id)
    assert moves[0].source == "player"
    assert {m.source for m in moves[1:]} == {"clock"}
    assert all(m.user_id == player.user_id for m in moves)
    nxt = result.game
    assert nxt.deadline_at == clock.now + HOUR and nxt.turn_started_at == clock.now
    assert await service.due_timeouts(clock.now) == []
    assert await service.expire_turn(game.id, clock.now) is None  # done once only
    assert await audit_all(service.store, computer_decisions=True) == {}


async def test_moving_just_in_time_beats_the_clock(service, clock):
    game = await clocked(service, 7)
    clock.advance(HOUR)
    [due] = await service.due_timeouts(clock.now)
    await quick_turn(service, 7)  # the player's move lands before the background task's
    assert await service.expire_turn(due.id, clock.now) is None
    assert {m.source for m in await service.moves(game.id)} == {"player"}


async def three_missed_turns(service, clock, channel):
    """Let the first player's clock run out three times in a row (the other plays quickly)."""
    game = await clocked(service, channel)
    late = game.current_seat_info()
    results = []
    for _ in range(MISSED_TURNS_AWAY):
        clock.advance(HOUR)
        results.append(await service.expire_turn(game.id, clock.now))
        await quick_turn(service, channel)
    return game, late, results


async def test_three_missed_turns_in_a_row_mark_the_player_away(service, clock):
    game, late, results = await three_missed_turns(service, clock, 8)
    assert [r.missed_turns for r in results] == [1, 2, 3]
    assert [r.marked_away for r in results] == [False, False, True]
    assert results[-1].seat.away
    game = await service.get(8)
    seat = game.seats[late.seat]
    assert seat.away and seat.missed_turns == 3
    # now their turns are the computer's at once: no clock, no reminder
    assert game.current_seat_info() == seat and game.computer_to_play
    assert game.deadline_at is None
    assert await service.due_reminders(clock.now + 10 * HOUR) == []
    assert await service.due_timeouts(clock.now + 10 * HOUR) == []
    assert [g.id for g in await service.due_computer_turns()] == [game.id]
    [result] = await settle(service, 8)
    assert result.source == "away" and result.level == "normal" and result.seat == seat
    assert result.game.deadline_at == clock.now + HOUR  # the other player's clock
    assert await audit_all(service.store, computer_decisions=True) == {}


async def test_acting_resets_the_missed_turns(service, clock):
    game = await clocked(service, 9)
    late = game.current_seat_info()
    for missed in (1, 2):
        clock.advance(HOUR)
        result = await service.expire_turn(game.id, clock.now)
        assert result.missed_turns == missed
        await quick_turn(service, 9)
    result = await cz.roll(service, 9, late.user_id)  # they are back in time
    assert result.game.seats[late.seat].missed_turns == 0
    assert (await service.get(9)).seats[late.seat].missed_turns == 0
    await quick_turn(service, 9, late.user_id)
    await quick_turn(service, 9)
    clock.advance(HOUR)
    result = await service.expire_turn(game.id, clock.now)
    assert result.missed_turns == 1 and not result.marked_away


async def test_an_away_player_acting_takes_the_seat_back(service, clock):
    game, late, _ = await three_missed_turns(service, clock, 10)
    assert (await service.get(10)).computer_to_play
    # before the bot plays it, the player presses Roll: back at once, their turn and clock run
    clock.advance(60)
    result = await cz.roll(service, 10, late.user_id)
    seat = result.game.seats[late.seat]
    assert not seat.away and seat.missed_turns == 0
    assert result.game.deadline_at == clock.now + HOUR
    assert await service.play_computer_turn(10) is None
    stored = await service.get(10)
    assert stored.deadline_at == clock.now + HOUR and not stored.seats[late.seat].away


async def test_back_by_command_on_someone_elses_turn(service, clock):
    game, late, _ = await three_missed_turns(service, clock, 11)
    await settle(service, 11)  # the computer played their turn; now the other player's
    before = await service.get(11)
    assert not before.computer_to_play and before.seats[late.seat].away
    back = await service.return_from_away(11, late.user_id)
    assert not back.seats[late.seat].away and back.seats[late.seat].missed_turns == 0
    assert back.rev == before.rev == (await service.get(11)).rev  # buttons stay valid
    assert back.deadline_at == before.deadline_at  # the other player's clock runs on
    result = await quick_turn(service, 11)
    assert not result.game.computer_to_play
    assert result.game.current_seat_info().user_id == late.user_id
    assert result.game.deadline_at == clock.now + HOUR
    with pytest.raises(ServiceError) as again:
        await service.return_from_away(11, late.user_id)
    assert again.value.code == "not_away"


async def test_back_by_command_on_their_own_turn_restarts_its_clock(service, clock):
    game, late, _ = await three_missed_turns(service, clock, 12)
    clock.advance(30)
    back = await service.return_from_away(12, late.user_id)
    assert back.current_seat_info().user_id == late.user_id and not back.computer_to_play
    assert back.deadline_at == clock.now + HOUR and back.turn_started_at == clock.now
    assert await service.play_computer_turn(12) is None
    for refusal, call in (
        ("not_in_game", service.return_from_away(12, 999)),
        ("no_game", service.return_from_away(13, late.user_id)),
    ):
        with pytest.raises(ServiceError) as no:
            await call
        assert no.value.code == refusal


async def test_a_computer_seat_has_no_clock(service, clock):
    await service.new_game(
        kind="columbiz", guild_id=1, channel_id=14, creator_id=1, creator_name="a", seats=3,
        turn_seconds=HOUR)
    await service.add_computer(14, 1, "easy")
    game, _ = await service.add_computer(14, 1, "normal")
    for _ in range(3 * MISSED_TURNS_AWAY):
        if game.computer_to_play:
            assert game.deadline_at is None
            clock.advance(10)
            game = (await service.play_computer_turn(14)).game
        else:
            assert game.deadline_at == game.turn_started_at + HOUR
            assert game.current_seat_info().user_id == 1
            clock.advance(HOUR)
            assert [g.id for g in await service.due_timeouts(clock.now)] == [game.id]
            result = await service.expire_turn(game.id, clock.now)
            assert result.source == "clock"
            game = result.game
    assert game.seats[0].away  # three turns ran out: all computers now, no clock at all
    assert await service.due_timeouts(clock.now + 100 * HOUR) == []


async def test_two_processes_expire_the_same_turn_once(db_path, clock):
    """Two bots on one file both see the turn due; the second's write finds the rev moved on,
    writes nothing and returns None."""
    store_a, store_b = await Store.open(db_path), await Store.open(db_path)
    a, b = GameService(store_a, clock=clock), GameService(store_b, clock=clock)
    try:
        game = await clocked(a, 15)
        clock.advance(HOUR)
        real_game = store_b.game
        first = []

        async def load_then_a_expires(game_id):
            row = await real_game(game_id)
            if len(first) == 1:  # B's second load, inside its lock: A gets in between
                first.append(await a.expire_turn(game_id, clock.now))
            else:
                first.append(None)
            return row

        store_b.game = load_then_a_expires
        assert await b.expire_turn(game.id, clock.now) is None
        assert first[1] is not None and first[1].source == "clock"
        moves = await a.moves(game.id)
        assert [m.seq for m in moves] == [s.seq for s in first[1].steps]
        assert (await a.get(15)).seats[first[1].seat.seat].missed_turns == 1
        assert await audit_all(store_a) == {}
    finally:
        await a.close()
        await b.close()
