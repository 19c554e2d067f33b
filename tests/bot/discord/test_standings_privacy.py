"""Standings, leaderboard and stats follow the rule of the move log (bot.front.access): a game
played in a channel someone cannot see is not theirs to see (not its number, nor its players,
nor their scores), unless they played in it."""

from __future__ import annotations

from discord_kit import TICK

IDLE = 3600


def private_channel(world, name, *allowed):
    """A channel hidden from @everyone, open to these members (and the bot)."""
    import discord

    see = discord.PermissionOverwrite(view_channel=True)
    overwrites = {world.guild.default_role: discord.PermissionOverwrite(view_channel=False),
                  world.guild.me: see}
    overwrites.update({member: see for member in allowed})
    return world.guild.create_text_channel(name, overwrites=overwrites)


async def finished_icetowers(world, channel, first, second) -> int:
    """An IceTowers game of two in `channel` that nobody plays: it ends once both have been idle
    for its idle time (I10). Its number."""
    lobby = await first.slash(channel, "icetowers new", seats=2, idle=IDLE)
    assert not lobby.ephemeral, lobby.response.content
    await second.slash(channel, "icetowers join")
    return (await world.game(channel)).id


async def test_an_outsider_sees_no_game_of_a_private_channel(world):
    secret = private_channel(world, "secret", world.alice, world.bob, world.dave)
    hidden = await finished_icetowers(world, secret, world.alice, world.bob)
    shown = await finished_icetowers(world, world.channel, world.carol, world.dave)
    await world.env.advance_time(IDLE + 2 * TICK)
    for game_id in (hidden, shown):
        assert (await world.service.get_by_id(game_id)).status == "finished"

    # Carol cannot see #secret: nothing of its game, its players or their scores
    standings = await world.carol.slash(world.channel, "icetowers standings")
    assert f"#{shown} · " in standings.response.content
    assert f"#{hidden} · " not in standings.response.content
    board = (await world.carol.slash(world.channel, "icetowers leaderboard")).response.content
    assert "**Carol**" in board and "**Dave**" in board
    assert "**Alice**" not in board and "**Bob**" not in board
    stats = await world.carol.slash(world.channel, "icetowers stats", user=world.alice.user)
    assert stats.response.content == "**Alice** has no finished game on this server yet."
    own = await world.carol.slash(world.channel, "icetowers stats")
    assert own.response.content.startswith("**Carol** on this server: rank ")
    assert " of 2 · " in own.response.content  # Carol and Dave: the players she may see

    # Dave can see #secret without having played there; Alice played there: both see it all
    for member in (world.dave, world.alice):
        standings = await member.slash(world.channel, "icetowers standings")
        assert f"#{hidden} · " in standings.response.content
        assert f"#{shown} · " in standings.response.content
        board = (await member.slash(world.channel, "icetowers leaderboard")).response.content
        assert all(f"**{name}**" in board for name in ("Alice", "Bob", "Carol", "Dave"))
    stats = await world.dave.slash(world.channel, "icetowers stats", user=world.alice.user)
    assert " of 4 · " in stats.response.content


async def test_a_player_who_lost_sight_of_the_channel_still_sees_their_own_game(world):
    secret = private_channel(world, "secret", world.alice, world.bob)
    hidden = await finished_icetowers(world, secret, world.alice, world.bob)
    await world.env.advance_time(IDLE + 2 * TICK)
    world.env.backend.delete_channel(secret.id)  # an admin deletes it
    await world.env.settle()
    standings = await world.bob.slash(world.channel, "icetowers standings")
    assert f"#{hidden} · " in standings.response.content
    board = (await world.bob.slash(world.channel, "icetowers leaderboard")).response.content
    assert "**Alice**" in board and "**Bob**" in board
    outsider = await world.carol.slash(world.channel, "icetowers leaderboard")
    assert outsider.response.content == "No game has finished on this server yet."
