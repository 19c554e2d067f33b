"""A picture is drawn in a render process from the game as pictures see it
(bot.front.pictures.PictureGame: the state, the seats' numbers, names and computer levels, the
language), not from the whole stored game: every registered game's move pictures, boards and
score pads of random played games (a computer seat, a name to escape, two languages) come out
byte for byte the same from it, pickled there and back as the render pool sends it, as from the
whole game. Nothing here names a game."""

from __future__ import annotations

import pickle
import random

import pytest

import bot.games as games
from bot.front.pictures import PictureGame, for_reader, picture_of
from bot.service.models import GameSnapshot
from bot.store import SeatRow

SHOTS = 4  # positions drawn per game: spread over it, the end included
NAMES = ("Ada *bold*", "Bo", "Cy", "Di")


def snapshot(kind: str, state, players: int, language: str) -> GameSnapshot:
    seats = tuple(SeatRow(seat=s, user_id=100 + s, name=NAMES[s],
                          computer_level="normal" if s == 1 else None) for s in range(players))
    return GameSnapshot(
        id=7, kind=kind, guild_id=1, channel_id=2, status="active", creator_id=100,
        seats_wanted=players, options={}, turn_seconds=None, seats=seats, state=state, rev=3,
        created_at=0.0, updated_at=0.0, language=language)


def played(rules, players: int, rng: random.Random) -> list[tuple]:
    """(state, the events of the action that made it) along one random game."""
    options = rules.normalize_options(None)
    state = rules.initial_state(players, options, rules.setup(players, options, rng))
    positions = [(state, ())]
    while not rules.is_over(state):
        seat = rng.choice(sorted(rules.actors(state)))
        action = rules.draw(state, rng.choice(rules.legal_actions(state, seat)), rng)
        state, events = rules.apply(state, action)
        positions.append((state, tuple(events)))
    step = max(1, len(positions) // SHOTS)
    return positions[step::step][: SHOTS - 1] + [positions[-1]]


def sent(method, *args):
    """What the render process gets: the call pickled as bot.render_pool sends it."""
    fn, args = pickle.loads(pickle.dumps((method, args), pickle.HIGHEST_PROTOCOL))
    return fn(*args)


@pytest.mark.parametrize("kind", sorted(games.GAMES))
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_picture_from_what_pictures_see_is_the_whole_games(kind, language):
    rules = games.get_rules(kind)
    frontend = games.frontends()[kind]
    rng = random.Random(f"{kind}-{language}")
    players = min(rules.max_players, max(rules.min_players, 3))
    for state, events in played(rules, players, rng):
        game = snapshot(kind, state, players, language)
        picture = picture_of(game)
        assert isinstance(picture, PictureGame)
        assert sent(frontend.render_move, picture, (), events) == frontend.render_move(
            game, (), events), (kind, state)
        assert sent(frontend.render_board, picture) == frontend.render_board(game)
        assert sent(frontend.render_scorepad, picture) == frontend.render_scorepad(game)


def test_a_private_picture_has_the_readers_words():
    """for_reader: the reader's language (a Discord locale), the rest as the game's."""
    kind = sorted(games.GAMES)[0]
    rules = games.get_rules(kind)
    state, _ = played(rules, 2, random.Random(1))[0]
    game = snapshot(kind, state, 2, "de")
    mine = for_reader(game, "fr")
    assert mine.language == "fr" and mine.state is state
    assert [(s.seat, s.name, s.computer_level) for s in mine.seats] == [
        (s.seat, s.name, s.computer_level) for s in game.seats]


def test_what_goes_to_the_render_process_is_small():
    """No stored record goes along (its every column, its seat rows): the pickled picture game
    is the state's pickle and a little more."""
    kind = sorted(games.GAMES)[0]
    rules = games.get_rules(kind)
    state, _ = played(rules, 4, random.Random(2))[-1]
    game = snapshot(kind, state, 4, "en")
    sent_bytes = pickle.dumps(picture_of(game), pickle.HIGHEST_PROTOCOL)
    for stored in (b"GameSnapshot", b"SeatRow", b"channel_id", b"created_at"):
        assert stored not in sent_bytes
    assert len(sent_bytes) < len(pickle.dumps(game, pickle.HIGHEST_PROTOCOL))
