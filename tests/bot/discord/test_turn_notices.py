"""The message that tells a player it is their turn notifies them: it is always a newly created
message that mentions exactly them (or their direct message), one post per move. These run under
Discord's rules (discord_rules.py): an edit, such as the follow-up that fills a deferred
"thinking", would notify no one."""

from __future__ import annotations

import random

import discord
import pytest
from discord_kit import TICK, by_the_bot_itself, custom_ids, pings, play_turn

HOUR = 3600


def stored(world, message):
    return world.stored(message)


def notice_of(world, message, user_id):
    """`message` notifies exactly `user_id`, and was created that way (never edited)."""
    record = stored(world, message)
    return record.ping_user_ids == [user_id] and record.edited_timestamp is None


async def test_every_slash_move_is_one_new_post_and_the_last_one_notifies(world):
    rng = random.Random(5)
    await world.open_game(3)
    for _ in range(4):
        game = await world.game()
        before = len(world.public())
        results = await play_turn(world, rng, use_buttons=False)
        posts = world.public()[before:]
        assert len(posts) == len(results)  # one post per move, nothing else
        after = await world.game()
        nxt = after.current_seat_info().user_id
        assert notice_of(world, posts[-1], nxt)
        assert f"<@{nxt}>, it's your turn" in posts[-1].content
        for post in posts[:-1]:
            assert stored(world, post).ping_user_ids == []
        assert after.state.turn == game.state.turn + 1


async def test_a_slash_join_that_starts_the_game_notifies_the_first_player(world):
    await world.alice.slash(world.channel, "columbiz new", seats=2)
    joined = await world.bob.slash(world.channel, "columbiz join")
    game = await world.game()
    first = game.current_seat_info().user_id
    assert not joined.ephemeral and "Roll-off" in joined.response.content
    assert notice_of(world, world.last_public(), first)


async def test_a_slash_start_notifies_the_first_player(world):
    await world.alice.slash(world.channel, "columbiz new", seats=3)
    await world.bob.slash(world.channel, "columbiz join")
    started = await world.alice.slash(world.channel, "columbiz start")
    game = await world.game()
    assert not started.ephemeral and "Roll-off" in started.response.content
    assert notice_of(world, world.last_public(), game.current_seat_info().user_id)


async def test_a_turn_notice_by_direct_message(world):
    await world.open_game(2)
    game = await world.game()
    first = world.current_member(game)
    other = next(m for m in world.members[:2] if m is not first)
    await other.slash(world.channel, "columbiz notify", mode="dm")
    await first.slash(world.channel, "roll")
    choices = await first.autocomplete(world.channel, "place", "cells", "")
    before = len(world.public())
    await first.slash(world.channel, "place", cells=choices[0]["value"])
    [post] = world.public()[before:]
    assert stored(world, post).ping_user_ids == []  # told by direct message instead
    [dm] = [m for m in other.user.dm_channel.history() if "your turn" in m.content]
    assert f"game #{game.id}" in dm.content


async def test_a_computer_turn_post_notifies_the_next_person(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert lobby.response is not None
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    rng = random.Random(2)
    for _ in range(2):
        before = len(world.public())
        await play_turn(world, rng)
        theirs = [m for m in world.public()[before:] if by_the_bot_itself(m)]
        if theirs:
            assert notice_of(world, theirs[-1], world.alice.id)
            return
    raise AssertionError("the computer never played")


async def test_an_away_vote_does_not_stale_the_buttons_of_the_player_on_turn(world):
    await world.open_game(3)
    game = await world.game()
    current = world.current_member(game)
    start = world.last_public()
    target, voter = [m for m in world.members[:3] if m is not current]
    await current.slash(world.channel, "columbiz away", player=target.user)
    marked = await voter.slash(world.channel, "columbiz away", player=target.user)
    assert "computer" in marked.response.content
    pressed = await current.click(start, label="Roll")
    assert not pressed.ephemeral  # the Roll button still works: no "the board has changed"
    assert (await world.game()).state.rolls == 1


async def test_a_channel_the_bot_cannot_post_in_pauses_the_clock(world):
    """The reminder cannot be posted: the game's clock stops (no turn is played for anyone
    while nobody can be told); once the bot may post again, the reminder goes out, says the
    clock runs again, and the turn gets its full time."""
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    game = await world.game()
    player = game.current_seat_info().user_id
    channel = world.env.bot.get_channel(world.channel.id)
    await channel.set_permissions(channel.guild.me, send_messages=False)
    before = len(world.public())
    await world.env.advance_time(3000)  # the reminder falls due and is refused
    paused = await world.game()
    assert paused.paused_at is not None and paused.deadline_at is None
    for _ in range(4):  # no turn runs out while paused (the channel is tried every 2 minutes)
        await world.env.advance_time(HOUR / 2)
    assert await world.service.moves(game.id) == []
    assert len(world.public()) == before
    await channel.set_permissions(channel.guild.me, send_messages=True)
    await world.env.advance_time(2 * TICK)
    [reminder] = world.public()[before:]
    assert "I can post here again" in reminder.content
    assert notice_of(world, reminder, player)
    resumed = await world.game()
    assert resumed.paused_at is None and resumed.deadline_at is not None
    assert resumed.deadline_at > world.env.now().timestamp() + HOUR - 2 * TICK - 1
    # the buttons of the start still work
    start = [m for m in world.public() if "Roll-off" in m.content][-1]
    assert any(c.startswith("cz:roll:") for c in custom_ids(start))
    assert pings(world, reminder) == [player]


def channel_posts(world) -> int:
    """How many times the bot asked to post in the world's channel (refused ones too)."""
    path = f"/channels/{world.channel.id}/messages"
    return sum(1 for r in world.env.backend.http_requests if r.method == "POST" and r.path == path)


async def test_a_channel_given_back_hears_from_the_game_within_two_minutes(world):
    """The bot tries a channel it may not post in again soon (5 s, 10 s, 20 s ...) and then
    every two minutes, never harder: once it may post again, the reminder goes out within two
    minutes, names the turn's new deadline, and the game is answered in public again."""
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    game = await world.game()
    member = world.current_member(game)
    channel = world.env.bot.get_channel(world.channel.id)
    await channel.set_permissions(channel.guild.me, send_messages=False)
    before = len(world.public())
    await world.env.advance_time(3000)  # the reminder falls due and is refused
    assert (await world.game()).paused_at is not None
    await world.env.advance_time(1200)  # tried again and again, backing off ...
    tries = channel_posts(world)
    await world.env.advance_time(600)
    assert 4 <= channel_posts(world) - tries <= 6  # ... to once every two minutes
    await channel.set_permissions(channel.guild.me, send_messages=True)
    await world.env.advance_time(121)
    [reminder] = world.public()[before:]
    resumed = await world.game()
    assert resumed.paused_at is None and resumed.deadline_at is not None
    assert reminder.content.startswith("🔓 I can post here again")
    assert f"<t:{int(resumed.deadline_at)}:R>" in reminder.content  # the new deadline
    assert notice_of(world, reminder, member.id)
    rolled = await member.slash(world.channel, "roll")
    assert not rolled.ephemeral and "rolled" in world.last_public().content
    await world.env.advance_time(HOUR * 0.8)  # the turn had its reminder: no second one
    assert [m for m in world.public()[before:] if "still your turn" in m.content] == [reminder]


async def test_a_reminder_that_comes_too_late_is_dropped(world):
    """A reminder held up (here by Discord's server errors) until its turn's time has run out
    is not sent: it would tell the player it is still their turn."""
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    game = await world.game()
    before = len(world.public())
    world.env.inject_error("POST", "/channels/*/messages", status=503, times=None)
    await world.env.advance_time(3000)  # the reminder falls due, and cannot be posted
    await world.env.advance_time(900)  # the turn's time runs out: the computer plays it
    after = await world.game()
    assert after.state.turn == game.state.turn + 1
    world.env.backend.faults.clear()  # Discord is back
    await world.env.advance_time(2 * TICK)
    posts = world.public()[before:]
    assert posts and not [p for p in posts if "still your turn" in p.content]
    assert "ran out" in posts[0].content
    assert await world.service.store.waiting(game.id) == []


async def test_a_deleted_channel_drops_its_waiting_posts(world):
    member_game = await world.open_game(2)
    assert member_game is not None
    game = await world.game()
    member = world.current_member(game)
    world.env.inject_error("POST", "/interactions/*/*/callback", status=500)
    await member.slash(world.channel, "roll")  # its post waits in the outbox
    assert await world.service.store.waiting(game.id)
    world.env.backend.delete_channel(world.channel.id)
    await world.env.advance_time(TICK)
    assert await world.service.store.waiting(game.id) == []
    gone = await world.service.get_by_id(game.id)
    assert gone.status == "abandoned"


async def test_discord_refuses_content_over_2000_characters(world):
    channel = world.env.bot.get_channel(world.channel.id)
    try:
        await channel.send("x" * 2001)
    except discord.HTTPException as exc:
        assert exc.status == 400
    else:
        raise AssertionError("a 2,001-character message was accepted")
    message = await channel.send(f"<@{world.alice.id}> hello",
                                 allowed_mentions=discord.AllowedMentions(users=True))
    await message.edit(content=f"<@{world.bob.id}> hello",
                       allowed_mentions=discord.AllowedMentions(users=True))
    # an edit notifies no one new: the pings are those of the message as it was created
    assert stored(world, message).ping_user_ids == [world.alice.id]


async def test_an_answer_after_three_seconds_of_real_time_is_caught(world, monkeypatch):
    """The harness itself: a handler that keeps the event loop busy past the deadline (here a
    shortened one) is reported, as Discord would drop its interaction."""
    import time

    import discord_rules

    monkeypatch.setattr(discord_rules, "FIRST_RESPONSE_SECONDS", 0.05)
    real = world.service.get

    async def blocking(*args, **kwargs):
        time.sleep(0.1)  # blocks the loop: no timer of the bot's can answer meanwhile
        return await real(*args, **kwargs)

    monkeypatch.setattr(world.service, "get", blocking)
    await world.alice.slash(world.channel, "columbiz board")
    late = discord_rules.late_answers()
    assert late and "columbiz" in late[0]
    discord_rules._late.clear()  # caught: the test's own teardown check stays green


def test_the_deadline_counts_the_bots_own_time_not_a_busy_machines():
    """The harness's clock for the 3 s rule: sleeping or blocking counts as the bot's time, but
    waiting for a CPU that another process holds does not, so a loaded machine cannot fail a
    quick handler while a slow one still fails."""
    import multiprocessing
    import os
    import time

    import discord_rules

    if not os.path.exists("/proc/self/task"):
        pytest.skip("this kernel does not report run delays")
    start_own = discord_rules._own_clock()
    time.sleep(0.2)
    assert discord_rules._own_clock() - start_own >= 0.19  # a blocked loop is the bot's time

    # Share one CPU with a process that wants all of it: the real time doubles, ours does not.
    cpu = sorted(os.sched_getaffinity(0))[0]
    before = os.sched_getaffinity(0)
    hog = multiprocessing.get_context("spawn").Process(target=_spin, args=(cpu,), daemon=True)
    hog.start()
    try:
        os.sched_setaffinity(0, {cpu})
        _work_for(0.3)  # let the hog reach its loop
        start_own, started = discord_rules._own_clock(), time.perf_counter()
        _work_for(0.6)  # the bot's own work, on the CPU the hog wants too
        real = time.perf_counter() - started
        own = discord_rules._own_clock() - start_own
    finally:
        os.sched_setaffinity(0, before)
        hog.kill()
        hog.join()
    assert own < real * 0.85, (own, real)


def _work_for(seconds: float) -> None:
    """Keep this thread on the CPU for `seconds` of real time (a busy loop, on purpose)."""
    import time

    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        continue


def _spin(cpu: int) -> None:
    """A process that wants all of one CPU, for ever (the test kills it)."""
    import os

    os.sched_setaffinity(0, {cpu})
    while True:
        continue
