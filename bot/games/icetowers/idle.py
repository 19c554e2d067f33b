"""I10: in realtime, a player who has neither acted nor declared anything for the game's idle
time (its `turn_seconds`) counts as done. When every player not done has drifted away, the
service declares done for them, which ends the game; until then the game's deadline is
the moment that happens if nobody does anything: the latest moment a player not done becomes
idle. The service finds this rule through the rules' `time_rule` hook (bot.games.base)."""

from __future__ import annotations

from bot.games.base import Activity
from engine.icetowers import Done, State


class DriftedAway:
    """IceTowers' time rule (I10)."""

    def applies(self, state: State) -> bool:
        """Realtime only (turns mode has its turn clock instead), until the game is over."""
        return not state.over and not state.options.turns

    def deadline(self, state: State, activity: Activity) -> float | None:
        return max((activity.last.get(seat, activity.start) + activity.seconds
                    for seat in waiting_on(state)), default=None)

    def due(self, state: State, activity: Activity) -> tuple[int, ...]:
        """Every player not done, once each of them is idle; else none (an active player still
        has a say)."""
        deadline = self.deadline(state, activity)
        if deadline is None or deadline > activity.now:
            return ()
        return tuple(sorted(waiting_on(state)))

    def action(self, state: State, seat: int) -> Done:
        return Done(seat)


def waiting_on(state: State) -> frozenset[int]:
    """The seats that have not declared they are done."""
    return frozenset(range(state.players)) - state.done
