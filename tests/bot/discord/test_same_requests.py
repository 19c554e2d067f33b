"""The bot's buttons go out from templates (bot.views.Buttons) instead of a View of the items
built anew for every message: whole games, played twice on fresh SimCord Discords with the same
seeds, once with the templates and once with the Views of the items themselves, send Discord
the same requests byte for byte (paths, content, mentions, every button's custom id, label and
style). Columbiz (the lobby, each move's buttons, a die's toggle editing its message, a
computer's turn, the private board, the rematch) and IceTowers (its lobby and rematch), each in
several languages.

SimCord records every request the bot makes (`env.http_requests`); its clock is virtual and
its ids are counted from the same start, so two runs of the same game are comparable as they
are. The one part that is random in both is discord.py's own: a channel message's nonce (a
random number it makes for every message), left out of the comparison."""

from __future__ import annotations

import itertools
import json
import random

import pytest
import simcord
import simcord.interactions
from discord_kit import World, play_turn
from test_languages import CLIENT

from bot import views
from bot.app import create_bot
from bot.config import Settings
from bot.front import core, lobby_cog
from bot.games.columbiz import frontend as columbiz_frontend
from bot.games.columbiz import views as columbiz_views

# Where each builder is used, and its plain version: a View of the items themselves.
BUILDERS = (
    (lobby_cog, "lobby_view", views.plain_lobby_view),
    (core, "rematch_view", views.plain_rematch_view),
    (columbiz_frontend, "turn_view", columbiz_views.plain_turn_view),
)


async def columbiz_game(world: World, language: str) -> None:
    """Alice (her client in `language`) opens a game, Bob joins by button, a computer is
    added by button; turns by buttons and commands to the end, the board asked privately on
    the way; then Rematch."""
    world.clients[world.alice.id] = CLIENT[language]
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=3)
    game = await world.game()
    await world.bob.click(lobby.response, custom_id=f"lobby:join:{game.id}")
    await world.alice.click(lobby.response, custom_id=f"lobby:addbot:{game.id}")
    rng = random.Random(11)
    for turn in itertools.count():
        game = await world.game()
        if game is None:
            break
        if turn % 5 == 1:  # the private board of the player on turn has their buttons
            member = world.current_member(game)
            await member.slash(world.channel, "columbiz board")
        await play_turn(world, rng)
    final = world.last_public()
    await world.bob.click(final, label=final.components[0].children[0].label)  # Rematch


async def icetowers_game(world: World, language: str) -> None:
    """Alice opens an IceTowers game in turns against a computer, passes to its end, and
    presses Rematch."""
    world.clients[world.alice.id] = CLIENT[language]
    await world.alice.slash(world.channel, "icetowers new", seats=2, stash=1, mode="turns")
    await world.alice.slash(world.channel, "icetowers addbot", level="easy")
    for _ in range(50):
        if await world.game() is None:
            break
        await world.alice.slash(world.channel, "pass")
    final = world.last_public()
    await world.alice.click(final, label=final.components[0].children[0].label)


def without_nonce(body):
    if isinstance(body, dict) and "nonce" in body:
        return {**body, "nonce": "(random)"}
    return body


async def requests_of(tmp_path, monkeypatch, name: str, play, language: str, *, plain: bool
                      ) -> list[tuple[str, str, str, str]]:
    """Every request the bot sends while `play` runs on a fresh Discord and database."""
    with monkeypatch.context() as patch:
        used: list[str] = []
        for module, builder, plain_builder in BUILDERS:
            chosen = plain_builder if plain else getattr(module, builder)

            def counted(*args, _chosen=chosen, **kwargs):
                view = _chosen(*args, **kwargs)
                if view is not None:
                    used.append(type(view).__name__)
                return view

            patch.setattr(module, builder, counted)
        counter = itertools.count(1)
        bot = create_bot(Settings(token=None, database_path=tmp_path / f"{name}.db"),
                         seed_source=lambda n: next(counter).to_bytes(n, "big"))
        try:
            async with simcord.run(bot) as env:
                world = World.build(env)
                world.clients = {}
                real = simcord.interactions.base_payload

                def with_locale(backend, **kwargs):
                    record, payload = real(backend, **kwargs)
                    payload["locale"] = world.clients.get(kwargs["user_id"], "en-US")
                    return record, payload

                patch.setattr(simcord.interactions, "base_payload", with_locale)
                await play(world, language)
                sent = [(r.method, r.path, json.dumps(r.params), json.dumps(without_nonce(r.json)))
                        for r in env.http_requests]
        finally:
            await bot.close_service()
    # each run built its buttons the way it was meant to
    assert used and set(used) == ({"View"} if plain else {"Buttons"}), used
    return sent


# Buttons every game of the kind must have sent (each: parts of one request's body): Columbiz's
# dice edited in place (a die's toggle answers with an interaction callback of type 7, its
# message updated) and posted, its lobby's and Rematch; IceTowers' lobby and Rematch.
SENT = {
    columbiz_game: (('{"type": 7,', '"custom_id": "cz:die:'), ('"custom_id": "cz:die:',),
                    ('"custom_id": "lobby:addbot:',), ('"custom_id": "rematch:',)),
    icetowers_game: (('"custom_id": "lobby:join:',), ('"custom_id": "rematch:',)),
}


@pytest.mark.parametrize(("play", "language"), [
    (columbiz_game, "en"), (columbiz_game, "de"), (columbiz_game, "fr"),
    (icetowers_game, "da"), (icetowers_game, "es"),
])
async def test_buttons_from_templates_send_what_the_views_of_items_send(
        tmp_path, monkeypatch, play, language):
    plain = await requests_of(tmp_path, monkeypatch, "plain", play, language, plain=True)
    fast = await requests_of(tmp_path, monkeypatch, "fast", play, language, plain=False)
    with_buttons = [r[3] for r in plain if '"components": [{' in r[3]]
    for parts in SENT[play]:
        assert any(all(part in body for part in parts) for body in with_buttons), parts
    assert len(fast) == len(plain)
    for index, (a, b) in enumerate(zip(plain, fast, strict=True)):
        assert a == b, f"request {index} differs:\n{a}\n{b}"


@pytest.mark.parametrize("language", ["en", "da", "de", "fr", "es"])
def test_every_turn_view_equals_the_view_of_its_items(language):
    """Every look a Columbiz message's buttons can have (each roll, faces, kept dice)."""
    seen = 0
    for rolls in range(4):
        for dice in itertools.combinations_with_replacement(range(1, 7), 5):
            for keep in range(len(dice) + 1):
                kept = dice[:keep]
                args = dict(turn=9, rolls=rolls, dice=dice, kept=kept, locale=language)
                fast = columbiz_views.turn_view(41, 207, **args)
                plain = columbiz_views.plain_turn_view(41, 207, **args)
                assert (fast is None) == (plain is None)
                if fast is not None:
                    assert json.dumps(fast.to_components()) == json.dumps(plain.to_components())
                    seen += 1
    assert seen > 1000
    for computers in (True, False):
        assert (json.dumps(views.lobby_view(8, locale=language, computers=computers)
                           .to_components())
                == json.dumps(views.plain_lobby_view(8, locale=language, computers=computers)
                              .to_components()))
    assert (json.dumps(views.rematch_view(8, locale=language).to_components())
            == json.dumps(views.plain_rematch_view(8, locale=language).to_components()))
