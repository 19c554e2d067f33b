"""What stays after and across games: the history of a game, the rematch, the standings
of a server, and the games one person is in."""

from __future__ import annotations

import random

import pytest
from service_play import GUILD, open_game, play_to_end, play_with_computers, quick_turn, settle

from bot.service import Readable, ServiceError, audit_all
from bot.store import Change, SeatRow
from engine import columbiz

HOUR = 3600


async def human_vs_computers(service, channel, creator=1, levels=("easy",), **kw):
    await service.new_game(
        kind="columbiz",
        guild_id=GUILD, channel_id=channel, creator_id=creator, creator_name=f"u{creator}",
        seats=len(levels) + 1, **kw,
    )
    for level in levels:
        game, start = await service.add_computer(channel, creator, level)
    return start


# --- history -----------------------------------------------------------------------------------


async def test_the_history_has_every_move_with_actor_source_reason_and_time(service, clock):
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=1, creator_id=1, creator_name="ann",
        seats=3, turn_seconds=HOUR)
    await service.join(1, 2, "bob")
    game, start = await service.add_computer(1, 1, "hard")
    times = {}  # seq -> the clock when the call that made it ran

    async def note_times():
        for m in await service.moves(start.game.id):
            times.setdefault(m.seq, clock.now)

    late_user = None
    while True:
        await settle(service, 1)
        await note_times()
        game = await service.get(1)
        if game is None:
            break
        clock.advance(60)
        if late_user is None:  # the first person to move lets their clock run out once
            late_user = game.current_seat_info().user_id
            clock.advance(HOUR)
            await service.expire_turn(game.id, clock.now)
        else:
            await quick_turn(service, 1)
        await note_times()
        clock.advance(60)
    history = await service.game_history(start.game.id)
    assert history.game.status == "finished" and history.game.id == start.game.id
    assert history.rolloff == start.rolloff and history.rolloff.start == start.game.state.current
    assert [s.name for s in history.game.seats] == ["ann", "bob", "Hard computer"]
    assert all(s.total is not None for s in history.game.seats)
    moves = history.moves
    assert [m.seq for m in moves] == list(range(1, len(moves) + 1))
    assert {m.source for m in moves} == {"player", "clock", "computer"}
    state = start.game.state
    for m in moves:
        assert m.created_at == times[m.seq]
        assert m.actor == history.game.seats[m.seat] and m.user_id == m.actor.user_id
        assert m.turn == state.turn and m.seat == state.current
        state, events = columbiz.apply(state, m.action)
        assert m.events == tuple(events)
        if m.source == "player":
            assert m.level is m.reason is m.params is None
        else:
            assert m.level == ("hard" if m.source == "computer" else "normal")
            assert m.reason and isinstance(m.params, dict)
        if m.source == "clock":
            assert m.actor.user_id == late_user
    assert state == history.game.state
    assert moves[-1].events[-1] == columbiz.GameEnded(
        totals=tuple(s.total for s in history.game.seats),
        winners=tuple(s.seat for s in history.game.seats if s.winner),
    )
    placed = [e for m in moves for e in m.events if isinstance(e, columbiz.Placed)]
    assert placed and any(isinstance(e, columbiz.Rolled) for m in moves for e in m.events)


async def test_history_of_a_lobby_an_abandoned_and_an_unknown_game(service):
    lobby = await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=2, creator_id=1, creator_name="a")
    history = await service.game_history(lobby.id)
    assert history.rolloff is None and history.moves == () and history.game.status == "lobby"
    await service.join(2, 2, "b")
    await service.start(2, 1)
    await quick_turn(service, 2)
    game, _ = await service.abandon(2, 1, can_manage_channel=False)
    history = await service.game_history(game.id)
    assert history.game.status == "abandoned" and history.game.end_reason == "creator"
    assert len(history.moves) >= 2
    assert (await service.get_by_id(game.id)).status == "abandoned"
    assert await service.game_history(999) is None


# --- rematch -----------------------------------------------------------------------------------


async def test_a_rematch_opens_a_lobby_with_the_same_table(service, clock):
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=3, creator_id=1, creator_name="ann", seats=4,
        options={"locked_keeps": True}, turn_seconds=43200,
    )
    await service.add_computer(3, 1, "hard")
    await service.join(3, 2, "bob")
    start = await service.start(3, 1)  # three of four seats
    old = await play_with_computers(service, 3)
    clock.advance(10)
    new = await service.rematch(old.id, 2)
    assert new.status == "lobby" and new.rematch_of == old.id and new.id != old.id
    assert new.channel_id == 3 and new.guild_id == GUILD and new.kind == "columbiz"
    assert new.creator_id == 2 and new.created_at == clock.now
    assert new.options == start.game.options and new.options["locked_keeps"] is True
    assert new.seats_wanted == 4 and new.turn_seconds == 43200
    assert [(s.seat, s.user_id, s.name, s.computer_level) for s in new.seats] == [
        (0, 2, "bob", None), (1, -1, "Hard computer", "hard"),
    ]
    assert await service.get(3) == new
    game, started = await service.join(3, 1, "ann")  # the others confirm by joining
    assert started is None
    start = await service.start(3, 2)
    assert start.game.status == "active" and len(start.game.seats) == 3
    # one rematch per game, whoever asks
    for user in (1, 2):
        with pytest.raises(ServiceError) as again:
            await service.rematch(old.id, user)
        assert again.value.code == "rematch_exists"
        assert again.value.details["game_id"] == new.id
        assert again.value.details["status"] == "active"
        assert again.value.details["rematch_of"] == old.id


async def test_rematch_refusals(service):
    await human_vs_computers(service, 4, creator=1)
    active = await service.get(4)
    with pytest.raises(ServiceError) as early:
        await service.rematch(active.id, 1)
    assert early.value.code == "game_not_finished"
    assert early.value.details == {"status": "active", "game_id": active.id}
    old = await play_with_computers(service, 4)
    for user, code in ((5, "not_in_game"), (-1, "not_in_game")):
        with pytest.raises(ServiceError) as no:
            await service.rematch(old.id, user)
        assert no.value.code == code
    with pytest.raises(ServiceError) as unknown:
        await service.rematch(999, 1)
    assert unknown.value.code == "no_game" and unknown.value.details == {"game_id": 999}
    other = await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=4, creator_id=9, creator_name="z")
    with pytest.raises(ServiceError) as busy:
        await service.rematch(old.id, 1)
    assert busy.value.code == "game_exists" and busy.value.details["game_id"] == other.id
    await service.leave(4, 9)  # cancelled: the channel is free again
    new = await service.rematch(old.id, 1, name="renamed")
    assert new.seats[0].name == "renamed"
    abandoned, _ = await service.abandon(4, 1, can_manage_channel=False)
    with pytest.raises(ServiceError) as of_abandoned:
        await service.rematch(abandoned.id, 1)
    assert of_abandoned.value.code == "game_not_finished"


async def test_a_solo_rematch_is_ready_to_start(service):
    await human_vs_computers(service, 5, levels=("easy", "normal"))
    old = await play_with_computers(service, 5)
    new = await service.rematch(old.id, 1)
    assert len(new.seats) == new.seats_wanted == 3 and new.status == "lobby"
    start = await service.start(5, 1)
    assert start.game.status == "active"
    assert await audit_all(service.store) == {}


# --- standings ---------------------------------------------------------------------------------


async def finished_game(service, channel, players, guild=GUILD, *, status="finished"):
    """A game with these (user_id, name, total, winner) rows, recorded as finished (or
    abandoned): the standings read only the seats' records."""
    store, clock = service.store, service.games.clock
    (user, name, *_), *rest = players
    row = await store.create_game(
        kind="columbiz", guild_id=guild, channel_id=channel, creator_id=user, creator_name=name,
        seats_wanted=len(players), options={}, turn_seconds=None, seed="00", now=clock(),
    )
    seats = [SeatRow(i, u, n, computer_level="easy" if u < 0 else None)
             for i, (u, n, _, _) in enumerate(players)]
    await store.commit(
        Change(row.id, row.rev).reseat(seats).set(status=status, finished_at=clock())
        .record_results([(i, total, won) for i, (_, _, total, won) in enumerate(players)])
    )
    return row.id


async def test_the_leaderboard_ranks_by_wins_then_average(service, clock):
    await finished_game(service, 10, [(1, "ann", 20, True), (2, "bob", 15, False)])
    clock.advance(1)
    await finished_game(service, 10, [(2, "bobby", 30, True), (3, "cy", 30, True)])  # a tie
    clock.advance(1)
    await finished_game(service, 10, [(1, "ann", 10, False), (-1, "Hard computer", 40, True)])
    clock.advance(1)
    await finished_game(service, 10, [(3, "cy", 50, True), (1, "ann", 0, False)],
                        status="abandoned")
    await finished_game(service, 11, [(4, "dee", 99, True), (1, "ann", 1, False)], guild=2)
    board = await service.leaderboard(GUILD)
    assert [(p.rank, p.user_id, p.name, p.games, p.wins) for p in board] == [
        (1, 3, "cy", 1, 1),  # one win, average 30
        (2, 2, "bobby", 2, 1),  # one win, average 22.5; the latest name
        (3, 1, "ann", 2, 1),  # one win, average 15
    ]
    cy, bob, ann = board
    assert (bob.win_rate, bob.average_score, bob.best_score) == (0.5, 22.5, 30)
    assert (ann.win_rate, ann.average_score, ann.best_score) == (0.5, 15.0, 20)
    assert cy.win_rate == 1.0
    assert await service.leaderboard(GUILD, limit=2) == board[:2]
    assert await service.player_stats(GUILD, 1) == ann
    assert await service.player_stats(GUILD, -1) is None  # computers are not listed
    assert await service.player_stats(GUILD, 4) is None
    [dee, ann2] = await service.leaderboard(2)
    assert (dee.user_id, dee.rank, ann2.games) == (4, 1, 1)
    assert await service.leaderboard(3) == []


async def test_a_reader_sees_the_games_of_its_channels_and_its_own(service, clock):
    """Standings, leaderboard and stats over the games a reader may see (bot.front.access
    decides which channels): a game elsewhere counts only for those who played in it."""
    seen = await finished_game(service, 10, [(1, "ann", 20, True), (2, "bob", 15, False)])
    clock.advance(1)
    hidden = await finished_game(service, 20, [(3, "cy", 90, True), (4, "secret", 80, False)])
    clock.advance(1)
    played = await finished_game(service, 20, [(5, "eve", 5, False), (3, "cy", 70, True)])
    outsider, player = Readable(9, frozenset({10})), Readable(5, frozenset({10}))
    assert [g.id for g in await service.finished_games(GUILD, reader=outsider)] == [seen]
    assert [g.id for g in await service.finished_games(GUILD, reader=player)] == [played, seen]
    assert [g.id for g in await service.finished_games(GUILD, limit=1, reader=player)] == [
        played]
    assert [g.id for g in await service.finished_games(GUILD)] == [played, hidden, seen]
    assert [p.user_id for p in await service.leaderboard(GUILD, reader=outsider)] == [1, 2]
    board = await service.leaderboard(GUILD, reader=player)
    assert [(p.user_id, p.games, p.best_score) for p in board] == [
        (3, 1, 70), (1, 1, 20), (2, 1, 15), (5, 1, 5)]  # cy's hidden game does not count
    assert await service.player_stats(GUILD, 4, reader=player) is None
    assert (await service.player_stats(GUILD, 4)).games == 1
    assert (await service.player_stats(GUILD, 3, reader=Readable(9, frozenset({20})))).games == 2
    assert await service.game_channels(GUILD) == [10, 20]


async def test_standings_from_games_played_through_the_service(service):
    await open_game(service, 12, 2, first_user=100)
    game = (await play_to_end(service, 12, random.Random(5))).game
    board = await service.leaderboard(GUILD)
    assert sorted(p.user_id for p in board) == [100, 101]
    for seat in game.seats:
        stats = await service.player_stats(GUILD, seat.user_id)
        assert stats.games == 1 and stats.wins == int(seat.winner)
        assert stats.best_score == stats.average_score == seat.total
        assert stats.name == seat.name


# --- many games at once ------------------------------------------------------------------------


async def test_the_games_of_a_person_their_turn_first(service, clock):
    me, you = 1, 2
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=20, creator_id=me, creator_name="me")
    assert [g.channel_id for g in await service.games_for_user(me)] == [20]
    for channel in (21, 22, 23, 24):
        clock.advance(1)
        await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=channel, creator_id=me,
                               creator_name="me", seats=2, turn_seconds=HOUR * (30 - channel))
        game, _ = await service.join(channel, you, "you")
        # 21 and 22: my turn; 23 and 24: yours
        if game.is_turn_of(me) != (channel < 23):
            await quick_turn(service, channel)
    clock.advance(1)
    await service.new_game(
        kind="columbiz", guild_id=GUILD, channel_id=25, creator_id=3, creator_name="other")
    games = await service.games_for_user(me)
    # my turn first, the nearest deadline first; then the others, the latest change first
    assert [g.channel_id for g in games] == [22, 21, 24, 23, 20]
    assert [g.is_turn_of(me) for g in games] == [True, True, False, False, False]
    assert [g.channel_id for g in await service.games_for_user(you)] == [24, 23, 22, 21]
    assert [g.channel_id for g in await service.games_for_user(3)] == [25]
    assert await service.games_for_user(999) == []
    # a finished or abandoned game is not listed
    await service.abandon(21, me, can_manage_channel=False)
    assert [g.channel_id for g in await service.games_for_user(me)] == [22, 24, 23, 20]


async def test_a_lobby_of_computers_only_cannot_start(service):
    """The creator is always seated, so only a damaged record can get here."""
    lobby = await service.new_game(kind="columbiz", guild_id=GUILD, channel_id=30, creator_id=1,
                                   creator_name="a", seats=2)
    row = await service.store.game(lobby.id)
    await service.store.commit(Change(row.id, row.rev).reseat([
        SeatRow(0, -1, "Easy computer", computer_level="easy"),
        SeatRow(1, -2, "Hard computer", computer_level="hard"),
    ]))
    with pytest.raises(ServiceError) as nobody:
        await service.start(30, 1)
    assert nobody.value.code == "no_human" and nobody.value.details == {"game_id": lobby.id}
