"""`create_bot(settings)`: the discord.py application, ready for `bot.start(token)` or a test.

The bot needs no privileged intent (slash commands and buttons arrive as interactions; only the
`guilds` intent is asked for, so channels and threads are cached). Its default allowed mentions
are none: a message notifies someone only when it says so (the next player after a move).
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot import answer, errors, render_pool
from bot.announce import Announcer
from bot.config import Settings
from bot.front import add_cogs, install
from bot.front.i18n import CatalogTranslator
from bot.front.ratings import watch_past_games
from bot.front.vanished import watch_vanished
from bot.logging_setup import log_command
from bot.service import GameService
from bot.store import Store
from bot.tasks import DueWork

_log = logging.getLogger(__name__)

API_VERSION_PATH = "/api/v10"

# What the invite link asks for: see the channel, post the board image, in channels and threads
# (the same permissions the bot checks before it plays, bot/front/core.py).
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, embed_links=True,
    attach_files=True,
)
INVITE_SCOPES = ("bot", "applications.commands")

# The store's worker threads give up the GIL at every statement (SQLite) or server round trip
# (PostgreSQL) and must get it back from the event loop, which hands it over only
# every switch interval (Python's default 5 ms). A PostgreSQL transaction is several round trips,
# so under load most of its time was spent waiting there (measured: 48 ms per call at 5 ms,
# 25 ms at 1 ms; benchmarks/bot.py).
SWITCH_INTERVAL = 0.001


def utc_clock() -> float:
    """Seconds since the epoch from discord.py's clock (the real time on a server; a test
    harness that drives discord.py's clock drives the service's deadlines with it)."""
    return discord.utils.utcnow().timestamp()


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(
        application_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES
    )


def apply_endpoints(api_base: str | None, gateway_url: str | None) -> None:
    """Point discord.py at a Discord-compatible proxy: REST (including interaction responses and
    webhooks, which use the same Route.BASE) and the gateway's first connection. Unset values
    leave Discord itself."""
    if api_base:
        base = api_base.rstrip("/")
        if "/api/v" not in base:
            base += API_VERSION_PATH
        discord.http.Route.BASE = base
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


class GameTree(app_commands.CommandTree):
    """The command tree: stamps when an interaction arrived, leaves alone one that came too late
    to be answered (bot.answer.too_late: it changes nothing), and answers every error that
    escapes a command (bad input from a transformer, a failed check) through `bot.errors`."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        interaction.extras.setdefault("started", time.perf_counter())
        if interaction.type is discord.InteractionType.application_command and (
                answer.too_late(interaction)):
            command = interaction.data.get("name") if interaction.data else None
            log_command(action=command or "?", user_id=interaction.user.id,
                        game_id=None, channel_id=interaction.channel_id, outcome="too_late",
                        started=interaction.extras["started"])
            return False
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        outcome = await errors.handle(interaction, error)
        command = interaction.command
        log_command(
            action=command.qualified_name if command else "?",
            user_id=interaction.user.id if interaction.user else None,
            game_id=interaction.extras.get("game"), channel_id=interaction.channel_id,
            outcome=outcome, started=interaction.extras.get("started", time.perf_counter()),
        )


class ColumbizBot(commands.Bot):
    def __init__(self, settings: Settings, *, service_options: dict[str, Any] | None = None,
                 **shards: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=GameTree,
            **shards,
        )
        self.settings = settings
        self.service_options = dict(service_options or {})  # e.g. a seed source for tests
        self.service_options.setdefault("clock", utc_clock)
        self.clock = self.service_options["clock"]  # the service's clock, for what falls due
        self.store: Any = None
        self.service: Any = None
        self.table = install(self)
        self.vanished = watch_vanished(self)  # games whose channel or server is gone
        watch_past_games(self)  # games played before ratings: rated once their channels are seen
        self.turn_clock = DueWork(self, settings.tick_seconds)

    async def setup_hook(self) -> None:
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
        warming = asyncio.create_task(render_pool.start())
        await add_cogs(self, self.table)
        self.store = await Store.open(self.settings.database)
        self.service = GameService(
            self.store, announcer=Announcer(self.table.frontends), **self.service_options
        )
        self.turn_clock.start()  # its first pass runs once the bot is ready
        self.table.delivery.start()  # so does the outbox sender's: what a crash left is posted
        await self.tree.set_translator(CatalogTranslator())
        await warming  # the render pool's processes, started beside the store's opening
        if self.settings.syncs_commands:
            await self.sync_commands()
        if self.application_id:
            _log.info("invite link: %s", invite_url(self.application_id))

    async def sync_commands(self) -> None:
        """To the development guild at once when DEV_GUILD_ID is set, else globally (Discord
        may take a while to show global changes)."""
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            _log.info("synced %d commands to guild %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            _log.info("synced %d global commands", len(synced))

    async def close_service(self) -> None:
        service, self.service = self.service, None
        if service is not None:
            await service.close()

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """Every interaction is acknowledged before Discord's 3-second deadline, whatever its
        handler is doing (bot.answer): its guard is set as discord.py parses it, before its
        handler's first step. (An `on_interaction` listener would cost a task of its own for
        every interaction, only to set a timer.)"""
        if event_name == "interaction":
            try:
                answer.guard(args[0])
            except Exception:  # as discord.py treats a failing listener: logged, not raised
                _log.exception("could not set the guard of an interaction")
        super().dispatch(event_name, *args, **kwargs)

    async def close(self) -> None:
        self.turn_clock.stop()
        self.table.delivery.stop()
        try:
            await self.table.stop()
            await super().close()
        finally:
            await self.close_service()


class ShardedColumbizBot(ColumbizBot, commands.AutoShardedBot):
    """The bot running some of the application's shards (SHARD_COUNT, SHARD_IDS): one gateway
    connection per shard, in one process. Several such processes share one PostgreSQL database;
    nothing in a process decides a move (every move is judged against the stored game), so any
    process may serve any game."""


def create_bot(settings: Settings, **service_options: Any) -> ColumbizBot:
    """The bot for these settings. `service_options` go to GameService (`seed_source`, `clock`);
    the defaults (the operating system's randomness, the real clock through discord.py's
    `utcnow`) are what a server runs. The turn clock's deadlines use the same clock. With
    SHARD_COUNT set, the bot runs the shards of SHARD_IDS (all of them by default)."""
    apply_endpoints(settings.api_base, settings.gateway_url)
    if settings.shard_count is None:
        return ColumbizBot(settings, service_options=service_options)
    ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    return ShardedColumbizBot(settings, service_options=service_options,
                              shard_count=settings.shard_count, shard_ids=ids)
