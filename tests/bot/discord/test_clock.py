"""The turn clock on SimCord's virtual clock: the time per turn chosen at /columbiz new,
one reminder at 80% of it (a new message, the player's way), the computer playing a turn whose
time ran out, three such turns in a row marking the player away, their return, and a restart
between the reminder and the deadline.

The bot's background task looks every TICK (300) seconds here, so a reminder due at 2880 s of
a one-hour turn is sent at the tick of 3000 s, and a deadline at 3600 s is met at that tick.
"""

from __future__ import annotations

import random

from discord_kit import TICK, by_the_bot_itself, custom_ids, name_of, pings, play_turn, restart

HOUR = 3600
REMINDER = "⏳ "
RAN_OUT = "⏰ "


async def one_hour_game(world, players: int = 2):
    """A game of `players` people with one hour per turn; returns (game, on turn, the others)."""
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=players, turn=HOUR)
    for member in world.members[1:players]:
        await member.click(lobby.response, label="Join")
    game = await world.game()
    current = world.current_member(game)
    return game, current, [m for m in world.members[:players] if m is not current]


def reminders(world) -> list:
    return [m for m in world.public() if m.content.startswith(REMINDER)]


async def test_the_time_per_turn_is_chosen_at_new(world):
    hour = await world.alice.slash(world.channel, "columbiz new", seats=2, turn=HOUR)
    assert "Time per turn: 1 hour." in hour.response.content
    assert (await world.game()).turn_seconds == HOUR
    await world.alice.slash(world.channel, "columbiz leave")
    default = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert "Time per turn: 24 hours." in default.response.content  # DEFAULT_TURN_SECONDS
    assert (await world.game()).turn_seconds == 86400
    await world.alice.slash(world.channel, "columbiz leave")
    unlimited = await world.alice.slash(world.channel, "columbiz new", seats=2, turn=0)
    assert "Time per turn: no time limit." in unlimited.response.content
    await world.bob.click(unlimited.response, label="Join")
    game = await world.game()
    assert game.turn_seconds is None and game.deadline_at is None
    await world.env.advance_time(HOUR + TICK)  # nothing ever falls due
    assert reminders(world) == [] and (await world.game()).rev == game.rev


async def test_one_reminder_at_80_percent_as_a_new_message(world):
    game, current, _ = await one_hour_game(world)
    started = world.env.now().timestamp()
    assert game.deadline_at == started + HOUR
    await world.env.advance_time(2700)  # 75%: not yet
    assert reminders(world) == []
    count = len(world.public())
    await world.env.advance_time(TICK)  # 3000 s: the first tick after 80% (2880 s)
    sent = reminders(world)
    assert len(sent) == 1 and len(world.public()) == count + 1  # a new message, not an edit
    reminder = sent[0]
    assert by_the_bot_itself(reminder)
    assert reminder.content == (
        f"⏳ <@{current.id}>, it's still your turn in game #{game.id}: the time runs out "
        f"<t:{int(game.deadline_at)}:R> (then the computer plays it for you).")
    assert pings(world, reminder) == [current.id]
    assert (await world.game()).reminded_at == started + 3000
    await world.env.advance_time(HOUR - 3000 - 1)  # just before the deadline: no second one
    assert len(reminders(world)) == 1
    assert not any(m.content.startswith(RAN_OUT) for m in world.public())


async def test_the_clock_runs_out_and_the_computer_plays_the_turn(world):
    game, late, (other,) = await one_hour_game(world)
    await late.slash(world.channel, "roll")  # a turn begun, then forgotten
    await world.env.advance_time(HOUR)
    now = await world.game()
    assert now.current_seat_info().user_id == other.id
    message = world.last_public()
    assert by_the_bot_itself(message)
    lines = message.content.splitlines()
    assert lines[0] == (
        f"⏰ **{name_of(world, late)}**'s time ran out: the computer (normal) played this "
        f"turn for them.")
    assert lines[1].startswith("-# 🤖 ")
    assert lines[-1] == f"<@{other.id}>, it's your turn: `/roll` or press **Roll**."
    assert pings(world, message) == [other.id]
    assert message.attachments[0].filename == "board.png"
    assert any(c.startswith("cz:roll:") for c in custom_ids(message))
    # the log: the player's roll, then the computer's moves marked "clock"
    moves = await world.service.moves(game.id)
    assert moves[0].source == "player" and {m.source for m in moves[1:]} == {"clock"}
    seat = next(s for s in now.seats if s.user_id == late.id)
    assert seat.missed_turns == 1 and not seat.away
    # the next player's own clock starts now
    assert now.deadline_at == world.env.now().timestamp() + HOUR


async def test_three_missed_turns_mark_the_player_away_until_they_come_back(world):
    rng = random.Random(5)
    game, late, (other,) = await one_hour_game(world)
    name = name_of(world, late)
    for missed in (1, 2, 3):
        await world.env.advance_time(HOUR)
        text = world.last_public().content
        assert text.startswith(f"⏰ **{name}**'s time ran out")
        if missed == 2:
            assert "(two turns in a row; at three they are marked away)" in text.splitlines()[0]
        seat = next(s for s in (await world.game()).seats if s.user_id == late.id)
        assert seat.missed_turns == missed and seat.away == (missed == 3)
        assert ("is now marked away" in text) == (missed == 3)
        await play_turn(world, rng)  # the other player moves at once
    assert (f"**{name}** missed three turns in a row and is now marked away: the computer "
            f"plays for them until they come back (`/columbiz back`).") in "\n".join(
        m.content for m in world.public())
    # away: their turn was played at once after the other's move, no clock, no mention
    away_turn = [m for m in world.public() if m.content.startswith(f"🤖 **{name}** is away")]
    assert len(away_turn) == 1
    assert away_turn[0].content.splitlines()[0] == (
        f"🤖 **{name}** is away: the computer (normal) plays this turn for them.")
    assert pings(world, away_turn[0]) == [other.id]
    now = await world.game()
    assert now.current_seat_info().user_id == other.id
    moves = await world.service.moves(game.id)
    assert "away" in {m.source for m in moves}
    # while away they are neither reminded nor waited for
    count = len(reminders(world))
    await play_turn(world, rng)
    assert world.last_public().content.startswith(f"🤖 **{name}** is away")
    assert len(reminders(world)) == count

    # they come back: their seat at once, their turns their own again
    back = await late.slash(world.channel, "columbiz back")
    assert not back.ephemeral
    assert back.response.content == f"<@{late.id}> is back and plays their own turns again."
    assert pings(world, back.response) == []
    seat = next(s for s in (await world.game()).seats if s.user_id == late.id)
    assert not seat.away and seat.missed_turns == 0
    again = await late.slash(world.channel, "columbiz back")
    assert again.ephemeral and again.response.content == "You are not marked away in this game."
    await play_turn(world, rng)
    now = await world.game()
    assert now.current_seat_info().user_id == late.id and now.deadline_at is not None
    assert world.last_public().content.endswith(
        f"<@{late.id}>, it's your turn: `/roll` or press **Roll**.")
    assert pings(world, world.last_public()) == [late.id]
    results = await play_turn(world, rng)  # and they play it themselves
    assert not results[-1].ephemeral


async def test_a_restart_between_reminder_and_deadline(world, settings, bots, seeds):
    game, late, (other,) = await one_hour_game(world)
    await world.env.advance_time(3000)
    assert len(reminders(world)) == 1
    await restart(world, settings, bots, seeds)  # the new bot's first pass runs at once
    assert len(reminders(world)) == 1  # the reminder is in the database: not sent again
    await world.env.advance_time(HOUR - 3000 - TICK)
    assert (await world.game()).current_seat_info().user_id == late.id
    await world.env.advance_time(TICK)  # the deadline, kept in the database, is honoured
    assert world.last_public().content.startswith(
        f"⏰ **{name_of(world, late)}**'s time ran out")
    assert (await world.game()).current_seat_info().user_id == other.id
    assert len(reminders(world)) == 1


async def test_notify_by_direct_message(world):
    told = await world.alice.slash(world.channel, "columbiz notify", mode="dm")
    assert told.ephemeral and told.response.content.startswith(
        "From now on I send you a direct message when it is your turn")
    assert await world.service.get_notify(world.alice.id) == "dm"
    rng = random.Random(3)
    game, current, _ = await one_hour_game(world)
    if current is not world.alice:
        await play_turn(world, rng)
    dms = world.alice.user.dm_channel.history()
    assert dms and dms[-1].content == (
        f"🎲 It's your turn in game #{game.id}: "
        f"https://discord.com/channels/{world.guild.id}/{world.channel.id}")
    # the channel still says whose turn it is, without pinging her
    turn = world.last_public()
    assert f"<@{world.alice.id}>, " in turn.content and pings(world, turn) == []
    count = len(dms)
    await world.env.advance_time(3000)
    dms = world.alice.user.dm_channel.history()
    assert len(dms) == count + 1 and dms[-1].content.startswith(
        f"⏳ It's still your turn in game #{game.id} (https://discord.com/channels/")
    assert reminders(world) == []  # nothing in the channel


async def test_direct_messages_closed_fall_back_to_the_channel(world):
    await world.bob.slash(world.channel, "columbiz notify", mode="dm")
    dm_channel = world.bob.user.dm_channel
    world.env.inject_error("POST", f"/channels/{dm_channel.id}/messages", status=403,
                           code=50007, message="Cannot send messages to this user", times=None)
    rng = random.Random(4)
    game, current, _ = await one_hour_game(world)
    if current is not world.bob:
        await play_turn(world, rng)
    turn = world.last_public()
    assert f"<@{world.bob.id}>, " in turn.content and pings(world, turn) == [world.bob.id]
    await world.env.advance_time(3000)
    (reminder,) = reminders(world)
    assert reminder.content.startswith(f"⏳ <@{world.bob.id}>, it's still your turn")
    assert pings(world, reminder) == [world.bob.id]
    assert dm_channel.history() == []


async def test_notify_none_tells_nothing_but_the_turn_goes_on(world):
    quiet = await world.carol.slash(world.channel, "columbiz notify", mode="none")
    assert quiet.response.content == (
        "From now on you are not notified: look with `/columbiz mygames`.")
    rng = random.Random(6)
    lobby = await world.carol.slash(world.channel, "columbiz new", seats=2, turn=HOUR)
    await world.dave.click(lobby.response, label="Join")
    game = await world.game()
    if game.current_seat_info().user_id != world.carol.id:
        await play_turn(world, rng)
    turn = world.last_public()
    assert f"<@{world.carol.id}>, " in turn.content and pings(world, turn) == []
    count = len(world.public())
    await world.env.advance_time(3000)
    assert len(world.public()) == count  # no reminder anywhere...
    assert world.carol.user.dm_channel.history() == []
    assert (await world.game()).reminded_at is not None  # ...but it counts as reminded
    await world.env.advance_time(HOUR - 3000)
    assert world.last_public().content.startswith(
        f"⏰ **{name_of(world, world.carol)}**'s time ran out")
