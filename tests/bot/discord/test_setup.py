"""How the bot is set up: no privileged intents, allowed mentions off by default, commands synced
to a development guild when DEV_GUILD_ID is set, threads as channels, and a log line per command
without the token."""

from __future__ import annotations

import dataclasses
import logging
import random

import discord
import pytest
from discord.ext import commands
from discord_kit import play_turn

import bot.games as games
from bot.app import create_bot
from bot.service.computers import levels


def test_no_privileged_intents_and_no_default_mentions(settings):
    bot = create_bot(settings)
    assert not bot.intents.members and not bot.intents.presences
    assert not bot.intents.message_content
    assert bot.intents.guilds
    mentions = bot.allowed_mentions
    assert mentions.everyone is False and mentions.roles is False and mentions.users is False


def test_the_invite_link_asks_for_what_the_bot_checks():
    from bot.app import INVITE_PERMISSIONS, invite_url
    from bot.front.core import NEEDED, NEEDED_IN_THREAD

    for name in {*NEEDED, *NEEDED_IN_THREAD}:
        assert getattr(INVITE_PERMISSIONS, name)
    assert not INVITE_PERMISSIONS.administrator and not INVITE_PERMISSIONS.mention_everyone
    assert invite_url(123) == (
        "https://discord.com/oauth2/authorize?client_id=123&scope=bot+applications.commands"
        "&permissions=274877959168"
    )


SHARED = ("new", "join", "leave", "start", "board", "standings", "rules", "help", "abandon",
          "back", "away", "notify", "history", "replay", "mygames", "leaderboard", "stats")


# The moves the README promises of the two games (a test game adds its own).
MOVES = {"columbiz": {"roll", "keep", "place"},
         "icetowers": {"cap", "mine", "split", "done", "pass"}}


async def test_the_command_list(world):
    """Each registered game has its group of the shared commands (and the computer seats' where
    it has computer players) and its moves, short top-level commands whose names never collide."""
    available = set(world.alice.available_commands(world.channel))
    groups = {name.split()[0] for name in available if " " in name}
    assert groups == set(games.GAMES)
    for kind, rules in games.GAMES.items():
        computers = ("addbot", "removebot") if levels(rules) else ()
        assert {name.split()[1] for name in available if name.startswith(f"{kind} ")} == {
            *SHARED, *computers}
    moves = {name for name in available if " " not in name}
    assert set().union(*MOVES.values()) <= moves
    owners = {command.name: command.extras["kind"] for command in world.env.bot.tree.get_commands()
              if command.name in moves}
    assert set(owners) == moves and not moves & groups
    assert {move for move, kind in owners.items() if kind in MOVES} == set().union(*MOVES.values())


async def test_the_table_is_the_bots_cogs(world):
    """The shared table is discord.py cogs, one per concern, each the bot's own."""
    cogs = world.env.bot.cogs
    assert set(cogs) == {"Lobby", "Moves", "Looking", "Records", "Notices"}
    assert all(isinstance(cog, commands.Cog) and cog.bot is world.env.bot
               for cog in cogs.values())


DEV_GUILD = 1_456_000_000_000_000_001


@pytest.fixture
def settings(tmp_path, request):
    from bot.config import Settings

    dev = DEV_GUILD if request.node.get_closest_marker("dev_guild") else None
    return Settings(token=None, database_path=tmp_path / "games.sqlite3", dev_guild_id=dev)


@pytest.mark.dev_guild
async def test_dev_guild_gets_the_commands_at_once(simcord_env):
    env = simcord_env
    dev = env.create_guild("Dev", id=DEV_GUILD)
    other = env.create_guild("Elsewhere")
    dev_member = dev.add_member(env.create_user("dev"))
    other_member = other.add_member(env.create_user("someone"))
    dev_channel = dev.create_text_channel("test")
    assert "roll" in dev_member.available_commands(dev_channel)
    assert other_member.available_commands(other.create_text_channel("x")) == ()
    result = await dev_member.slash(dev_channel, "columbiz help")
    assert result.ephemeral


async def test_a_thread_is_a_channel_of_its_own(world):
    rng = random.Random(2)
    channel = world.env.bot.get_channel(world.channel.id)
    await channel.create_thread(name="Columbiz night", type=discord.ChannelType.public_thread)
    thread = world.channel.threads[0]
    await world.open_game(2)
    await world.open_game(2, channel=thread)
    main, side = await world.game(), await world.game(thread)
    assert main.id != side.id and side.channel_id == thread.id
    await play_turn(world, rng, channel=thread)
    assert (await world.game()).rev == main.rev  # the channel's game did not move
    assert (await world.game(thread)).state.turn == 2


async def test_one_log_line_per_command_and_no_token(world, caplog):
    caplog.set_level(logging.INFO, logger="bot.commands")
    secret = "not.a.real.token"
    world.env.bot.settings = dataclasses.replace(world.env.bot.settings, token=secret)
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    other = world.alice if member is world.bob else world.bob
    caplog.clear()
    await member.slash(world.channel, "roll")
    await other.slash(world.channel, "roll")
    await member.slash(world.channel, "place", cells="7")
    lines = [r.getMessage() for r in caplog.records if r.name == "bot.commands"]
    assert len(lines) == 3
    assert lines[0].startswith(f"cmd action=roll game={game.id} user={member.id} ")
    assert "outcome=ok ms=" in lines[0]
    assert f"user={other.id}" in lines[1] and "outcome=not_your_turn" in lines[1]
    assert "action=place" in lines[2] and "outcome=columbiz.input.cell_unknown" in lines[2]
    fields = caplog.records[-1].fields
    assert set(fields) == {"action", "game", "user", "channel", "outcome", "ms"}
    assert all(secret not in r.getMessage() for r in caplog.records)
    # the bad cell was refused by the transformer and answered by the tree's error handler
    assert [type(e.__cause__ or e).__name__ for e in world.env.errors] == ["BadInput"]
