#!/usr/bin/env bash
# Starts the bot on a fresh machine: makes .venv, installs the project, then runs `python -m bot`
# with the settings of .env (the embedded SQLite store by default). `--local` plays a game in this
# terminal instead, without Discord or a token (bot/terminal).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
exec .venv/bin/python -m bot "$@"
