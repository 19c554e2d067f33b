"""`python -m bot.ratings --rebuild [DATABASE]`: recompute every rating from the stored games, in
the order they were rated, report any difference from what is stored, and store the recomputed
ratings. `--check` only reports (exit status 1 if anything differs). DATABASE: an SQLite file
or a PostgreSQL URL; by default the bot's own (DATABASE_URL, else DATABASE_PATH)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from bot.messages import text
from bot.ratings.rebuild import rebuild_ratings
from bot.store import Store, StoreError
from bot.store.postgres import is_postgres_url

EXIT_DIFFERENT = 1
EXIT_USAGE = 2
SHOWN_DIFFERENCES = 50


async def run(target: str, write: bool) -> int:
    store = await Store.open(target)
    try:
        report = await rebuild_ratings(store, write=write)
    finally:
        await store.close()
    print(text("cli.ratings.done", games=report.games, players=report.players))
    if report.added:
        print(text("cli.ratings.added", games=len(report.added)))
    if report.removed:
        print(text("cli.ratings.removed", games=len(report.removed)))
    for line in report.differences[:SHOWN_DIFFERENCES]:
        print(line)
    if len(report.differences) > SHOWN_DIFFERENCES:
        print(text("cli.ratings.more", count=len(report.differences) - SHOWN_DIFFERENCES))
    if report.same:
        print(text("cli.ratings.same"))
        return 0
    print(text("cli.ratings.different" if not write else "cli.ratings.fixed",
               count=len(report.differences)))
    return 0 if write else EXIT_DIFFERENT


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    flags = [a for a in args if a.startswith("--")]
    rest = [a for a in args if not a.startswith("--")]
    if len(flags) != 1 or flags[0] not in ("--rebuild", "--check") or len(rest) > 1:
        print(text("cli.ratings.usage"), file=sys.stderr)
        return EXIT_USAGE
    target = rest[0] if rest else (os.environ.get("DATABASE_URL")
                                   or os.environ.get("DATABASE_PATH") or "columbiz.sqlite3")
    if not is_postgres_url(target) and not Path(target).is_file():  # else: a new empty file
        print(text("cli.ratings.no_source", path=target), file=sys.stderr)
        return EXIT_USAGE
    try:
        return asyncio.run(run(target, write=flags[0] == "--rebuild"))
    except StoreError as failed:
        print(failed, file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
