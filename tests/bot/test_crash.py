"""`kill -9` of the real bot process (`python -m bot`, logged in to a Discord look-alike, its
picture workers started) leaves nothing running: every process it started ends with it, and
whatever reads its output sees the end."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PATIENCE = 120  # seconds for the bot to log in and start its workers: never reached when it works
GONE_WITHIN = 2.0  # seconds after the kill by which nothing the bot started may remain

USER = {"id": "1000", "username": "columbiz", "discriminator": "0", "global_name": None,
        "avatar": None, "bot": True}
APPLICATION = {"id": "1000", "name": "Columbiz", "description": "", "icon": None,
               "bot_public": True, "bot_require_code_grant": False, "owner": USER,
               "verify_key": "0", "flags": 0}


class LoginOnlyDiscord(BaseHTTPRequestHandler):
    """Discord as far as the bot's start needs it: the login and the application are answered;
    the gateway (this server too) never answers (the bot has done its set-up, workers started,
    when it connects there)."""

    asked_for_gateway = threading.Event()

    def do_GET(self) -> None:
        if not self.path.endswith(("/users/@me", "/oauth2/applications/@me")):
            type(self).asked_for_gateway.set()
            time.sleep(PATIENCE)  # the bot waits here until it is killed
            return
        body = json.dumps(APPLICATION if "/oauth2/applications/" in self.path else USER)
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, *args) -> None:
        """Quiet."""


def children_of(pid: int) -> set[tuple[int, str]]:
    """The processes `pid` started, and theirs, each as (pid, start time): a pid reused later by
    another process is not mistaken for one of them."""
    found: set[tuple[int, str]] = set()
    parents = {pid}
    while True:
        new = {(child, start) for child, parent, start, _ in processes()
               if parent in parents and (child, start) not in found}
        if not new:
            return found
        found |= new
        parents = {child for child, _ in new}


def processes() -> list[tuple[int, int, str, str]]:
    """(pid, parent pid, start time, state) of every process (Linux's /proc)."""
    listed = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue  # ended meanwhile
        fields = stat[stat.rindex(")") + 2:].split()  # after the name, which may hold spaces
        listed.append((int(entry), int(fields[1]), fields[19], fields[0]))
    return listed


def still_running(started: set[tuple[int, str]]) -> set[tuple[int, str]]:
    """Those of `started` that still run (a zombie, ended but not yet reaped, does not)."""
    return {(pid, start) for pid, _, start, state in processes()
            if (pid, start) in started and state != "Z"}


def test_kill_9_of_the_bot_leaves_no_process_behind(tmp_path):
    LoginOnlyDiscord.asked_for_gateway.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), LoginOnlyDiscord)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
    discord = f"http://127.0.0.1:{server.server_port}"
    env.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN="x.y.z", SYNC_COMMANDS="0",
               DISCORD_API_BASE=discord, DISCORD_GATEWAY_URL=discord.replace("http", "ws"))
    bot = subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    started: set[tuple[int, str]] = set()
    try:
        deadline = time.monotonic() + PATIENCE
        while not LoginOnlyDiscord.asked_for_gateway.wait(0.05):
            assert bot.poll() is None, bot.stderr.read().decode()
            assert time.monotonic() < deadline, "the bot never connected"
        started = children_of(bot.pid)
        assert len(started) >= 2  # its picture workers (and multiprocessing's resource tracker)

        os.kill(bot.pid, signal.SIGKILL)  # the bot alone, not its process group
        bot.wait(PATIENCE)
        deadline = time.monotonic() + GONE_WITHIN
        while still_running(started) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert still_running(started) == set()
        # nobody holds the bot's output open any more: a reader sees its end
        ended = threading.Event()
        threading.Thread(target=lambda: (bot.stdout.read(), bot.stderr.read(), ended.set()),
                         daemon=True).start()
        assert ended.wait(GONE_WITHIN)
    finally:
        if bot.poll() is None:
            bot.kill()
        for pid, _ in still_running(started | children_of(bot.pid)):  # a failed test's
            os.kill(pid, signal.SIGKILL)
        server.shutdown()


STARTED_BY_A_THREAD = """
import sys, threading
from bot import render_pool

if __name__ == "__main__":
    # the workers started by a thread that then ends: PR_SET_PDEATHSIG would follow that thread
    starter = threading.Thread(target=lambda: [f.result() for f in render_pool.warm()])
    starter.start()
    starter.join()
    print(*render_pool.worker_pids(), flush=True)
    threading.Event().wait()  # until killed
"""


def test_workers_started_by_another_thread_outlive_it_but_not_the_bot(tmp_path):
    script = tmp_path / "started_by_a_thread.py"
    script.write_text(STARTED_BY_A_THREAD)
    parent = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdout=subprocess.PIPE)
    started: set[tuple[int, str]] = set()
    try:
        workers = {int(pid) for pid in parent.stdout.readline().split()}
        started = children_of(parent.pid)
        assert workers and workers <= {pid for pid, _ in still_running(started)}  # alive
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(PATIENCE)
        deadline = time.monotonic() + GONE_WITHIN
        while still_running(started) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert still_running(started) == set()
    finally:
        if parent.poll() is None:
            parent.kill()
        for pid, _ in still_running(started):
            os.kill(pid, signal.SIGKILL)
