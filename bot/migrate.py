"""`python -m bot.migrate SQLITE_FILE POSTGRESQL_URL`: move every game from the SQLite file into
an empty PostgreSQL database, for a bot that grows past one process.

Every table is copied row for row in one PostgreSQL transaction (games keep their numbers, so
old buttons and `/columbiz history 12` still find them): games, seats, the move log, votes,
notify preferences, the outbox (posts still owed are delivered from PostgreSQL) and the
ratings. Then every game is audited on PostgreSQL (each move log replayed with the rules, the
dice checked against the game's seed, the records against the final state) and the row counts
compared. The SQLite
file is only read (after being brought to this build's schema, as the bot would), and must
exist. Stop the bot first, and start it again with DATABASE_URL set."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from bot.messages import text
from bot.store import GAME_COLUMNS, MOVE_COLUMNS, SEAT_COLUMNS, Store
from bot.store.check import DatabaseUnusable, check_database, check_postgres
from bot.store.errors import StoreError
from bot.store.postgres import is_postgres_url

EXIT_FAILED = 1
EXIT_USAGE = 2

# The tables copied, in an order that keeps every foreign key satisfied, with their columns.
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("games", GAME_COLUMNS),
    ("seats", ("game_id", *SEAT_COLUMNS)),
    ("moves", MOVE_COLUMNS),
    ("votes", ("game_id", "kind", "user_id", "created_at")),
    ("user_prefs", ("user_id", "notify", "updated_at")),
    ("outbox", ("id", "game_id", "channel_id", "kind", "key", "payload", "created_at", "due_at",
                "attempts", "claimed_by", "claimed_until", "sent_at", "message_id", "dropped")),
    ("rated_games", ("seq", "game_id", "guild_id", "kind", "channel_id", "players", "rated_at")),
    ("rating_changes", ("game_id", "user_id", "seq", "guild_id", "kind", "channel_id", "name",
                        "place", "players", "mu_before", "sigma_before", "mu_after",
                        "sigma_after", "shown_before", "shown_after", "rated_at")),
    ("player_ratings", ("guild_id", "kind", "user_id", "name", "mu", "sigma", "ordinal",
                        "games", "wins", "recent", "last_seq")),
)
# tables whose ids PostgreSQL numbers, with that column: go on after the copy
IDENTITIES = (("games", "id"), ("outbox", "id"), ("rated_games", "seq"))


class MigrationFailed(Exception):
    """The copy was refused or did not check out; the message says why (in the catalogue's
    words)."""


async def migrate(source_path: Any, target_url: str) -> dict[str, int]:
    """Copy every row from the SQLite file to the PostgreSQL database and check the copy;
    returns the number of rows per table. MigrationFailed if the target already holds games,
    or if the copy does not audit clean (the PostgreSQL transaction is then already
    committed: empty the database and run it again)."""
    source = await Store.open(source_path)
    try:
        target = await Store.open(target_url)
        try:
            if await target.game_ids():
                raise MigrationFailed(text("cli.migrate.not_empty", url=target.path))
            rows = {name: await source.connection.read(f"SELECT {', '.join(cols)} FROM {name} "
                                                       f"ORDER BY 1")
                    for name, cols in TABLES}

            def copy(db: Any) -> None:
                for name, cols in TABLES:
                    marks = ", ".join("?" for _ in cols)
                    db.executemany(f"INSERT INTO {name} ({', '.join(cols)}) VALUES ({marks})",
                                   [tuple(row) for row in rows[name]])
                for name, col in IDENTITIES:
                    db.execute(f"SELECT setval(pg_get_serial_sequence('{name}', '{col}'), "
                               f"COALESCE((SELECT MAX({col}) FROM {name}), 0) + 1, false)")

            await target.connection.transaction(copy)
            counts = {name: len(found) for name, found in rows.items()}
            await check(target, counts)
            return counts
        finally:
            await target.close()
    finally:
        await source.close()


async def check(target: Store, counts: dict[str, int]) -> None:
    """The copy holds as many rows as the source, and every game audits clean."""
    from bot.service import audit_all

    for name, _ in TABLES:
        counted = await target.connection.read(f"SELECT COUNT(*) FROM {name}")
        [(found,)] = [tuple(r) for r in counted]
        if found != counts[name]:
            raise MigrationFailed(text("cli.migrate.count", table=name, copied=found,
                                       expected=counts[name]))
    problems = await audit_all(target)
    if problems:
        game_id, found = next(iter(problems.items()))
        raise MigrationFailed(text("cli.migrate.audit", games=len(problems), game_id=game_id,
                                   problem=found[0]))


def problem(source: str, target_url: str) -> str | None:
    """Why the copy cannot start, in one message, or None. A source that does not exist is
    refused: opening it would make a new, empty database, and "0 games copied" would hide a
    mistyped path."""
    if not Path(source).is_file():
        return text("cli.migrate.no_source", path=source)
    try:
        check_database(source)
    except DatabaseUnusable as error:
        return text("cli.migrate.bad_source", path=error.path,
                    problem=text(f"cli.bad_database.{error.problem}", **error.details))
    try:
        check_postgres(target_url)
    except DatabaseUnusable as error:
        return text("cli.migrate.bad_target", url=error.path,
                    problem=text(f"cli.bad_postgres.{error.problem}", **error.details))
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or is_postgres_url(args[0]) or not is_postgres_url(args[1]):
        print(text("cli.migrate.usage"), file=sys.stderr)
        return EXIT_USAGE
    refused = problem(args[0], args[1])
    if refused is not None:
        print(refused, file=sys.stderr)
        return EXIT_USAGE
    try:
        counts = asyncio.run(migrate(args[0], args[1]))
    except (MigrationFailed, StoreError) as failed:
        print(failed, file=sys.stderr)
        return EXIT_FAILED
    print(text("cli.migrate.done", games=counts["games"], moves=counts["moves"],
               seats=counts["seats"], posts=counts["outbox"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
