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

# --- where the tests' files go ----------------------------------------------------------------
# The SQLite store commits with synchronous=FULL: on a disk every commit waits for an fsync, and
# the tests commit thousands of times (a fresh store's migrations alone: ~0.1 s of waiting). In
# memory (tmpfs) the same commits cost no wait and test the same code; pytest's tmp_path goes
# there when the machine has one that is roomy and runs programs (some tests run scripts from
# tmp_path; a container's /dev/shm is often 64 MB and noexec). The PostgreSQL clusters stay on
# disk (their databases would fill the memory), and run with fsync off anyway.
_TMPFS = "/dev/shm"


def _roomy_tmpfs(path: str) -> bool:
    try:
        found = os.statvfs(path)
    except OSError:
        return False
    return (os.access(path, os.W_OK | os.X_OK) and not found.f_flag & os.ST_NOEXEC
            and found.f_bavail * found.f_frsize >= 2 * 1024**3)


if "PYTEST_DEBUG_TEMPROOT" not in os.environ and _roomy_tmpfs(_TMPFS):
    os.environ["PYTEST_DEBUG_TEMPROOT"] = _TMPFS

# --- the longest tests start first ----------------------------------------------------------
# With the tests shared among worker processes (tests/run.sh: pytest-xdist, work stealing), a
# long test started last keeps one worker busy after the others have finished: these start
# first, so the short ones fill in around them. (CPU seconds per test: benchmarks/suite_cpu.py.)
LONG_FIRST = (
    "tests/bot/service/test_processes_share_games.py",  # two bot processes, hundreds of games
    "tests/bot/discord/test_conformance.py",  # whole games in every language, both backends
    "tests/bot/discord/test_icetowers_computers.py",  # whole games against hard computers
    "tests/computer/",  # computers playing whole games against each other
    "tests/terminal/",  # the terminal: a real process per test
)


def _start_order(item) -> int:
    """The longest first, in LONG_FIRST's order; every other test after them."""
    return next((i for i, start in enumerate(LONG_FIRST) if item.nodeid.startswith(start)),
                len(LONG_FIRST))


def pytest_configure(config):
    config.addinivalue_line("markers", "sqlite_only: a test of the SQLite backend's own machinery")


def pytest_collection_modifyitems(config, items):
    """A `sqlite_only` test does not run on PostgreSQL; the longest tests come first."""
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
    items.sort(key=_start_order)  # stable: within each part, as collected


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
