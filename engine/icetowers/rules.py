"""The rules of IceTowers: `apply(state, action) -> (state, events)` is the only way a game
changes; an illegal action raises RuleError with a stable code, checked in the order of CODES
(the scenario format's), and changes nothing."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.errors import RuleError
from engine.icetowers.actions import Action, Cap, Done, Mine, Pass, Split
from engine.icetowers.changes import change_of, towers_after
from engine.icetowers.events import (
    DeclaredDone,
    Event,
    GameOver,
    Passed,
)
from engine.icetowers.legal import anyone_can_move
from engine.icetowers.scoring import scores, winners
from engine.icetowers.state import State, evolve, new_game

# Rejection codes in the order they are checked (see the scenario format).
CODES = (
    "game_over", "bad_step", "wrong_mode", "not_your_turn", "no_tower", "bad_position",
    "not_alone", "not_yours", "controls", "too_few", "same_tower", "own_top", "too_big",
    "must_cap", "not_pair", "own_colour", "repeat",
)


def apply(state: State, action: Action) -> tuple[State, list[Event]]:
    if state.over:
        raise RuleError("game_over")
    if not isinstance(action, (Cap, Mine, Split, Done, Pass)) or type(action.seat) is not int \
            or not 0 <= action.seat < state.players:
        raise RuleError("bad_step")
    turns = state.options.turns
    if isinstance(action, Done if turns else Pass):
        raise RuleError("wrong_mode", mode=state.options.mode)
    if turns and action.seat != state.current:
        raise RuleError("not_your_turn", current=state.current)
    if isinstance(action, Done):
        after = evolve(state, done=state.done | {action.seat}, actions=state.actions + 1)
        events: list[Event] = [DeclaredDone(action.seat)]
        if len(after.done) == state.players:
            return _over(after, "done", events)
        return after, events
    if isinstance(action, Pass):
        passes = state.passes + 1
        after = evolve(state, passes=passes, current=(state.current + 1) % state.players,
                        actions=state.actions + 1)
        events = [Passed(action.seat, passes)]
        if passes >= state.players:
            return _over(after, "passes", events)
        return _unless_stuck(after, events)
    change = change_of(state, action)
    if change.position in state.seen:
        raise RuleError("repeat")
    after = evolve(
        state,
        towers=towers_after(state, change),
        next_number=change.next_number,
        done=frozenset(),
        passes=0,
        current=(state.current + 1) % state.players if turns else None,
        position=change.position,
        seen=state.seen | {change.position},
        actions=state.actions + 1,
    )
    return _unless_stuck(after, [change.event(change.control())])


def _unless_stuck(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """I10, I12: the game ends at once when no player has a legal action."""
    if anyone_can_move(state):
        return state, events
    return _over(state, "stuck", events)


def _over(state: State, reason: str, events: list[Event]) -> tuple[State, list[Event]]:
    state = evolve(state, over=True, current=None)
    return state, [*events, GameOver(reason, scores(state), winners(state))]


def replay(config: Any, log: Iterable[Action]) -> State:
    """The state after the actions of `log` from the start of a game of `config`."""
    state = new_game(config)
    for action in log:
        state, _ = apply(state, action)
    return state
