"""SQLite's reads' connection reads the file through its own page cache, never by mapping it:
SQLite drops a connection's whole mapping whenever another connection has committed since its
last read (before nearly every read of a bot that is being played), so a mapped read paid for
mapping the file again and a page fault on every page it touched (benchmarks/store_move.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import Store

pytestmark = pytest.mark.sqlite_only


def mapped(path: Path) -> bool:
    """Whether this process maps the file at `path` (Linux's /proc)."""
    target = str(path.resolve())
    return any(line.rstrip().endswith(" " + target)
               for line in Path("/proc/self/maps").read_text().splitlines())


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs Linux's /proc")
async def test_reads_between_writes_never_map_the_database_file(db_path):
    store = await Store.open(db_path)
    backend = store.connection.backend
    try:
        for n in range(3):  # a write, then a read that finds the database changed
            await store.set_notify_mode(7, ("mention", "dm", "none")[n], 1.0 + n)
            # its pages copied into the file, as the automatic checkpoints do: read from there
            await backend._call(lambda db: db.execute("PRAGMA wal_checkpoint").fetchall())
            assert await store.notify_mode(7) == ("mention", "dm", "none")[n]
            assert (await store.game_ids()) == []
            assert not mapped(Path(db_path))
    finally:
        await store.close()
