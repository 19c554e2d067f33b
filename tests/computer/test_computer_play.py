"""Every level plays only legal moves, and the same seed and dice give the same game."""

import random

import pytest

from engine.columbiz import (
    GameConfig,
    Keep,
    Options,
    Place,
    Roll,
    apply,
    new_game,
    replay,
    totals,
)
from engine.columbiz.computer import LEVELS, RollRequest, choose_action, decide, play_turn


def _draw(rng: random.Random):
    return lambda n: tuple(rng.randint(1, 6) for _ in range(n))


def _game(levels, seed, options=None):
    """A whole game of these levels; apply() raises RuleError on any illegal action."""
    options = options or Options()
    config = GameConfig(players=len(levels), start=seed % len(levels), options=options)
    state = new_game(config)
    rng = random.Random(seed)
    log = []
    while not state.over:
        state, actions = play_turn(state, levels[state.current], seed, _draw(rng))
        log.extend(actions)
    return config, state, log


@pytest.mark.parametrize(
    "levels,options",
    [
        (("easy", "normal"), Options()),
        (("hard", "easy"), Options()),
        (("normal", "hard"), Options(line_scoring="increase")),
        (("hard", "normal", "easy"), Options(locked_keeps=True)),
        (("easy", "hard", "normal", "hard"), Options()),
        (("normal", "easy", "hard", "easy"), Options(max_pieces_4p=4, locked_keeps=True)),
    ],
)
def test_c6_c13_every_level_only_makes_legal_moves(levels, options):
    for seed in range(3):
        config, state, log = _game(levels, seed, options)
        assert state.over
        assert replay(config, log) == state  # the log holds every action, each one legal
        again = new_game(config)
        for action in log:
            if isinstance(action, Place):
                assert 1 <= len(action.cells) <= config.max_pieces_per_turn
            again, _ = apply(again, action)
            assert again.rolls <= 3


def test_every_level_decides_legally_from_many_random_positions():
    """Random mid-turn positions (any roll number, any kept set): the decision is applicable."""
    from engine.columbiz.playout import random_turn

    rng = random.Random(99)
    decided = 0
    for players in (2, 3, 4):
        for locked in (False, True):
            state = new_game(GameConfig(players=players, options=Options(locked_keeps=locked)))
            for _ in range(12):
                if state.over:
                    break
                state = random_turn(state, rng)
                if state.over:
                    break
                probe = state
                for _roll in range(rng.randint(1, 3)):
                    if probe.rolls:
                        keep = tuple(d for d in probe.dice if rng.random() < 0.4)
                        if locked:
                            keep = tuple(sorted(keep + probe.kept))
                            keep = _fit(keep, probe.dice)
                        probe, _ = apply(probe, Keep(keep))
                    n = 8 - len(probe.kept) if probe.rolls else 8
                    turn = probe.turn
                    probe, _ = apply(probe, Roll(tuple(rng.randint(1, 6) for _ in range(n))))
                    if probe.turn != turn or probe.rolls == 3:
                        break
                if probe.over or probe.turn != state.turn:
                    continue
                for level in LEVELS:
                    action = choose_action(probe, level, 1)
                    if isinstance(action, RollRequest):
                        apply(probe, Roll((1,) * action.count))
                    else:
                        apply(probe, action)
                    decided += 1
    assert decided >= 100


def _fit(keep, dice):
    left = list(dice)
    out = []
    for v in keep:
        if v in left:
            left.remove(v)
            out.append(v)
    return tuple(out)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_dice_give_the_same_game(level):
    levels = (level, "normal", "easy")
    a = _game(levels, 4)
    b = _game(levels, 4)
    assert a[2] == b[2]
    assert totals(a[1]) == totals(b[1])


def test_decide_is_a_pure_function_of_state_level_and_seed():
    state = new_game(GameConfig(players=2))
    state, _ = apply(state, Roll((1, 2, 3, 3, 5, 5, 5, 6)))
    for level in LEVELS:
        assert decide(state, level, 5) == decide(state, level, 5)


def test_first_roll_is_a_roll_request_for_all_8_dice():
    state = new_game(GameConfig(players=2))
    for level in LEVELS:
        d = decide(state, level, 0)
        assert (d.kind, d.values, d.reason) == ("roll", (), "first_roll")
        assert choose_action(state, level, 0) == RollRequest(8)


@pytest.mark.parametrize("level", LEVELS)
def test_c6_after_applying_the_keep_the_same_roll_is_requested(level):
    """choose_action gives a Keep first; on the state with that keep, it asks for the roll."""
    from engine.columbiz.playout import random_turn

    rng = random.Random(1)
    seen_keep = 0
    state = new_game(GameConfig(players=2))
    for _ in range(30):
        state = random_turn(state, rng)
        if state.over:
            state = new_game(GameConfig(players=2))
        state, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(8))))
        if state.rolls != 1:
            continue
        action = choose_action(state, level, 3)
        if isinstance(action, Keep):
            seen_keep += 1
            kept, _ = apply(state, action)
            again = choose_action(kept, level, 3)
            assert again == RollRequest(8 - len(action.values))
            assert decide(kept, level, 3).values == tuple(sorted(action.values))
    assert seen_keep > 0


def test_play_turn_uses_only_the_dice_it_is_given():
    state = new_game(GameConfig(players=2))
    asked = []

    def draw(n):
        asked.append(n)
        return (6,) * n

    after, actions = play_turn(state, "hard", 0, draw)
    rolled = [a.values for a in actions if isinstance(a, Roll)]
    assert [len(v) for v in rolled] == asked
    assert all(set(v) == {6} for v in rolled)
    assert after.current == 1 and isinstance(actions[-1], Place)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        decide(new_game(GameConfig(players=2)), "grandmaster", 0)


@pytest.mark.parametrize("level", LEVELS)
def test_c6_locked_keeps_only_the_dice_locked_at_the_last_roll_bind_a_computer(level):
    """With locked_keeps a computer standing in mid-turn keeps the dice locked at the last roll,
    but is free to let go of dice the person kept since then (C6), and decides as if they had
    not: its keep is accepted and gives the same roll as from the state before those keeps."""
    config = GameConfig(players=2, options=Options(locked_keeps=True))
    state, _ = apply(new_game(config), Roll((1, 1, 2, 2, 3, 3, 4, 4)))
    state, _ = apply(state, Keep((1, 1)))
    rolled, _ = apply(state, Roll((5, 5, 2, 3, 4, 6)))
    assert rolled.locked == (1, 1)
    person_kept, _ = apply(rolled, Keep((1, 1, 2, 3, 4, 6)))
    decision = decide(person_kept, level, 2)
    assert decision == decide(rolled, level, 2)
    if decision.kind == "roll":
        assert list(decision.values).count(1) >= 2
        action = choose_action(person_kept, level, 2)
        if isinstance(action, Keep):
            after, _ = apply(person_kept, action)  # accepted even if it releases 2, 3, 4 or 6
            assert choose_action(after, level, 2) == RollRequest(8 - len(action.values))
    else:
        apply(person_kept, Place(decision.values))
