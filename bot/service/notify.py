"""How each player is told it is their turn: "mention" (default), "dm" or "none", kept in the
store and remembered for a minute once read."""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.service.models import ServiceError
from bot.store import NOTIFY_MODES, Store

_CACHE_SIZE = 100_000  # players whose preference is kept in memory at most
# How long a preference read is trusted: a change made through another bot process (several
# share one database) is seen within this time; this process's own changes at once.
CACHE_SECONDS = 60.0


class NotifyPreferences:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        # Preferences read (user_id -> (mode, when read)), updated by `set` in this process.
        self.modes: dict[int, tuple[str, float]] = {}
        self._sets = 0  # `set` calls so far: a read that overlapped one is not kept

    async def set(self, user_id: int, mode: str) -> str:
        if mode not in NOTIFY_MODES:
            raise ServiceError("bad_notify", mode=mode, modes=NOTIFY_MODES)
        self._sets += 1
        try:
            await self.store.set_notify_mode(user_id, mode, self.clock())
        finally:
            self.modes.pop(user_id, None)  # whether the write went through or not
        self.modes[user_id] = (mode, self.clock())
        return mode

    async def get(self, user_id: int) -> str:
        """Read from the store, then from memory for CACHE_SECONDS."""
        known = self.modes.get(user_id)
        now = self.clock()
        if known is not None and now - known[1] < CACHE_SECONDS:
            return known[0]
        sets = self._sets
        mode = await self.store.notify_mode(user_id) or "mention"
        if sets == self._sets:  # no `set` ran meanwhile: what was read is current
            if len(self.modes) >= _CACHE_SIZE:
                self.modes.clear()
            self.modes[user_id] = (mode, now)
        return mode
