"""The test suite's CPU, per test file: `python benchmarks/suite_cpu.py [pytest arguments]`.

The machine is shared, so wall-clock durations say more about the neighbours than about the
tests. This runs pytest (through tests/run.sh's own interpreter and options, with any arguments
given, e.g. `tests/bot/discord -n 0`) with a plugin that charges each test the CPU seconds it
cost: the pytest process itself, every process it started (render workers, terminals, reaped or
still running) and the PostgreSQL clusters the session started (the server and its backends).
It prints the CPU seconds per test file, the slowest tests, each worker's overhead outside the
tests (start-up, collection, cluster start), and the projected wall time of the run on N idle
cores: the total CPU over N, and the longest single test, which no split can go under.

`--cores N` (default: this machine's) sets the cores of the projection; `--top N` the rows.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TICK = os.sysconf("SC_CLK_TCK")


# --- the plugin, loaded into pytest (and each xdist worker) with -p suite_cpu ----------------

def _stat(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds of the process and its reaped children) from /proc."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    # after the name: state ppid ... utime(11) stime(12) cutime(13) cstime(14)
    return int(fields[1]), sum(int(x) for x in fields[11:15]) / TICK


def _processes() -> dict[int, tuple[int, float]]:
    found = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            stat = _stat(int(name))
            if stat is not None:
                found[int(name)] = stat
    return found


def _tree_cpu(roots: set[int], processes: dict[int, tuple[int, float]]) -> float:
    """CPU of the live processes under `roots` (not the roots), each with its reaped children."""
    children = defaultdict(list)
    for pid, (ppid, _) in processes.items():
        children[ppid].append(pid)
    total, todo = 0.0, [c for r in roots for c in children[r]]
    while todo:
        pid = todo.pop()
        total += processes[pid][1]
        todo.extend(children[pid])
    return total


_postmasters: set[Path] = set()  # the data folders of the running clusters this process started
_retired = 0.0  # the CPU of the clusters it has stopped, counted as they stopped


def _cluster_cpu(data: Path, processes: dict[int, tuple[int, float]]) -> tuple[int | None, float]:
    """The postmaster's pid and the CPU of the cluster in `data` (its server, its backends
    reaped or running), or (None, 0) when it is not running."""
    try:
        pid = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None, 0.0
    if pid not in processes:
        return None, 0.0
    return pid, processes[pid][1] + _tree_cpu({pid}, processes)


def _watch_clusters() -> None:
    try:
        import postgres_cluster
    except ImportError:
        return
    cluster = postgres_cluster.Cluster
    if getattr(cluster, "_suite_cpu", False):
        return
    cluster._suite_cpu = True
    start, stop_server, stop = cluster.start_server, cluster.stop_server, cluster.stop

    def started(self):
        start(self)
        _postmasters.add(self.data)

    def stopping(real):
        def wrapper(self, *args, **kwargs):
            global _retired
            if self.data in _postmasters:  # what it used would go with it: keep it
                _retired += _cluster_cpu(self.data, _processes())[1]
                _postmasters.discard(self.data)
            return real(self, *args, **kwargs)
        return wrapper

    cluster.start_server = started
    cluster.stop_server = stopping(stop_server)
    cluster.stop = stopping(stop)


def cpu_now() -> float:
    """CPU seconds so far of this process, all it started, and its PostgreSQL clusters."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    reaped = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = own.ru_utime + own.ru_stime + reaped.ru_utime + reaped.ru_stime
    processes = _processes()
    total += _retired + _tree_cpu({os.getpid()}, processes)
    for data in _postmasters:
        total += _cluster_cpu(data, processes)[1]
    return total


class _Recorder:
    """One line per test, written as it ends (a run stopped half-way still tells), in a file of
    this process's own; the process's total CPU at the end."""

    def __init__(self, out: Path) -> None:
        self.worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.file = open(out / f"{self.worker}.jsonl", "a", buffering=1)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        _watch_clusters()
        cpu, wall = cpu_now(), time.monotonic()
        yield
        self.file.write(json.dumps({"test": item.nodeid, "cpu": cpu_now() - cpu,
                                    "wall": time.monotonic() - wall}) + "\n")

    @pytest.hookimpl(trylast=True)
    def pytest_unconfigure(self, config):
        self.file.write(json.dumps({"total": cpu_now()}) + "\n")
        self.file.close()


def pytest_configure(config):
    out = os.environ.get("SUITE_CPU_OUT")
    xdist_controller = (not os.environ.get("PYTEST_XDIST_WORKER")
                        and getattr(config.option, "numprocesses", None))
    if out and not xdist_controller:  # the controller runs no test
        config.pluginmanager.register(_Recorder(Path(out)), "suite_cpu_recorder")


# --- the runner -------------------------------------------------------------------------------

def read(out: Path) -> tuple[list[dict], list[float]]:
    """The tests' lines and each process's total CPU (a process stopped early has none)."""
    tests, totals = [], []
    for path in sorted(out.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            if "total" in row:
                totals.append(row["total"])
            else:
                tests.append(row)
    return tests, totals


def report(tests: list[dict], totals: list[float], cores: int, top: int) -> None:
    per_file = defaultdict(lambda: [0.0, 0, 0.0])
    for t in tests:
        row = per_file[t["test"].split("::")[0]]
        row[0] += t["cpu"]
        row[1] += 1
        row[2] += t["wall"]
    in_tests = sum(t["cpu"] for t in tests)
    print(f"\nCPU seconds per test file (top {top} of {len(per_file)}; wall on this machine):")
    for name, (cpu, count, wall) in sorted(per_file.items(), key=lambda kv: -kv[1][0])[:top]:
        print(f"  {cpu:8.1f}  {count:4d} tests  {wall:8.1f} wall  {name}")
    print(f"\nslowest tests, CPU seconds (top {top}; wall on this machine):")
    for t in sorted(tests, key=lambda t: -t["cpu"])[:top]:
        print(f"  {t['cpu']:8.1f}  {t['wall']:8.1f} wall  {t['test']}")
    longest = max(t["cpu"] for t in tests)
    overhead = sum(totals) - in_tests if totals else 0.0
    total = in_tests + overhead
    print(f"\n{len(tests)} tests: CPU in tests {in_tests:.0f} s; outside them (start-up, "
          f"collection, clusters) {overhead:.0f} s over {len(totals)} process(es); "
          f"total {total:.0f} s")
    print(f"projected wall on {cores} idle cores: {total / cores:.0f} s "
          f"(total CPU / {cores}); no less than the longest test, {longest:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cores", type=int, default=os.cpu_count())
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--out", type=Path, help="keep the per-test lines in this folder "
                        "(default: a temporary one)")
    parser.add_argument("--report", type=Path, help="only report the lines kept in this folder")
    args, pytest_args = parser.parse_known_args()
    print(f"machine: {platform.platform()}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}; Python {platform.python_version()}")
    if args.report:
        tests, totals = read(args.report)
        if tests:
            report(tests, totals, args.cores, args.top)
        return 0 if tests else 1
    python = ROOT / ".venv" / "bin" / "python"
    with tempfile.TemporaryDirectory(prefix="suite-cpu-") as temporary:
        out = args.out or Path(temporary)
        out.mkdir(parents=True, exist_ok=True)
        # the plugin is this file, importable from a folder of its own (not benchmarks/, whose
        # bot.py would stand for the bot package)
        plugin = Path(temporary) / "plugin"
        plugin.mkdir()
        shutil.copy(__file__, plugin / "suite_cpu.py")
        env = dict(os.environ, SUITE_CPU_OUT=str(out),
                   PYTHONPATH=os.pathsep.join(filter(None, [str(plugin),
                                                            os.environ.get("PYTHONPATH")])))
        started = time.monotonic()
        done = subprocess.run([str(python if python.exists() else sys.executable), "-m",
                               "pytest", "-p", "suite_cpu", *pytest_args], cwd=ROOT, env=env)
        wall = time.monotonic() - started
        tests, totals = read(out)
    print(f"\npytest {' '.join(pytest_args)}: exit {done.returncode}, {wall:.0f} s wall on this "
          f"machine (load average now {os.getloadavg()[0]:.1f})")
    if not tests:
        print("no test ran")
        return done.returncode or 1
    report(tests, totals, args.cores, args.top)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
