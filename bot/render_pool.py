"""Where pictures are drawn: a pool of worker threads, one per CPU, off the event loop.

Drawing is CPU work (Pillow releases the GIL for most of it), so more threads than CPUs only wait
for each other, and every thread keeps its own FreeType faces (render/fonts.py). asyncio's
default executor has up to 32 threads; this pool has as many as the machine has CPUs.
"""

from __future__ import annotations

import asyncio
import functools
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

WORKERS = os.cpu_count() or 1
POOL = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="render")


async def drawn(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """`fn(*args, **kwargs)` run in the render pool, awaited without blocking the loop."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(POOL, functools.partial(fn, *args, **kwargs))
