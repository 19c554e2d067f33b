"""Every private text reaches its reader in their own language on every path, the timing-dependent
ones too: the answer that failed and is retried by the outbox, a second command while the first
one's post is still owed, a slow service acknowledged before Discord's deadline. One English word
there fails the test, in each language."""

from __future__ import annotations

import asyncio

import pytest
from discord_kit import TICK
from test_languages import CLIENT, OTHER_THAN_ENGLISH, english_only, words_in

from bot.messages import text

CALLBACK = "/interactions/*/*/callback"
BEFORE_THE_GUARD = 1.5  # as in test_delivery: the guard's timer is left to virtual time


def private_texts(result) -> list[str]:
    return [result.response.content] + [f.content for f in result.followups if f.ephemeral]


def assert_no_english(language: str, said: str) -> None:
    leaked = words_in(said) & english_only(language)
    assert not leaked, (language, leaked, said)


@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
async def test_a_second_move_while_a_post_is_owed_is_acknowledged_in_the_readers_language(
        world, clients, language):
    """The /roll's answer fails (the outbox owes its post); a quick /keep is saved and its post
    waits behind the /roll's: both players are told so in their own language."""
    for member in world.members:
        clients[member.id] = CLIENT[language]
    await world.open_game(2, by_button=False)
    member = world.current_member(await world.game())
    before = len(world.public())
    world.env.inject_error("POST", CALLBACK, status=500)
    first = await member.slash(world.channel, "roll")
    assert first.ephemeral
    assert private_texts(first) == [text("error.send_failed", language, kind="columbiz")]
    second = await member.slash(world.channel, "keep", dice="-")
    assert second.ephemeral
    assert private_texts(second) == [text("ack.queued", language)]
    for said in private_texts(first) + private_texts(second):
        assert_no_english(language, said)
    await world.env.advance_time(TICK)  # the sender posts both, in order
    assert len(world.public()) == before + 2


@pytest.mark.simcord(settle_timeout=BEFORE_THE_GUARD)
@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
async def test_a_slow_move_closes_its_acknowledgement_in_the_readers_language(
        world, clients, monkeypatch, language):
    for member in world.members:
        clients[member.id] = CLIENT[language]
    await world.open_game(2, by_button=False)
    member = world.current_member(await world.game())
    act = world.service.act

    async def slow_act(*args, **kwargs):
        await asyncio.sleep(4)  # virtual time: the guard acknowledges first
        return await act(*args, **kwargs)

    monkeypatch.setattr(world.service, "act", slow_act)
    result = await member.slash(world.channel, "roll")
    await world.env.advance_time(2.5)
    await world.env.advance_time(2)
    assert result.response.content == text("ack.posted", language)
    assert_no_english(language, result.response.content)


async def test_a_private_picture_is_in_the_readers_language_like_its_caption(world, clients):
    """In a German game, Alice reads English: her /columbiz board and /columbiz standings
    pictures are drawn with the English words, Bob's with the German ones (one rule for every
    private picture, as for a replay)."""
    from dataclasses import replace

    clients[world.bob.id] = "de"
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, language="de")
    await world.bob.click(lobby.response, custom_id=f"lobby:join:{(await world.game()).id}")
    game = await world.game()
    assert game.language == "de"
    frontend = world.env.bot.table.frontend(game)
    events = tuple(await world.service.turn_events(game))
    drawn = {lc: frontend.render_move(replace(game, language=lc), (), events)
             for lc in ("en", "de")}
    pads = {lc: frontend.render_scorepad(replace(game, language=lc)) for lc in ("en", "de")}
    assert drawn["en"] != drawn["de"]  # the tray's words (the pad may have none: its icons)
    for member, reader in ((world.alice, "en"), (world.bob, "de")):
        board = await member.slash(world.channel, "columbiz board")
        assert await board.response.attachments[0].read() == drawn[reader], reader
        standings = await member.slash(world.channel, "columbiz standings")
        assert await standings.response.attachments[0].read() == pads[reader], reader


LOOKING = ("board", "standings", "rules", "help", "history", "mygames", "leaderboard", "stats")


async def private_words(reply) -> str:
    """Everything a private reply shows: its content, its embeds, its text files."""
    from test_languages import shown

    said = [shown(reply.response)] + [shown(f) for f in reply.followups]
    for message in [reply.response, *reply.followups]:
        for attachment in message.attachments:
            if attachment.filename.endswith(".txt"):
                said.append((await attachment.read()).decode("utf-8"))
    return "\n".join(said)


@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
@pytest.mark.parametrize("kind", ["columbiz", "icetowers"])
async def test_every_private_reply_of_a_game_is_in_the_readers_language(
        world, clients, language, kind):
    """Mid-game, each player looks at everything there is to look at, and makes a move that is
    refused: not one English word in any private reply, its embeds or its files."""
    for member in world.members:
        clients[member.id] = CLIENT[language]
    if kind == "columbiz":
        await world.open_game(2, by_button=False)
        member = world.current_member(await world.game())
        await member.slash(world.channel, "roll")
        wrong = ("place", {"cells": "666666"})
    else:
        lobby = await world.alice.slash(world.channel, "icetowers new", seats=2, stash=1)
        await world.bob.click(lobby.response, custom_id=f"lobby:join:{(await world.game()).id}")
        wrong = ("cap", {"move": "T1 T99"})
    english = english_only(language) - {kind, "alice", "bruno", "columbiz", "icetowers"}
    replies = []
    for member in (world.alice, world.bob):
        for command in LOOKING:
            replies.append(await member.slash(world.channel, f"{kind} {command}"))
        replies.append(await member.slash(world.channel, wrong[0], **wrong[1]))
    for reply in replies:
        assert reply.ephemeral, reply
        said = await private_words(reply)
        assert said.strip()
        leaked = words_in(said) & english
        assert not leaked, (language, kind, leaked, said)
