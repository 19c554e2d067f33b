"""How long `bash bot/run.sh --local` takes to ask its first question:
`python benchmarks/first_question.py [--runs N]`.

Starts the real script of this checkout in a pseudo-terminal, as a person types it, `--runs`
times in a row on a throwaway game file, and prints for each start the seconds until the first
question ("Language?") is asked, the CPU time the bot's process had used by then and the CPU
time of the whole start with its picture workers (on a machine busy with other work the wall
time grows, the CPU time does not), and whether that start installed
the project (it does when pyproject.toml changed since the last install, or .venv is new:
bot/run.sh keeps a stamp in .venv/installed). Each start is left with Ctrl-D at that question,
and the machine's load average is printed last.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import tempfile
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parents[1]
STAMP = ROOT / ".venv" / "installed"
QUESTION = r"\(Enter: [^)]*\): "


def installed() -> str:
    return STAMP.read_text() if STAMP.exists() else ""


def cpu_of_children() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def own_cpu(pid: int) -> float | None:
    """The CPU seconds process `pid` has used so far (Linux's /proc), None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def first_question(database: Path) -> tuple[float, float | None, float, bool]:
    """Seconds from the command to its first question; the CPU seconds the bot's process had
    used by then, and those of the whole start with its picture workers (up to its end just
    after that question): the same on a busy machine as on an idle one; whether that start
    installed the project."""
    before = installed()
    cpu = cpu_of_children()
    env = {**os.environ, "LANG": "C.UTF-8", "NO_COLOR": "1", "TERM": "dumb"}
    start = time.perf_counter()
    child = pexpect.spawn("bash", [str(ROOT / "bot" / "run.sh"), "--local", "--database",
                                   str(database)], env=env, encoding="utf-8", timeout=600)
    child.expect(QUESTION)
    seconds = time.perf_counter() - start
    own = own_cpu(child.pid)  # bash has become the bot's python (exec): the same process
    child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    return seconds, own, cpu_of_children() - cpu, installed() != before


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"{platform.python_implementation()} {platform.python_version()}, "
          f"{platform.system()} {platform.release()}")
    with tempfile.TemporaryDirectory() as folder:
        for run in range(1, args.runs + 1):
            seconds, own, cpu, did_install = first_question(Path(folder) / "bench.sqlite3")
            what = "installed the project" if did_install else "nothing to install"
            mine = f"{own:.2f} s of CPU in the bot's process, " if own is not None else ""
            print(f"start {run}: first question after {seconds:.2f} s ({mine}{cpu:.2f} s of "
                  f"CPU with its workers; {what})")
    print(f"load average now: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
