"""CPU per message of a message's buttons: built from templates (bot.views.Buttons, what the bot
sends) against a View of the items themselves (the plain way), each with what discord.py then
does with it for a message: its components for the request, and the view store's bookkeeping.

    python benchmarks/buttons.py [--repeat 2000]

Columbiz's buttons before a roll (Roll) and between rolls (eight dice and Roll again), the
lobby's, and Rematch; CPU time (time.process_time) over --repeat messages each, inside a
running event loop as in the bot. The two are the same requests to Discord
(tests/bot/discord/test_same_requests.py).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord  # noqa: E402
from discord.ui.view import ViewStore  # noqa: E402

from bot.games.columbiz.views import plain_turn_view, turn_view  # noqa: E402
from bot.views import lobby_view, plain_lobby_view, plain_rematch_view, rematch_view  # noqa: E402

DICE = (1, 2, 2, 3, 4, 5, 5, 6)  # Columbiz rolls eight dice (C6)


def machine() -> str:
    return (f"{platform.platform()} | {platform.machine()} | {os.cpu_count()} CPUs | "
            f"Python {platform.python_version()} | discord.py {discord.__version__}")


def cases() -> list[tuple[str, object, object, dict]]:
    return [
        ("Columbiz, before a roll", plain_turn_view, turn_view,
         dict(turn=3, rolls=0, dice=(), kept=(), locale="de")),
        ("Columbiz, between rolls", plain_turn_view, turn_view,
         dict(turn=3, rolls=1, dice=DICE, kept=(2, 5), locale="de")),
        ("lobby", plain_lobby_view, lobby_view, dict(locale="fr", computers=True)),
        ("rematch", plain_rematch_view, rematch_view, dict(locale="es")),
    ]


async def measure(repeat: int) -> None:
    store = ViewStore(state=None)  # what send_message does with a view: store_view
    print(f"{'buttons':26} {'plain (us)':>10} {'templates (us)':>15} {'saved':>6}")
    for title, plain, fast, kwargs in cases():
        ids = (lambda i: (12, 100 + i)) if "Columbiz" in title else (lambda i: (12 + i,))
        figures = []
        for build in (plain, fast):
            build(*ids(0), **kwargs)  # warm: the catalogue, the templates
            start = time.process_time()
            for i in range(repeat):
                view = build(*ids(i), **kwargs)
                view.to_components()
                store.add_view(view, 1000 + i)
            figures.append((time.process_time() - start) / repeat * 1e6)
        print(f"{title:26} {figures[0]:10.1f} {figures[1]:15.1f} "
              f"{1 - figures[1] / figures[0]:6.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"CPU per message (time.process_time, {args.repeat} messages each, in a running "
          f"event loop): build the View, its components, the view store's bookkeeping")
    asyncio.run(measure(args.repeat))


if __name__ == "__main__":
    main()
