"""Logging: one structured line per command, and a filter that keeps secrets (the bot's token,
interaction and webhook tokens) out of every log.

A command line looks like (text format)
    cmd action=place game=12 user=4711 channel=99 outcome=ok ms=23.4
or, with LOG_FORMAT=json, the same fields as one JSON object.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from typing import Any

COMMAND_LOGGER = "bot.commands"
_log = logging.getLogger(COMMAND_LOGGER)


# Secrets that are no setting of ours but pass through discord.py's debug log (LOG_LEVEL=DEBUG:
# every request's URL, every gateway payload): an interaction's token, which answers it for 15
# minutes, and a webhook's token, which posts as it for good. Both sit in URLs
# (/interactions/<id>/<token>/callback, /webhooks/<id>/<token>) and in payloads ("token": ...).
_TOKEN_PATTERNS = (
    re.compile(r"(/(?:interactions|webhooks)/[0-9]+/)[^/?#\s'\"]+"),
    re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+"""),
)
REDACTED = "[redacted]"


def redact(message: str, secrets: tuple[str, ...] = ()) -> str:
    """`message` without `secrets` (the bot's token) nor any interaction or webhook token."""
    for secret in secrets:
        message = message.replace(secret, REDACTED)
    for pattern in _TOKEN_PATTERNS:
        message = pattern.sub(lambda m: m.group(1) + REDACTED, message)
    return message


class RedactFilter(logging.Filter):
    """Replaces any secret in a record's message, arguments and traceback with `[redacted]`:
    the given ones (the bot's token), and every interaction and webhook token."""

    def __init__(self, *secrets: str | None) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s)

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = redact(message, self.secrets)
        if clean != message:
            record.msg, record.args = clean, None
        if record.exc_info and record.exc_info[1] is not None:
            exc_text = logging.Formatter().formatException(record.exc_info)
            clean = redact(exc_text, self.secrets)
            if clean != exc_text:
                record.exc_info, record.exc_text = None, clean
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


def log_handler(stream: Any, fmt: str = "text", *, token: str | None = None
                ) -> logging.Handler:
    """A handler writing to `stream` in the chosen format, every secret redacted."""
    handler = logging.StreamHandler(stream)
    if fmt == "json":
        handler.setFormatter(_JsonFormatter())
    else:
        handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
        )
    handler.addFilter(RedactFilter(token))
    return handler


def setup_logging(level: str = "INFO", fmt: str = "text", *, token: str | None = None) -> None:
    """Configure the root logger once: stderr, the chosen format, secrets redacted."""
    root = logging.getLogger()
    root.handlers[:] = [log_handler(sys.stderr, fmt, token=token)]
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
