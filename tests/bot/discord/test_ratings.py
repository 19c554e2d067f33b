"""Ratings through Discord: a server plays several games; each rated game's final post says every
player's change, and the leaderboard and the stats (pictures with their text form) show what the
ratings say; rated:false, a private channel and a computer player leave a game unrated; the
stats list no game from a channel the reader cannot see."""

from __future__ import annotations

import io
import random

from discord_kit import play_to_end, private_channel
from PIL import Image

from bot.ratings.model import Skill, places, rate
from bot.store import Change, SeatRow
from render import standings as picture


def shown(n: int) -> str:
    return f"{n:,}"


def change(n: int) -> str:
    return "±0" if n == 0 else f"+{n:,}" if n > 0 else f"\u2212{-n:,}"


async def play_game(world, rng, players: int) -> tuple:
    """Alice opens a rated game for `players` (Alice, Bob, Carol, Dave in seat order of joining)
    and it is played to the end: the finished game and its final post."""
    await world.open_game(players)
    game_id = (await world.game()).id
    await play_to_end(world, rng)
    final = [m for m in world.public() if "Game over" in m.content][-1]
    return await world.service.get_by_id(game_id), final


async def test_a_server_plays_several_games_and_the_standings_show_the_ratings(world):
    rng = random.Random(30)
    skills: dict[str, Skill] = {}
    wins: dict[str, int] = {}
    played: dict[str, int] = {}
    for players in (2, 3, 2):
        game, final = await play_game(world, rng, players)
        seats = sorted(game.seats, key=lambda s: s.seat)
        before = [skills.get(s.name, Skill()) for s in seats]
        ranking = places([s.total for s in seats])
        after = rate(before, ranking)
        lines = []
        for seat, place, old, new in sorted(zip(seats, ranking, before, after),
                                            key=lambda x: (x[1], x[0].name)):
            lines.append(f"{seat.name} {shown(old.shown)} → {shown(new.shown)}, "
                         f"{change(new.shown - old.shown)}")
            skills[seat.name] = new
            played[seat.name] = played.get(seat.name, 0) + 1
            wins[seat.name] = wins.get(seat.name, 0) + (place == 1)
        # the final post ends with each player's change, in the game's language
        assert final.content.endswith("\n**Ratings:**\n" + "\n".join(lines)), final.content

    # the leaderboard: strongest first by μ − 3σ, everyone provisional after so few games
    board = await world.dave.slash(world.channel, "columbiz leaderboard")
    assert board.ephemeral
    order = sorted(skills, key=lambda n: -skills[n].ordinal)
    rows = board.response.content.splitlines()
    assert rows[0] == "**Columbiz leaderboard** on this server (3 rated players):"
    assert rows[1:-1] == [
        f"{rank}. **{name}** — {shown(skills[name].shown)}? · {played[name]} "
        f"game{'s' if played[name] > 1 else ''} · {round(100 * wins[name] / played[name])}% won"
        for rank, name in enumerate(order, start=1)]
    assert rows[-1] == "? provisional: fewer than about ten rated games"
    [image] = board.response.attachments
    assert image.filename == "board.png"
    png = Image.open(io.BytesIO(await image.read()))
    assert png.width == picture.WIDTH

    # the stats of Bob, read by Alice: his standing, his record against Alice and Carol
    stats = await world.alice.slash(world.channel, "columbiz stats", user=world.bob.user)
    lines = stats.response.content.splitlines()
    rank = order.index("Bob") + 1
    assert lines[0] == "**Bob** — ratings on this server:"
    assert lines[1] == (f"Columbiz: {shown(skills['Bob'].shown)}? · #{rank} of 3 · 3 games · "
                        f"{round(100 * wins['Bob'] / 3)}% won")
    assert lines[2] == "**Against the most frequent opponents**"
    assert lines[3].startswith("Alice: 3 games together · ahead ")
    assert lines[4].startswith("Carol: 1 game together · ahead ")
    assert "**Best games**" in lines and "**Latest games**" in lines
    assert (await stats.response.attachments[0].read())[:8] == b"\x89PNG\r\n\x1a\n"


async def test_games_that_are_not_rated_say_so(world):
    rng = random.Random(31)
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, rated=False)
    assert lobby.response.content.endswith("\nNot rated (opened with rated:false).")
    await world.bob.click(lobby.response, label="Join")
    await play_to_end(world, rng)
    final = [m for m in world.public() if "Game over" in m.content][-1]
    assert "Ratings:" not in final.content

    secret = private_channel(world, "secret", world.alice, world.bob)
    lobby = await world.alice.slash(secret, "columbiz new", seats=2)
    assert lobby.response.content.endswith(
        "\nNot rated: only a game in a channel everyone on the server can see is rated.")
    await world.bob.click(lobby.response, label="Join")
    await play_to_end(world, rng, channel=secret)
    assert "Ratings:" not in [m for m in world.public(secret) if "Game over" in m.content][-1
                                                                                         ].content
    board = await world.alice.slash(world.channel, "columbiz leaderboard")
    assert board.response.content.startswith("No rated Columbiz game has finished")

    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert lobby.response.content.endswith("\nRated: the result counts for the players' "
                                           "ratings if the game finishes among people only.")
    # a computer seated: the lobby (refreshed with its seats) says the game will not be rated
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    [refreshed] = [m for m in world.public() if m.id == lobby.response.id]
    assert refreshed.content.endswith("\nNot rated: a computer player is seated, and only games "
                                      "among people are rated.")


async def test_the_stats_list_no_game_from_a_channel_the_reader_cannot_see(world):
    """A game rated while its channel was public, whose channel is private now: Carol, who cannot
    see it, gets the ratings but not the game nor the opponent; Alice, who played, gets both."""
    secret = private_channel(world, "secret", world.alice, world.bob)
    store = world.service.store
    row = await store.create_game(
        kind="columbiz", guild_id=world.guild.id, channel_id=secret.id,
        creator_id=world.alice.id, creator_name="Alice", seats_wanted=2, options={},
        turn_seconds=None, seed="00", now=0.0, rated=True)
    await store.commit(
        Change(row.id, row.rev)
        .reseat([SeatRow(0, world.alice.id, "Alice"), SeatRow(1, world.bob.id, "Bob")])
        .set(status="finished", finished_at=1.0).record_results([(0, 40, True), (1, 20, False)]))
    outsider = await world.carol.slash(world.channel, "columbiz stats", user=world.alice.user)
    text = outsider.response.content
    assert text.startswith("**Alice** — ratings on this server:\nColumbiz: 1,138? · #1 of 2")
    assert "Bob" not in text and f"#{row.id} · " not in text
    assert text.count("None you can see.") == 3
    own = await world.alice.slash(world.channel, "columbiz stats")
    assert "Bob: 1 game together · ahead 1 · behind 0 · tied 0" in own.response.content
    assert f"#{row.id} · Columbiz · place 1 of 2: +138" in own.response.content


async def test_help_explains_the_ratings(world):
    result = await world.alice.slash(world.channel, "columbiz help")
    assert result.ephemeral
    [help_text] = result.response.embeds  # long texts are embeds (bot.answer.long_text)
    assert help_text.description.startswith("**Playing Columbiz here**")
    [more] = [e for m in result.followups for e in m.embeds]
    assert more.description.startswith("**Ratings**: every finished game among people counts")
    assert "1,000 + 40 × (skill − 3 × uncertainty)" in more.description
    assert "`/columbiz leaderboard`" in more.description



async def test_games_played_before_ratings_are_rated_when_the_bot_is_ready(world):
    """Games whose `rated` is unknown (played before the ratings' migration) are rated once the
    bot is ready and sees their channels: those of a public channel only."""
    secret = private_channel(world, "secret", world.alice, world.bob)
    store = world.service.store
    made = []
    for channel in (world.channel, secret):
        row = await store.create_game(
            kind="columbiz", guild_id=world.guild.id, channel_id=channel.id,
            creator_id=world.alice.id, creator_name="Alice", seats_wanted=2, options={},
            turn_seconds=None, seed="00", now=0.0)
        await store.connection.write(("UPDATE games SET rated = NULL WHERE id = ?", (row.id,)))
        await store.commit(
            Change(row.id, row.rev)
            .reseat([SeatRow(0, world.alice.id, "Alice"), SeatRow(1, world.bob.id, "Bob")])
            .set(status="finished", finished_at=1.0)
            .record_results([(0, 40, True), (1, 20, False)]))
        made.append(row.id)
    board = await world.carol.slash(world.channel, "columbiz leaderboard")
    assert board.response.content.startswith("No rated Columbiz game")
    world.env.bot.dispatch("ready")
    await world.env.settle()
    await world.env.bot.rating_past_games  # the listener's task: done once they are rated
    board = await world.carol.slash(world.channel, "columbiz leaderboard")
    first, second = rate([Skill(), Skill()], [1, 2])  # 1,138 and 927
    assert board.response.content.splitlines()[1:3] == [
        f"1. **Alice** — {shown(first.shown)}? · 1 game · 100% won",
        f"2. **Bob** — {shown(second.shown)}? · 1 game · 0% won"]
    public_game, private_game = [await world.service.get_by_id(g) for g in made]
    assert (public_game.rated, private_game.rated) == (1, 0)
