"""Nothing late is carried out, and nothing late is an error: an interaction that reaches the bot
after Discord's 3 s (replayed on a gateway RESUME after the user saw it fail) changes nothing;
a private word to an interaction that expired meanwhile is only logged, since the change it
speaks of stands and its post is in the outbox."""

from __future__ import annotations

import logging

from discord_kit import TICK
from discord_rules import replayed

CALLBACK = "/interactions/*/*/callback"
UNKNOWN_INTERACTION = 10062


def command_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "bot.commands"]


async def test_saved_in_a_moment_to_an_expired_interaction_is_no_error(world, caplog):
    await world.open_game(2)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    before = len(world.public())
    world.env.inject_error("POST", CALLBACK, status=500)
    await member.slash(world.channel, "keep", dice="-")  # its post fails: the outbox has it
    # the /roll after it waits behind that post, and its interaction expired meanwhile
    world.env.inject_error("POST", CALLBACK, status=404, code=UNKNOWN_INTERACTION,
                           message="Unknown interaction")
    await member.slash(world.channel, "roll")
    assert (await world.game()).state.rolls == 2  # the roll stands
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert "outcome=ok" in command_lines(caplog)[-1]
    await world.env.advance_time(TICK)  # both posts go out, in order
    posts = world.public()[before:]
    assert [("keeps no dice" in p.content, "rolled" in p.content) for p in posts] == [
        (True, False), (False, True)]


REPLAY_DELAY = 60.0  # a RESUME after a minute's outage


def ignored(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "bot.answer" and "ignored, nothing changed" in r.getMessage()]


async def test_a_command_replayed_after_an_outage_changes_nothing(world, monkeypatch, caplog):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    before = len(world.public())
    replayed(monkeypatch, REPLAY_DELAY)
    result = await member.slash(world.channel, "roll")
    after = await world.game()
    assert (after.rev, after.state.rolls) == (game.rev, 0)  # no roll the player never saw
    assert not result.acknowledged and len(world.public()) == before
    [line] = ignored(caplog)
    assert "60.0 s after Discord made it" in line
    assert "outcome=too_late" in command_lines(caplog)[-1]
    await world.env.advance_time(TICK)
    assert len(world.public()) == before and await world.service.store.waiting() == []


async def test_a_new_game_replayed_after_an_outage_opens_nothing(world, monkeypatch, caplog):
    replayed(monkeypatch, REPLAY_DELAY)
    result = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert not result.acknowledged and await world.game() is None
    assert world.public() == [] and len(ignored(caplog)) == 1


async def test_a_button_replayed_after_an_outage_changes_nothing(world, monkeypatch, caplog):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    replayed(monkeypatch, REPLAY_DELAY)
    pressed = await world.bob.click(lobby.response, label="Join")
    assert not pressed.acknowledged
    assert [s.user_id for s in (await world.game()).seats] == [world.alice.id]
    assert len(ignored(caplog)) == 1 and "outcome=too_late" in command_lines(caplog)[-1]


async def test_an_interaction_within_the_window_is_carried_out(world, monkeypatch):
    replayed(monkeypatch, 1.0)  # a second on the way: Discord still takes the answer
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert lobby.acknowledged and not lobby.ephemeral
    assert (await world.game()).seats[0].user_id == world.alice.id


async def test_a_lobby_whose_answer_failed_is_posted_by_the_outbox(world):
    """/columbiz new whose answer Discord refused (or that came too late to be answered): the
    lobby's message is in the outbox with it, and goes out with its buttons."""
    world.env.inject_error("POST", CALLBACK, status=500)
    result = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert result.ephemeral and "Saved" in result.response.content  # not "try again"
    game = await world.game()
    assert game.status == "lobby" and world.public() == []
    await world.env.advance_time(TICK)  # the outbox sender
    [message] = world.public()
    assert message.content.startswith("**Alice** opened a game of Columbiz (#1)")
    joined = await world.bob.click(message, label="Join")
    assert joined.acknowledged
    assert (await world.game()).status == "active"
    assert await world.service.store.waiting() == []


async def test_a_lobby_answered_at_once_is_marked_sent(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert not lobby.ephemeral and "Join" in [
        b["label"] for row in lobby.response.components for b in row["components"]]
    game = await world.game()
    assert await world.service.store.delivered(game.id) == [
        (f"lobby:{game.id}", lobby.response.id)]
    await world.env.advance_time(TICK)
    assert len(world.public()) == 1  # posted once
