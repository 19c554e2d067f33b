"""The lobby: new, join, leave, start, one open game per channel, option checks."""

from __future__ import annotations

import pytest
from service_play import raw_write

from bot.games.columbiz import moves as cz
from bot.service import ServiceError
from bot.store import Change
from engine import columbiz


def code_of(excinfo) -> str:
    return excinfo.value.code


async def new(service, channel=10, creator=1, seats=4, kind="columbiz", **kw):
    return await service.new_game(
        kind=kind, guild_id=5, channel_id=channel, creator_id=creator, creator_name=f"u{creator}",
        seats=seats, **kw,
    )


async def test_new_game_opens_a_lobby_with_the_creator_in_seat_0(service, clock):
    game = await new(service)
    assert game.status == "lobby" and game.state is None and game.kind == "columbiz"
    assert [(s.seat, s.user_id, s.name) for s in game.seats] == [(0, 1, "u1")]
    assert game.seats_wanted == 4 and game.turn_seconds == 86400
    assert game.options == {
        "max_pieces_4p": 3, "locked_keeps": False, "line_scoring": "each_placement",
    }
    assert game.created_at == clock.now and game.current_seat_info() is None
    assert await service.get(10) == game


async def test_one_open_game_per_channel_threads_count_as_channels(service):
    first = await new(service, channel=10)
    with pytest.raises(ServiceError) as busy:
        await new(service, channel=10, creator=2)
    assert code_of(busy) == "game_exists"
    assert busy.value.details["game_id"] == first.id
    # a thread of that channel is a channel of its own
    thread = await new(service, channel=11, creator=2)
    assert thread.id != first.id


async def test_join_seats_players_in_order_and_refuses_twice(service):
    await new(service, seats=4)
    game, started = await service.join(10, 2, "bob")
    assert started is None and [s.user_id for s in game.seats] == [1, 2]
    game, _ = await service.join(10, 3, "cy")
    assert [(s.seat, s.name) for s in game.seats] == [(0, "u1"), (1, "bob"), (2, "cy")]
    with pytest.raises(ServiceError) as twice:
        await service.join(10, 2, "bob")
    assert code_of(twice) == "already_joined" and twice.value.details["seat"] == 1
    assert (await service.get(10)).seats == game.seats


async def test_the_join_that_fills_the_lobby_starts_the_game(service):
    """C5 roll-off at the start; colours (C3) follow the seating order."""
    await new(service, seats=3)
    _, started = await service.join(10, 2, "b")
    assert started is None
    game, started = await service.join(10, 3, "c")
    assert started is not None and started.game == game
    assert game.status == "active" and game.state.players == 3
    rolloff = started.rolloff
    assert game.state.config.start == rolloff.start == game.state.current
    last = rolloff.rounds[-1]
    assert max(v for _, v in last) == dict(last)[rolloff.start]
    assert [v for s, v in last].count(dict(last)[rolloff.start]) == 1
    assert {s for s, _ in rolloff.rounds[0]} == {0, 1, 2}
    assert game.current_seat_info().seat == rolloff.start
    # the roll-off is kept with the game and can be shown again
    again = await service.get_by_id(game.id)
    assert service.rolloff(again) == rolloff
    with pytest.raises(ServiceError) as late:
        await service.join(10, 4, "d")
    assert code_of(late) == "not_in_lobby"


async def test_only_the_creator_starts_with_at_least_two(service):
    await new(service, seats=4)
    with pytest.raises(ServiceError) as alone:
        await service.start(10, 1)
    assert code_of(alone) == "not_enough_players"
    assert alone.value.details == {"have": 1, "need": 2, "game_id": 1, "kind": "columbiz"}
    await service.join(10, 2, "b")
    await service.join(10, 3, "c")
    with pytest.raises(ServiceError) as other:
        await service.start(10, 2)
    assert code_of(other) == "not_creator" and other.value.details["creator_id"] == 1
    started = await service.start(10, 1)
    assert started.game.status == "active" and started.game.state.players == 3
    assert started.game.seats_wanted == 4
    with pytest.raises(ServiceError) as again:
        await service.start(10, 1)
    assert code_of(again) == "not_in_lobby"


async def test_leave_renumbers_the_seats(service):
    await new(service, seats=4)
    await service.join(10, 2, "u2")
    await service.join(10, 3, "u3")
    game = await service.leave(10, 2)
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, 1), (1, 3)]
    assert (await service.get(10)).seats == game.seats
    with pytest.raises(ServiceError) as gone:
        await service.leave(10, 2)
    assert code_of(gone) == "not_in_game"
    game, _ = await service.join(10, 2, "back")
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, 1), (1, 3), (2, 2)]


async def test_creator_leaving_cancels_the_lobby(service):
    await new(service)
    await service.join(10, 2, "b")
    game = await service.leave(10, 1)
    assert game.status == "abandoned" and game.end_reason == "cancelled"
    assert await service.get(10) is None
    assert (await service.get_by_id(game.id)).status == "abandoned"
    # the channel is free for a new game
    again = await new(service, creator=2)
    assert again.id != game.id


async def test_leave_after_the_start_is_refused(service):
    await new(service, seats=2)
    await service.join(10, 2, "b")
    with pytest.raises(ServiceError) as started:
        await service.leave(10, 2)
    assert code_of(started) == "not_in_lobby"


async def test_no_game_in_the_channel(service):
    for call in (
        service.join(99, 1, "a"),
        service.leave(99, 1),
        service.start(99, 1),
        cz.roll(service, 99, 1),
        cz.keep(service, 99, 1, (1,)),
        cz.toggle_die(service, 99, 1, 0),
        cz.place(service, 99, 1, ["1"]),
        service.abandon(99, 1, can_manage_channel=True),
    ):
        with pytest.raises(ServiceError) as none:
            await call
        assert code_of(none) == "no_game"
    assert await service.get(99) is None and await service.get_by_id(12345) is None


@pytest.mark.parametrize(
    "kwargs, option",
    [
        ({"seats": 1}, "seats"),
        ({"seats": 5}, "seats"),
        ({"seats": "4"}, "seats"),
        ({"options": {"max_pieces_4p": 5}}, "max_pieces_4p"),
        ({"options": {"locked_keeps": "yes"}}, "locked_keeps"),
        ({"options": {"line_scoring": "never"}}, "line_scoring"),
        ({"options": {"colour": "red"}}, "colour"),
        ({"options": ["locked_keeps"]}, "options"),
        ({"kind": "chess"}, "kind"),
    ],
)
async def test_bad_options_are_refused_with_the_option_named(service, kwargs, option):
    kwargs.setdefault("seats", 4)
    with pytest.raises(ServiceError) as bad:
        await new(service, **kwargs)
    assert code_of(bad) == "bad_options" and bad.value.details["option"] == option
    assert await service.get(10) is None


async def test_options_reach_the_engine(service):
    options = {"max_pieces_4p": 4, "locked_keeps": True, "line_scoring": "increase"}
    await new(service, seats=2, options=options)
    game, _ = await service.join(10, 2, "b")
    assert game.options == options
    assert game.state.config.options == columbiz.Options(**options)


async def test_lobby_full_guard(service, db_path):
    """The filling join starts the game, so a full lobby only arises from outside edits (an
    older build, a hand-fixed row); the guard still refuses to overfill it."""
    game = await new(service, seats=3)
    await service.join(10, 2, "b")
    raw_write(db_path, "UPDATE games SET seats_wanted = 2 WHERE id = ?", (game.id,))
    with pytest.raises(ServiceError) as full:
        await service.join(10, 3, "c")
    assert code_of(full) == "lobby_full"


async def test_every_lobby_change_bumps_the_rev(service):
    game = await new(service, seats=3)
    assert game.rev == 0
    game, _ = await service.join(10, 2, "b")
    assert game.rev == 1
    game = await service.leave(10, 2)
    assert game.rev == 2
    assert (await service.get(10)).rev == 2


async def test_a_game_keeps_its_language_and_its_rematch_too(service):
    lobby = await new(service, channel=60, seats=2, language="da")
    assert lobby.language == "da" and (await service.get(60)).language == "da"
    _, start = await service.add_computer(60, 1, "easy")
    assert start.game.seats[1].name == "Computer (let)"  # named in the game's language
    await service.abandon(60, 1, can_manage_channel=True)
    finished = await service.store.game(lobby.id)
    await service.store.commit(Change(finished.id, finished.rev).set(status="finished"))
    rematch = await service.rematch(lobby.id, 1)
    assert rematch.language == "da" and rematch.seats[1].name == "Computer (let)"
    with pytest.raises(ServiceError) as bad:
        await new(service, channel=61, language="tlh")
    assert bad.value.code == "bad_options" and bad.value.details["option"] == "language"
    assert await service.get(61) is None


@pytest.mark.parametrize("turn_seconds", [0, 1, 59, 30 * 86400 + 1, 2**63, -5])
async def test_a_turn_time_out_of_bounds_is_refused(service, turn_seconds):
    with pytest.raises(ServiceError) as caught:
        await new(service, turn_seconds=turn_seconds)
    assert caught.value.code == "bad_turn_time"
    assert caught.value.details == {"value": turn_seconds, "min": 60, "max": 30 * 86400}
    assert await service.get(10) is None


async def test_a_number_no_game_can_have_is_no_game(service):
    game = await new(service, turn_seconds=60)
    assert (await service.get_by_id(game.id)).id == game.id
    for number in (0, -1, 2**63, 2**64 + 5):
        assert await service.get_by_id(number) is None
        assert await service.game_history(number) is None
