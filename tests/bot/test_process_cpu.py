"""What a bot process does to spend less CPU per move: its heap settled after its start
(bot.heap: what lives as long as the process is left out of the cyclic collector's walk, the
young generation collected less often; checked in a process of its own, since a test process,
where bots come and go, must not freeze its heap), and discord.py's JSON through orjson."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SETTLED = textwrap.dedent("""
    import gc
    from bot import heap

    kept = [[n] for n in range(20_000)]
    before = gc.get_freeze_count()
    cycle = []
    cycle.append(cycle)  # garbage made before: collected, not frozen
    del cycle
    heap.settle()
    print(before, gc.get_freeze_count() >= len(kept), gc.get_threshold()[0] == heap.YOUNG_THRESHOLD,
          gc.garbage == [])
""")

MAIN = textwrap.dedent("""
    import gc, sys
    import bot.__main__ as entry
    import bot.app, bot.config
    from pathlib import Path

    class Bot:
        def run(self, token, log_handler=None):
            print("frozen at run:", gc.get_freeze_count() > 0)

    entry.load_settings = lambda: bot.config.Settings(token="t", database_path=Path(sys.argv[1]))
    bot.app.create_bot = lambda settings: Bot()
    sys.exit(entry.main([]))
""")


def run(code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_settle_freezes_what_lives_and_collects_the_young_less_often():
    assert run(SETTLED) == "0 True True True"


def test_python_m_bot_settles_its_heap_once_the_bot_is_made_before_it_runs(tmp_path):
    assert run(MAIN, str(tmp_path / "games.sqlite3")).endswith("frozen at run: True")


def test_discord_py_reads_and_writes_its_json_with_orjson():
    """discord.py parses every gateway event and writes every request body through orjson when
    it is installed (a dependency of the bot), several times faster than the json module."""
    import discord.utils
    import orjson

    assert discord.utils.HAS_ORJSON
    assert discord.utils._from_json is orjson.loads
