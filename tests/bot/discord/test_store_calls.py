"""How many times a move goes to the store (each call a hop to the store's thread and back, with
its SQL and its rows), counted end to end through Discord: the interaction, the service's
transaction, the post and its sent mark. A move reads its game (not when this process's own
last move there wrote it: it is kept, its write guarded by the row's write count), commits, and
marks its post sent; the next player's notify setting comes with the commit, and a game's first
move does not read the events of a turn that has none. These counts are budgets: a change that
adds a call to a move fails here."""

from __future__ import annotations

from collections import Counter

from counted_store import CountedStore
from discord_kit import pings

from bot.store import Store
from engine import columbiz

# calls per interaction: the game read, the move's transaction, the post's sent mark (a lone
# statement); after a move of this process in the channel, no read
MOVE_CALLS = 3
KEPT_MOVE_CALLS = 2
AUTOCOMPLETE_CALLS = 0  # the game as this process's last move committed it


async def test_each_kind_of_move_makes_its_budget_of_store_calls(world, database):
    await world.open_game(2)
    counted = CountedStore(world.service.store.connection.backend)
    channel = world.channel
    game = await world.game()
    member = world.current_member(game)
    other = world.bob if member is world.alice else world.alice
    # set through another process sharing the database: this one has not seen it
    elsewhere = await Store.open(database)
    try:
        await elsewhere.set_notify_mode(other.id, "dm", 0.0)
    finally:
        await elsewhere.close()

    async with counted.counting() as first_roll:
        rolled = await member.slash(channel, "roll")
    assert not rolled.ephemeral, rolled.response
    # the game's first move (the start was not a move: the game is read): the events of its
    # first turn are known to be none
    assert sum(first_roll.values()) == MOVE_CALLS, first_roll
    assert first_roll == Counter(read=1, transaction=1, write_one=1)

    state = (await world.game()).state
    async with counted.counting() as kept:
        answer = await member.slash(channel, "keep", dice=str(state.dice[0]))
    assert not answer.ephemeral, answer.response
    assert sum(kept.values()) == KEPT_MOVE_CALLS
    assert kept == Counter(transaction=1, write_one=1)

    game = await world.game()
    if game.state.rolls < columbiz.MAX_ROLLS:
        async with counted.counting() as again:
            await member.slash(channel, "roll")
        assert again == Counter(transaction=1, write_one=1)
    game = await world.game()
    assert columbiz.can_place(game.state), "the dice of this seed can be placed"

    async with counted.counting() as typed:
        choices = await member.autocomplete(channel, "place", "cells", "")
    assert choices
    assert sum(typed.values()) == AUTOCOMPLETE_CALLS, typed

    async with counted.counting() as placed:
        answer = await member.slash(channel, "place", cells=choices[0]["value"])
    assert not answer.ephemeral, answer.response
    # the next player's notify setting came with the commit: no read of its own
    assert placed == Counter(transaction=1, write_one=1)
    # ... and honoured: told by direct message, not mentioned in the post (a setting made by
    # another process is followed at once)
    after = await world.game()
    assert world.current_member(after) is other
    assert pings(world, world.last_public()) == []
    assert [m for m in other.user.dm_channel.history() if "your turn" in m.content]
