#!/usr/bin/env bash
# Runs the whole test suite on a fresh machine: makes .venv, installs the project with its test
# dependencies, lints with ruff, then runs pytest. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[test]"
.venv/bin/ruff check engine render bot tests benchmarks
.venv/bin/python -m pytest "$@"
