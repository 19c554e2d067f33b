"""The terminal table's clock: real time that the table moves on, so a computer seat due to act
after a person's pause acts at once."""

from __future__ import annotations

import time


class LocalClock:
    """Real time that the table moves on: a computer seat due to act after a person's pause
    (bot.service.computers.pace_due) acts at once, its pause spent in a jump of the clock.
    Never goes back, so the moves keep their order in time after a resume too."""

    def __init__(self) -> None:
        self.ahead = 0.0

    def __call__(self) -> float:
        return time.time() + self.ahead

    def reach(self, moment: float) -> None:
        self.ahead += max(0.0, moment - self())
