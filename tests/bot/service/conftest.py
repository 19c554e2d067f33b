"""Fixtures for the service tests: a real database (an SQLite file in tmp_path, and a PostgreSQL
database of the test's own), a service over it, a clock."""

from __future__ import annotations

import itertools

import pytest

from bot.service import GameService
from bot.store import Store


class FakeClock:
    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def counting_seeds():
    """Distinct, reproducible seeds (tests that do not care use the real os.urandom)."""
    counter = itertools.count(1)
    return lambda n: next(counter).to_bytes(n, "big")


@pytest.fixture
def db_path(database):
    """The store's file, or its PostgreSQL URL (each test runs on both backends)."""
    return database


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
async def store(db_path):
    store = await Store.open(db_path)
    yield store
    await store.close()


@pytest.fixture
async def service(store, clock):
    return GameService(store, clock=clock)
