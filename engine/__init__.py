"""The rules engines, one package per game (`engine.columbiz`): pure, deterministic, replayable,
no I/O. What they share: the refusal every engine raises (RuleError, with a stable code), and the
scenario runner (`python -m engine.scenario`), which finds a game's `engine.<game>.scenario` by
its name."""

from engine.errors import RuleError

__all__ = ["RuleError"]
