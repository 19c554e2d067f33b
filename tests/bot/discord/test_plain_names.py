"""Names stay plain: a display name is shown as exactly its text, wherever the bot puts it (lobby,
narration, standings, leaderboard, stats, mygames, refusals). Nothing in it may format, link,
mention, or turn into a timestamp, a channel or a command."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest
from discord_kit import play_to_end

from bot.errors import describe
from bot.front.core import escape
from bot.games.columbiz.frontend import _escape
from bot.plain import excerpt, one_line, plain_name
from bot.refusals import who
from bot.service import ServiceError

# name -> how it must appear in message text (Discord shows "\x" as "x")
ESCAPED = {
    "<t:0:R>": "\\<t:0:R\\>",
    "<#1>": "\\<#1\\>",
    "</roll:1>": "\\<\\/roll:1\\>",
    "<@&123>": "\\<@&123\\>",
    "<:emoji:123>": "\\<:emoji:123\\>",
    "https://evil.example": "https:\\/\\/evil.example",
    "[click](https://x.y)": "\\[click\\](https:\\/\\/x.y)",
    "discord.gg/invite": "discord.gg\\/invite",
    "# Big": "\\# Big",
    "## Big": "\\## Big",
    "-# small": "\\-# small",
    "> quoted": "\\> quoted",
    "- item": "\\- item",
    "1. first": "1\\. first",
    "**bold**": "\\*\\*bold\\*\\*",
    "**bold** <@&123>": "\\*\\*bold\\*\\* \\<@&123\\>",
    "__under__ ~~gone~~ ||secret||": "\\_\\_under\\_\\_ \\~\\~gone\\~\\~ \\|\\|secret\\|\\|",
    "`code`": "\\`code\\`",
    "back\\slash": "back\\\\slash",
    "@everyone": "@\u200beveryone",
    "@here now": "@\u200bhere now",
    "two\nlines": "two lines",
    "  spaced \t out\r\n": "spaced out",
    "right\u202eto left": "rightto left",
    "Plain Name": "Plain Name",
    "Dr. O'Neil": "Dr. O'Neil",
}


# --- unit ---------------------------------------------------------------------------------------


def test_a_name_is_shown_as_its_text():
    assert {name: plain_name(name) for name in ESCAPED} == ESCAPED
    # the cogs' and the Columbiz words' escaping is that same function
    assert {name: escape(name) for name in ESCAPED} == ESCAPED
    assert {name: _escape(name) for name in ESCAPED} == ESCAPED


def test_a_long_name_is_cut():
    assert escape("n" * 64) == "n" * 64
    assert escape("n" * 200) == "n" * 64 + "…"
    assert escape("*" * 100) == "\\*" * 64 + "…"  # cut before escaping: no split escape
    assert plain_name("") == plain_name(None) == "?"
    assert excerpt("e" * 30) == "e" * 20 + "…"


def test_a_computer_seat_in_a_refusal_is_plain():
    seat = SimpleNamespace(name="<#1> **x** @everyone", computer_level="easy", user_id=5)
    assert who(seat) == "**\\<#1\\> \\*\\*x\\*\\* @\u200beveryone**"
    assert who(SimpleNamespace(name="x", computer_level=None, user_id=5)) == "<@5>"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("already_away", "\\<t:0:R\\> is already marked away."),
        ("target_is_computer", "\\<t:0:R\\> is already a computer player."),
    ],
)
async def test_refusals_naming_a_player_escape_the_name(code, expected):
    error = ServiceError(code, target_user_id=7, name="<t:0:R>", game_id=1)
    _, content = await describe(SimpleNamespace(locale=None, command=None), error)
    assert content == expected


# --- through Discord -------------------------------------------------------------------------

PAIRS = [
    ("<t:0:R>", "<#1>"),
    ("</roll:1>", "https://evil.example"),
    ("[click](https://x.y)", "# Big"),
    ("**bold** <@&123>", "@everyone"),
    ("two\nlines", "-# small"),
]


def live(name: str, content: str) -> bool:
    """Whether `name` appears unescaped (not right after a backslash) in `content`."""
    return re.search(r"(?<!\\)" + re.escape(name), content) is not None


def members_named(world, *names):
    members = []
    for i, name in enumerate(names):
        member = world.guild.add_member(world.env.create_user(f"odd{i}", global_name=name))
        world.by_id[member.id] = member
        members.append(member)
    return members


def assert_plain(world, contents, names):
    for content in contents:
        for name in names:
            assert not live(name, content), (name, content)
        assert "@everyone" not in content and "@here" not in content


@pytest.mark.parametrize("names", PAIRS, ids=lambda pair: "+".join(map(repr, pair)))
async def test_odd_names_stay_text_through_a_whole_game(world, names):
    first, second = members_named(world, *names)
    shown = [ESCAPED[n] for n in names]
    lobby = await first.slash(world.channel, "columbiz new", seats=2)
    assert lobby.response.content.startswith(f"**{shown[0]}** opened a game of Columbiz")
    await second.click(lobby.response, label="Join")
    game_id = (await world.game()).id
    start = [m for m in world.public() if "Roll-off" in m.content][0]
    assert f"**{shown[0]}**" in start.content and f"**{shown[1]}**" in start.content

    # while it runs: whose turn it is, in /columbiz mygames of the one waiting
    game = await world.game()
    waiting = first if game.current_seat_info().user_id == second.id else second
    mine = await waiting.slash(world.channel, "columbiz mygames")
    current = shown[names.index(game.current_seat_info().name)]
    assert f"· **{current}** to play" in mine.response.content

    await play_to_end(world, random.Random(5))
    public = world.public()
    final = [m for m in public if "Game over" in m.content][-1]
    for one in shown:
        assert f"{one} " in final.content  # in the scores
    # no message shows a name live, and none pings anyone but the players
    assert_plain(world, [m.content for m in public], names)
    for message in public:
        stored = world.stored(message)
        assert stored.ping_role_ids == [] and stored.mention_everyone is False
        assert set(stored.ping_user_ids) <= {first.id, second.id}

    board = await world.alice.slash(world.channel, "columbiz leaderboard")
    stats = await world.alice.slash(world.channel, "columbiz stats", user=first.user)
    standings = await world.alice.slash(world.channel, "columbiz standings")
    answers = [board.response.content, stats.response.content, standings.response.content]
    assert_plain(world, answers, names)
    for one in shown:
        assert f"**{one}** — " in board.response.content
    assert stats.response.content.startswith(f"**{shown[0]}** — ratings on this server:")
    assert all(one in standings.response.content for one in shown)

    # the move log is a plain text file: the names as they are, on one line
    log = await first.slash(world.channel, "columbiz history", game_id=game_id)
    text = (await log.response.attachments[0].read()).decode("utf-8")
    for name in names:
        assert f". {one_line(name)} (" in text


async def test_stats_of_a_player_without_games(world):
    (odd,) = members_named(world, "<t:0:R> @here")
    result = await world.alice.slash(world.channel, "columbiz stats", user=odd.user)
    assert result.response.content == (
        "**\\<t:0:R\\> @\u200bhere** has no rated game on this server yet.")


async def test_already_away_names_the_player_plainly(world):
    (odd,) = members_named(world, "<t:0:R>")
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    await odd.click(lobby.response, label="Join")
    marked = await world.alice.slash(world.channel, "columbiz away", player=odd.user)
    assert not marked.ephemeral
    again = await world.alice.slash(world.channel, "columbiz away", player=odd.user)
    assert again.ephemeral
    assert again.response.content == "\\<t:0:R\\> is already marked away."
