"""Nothing late is carried out, and nothing late is an error: an interaction that reaches the bot
after Discord's 3 s (replayed on a gateway RESUME after the user saw it fail) changes nothing;
a private word to an interaction that expired meanwhile is only logged, since the change it
speaks of stands and its post is in the outbox."""

from __future__ import annotations

import logging

from discord_kit import TICK

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
