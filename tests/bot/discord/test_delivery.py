"""Every committed move reaches the channel: its post (with the next player's notice) is written
in the move's own transaction (the outbox) and delivered from there, by the interaction's answer
or, when that fails or the bot dies first, by the outbox sender. A failure after the commit never
invites a second move, and is told only to the player. The bot says which of its channel
permissions are missing instead of failing silently."""

from __future__ import annotations

import asyncio

import discord
import discord_rules
import pytest
from discord_kit import TICK, by_the_bot_itself, custom_ids, pings, restart

from bot.games.columbiz import moves as cz

SAVED = ("Saved: no need to do it again. I could not post the message here just now; it goes out "
         "as soon as I can post (`/columbiz board` shows the game as it stands).")
CALLBACK = "/interactions/*/*/callback"
# SimCord fires every timer due before a settle's deadline, so the tests of the acknowledgement
# guard settle for less than its 2 s (the guard's timer stays pending, as on a fast machine), yet
# leave the real work of a command (database threads, a loaded CI machine) well over a second.
BEFORE_THE_GUARD = 1.5


async def rolled(world):
    """A 2-player game whose player on turn has rolled once; (member, game)."""
    await world.open_game(2)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    return member, await world.game()


async def place_anything(world, member, *faults):
    """/place the first legal placement, after injecting `faults` (method, path, kwargs)."""
    choices = await member.autocomplete(world.channel, "place", "cells", "")
    for method, path, kwargs in faults:
        world.env.inject_error(method, path, **kwargs)
    return await member.slash(world.channel, "place", cells=choices[0]["value"])


async def test_a_refused_answer_is_posted_by_the_outbox_once(world):
    member, game = await rolled(world)
    before = len(world.public())
    # the answer to /place fails once
    result = await place_anything(world, member, ("POST", CALLBACK, {"status": 500}))
    # the player is told, privately, that it is saved: not to try again
    assert result.ephemeral and result.response.content == SAVED
    after = await world.game()
    assert after.state.turn == game.state.turn + 1  # the placement stands
    next_player = after.current_seat_info().user_id
    assert len(world.public()) == before
    await world.env.advance_time(TICK)  # the outbox sender tries again
    [post] = world.public()[before:]
    assert by_the_bot_itself(post) and post.attachments
    assert pings(world, post) == [next_player]
    assert f"<@{next_player}>, it's your turn" in post.content
    assert await world.service.store.waiting(game.id) == []
    await world.env.advance_time(3600)  # and only once
    assert len(world.public()) == before + 1


def channel_posts(world) -> int:
    """How many times the bot asked to post a message in the world's channel (refused ones too)."""
    path = f"/channels/{world.channel.id}/messages"
    return sum(1 for r in world.env.backend.http_requests if r.method == "POST" and r.path == path)


async def test_a_failed_retry_backs_off_and_still_delivers(world):
    """The sender tries a failed post again 5 s later, then 10 s, then 20 s: it does not wait
    for its next regular pass (TICK here), and does not press harder."""
    member, game = await rolled(world)
    before = len(world.public())
    await place_anything(world, member, ("POST", CALLBACK, {"status": 500}),
                         ("POST", "/channels/*/messages", {"status": 503, "times": 2}))
    assert channel_posts(world) == 0
    await world.env.advance_time(4)
    assert channel_posts(world) == 0
    await world.env.advance_time(2)  # 5 s after the failed answer: the first try fails
    assert channel_posts(world) == 1
    await world.env.advance_time(8)
    assert channel_posts(world) == 1
    await world.env.advance_time(2)  # 10 s later: so does the second
    assert channel_posts(world) == 2 and len(world.public()) == before
    await world.env.advance_time(18)
    assert channel_posts(world) == 2
    await world.env.advance_time(2)  # 20 s later the third goes through
    assert channel_posts(world) == 3 and len(world.public()) == before + 1
    assert await world.service.store.waiting(game.id) == []


async def test_a_rate_limited_post_goes_out_when_discord_says_not_later(world):
    """After a 429 the post is tried again once Discord's Retry-After has passed: not sooner
    (it would only be refused again), and not later (no backoff of the bot's own on top)."""
    member, game = await rolled(world)
    before = len(world.public())
    discord_rules.rate_limited(world.env, "POST", "/channels/*/messages", retry_after=60, times=2)
    await place_anything(world, member, ("POST", CALLBACK, {"status": 500}))  # the sender posts it
    await world.env.advance_time(6)  # 5 s after the failed answer: refused, wait 60 s
    assert channel_posts(world) == 1
    await world.env.advance_time(58)
    assert channel_posts(world) == 1
    await world.env.advance_time(2)  # 60 s later: refused again, wait 60 s
    assert channel_posts(world) == 2 and len(world.public()) == before
    await world.env.advance_time(58)
    assert channel_posts(world) == 2
    await world.env.advance_time(2)  # 60 s later it goes through
    assert channel_posts(world) == 3 and len(world.public()) == before + 1
    assert await world.service.store.waiting(game.id) == []


async def test_a_sent_post_sends_the_one_waiting_behind_it_at_once(world):
    """A move made while the previous move's post is still on its way waits behind it, and goes
    out the moment that post is sent, not at the sender's next pass (TICK here)."""
    member, game = await rolled(world)
    before = len(world.public())
    first = await cz.keep(world.service, world.channel.id, member.id, (), claim=True)
    second = await cz.roll(world.service, world.channel.id, member.id, claim=True)
    assert first.post.claimed and not second.post.claimed  # the second waits behind the first
    delivery = world.env.bot.table.delivery
    assert await delivery.to_channel(first.post.key, "post", first.post.payload, first.game)
    # what the sent mark set going (started from the test, so SimCord does not wait for it)
    while pending := [t for t in world.env.bot.table.background.tasks if not t.done()]:
        await asyncio.gather(*pending)
    posts = world.public()[before:]
    assert [("keeps no dice" in p.content, "rolled" in p.content) for p in posts] == [
        (True, False), (False, True)]
    assert await world.service.store.waiting(game.id) == []


async def test_a_crash_between_commit_and_post_is_posted_after_the_restart(
    world, settings, bots, seeds
):
    """The process dies after the commit, before anything was sent: the restarted bot posts the
    move, with its notice, as soon as it is up."""
    member, game = await rolled(world)
    choices = await member.autocomplete(world.channel, "place", "cells", "")
    before = len(world.public())
    # the move as the dying process committed it: written with its outbox entry, claimed by it
    done = await cz.place(world.service, world.channel.id, member.id, choices[0]["value"].split(),
                                     claim=True)
    assert done.post.claimed and len(world.public()) == before
    await restart(world, settings, bots, seeds)
    # the dead process's claim lapses (60 s); the sender looks every TICK here
    await world.env.advance_time(TICK)
    [post] = world.public()[before:]
    next_player = done.game.current_seat_info().user_id
    assert pings(world, post) == [next_player] and post.attachments
    # the buttons go along: the game is still as the post shows it
    assert any(c.startswith("cz:roll:") for c in custom_ids(post))


async def test_posts_keep_the_order_of_play(world):
    """A post that could not go out holds back the ones after it: the channel reads in order."""
    member, game = await rolled(world)
    before = len(world.public())
    world.env.inject_error("POST", CALLBACK, status=500)
    await member.slash(world.channel, "keep", dice="-")  # its post fails
    again = await member.slash(world.channel, "roll")  # this one waits behind it
    assert again.ephemeral and "Saved." in again.response.content
    assert (await world.game()).state.rolls == 2
    await world.env.advance_time(TICK)
    posts = world.public()[before:]
    assert [("keeps no dice" in p.content, "rolled" in p.content) for p in posts] == [
        (True, False), (False, True)]


async def test_a_failed_edit_of_a_pressed_die_keeps_the_keep(world):
    member, game = await rolled(world)
    message = world.last_public()
    world.env.inject_error("POST", CALLBACK, status=500)
    pressed = await member.click(message, custom_id=[
        c for c in custom_ids(message) if c.startswith("cz:die:")][0])
    assert pressed.ephemeral and pressed.response.content == SAVED
    assert len((await world.game()).state.kept) == 1


def denied(world, name, **perms):
    return world.guild.create_text_channel(
        name, overwrites={world.guild.me: discord.PermissionOverwrite(**perms)}
    )


async def test_missing_send_messages_is_named(world):
    locked = denied(world, "locked", send_messages=False)
    result = await world.alice.slash(locked, "columbiz new", seats=2)
    assert result.ephemeral
    assert result.response.content == (
        "I can't play in this channel: I am missing the Send Messages permission here. Ask a "
        "moderator to grant it, or play in another channel."
    )
    assert await world.service.get(locked.id) is None  # nothing was created
    assert locked.history() == []


async def test_missing_files_and_embeds_are_named(world):
    bare = denied(world, "bare", attach_files=False, embed_links=False)
    result = await world.alice.slash(bare, "columbiz new")
    assert result.response.content == (
        "I can't play in this channel: I am missing the Attach Files and Embed Links permissions "
        "here. Ask a moderator to grant them, or play in another channel."
    )
    assert await world.service.get(bare.id) is None


async def test_permissions_taken_away_mid_game(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    start = world.last_public()
    channel = world.env.bot.get_channel(world.channel.id)
    await channel.set_permissions(channel.guild.me, attach_files=False)
    for act in (lambda: member.slash(world.channel, "roll"),
                lambda: member.click(start, label="Roll")):
        result = await act()
        assert result.ephemeral and "missing the Attach Files permission" in (
            result.response.content)
    after = await world.game()
    assert (after.rev, after.state) == (game.rev, game.state)  # nothing moved
    # looking needs no permission of the bot's: the rules still answer
    rules = await member.slash(world.channel, "columbiz rules")
    assert rules.ephemeral and "[C10]" in rules.response.embeds[0].description


@pytest.mark.simcord(settle_timeout=BEFORE_THE_GUARD)
async def test_a_slow_service_is_acknowledged_before_the_deadline(world, monkeypatch):
    """If the service is slow (a database locked by another writer), the interaction is
    acknowledged privately within Discord's 3 seconds, and the move is posted when it is done,
    as a new message of its own (so the notice in it notifies)."""
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    act = world.service.act

    async def slow_act(*args, **kwargs):
        await asyncio.sleep(4)  # the real service, reached late
        return await act(*args, **kwargs)

    monkeypatch.setattr(world.service, "act", slow_act)
    result = await member.slash(world.channel, "roll")
    assert not result.acknowledged
    await world.env.advance_time(2.5)  # before the 3-second deadline: a private "thinking"
    assert result.acknowledged and result.deferred and result.ephemeral
    await world.env.advance_time(2)
    assert result.response.content == "Done: see the message below."
    assert result.followups and not result.followups[0].ephemeral
    assert "rolled" in result.followups[0].content
    assert (await world.game()).state.rolls == 1


@pytest.mark.simcord(settle_timeout=BEFORE_THE_GUARD)
async def test_a_slow_post_after_a_slow_service_stays_private_when_it_fails(world, monkeypatch):
    """The failure notice after a private acknowledgement fills that private message: the
    channel never sees "it is saved" (nor any "thinking" of the bot's)."""
    member, game = await rolled(world)
    act = world.service.act

    async def slow_act(*args, **kwargs):
        await asyncio.sleep(4)
        return await act(*args, **kwargs)

    monkeypatch.setattr(world.service, "act", slow_act)
    before = len(world.public())
    world.env.inject_error("POST", "/webhooks/*", status=500)  # the public follow-up fails
    result = await member.slash(world.channel, "keep", dice="-")
    await world.env.advance_time(2.5)
    await world.env.advance_time(2)
    assert result.ephemeral and SAVED in [result.response.content] + [
        f.content for f in result.followups if f.ephemeral]
    assert all("Saved" not in m.content for m in world.public()[before:])
    await world.env.advance_time(TICK)  # the outbox posts the keep
    assert [m.content.count("keeps no dice") for m in world.public()[before:]] == [1]


@pytest.mark.simcord(settle_timeout=BEFORE_THE_GUARD)
@pytest.mark.parametrize("command", ["columbiz board", "columbiz standings", "columbiz history",
                                     "columbiz mygames", "columbiz leaderboard",
                                     "columbiz stats"])
async def test_every_command_is_acknowledged_before_the_deadline(world, monkeypatch, command):
    """Reads before any answer (the game, the standings) are covered by the guard too."""
    await world.open_game(2)
    store = world.service.store
    for name in ("open_game", "finished_games", "open_games_of_user", "player_totals"):
        real = getattr(store, name)

        async def slow(*args, real=real, **kwargs):
            await asyncio.sleep(4)
            return await real(*args, **kwargs)

        monkeypatch.setattr(store, name, slow)
    result = await world.alice.slash(world.channel, command)
    await world.env.advance_time(2.5)
    assert result.acknowledged and result.ephemeral
    await world.env.advance_time(30)
    assert result.response.content  # and the answer came, privately


@pytest.mark.simcord(settle_timeout=BEFORE_THE_GUARD)
async def test_a_button_is_acknowledged_before_the_deadline(world, monkeypatch):
    """A button reads its game before its move: a slow read is covered as well (a silent
    deferred update), and the roll is posted as a new message."""
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    start = world.last_public()
    real = world.service.store.open_game

    async def slow(*args, **kwargs):
        await asyncio.sleep(4)
        return await real(*args, **kwargs)

    monkeypatch.setattr(world.service.store, "open_game", slow)
    before = len(world.public())
    result = await member.click(start, label="Roll")
    await world.env.advance_time(2.5)
    assert result.acknowledged
    await world.env.advance_time(30)
    assert (await world.game()).state.rolls == 1
    [post] = world.public()[before:]
    assert "rolled" in post.content


async def test_threads_need_the_thread_permission_not_the_channel_one(world):
    async def thread_in(channel):
        parent = world.env.bot.get_channel(channel.id)
        await parent.create_thread(name="game", type=discord.ChannelType.public_thread)
        return channel.threads[0]

    # the bot may not post in the channel itself, but may in its threads: a thread game works
    quiet = await thread_in(denied(world, "quiet", send_messages=False))
    opened = await world.alice.slash(quiet, "columbiz new", seats=2)
    assert not opened.ephemeral and "opened a game" in opened.response.content
    # and the other way round: the thread permission is the one named
    no_threads = await thread_in(denied(world, "no-threads", send_messages_in_threads=False))
    refused = await world.alice.slash(no_threads, "columbiz new", seats=2)
    assert refused.ephemeral and "missing the Send Messages in Threads permission" in (
        refused.response.content)
