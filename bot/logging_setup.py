"""Logging: one structured line per command, and a filter that keeps the token out of every log.

A command line looks like (text format)
    cmd action=place game=12 user=4711 channel=99 outcome=ok ms=23.4
or, with LOG_FORMAT=json, the same fields as one JSON object.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Any

COMMAND_LOGGER = "bot.commands"
_log = logging.getLogger(COMMAND_LOGGER)


class RedactFilter(logging.Filter):
    """Replaces any secret (the token) in a record's message and arguments with `[redacted]`."""

    def __init__(self, *secrets: str | None) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s)

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secrets:
            return True
        message = record.getMessage()
        if any(s in message for s in self.secrets):
            for s in self.secrets:
                message = message.replace(s, "[redacted]")
            record.msg, record.args = message, None
        if record.exc_info and record.exc_info[1] is not None:
            exc_text = logging.Formatter().formatException(record.exc_info)
            if any(s in exc_text for s in self.secrets):
                for s in self.secrets:
                    exc_text = exc_text.replace(s, "[redacted]")
                record.exc_info, record.exc_text = None, exc_text
        return True


class _JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
        }
        fields = getattr(record, "fields", None)
        if fields:
            data.update(fields)
        else:
            data["message"] = record.getMessage()
        if record.exc_info:
            data["exc"] = self.formatException(record.exc_info)
        elif record.exc_text:
            data["exc"] = record.exc_text
        return json.dumps(data, default=str)


def setup_logging(level: str = "INFO", fmt: str = "text", *, token: str | None = None) -> None:
    """Configure the root logger once: stderr, the chosen format, the token redacted."""
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(_JsonFormatter())
    else:
        handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
        )
    handler.addFilter(RedactFilter(token))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)


def _value(v: Any) -> str:
    s = str(v)
    return json.dumps(s) if (not s or any(c in s for c in ' "=')) else s


def log_command(
    *, action: str, user_id: int | None, game_id: int | None, channel_id: int | None,
    outcome: str, started: float,
) -> None:
    """The one line of a finished command or button press; `started` is a perf_counter()."""
    ms = round((time.perf_counter() - started) * 1000, 1)
    fields = {
        "action": action, "game": game_id, "user": user_id, "channel": channel_id,
        "outcome": outcome, "ms": ms,
    }
    if _log.isEnabledFor(logging.INFO):
        _log.info(
            "cmd " + " ".join(f"{k}={_value(v)}" for k, v in fields.items()),
            extra={"fields": fields},
        )
