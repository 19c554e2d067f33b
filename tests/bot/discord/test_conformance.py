"""One suite for every registered game (`bot.games.GAMES`), in every language, on both store
backends: the promises the README makes of any game, checked once for all, through the real bot
on SimCord. Nothing here names a game: a game is covered the moment it is registered.

A whole game is played by people, every move chosen the way a player finds it: one of the game's
own commands (`extras["kind"]`), with its argument picked from what autocomplete offers. Along the
way and at the end:
- what autocomplete offers is accepted (legal moves agree with the rules);
- a refusal is private, in the reader's language, and changes nothing (the game's revision);
- a turn notice is a new message that mentions only the player whose turn starts, and nothing
  else mentions anyone;
- no English word reaches a game played in another language, public or private, and every
  message keeps within Discord's limits (discord_rules.py: content, the 3 s answer);
- the game's end is posted with its picture; the looking commands (board, standings, rules, help,
  history, replay) answer privately in the reader's language, the replay as one GIF under
  Discord's upload limit whose frames are all one size;
- the audit replays every stored log to its stored state.
(Each game's rule scenarios run for every game in tests/engine/test_scenarios.py.)
"""

from __future__ import annotations

import io
import random
from typing import Any

import discord
import pytest
from discord_kit import NAMES
from PIL import Image
from test_languages import CLIENT, english_only, words_in

import bot.games as games
from bot.messages import LANGUAGES
from bot.service import audit_all

ATTACHMENT_LIMIT = 10 * 1024 * 1024
EMBED_DESCRIPTION_LIMIT = 4096
MOST_INTERACTIONS = 600  # a game that runs past this is stuck, not long
LOOKING = ("board", "standings", "rules", "help", "history")


def moves_of(bot: Any, kind: str) -> list[discord.app_commands.Command]:
    """The game's own top-level commands (its moves), as the command tree holds them."""
    return sorted((c for c in bot.tree.get_commands()
                   if isinstance(c, discord.app_commands.Command) and c.extras.get("kind") == kind),
                  key=lambda c: c.name)


def texts_of(result: Any) -> list[str]:
    """Every text an interaction's answer shows: content, embeds and follow-ups."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    out = []
    for message in messages:
        out.append(message.content or "")
        for embed in message.embeds:
            assert len(embed.description or "") <= EMBED_DESCRIPTION_LIMIT
            out += [embed.title or "", embed.description or ""]
            out += [f"{field.name} {field.value}" for field in embed.fields]
    return out


class Reader:
    """Checks every text of one game against its language."""

    def __init__(self, language: str, names: set[str]) -> None:
        self.language = language
        self.english = (english_only(language) - names) if language != "en" else set()
        self.seen = 0

    def check(self, text: str, where: str) -> None:
        leaked = words_in(text) & self.english
        assert not leaked, f"English in {where} ({self.language}): {sorted(leaked)}\n{text}"
        self.seen += 1


async def move(world: Any, member: Any, command: Any, rng: random.Random) -> Any | None:
    """`member` tries `command` as a player would: a command without options as it is, one with
    an autocompleted option with one of the offered values. None where nothing is offered (or
    the option takes free input the game does not list)."""
    params = command.parameters
    if not params:
        return await member.slash(world.channel, command.name)
    required = [p for p in params if p.required]
    if len(required) != 1 or not required[0].autocomplete:
        return None
    option = required[0].display_name  # its name on Discord (a rename shows there)
    offered = await member.autocomplete(world.channel, command.name, option, "")
    if not offered:
        return None
    pick = rng.choice(offered[:5])["value"]
    result = await member.slash(world.channel, command.name, **{option: pick})
    assert not result.ephemeral, (
        f"/{command.name} {option}:{pick} was offered by autocomplete but refused: "
        f"{texts_of(result)}")
    return result


def in_the_order_a_player_tries(commands: list, rng: random.Random) -> list:
    """Mostly a move with an argument first (a player plays on while there is something to
    play), sometimes a command without one (roll, done, pass) first."""
    shuffled = rng.sample(commands, len(commands))
    if rng.random() < 0.15:
        return shuffled
    return sorted(shuffled, key=lambda c: not c.parameters)


def mentions(world: Any, message: Any) -> list[int]:
    return list(world.stored(message).ping_user_ids)


# A settle waits for the bot's work in real time: a replay's first worker starts within it. That
# bound catches a hang, it times nothing, so it is generous for a busy machine.
@pytest.mark.simcord(settle_timeout=60)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(games.GAMES))
async def test_a_whole_game_keeps_every_promise(world, clients, kind, language):
    for member in world.members:
        clients[member.id] = CLIENT.get(language, language)
    bot = world.env.bot
    commands = moves_of(bot, kind)
    assert commands, f"{kind} registers no move of its own"
    rules = games.get_rules(kind)
    rng = random.Random(f"{kind}-{language}")
    reader = Reader(language, {kind, *(name.lower() for name in NAMES)})

    lobby = await world.alice.slash(world.channel, f"{kind} new")
    assert not lobby.ephemeral, texts_of(lobby)
    for member in world.members[1:rules.min_players]:
        joined = await member.slash(world.channel, f"{kind} join")
        assert joined.acknowledged
    game = await world.game()
    if game.status == "lobby":
        await world.alice.slash(world.channel, f"{kind} start")
        game = await world.game()
    assert game is not None and game.status == "active" and game.kind == kind
    assert game.language == language
    players = {s.user_id for s in game.seats}
    first_post = len(world.public())

    # An outsider's every move is refused privately, in their language, and changes nothing.
    outsider = next(m for m in world.members if m.id not in players)
    for command in commands:
        if command.parameters and not all(p.autocomplete for p in command.parameters
                                          if p.required):
            continue
        options = {p.display_name: "1" for p in command.parameters if p.required}
        refused = await outsider.slash(world.channel, command.name, **options)
        assert refused.ephemeral, f"/{command.name} by an outsider was not refused privately"
        for text in texts_of(refused):
            reader.check(text, f"/{command.name} refused")
        assert (await world.game()).rev == game.rev

    interactions = 0
    looked = False
    while game is not None and game.status == "active":
        assert interactions < MOST_INTERACTIONS, f"{kind} did not end"
        actor = game.seats[rng.choice(sorted(game.actors))]
        member = world.by_id[actor.user_id]
        before = game
        seen = len(world.public())
        for command in in_the_order_a_player_tries(commands, rng):
            result = await move(world, member, command, rng)
            if result is None:
                continue
            interactions += 1
            for text in texts_of(result):
                reader.check(text, f"/{command.name}")
            if result.ephemeral:  # refused: nothing changed
                assert (await world.game()).rev == before.rev, f"/{command.name} refused yet moved"
                continue
            break
        else:
            raise AssertionError(f"{kind}: no move of {actor.name} was accepted")
        game = await world.game()
        posted = world.public()[seen:]
        for message in posted:
            pinged = mentions(world, message)
            assert len(pinged) <= 1 and set(pinged) <= players, (pinged, message.content)
        if game is not None and game.status == "active":
            now, then = rules.current_seat(game.state), rules.current_seat(before.state)
            if now is not None and now != then:
                awaited = game.seats[now].user_id
                assert any(mentions(world, m) == [awaited] for m in posted), (
                    f"{kind}: no new message mentions the player whose turn starts")
        if not looked and interactions >= 6:
            looked = True
            for name in LOOKING:
                answer = await member.slash(world.channel, f"{kind} {name}")
                assert answer.ephemeral, f"/{kind} {name} answered in public"
                for text in texts_of(answer):
                    reader.check(text, f"/{kind} {name}")

    finished = await world.service.get_by_id(before.id)
    assert finished.status == "finished"
    posts = world.public()[first_post:]
    for message in posts:
        reader.check(message.content, "a public post")
        for embed in message.embeds:
            reader.check(f"{embed.title or ''} {embed.description or ''}", "a public embed")
    the_end = posts[-1]
    assert the_end.attachments, f"{kind}: the game's end is posted without its picture"
    picture = Image.open(io.BytesIO(await the_end.attachments[0].read()))
    assert picture.format == "PNG"

    replay = await world.alice.slash(world.channel, f"{kind} replay", game_id=finished.id)
    assert replay.ephemeral
    files = [a for m in (replay.response, *replay.followups) if m for a in m.attachments]
    assert files, f"/{kind} replay sent no file: {texts_of(replay)}"
    data = await files[0].read()
    assert len(data) <= ATTACHMENT_LIMIT
    gif = Image.open(io.BytesIO(data))
    sizes = set()
    for index in range(gif.n_frames):
        gif.seek(index)
        sizes.add(gif.size)
    assert gif.format == "GIF" and gif.n_frames > 1 and len(sizes) == 1

    assert await audit_all(world.service.store) == {}
    if language != "en":
        assert reader.seen > 10
