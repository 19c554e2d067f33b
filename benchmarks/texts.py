"""The CPU a move's texts cost: `python benchmarks/texts.py [--moves 400] [--repeat 5] [--fluent]`.

A Columbiz move formats a handful of texts whose details change from move to move (who, the dice,
the cells, the points) and a page of autocomplete choices; the kept texts
(bot.messages.catalog.TEXTS_KEPT) do not help there. This times `bot.messages.text()` over such
a move's texts, in the five languages in turn, with details that differ every move, so every
call is formatted, once the kept texts are full (a bot that has played a while: each new text
puts out the oldest). Printed: the machine, the CPU time (time.process_time, best of --repeat
runs) per text and per move, and per text id; then what a kept text costs (the same calls
again).

`--fluent` formats every text through fluent.runtime (Catalogue.format_fluent) instead of the
messages' plans (bot/messages/plans.py), for the figure before them in the same run. The script
only uses `text()` and the catalogues, so it runs on an older checkout too (copy it there).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import babel  # noqa: E402
import fluent.runtime  # noqa: E402, F401

from bot.messages import LANGUAGES, catalogues, text  # noqa: E402
from bot.messages.catalog import TEXTS_KEPT  # noqa: E402

NAMES = ["Alice", "Bruno", "Chiara", "Dagfinn Ødegård", "Zoë", "Ana María", "Bob", "Émile"]


def dice(i: int, n: int = 8) -> str:
    faces = [(i * 7 + k * 3) % 6 + 1 for k in range(n)]
    return " ".join(str(face) * faces.count(face) for face in sorted(set(faces), reverse=True))


def who(i: int) -> str:
    return f"**{NAMES[i % len(NAMES)]} {i}**"


#: One move's texts (what a Columbiz move formats: its roll, a page of /place choices, the
#: narration of the placement and what it caused, the next turn), each with details of move i.
MOVE: list[tuple[str, Callable[[int], dict[str, Any]]]] = [
    ("columbiz.ev.rolled.first", lambda i: {"who": who(i), "dice": dice(i)}),
    ("columbiz.button.roll_again", lambda i: {"n": 2 + i % 2}),
    ("columbiz.ev.kept", lambda i: {"who": who(i), "kept": dice(i, 2)}),
    ("columbiz.ev.rolled.again", lambda i: {"who": who(i), "dice": dice(i + 1), "n": 2 + i % 2,
                                            "kept": dice(i, 2), "values": dice(i + 2, 6)}),
    *[("columbiz.ac.choice", lambda i, k=k: {"cells": f"{dice(i + k, 4)} {k}",
                                             "captures": (i + k) % 3, "line_points": k % 4,
                                             "points": (i + k) % 3 + k % 4})
      for k in range(10)],
    ("columbiz.ev.placed", lambda i: {"who": who(i), "cells": f"`{i % 6 + 1}`, `{i}`"}),
    ("columbiz.ev.captured", lambda i: {
        "who": who(i), "by_cell": f"`{i % 6 + 1}`", "count": 1 + i % 3,
        "victims": [{"owner": who(i + 1), "cells": [f"`{i % 5 + 1}`"] * (1 + i % 3)}]}),
    ("columbiz.ev.line", lambda i: {"who": who(i), "axis": "row", "length": 3 + i % 3,
                                    "cells": [str(i % 9 + k) for k in range(3)],
                                    "points": 1 + i % 5}),
    ("fmt.list", lambda i: {"items": [f"{who(i)} purple", f"{who(i + 1)} blue"]}),
    ("columbiz.ev.next_turn", lambda i: {"who": f"<@{1456074443980800018 + i}>"}),
    ("columbiz.ev.score", lambda i: {"who": NAMES[i % len(NAMES)], "total": i}),
]


def machine() -> str:
    return (f"{platform.platform()} | {platform.machine()} | {platform.processor() or '?'} | "
            f"{os.cpu_count()} CPUs | Python {platform.python_version()} | "
            f"fluent.runtime {fluent_version()} | Babel {babel.__version__}")


def fluent_version() -> str:
    from importlib.metadata import version

    return version("fluent.runtime")


def calls(moves: int) -> list[tuple[str, str, dict[str, Any]]]:
    """Every text of `moves` moves, each move in the next language."""
    found = []
    for i in range(moves):
        language = LANGUAGES[i % len(LANGUAGES)]
        found += [(msg_id, language, details(i)) for msg_id, details in MOVE]
    return found


def through_fluent() -> None:
    """Every Catalogue formats through fluent.runtime, as before the plans."""
    for catalogue in catalogues().by_language.values():
        catalogue.format = catalogue.format_fluent  # type: ignore[method-assign]


def run(todo: list[tuple[str, str, dict[str, Any]]], offset: int) -> dict[str, float]:
    """CPU seconds per text id over `todo` (each id's calls timed together), every call with
    details not seen before (one the text does not show, `_call`): none is a kept text."""
    by_id: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for n, (msg_id, language, details) in enumerate(todo):
        by_id.setdefault(msg_id, []).append(
            (language, {**details, "_call": offset * len(todo) + n}))
    spent: dict[str, float] = {}
    for msg_id, batch in by_id.items():
        start = time.process_time()
        for language, details in batch:
            text(msg_id, language, **details)
        spent[msg_id] = time.process_time() - start
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--fluent", action="store_true",
                        help="format through fluent.runtime, not the messages' plans")
    args = parser.parse_args()

    print("machine:", machine())
    if args.fluent:
        through_fluent()
    todo = calls(args.moves)
    # the catalogues parsed, the plans made, and the kept texts full, as in a bot that has
    # been playing a while (a new text then puts out the oldest)
    run(calls(TEXTS_KEPT // len(MOVE) + 1), -1)
    best: dict[str, float] | None = None
    for attempt in range(args.repeat):
        spent = run(todo, attempt)
        if best is None or sum(spent.values()) < sum(best.values()):
            best = spent
    assert best is not None
    per_id = {msg_id: sum(1 for m, _, _ in todo if m == msg_id) for msg_id in best}
    total = sum(best.values())
    print(f"text(){' through fluent.runtime' if args.fluent else ''}: {len(todo)} texts "
          f"({args.moves} moves x {len(MOVE)} texts, five languages), best of {args.repeat}")
    print(f"  per text {total / len(todo) * 1e3:.4f} ms CPU, "
          f"per move {total / args.moves * 1e3:.3f} ms CPU")
    for msg_id, seconds in sorted(best.items(), key=lambda item: -item[1]):
        print(f"    {msg_id:30} {seconds / per_id[msg_id] * 1e6:7.1f} us")
    # the last run's texts again, with the same details: every one a kept text now
    kept = min(sum(run(todo, args.repeat - 1).values()) for _ in range(args.repeat))
    print(f"  a kept text (the same details again): {kept / len(todo) * 1e3:.4f} ms CPU")


if __name__ == "__main__":
    main()
