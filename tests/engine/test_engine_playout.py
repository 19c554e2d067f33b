"""The random policy used by property tests, benchmarks and the render samples."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.columbiz import GameConfig, Keep, Options, new_game
from engine.columbiz.playout import random_dice, random_game


@pytest.mark.parametrize("seed", [0, 1, 12345, 2**31])
def test_random_dice_are_the_values_of_randint(seed):
    a = random.Random(seed)
    b = random.Random(seed)
    assert random_dice(a, 500) == tuple(b.randint(1, 6) for _ in range(500))
    assert a.random() == b.random()  # the generators are left in the same state


def test_random_games_are_reproducible():
    config = GameConfig(3, options=Options(locked_keeps=True, line_scoring="increase"))
    log_a, log_b = [], []
    a = random_game(new_game(config), random.Random(7), log_a)
    b = random_game(new_game(config), random.Random(7), log_b)
    assert a == b and log_a == log_b
    assert a.over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_respect_locked_keeps(players):
    # C6 option: the policy keeps what the last roll locked, and sometimes changes its mind
    # before rolling, letting go of dice it kept since that roll (which must be accepted).
    config = GameConfig(players, options=Options(locked_keeps=True, max_pieces_4p=4))
    released = 0
    for seed in range(20):
        log: list = []
        assert random_game(new_game(config), random.Random(seed), log).over
        for before, after in zip(log, log[1:]):
            if isinstance(before, Keep) and isinstance(after, Keep):
                released += bool(Counter(before.values) - Counter(after.values))
    assert released > 0
