"""Hard's search stays within its budget and plays better than normal, normal better than
easy; the evaluation counts what the module says."""

import random

from engine.icetowers import GameConfig, Options, apply, legal_moves, new_game, winners
from engine.icetowers.computer import decide
from engine.icetowers.computer import levels as L
from engine.icetowers.computer.board import Board
from engine.icetowers.computer.evaluate import UNIT, standing, terms, worth
from engine.icetowers.computer.search import Search
from engine.icetowers.playout import random_action


def test_worth_counts_points_lone_pieces_tops_and_buried_pieces():
    assert terms(((0, 1),))[:2] == (UNIT * 6.5, 0)  # 1 pip at 1.75, +4.75 for a lone small
    assert terms(((1, 3),))[:2] == (0, UNIT * 2.5)  # 3 pips at 1.75, -2.75 for a lone large
    # Grey's small piece tops 7 pips (1.75 - 0.75 a pip); blue has two pieces it may mine out.
    tower = ((1, 2), (0, 3), (1, 1), (2, 1))
    assert terms(tower) == (0, UNIT * 7.5, UNIT * 7, 0)
    assert terms(((1, 2), (2, 3))) == (0, 0, UNIT * 2.5, 0)  # a large top: 0.5 a pip
    values = worth([((0, 1),), tower])
    assert standing(values, 0, 3) == UNIT * (6.5 - 7.5)


def _mid_game(players, seed, actions):
    rng = random.Random(seed)
    state = new_game(GameConfig(players, 0, Options(5, "realtime", False)))
    for _ in range(actions):
        state, _ = apply(state, random_action(state, rng))
    return state


def test_search_stays_within_its_budget_and_values_every_option():
    state = _mid_game(4, 2, 12)
    board = Board.of(state)
    options = L._improving(board, 0, board.moves(0, state.seen))
    assert len({m.position for m in options}) > 5
    for budget in (0, 10, 200, 1500):
        search = Search(0, 4, state.seen, budget)
        values = search.root(board, options, 6)
        assert set(values) == {m.position for m in options}
        assert search.nodes <= budget + 3  # one node lists up to three rivals' moves
        assert search.depth >= 1
    decision = L.hard(state, 0, random.Random(0), budget=10)
    apply(state, decision.action)


def test_a_deeper_search_changes_some_decisions():
    differ = 0
    for seed in range(8):
        state = _mid_game(2, seed, 6)
        seat = state.actions % 2
        if not legal_moves(state, seat):
            continue
        shallow = L.hard(state, seat, random.Random(0), depth=1)
        deep = L.hard(state, seat, random.Random(0))
        differ += shallow.action != deep.action
    assert differ > 0


def play_out(levels, stash, mode, rng, seed):
    """The winners of a game of len(`levels`) seats, each played by its level after a random
    opening of four actions; in realtime the seats take turns acting, one action each."""
    players = len(levels)
    state = new_game(GameConfig(players, 0, Options(stash, mode, False)))
    seat = 0
    while not state.over:
        if state.options.turns:
            seat = state.current
        if state.actions < 4:
            action = rng.choice(legal_moves(state, seat)).action
        else:
            action = decide(state, seat, levels[seat], seed).action
        state, _ = apply(state, action)
        seat = (seat + 1) % players
    return winners(state)


def _match(a, b, pairs, mode="turns", stash=5):
    """`a`'s wins (ties half) in seat-swapped 2-player games after a random opening of two
    actions a seat."""
    wins = 0.0
    for pair in range(pairs):
        for levels in ((a, b), (b, a)):
            w = play_out(levels, stash, mode, random.Random(pair), pair)
            if levels.index(a) in w:
                wins += 1 / len(w)
    return wins


def test_hard_beats_normal_and_normal_beats_easy():
    assert _match("hard", "normal", 3) >= 5  # of 6
    assert _match("normal", "easy", 20, mode="realtime") >= 28  # of 40


def test_the_search_values_stopping_as_an_option_of_its_own():
    """Stopping (key None) is valued beside the moves: by the points as they are when the stop
    ends the game (I10, I12), else by what the rivals may do after it."""
    state = _mid_game(3, 5, 9)
    board = Board.of(state)
    options = L._improving(board, 0, board.moves(0, state.seen))
    ends = Search(0, 3, state.seen, 1500).root(board, options, 4, stop=True, stop_ends=True)
    assert ends[None] == UNIT * L.margin(board.scores, 0)
    goes_on = Search(0, 3, state.seen, 1500).root(board, options, 4, stop=True)
    assert set(goes_on) == {m.position for m in options} | {None}
