#!/usr/bin/env bash
# Runs the whole test suite on a fresh machine: makes .venv, installs the project with its test
# dependencies (and PostgreSQL's server, which half of the suite runs against, in a throwaway
# cluster of its own), lints with ruff, then runs pytest in one worker process per CPU (each with
# its own PostgreSQL cluster; TEST_WORKERS=N sets how many, 0 runs in this process). Extra
# arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ -z "${TEST_POSTGRES_URL:-}" ] && ! command -v pg_ctl >/dev/null 2>&1 \
        && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing PostgreSQL (Debian's postgresql package) for the tests..."
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
        echo "The tests need PostgreSQL's server programs (initdb, pg_ctl): install them" >&2
        echo "(Debian: sudo apt-get install postgresql), or set TEST_POSTGRES_URL to a server" >&2
        echo "whose user may create databases." >&2
        exit 1
    fi
fi
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
# installed again only when pyproject.toml changed (bot/run.sh keeps the same stamp); a fresh
# clone, as CI has, always installs
wanted="$(cksum < pyproject.toml) test"
if [ "$(cat .venv/installed 2>/dev/null || true)" != "$wanted" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[test]"
    echo "$wanted" > .venv/installed
fi
.venv/bin/ruff check engine render bot tests benchmarks
# worksteal: a worker that runs out of tests takes half of what another still has queued
.venv/bin/python -m pytest -n "${TEST_WORKERS:-auto}" --dist worksteal "$@"
