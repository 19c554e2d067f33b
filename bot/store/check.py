"""Can the bot use the database at DATABASE_PATH? Asked once at start-up, before connecting to
Discord, so that a wrong path, a read-only or damaged file, or one from a newer version is one
clear sentence instead of a traceback from inside the bot's set-up.

`check_database` is plain blocking code (file system and sqlite3): `python -m bot` runs it
before the event loop starts. It opens the database read-only and changes nothing in it; only a
missing folder is created, as the bot would create it anyway.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from bot.store import schema
from bot.store.errors import StoreError

SQLITE_HEADER = b"SQLite format 3\x00"
QUICK_CHECK_LINES = 3  # of SQLite's list of problems, the first few say enough
# Every `problem` check_database reports (each has a text cli.bad_database.<problem>).
PROBLEMS = ("is_folder", "folder_is_file", "folder_not_created", "folder_not_writable",
            "not_a_file", "read_only", "unreadable", "not_sqlite", "busy", "damaged", "too_new")


class DatabaseUnusable(StoreError):
    """The database at `path` cannot be used. `problem` names what is wrong (a message-catalog
    suffix, `cli.bad_database.<problem>`), `details` fill that message."""

    def __init__(self, path: str | Path, problem: str, **details: Any) -> None:
        self.path = str(path)
        self.problem = problem
        self.details = details
        super().__init__(f"{self.path}: {problem} {details}" if details else
                         f"{self.path}: {problem}")


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def check_database(path: str | Path) -> None:
    """Raise DatabaseUnusable if the bot could not open, write and migrate the database at
    `path`: a folder, a folder that cannot be created or written to (SQLite keeps its -wal and
    -shm files next to the database), a file that cannot be opened for writing, a file that is
    not SQLite, a damaged one (`PRAGMA quick_check`), or one whose schema is newer than this
    build. A file that does not exist yet, or is empty, is a new database: fine."""
    raw = str(path)
    if raw == ":memory:" or raw.startswith("file:"):
        return
    path = Path(os.path.abspath(raw))
    if path.is_dir():
        raise DatabaseUnusable(path, "is_folder")
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise DatabaseUnusable(path, "folder_is_file", folder=str(folder))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseUnusable(path, "folder_not_created", folder=str(folder),
                               reason=_reason(error)) from None
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        raise DatabaseUnusable(path, "folder_not_writable", folder=str(folder),
                               reason=_reason(error)) from None
    if not path.exists():
        return
    if not path.is_file():
        raise DatabaseUnusable(path, "not_a_file")
    try:
        # opened for writing for real: os.access says yes to root even where writing fails
        with open(path, "r+b") as file:
            header = file.read(len(SQLITE_HEADER))
    except PermissionError as error:
        raise DatabaseUnusable(path, "read_only", reason=_reason(error)) from None
    except OSError as error:
        raise DatabaseUnusable(path, "unreadable", reason=_reason(error)) from None
    if not header:
        return  # SQLite takes an empty file as a new database
    if header != SQLITE_HEADER:
        raise DatabaseUnusable(path, "not_sqlite")
    _inspect(path)


def _inspect(path: Path) -> None:
    """Integrity and schema version, on a read-only connection."""
    try:
        db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=10)
        try:
            problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
            version = db.execute("PRAGMA user_version").fetchone()[0]
        finally:
            db.close()
    except sqlite3.OperationalError as error:
        if "locked" in str(error) or "busy" in str(error):
            raise DatabaseUnusable(path, "busy", reason=str(error)) from None
        raise DatabaseUnusable(path, "damaged", detail=str(error)) from None
    except sqlite3.DatabaseError as error:  # "file is not a database", "... malformed"
        raise DatabaseUnusable(path, "damaged", detail=str(error)) from None
    if problems != ["ok"]:
        # one row may hold many lines, under a "*** in database main ***" heading
        lines = [line.strip() for row in problems for line in str(row).splitlines()
                 if line.strip() and not line.startswith("***")]
        detail = "; ".join(lines[:QUICK_CHECK_LINES])
        if len(lines) > QUICK_CHECK_LINES:
            detail += "; …"
        raise DatabaseUnusable(path, "damaged", detail=detail or "not ok")
    if version > schema.SCHEMA_VERSION:
        raise DatabaseUnusable(path, "too_new", found=version, known=schema.SCHEMA_VERSION)


def check_postgres(url: str) -> None:
    """Raise DatabaseUnusable (`path` the URL without its password) if the bot could not use the
    PostgreSQL database at `url`: no connection, or a schema newer than this build. An empty
    database is fine: the bot builds its tables at start-up."""
    import psycopg

    from bot.store import postgres_schema
    from bot.store.postgres import without_password

    shown = without_password(url)
    try:
        with psycopg.connect(url, connect_timeout=10) as conn:
            found = conn.execute("SELECT to_regclass('store_schema') IS NOT NULL").fetchone()[0]
            version = conn.execute("SELECT version FROM store_schema").fetchone()[0] if found \
                else 0
    except psycopg.Error as error:
        reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise DatabaseUnusable(shown, "unreachable", reason=reason) from None
    if version > postgres_schema.SCHEMA_VERSION:
        raise DatabaseUnusable(shown, "too_new", found=version,
                               known=postgres_schema.SCHEMA_VERSION)
