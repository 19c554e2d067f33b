"""With two games in the bot, every text names the commands of the game it concerns: a move of
one game in the other's channel is told so, refusals point to that game's own commands (even
from a lobby button), and an away vote in a game where anyone may act at any moment is refused
for what it is instead of being announced and not carried out."""

from __future__ import annotations

from discord_kit import TICK, pings
from test_icetowers import open_icetowers


def private(result) -> str:
    assert result.ephemeral, result
    return result.response.content


async def test_a_move_of_the_other_game_is_told_so_and_changes_nothing(world):
    game = await open_icetowers(world, 2)
    before = len(world.public())
    for command, options in (("roll", {}), ("keep", {"dice": "5"}), ("place", {"cells": "5"})):
        said = private(await world.alice.slash(world.channel, command, **options))
        assert said == ("The game in this channel is IceTowers; that command belongs to "
                        "Columbiz. `/icetowers help` lists what you can do in IceTowers.")
    columbiz = world.guild.create_text_channel("columbiz")
    await world.alice.slash(columbiz, "columbiz new", seats=2)
    await world.bob.slash(columbiz, "columbiz join")
    said = private(await world.alice.slash(columbiz, "done"))
    assert said == ("The game in this channel is Columbiz; that command belongs to IceTowers. "
                    "`/columbiz help` lists what you can do in Columbiz.")
    after = await world.service.get_by_id(game.id)
    assert (after.rev, after.state) == (game.rev, game.state)
    assert len(world.public()) == before


async def test_refusals_name_the_commands_of_the_game_concerned(world):
    said = private(await world.alice.slash(world.channel, "icetowers board"))
    assert said == "There is no game in this channel. Open one with `/icetowers new`."
    said = private(await world.alice.slash(world.channel, "columbiz board"))
    assert said == "There is no game in this channel. Open one with `/columbiz new`."
    said = private(await world.alice.slash(world.channel, "icetowers mygames"))
    assert said == "You have no open games. Open one with `/icetowers new`."

    lobby = await world.alice.slash(world.channel, "icetowers new", seats=2)
    start = await world.alice.click(lobby.response, label="Start")  # a button: no command
    assert private(start) == ("At least two players are needed to start (people or computer "
                              "players: `/icetowers addbot`).")


async def test_an_away_vote_where_anyone_may_act_is_refused_and_announces_nothing(world):
    game = await open_icetowers(world, 3)
    before = len(world.public())
    said = private(await world.alice.slash(world.channel, "icetowers away",
                                           player=world.bob.user))
    assert said == (
        "In this game anyone may act at any moment, so nobody waits for Bob: there is no turn "
        "to hand to the computer. Once every player has been idle for 24 hours, the game ends "
        "by itself.")
    assert len(world.public()) == before
    assert not any(s.away for s in (await world.game()).seats)
    assert await world.service.store.votes(game.id, f"away:{world.bob.id}") == []


async def test_in_turns_mode_away_and_back_speak_of_icetowers_commands(world, monkeypatch):
    game = await open_icetowers(world, 2, mode="turns", idle=3600)
    absent = world.current_member(game)
    other = world.bob if absent is world.alice else world.alice
    marked = await other.slash(world.channel, "icetowers away", player=absent.user)
    assert marked.response.content == (
        f"The players agreed: <@{absent.id}> is marked away, and the computer plays for them "
        f"until they come back (`/icetowers back`).")
    await world.env.advance_time(TICK)
    assert world.current_member(await world.game()) is other
    # the stand-in's turn not played yet (a restart, a busy process): the absent player is back
    # on their own turn
    monkeypatch.setattr(world.env.bot.table.moves, "kick_computers", lambda game: None)
    await other.slash(world.channel, "pass")
    assert world.current_member(await world.game()) is absent
    back = await absent.slash(world.channel, "icetowers back")
    assert back.response.content == (
        f"<@{absent.id}> is back, and it's their turn: `/cap`, `/mine`, `/split` or `/pass`.")
    assert pings(world, back.response) == []
