"""Fixtures for the Discord tests: the real bot (create_bot) on SimCord's offline Discord, over the
real service and a real SQLite file in tmp_path, with the real renderer."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.config import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(token=None, database_path=tmp_path / "games.sqlite3")


@pytest.fixture
def bots():
    """Every bot a test made (a restart makes a second one); their stores are closed at the end."""
    return []


@pytest.fixture
async def simcord_bot(settings, bots):
    bot = create_bot(settings)
    bots.append(bot)
    yield bot
    for made in bots:
        await made.close_service()


@pytest.fixture
async def world(simcord_env):
    """A server with one channel and four members (display names Alice, Bob, Carol, Dave)."""
    from discord_kit import World

    return World.build(simcord_env)
