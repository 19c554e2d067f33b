"""A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder (as the
`postgres` user when run as root: PostgreSQL refuses to run as root), a free port on the
loopback, fsync off, started with pg_ctl and removed at the end.

`python tests/postgres_cluster.py` starts one and prints its URL (for trying things by hand);
the test suite starts its own (tests/conftest.py). Set TEST_POSTGRES_URL to use a server that
is already running instead (its user must be allowed to create databases)."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


class ClusterUnavailable(RuntimeError):
    """PostgreSQL could not be started here; the message says why and what to do."""


def _binaries() -> Path:
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                      key=lambda p: int(Path(p).parts[-3]))
    if versions:
        return Path(versions[-1]).parent
    raise ClusterUnavailable(
        "PostgreSQL's server programs (initdb, pg_ctl) were not found. Install them "
        "(Debian: apt-get install postgresql) or set TEST_POSTGRES_URL to a running server.")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """`durable=False` (the tests'): fsync and synchronous commit off, for speed. The benchmark
    asks for `durable=True`, the server's own defaults, to compare it fairly with SQLite's
    synchronous=FULL."""

    def __init__(self, *, durable: bool = False) -> None:
        self.durable = durable
        self.bin = _binaries()
        self.folder = Path(tempfile.mkdtemp(prefix="pgtest-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self.user = None  # run the server as this user (root cannot)
        if os.geteuid() == 0:
            try:
                self.user = pwd.getpwnam("postgres")
            except KeyError:
                raise ClusterUnavailable(
                    "running as root, but there is no `postgres` user to run the server as "
                    "(Debian's postgresql package creates it)") from None
            os.chown(self.folder, self.user.pw_uid, self.user.pw_gid)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise ClusterUnavailable(
                f"{' '.join(args[:1])} failed ({done.returncode}): {done.stderr.strip()}\n{tail}")

    def start(self) -> str:
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust",
                  "--no-sync", "-E", "UTF8", "--locale=C")
        self.start_server()
        return self.url

    def start_server(self) -> None:
        """Start the server (again, after `stop_server`)."""
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 "
                   f"-c unix_socket_directories={self.folder} -c max_connections=300")
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l",
                  str(self.folder / "server.log"), "-w", "-t", "60", "start")

    def stop_server(self) -> None:
        """Stop the server as an administrator's restart does (every connection is ended),
        keeping its data for `start_server`."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except ClusterUnavailable:
            pass
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


if __name__ == "__main__":
    cluster = Cluster()
    print(cluster.start())
    who = cluster.user.pw_name if cluster.user else "you"
    print(f"stop with: pg_ctl -D {cluster.data} stop  (as {who})")
