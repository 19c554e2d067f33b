"""Properties of whole games, random and adversarial (hypothesis).

- pieces are conserved: board + supply + captured + set aside == players x pieces (C3, C9, C10;
  a captured piece counts once, with its capturer);
- every turn takes at least one piece from a supply, so a game has at most that many turns (C13);
- a rejected action raises RuleError with the code the scenario format's order gives, and changes
  nothing; an accepted one keeps the state consistent. With `locked_keeps` the test works out by
  itself which dice the last roll locked (C6), so a keep the rules allow is never refused;
- replay(config, log) rebuilds the final state; state_from_json(state_to_json(s)) == s;
- legal_placements lists exactly the accepted placement sets, each in an order that is accepted
  and scores the most line points any order of that set can.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

from engine_testkit import accepted_sets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.columbiz import (
    CELL_NAMES,
    CODES,
    EMPTY,
    GameConfig,
    GameEnded,
    Keep,
    Options,
    Place,
    Roll,
    RuleError,
    action_from_json,
    apply,
    legal_placements,
    new_game,
    parse_cell,
    replay,
    state_from_json,
    state_to_json,
    totals,
    winners,
)
from engine.columbiz.playout import random_game, random_turn

SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=False
)

configs = st.builds(
    lambda players, start, pieces_4p, locked, lines: GameConfig(
        players, start % players, Options(pieces_4p, locked, lines)
    ),
    st.integers(2, 4),
    st.integers(0, 3),
    st.sampled_from([3, 4]),
    st.booleans(),
    st.sampled_from(["each_placement", "increase"]),
)
seeds = st.integers(0, 2**32 - 1)


def check_consistent(state) -> None:
    n = state.players
    pieces = state.config.pieces_per_player
    assert len(state.board) == 36 and all(-1 <= s < n for s in state.board)
    on_board = sum(1 for s in state.board if s != EMPTY)
    assert on_board + sum(state.supply) + sum(state.captured) + sum(state.discarded) == n * pieces
    assert min(state.supply) >= 0
    assert state.final_round == (0 in state.supply)
    assert state.over == (state.current is None)
    assert 1 <= state.turn <= n * pieces  # C13
    assert 0 <= state.rolls <= 3
    if state.rolls == 0:
        assert state.dice == () and state.kept == () and state.locked == ()
    else:
        assert len(state.dice) == 8 and list(state.dice) == sorted(state.dice)
        assert not Counter(state.kept) - Counter(state.dice)
        assert list(state.locked) == sorted(state.locked)
        assert not Counter(state.locked) - Counter(state.kept)  # C6: locked dice stay kept
    if not state.config.options.locked_keeps or state.rolls < 2:
        assert state.locked == ()
    if not state.over:
        assert state.supply[state.current] > 0
    if not state.over:
        assert winners(state) == ()
    assert state_from_json(state_to_json(state)) == state


def play_logged(config, seed):
    log: list = []
    final = random_game(new_game(config), random.Random(seed), log)
    return final, log


# --- random games --------------------------------------------------------------------------------


@SETTINGS
@given(configs, seeds)
def test_random_games_are_consistent_and_end(config, seed):
    final, log = play_logged(config, seed)
    assert final.over
    assert final.actions == len(log)
    total = config.players * config.pieces_per_player
    assert final.turn <= total  # C13
    state = new_game(config)
    supply_at_turn_start = sum(state.supply)
    last_events: list = []
    for action in log:
        turn = state.turn
        state, last_events = apply(state, action)
        check_consistent(state)
        if state.turn != turn or state.over:
            # C13: the turn that just ended took at least one piece from the supply
            assert sum(state.supply) < supply_at_turn_start
            supply_at_turn_start = sum(state.supply)
    assert state == final
    assert last_events[-1] == GameEnded(totals(final), winners(final))
    assert winners(final) and max(totals(final)) == totals(final)[winners(final)[0]]


@SETTINGS
@given(configs, seeds)
def test_replay_rebuilds_the_final_state(config, seed):
    final, log = play_logged(config, seed)
    assert replay(config, log) == final
    # the log as stored (JSON) replays the same
    assert replay(config, [action_from_json(a.to_json()) for a in log]) == final


@SETTINGS
@given(configs, seeds)
def test_serialisation_round_trip_at_every_turn(config, seed):
    rng = random.Random(seed)
    state = new_game(config)
    while not state.over:
        state = random_turn(state, rng)
        assert state_from_json(state_to_json(state)) == state


# --- arbitrary actions, legal and illegal ---------------------------------------------------------


def is_die(v) -> bool:
    return type(v) is int and 1 <= v <= 6


def expected_code(state, action, locked=()) -> str | None:
    """The rejection code the scenario format's table and order give, or None if legal.
    `locked`: the dice kept when the dice were last rolled in this turn (C6, locked_keeps)."""
    if state.over:
        return "game_over"
    if isinstance(action, Roll):
        if state.rolls >= 3:
            return "no_rolls_left"
        count = 8 - len(state.kept) if state.rolls else 8
        if len(action.values) != count or not all(is_die(v) for v in action.values):
            return "bad_roll"
        return None
    if isinstance(action, Keep):
        if state.rolls >= 3:
            return "no_rolls_left"  # C6: no keeping after the 3rd roll
        if state.rolls == 0:
            return "not_rolled"
        if not all(is_die(v) for v in action.values):
            return "bad_keep"
        if Counter(action.values) - Counter(state.dice):
            return "bad_keep"
        if state.config.options.locked_keeps and Counter(locked) - Counter(action.values):
            return "bad_keep"
        return None
    if state.rolls == 0:
        return "not_rolled"
    if not action.cells:
        return "empty_place"
    cells = [parse_cell(c) for c in action.cells]
    if None in cells:
        return "bad_cell"
    seat = state.current
    if len(cells) > min(state.config.max_pieces_per_turn, state.supply[seat]):
        return "too_many"
    board = list(state.board)
    unused = Counter(state.dice)
    for c in cells:
        face, row = c // 6 + 1, c % 6 + 1
        if board[c] != EMPTY:
            return "occupied"
        if unused[face] < row:
            return "dice_short"
        unused[face] -= row
        board[c] = seat
        for below in range(face * 6 - 6, c):
            if board[below] not in (EMPTY, seat):
                board[below] = EMPTY
    return None


die_values = st.one_of(st.integers(1, 6), st.integers(1, 6), st.sampled_from([0, 7, -1, True, 2.0]))
cell_names = st.one_of(
    st.sampled_from(CELL_NAMES),
    st.sampled_from(CELL_NAMES),
    st.builds(lambda f, r, sep: f"{f}{sep}{r}", st.integers(0, 7), st.integers(0, 7),
              st.sampled_from(["x", "-", ":", "/"])),
    st.text(alphabet="1234567x ", max_size=7),
)


@st.composite
def actions(draw, state, locked=()):
    kind = draw(st.sampled_from(["legal", "legal", "roll", "keep", "place", "place"]))
    if kind == "legal" and not state.over:
        if state.rolls and draw(st.booleans()):
            options = legal_placements(state)
            if options:
                return Place(draw(st.sampled_from(options)).cells)
        count = 8 - len(state.kept) if state.rolls else 8
        return Roll(tuple(draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))))
    if kind == "roll":
        return Roll(tuple(draw(st.lists(die_values, max_size=9))))
    if kind == "keep":
        dice = list(state.dice)
        if dice and draw(st.booleans()):
            # every die kept at the last roll and any of the others: allowed even when it lets
            # go of dice kept since that roll (C6, locked_keeps)
            rest = list(dice)
            for d in locked:
                rest.remove(d)
            mask = draw(st.lists(st.booleans(), min_size=len(rest), max_size=len(rest)))
            return Keep(tuple(locked) + tuple(d for d, m in zip(rest, mask) if m))
        picked = draw(st.lists(st.sampled_from(dice), max_size=8)) if dice else []
        extra = draw(st.lists(die_values, max_size=2))
        return Keep(tuple(picked + extra))
    return Place(tuple(draw(st.lists(cell_names, max_size=5))))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs, st.data())
def test_arbitrary_actions(config, data):
    state = new_game(config)
    log = []
    locked: tuple[int, ...] = ()  # C6: kept when the dice were last rolled, worked out here
    for _ in range(120):
        action = data.draw(actions(state, locked))
        want = expected_code(state, action, locked)
        before = state_to_json(state)
        try:
            after, events = apply(state, action)
        except RuleError as err:
            assert err.code == want, (action, err)
            assert err.code in CODES
            assert state_to_json(state) == before  # a rejection changes nothing
            continue
        assert want is None, (action, want)
        assert events
        assert after.actions == state.actions + 1
        if after.turn != state.turn or after.over:
            locked = ()
        elif isinstance(action, Roll) and config.options.locked_keeps:
            locked = state.kept if state.rolls else ()  # rolling the others locks the kept
        log.append(action)
        state = after
        assert state.locked == tuple(sorted(locked))
        check_consistent(state)
        if state.over:
            break
    assert replay(config, log) == state


# --- legal placements ---------------------------------------------------------------------------


def rolled_states(config, seed, limit=6):
    """Some states just after a roll, from a random game."""
    rng = random.Random(seed)
    state = new_game(config)
    out = []
    while not state.over and len(out) < limit:
        state = random_turn(state, rng)
        if state.over:
            break
        rolled, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(8))))
        if rolled.rolls == 1 and rng.random() < 0.6:
            out.append(rolled)
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs, seeds)
def test_legal_placements_are_exactly_the_accepted_sets(config, seed):
    rng = random.Random(seed ^ 0x5EED)
    for state in rolled_states(config, seed):
        seat = state.current
        found = legal_placements(state)
        sets = {frozenset(p.cells) for p in found}
        assert len(sets) == len(found)  # each set once
        for p in found:
            after, _ = apply(state, Place(p.cells))  # accepted in its order
            assert after.line_points[seat] - state.line_points[seat] == p.line_points
            assert after.captured[seat] - state.captured[seat] == len(p.captures)
        # the best order: no other order of the set scores more line points
        for p in rng.sample(found, min(len(found), 5)):
            for order in permutations(p.cells):
                try:
                    after, _ = apply(state, Place(order))
                except RuleError:
                    continue
                assert after.line_points[seat] - state.line_points[seat] <= p.line_points
        # random placements: accepted exactly when their set is listed
        counts = Counter(state.dice)
        candidates = [n for c, n in enumerate(CELL_NAMES) if c % 6 + 1 <= counts[c // 6 + 1]]
        limit = min(config.max_pieces_per_turn, state.supply[seat])
        for _ in range(60):
            k = rng.randint(1, min(limit, len(candidates)))
            cells = tuple(rng.sample(candidates, k))
            try:
                apply(state, Place(cells))
            except RuleError:
                continue
            assert frozenset(cells) in sets, cells
        for cells in sets:
            assert all(c in candidates for c in cells)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs, seeds)
def test_legal_placements_exhaustive(config, seed):
    """Every set of cells, every order: accepted for some order exactly when listed."""
    for state in rolled_states(config, seed, limit=2):
        assert {frozenset(p.cells) for p in legal_placements(state)} == accepted_sets(state)
