"""The lobby's buttons and commands, looking at a game (board, standings, rules, help), and the
three ways to abandon a game."""

from __future__ import annotations

import random

import discord
from discord_kit import play_to_end


async def test_join_and_leave_buttons_keep_the_seat_list(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=4)
    assert [b["label"] for b in lobby.response.components[0]["components"]] == [
        "Join", "Leave", "Start", "Add computer"]
    assert "Seated (1/4)" in lobby.response.content
    joined = await world.bob.click(lobby.response, label="Join")
    assert "Seated (2/4)" in joined.response.content and f"<@{world.bob.id}>" in (
        joined.response.content)
    # a join by command refreshes the lobby message too
    by_command = await world.carol.slash(world.channel, "columbiz join")
    assert by_command.response.content == f"<@{world.carol.id}> joined the game (3/4)."
    assert "Seated (3/4)" in world.public()[0].content
    left = await world.bob.click(lobby.response, label="Leave")
    assert "Seated (2/4)" in left.response.content and f"<@{world.bob.id}>" not in (
        left.response.content)
    game = await world.game()
    assert [s.name for s in game.seats] == ["Alice", "Carol"]
    # the creator leaving cancels the lobby; its buttons go
    cancelled = await world.alice.click(lobby.response, label="Leave")
    assert f"<@{world.alice.id}> closed the lobby; the game is cancelled." in (
        cancelled.response.content)
    assert cancelled.response.components == []
    assert await world.game() is None


async def test_board_is_private_and_offers_buttons_only_to_the_player_on_turn(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    early = await world.alice.slash(world.channel, "columbiz board")
    assert early.ephemeral and "has not started yet" in early.response.content
    await world.bob.click(lobby.response, label="Join")
    game = await world.game()
    member = world.current_member(game)
    other = world.alice if member is world.bob else world.bob
    mine = await member.slash(world.channel, "columbiz board")
    theirs = await other.slash(world.channel, "columbiz board")
    for board in (mine, theirs):
        assert board.ephemeral
        assert (await board.response.attachments[0].read()).startswith(b"\x89PNG")
        assert board.response.content.startswith(f"Game #{game.id} · turn 1 · **")
    assert [b["label"] for row in mine.response.components for b in row["components"]] == ["Roll"]
    assert theirs.response.components == []


async def test_standings_show_the_pad_and_the_finished_games(world):
    none = await world.alice.slash(world.channel, "columbiz standings")
    assert none.ephemeral and none.response.content == (
        "No game is running here, and no game has finished on this server yet.")
    await world.open_game(2)
    running = await world.alice.slash(world.channel, "columbiz standings")
    assert running.ephemeral and running.response.attachments
    assert "Alice 0" in running.response.content and "Bob 0" in running.response.content
    game = await world.game()
    await play_to_end(world, random.Random(8))
    done = await world.service.get_by_id(game.id)
    after = await world.carol.slash(world.channel, "columbiz standings")
    assert "Finished games on this server:" in after.response.content
    totals = {s.name: s.total for s in done.seats}
    assert f"#{game.id} · Alice {totals['Alice']}, Bob {totals['Bob']} · won by" in (
        after.response.content)


async def test_rules_and_help(world):
    """Long texts come as an embed, whose description has twice a message's room."""
    rules = await world.alice.slash(world.channel, "columbiz rules")
    assert rules.ephemeral and not rules.response.content
    [embed] = rules.response.embeds
    for rule in [f"C{i}" for i in range(1, 16)]:
        assert rule in embed.description
    helped = await world.alice.slash(world.channel, "columbiz help")
    assert helped.ephemeral
    [help_embed] = helped.response.embeds
    for command in ("/columbiz new", "/roll", "/keep", "/place", "/columbiz board",
                    "/columbiz abandon"):
        assert command in help_embed.description
    assert len(embed.description) <= 4096 and len(help_embed.description) <= 4096


async def test_abandon_by_the_creator(world):
    await world.open_game(3)
    game = await world.game()
    result = await world.alice.slash(world.channel, "columbiz abandon")
    assert not result.ephemeral
    assert result.response.content == f"<@{world.alice.id}> abandoned the game. Its record stays."
    assert await world.game() is None
    assert (await world.service.get_by_id(game.id)).status == "abandoned"


async def test_abandon_by_a_vote_of_the_other_players(world):
    await world.open_game(3)
    first = await world.bob.slash(world.channel, "columbiz abandon")
    assert first.response.content == (
        f"<@{world.bob.id}> votes to abandon the game (1/2 votes of the other players needed).")
    again = await world.bob.slash(world.channel, "columbiz abandon")
    assert again.ephemeral and again.response.content == (
        "You have already voted to abandon this game.")
    outsider = await world.dave.slash(world.channel, "columbiz abandon")
    assert outsider.ephemeral and outsider.response.content == (
        "You may not do that in this game.")
    assert (await world.game()).status == "active"
    ended = await world.carol.slash(world.channel, "columbiz abandon")
    assert ended.response.content == (
        f"<@{world.carol.id}> voted, and the players agreed: the game is abandoned.")
    assert await world.game() is None


async def test_abandon_by_someone_who_manages_the_channel(world):
    await world.open_game(2)
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
    mod = world.guild.add_member(world.env.create_user("mod", global_name="Mo"), roles=[mods])
    result = await mod.slash(world.channel, "columbiz abandon")
    assert result.response.content == f"<@{mod.id}> abandoned the game. Its record stays."
    assert await world.game() is None
