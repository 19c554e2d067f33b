"""Every registered game (`bot.games.GAMES`, a test game included) played to its end through
the service on both store backends, each move one of the acting seat's legal actions: the
service takes each, refuses a seat that may not act without changing anything, and the audit
replays the stored log to the stored state. Nothing here names a game."""

from __future__ import annotations

import random

import pytest

import bot.games as games
from bot.service import ServiceError, audit_all

MOST_MOVES = 2000


@pytest.mark.parametrize("kind", sorted(games.GAMES))
async def test_a_random_game_through_the_service(service, kind):
    rules = games.get_rules(kind)
    rng = random.Random(kind)
    players = rules.min_players
    await service.new_game(guild_id=1, channel_id=70, creator_id=1, creator_name="p1",
                           kind=kind, seats=players)
    for user in range(2, players + 1):
        game, _ = await service.join(70, user, f"p{user}")
    game = await service.get(70)
    if game.status == "lobby":
        game = (await service.start(70, 1)).game
    for _ in range(MOST_MOVES):
        if game.status != "active":
            break
        actors = rules.actors(game.state)
        idle = [s for s in game.seats if s.seat not in actors]
        if idle:  # a seat that may not act now is refused, and nothing changes
            with pytest.raises(ServiceError):
                await service.act(70, idle[0].user_id,
                                  lambda r, s, g, seat: r.legal_actions(s, seat)[0])
            assert (await service.get(70)).rev == game.rev
        seat = rng.choice(sorted(actors))
        action = rng.choice(rules.legal_actions(game.state, seat))
        user = next(s.user_id for s in game.seats if s.seat == seat)
        game = (await service.act(70, user, lambda r, s, g, seat, a=action: r.draw(s, a, g),
                                  rev=game.rev)).game
    assert game.status == "finished"
    assert rules.is_over(game.state)
    assert await audit_all(service.store) == {}


@pytest.mark.parametrize("kind", sorted(games.GAMES))
async def test_a_game_played_with_the_terminals_words(service, kind):
    """Every registered game at the terminal (its `make_terminal()`): each move is one the
    terminal lists for a word that makes sense now (`open_verbs`, `choices`) typed back to it,
    or a word said alone; the board shows as text at every step."""
    from bot.games import terminals
    from bot.refusals import REFUSALS
    from bot.terminal.markup import Markup

    terminal = terminals()[kind]
    rules = games.get_rules(kind)
    rng = random.Random(f"{kind}-terminal")
    players = rules.min_players
    await service.new_game(guild_id=1, channel_id=71, creator_id=1, creator_name="p1",
                           kind=kind, seats=players)
    for user in range(2, players + 1):
        await service.join(71, user, f"p{user}")
    game = await service.get(71)
    if game.status == "lobby":
        game = (await service.start(71, 1)).game
    markup = Markup(colour=False)
    for _ in range(MOST_MOVES):
        if game.status != "active":
            break
        assert terminal.board(game, "en", markup)
        seat = rng.choice(sorted(rules.actors(game.state)))
        user = next(s.user_id for s in game.seats if s.seat == seat)
        verbs = terminal.open_verbs(game, seat)
        assert verbs, f"{kind}: seat {seat} may act but no word makes sense"
        for verb in rng.sample(verbs, len(verbs)):
            listed = terminal.choices(game, seat, verb, "", "en", 50)
            typed = rng.choice(listed)[1] if listed else ""
            try:
                game = (await terminal.act(service, 71, user, verb, typed)).game
                break
            except REFUSALS:
                assert not listed, f"{kind}: `{verb} {typed}` was listed but refused"
        else:
            raise AssertionError(f"{kind}: no word of seat {seat} made a move")
    assert game.status == "finished"
    assert terminal.board(game, "en", markup)
