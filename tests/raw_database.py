"""A test's own look at the database, past the store: rows read and statements written straight
into the SQLite file or the PostgreSQL database, in SQLite's dialect (`?` placeholders)."""

from __future__ import annotations


def raw_rows(database, sql, params=()):
    """Rows read straight from the database, past the store (SQLite's dialect: `?`)."""
    if str(database).startswith("postgresql://"):
        import psycopg

        from bot.store.postgres import translate

        with psycopg.connect(str(database)) as conn:
            return [tuple(r) for r in psycopg.ClientCursor(conn).execute(translate(sql),
                                                                           params).fetchall()]
    import sqlite3

    with sqlite3.connect(database) as conn:
        return [tuple(r) for r in conn.execute(sql, params).fetchall()]


def raw_write(database, sql, params=()):
    """One statement written straight into the database, past the store."""
    if str(database).startswith("postgresql://"):
        import psycopg

        from bot.store.postgres import translate

        with psycopg.connect(str(database), autocommit=True) as conn:
            psycopg.ClientCursor(conn).execute(translate(sql), params)
        return
    import sqlite3

    with sqlite3.connect(database) as conn:
        conn.execute(sql, params)
