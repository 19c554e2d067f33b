"""Commit before reply: a failed send never loses a move. And the bot says which of its channel
permissions are missing instead of failing silently."""

from __future__ import annotations

import asyncio

import discord
import pytest

SAVED = ("It is saved, but I could not post the message here. `/columbiz board` shows the game "
         "as it stands.")


async def test_failed_send_after_commit_keeps_the_move(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    # the public message of the roll (the followup after the deferral) fails once
    world.env.inject_error("POST", "/webhooks/*", status=500)
    result = await member.slash(world.channel, "roll")
    assert result.response.content == SAVED
    after = await world.game()
    assert after.state.rolls == 1 and after.rev == game.rev + 1  # the roll stands
    moves = await world.service.moves(game.id)
    assert [list(m.action) for m in moves] == [["roll"]]
    # the board shows it, with the buttons to go on
    board = await member.slash(world.channel, "columbiz board")
    assert board.ephemeral and "(1/3 rolls)" in board.response.content
    assert board.response.attachments
    pressed = await member.click(board.response, label="Roll again (2/3)")
    assert not pressed.ephemeral
    assert (await world.game()).state.rolls == 2


async def test_failed_edit_of_a_pressed_die_keeps_the_keep(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    rolled = await member.slash(world.channel, "roll")
    world.env.inject_error("PATCH", "/webhooks/*/messages/@original", status=500)
    pressed = await member.click(rolled.response, custom_id=[
        c for c in [b["custom_id"] for row in rolled.response.components for b in row["components"]]
        if c.startswith("cz:die:")][0])
    assert pressed.followups and pressed.followups[0].content == SAVED
    assert pressed.followups[0].ephemeral
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
    assert rules.ephemeral and "[C10]" in rules.response.content


@pytest.mark.simcord(settle_timeout=0.2)
async def test_a_slow_service_is_acknowledged_before_the_deadline(world, monkeypatch):
    """If the service is slow (a database locked by another writer), the interaction is
    acknowledged privately within Discord's 3 seconds, and the move is posted when it is done."""
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    roll = world.service.roll

    async def slow_roll(*args, **kwargs):
        await asyncio.sleep(4)  # the real service, reached late
        return await roll(*args, **kwargs)

    monkeypatch.setattr(world.service, "roll", slow_roll)
    result = await member.slash(world.channel, "roll")
    assert not result.acknowledged
    await world.env.advance_time(2.5)  # before the 3-second deadline: a private "thinking"
    assert result.acknowledged and result.deferred and result.ephemeral
    await world.env.advance_time(2)
    assert result.response.content == "Done: see the message below."
    assert result.followups and not result.followups[0].ephemeral
    assert "rolled" in result.followups[0].content
    assert (await world.game()).state.rolls == 1


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
