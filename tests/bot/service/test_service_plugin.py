"""The game interface: another game plugs into the same lobby, turns, store and audit."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

import bot.games as games
from bot.games import GameInputError, GameRules
from bot.games.columbiz import COLUMBIZ
from bot.games.columbiz import moves as cz
from bot.service import ServiceError, audit_all
from engine import columbiz


class RaceError(Exception):
    def __init__(self, code):
        self.code = code
        super().__init__(code)


@dataclass(frozen=True)
class RaceState:
    scores: tuple[int, ...]
    current: int | None
    target: int
    moves: int = 0
    turn: int = 1


class Race(GameRules):
    """Roll one die, add it to your score; the first to reach the target wins."""

    kind = "race"
    min_players = 2
    max_players = 3

    def normalize_options(self, options):
        target = dict(options or {}).get("target", 10)
        if type(target) is not int or not 5 <= target <= 30:
            raise GameInputError("bad_options", option="target", value=target)
        return {"target": target}

    def setup(self, players, options, rng):
        return {"start": rng.randrange(players)}

    def initial_state(self, players, options, setup):
        return RaceState((0,) * players, setup["start"], options["target"])

    def start_info(self, setup):
        return setup["start"]

    def apply(self, state, action):
        if state.current is None:
            raise RaceError("game_over")
        seat = state.current
        scores = list(state.scores)
        scores[seat] += action["roll"]
        won = scores[seat] >= state.target
        after = replace(
            state, scores=tuple(scores), moves=state.moves + 1, turn=state.turn + 1,
            current=None if won else (seat + 1) % len(scores),
        )
        return after, [{"type": "rolled", "seat": seat, "value": action["roll"]}]

    def chance_ok(self, before, action, rng):
        return action == {"roll": rng.randint(1, 6)}

    def actors(self, state):
        return frozenset() if state.current is None else frozenset({state.current})

    def current_seat(self, state):
        return state.current

    def is_over(self, state):
        return state.current is None

    def turn_number(self, state):
        return state.turn

    def move_count(self, state):
        return state.moves

    def totals(self, state):
        return state.scores

    def winners(self, state):
        return (max(range(len(state.scores)), key=state.scores.__getitem__),)

    def state_to_json(self, state):
        return {"scores": list(state.scores), "current": state.current, "target": state.target,
                "moves": state.moves, "turn": state.turn}

    def state_from_json(self, data):
        return RaceState(tuple(data["scores"]), data["current"], data["target"], data["moves"],
                         data["turn"])

    def action_to_json(self, action):
        return dict(action)

    def action_from_json(self, data):
        return dict(data)

    def event_to_json(self, event):
        return dict(event)

    def event_from_json(self, data):
        return dict(data)


def test_the_columbiz_plugin_is_a_game():
    assert isinstance(COLUMBIZ, GameRules) and isinstance(Race(), GameRules)


async def test_another_game_uses_the_same_lobby_turns_store_and_audit(service, monkeypatch):
    monkeypatch.setitem(games.GAMES, "race", Race())
    with pytest.raises(ServiceError) as bad:
        await service.new_game(guild_id=1, channel_id=90, creator_id=1, creator_name="a",
                               kind="race", seats=2, options={"target": 99})
    assert bad.value.code == "bad_options" and bad.value.details["option"] == "target"
    await service.new_game(guild_id=1, channel_id=90, creator_id=1, creator_name="a",
                           kind="race", seats=3, options={"target": 12})
    await service.join(90, 2, "b")
    start = await service.start(90, 1)
    assert start.rolloff == start.game.state.current
    with pytest.raises(ServiceError) as columbiz_only:
        await cz.roll(service, 90, start.game.current_seat_info().user_id)
    assert columbiz_only.value.code == "other_game"  # a Columbiz move in the race's channel
    assert columbiz_only.value.details == {"kind": "race", "used": "columbiz", "game_id": 1}

    def roll(rules, state, rng, seat):
        return {"roll": rng.randint(1, 6)}

    game = start.game
    while game.status == "active":
        user = game.current_seat_info().user_id
        other = next(s.user_id for s in game.seats if s.user_id != user)
        with pytest.raises(ServiceError):
            await service.act(90, other, roll)
        game = (await service.act(90, user, roll, rev=game.rev)).game
    assert game.status == "finished"
    [record] = await service.finished_games(1)
    assert [s.total for s in record.seats] == list(game.state.scores)
    assert sum(s.winner for s in record.seats) == 1
    assert await audit_all(service.store) == {}


async def test_a_plugin_rule_error_passes_through(service, monkeypatch):
    monkeypatch.setitem(games.GAMES, "race", Race())
    await service.new_game(guild_id=1, channel_id=91, creator_id=1, creator_name="a",
                           kind="race", seats=2)
    game, _ = await service.join(91, 2, "b")

    def bad(rules, state, rng, seat):
        raise RaceError("no_such_move")

    with pytest.raises(RaceError):
        await service.act(91, game.current_seat_info().user_id, bad)
    assert (await service.get(91)).rev == game.rev


def test_toggle_rule_on_fixed_dice():
    """Within a face the first k dice are the kept ones (C6)."""
    state = columbiz.new_game(columbiz.GameConfig(2))
    state, _ = columbiz.apply(state, columbiz.Roll((3, 1, 3, 5, 3, 6, 1, 2)))
    assert state.dice == (1, 1, 2, 3, 3, 3, 5, 6)
    keep = COLUMBIZ.toggle_action(state, 5)  # a 3, none kept: keep one 3
    assert keep.values == (3,)
    state, _ = columbiz.apply(state, keep)
    assert COLUMBIZ.toggle_action(state, 4).values == (3, 3)  # another 3
    assert COLUMBIZ.toggle_action(state, 3).values == ()  # the kept 3 (first of its face)
    assert COLUMBIZ.toggle_action(state, 0).values == (1, 3)
    with pytest.raises(GameInputError):
        COLUMBIZ.toggle_action(state, 8)
    rng = random.Random(0)
    assert len(COLUMBIZ.roll_action(state, rng).values) == 7  # re-roll the 7 not kept


async def test_a_game_without_computer_players_seats_none(service, monkeypatch, clock):
    monkeypatch.setitem(games.GAMES, "race", Race())
    assert isinstance(COLUMBIZ, games.ComputerPlayers)
    assert not isinstance(Race(), games.ComputerPlayers)
    await service.new_game(guild_id=1, channel_id=92, creator_id=1, creator_name="a",
                           kind="race", seats=2, turn_seconds=60)
    with pytest.raises(ServiceError) as none:
        await service.add_computer(92, 1, "easy")
    assert none.value.code == "unknown_level" and none.value.details["levels"] == ()
    game, _ = await service.join(92, 2, "b")
    assert await service.play_computer_turn(92) is None
    clock.advance(60)
    assert await service.due_timeouts(clock.now) == []  # nobody can play it for them
    assert await service.expire_turn(game.id, clock.now) is None
    assert len(await service.due_reminders(clock.now - 1)) == 1  # the reminder still comes
