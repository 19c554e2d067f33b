"""The rules engines, one package per game (`engine.columbiz`): pure, deterministic, replayable,
no I/O. What they share: the refusal every engine raises (RuleError, with a stable code), and the
scenario runner (`python -m engine.scenario`)."""

from engine.errors import CODES, RuleError

__all__ = ["CODES", "RuleError"]
