"""Nim's rules behind the game interface: a pile of PILE stones, each player in turn takes 1 to
MOST of them (never more than are left), and whoever takes the last stone wins."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.games.base import GameRules
from engine.errors import RuleError

PILE = 15
MOST = 3


@dataclass(frozen=True)
class Take:
    seat: int
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"take": self.count, "seat": self.seat}


@dataclass(frozen=True)
class Took:
    seat: int
    count: int
    left: int

    def to_json(self) -> dict[str, Any]:
        return {"took": self.count, "seat": self.seat, "left": self.left}


@dataclass(frozen=True)
class Won:
    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"won": self.seat}


@dataclass(frozen=True)
class State:
    players: int
    pile: int
    current: int | None  # None once the last stone is taken
    moves: int = 0
    winner: int | None = None


class NimRules(GameRules):
    kind = "nim"

    def initial_state(self, players: int, options: dict[str, Any], setup: dict[str, Any]
                      ) -> State:
        return State(players, PILE, setup["start"])

    def apply(self, state: State, action: Any) -> tuple[State, list[Any]]:
        if state.current is None:
            raise RuleError("game_over")
        if not isinstance(action, Take) or action.seat != state.current:
            raise RuleError("bad_action")
        if type(action.count) is not int or not 1 <= action.count <= min(MOST, state.pile):
            raise RuleError("bad_take", count=action.count, most=min(MOST, state.pile))
        left = state.pile - action.count
        events: list[Any] = [Took(action.seat, action.count, left)]
        if left == 0:
            events.append(Won(action.seat))
            return replace(state, pile=0, current=None, moves=state.moves + 1,
                           winner=action.seat), events
        return replace(state, pile=left, current=(state.current + 1) % state.players,
                       moves=state.moves + 1), events

    def legal_actions(self, state: State, seat: int) -> list[Take]:
        if seat != state.current:
            return []
        return [Take(seat, count) for count in range(1, min(MOST, state.pile) + 1)]

    def current_seat(self, state: State) -> int | None:
        return state.current

    def is_over(self, state: State) -> bool:
        return state.current is None

    def move_count(self, state: State) -> int:
        return state.moves

    def totals(self, state: State) -> tuple[int, ...]:
        """One point for the winner."""
        return tuple(int(seat == state.winner) for seat in range(state.players))

    def state_to_json(self, state: State) -> dict[str, Any]:
        return {"players": state.players, "pile": state.pile, "current": state.current,
                "moves": state.moves, "winner": state.winner}

    def state_from_json(self, data: dict[str, Any]) -> State:
        return State(**data)

    def action_from_json(self, data: dict[str, Any]) -> Take:
        return Take(data["seat"], data["take"])

    def event_from_json(self, data: dict[str, Any]) -> Any:
        if "won" in data:
            return Won(data["won"])
        return Took(data["seat"], data["took"], data["left"])


NIM = NimRules()
