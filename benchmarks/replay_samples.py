"""Played games as the move log gives them (service History), without a database: for the
replay's tests and its benchmark, as render/<game>/samples.py are for the pictures."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.games import get_rules
from bot.service.models import GameSnapshot, History, HistoryMove
from bot.store.rows import SeatRow
from engine.columbiz import MAX_ROLLS, Place, can_place
from engine.columbiz.playout import random_game as columbiz_game
from engine.columbiz.playout import random_placement, random_roll
from engine.icetowers.playout import random_action as icetowers_action

NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")


def history(kind: str, actions: list[Any], players: int, setup: dict[str, Any],
            options: dict[str, Any] | None = None, over: bool = True) -> History:
    """The History of a game of `kind` played by `actions` from `setup`."""
    rules = get_rules(kind)
    options = rules.normalize_options(options or {})
    seats = tuple(SeatRow(seat=i, user_id=100 + i, name=NAMES[i]) for i in range(players))
    state = rules.initial_state(players, options, setup)
    moves = []
    for seq, action in enumerate(actions, 1):
        turn = rules.turn_number(state)
        seat = rules.current_seat(state)
        state, events = rules.apply(state, action)
        if seat is None:  # a game where anyone acts: the action names its seat
            seat = getattr(action, "seat", None)
        moves.append(HistoryMove(seq=seq, turn=turn, seat=seat, actor=seats[seat or 0],
                                 user_id=100 + (seat or 0), source="player", action=action,
                                 events=tuple(events), created_at=1_700_000_000.0 + 60 * seq))
    game = GameSnapshot(
        id=7, kind=kind, guild_id=1, channel_id=2, status="finished" if over else "active",
        creator_id=100, seats_wanted=players, options=options, turn_seconds=None, seats=seats,
        state=state, rev=len(actions) + 1, created_at=1_700_000_000.0,
        updated_at=1_700_000_000.0, setup=setup, last_seq=len(actions),
    )
    return History(game, rules.start_info(setup), tuple(moves))


def columbiz_history(players: int = 4, seed: int = 11) -> History:
    """A whole seeded random Columbiz game (C1-C15), every roll, keep and placement logged."""
    rules = get_rules("columbiz")
    setup = rules.setup(players, {}, random.Random(seed))
    log: list[Any] = []
    columbiz_game(rules.initial_state(players, rules.normalize_options({}), setup),
                  random.Random(seed), log)
    return history("columbiz", log, players, setup)


def played(kind: str, players: int, seed: int, choose: Callable[[Any, random.Random], Any],
           most: int = 100_000) -> History:
    """A seeded game of `kind` whose every action `choose(state, rng)` picks, until it is over
    or `most` actions were made."""
    rules = get_rules(kind)
    options = rules.normalize_options({})
    setup = rules.setup(players, options, random.Random(seed))
    rng = random.Random(seed)
    state = rules.initial_state(players, options, setup)
    log: list[Any] = []
    while not rules.is_over(state) and len(log) < most:
        action = choose(state, rng)
        state, _ = rules.apply(state, action)
        log.append(action)
    return history(kind, log, players, setup, options, over=rules.is_over(state))


def _slow_turn(state: Any, rng: random.Random) -> Any:
    """Roll up to three times, then place one piece (C8's least)."""
    if state.rolls == 0 or (state.rolls < MAX_ROLLS and
                            (not can_place(state) or rng.random() < 0.6)):
        return random_roll(state, rng)
    return Place(random_placement(state, rng).cells[:1])


def long_columbiz_history(players: int = 4, seed: int = 11) -> History:
    """A long seeded Columbiz game: every turn places a single piece, so the game has as many
    turns as its pieces allow (a few dozen at four players)."""
    return played("columbiz", players, seed, _slow_turn)


def icetowers_history(players: int = 3, seed: int = 5, actions: int = 60) -> History:
    """The first `actions` actions of a seeded random IceTowers game (or all, if fewer)."""
    return played("icetowers", players, seed, icetowers_action, actions)
