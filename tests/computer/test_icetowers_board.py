"""The computer's light board lists exactly the engine's legal moves, with the same score
changes, and playing a move gives the engine's towers, scores, position and worth."""

import random

import pytest

from engine.icetowers import Done, GameConfig, Options, Pass, apply, legal_moves, new_game, scores
from engine.icetowers.computer.board import Board, to_action
from engine.icetowers.computer.evaluate import worth
from engine.icetowers.playout import random_action

CONFIGS = [
    GameConfig(players, 0, Options(stash, mode, free))
    for players, stash, mode, free in [
        (2, 5, "realtime", False), (2, 2, "turns", True), (3, 3, "realtime", True),
        (3, 4, "turns", False), (4, 5, "turns", False), (4, 1, "realtime", True),
    ]
]


def _same(board: Board, state) -> None:
    assert board.towers == {t.number: t.pieces for t in state.towers}
    assert list(board.scores) == list(scores(state))
    assert list(board.worth) == worth(t.pieces for t in state.towers)
    assert board.hash == state.position
    assert board.next_number == state.next_number


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.players}p-{c.options}")
def test_i5_i9_board_moves_are_the_legal_moves_and_play_like_apply(config):
    for seed in range(6):
        rng = random.Random(seed)
        state = new_game(config)
        board = Board.of(state)
        while not state.over:
            _same(board, state)
            for seat in range(state.players):
                moves = board.moves(seat, state.seen)
                if not state.options.turns or seat == state.current:
                    legal = legal_moves(state, seat)
                    assert [to_action(seat, m.move) for m in moves] == [x.action for x in legal]
                    assert [m.scores for m in moves] == [x.scores for x in legal]
                distinct = board.moves(seat, state.seen, distinct=True)
                assert {m.position for m in distinct} == {m.position for m in moves}
            action = random_action(state, rng)
            if not isinstance(action, (Done, Pass)):
                (move,) = [m for m in board.moves(action.seat, state.seen)
                           if to_action(action.seat, m.move) == action]
                board = board.play(move)
            state, _ = apply(state, action)
