"""What binding values costs the bot's CPU per statement on PostgreSQL: `python
benchmarks/postgres_binding.py`.

The store binds values on the client (psycopg's ClientCursor: one query string, so that the
opening BEGIN travels with a transaction's first statement and `? IS NULL` needs no declared
type). Measured here against binding on the server, unprepared and prepared (psycopg's
prepare_threshold), on a throwaway cluster (tests/postgres_cluster.py): a move-like UPDATE of
five values (one a 2 KB JSON text) and a one-row read of five columns. Printed: the machine, and
per way the CPU time of this thread per statement (best of three rounds of 3,000; the server's
CPU is not counted).
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import psycopg  # noqa: E402
from postgres_cluster import Cluster  # noqa: E402

ROUNDS, CALLS = 3, 3000
UPDATE = "UPDATE t SET b = %s, c = %s, d = %s WHERE id = %s AND a = %s"
READ = "SELECT id, a, b, c, d FROM t WHERE id = %s"
STATE = json.dumps({"board": [[i * j for i in range(12)] for j in range(12)], "dice": [1, 2, 3]})
WAYS = (
    ("bound on the client", None, psycopg.ClientCursor),
    ("bound on the server, not prepared", None, psycopg.Cursor),
    ("bound on the server, prepared", 0, psycopg.Cursor),
)


def cpu_per_call(fn) -> float:
    for _ in range(300):
        fn()
    best = float("inf")
    for _ in range(ROUNDS):
        started = time.thread_time()
        for _ in range(CALLS):
            fn()
        best = min(best, (time.thread_time() - started) / CALLS)
    return best


def main() -> None:
    print(f"{platform.platform()} | {os.cpu_count()} CPUs | Python {platform.python_version()} "
          f"| psycopg {psycopg.__version__} ({psycopg.pq.__impl__}, libpq {psycopg.pq.version()})")
    cluster = Cluster()
    try:
        url = cluster.start()
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE TABLE t (id int PRIMARY KEY, a text, b float, c bigint, d text)")
            conn.execute("INSERT INTO t SELECT i, 'x', 1.0, 5, '{}' FROM generate_series(1, 100) i")
        for name, threshold, cursor_class in WAYS:
            with psycopg.connect(url, autocommit=True, prepare_threshold=threshold) as conn:
                cursor = cursor_class(conn)
                update = cpu_per_call(lambda c=cursor: c.execute(UPDATE, (2.0, 7, STATE, 5, "x")))
                read = cpu_per_call(lambda c=cursor: c.execute(READ, (5,)).fetchall())
            print(f"{name:36} UPDATE {update * 1e6:6.1f} us, read {read * 1e6:6.1f} us of CPU")
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
