"""Every kind of bad input and out-of-turn action: a private, specific answer, and no change."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from discord_kit import World, custom_ids, message_with_buttons, play_turn

from bot.transformers import BadInput
from engine import columbiz

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


async def snapshot(world: World):
    game = await world.game()
    return None if game is None else (game.id, game.rev, game.status, game.state, game.seats)


async def refused(world: World, result, expected: str) -> None:
    """The answer is private, exactly `expected`, and nothing public was posted."""
    assert result.acknowledged
    assert result.ephemeral, result.response
    assert result.response.content == expected


async def assert_refused(world: World, action, expected: str) -> None:
    before = await snapshot(world)
    public = len(world.public())
    result = await action()
    await refused(world, result, expected)
    # Bad input is refused by a transformer before the handler runs; discord.py then calls the
    # tree's on_error, which answered it, and SimCord records what reached on_error. Anything
    # else reaching it would be a bug.
    unwrapped = [getattr(e, "__cause__", None) or e for e in world.env.errors]
    assert all(isinstance(e, BadInput) for e in unwrapped), unwrapped
    assert await snapshot(world) == before  # state unchanged
    assert len(world.public()) == public  # nothing said in public


async def rolled(world: World, rng: random.Random | None = None):
    """Open a 2-player game and roll once; returns (game, the current member, the other)."""
    await world.open_game(2)
    game = await world.game()
    member = world.current_member(game)
    await member.slash(world.channel, "roll")
    game = await world.game()
    other = world.alice if member is world.bob else world.bob
    return game, member, other


# --- no game, not a player, not your turn ---------------------------------------------------------


async def test_commands_without_a_game(world):
    expected = "There is no game in this channel. Open one with `/columbiz new`."
    for name, options in (("roll", {}), ("keep", {"dice": "55"}), ("place", {"cells": "5"}),
                          ("columbiz join", {}), ("columbiz start", {}),
                          ("columbiz board", {}), ("columbiz abandon", {})):
        await assert_refused(world, lambda n=name, o=options: world.alice.slash(
            world.channel, n, **o), expected)


async def test_out_of_turn_and_outsiders(world):
    game, member, other = await rolled(world)
    turn_of = f"It's <@{member.id}>'s turn."
    await assert_refused(world, lambda: other.slash(world.channel, "roll"), turn_of)
    await assert_refused(world, lambda: other.slash(world.channel, "keep", dice="1"), turn_of)
    await assert_refused(world, lambda: other.slash(world.channel, "place", cells="1"), turn_of)
    # buttons too: the other player presses a die and Roll on the current player's message
    message = message_with_buttons(world, game)
    for custom_id in custom_ids(message)[:1] + custom_ids(message)[-1:]:
        await assert_refused(world, lambda c=custom_id: other.click(message, custom_id=c),
                             turn_of)
    outsider = "You are not playing in this game."
    await assert_refused(world, lambda: world.carol.slash(world.channel, "roll"), outsider)
    await assert_refused(
        world, lambda: world.carol.click(message, custom_id=custom_ids(message)[-1]), outsider
    )


# --- the rules refuse (engine RuleError codes) -------------------------------------------------


async def test_place_and_keep_before_rolling(world):
    await world.open_game(2)
    member = world.current_member(await world.game())
    expected = "Roll first: `/roll` or the **Roll** button."
    await assert_refused(world, lambda: member.slash(world.channel, "place", cells="1"), expected)
    await assert_refused(world, lambda: member.slash(world.channel, "keep", dice="1"), expected)


async def test_dice_short_names_the_face_and_the_count(world):
    game, member, _ = await rolled(world)
    counts = Counter(game.state.dice)
    # a cell of a face that is short: the lowest row the dice cannot pay (C7b)
    face = min(range(1, 7), key=lambda f: counts[f])
    have = counts[face]
    cell = str(face) * (have + 1)
    if have == 0:
        expected = f"You have no {face}s left; cell {cell} needs one."
    else:
        kind = f"{face}" if have == 1 else f"{face}s"
        expected = f"You have only {NUMBERS[have]} {kind}; cell {cell} needs {NUMBERS[have + 1]}."
    await assert_refused(world, lambda: member.slash(world.channel, "place", cells=cell), expected)


async def test_occupied_cell_names_its_owner(world):
    rng = random.Random(3)
    await world.open_game(2)
    while True:
        first = (await world.game()).current_seat_info()
        await play_turn(world, rng)
        game = await world.game()
        owned = [columbiz.CELL_NAMES[c] for c, s in enumerate(game.state.board)
                 if s != columbiz.EMPTY]
        if owned:
            break
    member = world.current_member(game)
    await member.slash(world.channel, "roll")
    cell = owned[0]
    owner = game.state.board[columbiz.parse_cell(cell)]
    owner_id = [s.user_id for s in game.seats if s.seat == owner][0]
    if owner_id == member.id:
        expected = f"Cell {cell} already holds one of your pieces."
    else:
        assert owner_id == first.user_id
        expected = f"Cell {cell} is taken by <@{owner_id}>."
    await assert_refused(world, lambda: member.slash(world.channel, "place", cells=cell), expected)


async def test_too_many_pieces(world):
    _, member, _ = await rolled(world)
    await assert_refused(
        world, lambda: member.slash(world.channel, "place", cells="1 2 3 4 5"),
        "You may place at most four pieces a turn (C8); you listed five cells.",
    )


async def test_too_many_pieces_with_four_players_is_three(world):
    await world.open_game(4)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    await assert_refused(
        world, lambda: member.slash(world.channel, "place", cells="1 2 3 4"),
        "You may place at most three pieces a turn (C8); you listed four cells.",
    )


async def test_keeping_dice_that_are_not_there(world):
    game, member, _ = await rolled(world)
    counts = Counter(game.state.dice)
    face = max(range(1, 7), key=lambda f: counts[f])
    want = counts[face] + 1
    kind = f"{face}" if counts[face] == 1 else f"{face}s"
    await assert_refused(
        world, lambda: member.slash(world.channel, "keep", dice=str(face) * want),
        f"You can't keep {NUMBERS[want]} {face}s: the dice show {NUMBERS[counts[face]]} {kind}.",
    )


async def test_no_fourth_roll(world):
    await world.open_game(2)
    member = world.current_member(await world.game())
    for _ in range(3):
        await member.slash(world.channel, "roll")
        game = await world.game()
        if game.current_seat_info().user_id != member.id:
            pytest.skip("the third roll allowed no placement (C9): the turn passed")
    await assert_refused(
        world, lambda: member.slash(world.channel, "roll"),
        "You have rolled three times (C6): place your pieces with `/place`.",
    )
    # the message after the third roll offers no buttons: the player places with /place
    assert custom_ids(world.last_public()) == []


async def test_locked_keeps_refuses_releasing_a_die_kept_at_the_roll(world):
    await world.open_game(2, locked_keeps=True)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    game = await world.game()
    face = game.state.dice[-1]
    await member.slash(world.channel, "keep", dice=str(face))
    await member.slash(world.channel, "roll")
    game = await world.game()
    if game.current_seat_info().user_id != member.id or game.state.rolls != 2:
        pytest.skip("the turn ended early")
    await assert_refused(
        world, lambda: member.slash(world.channel, "keep", dice="-"),
        f"In this game dice kept at a roll stay kept (`locked_keeps`, C6): you rolled with one "
        f"{face} kept, so it stays kept. Dice you kept after that roll can still be let go.",
    )


async def test_locked_keeps_a_die_pressed_by_mistake_can_be_pressed_again(world):
    """C6 option locked_keeps: a die is locked by the next roll, not by the press, so pressing
    its button again before rolling lets it go (a mis-click is never final)."""
    await world.open_game(2, locked_keeps=True)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    message = message_with_buttons(world, await world.game())

    def first_die(message):
        return [c for c in custom_ids(message) if c.startswith("cz:die:") and c.endswith(":0")][0]

    pressed = await member.click(message, custom_id=first_die(message))
    assert not pressed.ephemeral and len((await world.game()).state.kept) == 1
    again = await member.click(pressed.response, custom_id=first_die(pressed.response))
    assert not again.ephemeral
    assert (await world.game()).state.kept == ()


async def test_keeping_after_the_third_roll_is_refused(world):
    await world.open_game(2)
    member = world.current_member(await world.game())
    for _ in range(3):
        await member.slash(world.channel, "roll")
        if (await world.game()).current_seat_info().user_id != member.id:
            pytest.skip("the third roll allowed no placement (C9): the turn passed")
    await assert_refused(
        world, lambda: member.slash(world.channel, "keep", dice="-"),
        "You have rolled three times (C6): place your pieces with `/place`.",
    )


# --- what was typed -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cells", "expected"),
    [
        ("7", "'7' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`."),
        ("abc", "'abc' is not a cell. Write the dice it costs, like `555`, or face x row, like "
                "`5x3`."),
        ("5x7", "'5x7' is not a cell. Write the dice it costs, like `555`, or face x row, like "
                "`5x3`."),
        ("5555555", "'5555555': no cell costs 7 dice; the top row costs six (like `666666`)."),
        ("553", "'553': a cell is paid with dice of one face, like `555` or `33`."),
        ("555 5x3", "Cell 555 is listed twice."),
        (" , ", "No cells were given, only separators. List the cells to place on, e.g. "
                "`555 33`."),
    ],
)
async def test_bad_cells(world, cells, expected):
    _, member, _ = await rolled(world)
    await assert_refused(world, lambda: member.slash(world.channel, "place", cells=cells),
                         expected)


@pytest.mark.parametrize(
    ("dice", "expected"),
    [
        ("57", "'7' is not a die: dice show 1 to 6."),
        ("five", "'five' is not a die: dice show 1 to 6."),
        ("111222333", "There are only eight dice; you listed 9."),
    ],
)
async def test_bad_dice(world, dice, expected):
    _, member, _ = await rolled(world)
    await assert_refused(world, lambda: member.slash(world.channel, "keep", dice=dice), expected)


# --- the lobby ------------------------------------------------------------------------------------


async def test_lobby_refusals(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    await assert_refused(world, lambda: world.alice.slash(world.channel, "columbiz join"),
                         "You already have a seat in this game.")
    await assert_refused(world, lambda: world.alice.click(lobby.response, label="Join"),
                         "You already have a seat in this game.")
    await assert_refused(world, lambda: world.alice.slash(world.channel, "columbiz start"),
                         "At least two players are needed to start (people or "
                         "computer players: `/columbiz addbot`).")
    await assert_refused(world, lambda: world.bob.slash(world.channel, "columbiz leave"),
                         "You are not playing in this game.")
    game = await world.game()
    await assert_refused(
        world, lambda: world.bob.slash(world.channel, "columbiz new"),
        f"This channel already has a game (#{game.id}). Finish or abandon it first, or play in "
        "another channel or a thread.",
    )
    await assert_refused(world, lambda: world.carol.slash(world.channel, "roll"),
                         "This game has not started yet: its creator starts it with **Start** or "
                         "`/columbiz start`.")
    await world.bob.click(lobby.response, label="Join")  # fills the game: it starts
    await assert_refused(world, lambda: world.carol.slash(world.channel, "columbiz join"),
                         "This game has already started: seats can no longer change.")
    await assert_refused(world, lambda: world.bob.slash(world.channel, "columbiz leave"),
                         "This game has already started: seats can no longer change.")


async def test_buttons_of_an_ended_game(world):
    await world.open_game(2)
    old = await world.game()
    start = world.last_public()  # carries the Roll button of the first turn
    await world.alice.slash(world.channel, "columbiz abandon")
    await world.bob.slash(world.channel, "columbiz new", seats=2)
    await world.alice.slash(world.channel, "columbiz join")
    assert (await world.game()).id != old.id
    # the old game's Roll button must not act on the new game
    member = world.by_id[old.current_seat_info().user_id]
    await assert_refused(world, lambda: member.click(start, label="Roll"),
                         "That game is over; these buttons do nothing now.")
