"""Properties of IceTowers over random play (hypothesis): pieces are conserved (every piece in
exactly one tower), numbers are never reused, no position repeats (I9), every game ends,
refused actions change nothing, replay and the JSON form give equal states, and the legal moves
listed are exactly the moves `apply` accepts."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import RuleError
from engine.icetowers import (
    Cap,
    Done,
    GameConfig,
    Mine,
    Options,
    Pass,
    Split,
    apply,
    legal_moves,
    new_game,
    position_hash,
    replay,
    scores,
    state_from_json,
    state_to_json,
)
from engine.icetowers.playout import random_action

configs = st.builds(
    lambda players, stash, mode, free, start: GameConfig(
        players, start % players, Options(stash=stash, mode=mode, free_mining=free)),
    st.integers(2, 4), st.integers(1, 3), st.sampled_from(["realtime", "turns"]),
    st.booleans(), st.integers(0, 3),
)


def play(config: GameConfig, seed: int, limit: int = 5000):
    """A random game: its states and actions, in order."""
    rng = random.Random(seed)
    state = new_game(config)
    states, log = [state], []
    while not state.over:
        action = random_action(state, rng)
        state, _ = apply(state, action)
        states.append(state)
        log.append(action)
        assert len(log) < limit, "a random game did not end"
    return states, log


@settings(max_examples=60, deadline=None)
@given(configs, st.integers(0, 10**6))
def test_pieces_numbers_and_positions(config, seed):
    states, _ = play(config, seed)
    stash = Counter({(seat, size): config.options.stash
                     for seat in range(config.players) for size in (1, 2, 3)})
    used: set[int] = set()
    positions = []
    for state in states:
        pieces = Counter(p for t in state.towers for p in t.pieces)
        assert pieces == stash  # every piece in exactly one tower (I1, I2)
        numbers = [t.number for t in state.towers]
        assert numbers == sorted(set(numbers)) and all(n < state.next_number for n in numbers)
        new = set(numbers) - used
        assert all(n >= max(used, default=0) for n in new)  # never a retired number (I3)
        used |= set(numbers)
        assert state.position == position_hash(state.towers)
        positions.append(tuple(sorted(t.pieces for t in state.towers)))
    # I9: a position never comes back (declarations and passes leave it as it is)
    changes = [p for i, p in enumerate(positions) if i == 0 or p != positions[i - 1]]
    assert len(changes) == len(set(changes))


@settings(max_examples=40, deadline=None)
@given(configs, st.integers(0, 10**6))
def test_replay_and_json_give_equal_states(config, seed):
    states, log = play(config, seed)
    assert replay(config, log) == states[-1]
    for state in states[:: max(1, len(states) // 8)]:
        assert state_from_json(state_to_json(state)) == state


def every_action(state, seat):
    """Every action of `seat` naming towers that exist (and some that do not)."""
    numbers = [t.number for t in state.towers] + [state.next_number]
    for a in numbers:
        for b in numbers:
            yield Cap(seat, a, b)
    for tower in state.towers:
        for position in range(0, len(tower.pieces) + 2):
            yield Split(seat, tower.number, position)
            for target in [*numbers, None]:
                yield Mine(seat, tower.number, position, target)
    yield Done(seat)
    yield Pass(seat)


@settings(max_examples=40, deadline=None)
@given(configs, st.integers(0, 10**6), st.integers(0, 60))
def test_the_legal_list_is_exact_and_refusals_change_nothing(config, seed, steps):
    rng = random.Random(seed)
    state = new_game(config)
    for _ in range(steps):
        if state.over:
            break
        state, _ = apply(state, random_action(state, rng))
    before = state_to_json(state)
    for seat in range(config.players):
        listed = {legal.action for legal in legal_moves(state, seat)}
        accepted = set()
        for action in every_action(state, seat):
            try:
                apply(state, action)
            except RuleError:
                continue
            if not isinstance(action, (Done, Pass)):
                accepted.add(action)
        assert listed == accepted
        for legal in legal_moves(state, seat):  # what each says it changes, it changes
            after, events = apply(state, legal.action)
            assert legal.scores == tuple(
                a - b for a, b in zip(scores(after), scores(state), strict=True))
            assert legal.control == events[0].control
            owner = {t.number: t.controller for t in after.towers}
            assert all(owner[tower] == seat_after for tower, _, seat_after in legal.control)
    assert state_to_json(state) == before
