"""Several bot processes, each running some shards (SHARD_COUNT, SHARD_IDS): the sharded bot
plays as the plain one, and only the process that runs shard 0 syncs the commands."""

from __future__ import annotations

import random

import discord
import pytest
from discord_kit import pings, play_turn

from bot.app import ShardedColumbizBot
from bot.config import Settings, load_settings


@pytest.fixture
def settings(settings):
    """The usual test settings, as a process running both shards of two."""
    return Settings(**{**settings.__dict__, "shard_count": 2, "shard_ids": (0, 1)})


async def test_a_sharded_bot_plays_a_game(world, simcord_bot):
    assert isinstance(simcord_bot, ShardedColumbizBot)
    assert isinstance(simcord_bot, discord.AutoShardedClient)
    assert simcord_bot.shard_count == 2 and sorted(simcord_bot.shards) == [0, 1]
    await world.open_game(2)
    results = await play_turn(world, random.Random(3))
    assert results and not results[-1].ephemeral
    game = await world.game()
    assert game.state.turn == 2
    assert pings(world, world.last_public()) == [game.current_seat_info().user_id]


def test_only_the_process_with_shard_0_syncs_commands():
    def settings(**env):
        return load_settings(env, env_file=None)

    assert settings().syncs_commands  # one process: it syncs
    assert settings(SHARD_COUNT="4", SHARD_IDS="0,1").syncs_commands
    assert not settings(SHARD_COUNT="4", SHARD_IDS="2,3").syncs_commands
    assert settings(SHARD_COUNT="4").syncs_commands  # all shards in this process
    assert not settings(SHARD_COUNT="4", SHARD_IDS="0", SYNC_COMMANDS="0").syncs_commands
    assert settings(SHARD_COUNT="4", SHARD_IDS="3", SYNC_COMMANDS="1").syncs_commands
    assert settings(SHARD_COUNT="4", SHARD_IDS=" 3, 1").shard_ids == (1, 3)


@pytest.mark.parametrize("env, name", [
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "SHARD_IDS"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,x"}, "SHARD_IDS"),
    ({"SHARD_IDS": "0"}, "SHARD_IDS"),
    ({"DATABASE_URL": "sqlite:///games.db"}, "DATABASE_URL"),
])
def test_bad_shard_and_database_settings_are_named(env, name):
    from bot.config import ConfigError

    with pytest.raises(ConfigError, match=f"Setting {name} is not valid"):
        load_settings(env, env_file=None)
