"""Mentions: after a move only the next player is notified; never @everyone, a role, or a name a
player typed (C12's turn order decides who is next)."""

from __future__ import annotations

import random

from discord_kit import play_turn


def pings(world, message):
    stored = world.stored(message)
    return stored.ping_user_ids, stored.ping_role_ids, stored.mention_everyone


async def test_only_the_next_player_is_notified(world):
    rng = random.Random(21)
    await world.open_game(3)
    game = await world.game()
    start = world.last_public()
    assert pings(world, start) == ([game.current_seat_info().user_id], [], False)
    for _ in range(6):
        before = len(world.public())
        await play_turn(world, rng)
        game = await world.game()
        if game is None:
            break
        after = world.public()[before:]
        *during, last = after
        # the message that ends the turn notifies exactly the player whose turn it is now
        assert pings(world, last) == ([game.current_seat_info().user_id], [], False)
        assert f"<@{game.current_seat_info().user_id}>, it's your turn" in last.content
        # messages within the turn (rolls, keeps) notify no one
        for message in during:
            assert pings(world, message) == ([], [], False)
    # and the bot never asked to ping everyone or roles in any request
    for request in world.env.http_requests:
        body = request.json or {}
        data = body.get("data", body) if isinstance(body, dict) else {}
        allowed = data.get("allowed_mentions") if isinstance(data, dict) else None
        if allowed is not None:
            assert set(allowed.get("parse", [])) <= set(), allowed
            assert not allowed.get("roles")


async def test_names_typed_by_players_never_ping(world):
    env, guild = world.env, world.guild
    role = guild.create_role("Players", mentionable=True)
    loud = guild.add_member(env.create_user("loud", global_name="@everyone"), roles=[role])
    sneaky = guild.add_member(env.create_user("sneaky", global_name=f"<@&{role.id}> @here"))
    lobby = await loud.slash(world.channel, "columbiz new", seats=3)
    await sneaky.click(lobby.response, label="Join")
    await world.alice.click(lobby.response, label="Join")
    game = await world.game()
    member = {loud.id: loud, sneaky.id: sneaky, world.alice.id: world.alice}[
        game.current_seat_info().user_id]
    await member.slash(world.channel, "roll")
    for message in world.public():
        users, roles, everyone = pings(world, message)
        assert roles == [] and everyone is False
        assert set(users) <= {game.current_seat_info().user_id}
    # the names are shown, escaped, not as live mentions
    start = [m for m in world.public() if "Roll-off" in m.content][0]
    assert "@\u200beveryone" in start.content
    assert f"<@&{role.id}>" not in start.content
