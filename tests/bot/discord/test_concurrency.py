"""Two presses at the same moment give one move and one polite refusal, never two moves.

SimCord's public actor calls are exclusive (one at a time), so these tests emit both interactions
together through `simcord.actors._component_click` / `_slash`, the helpers behind `click` and
`slash` (private API: if a SimCord release renames them, these tests fail loudly, not silently).
"""

from __future__ import annotations

import asyncio

from discord_kit import custom_ids, message_with_buttons
from simcord import actors


async def moves(world, game_id):
    return [m.action for m in await world.service.moves(game_id)]


async def test_two_presses_on_roll_give_one_roll(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    start = world.last_public()
    results = await asyncio.gather(
        actors._component_click(member, start, label="Roll", custom_id=None),
        actors._component_click(member, start, label="Roll", custom_id=None),
    )
    assert [m for m in await moves(world, game.id) if "roll" in m] and len(
        await moves(world, game.id)) == 1
    public = [r for r in results if not r.ephemeral]
    private = [r for r in results if r.ephemeral]
    assert len(public) == 1 and len(private) == 1
    assert private[0].response.content == (
        "The board has changed since these buttons were posted: use the latest message, or see "
        "it with `/columbiz board`."
    )
    # the one roll was announced once
    who = game.current_seat_info().name
    assert len([m for m in world.public() if m.content.startswith(f"**{who}** rolled")]) == 1


async def test_two_players_pressing_at_once(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    other = world.alice if member is world.bob else world.bob
    start = world.last_public()
    results = await asyncio.gather(
        actors._component_click(other, start, label="Roll", custom_id=None),
        actors._component_click(member, start, label="Roll", custom_id=None),
    )
    assert len(await moves(world, game.id)) == 1
    assert results[0].ephemeral
    # judged before the roll commits, the press is out of turn; after it, its buttons are old
    assert results[0].response.content in (
        f"It's <@{member.id}>'s turn.",
        "The board has changed since these buttons were posted: use the latest message, or see "
        "it with `/columbiz board`.",
    )
    assert not results[1].ephemeral and "rolled" in results[1].followups[0].content


async def test_two_places_at_once_give_one_move(world):
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    await member.slash(world.channel, "roll")
    game = await world.game()
    while not (choices := await member.autocomplete(world.channel, "place", "cells", "")):
        await member.slash(world.channel, "roll")  # C9: no placement yet, roll again
    cells = choices[0]["value"]
    results = await asyncio.gather(
        actors._slash(member, world.channel, "place", {"cells": cells}),
        actors._slash(member, world.channel, "place", {"cells": cells}),
    )
    placed = [m for m in await moves(world, game.id) if "place" in m]
    assert len(placed) == 1
    refusals = [r for r in results if r.ephemeral]
    assert len(refusals) == 1
    other = world.alice if member is world.bob else world.bob
    assert refusals[0].response.content == f"It's <@{other.id}>'s turn."


async def test_quick_presses_on_two_dice_both_count(world):
    """Two dice pressed before the message is redrawn: both presses carry the same rev, and both
    flip a die of the same roll, so both count (C6) instead of one being refused as stale."""
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    await member.slash(world.channel, "roll")
    game = await world.game()
    message = message_with_buttons(world, game)
    dice = [c for c in custom_ids(message) if c.startswith("cz:die:")]
    results = await asyncio.gather(
        actors._component_click(member, message, label=None, custom_id=dice[0]),
        actors._component_click(member, message, label=None, custom_id=dice[-1]),
    )
    assert not any(r.ephemeral for r in results)
    game = await world.game()
    assert game.state.kept == tuple(sorted([game.state.dice[0], game.state.dice[-1]]))
    # a press from an earlier roll is refused: its dice are gone
    old = message_with_buttons(world, game)
    await member.slash(world.channel, "roll")  # the old message keeps its buttons
    late = await member.click(old, custom_id=custom_ids(old)[1])
    assert late.ephemeral and "The board has changed" in late.response.content
