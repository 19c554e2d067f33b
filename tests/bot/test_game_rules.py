"""The rules interface of every registered game (`bot.games.GAMES`, a test game included),
checked on random games played through it alone: its legal actions are what it accepts, the
seats that may act always have something to do, and its JSON forms read back. Nothing here
names a game."""

from __future__ import annotations

import random

import pytest

import bot.games as games

GAMES_EACH = 3  # random games per game and number of players
MOST_STEPS = 2000  # a game that runs past this is stuck, not long
TRIED = 30  # listed actions applied per position (all of them where fewer)


def play(rules, players: int, rng: random.Random):
    """Yield every position of one random game (state, the seat acting, its legal actions),
    then the ended game's state with no seat (None) and nothing legal."""
    options = rules.normalize_options(None)
    setup = rules.setup(players, options, rng)
    state = rules.initial_state(players, options, setup)
    for _ in range(MOST_STEPS):
        if rules.is_over(state):
            yield state, None, []
            return
        seat = rng.choice(sorted(rules.actors(state)))
        legal = rules.legal_actions(state, seat)
        yield state, seat, legal
        state, _ = rules.apply(state, rules.draw(state, rng.choice(legal), rng))
    raise AssertionError(f"{rules.kind}: no end after {MOST_STEPS} actions")


@pytest.mark.parametrize("kind", sorted(games.GAMES))
def test_legal_actions_are_what_apply_accepts(kind):
    rules = games.get_rules(kind)
    rng = random.Random(kind)
    for players in range(rules.min_players, rules.max_players + 1):
        for _ in range(GAMES_EACH):
            for state, seat, legal in play(rules, players, rng):
                if seat is None:
                    break
                actors = rules.actors(state)
                assert legal, f"{kind}: seat {seat} may act but has no legal action"
                for other in set(range(players)) - actors:
                    assert rules.legal_actions(state, other) == [], (kind, other)
                current = rules.current_seat(state)
                assert current is None or actors == {current}
                for action in rng.sample(legal, min(TRIED, len(legal))):
                    after, events = rules.apply(state, rules.draw(state, action, rng))
                    assert rules.move_count(after) == rules.move_count(state) + 1
                    assert events, f"{kind}: {action} happened without an event"


@pytest.mark.parametrize("kind", sorted(games.GAMES))
def test_an_action_and_its_events_read_back_from_json(kind):
    rules = games.get_rules(kind)
    rng = random.Random(f"{kind}-json")
    for state, seat, legal in play(rules, rules.min_players, rng):
        assert rules.state_from_json(rules.state_to_json(state)) == state
        if seat is None:
            break
        assert rules.state_from_json(rules.state_to_json(state)) == state
        action = rules.draw(state, rng.choice(legal), rng)
        assert rules.action_from_json(rules.action_to_json(action)) == action
        _, events = rules.apply(state, action)
        assert [rules.event_from_json(rules.event_to_json(e)) for e in events] == events


@pytest.mark.parametrize("kind", sorted(games.GAMES))
def test_an_ended_game_has_winners_among_its_seats(kind):
    rules = games.get_rules(kind)
    rng = random.Random(f"{kind}-end")
    for players in range(rules.min_players, rules.max_players + 1):
        *_, (state, _, _) = play(rules, players, rng)
        assert rules.is_over(state)
        assert rules.actors(state) == frozenset() and rules.current_seat(state) is None
        assert all(rules.legal_actions(state, s) == [] for s in range(players))
        winners = rules.winners(state)
        assert winners and set(winners) <= set(range(players))
        assert len(rules.totals(state)) == players


def test_the_registry_takes_a_package_only_before_it_is_built():
    """The test game is registered by the test configuration (tests/conftest.py), before the
    registry was built; once built, the games stay what they are for the whole process."""
    assert "tests.games.nim" in games.PACKAGES and "nim" in games.GAMES
    games.add_package("tests.games.nim")  # already there: nothing to do
    with pytest.raises(RuntimeError, match="already built"):
        games.add_package("tests.games.another")
    assert "tests.games.another" not in games.PACKAGES
