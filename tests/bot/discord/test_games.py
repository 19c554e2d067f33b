"""Complete games through Discord, from the lobby to the final scores (C5, C6-C15 end to end)."""

from __future__ import annotations

import random

import pytest
from discord_kit import World, custom_ids, play_to_end, play_turn

from engine import columbiz

PNG = b"\x89PNG\r\n\x1a\n"


async def finished_game(world: World, game_id: int):
    game = await world.service.get_by_id(game_id)
    assert game.status == "finished"
    return game


@pytest.mark.parametrize(
    ("players", "options", "seed", "by_button"),
    [
        (2, {}, 1, True),
        (3, {"line_scoring": "increase"}, 2, False),
        (4, {"locked_keeps": True}, 3, True),
        (4, {"max_pieces_4p": 4}, 4, False),
    ],
)
async def test_complete_game_from_lobby_to_final_scores(world, players, options, seed, by_button):
    rng = random.Random(seed)
    await world.open_game(players, by_button=by_button, **options)
    game = await world.game()
    assert len(game.seats) == players
    assert game.options == {**columbiz.Options().to_dict(), **options}

    start = world.last_public()
    assert "Roll-off for the first turn (C5)" in start.content
    starter = game.current_seat_info()
    # C3: colours in seating order, named in the start message
    for seat, colour in zip(sorted(game.seats, key=lambda s: s.seat), columbiz.COLOURS):
        assert f"**{seat.name}** {colour}" in start.content
    assert f"<@{starter.user_id}>, you start" in start.content

    interactions = await play_to_end(world, rng)
    assert interactions > players  # every player acted

    done = await finished_game(world, game.id)
    final = world.last_public()
    totals = columbiz.totals(done.state)
    winners = columbiz.winners(done.state)
    assert "Game over. Final scores:" in final.content
    for seat in done.seats:
        assert f"{seat.name} {totals[seat.seat]}" in final.content
        assert seat.total == totals[seat.seat]
        assert seat.winner == (seat.seat in winners)
    names = [s.name for s in done.seats if s.seat in winners]
    if len(names) == 1:
        assert f"**{names[0]}** wins!" in final.content
    else:
        assert "share the win!" in final.content
    # the final message carries the final image and, instead of turn buttons, Rematch
    assert final.attachments and final.attachments[0].filename == "board.png"
    assert (await final.attachments[0].read()).startswith(PNG)
    assert custom_ids(final) == [f"rematch:{game.id}"]
    # the channel is free again: a new game can be opened
    again = await world.alice.slash(world.channel, "columbiz new", seats=2)
    assert not again.ephemeral and "opened a game of Columbiz" in again.response.content


async def test_every_move_message_says_what_happened_and_carries_the_board(world):
    rng = random.Random(11)
    await world.open_game(2)
    for _ in range(4):
        who = (await world.game()).current_seat_info().name
        results = await play_turn(world, rng)
        for result in results:
            message = result.response
            assert message is not None and not message.ephemeral
            assert message.attachments and message.attachments[0].filename == "board.png"
        placed = results[-1].response.content
        # the turn ended by placing (C7) or by setting pieces aside (C9), said in words
        assert f"**{who}** placed on" in placed or "set aside (C9)" in placed
        assert "it's your turn" in placed


async def test_start_button_with_three_of_four_seats(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=4)
    await world.bob.click(lobby.response, label="Join")
    await world.carol.slash(world.channel, "columbiz join")
    refused = await world.bob.click(lobby.response, label="Start")
    assert refused.ephemeral and refused.response.content == (
        "Only the player who opened the game can do that."
    )
    started = await world.alice.click(lobby.response, label="Start")
    game = await world.game()
    assert game.status == "active" and len(game.seats) == 3
    # the lobby message lost its buttons; the start message follows it
    assert started.response.components == []
    assert "Roll-off" in started.followups[0].content
    assert await play_to_end(world, random.Random(5)) > 0
