"""Computer players through Discord: seated in the lobby, a person alone against them,
and every computer turn played at once after the interaction that handed it the turn, posted as
a channel message with the board, what it kept and why, and the next person mentioned."""

from __future__ import annotations

import random

import pytest
from discord_kit import (
    by_the_bot_itself,
    custom_ids,
    pings,
    play_to_end,
    play_turn,
    restart,
)

from bot.games.columbiz.frontend import REASONS, ColumbizFrontend
from bot.messages import has
from bot.service import ComputerDecision

PNG = b"\x89PNG\r\n\x1a\n"
DECISION = "-# 🤖 "


async def test_addbot_and_removebot_in_the_lobby(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=4)
    added = await world.alice.slash(world.channel, "columbiz addbot", level="hard")
    assert not added.ephemeral
    assert added.response.content == (
        f"<@{world.alice.id}> seated 🤖 **Hard computer** (hard) (2/4).")
    assert pings(world, added.response) == []
    # the lobby's button seats a normal one; the lobby lists computer seats with their mark
    pressed = await world.alice.click(lobby.response, label="Add computer")
    assert "Seated (3/4): " in pressed.response.content
    assert "🤖 **Hard computer** and 🤖 **Normal computer**" in pressed.response.content
    game = await world.game()
    assert [(s.name, s.computer_level) for s in game.seats] == [
        ("Alice", None), ("Hard computer", "hard"), ("Normal computer", "normal")]
    # only the creator seats or removes computers
    refused = await world.bob.slash(world.channel, "columbiz addbot", level="easy")
    assert refused.ephemeral and refused.response.content == (
        "Only the player who opened the game can do that.")
    refused = await world.bob.click(lobby.response, label="Add computer")
    assert refused.ephemeral
    removed = await world.alice.slash(world.channel, "columbiz removebot")
    assert removed.response.content == (
        f"<@{world.alice.id}> took 🤖 **Normal computer** out of the game (2/4).")
    await world.alice.slash(world.channel, "columbiz removebot")
    none_left = await world.alice.slash(world.channel, "columbiz removebot")
    assert none_left.ephemeral and none_left.response.content == (
        "There is no computer player to remove.")
    # the lobby message follows (it is edited through the channel)
    assert "Seated (1/4): " in world.public()[0].content
    assert "🤖" not in world.public()[0].content


async def test_the_last_computer_seat_starts_the_game(world):
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2)
    started = await world.alice.click(lobby.response, label="Add computer")
    game = await world.game()
    assert game.status == "active"
    assert "Roll-off for the first turn (C5)" in started.followups[0].content
    # whoever won the roll-off, the computer's turns are played: it is the person's turn
    assert game.current_seat_info().user_id == world.alice.id
    assert "Roll" in [b.label for row in world.last_public().components for b in row.children]


@pytest.mark.parametrize(
    ("levels", "seed"),
    [(("hard",), 1), (("easy", "normal"), 2), (("easy", "normal", "easy"), 3)],
)
async def test_one_person_against_computers_plays_to_the_end(world, levels, seed):
    rng = random.Random(seed)
    players = len(levels) + 1
    await world.alice.slash(world.channel, "columbiz new", seats=players)
    for level in levels[:-1]:
        await world.alice.slash(world.channel, "columbiz addbot", level=level)
    last = await world.alice.slash(world.channel, "columbiz addbot", level=levels[-1])
    assert "Roll-off" in last.response.content  # the last seat started the game
    game = await world.game()
    game_id = game.id
    assert game.current_seat_info().user_id == world.alice.id  # computers played already

    while (game := await world.game()) is not None:
        before = len(world.public())
        results = await play_turn(world, rng)
        after = world.public()[before:]
        placed = results[-1]
        # the person's interaction is answered with their own move only; every computer turn
        # that followed is a message the bot posted itself, after that answer
        assert all(DECISION not in f.content for f in placed.followups)
        mine = [m for m in after if not by_the_bot_itself(m)]
        theirs = [m for m in after if by_the_bot_itself(m)]
        assert all(DECISION not in m.content for m in mine)
        for message in theirs:
            assert message.content.startswith(DECISION)
            assert message.attachments and message.attachments[0].filename == "board.png"
            assert (await message.attachments[0].read()).startswith(PNG)
            assert len(message.content) <= 2000
        now = await world.game()
        if now is None:
            break
        # the person is never left waiting for a computer, and the last message tells them
        assert now.current_seat_info().user_id == world.alice.id
        assert f"<@{world.alice.id}>, it's your turn" in after[-1].content
        assert pings(world, after[-1]) == [world.alice.id]
        assert any(c.startswith("cz:roll:") for c in custom_ids(after[-1]))
        for message in after[:-1]:
            assert pings(world, message) == []
        if theirs:  # the person's own move did not ping anyone and offered no buttons
            assert pings(world, mine[-1]) == [] and custom_ids(mine[-1]) == []
            assert "🤖 **" in mine[-1].content and "plays next." in mine[-1].content

    done = await world.service.get_by_id(game_id)
    assert done.status == "finished"
    assert sorted(s.computer_level for s in done.seats if s.computer_level) == sorted(levels)
    final = world.last_public()
    assert "Game over. Final scores:" in final.content
    assert custom_ids(final) == [f"rematch:{game_id}"]

    # one decision line per computer decision in the log, in the same order
    moves = await world.service.moves(game_id)
    decisions = [m.note for m in moves if m.source == "computer" and m.note["first"] == m.seq]
    said = [line[len(DECISION):] for m in world.public() for line in m.content.splitlines()
            if line.startswith(DECISION)]
    frontend = ColumbizFrontend()
    expected = [
        frontend.why(ComputerDecision(n["kind"], tuple(n["values"]), n["reason"], n["params"],
                                      (), n["level"]), "en")
        for n in decisions
    ]
    assert said == expected
    assert {n["reason"] for n in decisions} <= set(REASONS)
    assert {n["reason"] for n in decisions} >= {"first_roll"}

    # a rematch seats the same computers again: the person starts it alone
    rematch = await world.alice.click(final, label="Rematch")
    assert rematch.response.content.startswith(f"🔁 Rematch of game #{game_id}!\n")
    assert pings(world, rematch.response) == []
    assert rematch.response.content.endswith(
        "Everyone is seated: Alice presses **Start** (or `/columbiz start`).\n"
        "Not rated: a computer player is seated, and only games among people are rated.")
    await world.alice.click(rematch.response, label="Start")
    again = await world.game()
    assert again.status == "active" and again.current_seat_info().user_id == world.alice.id
    assert [s.computer_level for s in again.seats] == [s.computer_level for s in done.seats]


def test_every_reason_has_words():
    frontend = ColumbizFrontend()
    for reason in REASONS:
        assert has(f"columbiz.computer.why.{reason}")
    samples = {
        "first_roll": ("roll", (), {}),
        "reroll_all": ("roll", (), {"kept": (), "rolled": 8}),
        "chasing": ("roll", (5, 5, 5), {"kept": (5, 5, 5), "rolled": 5,
                                        "target": ("5555", "2")}),
        "keeping": ("roll", (6, 6), {"kept": (6, 6), "rolled": 6, "face": 6}),
        "no_placement": ("roll", (4,), {"kept": (4,), "rolled": 7}),
        "capture": ("place", ("555", "33"), {"cells": ("555", "33"), "pieces": 2,
                                             "captures": 3, "capture_points": 4,
                                             "line_points": 0}),
        "line": ("place", ("3",), {"cells": ("3",), "pieces": 1, "line_points": 2}),
        "place_safe": ("place", ("6666",), {"cells": ("6666",), "pieces": 1,
                                            "line_points": 0}),
        "place_high": ("place", ("4444", "55555"), {"cells": ("4444", "55555"), "pieces": 2,
                                                    "line_points": 0, "need": 5, "face": 4,
                                                    "capture_cell": "44444"}),
        "place": ("place", ("1",), {"cells": ("1",), "pieces": 1, "line_points": 0}),
        "fallback": ("roll", (), {}),
    }
    said = {
        reason: frontend.why(ComputerDecision(kind, values, reason, params, (), "hard"), "en")
        for reason, (kind, values, params) in samples.items()
    }
    assert said == {
        "first_roll": "rolls all eight dice",
        "reroll_all": "nothing worth keeping: rolls all eight again",
        "chasing": "keeps 555 and rolls the other five, going for `5555` and `2`",
        "keeping": "keeps 66 (the most 6s) and rolls the other six",
        "no_placement": "nothing fits yet: keeps 4 and rolls again",
        "capture": "places on `555` and `33` to capture three pieces (+4)",
        "line": "places on `3` for a line (+2)",
        "place_safe": "places on `6666`, out of reach of captures: every cell above is taken",
        "place_high": "places high up on `4444` and `55555`; an opponent needs five 4s "
                      "(`44444`) to capture one of them",
        "place": "places on `1`",
        "fallback": "plays the simplest legal move",
    }
    # a target recorded before targets were the evaluation's aims is not repeated
    recorded = ComputerDecision("roll", (2,), "chasing", {"kept": (2,), "rolled": 7, "face": 2,
                                                          "target": "22222"}, (), "hard")
    assert frontend.why(recorded, "en") == "keeps 2 and rolls again"
    # an unknown reason still gets words, from the kind of decision
    other = ComputerDecision("roll", (2, 2), "something_new", {}, (), "hard")
    assert frontend.why(other, "en") == "keeps 22 and rolls again"


async def test_a_computer_turn_left_over_is_played_at_start_up(world, settings, bots, seeds,
                                                               monkeypatch):
    """The bot stopped after a person's move and before the computer's turn was played: the
    background task's first pass at the next start plays it."""
    await world.alice.slash(world.channel, "columbiz new", seats=2)
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    game = await world.game()
    monkeypatch.setattr(world.env.bot.table.moves, "kick_computers", lambda game: None)
    rng = random.Random(4)
    await play_turn(world, rng)
    waiting = await world.game()
    assert waiting.computer_to_play  # nobody played the computer's turn
    count = len(world.public())

    await restart(world, settings, bots, seeds)
    game = await world.game()
    assert game.current_seat_info().user_id == world.alice.id
    posted = world.public()[count:]
    assert len(posted) >= 1 and posted[0].content.startswith(DECISION)
    assert by_the_bot_itself(posted[0])
    assert pings(world, posted[-1]) == [world.alice.id]
    assert await play_to_end(world, rng) > 0
    assert (await world.service.get_by_id(game.id)).state.over

