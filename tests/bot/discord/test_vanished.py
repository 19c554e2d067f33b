"""A game whose channel or thread is deleted, or whose server the bot leaves or is removed from, is
abandoned at once: the turn clock does not play it on, nothing is posted for it any more, and it
is no result (leaderboard, standings)."""

from __future__ import annotations

import random

import discord
from discord_kit import TICK, play_turn

HOUR = 3600


async def hour_game(world, channel):
    """Alice and Bob play in `channel` with one hour per turn; one turn is played."""
    lobby = await world.alice.slash(channel, "columbiz new", seats=2, turn=HOUR)
    await world.bob.click(lobby.response, label="Join")
    await play_turn(world, random.Random(8), channel=channel)
    game = await world.game(channel)
    assert game.status == "active" and game.deadline_at is not None
    return game


def requests_about(world, channel_id: int, since: int) -> list:
    return [r for r in world.env.http_requests[since:] if str(channel_id) in r.path]


async def assert_abandoned(world, game, reason: str) -> None:
    moves = len(await world.service.moves(game.id))
    ended = await world.service.get_by_id(game.id)
    assert ended.status == "abandoned" and ended.end_reason == reason
    assert ended.deadline_at is None
    # long past its deadline: the clock played nothing for it
    await world.env.advance_time(2 * HOUR + TICK)
    assert len(await world.service.moves(game.id)) == moves
    assert (await world.service.get_by_id(game.id)).rev == ended.rev


async def assert_no_result(world, where) -> None:
    board = await world.carol.slash(where, "columbiz leaderboard")
    assert board.response.content.startswith(
        "No rated Columbiz game has finished on this server yet.")
    standings = await world.carol.slash(where, "columbiz standings")
    assert standings.response.content == (
        "No game is running here, and no game has finished on this server yet.")
    mine = await world.alice.slash(where, "columbiz mygames")
    assert mine.response.content == "You have no open games. Open one with `/columbiz new`."


def delete_with_threads(world, channel) -> None:
    """Delete a channel as Discord does: its threads go with it, without a word of their own."""
    backend = world.env.backend
    guild = backend.guilds[world.guild.id]
    for thread in channel.threads:
        backend.channels.pop(thread.id)
        backend.messages.pop(thread.id, None)
        guild.thread_ids.remove(thread.id)
    backend.delete_channel(channel.id)


async def test_a_deleted_channel_abandons_its_game(world):
    doomed = world.guild.create_text_channel("doomed")
    game = await hour_game(world, doomed)
    since = len(world.env.http_requests)
    world.env.backend.delete_channel(doomed.id)  # an admin deletes the channel
    await world.env.settle()
    await assert_abandoned(world, game, "channel_gone")
    assert requests_about(world, doomed.id, since) == []  # nothing was posted into it
    await assert_no_result(world, world.channel)
    log = await world.bob.slash(world.channel, "columbiz history", game_id=game.id)
    text = (await log.response.attachments[0].read()).decode("utf-8")
    assert "(its channel or thread was deleted)." in text


async def test_a_deleted_thread_abandons_its_game(world):
    parent = world.env.bot.get_channel(world.channel.id)
    await parent.create_thread(name="game", type=discord.ChannelType.public_thread)
    thread = world.channel.threads[0]
    game = await hour_game(world, thread)
    since = len(world.env.http_requests)
    world.env.backend.delete_channel(thread.id)
    await world.env.settle()
    await assert_abandoned(world, game, "channel_gone")
    assert requests_about(world, thread.id, since) == []
    await assert_no_result(world, world.channel)


async def test_a_deleted_channel_takes_the_games_of_its_threads(world):
    doomed = world.guild.create_text_channel("doomed")
    parent = world.env.bot.get_channel(doomed.id)
    first = await parent.create_thread(name="one", type=discord.ChannelType.public_thread)
    second = await parent.create_thread(name="two", type=discord.ChannelType.public_thread)
    one, two = sorted(doomed.threads, key=lambda t: t.id)
    games = [await hour_game(world, one), await hour_game(world, two)]
    await second.edit(archived=True)  # archived: the bot's cache drops it
    await world.env.settle()
    assert parent.guild.get_thread(second.id) is None and parent.guild.get_thread(first.id)
    elsewhere = await hour_game(world, world.channel)
    since = len(world.env.http_requests)
    delete_with_threads(world, doomed)
    await world.env.settle()
    for game in games:
        await assert_abandoned(world, game, "channel_gone")
    for channel in (doomed, one, two):
        assert not [r for r in requests_about(world, channel.id, since) if r.method != "GET"]
    # the game of another channel plays on: its turn ran out, the clock played it
    assert (await world.game()).id == elsewhere.id
    assert len(await world.service.moves(elsewhere.id)) > 0
    assert any(m.source == "clock" for m in await world.service.moves(elsewhere.id))


async def test_the_bot_removed_from_the_server_abandons_its_games(world):
    game = await hour_game(world, world.channel)
    lobby = world.guild.create_text_channel("lobby")
    await world.alice.slash(lobby, "columbiz new", seats=3)
    waiting = await world.game(lobby)
    # an outage makes the server unavailable for a while: that ends nothing
    world.env.backend.emit("GUILD_DELETE", {"id": str(world.guild.id), "unavailable": True})
    await world.env.settle()
    assert world.env.bot.get_guild(world.guild.id).unavailable
    assert (await world.game()).status == "active"
    since = len(world.env.http_requests)
    world.env.backend.remove_guild(world.guild.id)  # kicked
    await world.env.settle()
    assert world.env.bot.get_guild(world.guild.id) is None
    await assert_abandoned(world, game, "bot_removed")
    assert (await world.service.get_by_id(waiting.id)).end_reason == "bot_removed"
    assert world.env.http_requests[since:] == []
    assert await world.service.games_for_user(world.alice.id) == []


async def test_the_bot_leaving_a_server_abandons_its_games(world):
    game = await hour_game(world, world.channel)
    other = world.env.create_guild("Other")
    there = other.add_member(world.env.create_user("olga", global_name="Olga"))
    far = other.create_text_channel("far")
    await there.slash(far, "columbiz new", seats=2)
    await world.env.bot.get_guild(world.guild.id).leave()
    await world.env.settle()
    await assert_abandoned(world, game, "bot_removed")
    assert (await world.game(far)).status == "lobby"  # the other server's game is untouched
