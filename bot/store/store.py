"""Store: the game database, put together from its connection, queries and writes."""

from __future__ import annotations

from bot.store.writes import StoreWrites


class Store(StoreWrites):
    """The game database. Open with `await Store.open(path)`, finish with `await store.close()`."""
