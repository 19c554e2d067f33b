"""Ctrl-C is the main thread's to take.

A terminal's Ctrl-C is one SIGINT to the process, and the kernel hands it to any thread that does
not block it. Python runs its handler in the main thread, but a main thread asleep in `input()`
wakes only for a signal delivered to it: one taken by a database or pool thread leaves the table
waiting for a line, deaf to the Ctrl-C. So every thread the bot starts blocks SIGINT (a new
thread inherits the mask of the thread that starts it), and so does every process it spawns
(see bot.render_pool), which leaves the main thread the one to take it.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


@contextlib.contextmanager
def blocked() -> Iterator[None]:
    """SIGINT blocked in this thread meanwhile, so that a thread or process started now starts
    with it blocked. A Ctrl-C in between is not lost: it waits, and is taken when this ends."""
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def block() -> None:
    """Block SIGINT in the calling thread for good (a thread pool's initializer)."""
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
