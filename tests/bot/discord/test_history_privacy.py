"""/columbiz history by number: a game's move log is for those who can see the channel it was
played in (for a private thread: its players and those who manage threads), and always for its
own players, even once that channel is gone."""

from __future__ import annotations

import random

import discord
from discord_kit import play_turn, private_channel

HIDDEN = "You can't see the channel of game #{}, so you can't see its move log."




async def ask(member, channel, game_id):
    return await member.slash(channel, "columbiz history", game_id=game_id)


async def refused(member, channel, game_id) -> bool:
    result = await ask(member, channel, game_id)
    assert result.ephemeral and not result.response.attachments
    assert result.response.content == HIDDEN.format(game_id)
    return True


async def sent(member, channel, game_id) -> str:
    result = await ask(member, channel, game_id)
    assert result.ephemeral, result.response.content
    (attachment,) = result.response.attachments
    assert attachment.filename == f"columbiz-game-{game_id}.txt"
    return (await attachment.read()).decode("utf-8")


async def test_a_private_channels_game_is_for_those_who_can_see_it(world):
    secret = private_channel(world, "secret", world.alice, world.bob, world.dave)
    await world.open_game(2, channel=secret)
    await play_turn(world, random.Random(4), channel=secret)
    game_id = (await world.game(secret)).id

    # Carol cannot see #secret: asked from the public channel, she gets nothing of it
    assert await refused(world.carol, world.channel, game_id)
    # a player gets it, from anywhere; so does Dave, who can see the channel without playing
    log = await sent(world.bob, world.channel, game_id)
    assert f"game #{game_id} · move log" in log and "rolled " in log
    assert "  1. Alice (purple)" in log
    assert f"game #{game_id}" in await sent(world.dave, world.channel, game_id)
    # an unknown number is still just unknown
    unknown = await ask(world.carol, world.channel, game_id + 1)
    assert unknown.response.content == f"There is no game #{game_id + 1} on this server."


async def test_once_the_channel_is_gone_only_its_players(world):
    secret = private_channel(world, "secret", world.alice, world.bob, world.dave)
    await world.open_game(2, channel=secret)
    game_id = (await world.game(secret)).id
    world.env.backend.delete_channel(secret.id)  # an admin deletes it
    await world.env.settle()
    assert await refused(world.dave, world.channel, game_id)  # could see it, never played
    assert f"game #{game_id}" in await sent(world.alice, world.channel, game_id)


async def test_a_private_threads_game_is_for_its_players_and_thread_managers(world):
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_threads=True))
    mod = world.guild.add_member(world.env.create_user("mo", global_name="Mo"), roles=[mods])
    parent = world.env.bot.get_channel(world.channel.id)
    thread = await parent.create_thread(name="quiet game", type=discord.ChannelType.private_thread)
    for member in (world.alice, world.bob):
        await thread.add_user(discord.Object(member.id))
    handle = world.channel.threads[0]
    await world.open_game(2, channel=handle)
    await play_turn(world, random.Random(6), channel=handle)
    game_id = (await world.game(handle)).id

    # Carol sees the parent channel but is not in the private thread
    assert await refused(world.carol, world.channel, game_id)
    assert f"game #{game_id}" in await sent(world.alice, world.channel, game_id)
    assert f"game #{game_id}" in await sent(mod, world.channel, game_id)


async def test_a_public_threads_game_is_for_whoever_sees_its_channel(world):
    hidden = private_channel(world, "hidden", world.alice, world.bob)
    parent = world.env.bot.get_channel(hidden.id)
    await parent.create_thread(name="open game", type=discord.ChannelType.public_thread)
    thread = hidden.threads[0]
    await world.open_game(2, channel=thread)
    game_id = (await world.game(thread)).id
    # the thread is public, but its channel is hidden from Carol
    assert await refused(world.carol, world.channel, game_id)
    # a public thread of a public channel is for everyone
    await world.env.bot.get_channel(world.channel.id).create_thread(
        name="open", type=discord.ChannelType.public_thread)
    open_thread = world.channel.threads[0]
    await world.alice.slash(open_thread, "columbiz new", seats=2)
    lobby_id = (await world.game(open_thread)).id
    assert f"game #{lobby_id}" in await sent(world.carol, world.channel, lobby_id)
    # an archived thread is no longer in the bot's cache: it is looked up
    cached = world.env.bot.get_channel(world.channel.id).guild.get_thread(open_thread.id)
    await cached.edit(archived=True)
    await world.env.settle()
    assert cached.guild.get_thread(open_thread.id) is None
    assert f"game #{lobby_id}" in await sent(world.carol, world.channel, lobby_id)
    assert await refused(world.carol, world.channel, game_id)
