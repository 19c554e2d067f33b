"""IceTowers through Discord, from the lobby to the final score: in realtime anyone acts at any
moment and each action is one public post with its picture and nobody pinged; in turns mode the
player whose turn it is is told; the move lists show only what a player may do, with what it
changes; refusals are private and say what is wrong. A whole game in each language shows no
English word."""

from __future__ import annotations

import random

import pytest
from discord_kit import TICK, pings
from test_languages import CLIENT, OTHER_THAN_ENGLISH, english_only, words_in

from engine import icetowers
from engine.icetowers import Cap, Mine, Split, legal_moves

PNG = b"\x89PNG\r\n\x1a\n"
COMMAND = {Cap: "cap", Mine: "mine", Split: "split"}


async def open_icetowers(world, players: int, **options):
    lobby = await world.alice.slash(world.channel, "icetowers new", seats=players, **options)
    assert not lobby.ephemeral, lobby
    game = await world.game()
    for member in world.members[1:players]:
        await member.click(lobby.response, custom_id=f"lobby:join:{game.id}")
    game = await world.game()
    assert game.kind == "icetowers" and game.status == "active"
    return game


async def act_from_the_list(world, member, kind: str, rng: random.Random):
    """The member picks a move of `kind` from the command's own list (autocomplete)."""
    choices = await member.autocomplete(world.channel, kind, "move", "")
    if not choices:
        return None
    pick = rng.choice(choices[:5])
    return await member.slash(world.channel, kind, move=pick["value"])


async def play_out(world, rng: random.Random, players: int) -> int:
    """Everyone acts from the lists until the game ends; a member with nothing to do declares
    done (realtime) or passes (turns mode). Returns the number of actions."""
    count = 0
    while (game := await world.game()) is not None and count < 400:
        state = game.state
        seat = state.current if state.options.turns else rng.randrange(players)
        member = world.by_id[next(s.user_id for s in game.seats if s.seat == seat)]
        moves = legal_moves(state, seat)
        if moves and rng.random() < 0.85:
            kind = COMMAND[type(rng.choice(moves).action)]
            result = await act_from_the_list(world, member, kind, rng)
        else:
            result = await member.slash(world.channel, "pass" if state.options.turns else "done")
        assert result is not None and not result.ephemeral, result
        count += 1
    return count


async def test_a_realtime_game_from_lobby_to_final_score(world):
    rng = random.Random(3)
    game = await open_icetowers(world, 3, stash=1)
    start = world.last_public()
    assert "/cap" in start.content and pings(world, start) == []
    # anyone acts, in any order: the third player first, a while after the start
    await world.env.advance_time(60)
    choices = await world.carol.autocomplete(world.channel, "cap", "move", "")
    assert choices and all(c["name"].startswith("T") for c in choices)
    moved = await world.carol.slash(world.channel, "cap", move=choices[0]["value"])
    post = moved.response
    assert not moved.ephemeral and post.attachments
    assert (await post.attachments[0].read()).startswith(PNG)
    assert pings(world, post) == []  # nobody is "next" when anyone may act
    await play_out(world, rng, 3)
    done = await world.service.get_by_id(game.id)
    assert done.status == "finished"
    final = world.last_public().content
    assert "Game over" in final
    totals = icetowers.scores(done.state)
    assert [s.total for s in sorted(done.seats, key=lambda s: s.seat)] == list(totals)


async def test_a_turns_game_tells_whose_turn_it_is(world):
    rng = random.Random(8)
    game = await open_icetowers(world, 2, stash=1, mode="turns")
    current = game.current_seat_info()
    start = world.last_public()
    assert f"<@{current.user_id}>" in start.content and pings(world, start) == [current.user_id]
    rolloff = world.service.rolloff(game)  # I12: who acts first, like Columbiz's C5
    names = {s.seat: s.name for s in game.seats}
    rolls = " / then ".join(", ".join(f"**{names[seat]}** {value}" for seat, value in rnd)
                            for rnd in rolloff.rounds)
    assert start.content.startswith(f"Roll-off for the first turn: {rolls} → ")
    waiting = next(m for m in world.members[:2] if m.id != current.user_id)
    refused = await waiting.slash(world.channel, "pass")
    assert refused.ephemeral and refused.response.content == f"It's <@{current.user_id}>'s turn."
    assert await waiting.autocomplete(world.channel, "cap", "move", "") == []
    await play_out(world, rng, 2)
    assert (await world.service.get_by_id(game.id)).status == "finished"


async def test_a_refused_move_is_private_and_specific(world):
    await open_icetowers(world, 2, stash=1)
    # blue's small piece T4 on purple's small T1 (blue's move, made by purple): not theirs
    refused = await world.alice.slash(world.channel, "cap", move="T4 T1")
    assert refused.ephemeral
    assert refused.response.content.startswith(f"T4 is <@{world.bob.id}>'s piece, not yours")
    typo = await world.alice.slash(world.channel, "cap", move="T4")
    assert typo.ephemeral and "T7 T3" in typo.response.content
    gone = await world.alice.slash(world.channel, "cap", move="T1 T99")
    assert gone.ephemeral and "T99" in gone.response.content


@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
async def test_a_whole_game_in_each_language_shows_no_english(world, clients, language):
    clients[world.alice.id] = CLIENT[language]
    await open_icetowers(world, 2, stash=1)
    await play_out(world, random.Random(5), 2)
    english = english_only(language) - {"icetowers", "alice", "bruno"}
    seen = 0
    for message in world.public():
        leaked = words_in(message.content) & english
        assert not leaked, (leaked, message.content)
        seen += 1
    assert seen > 3


async def test_a_burst_of_realtime_actions_shows_one_picture_after_it(world):
    """Actions seconds apart each get their line of words; the picture of where the burst left
    the game follows once play pauses (a post with its picture when actions are far apart)."""
    await open_icetowers(world, 2, stash=2)
    before = len(world.public())
    first = await world.bob.slash(world.channel, "cap", move="T7 T3")
    second = await world.alice.slash(world.channel, "cap", move="T1 T9")
    assert not first.ephemeral and not second.ephemeral
    assert not first.response.attachments and not second.response.attachments
    assert len(world.public()) == before + 2
    await world.env.advance_time(TICK)  # play pauses: the sender posts the held picture
    posts = world.public()[before + 2:]
    assert len(posts) == 1 and posts[0].attachments and not posts[0].content
    game = await world.game()
    assert (await posts[0].attachments[0].read()).startswith(PNG)
    # the next action, long after, carries its own picture again
    third = await world.bob.slash(world.channel, "cap", move="T8 T4")
    assert third.response.attachments
    await world.env.advance_time(TICK)
    assert len(world.public()) == before + 4  # nothing held back this time
    assert game.rev < (await world.game()).rev


async def test_looking_at_an_icetowers_game(world):
    """The shared commands work for IceTowers: the board privately with its picture, the
    standings, the move log, and after the end the leaderboard of IceTowers alone."""
    game = await open_icetowers(world, 2, stash=1)
    await world.bob.slash(world.channel, "cap", move="T4 T1")
    board = await world.carol.slash(world.channel, "icetowers board")
    assert board.ephemeral and board.response.attachments
    assert "anyone may act" in board.response.content
    standings = await world.alice.slash(world.channel, "icetowers standings")
    assert f"Game #{game.id}" in standings.response.content
    history = await world.alice.slash(world.channel, "icetowers history")
    log = (await history.response.attachments[0].read()).decode()
    assert f"IceTowers game #{game.id}" in log and "puts small T4 on T1" in log
    await world.alice.slash(world.channel, "done")
    await world.bob.slash(world.channel, "done")
    board = await world.alice.slash(world.channel, "icetowers leaderboard")
    assert "**Bob** — " in board.response.content and board.response.attachments
    assert "Columbiz" not in board.response.content
