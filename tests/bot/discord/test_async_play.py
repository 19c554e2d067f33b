"""Playing over days: a vote to hand an absent player's seat to the computer, the move
log as a text file, the board and a Rematch after the end, the server's leaderboard and a
player's stats, and /columbiz mygames across channels."""

from __future__ import annotations

import random
import re

from discord_kit import (
    by_the_bot_itself,
    custom_ids,
    name_of,
    pings,
    play_to_end,
    play_turn,
)

from engine import columbiz

HOUR = 3600


async def test_a_vote_hands_an_absent_players_seat_to_the_computer(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=3, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    await world.carol.click(lobby.response, label="Join")
    game = await world.game()
    absent = world.current_member(game)
    first, second = [m for m in (world.alice, world.bob, world.carol) if m is not absent]

    vote = await first.slash(world.channel, "columbiz away", player=absent.user)
    assert not vote.ephemeral and vote.response.content == (
        f"<@{first.id}> votes to hand <@{absent.id}>'s seat to the computer (1/2 votes needed).")
    assert pings(world, vote.response) == []
    again = await first.slash(world.channel, "columbiz away", player=absent.user)
    assert again.ephemeral and again.response.content == (
        f"You have already voted to hand <@{absent.id}>'s seat to the computer (1/2 votes).")
    self_vote = await absent.slash(world.channel, "columbiz away", player=absent.user)
    assert self_vote.response.content == "You can't vote to hand your own seat to the computer."
    outsider = await first.slash(world.channel, "columbiz away", player=world.dave.user)
    assert outsider.response.content == "That person is not playing in this game."
    assert (await world.game()).current_seat_info().user_id == absent.id

    count = len(world.public())
    agreed = await second.slash(world.channel, "columbiz away", player=absent.user)
    assert agreed.response.content == (
        f"The players agreed: <@{absent.id}> is marked away, and the computer plays for them "
        f"until they come back (`/columbiz back`).")
    # the computer plays the absent player's turn at once, in a message of its own
    played = world.public()[count + 1:]
    assert played and by_the_bot_itself(played[0])
    assert played[0].content.startswith(
        f"🤖 **{name_of(world, absent)}** is away: the computer (normal) plays this turn")
    now = await world.game()
    assert now.current_seat_info().user_id != absent.id
    assert next(s for s in now.seats if s.user_id == absent.id).away
    moves = await world.service.moves(game.id)
    assert {m.source for m in moves} == {"away"}
    # an away player has no vote until they are back
    refused = await absent.slash(world.channel, "columbiz away", player=first.user)
    assert refused.response.content == (
        "You are marked away in this game: take your seat back with `/columbiz back` first.")
    back = await absent.slash(world.channel, "columbiz back")
    assert back.response.content == f"<@{absent.id}> is back and plays their own turns again."


async def test_the_history_file_holds_every_move(world):
    rng = random.Random(9)
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=3, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    game = await world.game()
    late = world.current_member(game)
    await late.slash(world.channel, "roll")
    await world.env.advance_time(HOUR)  # the clock plays the rest of that turn
    for _ in range(3):
        await play_turn(world, rng)

    result = await world.carol.slash(world.channel, "columbiz history")  # anyone may look
    moves = await world.service.moves(game.id)
    assert result.ephemeral and result.response.content == (
        f"The move log of game #{game.id} ({len(moves)} moves).")
    (attachment,) = result.response.attachments
    assert attachment.filename == f"columbiz-game-{game.id}.txt"
    log = (await attachment.read()).decode("utf-8")
    lines = log.splitlines()
    assert lines[0] == f"Columbiz · game #{game.id} · move log (times in UTC)"
    assert "Status: running." in lines
    assert ("Rules: kept dice may be rolled again; lines score on every placement. "
            "Time per turn: 1 hour.") in lines
    assert "  1. Alice (purple)" in lines and "  2. Bob (blue)" in lines
    assert "  3. Easy computer (grey, computer: easy)" in lines
    assert any(line.startswith("Roll-off for the first turn (C5): ") for line in lines)
    # every move, in order, with its time; the clock's and the computer's marked
    numbered = [int(m.group(1)) for m in re.finditer(r"^  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d  #(\d+) ",
                                                      log, re.M)]
    assert numbered == [m.seq for m in moves]
    first_move = next(line for line in lines if line[21:27] == "  #1  ")
    assert first_move.startswith("  2026-01-01 00:00:00  #1   rolled ")
    clock = [line for line in lines if line.endswith("[time ran out: computer, normal]")]
    assert clock and all(line.startswith("  2026-01-01 01:00:00") for line in clock)
    assert len(clock) == sum(1 for m in moves if m.source == "clock")
    computer = [line for line in lines if line.endswith("[computer, easy]")]
    assert len(computer) == sum(1 for m in moves if m.source == "computer")
    assert any(line.strip().startswith("why: ") for line in lines)
    for kind in ("rolled ", "placed on "):
        assert any(kind in line for line in lines), kind
    # the scores after each turn agree with the engine's
    state = game.state
    for m in moves:
        state, _ = columbiz.apply(state, columbiz.action_from_json(m.action))
    totals = columbiz.totals(state)
    names = [s.name for s in sorted(game.seats, key=lambda s: s.seat)]
    last_scores = [line for line in lines if line.startswith("  Scores after turn ")][-1]
    assert last_scores.endswith(", ".join(f"{n} {t}" for n, t in zip(names, totals)))
    assert last_scores == f"  Scores after turn {state.turn - 1}: " + ", ".join(
        f"{n} {t}" for n, t in zip(names, totals))


async def test_after_the_end_board_history_rematch_and_standings(world):
    rng = random.Random(12)
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=3)
    await world.bob.click(lobby.response, label="Join")
    await world.alice.click(lobby.response, label="Add computer")
    game_id = (await world.game()).id
    await play_to_end(world, rng)
    done = await world.service.get_by_id(game_id)
    final = [m for m in world.public() if "Game over" in m.content][-1]

    # the board of the channel's last finished game
    board = await world.carol.slash(world.channel, "columbiz board")
    assert board.ephemeral
    assert board.response.content.startswith(
        f"The last game in this channel has finished:\nGame #{game_id} · turn ")
    assert board.response.attachments[0].filename == "board.png"
    # its history, from this channel or by number; not from another server
    log = await world.bob.slash(world.channel, "columbiz history", game_id=game_id)
    text = (await log.response.attachments[0].read()).decode("utf-8")
    assert "Status: finished on 2026-01-01 00:00:00." in text
    totals = {s.name: s.total for s in done.seats}
    winners = [s.name for s in done.seats if s.winner]
    assert f"Game over. Final scores: Alice {totals['Alice']}, Bob {totals['Bob']}, Normal " \
           f"computer {totals['Normal computer']}." in text
    assert (f"Winner: {winners[0]}." if len(winners) == 1 else "Shared win: ") in text
    elsewhere = world.env.create_guild("Elsewhere")
    stranger = elsewhere.add_member(world.env.create_user("eve", global_name="Eve"))
    there = elsewhere.create_text_channel("lobby")
    refused = await stranger.slash(there, "columbiz history", game_id=game_id)
    assert refused.ephemeral and refused.response.content == (
        f"There is no game #{game_id} on this server.")

    # a game with a computer player is not rated (bot.ratings): nobody is on the leaderboard
    board = await world.dave.slash(world.channel, "columbiz leaderboard")
    assert board.ephemeral and board.response.content.startswith(
        "No rated Columbiz game has finished on this server yet.")
    assert not board.response.attachments
    stats = await world.alice.slash(world.channel, "columbiz stats", user=world.bob.user)
    assert stats.ephemeral and stats.response.content == (
        "**Bob** has no rated game on this server yet.")
    assert "Ratings:" not in final.content

    # Rematch: the same players and options; the computer is seated again, the people join
    assert custom_ids(final) == [f"rematch:{game_id}"]
    outsider = await world.carol.click(final, label="Rematch")
    assert outsider.ephemeral and outsider.response.content == (
        "You are not playing in this game.")
    rematch = await world.bob.click(final, label="Rematch")
    assert not rematch.ephemeral
    content = rematch.response.content
    assert content.startswith(
        f"🔁 Rematch of game #{game_id}! <@{world.alice.id}>: press **Join** to play again.")
    assert pings(world, rematch.response) == [world.alice.id]
    assert f"Seated (2/3): <@{world.bob.id}> and 🤖 **Normal computer**." in content
    new = await world.game()
    assert new.id != game_id and new.status == "lobby" and new.options == done.options
    twice = await world.alice.click(final, label="Rematch")
    assert twice.ephemeral and twice.response.content in (
        "A rematch of this game is already open.",
        f"This channel already has a game (#{new.id}). Finish or abandon it first, or play in "
        f"another channel or a thread.")
    joined = await world.alice.click(rematch.response, label="Join")
    assert "Roll-off" in joined.followups[0].content
    assert (await world.game()).status == "active"


async def test_mygames_lists_open_games_across_channels(world):
    rng = random.Random(2)
    one, two, three = world.channel, world.guild.create_text_channel("two"), \
        world.guild.create_text_channel("three")
    for channel in (one, two):
        lobby = await world.alice.slash(channel, "columbiz new", seats=2, turn=HOUR)
        await world.bob.click(lobby.response, label="Join")
    if (await world.game(one)).current_seat_info().user_id != world.alice.id:
        await play_turn(world, rng, channel=one)
    if (await world.game(two)).current_seat_info().user_id == world.alice.id:
        await play_turn(world, rng, channel=two)
    await world.carol.slash(three, "columbiz new", seats=3)
    await world.alice.slash(three, "columbiz join")
    g1, g2, g3 = [await world.game(c) for c in (one, two, three)]

    listed = await world.alice.slash(world.channel, "columbiz mygames")
    assert listed.ephemeral
    title, turn, *others = listed.response.content.splitlines()
    assert title == "Your open games (3); it's your turn in one of them:"
    assert turn == (  # where it is their turn comes first
        f"<#{one.id}> · game #{g1.id} · **your turn** (time runs out "
        f"<t:{int(g1.deadline_at)}:R>)")
    assert sorted(others) == sorted([
        f"<#{three.id}> · game #{g3.id} · lobby (2/3 seated)",
        f"<#{two.id}> · game #{g2.id} · **Bob** to play",
    ])
    bob = await world.bob.slash(world.channel, "columbiz mygames")
    assert bob.response.content.splitlines()[0] == (
        "Your open games (2); it's your turn in one of them:")
    nothing = await world.dave.slash(world.channel, "columbiz mygames")
    assert nothing.response.content == "You have no open games. Open one with `/columbiz new`."
