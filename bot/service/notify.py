"""How each player is told it is their turn: "mention" (default), "dm" or "none", kept in the
store and remembered once read."""

from __future__ import annotations

import time
from collections.abc import Callable

from bot.service.models import ServiceError
from bot.store import NOTIFY_MODES, Store

_CACHE_SIZE = 100_000  # players whose preference is kept in memory at most


class NotifyPreferences:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock
        # Preferences read so far (user_id -> mode), updated by `set` in this process. A change
        # made by another process is seen only once this one restarts: acceptable for a
        # notify preference.
        self.modes: dict[int, str] = {}
        self._sets = 0  # `set` calls so far: a read that overlapped one is not kept

    async def set(self, user_id: int, mode: str) -> str:
        if mode not in NOTIFY_MODES:
            raise ServiceError("bad_notify", mode=mode, modes=NOTIFY_MODES)
        self._sets += 1
        try:
            await self.store.set_notify_mode(user_id, mode, self.clock())
        finally:
            self.modes.pop(user_id, None)  # whether the write went through or not
        self.modes[user_id] = mode
        return mode

    async def get(self, user_id: int) -> str:
        """Read from the store once, then from memory."""
        mode = self.modes.get(user_id)
        if mode is not None:
            return mode
        sets = self._sets
        mode = await self.store.notify_mode(user_id) or "mention"
        if sets == self._sets:  # no `set` ran meanwhile: what was read is current
            if len(self.modes) >= _CACHE_SIZE:
                self.modes.clear()
            self.modes[user_id] = mode
        return mode
