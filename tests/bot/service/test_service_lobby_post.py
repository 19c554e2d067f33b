"""A new lobby's message is a post the change owes the channel like any other: written to the
outbox in the lobby's own transaction (so a failed or lost answer never leaves a lobby nobody
sees), first in its game's order, claimed for the caller who answers with it at once."""

from __future__ import annotations

import random

import pytest
from service_play import GUILD, open_game, play_to_end

from bot.service import GameService, ServiceError


class Lobbies:
    """An announcer of lobbies and starts only."""

    def lobby(self, lobby):
        return {"what": "lobby", **lobby}

    def start(self, result):
        return {"what": "start", "rev": result.game.rev}


@pytest.fixture
async def announced(store, clock):
    return GameService(store, clock=clock, announcer=Lobbies())


async def new(service, channel=10, **kw):
    return await service.new_lobby(kind="columbiz", guild_id=GUILD, channel_id=channel,
                                   creator_id=1, creator_name="ann", seats=2, **kw)


async def test_the_lobby_message_is_written_with_the_lobby(announced):
    game, post = await new(announced, language="fr", claim=True)
    assert post.key == f"lobby:{game.id}" and post.claimed
    assert post.payload == {"what": "lobby", "language": "fr"}
    [waiting] = await announced.store.waiting(game.id)
    assert (waiting.key, waiting.channel_id, waiting.payload) == (post.key, 10, post.payload)
    # held by this process while it answers: the sender of another process leaves it alone
    assert await announced.store.claim_due("other", announced.games.clock(),
                                           announced.games.clock() + 60) == []
    # the start's post comes after it in the game's order
    _, start = await announced.join(10, 2, "bob")
    assert [e.key for e in await announced.store.waiting(game.id)] == [post.key, start.post.key]
    assert not start.post.claimed


async def test_an_unclaimed_lobby_message_is_for_the_sender(announced):
    game, post = await new(announced)
    assert not post.claimed
    now = announced.games.clock()
    [due] = await announced.store.claim_due("sender", now, now + 60)
    assert due.key == post.key


async def test_a_refused_lobby_writes_no_message(announced):
    await new(announced)
    with pytest.raises(ServiceError) as caught:
        await new(announced)  # this channel has its lobby
    assert caught.value.code == "game_exists"
    assert len(await announced.store.waiting()) == 1


async def test_a_rematch_calls_the_other_players_in_its_lobby_message(announced):
    await open_game(announced, 12, 2, first_user=100)
    old = (await play_to_end(announced, 12, random.Random(5))).game
    game, post = await announced.new_rematch(old.id, 101, claim=True)
    assert post.key == f"lobby:{game.id}" and post.claimed
    assert post.payload == {"what": "lobby", "language": old.language, "rematch_of": old.id,
                            "ping": [100]}


async def test_without_an_announcer_no_lobby_message(service):
    game, post = await new(service)
    assert post is None and await service.store.waiting(game.id) == []
