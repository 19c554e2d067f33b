"""What stops a start before anything runs, in the words the starter reads: a setting or a
database the bot cannot use (exit status EXIT_CONFIG). Shared by `python -m bot` and the
terminal table (`--local`)."""

from __future__ import annotations

from bot.messages import text

EXIT_CONFIG = 2


def database_problem(path) -> str | None:
    """What is wrong with the database at `path`, in one message, or None if it is usable."""
    from bot.store.check import DatabaseUnusable, check_database

    try:
        check_database(path)
    except DatabaseUnusable as error:
        problem = text(f"cli.bad_database.{error.problem}", **error.details)
        return text("cli.bad_database", path=error.path, problem=problem)
    return None


def postgres_problem(url: str) -> str | None:
    """What is wrong with the PostgreSQL database at `url`, in one message, or None."""
    from bot.store.check import DatabaseUnusable, check_postgres

    try:
        check_postgres(url)
    except DatabaseUnusable as error:
        problem = text(f"cli.bad_postgres.{error.problem}", **error.details)
        return text("cli.bad_postgres", url=error.path, problem=problem)
    return None
