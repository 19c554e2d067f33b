"""From `kill -9` of the bot to the first post after its restart.

    python benchmarks/crash.py [--database sqlite|postgres] [--runs N]

Each run: a bot process (the real bot, on SimCord's offline Discord) opens a game and takes a
`/roll`; the roll is committed and its post claimed by that process, which is killed with
SIGKILL at that moment, before the post goes out. A new bot process is started at once over the
same database, on a Discord holding the same server, channel and players, and the time from
the kill to the roll's post in the channel is measured (wall clock). That covers what a
supervisor's restart costs: the new interpreter, its imports, opening the database, the render
workers, the bot's set-up, and its taking over the killed process's claim (without waiting for
the claim's lease: see bot/store/holders.py). Logging in to the real Discord is not included.

`--database postgres` puts the games in a throwaway PostgreSQL cluster of this machine
(tests/postgres_cluster.py)."""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

PATIENCE = 300  # seconds for one process's step: never reached when it works


def settings_for(database: str):
    from bot.config import Settings
    from bot.store.postgres import is_postgres_url

    if is_postgres_url(database):
        return Settings(token=None, database_url=database)
    return Settings(token=None, database_path=Path(database))


async def on_discord(bot, then) -> None:
    """`then(env, channel, members)` with `bot` on a fresh offline Discord holding one server,
    one channel and two players, made before the bot connects (the same ids every time: the
    Discord's clock starts at the same instant, and they are made in the same order)."""
    import discord
    import simcord

    from bot import render_pool

    # SimCord gives a connecting bot 5 s to settle: its picture workers are started first (as
    # its set-up would, and still inside the time measured)
    await render_pool.start()
    placeholder = discord.Client(intents=discord.Intents.none())
    env = simcord.Env(placeholder, settle_timeout=120, check_errors=False)
    await env.start()
    try:
        guild = env.create_guild("Crash test")
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(n.lower(), global_name=n))
                   for n in ("Alice", "Bob")]
        connecting = time.time()
        try:
            await env.restart_bot(bot)  # the bot connects to this Discord, as after a restart
        except TimeoutError:
            pass  # SimCord's 5 s for the bot to settle ran out (a loaded machine): it goes on
        await then(env, channel, members, connecting)
    finally:
        await env.shutdown()


async def crashing(database: str) -> None:
    """The bot that is killed: opens a game, then takes a /roll whose post it claims and is
    about to send when it says so (and is killed)."""
    from bot.app import create_bot
    from bot.delivery import Delivery

    async def claimed_then_wait(self, interaction, post, game, **kwargs):
        assert post.claimed
        print("claimed", flush=True)
        await asyncio.Event().wait()

    bot = create_bot(settings_for(database))

    async def play(env, channel, members, connecting) -> None:
        alice, bob = members
        lobby = await alice.slash(channel, "columbiz new", seats=2)
        await bob.click(lobby.response, label="Join")
        game = await bot.service.get(channel.id)
        player = {m.id: m for m in members}[game.current_seat_info().user_id]
        Delivery.answer = claimed_then_wait
        asyncio.get_running_loop().create_task(player.slash(channel, "roll"))
        await asyncio.Event().wait()

    await on_discord(bot, play)


async def restarted(database: str) -> None:
    """The bot started in its place: says when the roll's post reaches the channel."""
    from bot.app import create_bot

    bot = create_bot(settings_for(database))

    async def wait_for_the_post(env, channel, members, connecting) -> None:
        deadline = time.monotonic() + PATIENCE
        while not any("rolled" in (m.content or "") for m in channel.history()):
            assert time.monotonic() < deadline, "the post never came"
            await asyncio.sleep(0.005)
        print(f"posted {time.time()!r} {connecting!r}", flush=True)

    try:
        await on_discord(bot, wait_for_the_post)
    finally:
        await bot.close_service()


def role(name: str, database: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, __file__, "--role", name, database],
                            stdout=subprocess.PIPE, text=True, env=env)


def one_run(database: str) -> tuple[float, float]:
    """Seconds from the kill to the post, and from the new bot's connecting to the post."""
    bot = role("crashing", database)
    try:
        assert bot.stdout.readline().strip() == "claimed", "the first bot did not get there"
        killed = time.time()
        os.kill(bot.pid, signal.SIGKILL)  # the bot process alone
        bot.wait(PATIENCE)
        again = role("restarted", database)
        try:
            said = again.stdout.readline().split()
            assert said and said[0] == "posted", "the restarted bot did not post"
            return float(said[1]) - killed, float(said[1]) - float(said[2])
        finally:
            again.wait(PATIENCE)
    finally:
        if bot.poll() is None:
            bot.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--role", choices=("crashing", "restarted"))
    parser.add_argument("target", nargs="?")
    args = parser.parse_args()
    if args.role:
        asyncio.run((crashing if args.role == "crashing" else restarted)(args.target))
        return

    cluster = None
    if args.database == "postgres":
        import psycopg
        from postgres_cluster import Cluster

        from bot.store.holders import PRESENCE_GRACE

        cluster = Cluster()
        server = cluster.start()
        with psycopg.connect(server, autocommit=True) as conn:  # past a fresh server's grace
            while conn.execute("SELECT extract(epoch FROM now() - pg_postmaster_start_time())"
                               ).fetchone()[0] < PRESENCE_GRACE:
                time.sleep(0.2)
    try:
        seconds = []
        with tempfile.TemporaryDirectory() as folder:
            for run in range(args.runs):
                if cluster is not None:
                    name = f"crash_{run}"
                    with psycopg.connect(server, autocommit=True) as conn:
                        conn.execute(f"CREATE DATABASE {name}")
                    database = server.rsplit("/", 1)[0] + "/" + name
                else:
                    database = str(Path(folder) / f"crash-{run}.sqlite3")
                total, connected = one_run(database)
                seconds.append(total)
                print(f"run {run + 1}: {total:.2f} s from kill -9 to the post, of which "
                      f"{connected:.2f} s from the new bot connecting to Discord")
    finally:
        if cluster is not None:
            cluster.stop()
    print(f"{args.database}: kill -9 to the first post after the restart: median "
          f"{statistics.median(seconds):.2f} s, max {max(seconds):.2f} s over {len(seconds)} "
          f"runs; {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")


if __name__ == "__main__":
    main()
