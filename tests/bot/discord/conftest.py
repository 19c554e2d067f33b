"""Fixtures for the Discord tests: the real bot (create_bot) on SimCord's offline Discord, over the
real service and a real database (an SQLite file in tmp_path, then a PostgreSQL database of the
test's own), with the real renderer."""

from __future__ import annotations

import itertools
import logging

import pytest
import simcord.interactions
from discord_kit import TICK

from bot.app import create_bot
from bot.config import Settings


def pytest_configure(config):
    config.addinivalue_line("markers", "dev_guild: the bot is set up with DEV_GUILD_ID")




@pytest.fixture
def settings(tmp_path, database):
    """The bot's settings: its games in an SQLite file, or in PostgreSQL (each test runs on
    both backends)."""
    if isinstance(database, str):
        return Settings(token=None, database_url=database, tick_seconds=TICK,
                        outbox_seconds=TICK)
    return Settings(token=None, database_path=database, tick_seconds=TICK, outbox_seconds=TICK)


@pytest.fixture
def seeds():
    """Reproducible game seeds (1, 2, 3, ... as bytes), so a test's dice are the same each run.
    The bot's default is os.urandom."""
    counter = itertools.count(1)
    return lambda n: next(counter).to_bytes(n, "big")


@pytest.fixture
def bots():
    """Every bot a test made (a restart makes a second one); their stores are closed at the end."""
    return []


@pytest.fixture
async def simcord_bot(settings, bots, seeds):
    bot = create_bot(settings, seed_source=seeds)
    bots.append(bot)
    yield bot
    for made in bots:
        await made.close_service()


@pytest.fixture
async def world(simcord_env):
    """A server with one channel and four members (display names Alice, Bob, Carol, Dave)."""
    from discord_kit import World

    return World.build(simcord_env)


@pytest.fixture(autouse=True)
def discord_rules(monkeypatch):
    """Discord's stricter rules over SimCord (tests/bot/discord/discord_rules.py): edits never
    notify, content is at most 2,000 characters, the first answer is due within 3 s of real
    time. A test fails on any interaction answered late."""
    import discord_rules as rules

    rules.install(monkeypatch)
    yield
    assert rules.late_answers() == []


# Where the table's cogs log (bot/front): a failure outside an interaction is logged there.
TABLE_LOGGERS = ("bot.front.core", "bot.front.lobby_cog",
                 "bot.front.moves_cog", "bot.front.looking_cog", "bot.front.records_cog",
                 "bot.front.notices_cog")


@pytest.fixture(autouse=True)
def no_background_failures(caplog):
    """Work the bot does outside interactions (computer turns, the turn clock's task) logs its
    failures instead of raising them (the loop must go on); a test fails on any of them."""
    caplog.set_level(logging.INFO)
    yield
    failed = [
        f"{r.name}: {r.getMessage()}" for r in caplog.get_records("call")
        if r.levelno >= logging.ERROR
        and r.name in (*TABLE_LOGGERS, "bot.tasks", "bot.delivery", "bot.answer")
    ]
    assert failed == []


@pytest.fixture
def clients(monkeypatch) -> dict[int, str]:
    """user id -> the Discord locale their client sends (everyone else: en-US)."""
    chosen: dict[int, str] = {}
    real = simcord.interactions.base_payload

    def with_locale(backend, **kwargs):
        record, payload = real(backend, **kwargs)
        payload["locale"] = chosen.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return chosen
