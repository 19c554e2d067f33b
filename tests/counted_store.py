"""Counting the store's calls to its backend in a test: each is a hop to the store's thread and
back, so how many a move makes is behaviour (a budget), not an implementation detail."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any


class CountedStore:
    """Counts the calls to a store's backend (reads, write transactions, written statement
    lists, lone statements written) made inside `counting()`."""

    def __init__(self, backend: Any) -> None:
        self.calls: Counter[str] | None = None
        for name in ("read", "transaction", "write", "write_one"):
            real = getattr(backend, name)

            def counted(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
                if self.calls is not None:
                    self.calls[_name] += 1
                return _real(*args, **kwargs)

            setattr(backend, name, counted)

    @asynccontextmanager
    async def counting(self) -> AsyncIterator[Counter[str]]:
        self.calls = Counter()
        try:
            yield self.calls
        finally:
            self.calls = None
