"""Settings, `python -m bot` without a token, with a refused token and with Discord out of
reach, the proxy endpoints, the log filter, and the message
catalog (every id the code uses exists; every refusal code has its text)."""

from __future__ import annotations

import logging
import os
import re
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import discord
import pytest
import yarl

from bot import service
from bot.app import apply_endpoints
from bot.config import ConfigError, Settings, load_settings
from bot.front.core import NEEDED, NEEDED_IN_THREAD
from bot.logging_setup import setup_logging
from bot.messages import message_ids, placeholders, text
from engine import columbiz

ROOT = Path(__file__).resolve().parents[3]


def test_defaults_without_any_setting(tmp_path):
    settings = load_settings({}, env_file=tmp_path / "missing.env")
    assert settings == Settings()
    assert settings.database_path == Path("columbiz.sqlite3")
    assert settings.token is None and settings.dev_guild_id is None
    assert settings.api_base is None and settings.gateway_url is None
    assert settings.log_level == "INFO" and settings.syncs_commands is True


def test_the_turn_clock_settings(tmp_path):
    default = load_settings({}, env_file=None)
    assert default.tick_seconds == 60 and default.default_turn_seconds == 86400
    tuned = load_settings({"TICK_SECONDS": "15", "DEFAULT_TURN_SECONDS": "3600"}, env_file=None)
    assert tuned.tick_seconds == 15 and tuned.default_turn_seconds == 3600
    with pytest.raises(ConfigError) as caught:
        load_settings({"TICK_SECONDS": "0"}, env_file=None)
    assert str(caught.value) == (
        "Setting TICK_SECONDS is not valid: it must be a positive whole number (got '0')")
    with pytest.raises(ConfigError):
        load_settings({"DEFAULT_TURN_SECONDS": "-5"}, env_file=None)
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    assert "\nTICK_SECONDS=60\n" in example and "\nDEFAULT_TURN_SECONDS=86400\n" in example


def test_env_file_and_environment(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# a comment\n"
        "export DISCORD_TOKEN='abc.def'\n"
        "DATABASE_PATH=/data/cz.sqlite3  # where games live\n"
        "DEV_GUILD_ID=123\n"
        "DISCORD_API_BASE=http://proxy:8080/\n"
        "DISCORD_GATEWAY_URL=ws://gateway:7878\n"
        "LOG_LEVEL=debug\n"
        "SYNC_COMMANDS=0\n"
        "DEFAULT_TURN_SECONDS=0\n",
        encoding="utf-8",
    )
    settings = load_settings({"DEV_GUILD_ID": "456"}, env_file=env_file)
    assert settings.token == "abc.def"
    assert settings.database_path == Path("/data/cz.sqlite3")
    assert settings.dev_guild_id == 456  # the environment wins over the file
    assert settings.api_base == "http://proxy:8080"
    assert settings.gateway_url == "ws://gateway:7878"
    assert settings.log_level == "DEBUG" and settings.sync_commands is False
    assert settings.default_turn_seconds is None
    assert "abc.def" not in repr(settings)


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"DEV_GUILD_ID": "my-server"}, "Setting DEV_GUILD_ID is not valid: it must be a whole "
                                        "number (got 'my-server')"),
        ({"DISCORD_API_BASE": "proxy:8080"}, "Setting DISCORD_API_BASE is not valid: it must be "
                                             "an http(s)/ws(s) URL (got 'proxy:8080')"),
        ({"LOG_LEVEL": "LOUD"}, "Setting LOG_LEVEL is not valid: it must be one of DEBUG, INFO, "
                                "WARNING, ERROR (got 'LOUD')"),
    ],
)
def test_bad_settings_say_which_and_why(tmp_path, env, message):
    with pytest.raises(ConfigError) as caught:
        load_settings(env, env_file=None)
    assert str(caught.value) == message


def run_bot(tmp_path, **settings: str) -> subprocess.CompletedProcess:
    """`python -m bot` in `tmp_path` with these settings (and nothing of the caller's)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
    env.update(PYTHONPATH=str(ROOT), **settings)
    return subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)


def test_python_m_bot_without_a_token_says_what_to_do(tmp_path):
    done = run_bot(tmp_path)
    assert done.returncode != 0
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert "https://discord.com/developers/applications" in done.stderr
    assert ".env" in done.stderr
    assert "bash bot/run.sh --local" in done.stderr  # a game without Discord, to try first
    assert not (tmp_path / "columbiz.sqlite3").exists()  # nothing was started


def test_python_m_bot_with_a_bad_setting_exits_with_the_reason(tmp_path):
    (tmp_path / ".env").write_text("DISCORD_TOKEN=x\nDEV_GUILD_ID=abc\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DISCORD_TOKEN", None)
    env.pop("DEV_GUILD_ID", None)
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "Setting DEV_GUILD_ID is not valid" in done.stderr


def test_python_m_bot_with_discord_out_of_reach_says_so_without_a_traceback(tmp_path):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = run_bot(tmp_path, DISCORD_TOKEN="x.y.z", DISCORD_API_BASE=f"http://127.0.0.1:{port}")
    assert done.returncode == 3
    assert f"Can't reach Discord at http://127.0.0.1:{port}/api/v10 (" in done.stderr
    assert "internet connection" in done.stderr
    assert "Traceback" not in done.stderr


class RefusingDiscord(BaseHTTPRequestHandler):
    """Discord's answer to a token it does not know: 401 on the login request."""

    def do_GET(self) -> None:
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401 if self.path.endswith("/users/@me") else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        """Quiet: the test reads the bot's output, not the server's."""


def test_python_m_bot_with_a_refused_token_says_so_without_a_traceback(tmp_path):
    server = ThreadingHTTPServer(("127.0.0.1", 0), RefusingDiscord)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        done = run_bot(tmp_path, DISCORD_TOKEN="x.y.z",
                       DISCORD_API_BASE=f"http://127.0.0.1:{server.server_port}")
    finally:
        server.shutdown()
    assert done.returncode == 2
    assert "Discord refused the token (DISCORD_TOKEN)" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.fixture
def endpoints():
    saved = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    yield
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved


def test_proxy_endpoints_reach_rest_and_the_gateway(endpoints):
    apply_endpoints("http://proxy:8080", "ws://gateway:7878")
    route = discord.http.Route("GET", "/channels/{channel_id}", channel_id=1)
    assert route.url == "http://proxy:8080/api/v10/channels/1"
    assert discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY == yarl.URL("ws://gateway:7878")
    apply_endpoints("https://proxy.example/api/v10", None)
    assert discord.http.Route("GET", "/gateway").url == "https://proxy.example/api/v10/gateway"


def test_no_endpoints_means_discord(endpoints):
    apply_endpoints(None, None)
    assert discord.http.Route.BASE == "https://discord.com/api/v10"
    assert discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY == yarl.URL(
        "wss://gateway.discord.gg/")


def test_the_token_is_redacted_from_every_log_line(capsys):
    token = "MTIz.secret.token"
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        setup_logging("INFO", "text", token=token)
        logging.getLogger("discord.http").info("sending %s with Bot %s", "x", token)
        try:
            raise RuntimeError(f"bad token {token}")
        except RuntimeError:
            logging.getLogger("bot").exception("failed")
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    err = capsys.readouterr().err
    assert token not in err
    assert err.count("[redacted]") == 2


# --- the message catalog ------------------------------------------------------------------------

BOT = ROOT / "bot"
LITERAL_ID = re.compile(r"\b(?:text|T)\(\s*\"([a-z0-9_.]+)\"")


def test_every_literal_message_id_exists():
    used = set()
    for path in BOT.rglob("*.py"):
        used |= set(LITERAL_ID.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 60
    missing = sorted(used - message_ids("en"))
    assert missing == []


def test_every_refusal_code_has_a_text():
    english = message_ids("en")
    for code in columbiz.CODES:
        assert f"columbiz.rule.{code}" in english
    for code in ("bad_action", "bad_config", "bad_state"):  # every game's
        assert f"rule.{code}" in english
    for code in service.CODES:
        assert f"error.{code}" in english
    for name in {*NEEDED, *NEEDED_IN_THREAD}:
        assert f"perm.{name}" in english
    for axis in ("row", "column", "diagonal", "antidiagonal"):
        assert f"columbiz.ev.axis.{axis}" in english
    for colour in columbiz.COLOURS:
        assert f"columbiz.colour.{colour}" in english


def test_every_built_message_id_exists():
    """Ids the code builds from a value (a level, a reason, a mode, a source...) all exist."""
    from bot.games.columbiz.frontend import REASONS, ColumbizFrontend
    from bot.store import NOTIFY_MODES
    from bot.views import LobbyButton

    english = message_ids("en")
    built = [f"level.{level}" for level in ColumbizFrontend.computer_levels]
    built += [f"cmd.addbot.level.{level}" for level in ColumbizFrontend.computer_levels]
    built += [f"columbiz.computer.why.{reason}" for reason in (*REASONS, "roll", "place")]
    built += [f"notify.set.{mode}" for mode in NOTIFY_MODES]
    built += [f"cmd.notify.mode.{mode}" for mode in NOTIFY_MODES]
    built += [f"columbiz.cmd.new.turn.{seconds or 0}"
              for seconds in service.TURN_SECONDS_CHOICES]
    # the sources of a Columbiz move ("idle" is for games where anyone acts at any moment)
    built += [f"columbiz.hist.tag.{source}" for source in service.SOURCES
              if source not in ("player", "idle")]
    built += [f"columbiz.hist.status.{status}"
              for status in ("lobby", "active", "finished", "abandoned")]
    built += [f"columbiz.hist.reason.{why}"
              for why in ("creator", "manager", "vote", "cancelled", "rules",
                          *service.VANISHED_REASONS)]
    built += [f"button.{action}" for action in LobbyButton.STYLES]
    built += [f"{prefix}{suffix}"
              for prefix in ("columbiz.ev.next_turn", "columbiz.start.first_turn")
              for suffix in ("", "_computer", "_away")]
    assert [i for i in built if i not in english] == []


def test_specific_texts():
    assert text("columbiz.rule.dice_short", cell="3333", typed="3333", face=3, need=4,
                have=2) == (
        "You have only two 3s; cell 3333 needs four.")
    assert text("columbiz.rule.occupied", cell="555", owner="@bob") == (
        "Cell 555 is taken by @bob.")
    assert text("error.not_your_turn", current="<@1>") == "It's <@1>'s turn."
    assert text("columbiz.ac.choice", cells="555 33", captures=2, line_points=1, points=3) == (
        "555 33 — captures 2, +1 for lines")
    # another language falls back to English for ids it does not have
    assert text("error.stale", "pt-BR", kind="columbiz") == text(  # not ours: English
        "error.stale", "en", kind="columbiz")


def test_command_descriptions_fit_discord():
    for msg_id in message_ids("en"):
        if msg_id.startswith("cmd."):
            assert placeholders(msg_id) == frozenset(), msg_id
            assert 1 <= len(text(msg_id)) <= 100, msg_id


def test_env_file_as_the_dotenv_convention_reads_it(tmp_path):
    env_file = tmp_path / ".env"
    # a UTF-8 byte order mark (as some editors save), a quoted value with a comment after it
    env_file.write_bytes("\ufeffDISCORD_TOKEN=\"abc.def\"  # the bot's token\n"
                         "DATABASE_URL='postgresql://u:pa$$word@db/cz'\n".encode("utf-8"))
    settings = load_settings({}, env_file=env_file)
    assert settings.token == "abc.def"
    assert settings.database_url == "postgresql://u:pa$$word@db/cz"  # taken as written


def test_an_env_file_that_is_not_utf8_or_not_readable_is_one_clear_line(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_bytes(b"DISCORD_TOKEN=abc\n# caf\xe9 au lait\n")
    with pytest.raises(ConfigError) as caught:
        load_settings({}, env_file=env_file)
    assert str(caught.value) == (
        f"The settings file {env_file} can't be used: line 2 is not UTF-8 text (byte 0xE9); "
        "save the file as UTF-8")
    folder = tmp_path / "folder.env"
    folder.mkdir()
    with pytest.raises(ConfigError) as caught:
        load_settings({}, env_file=folder)
    assert str(caught.value) == (
        f"The settings file {folder} can't be used: it can't be read (Is a directory)")


def test_python_m_bot_with_a_broken_env_file_says_so_without_a_traceback(tmp_path):
    (tmp_path / ".env").write_bytes(b"# \xff\nDISCORD_TOKEN=x\n")
    done = run_bot(tmp_path)
    assert done.returncode != 0
    assert done.stderr.strip() == (
        "The settings file .env can't be used: line 1 is not UTF-8 text (byte 0xFF); "
        "save the file as UTF-8")
