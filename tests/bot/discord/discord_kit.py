"""Driving the bot the way people do: a small world (server, channel, members) and helpers that
play turns through slash commands, autocomplete and buttons."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from simcord import Env, InteractionResult, MemberActor
from simcord.builders import ChannelHandle, GuildHandle

from engine import columbiz

# The turn clock's task looks every TICK seconds of SimCord's virtual clock (the bot's service
# follows that clock too: create_bot ties it to discord.utils.utcnow). Each tick costs a settle
# of real time, so the tests look every 5 minutes instead of every minute: an hour of virtual
# time is 12 ticks.
TICK = 300

NAMES = ("Alice", "Bob", "Carol", "Dave")


@dataclass
class World:
    env: Env
    guild: GuildHandle
    channel: ChannelHandle
    members: list[MemberActor]
    by_id: dict[int, MemberActor] = field(default_factory=dict)

    @classmethod
    def build(cls, env: Env, *, channel_overwrites: dict | None = None) -> World:
        guild = env.create_guild("Columbiz Club")
        channel = guild.create_text_channel("games", overwrites=channel_overwrites)
        members = [
            guild.add_member(env.create_user(name.lower(), global_name=name)) for name in NAMES
        ]
        world = cls(env, guild, channel, members)
        world.by_id = {m.id: m for m in members}
        return world

    @property
    def alice(self) -> MemberActor:
        return self.members[0]

    @property
    def bob(self) -> MemberActor:
        return self.members[1]

    @property
    def carol(self) -> MemberActor:
        return self.members[2]

    @property
    def dave(self) -> MemberActor:
        return self.members[3]

    @property
    def service(self) -> Any:
        return self.env.bot.service

    async def game(self, channel: ChannelHandle | None = None) -> Any:
        return await self.service.get((channel or self.channel).id)

    def public(self, channel: ChannelHandle | None = None) -> list:
        """The channel's messages everyone sees, oldest first."""
        return (channel or self.channel).history()

    def last_public(self, channel: ChannelHandle | None = None):
        return (channel or self.channel).last_message

    def stored(self, message) -> Any:
        """SimCord's record of a message (who it pings, what it allowed)."""
        channel_id = getattr(message, "channel_id", None) or message.channel.id
        return self.env.backend.get_message(channel_id, message.id)

    async def open_game(
        self, players: int, *, channel: ChannelHandle | None = None, by_button: bool = True,
        **options: Any,
    ) -> InteractionResult:
        """Alice opens a lobby for `players`, the others join (buttons or /columbiz join) until
        it is full and starts by itself. Returns the last join's result."""
        channel = channel or self.channel
        lobby = await self.alice.slash(channel, "columbiz new", seats=players, **options)
        assert lobby.response is not None and not lobby.ephemeral, lobby
        result = lobby
        for member in self.members[1:players]:
            if by_button:
                result = await member.click(lobby.response, label="Join")
            else:
                result = await member.slash(channel, "columbiz join")
        game = await self.game(channel)
        assert game is not None and game.status == "active", game
        return result

    def current_member(self, game: Any) -> MemberActor:
        return self.by_id[game.current_seat_info().user_id]


def private_channel(world: World, name: str, *allowed: MemberActor) -> ChannelHandle:
    """A channel hidden from @everyone, open to these members (and the bot)."""
    import discord

    see = discord.PermissionOverwrite(view_channel=True)
    overwrites = {world.guild.default_role: discord.PermissionOverwrite(view_channel=False),
                  world.guild.me: see}
    overwrites.update({member: see for member in allowed})
    return world.guild.create_text_channel(name, overwrites=overwrites)


def message_with_buttons(world: World, game: Any, channel: ChannelHandle | None = None):
    """The newest public message carrying this game's turn buttons."""
    for message in reversed(world.public(channel)):
        for row in message.components:
            for child in getattr(row, "children", []):
                if (child.custom_id or "").startswith(("cz:roll:", "cz:die:")):
                    return message
    return None


def custom_ids(message) -> list[str]:
    """The custom ids of a message's buttons (a discord.Message or SimCord's ResponseMessage)."""
    message = getattr(message, "message", message)
    out = []
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None):
                out.append(child.custom_id)
    return out


async def play_turn(
    world: World, rng: random.Random, *, channel: ChannelHandle | None = None,
    use_buttons: bool = True,
) -> list[InteractionResult]:
    """The current player's whole turn through Discord: roll (button or /roll), maybe keep (die
    buttons or /keep) and roll again, then /place a placement offered by autocomplete."""
    channel = channel or world.channel
    game = await world.game(channel)
    member = world.current_member(game)
    turn = game.state.turn
    results: list[InteractionResult] = []
    while True:
        state = game.state
        if state.rolls == 0 or (
            state.rolls < columbiz.MAX_ROLLS
            and (not columbiz.can_place(state) or rng.random() < 0.4)
        ):
            if state.rolls and rng.random() < 0.6:
                if use_buttons and rng.random() < 0.5:
                    message = message_with_buttons(world, game, channel)
                    now = state
                    for index in rng.sample(range(len(state.dice)), rng.randint(1, 2)):
                        face = now.dice[index]
                        kept = now.kept.count(face)
                        if index - now.dice.index(face) < kept <= now.locked.count(face):
                            continue  # it would release a die locked at the last roll (C6)
                        die = [c for c in custom_ids(message)
                               if c.startswith("cz:die:") and c.endswith(f":{index}")]
                        results.append(await member.click(message, custom_id=die[0]))
                        message = results[-1].response
                        now = (await world.game(channel)).state
                else:
                    free = list(state.dice)
                    for d in state.kept:
                        free.remove(d)
                    keep = list(state.kept) + [d for d in free if rng.random() < 0.5]
                    typed = "".join(str(d) for d in keep) or "-"
                    results.append(await member.slash(channel, "keep", dice=typed))
                game = await world.game(channel)
            if use_buttons and rng.random() < 0.5:
                message = message_with_buttons(world, game, channel)
                roll = [c for c in custom_ids(message) if c.startswith("cz:roll:")]
                results.append(await member.click(message, custom_id=roll[0]))
            else:
                results.append(await member.slash(channel, "roll"))
        else:
            choices = await member.autocomplete(channel, "place", "cells", "")
            assert choices, "autocomplete offered nothing with a legal placement"
            pick = rng.choice(choices[:4])
            results.append(await member.slash(channel, "place", cells=pick["value"]))
        last = results[-1]
        assert last.acknowledged and not last.ephemeral, (last, last.response)
        game = await world.game(channel)
        if game is None or game.state.turn != turn:
            return results


async def play_to_end(world: World, rng: random.Random, **kwargs: Any) -> int:
    """Play until the game is over; returns the number of interactions used."""
    count = 0
    while await world.game(kwargs.get("channel")) is not None:
        count += len(await play_turn(world, rng, **kwargs))
    return count


def name_of(world: World, member: MemberActor) -> str:
    """A member's display name, as the bot shows it (the bot does not cache members)."""
    return NAMES[world.members.index(member)]


def pings(world: World, message) -> list[int]:
    """Whom a message notifies (SimCord's record of the resolved mentions)."""
    return list(world.stored(message).ping_user_ids)


def by_the_bot_itself(message) -> bool:
    """A message the bot posted in the channel on its own (a computer's turn, a reminder), not
    as the answer to someone's interaction (those come through the interaction's webhook)."""
    return message.webhook_id is None and message.interaction_metadata is None


async def restart(world: World, settings, bots: list, seeds) -> Any:
    """Stop the bot and start a new one on the same database file (a deployment, a crash)."""
    from bot.app import create_bot

    old = world.env.bot
    bot = create_bot(settings, seed_source=seeds)
    bots.append(bot)
    await world.env.restart_bot(bot)
    assert world.env.bot is bot
    await old.close_service()
    return bot
