"""LOG_LEVEL=DEBUG shows discord.py's own traffic (each request's URL and body, each gateway
event): no interaction token (which answers the interaction) nor webhook token (which posts as
it) may be written, any more than the bot's token.

SimCord stands in for discord.py's HTTP client and gateway socket, whose debug lines therefore
never run; `discord_debug_lines` writes them as discord.py does (the same loggers, formats and
arguments: the route's full URL, the request body, the gateway payload) for every request and
event SimCord carries, and the bot's own log handler (bot.logging_setup) takes them in."""

from __future__ import annotations

import io
import logging

import pytest
from simcord.gateway import FakeGateway
from simcord.http import client as fake_http

from bot.logging_setup import log_handler

TOKEN = "MTIz.bot.token"


@pytest.fixture
def discord_debug_lines(monkeypatch):
    http_log = logging.getLogger("discord.http")
    webhook_log = logging.getLogger("discord.webhook.async_")
    gateway_log = logging.getLogger("discord.gateway")

    feed = FakeGateway.feed

    def logged_feed(self, event, payload):  # discord.gateway, DiscordWebSocket.received_message
        gateway_log.debug("For Shard ID %s: WebSocket Event: %s", 0,
                          {"t": event, "s": 1, "op": 0, "d": dict(payload)})
        return feed(self, event, payload)

    rest = fake_http.FakeHTTPClient.request

    async def logged_request(self, route, **kwargs):  # discord.http, HTTPClient.request
        data = await rest(self, route, **kwargs)
        http_log.debug("%s %s with %s has returned %s", route.method, route.url,
                       kwargs.get("json"), 200)
        http_log.debug("%s %s has received %s", route.method, route.url, data)
        return data

    hooks = fake_http.FakeWebhookAdapter.request

    async def logged_webhook(self, route, session, **kwargs):  # discord.webhook.async_
        data = await hooks(self, route, session, **kwargs)
        webhook_log.debug("Webhook ID %s with %s %s has returned status code %s",
                          route.webhook_id, route.method, route.url, 200)
        return data

    monkeypatch.setattr(FakeGateway, "feed", logged_feed)
    monkeypatch.setattr(fake_http.FakeHTTPClient, "request", logged_request)
    monkeypatch.setattr(fake_http.FakeWebhookAdapter, "request", logged_webhook)


@pytest.fixture
def debug_log(discord_debug_lines):
    """The bot's own log handler (as LOG_LEVEL=DEBUG sets it up) taking discord.py's DEBUG
    lines."""
    stream = io.StringIO()
    handler = log_handler(stream, token=TOKEN)
    root, chatty = logging.getLogger(), logging.getLogger("discord")
    saved = chatty.level
    root.addHandler(handler)
    chatty.setLevel(logging.DEBUG)
    try:
        yield stream
    finally:
        root.removeHandler(handler)
        chatty.setLevel(saved)


async def test_no_interaction_or_webhook_token_reaches_the_debug_log(world, debug_log):
    await world.alice.slash(world.channel, "columbiz new", seats=2)
    await world.bob.slash(world.channel, "columbiz join")
    await world.alice.slash(world.channel, "columbiz board")  # deferred, then a follow-up
    tokens = [record.token for record in world.env.backend.interactions.values()]
    assert len(tokens) == 3
    log = debug_log.getvalue()
    # the payloads were written: the interactions as they arrived, the answers to them
    assert "INTERACTION_CREATE" in log and "'token': '[redacted]'" in log
    assert "/interactions/" in log and "/callback" in log and "/webhooks/" in log
    for token in tokens:
        assert token not in log
