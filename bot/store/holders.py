"""Who holds a claim (an outbox entry being delivered, a piece of background work), and whether
that holder is known to be dead, so that its claims are taken over at once instead of when
their lease runs out.

A holder is one open store (one per bot process), named

    host:pid:start:key

`start` tells this process from a later one that reuses its pid (the boot and the start time
the kernel gives the process, on Linux; "-" elsewhere), and `key` is drawn at random when the
store opens. Whether a holder is dead is the backend's business:

- SQLite (one machine): a holder on this host whose process (pid with the same start) no longer
  runs is dead. One on another host, or where start times are not known, is never known dead:
  its claims wait for their lease.
- PostgreSQL: every store keeps a session of its own that holds an advisory lock on its key
  (`HOLDER_LOCK`, `key`); a holder whose lock is not held is dead, as the server ends a session
  whose process died. For a little while after the server itself started (`PRESENCE_GRACE`)
  nobody is judged dead: the living have to reconnect first.

A name written by an older version (host:pid:random) is never known dead: it waits for its
lease, as before.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

HOST = socket.gethostname()
HOLDER_LOCK = 0x436F6C75  # the advisory locks' first key: "Colu"; the second is a holder's key
PRESENCE_GRACE = 15.0  # seconds after a PostgreSQL start during which nobody is judged dead


def new_key() -> int:
    """A holder's key: a non-negative 32-bit integer (PostgreSQL's advisory lock keys are int4,
    and pg_locks shows them unsigned)."""
    return secrets.randbelow(2**31)


def holder_name(key: int) -> str:
    """This process's name as holder `key`."""
    return f"{HOST}:{os.getpid()}:{process_start(os.getpid()) or '-'}:{key:08x}"


@dataclass(frozen=True)
class Holder:
    host: str
    pid: int
    start: str | None  # None: not known
    key: int


def parse(name: str) -> Holder | None:
    """The parts of a holder's name (None: not one of ours, e.g. written by an older version)."""
    parts = name.rsplit(":", 3)
    if len(parts) != 4:
        return None
    host, pid, start, key = parts
    try:
        return Holder(host, int(pid), None if start == "-" else start, int(key, 16))
    except ValueError:
        return None


def process_start(pid: int) -> str | None:
    """Which process `pid` is: this boot and its start time in clock ticks since the boot
    (None: no such process, or not Linux)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        boot = _boot_id()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()  # after the name, which may hold spaces
    if fields[0] == "Z":  # ended, not yet reaped by its parent
        return None
    return f"{boot}.{fields[19]}"


def _boot_id() -> str:
    return Path("/proc/sys/kernel/random/boot_id").read_text().strip()[:8]


def dead_on_this_machine(names: Iterable[str]) -> set[str]:
    """Those of `names` that held claims from a process of this machine that no longer runs."""
    dead = set()
    for name in names:
        holder = parse(name)
        if holder is None or holder.host != HOST or holder.start is None:
            continue  # not known here: its lease decides
        if process_start(holder.pid) != holder.start:
            dead.add(name)
    return dead
