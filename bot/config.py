"""Settings from the environment and an optional `.env` file (see `.env.example`).

The environment wins over the file, so a deployment can override one value without editing it.
Nothing here logs or prints the token.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import dotenv_values

from bot.messages import text
from bot.service.lobby import MAX_TURN_SECONDS, MIN_TURN_SECONDS

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(ValueError):
    """A setting has a value the bot cannot use; the message says which and why."""


@dataclass(frozen=True)
class Settings:
    token: str | None = field(default=None, repr=False)  # never shown in a repr or a log
    database_path: Path = Path("columbiz.sqlite3")
    # A postgresql:// URL: games in PostgreSQL instead of the SQLite file (several processes).
    database_url: str | None = field(default=None, repr=False)  # it may hold a password
    # Sharding (several processes): the total number of shards, and this process's shard ids
    # (None: all of them). Unset: one connection, no sharding.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    dev_guild_id: int | None = None
    api_base: str | None = None
    gateway_url: str | None = None
    log_level: str = "INFO"
    log_format: str = "text"  # "text" (key=value) or "json"
    sync_commands: bool | None = None  # None: as `syncs_commands` decides
    default_turn_seconds: int | None = 86400
    # How often the background task looks for what fell due (reminders, turns whose time ran
    # out, computer turns); a reminder or a timeout happens at most this late.
    tick_seconds: int = 60
    # How often the outbox sender looks for messages still owed to Discord (a post that failed,
    # one another process left behind). It is also woken at once when a delivery fails here.
    outbox_seconds: int = 10

    @property
    def database(self) -> str | Path:
        """Where the games are: the PostgreSQL URL if one is set, else the SQLite file."""
        return self.database_url or self.database_path

    @property
    def syncs_commands(self) -> bool:
        """Whether this process syncs the slash commands: by default only the process that runs
        shard 0 (or the only process), so that several processes sync once."""
        if self.sync_commands is not None:
            return self.sync_commands
        return self.shard_ids is None or 0 in self.shard_ids


def read_env_file(path: Path) -> dict[str, str]:
    """The settings of a `.env` file, read as the dotenv convention has it (python-dotenv):
    `#` comments (also after a value), blank lines, `export ` prefixes, single or double
    quotes; values are taken as written (no `$VAR` expansion: a password may hold a `$`).
    A UTF-8 byte order mark is skipped. A file that is not UTF-8 or cannot be read is a
    ConfigError saying so in one line; a missing file is no settings."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as error:  # a folder, no permission, an I/O error
        raise ConfigError(text("cli.bad_env_file", path=str(path), problem=text(
            "cli.bad_env_file.unreadable", reason=error.strerror or type(error).__name__)
        )) from None
    try:
        content = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise ConfigError(text("cli.bad_env_file", path=str(path), problem=text(
            "cli.bad_env_file.encoding", line=line, byte=f"0x{data[error.start]:02X}")
        )) from None
    values = dotenv_values(stream=io.StringIO(content), interpolate=False)
    return {key: value for key, value in values.items() if value is not None}


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


def _url(name: str, value: str | None, schemes: tuple[str, ...], problem: str = "url"
         ) -> str | None:
    if value is None or value.strip() == "":
        return None
    value = value.strip().rstrip("/")
    if not value.startswith(schemes):
        shown = value.split("://", 1)[0] + "://…" if "://" in value else value  # no password
        raise ConfigError(
            text("cli.bad_setting", name=name,
                 problem=text(f"cli.bad_setting.{problem}", value=shown))
        )
    return value


def _shards(count_value: str | None, ids_value: str | None
            ) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT (a positive whole number) and SHARD_IDS (e.g. "0,1", each below the count)."""
    count = _int("SHARD_COUNT", count_value)
    if count is not None and count <= 0:
        raise ConfigError(text("cli.bad_setting", name="SHARD_COUNT",
                               problem=text("cli.bad_setting.positive", value=count_value)))
    if ids_value is None or not ids_value.strip():
        return count, None
    try:
        ids = tuple(sorted({int(part) for part in ids_value.replace(" ", "").split(",")}))
    except ValueError:
        ids = ()
    if count is None or not ids or not all(0 <= i < count for i in ids):
        raise ConfigError(text("cli.bad_setting", name="SHARD_IDS",
                               problem=text("cli.bad_setting.shard_ids", value=ids_value,
                                            count=count or 0)))
    return count, ids


def _bool(value: str | None, default: bool | None) -> bool | None:
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
    if turn_seconds and not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS:
        raise ConfigError(
            text("cli.bad_setting", name="DEFAULT_TURN_SECONDS",
                 problem=text("cli.bad_setting.turn_seconds", value=turn,
                              min=MIN_TURN_SECONDS, max=MAX_TURN_SECONDS))
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
    shard_count, shard_ids = _shards(env.get("SHARD_COUNT"), env.get("SHARD_IDS"))
    return Settings(
        token=(env.get("DISCORD_TOKEN") or "").strip() or None,
        database_path=Path(env.get("DATABASE_PATH") or "columbiz.sqlite3"),
        database_url=_url("DATABASE_URL", env.get("DATABASE_URL"),
                          ("postgresql://", "postgres://"), "database_url"),
        shard_count=shard_count,
        shard_ids=shard_ids,
        dev_guild_id=_int("DEV_GUILD_ID", env.get("DEV_GUILD_ID")),
        api_base=_url("DISCORD_API_BASE", env.get("DISCORD_API_BASE"), ("http://", "https://")),
        gateway_url=_url("DISCORD_GATEWAY_URL", env.get("DISCORD_GATEWAY_URL"),
                         ("ws://", "wss://")),
        log_level=level,
        log_format="json" if (env.get("LOG_FORMAT") or "").strip().lower() == "json" else "text",
        sync_commands=_bool(env.get("SYNC_COMMANDS"), None),
        default_turn_seconds=turn_seconds or None,
        tick_seconds=tick or 60,
        outbox_seconds=outbox or 10,
    )
