"""What every engine shares: the one exception type it raises for an illegal action, and the
error of input that is no scenario at all (`python -m engine.scenario`)."""

from __future__ import annotations

from typing import Any


class RuleError(Exception):
    """An action the rules forbid. The state it was tried on is unchanged.

    `code` is stable (one of the game's CODES, or `bad_action` for input that is no action at
    all);
    `details` carries what a person needs to understand the refusal, e.g. for `dice_short`
    the cell, its face, how many dice it needs and how many are left.
    """

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(f"{code}: {details}" if details else code)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, RuleError)
            and other.code == self.code
            and other.details == self.details
        )

    def __hash__(self) -> int:
        return hash(self.code)


class NotAScenario(ValueError):
    """Input that is not a scenario at all (the scenario runner exits 2)."""
