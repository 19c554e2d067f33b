"""A game as the service hands it out (GameSnapshot) is its own type: the stored record's
columns, with `state` the rules' value instead of its JSON."""

from dataclasses import fields

from service_play import open_game

from bot.games import get_rules
from bot.service import GameSnapshot
from bot.store import GameRow


def test_a_snapshot_has_every_column_of_the_stored_record():
    assert [f.name for f in fields(GameSnapshot)] == [f.name for f in fields(GameRow)]


async def test_a_loaded_game_carries_its_rules_state_not_its_json(service):
    await open_game(service, 20, 2)
    game = await service.get(20)
    assert isinstance(game, GameSnapshot) and not isinstance(game, GameRow)
    rules = get_rules(game.kind)
    row = await service.store.game(game.id)
    assert isinstance(row.state, dict)
    assert rules.state_to_json(game.state) == row.state
