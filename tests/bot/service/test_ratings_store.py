"""Ratings written with each finished game's result (one transaction, both backends), the games
that are not rated, the rebuild from the stored games, and the games played before ratings."""

from __future__ import annotations

import pytest
from service_play import raw_rows, raw_write

from bot.ratings import standings
from bot.ratings.model import Skill, rate
from bot.ratings.rebuild import rate_past_games, rebuild_ratings
from bot.store import Change, MoveRow, SeatRow

GUILD = 7


async def finished(service, channel, players, *, rated=True, kind="columbiz", guild=GUILD,
                   status="finished", away=()):
    """A game of (user_id, name, total) seats, finished with those totals (a negative id is a
    computer seat); each seat made one move per turn for 4 turns, except that the computer
    played 3 of them for the users in `away`."""
    store, clock = service.store, service.games.clock
    (user, name, _), *_ = players
    row = await store.create_game(
        kind=kind, guild_id=guild, channel_id=channel, creator_id=user, creator_name=name,
        seats_wanted=len(players), options={}, turn_seconds=None, seed="00", now=clock(),
        rated=rated,
    )
    seats = [SeatRow(i, u, n, computer_level="easy" if u < 0 else None)
             for i, (u, n, _) in enumerate(players)]
    moves, seq = [], 0
    for turn in range(4):
        for i, (u, _, _) in enumerate(players):
            seq += 1
            source = "away" if u in away and turn > 0 else "player"
            moves.append(MoveRow(row.id, seq, turn * 10 + i, i, u, {"t": "x"}, [], source))
    change = (Change(row.id, row.rev).reseat(seats).set(status=status, finished_at=clock())
              .append(*moves))
    if status == "finished":
        top = max(t for _, _, t in players)
        change.record_results([(i, t, t == top) for i, (_, _, t) in enumerate(players)])
    await store.commit(change)
    service.games.clock.advance(60)
    return row.id


async def changes(service, game_id):
    return [(r["user_id"], r["place"], r["shown_before"], r["shown_after"])
            for r in await standings.game_changes(service.store, game_id)]


async def test_a_finished_game_stores_every_rating_before_and_after(service):
    first = await finished(service, 1, [(1, "ann", 30), (2, "bob", 50), (3, "cy", 30)])
    [b, a, c] = rate([Skill()] * 3, [1, 2, 2])  # bob first, ann and cy share second
    assert await changes(service, first) == [
        (2, 1, 1000, b.shown), (1, 2, 1000, a.shown), (3, 2, 1000, c.shown)]
    second = await finished(service, 2, [(1, "ann", 40), (2, "bob", 10)])
    [a2, b2] = rate([a, b], [1, 2])  # from their ratings after the first game
    assert await changes(service, second) == [(1, 1, a.shown, a2.shown),
                                              (2, 2, b.shown, b2.shown)]
    board = await standings.leaderboard(service.store, GUILD, "columbiz", reader_id=3)
    assert [(p.rank, p.user_id, p.rating, p.games, p.wins) for p in board.top] == [
        (1, 1, a2.shown, 2, 1), (2, 2, b2.shown, 2, 1), (3, 3, c.shown, 1, 0)]
    assert a2.ordinal > b2.ordinal > c.ordinal and board.reader is None
    assert {p.user_id: p.recent for p in board.top} == {
        1: (a.shown, a2.shown), 2: (b.shown, b2.shown), 3: (c.shown,)}
    assert all(p.provisional for p in board.top) and board.players == 3
    stored = raw_rows(service.store.path, "SELECT mu_after, sigma_after FROM rating_changes "
                      "WHERE game_id = ? AND user_id = 1", (second,))
    assert stored == [(pytest.approx(a2.mu, abs=1e-12), pytest.approx(a2.sigma, abs=1e-12))]


async def test_ratings_are_per_server_and_per_game_kind(service):
    await finished(service, 1, [(1, "ann", 30), (2, "bob", 50)])
    await finished(service, 2, [(1, "ann", 30), (2, "bob", 50)], kind="icetowers")
    await finished(service, 3, [(1, "ann", 30), (2, "bob", 50)], guild=GUILD + 1)
    for guild, kind in ((GUILD, "columbiz"), (GUILD, "icetowers"), (GUILD + 1, "columbiz")):
        board = await standings.leaderboard(service.store, guild, kind)
        assert [(p.user_id, p.games) for p in board.top] == [(2, 1), (1, 1)]


async def test_games_that_are_not_rated(service):
    people = [(1, "ann", 30), (2, "bob", 50), (3, "cy", 20)]
    unrated = [
        await finished(service, 1, people, rated=False),  # rated:false, or a private channel
        await finished(service, 2, [*people, (-1, "Easy computer", 60)]),  # a computer seat
        await finished(service, 3, people, status="abandoned"),
        await finished(service, 4, [(1, "ann", 30), (2, "bob", 50)], away=(2,)),  # one left
    ]
    for game_id in unrated:
        assert await changes(service, game_id) == []
    # the computer played most of cy's turns: ann and bob are rated, cy is not
    game = await finished(service, 5, people, away=(3,))
    assert [c[:2] for c in await changes(service, game)] == [(2, 1), (1, 2)]
    board = await standings.leaderboard(service.store, GUILD, "columbiz")
    assert sorted((p.user_id, p.games) for p in board.top) == [(1, 1), (2, 1)]


async def test_the_rebuild_equals_the_stored_history_and_repairs_a_difference(service):
    for n in range(6):
        await finished(service, n + 1, [(1, "ann", 10 * n), (2, "bob", 25), (3, "cy", 30 - n),
                                        (4, "dee", 25)][: 2 + n % 3])
    before = raw_rows(service.store.path, "SELECT * FROM rating_changes ORDER BY game_id, "
                      "user_id")
    report = await rebuild_ratings(service.store, write=False)
    assert report.same and report.games == 6 and report.players == 4
    assert (await rebuild_ratings(service.store)).same
    assert raw_rows(service.store.path, "SELECT * FROM rating_changes ORDER BY game_id, "
                    "user_id") == before
    raw_write(service.store.path, "UPDATE rating_changes SET mu_after = mu_after + 1 "
              "WHERE user_id = 2 AND game_id = (SELECT MIN(game_id) FROM rating_changes)")
    report = await rebuild_ratings(service.store, write=False)
    assert len(report.differences) == 1 and "player 2" in report.differences[0]
    assert not (await rebuild_ratings(service.store)).same  # found, and written right
    assert (await rebuild_ratings(service.store, write=False)).same
    assert raw_rows(service.store.path, "SELECT * FROM rating_changes ORDER BY game_id, "
                    "user_id") == before


async def test_games_played_before_ratings_are_rated_when_their_channel_is_public(service):
    public_game = await finished(service, 1, [(1, "ann", 30), (2, "bob", 50)])
    private_game = await finished(service, 2, [(1, "ann", 60), (2, "bob", 50)])
    raw_write(service.store.path, "DELETE FROM rating_changes")
    raw_write(service.store.path, "DELETE FROM player_ratings")
    raw_write(service.store.path, "DELETE FROM rated_games")
    raw_write(service.store.path, "UPDATE games SET rated = NULL")
    report = await rate_past_games(service.store, lambda guild, channel: channel == 1)
    assert report.added == [public_game]
    assert [c[:2] for c in await changes(service, public_game)] == [(2, 1), (1, 2)]
    assert await changes(service, private_game) == []
    assert await rate_past_games(service.store, lambda guild, channel: True) is None


async def test_a_game_outside_any_server_is_not_rated(service):
    game = await finished(service, 1, [(1, "ann", 30), (2, "bob", 50)], guild=None)
    assert await changes(service, game) == []
    assert (await rebuild_ratings(service.store, write=False)).same


async def test_a_rematch_is_rated_as_its_game_was(service):
    rated = await finished(service, 1, [(1, "ann", 30), (2, "bob", 50)])
    unrated = await finished(service, 2, [(1, "ann", 30), (2, "bob", 50)], rated=False)
    assert (await service.rematch(rated, 1)).rated == 1
    assert (await service.rematch(unrated, 1)).rated == 0
    # the channel is no longer one everyone sees: the bot asks for an unrated rematch
    again = await finished(service, 3, [(1, "ann", 30), (2, "bob", 50)])
    assert (await service.rematch(again, 2, rated=False)).rated == 0


def test_the_rebuild_command_reports_and_repairs(tmp_path):
    import subprocess
    import sys

    from bot.store import Store

    path = tmp_path / "bot.sqlite3"

    async def setup():
        store = await Store.open(path)
        try:
            from types import SimpleNamespace

            from conftest import FakeClock

            clock = FakeClock()
            fake = SimpleNamespace(store=store, games=SimpleNamespace(clock=clock))
            await finished(fake, 1, [(1, "ann", 30), (2, "bob", 50)])
            await finished(fake, 2, [(1, "ann", 60), (2, "bob", 50), (3, "cy", 10)])
        finally:
            await store.close()

    import asyncio

    asyncio.run(setup())
    run = lambda *args: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "bot.ratings", *args, str(path)], capture_output=True, text=True)
    ok = run("--check")
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.splitlines() == [
        "Rated games: 2; players rated: 3.",
        "The stored ratings equal the ratings recomputed from the games."]
    raw_write(path, "UPDATE player_ratings SET mu = mu + 2 WHERE user_id = 3")
    bad = run("--check")
    assert bad.returncode == 1 and "player 3 current rating stored" in bad.stdout
    assert bad.stdout.splitlines()[-1].startswith("1 stored value differs")
    fixed = run("--rebuild")
    assert fixed.returncode == 0 and "the recomputed ratings are stored now" in fixed.stdout
    assert run("--check").returncode == 0
    missing = subprocess.run([sys.executable, "-m", "bot.ratings", "--check",
                              str(tmp_path / "nothing.sqlite3")], capture_output=True, text=True)
    assert missing.returncode == 2 and missing.stderr.startswith(
        f"{tmp_path / 'nothing.sqlite3'} does not exist.")
    assert not (tmp_path / "nothing.sqlite3").exists()


async def test_a_players_stats_from_the_stored_ratings(service):
    first = await finished(service, 1, [(1, "ann", 30), (2, "bob", 50), (3, "cy", 30)])
    second = await finished(service, 2, [(1, "ann", 40), (2, "bob", 10)])
    third = await finished(service, 3, [(1, "ann", 40), (3, "cy", 10)], kind="icetowers")
    [b, a, c] = rate([Skill()] * 3, [1, 2, 2])
    [a2, b2] = rate([a, b], [1, 2])
    [a3, c3] = rate([Skill(), Skill()], [1, 2])
    stats = await standings.player_stats(service.store, GUILD, 1, "icetowers")
    assert stats.name == "ann"
    ice, col = stats.kinds  # the kind asked about first
    assert (ice.kind, ice.placing.rank, ice.players, ice.placing.rating) == (
        "icetowers", 1, 2, a3.shown)
    assert [v for _, v in ice.history] == [1000, a3.shown]
    assert [v for _, v in col.history] == [1000, a.shown, a2.shown]
    assert [(o.user_id, o.games, o.ahead, o.behind, o.level) for o in stats.opponents] == [
        (3, 2, 1, 0, 1), (2, 2, 1, 1, 0)]  # cy: level in game 1, ahead in game 3
    assert [g.game_id for g in stats.latest] == [third, second, first]
    assert stats.best[0].change == max(a.shown - 1000, a2.shown - a.shown, a3.shown - 1000)
    # a reader who sees only channel 2: only game 2 is listed, and bob as the one opponent
    seen = await standings.player_stats(service.store, GUILD, 1, "columbiz", visible=[2])
    assert [g.game_id for g in seen.latest] == [second]
    assert [(o.user_id, o.games) for o in seen.opponents] == [(2, 1)]
    assert [v for _, v in seen.kinds[0].history] == [1000, a.shown, a2.shown]  # not a list
    assert await standings.player_stats(service.store, GUILD, 99) is None
