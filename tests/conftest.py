"""Makes the project's packages importable when pytest runs from a plain clone.

`python -m pytest` puts the working directory on sys.path, the `pytest` script does not; this
puts the repository root first, so `import engine` finds the package, not a test directory.
"""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
TESTS = str(Path(__file__).resolve().parent)
if TESTS not in sys.path:
    sys.path.append(TESTS)

# The games only the tests play (tests/games/): registered like a real game before anything
# builds the registry (this file is read before every other conftest and test module), so every
# test that goes over the registered games covers them too.
TEST_GAMES = ("tests.games.nim",)

from bot.games import add_package  # noqa: E402

for _package in TEST_GAMES:
    add_package(_package)


# --- the two store backends -----------------------------------------------------------------
# Every test that takes `database` (through the service's and the Discord tests' fixtures) runs
# twice: on an SQLite file and on a PostgreSQL database of its own, in a throwaway cluster the
# session starts (tests/postgres_cluster.py). A test of one backend's own machinery is marked
# `sqlite_only`.

import itertools  # noqa: E402
import os  # noqa: E402

import pytest  # noqa: E402

BACKENDS = ("sqlite", "postgres")


def pytest_configure(config):
    config.addinivalue_line("markers", "sqlite_only: a test of the SQLite backend's own machinery")


def pytest_collection_modifyitems(config, items):
    """A `sqlite_only` test does not run on PostgreSQL."""
    kept, dropped = [], []
    for item in items:
        spec = getattr(item, "callspec", None)
        backend = spec.params.get("database") if spec else None
        if backend == "postgres" and item.get_closest_marker("sqlite_only"):
            dropped.append(item)
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


class PostgresDatabases:
    """A fresh database for each test, copied from a migrated template (fast: no migrations per
    test)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._names = itertools.count(1)
        self._template = None

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(sql)

    def fresh(self) -> str:
        import asyncio
        from concurrent.futures import ThreadPoolExecutor

        from bot.store import Store

        if self._template is None:
            self._admin("CREATE DATABASE store_template")
            template = self.url.rsplit("/", 1)[0] + "/store_template"

            async def migrate():
                await (await Store.open(template)).close()

            with ThreadPoolExecutor(1) as thread:  # a test's event loop may be running here
                thread.submit(asyncio.run, migrate()).result()
            self._template = "store_template"
        name = f"test_{os.getpid()}_{next(self._names)}"
        self._admin(f"CREATE DATABASE {name} TEMPLATE {self._template}")
        return self.url.rsplit("/", 1)[0] + "/" + name


@pytest.fixture(scope="session")
def postgres_databases():
    """The session's PostgreSQL server: TEST_POSTGRES_URL, or a throwaway cluster. If none can be
    started, every PostgreSQL test fails with the reason (never skipped)."""
    url = os.environ.get("TEST_POSTGRES_URL")
    cluster = None
    if not url:
        from postgres_cluster import Cluster

        cluster = Cluster()
        url = cluster.start()
    try:
        yield PostgresDatabases(url)
    finally:
        if cluster is not None:
            cluster.stop()


@pytest.fixture(params=BACKENDS)
def database(request, tmp_path):
    """Where a test's store lives: an SQLite file in tmp_path, or a PostgreSQL URL."""
    if request.param == "sqlite":
        return tmp_path / "data" / "games.db"
    return request.getfixturevalue("postgres_databases").fresh()
