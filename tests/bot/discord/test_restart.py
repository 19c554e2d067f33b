"""A restart in the middle of a game: same database file, a new bot. Nothing is lost, old buttons
still work, and a button of an older board says the board has changed."""

from __future__ import annotations

import random

from discord_kit import custom_ids, message_with_buttons, play_to_end, play_turn

from bot.app import create_bot


async def restart(world, settings, bots, seeds):
    bot = create_bot(settings, seed_source=seeds)
    bots.append(bot)
    await world.env.restart_bot(bot)
    assert world.env.bot is bot
    return bot


async def test_restart_mid_game_keeps_everything(world, settings, bots, seeds):
    rng = random.Random(7)
    await world.open_game(3)
    await play_turn(world, rng)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    before = await world.game()
    message = message_with_buttons(world, before)
    old_ids = custom_ids(message)

    old_bot = world.env.bot
    await restart(world, settings, bots, seeds)
    await old_bot.close_service()

    after = await world.game()
    assert (after.id, after.rev, after.state) == (before.id, before.rev, before.state)
    # /columbiz board shows the game as it stands, with the player's buttons
    board = await member.slash(world.channel, "columbiz board")
    assert board.ephemeral and f"Game #{after.id} · turn {after.state.turn}" in (
        board.response.content
    )
    assert board.response.attachments[0].filename == "board.png"

    # a button posted before the restart still works: keep one die
    pressed = await member.click(message, custom_id=old_ids[0])
    assert not pressed.ephemeral and "keeps" in pressed.response.content
    kept = await world.game()
    assert len(kept.state.kept) == 1 and kept.rev == before.rev + 1

    # the slash command path works on the new bot too, and so does the Roll button
    await member.click(pressed.response, label="Roll again (2/3)")
    assert (await world.game()).state.rolls == 2

    # the board message from before the restart is now older than the board: refused politely
    stale = await member.click(board.response, custom_id=custom_ids(board.response)[-1])
    assert stale.ephemeral and stale.response.content == (
        "The board has changed since these buttons were posted: use the latest message, or see "
        "it with `/columbiz board`."
    )
    # and the game plays on to its end after the restart
    assert await play_to_end(world, rng) > 0


async def test_restart_in_the_lobby_keeps_the_join_button(world, settings, bots, seeds):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    old_bot = world.env.bot
    await restart(world, settings, bots, seeds)
    await old_bot.close_service()
    joined = await world.bob.click(lobby.response, label="Join")
    assert not joined.ephemeral
    game = await world.game()
    assert game.status == "active" and [s.name for s in game.seats] == ["Alice", "Bob"]
    assert "Roll-off" in joined.followups[0].content


async def test_rematch_button_after_a_restart(world, settings, bots, seeds):
    await world.alice.slash(world.channel, "columbiz new", seats=2)
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    game_id = (await world.game()).id
    await play_to_end(world, random.Random(3))
    final = world.last_public()
    assert custom_ids(final) == [f"rematch:{game_id}"]
    old_bot = world.env.bot
    await restart(world, settings, bots, seeds)
    await old_bot.close_service()
    rematch = await world.alice.click(final, label="Rematch")
    assert not rematch.ephemeral
    assert rematch.response.content.startswith(f"🔁 Rematch of game #{game_id}!")
    again = await world.game()
    assert again.status == "lobby" and [s.computer_level for s in again.seats] == [None, "easy"]
