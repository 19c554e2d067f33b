"""Settings from the environment and an optional `.env` file (see `.env.example`).

The environment wins over the file, so a deployment can override one value without editing it.
Nothing here logs or prints the token.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bot.messages import text

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting has a value the bot cannot use; the message says which and why."""


@dataclass(frozen=True)
class Settings:
    token: str | None = field(default=None, repr=False)  # never shown in a repr or a log
    database_path: Path = Path("columbiz.sqlite3")
    dev_guild_id: int | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    log_level: str = "INFO"
    log_format: str = "text"  # "text" (key=value) or "json"
    sync_commands: bool = True
    default_turn_seconds: int | None = 86400
    # How often the background task looks for what fell due (reminders, turns whose time ran
    # out, computer turns); a reminder or a timeout happens at most this late.
    tick_seconds: int = 60
    # How often the outbox sender looks for messages still owed to Discord (a post that failed,
    # one another process left behind). It is also woken at once when a delivery fails here.
    outbox_seconds: int = 10


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines; `#` comments, blank lines, `export ` prefixes and quotes are allowed."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export "):]
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        values[key.strip()] = value
    return values


def _int(name: str, value: str | None) -> int | None:
    if value is None or value.strip() == "":
        return None
    try:
        return int(value.strip())
    except ValueError:
        raise ConfigError(
            text("cli.bad_setting", name=name,
                 problem=text("cli.bad_setting.integer", value=value))
        ) from None


def _url(name: str, value: str | None, schemes: tuple[str, ...]) -> str | None:
    if value is None or value.strip() == "":
        return None
    value = value.strip().rstrip("/")
    if not value.startswith(schemes):
        raise ConfigError(
            text("cli.bad_setting", name=name, problem=text("cli.bad_setting.url", value=value))
        )
    return value


def _bool(value: str | None, default: bool) -> bool:
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")


def load_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | str | None = ".env"
) -> Settings:
    env = dict(read_env_file(Path(env_file))) if env_file else {}
    env.update(os.environ if environ is None else environ)

    level = (env.get("LOG_LEVEL") or "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ConfigError(
            text("cli.bad_setting", name="LOG_LEVEL",
                 problem=text("cli.bad_setting.level", value=level))
        )
    turn = env.get("DEFAULT_TURN_SECONDS")
    turn_seconds = _int("DEFAULT_TURN_SECONDS", turn) if turn and turn.strip() else 86400
    if turn_seconds is not None and turn_seconds < 0:
        raise ConfigError(
            text("cli.bad_setting", name="DEFAULT_TURN_SECONDS",
                 problem=text("cli.bad_setting.positive", value=turn))
        )
    tick = _int("TICK_SECONDS", env.get("TICK_SECONDS"))
    if tick is not None and tick <= 0:
        raise ConfigError(
            text("cli.bad_setting", name="TICK_SECONDS",
                 problem=text("cli.bad_setting.positive", value=env.get("TICK_SECONDS")))
        )
    outbox = _int("OUTBOX_SECONDS", env.get("OUTBOX_SECONDS"))
    if outbox is not None and outbox <= 0:
        raise ConfigError(
            text("cli.bad_setting", name="OUTBOX_SECONDS",
                 problem=text("cli.bad_setting.positive", value=env.get("OUTBOX_SECONDS")))
        )
    return Settings(
        token=(env.get("DISCORD_TOKEN") or "").strip() or None,
        database_path=Path(env.get("DATABASE_PATH") or "columbiz.sqlite3"),
        dev_guild_id=_int("DEV_GUILD_ID", env.get("DEV_GUILD_ID")),
        api_base=_url("DISCORD_API_BASE", env.get("DISCORD_API_BASE"), ("http://", "https://")),
        gateway_url=_url("DISCORD_GATEWAY_URL", env.get("DISCORD_GATEWAY_URL"),
                         ("ws://", "wss://")),
        log_level=level,
        log_format="json" if (env.get("LOG_FORMAT") or "").strip().lower() == "json" else "text",
        sync_commands=_bool(env.get("SYNC_COMMANDS"), True),
        default_turn_seconds=turn_seconds or None,
        tick_seconds=tick or 60,
        outbox_seconds=outbox or 10,
    )
