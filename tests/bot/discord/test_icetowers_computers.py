"""IceTowers computer players through Discord. In realtime they act at a person's pace, each
action a new channel message of the bot's own a pause after the last action anyone made, never
a flood, and say why when they declare done; in turns mode the computer's turn follows the
person's at once and the person is told, in a new message, when it is theirs again."""

from __future__ import annotations

import random

import pytest
from discord_kit import by_the_bot_itself, pings, restart
from test_icetowers import COMMAND, act_from_the_list
from test_languages import CLIENT, OTHER_THAN_ENGLISH, english_only, words_in

from bot.messages import text
from bot.service.computers import PACE_SECONDS
from engine.icetowers import legal_moves
from engine.icetowers.config import COLOURS


async def open_against_computers(world, levels, **options):
    lobby = await world.alice.slash(world.channel, "icetowers new", seats=len(levels) + 1,
                                    **options)
    assert not lobby.ephemeral, lobby
    for level in levels:
        added = await world.alice.slash(world.channel, "icetowers addbot", level=level)
        assert not added.ephemeral, added
    game = await world.game()
    assert game.status == "active"
    return game


async def test_realtime_computers_act_at_a_human_pace(world):
    game = await open_against_computers(world, ("hard", "easy"), stash=2)
    before = len(world.public())
    await world.env.advance_time(PACE_SECONDS[0] - 1)
    assert len(world.public()) == before  # nobody snatches the first move at once
    await world.env.advance_time(PACE_SECONDS[1])
    posts = world.public()[before:]
    assert posts and all(by_the_bot_itself(p) for p in posts)
    assert all(pings(world, p) == [] for p in posts)  # anyone may act: nobody is "next"
    assert "computer**" in posts[0].content  # "**Hard computer** puts ..."
    assert any(m.source == "computer" for m in await world.service.moves(game.id))


async def play_against_computers(world, game, rng: random.Random) -> None:
    """Alice makes a few actions from the lists, then declares done whenever she is not; the
    computers act in the background as virtual time passes, until the game ends."""
    for _ in range(300):
        await world.env.advance_time(rng.choice((5, 20, 40)))
        current = await world.game()
        if current is None:
            return
        state = current.state
        if 0 in state.done:
            continue  # Alice waits for the computers
        moves = legal_moves(state, 0)
        acts = sum(1 for m in await world.service.moves(game.id) if m.seat == 0)
        if moves and acts < 6 and rng.random() < 0.5:  # a few actions, then she is done
            kind = COMMAND[type(rng.choice(moves).action)]
            result = await act_from_the_list(world, world.alice, kind, rng)
        elif not moves or rng.random() < 0.3:
            result = await world.alice.slash(world.channel, "done")
        else:
            continue
        assert result is not None and not result.ephemeral, result
    raise AssertionError("the game did not end")


async def test_a_realtime_game_against_computers_to_the_final_score(world):
    rng = random.Random(11)
    game = await open_against_computers(world, ("hard", "normal"), stash=5)
    await play_against_computers(world, game, rng)
    final = await world.service.get_by_id(game.id)
    assert final.status == "finished"
    assert "Game over" in world.last_public().content or any(
        "Game over" in p.content for p in world.public()[-3:])
    moves = await world.service.moves(game.id)
    computer = [m for m in moves if m.source == "computer"]
    assert len({m.seat for m in computer}) == 2
    # never a flood: a computer action comes a pause after the action before it
    for before, after in zip(moves, moves[1:]):
        if after.source == "computer" and after.created_at != before.created_at:
            assert after.created_at - before.created_at >= PACE_SECONDS[0]
    posts = world.public()
    assert all(pings(world, p) == [] for p in posts)
    said_why = [p for p in posts if "-# 🤖" in p.content]
    assert said_why and all("is done" in p.content for p in said_why)


@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
async def test_computers_speak_the_game_language(world, clients, language):
    clients[world.alice.id] = CLIENT[language]  # she opens it: the game takes her language
    game = await open_against_computers(world, ("easy", "hard"), stash=5)
    await play_against_computers(world, game, random.Random(11))
    english = english_only(language) - {"icetowers", "alice"}
    posts = [p for p in world.public() if by_the_bot_itself(p)]
    assert any("-# 🤖" in p.content for p in posts)  # the computers said why they were done
    for post in posts:
        leaked = words_in(post.content) & english
        assert not leaked, (leaked, post.content)
    history = await world.alice.slash(world.channel, "icetowers history", game_id=game.id)
    log = (await history.response.attachments[0].read()).decode()
    final = await world.service.get_by_id(game.id)
    hard = next(s for s in final.seats if s.computer_level == "hard")
    level = text("level.hard", language)
    assert text("icetowers.hist.player_computer", language, n=hard.seat + 1, name=hard.name,
                colour=text(f"icetowers.colour.{COLOURS[hard.seat]}", language), level=level) in log
    assert text("icetowers.hist.tag.computer", language, level=level) in log


async def test_computers_pick_up_their_pace_after_a_restart(world, settings, bots, seeds):
    game = await open_against_computers(world, ("normal",), stash=2)
    await restart(world, settings, bots, seeds)
    await world.env.advance_time(3 * PACE_SECONDS[1])
    assert any(m.source == "computer" for m in await world.service.moves(game.id))


async def test_in_turns_mode_the_computer_answers_at_once_and_the_person_is_told(world):
    rng = random.Random(2)
    opened = await open_against_computers(world, ("normal",), stash=2, mode="turns")
    for _ in range(100):
        game = await world.game()
        if game is None:
            break
        current = game.current_seat_info()
        assert current.user_id == world.alice.id  # the computer never keeps her waiting
        told = world.last_public()
        assert pings(world, told) == [world.alice.id] and f"<@{world.alice.id}>" in told.content
        moves = legal_moves(game.state, current.seat)
        if moves:
            kind = COMMAND[type(rng.choice(moves).action)]
            result = await act_from_the_list(world, world.alice, kind, rng)
        else:
            result = await world.alice.slash(world.channel, "pass")
        assert not result.ephemeral
        assert pings(world, result.response) == []  # the computer is next: nobody to tell
        if (await world.game()) is not None:
            assert "🤖 **Normal computer** acts next." in result.response.content
    else:
        raise AssertionError("the game did not end")
    final = await world.service.get_by_id(opened.id)
    assert final.status == "finished"
    sources = {m.source for m in await world.service.moves(opened.id)}
    assert sources == {"player", "computer"}


async def test_after_an_icetowers_game_stats_and_a_rematch_with_its_computer(world):
    """After the end: a game against the computer is not rated, and Rematch opens an IceTowers
    lobby with the same options and the computer seated again."""
    game = await open_against_computers(world, ("easy",), stash=1, mode="turns")
    for _ in range(50):
        if (await world.game()) is None:
            break
        await world.alice.slash(world.channel, "pass")
    done = await world.service.get_by_id(game.id)
    assert done.status == "finished"
    stats = await world.alice.slash(world.channel, "icetowers stats")
    assert stats.ephemeral and stats.response.content == (  # against the computer: unrated
        "**Alice** has no rated game on this server yet.")
    final = [m for m in world.public() if "Game over" in m.content][-1]
    rematch = await world.alice.click(final, label="Rematch")
    assert not rematch.ephemeral, rematch
    new = await world.game()
    assert new.id != game.id and new.kind == "icetowers" and new.options == done.options
    assert [s.computer_level for s in new.seats] == [None, "easy"]
    started = await world.alice.slash(world.channel, "icetowers start")
    assert not started.ephemeral, started
    assert (await world.game()).status == "active"
