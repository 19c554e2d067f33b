#!/usr/bin/env bash
# Starts the bot on a fresh machine: makes .venv, installs the project, then runs `python -m bot`
# with the settings of .env (the embedded SQLite store by default). `--local` plays a game in this
# terminal instead, without Discord or a token (bot/terminal).
#
# The project is installed again only when pyproject.toml changed since the last install (its
# checksum is kept in .venv/installed): the code itself is installed editable, so a start with
# nothing new goes straight to the bot.
set -euo pipefail
# Paths on the command line (`--local --database mygame.sqlite3`) are from where the command was
# typed; the bot runs in the checkout, where .env is.
export COLUMBIZ_CALLER_DIR="$PWD"
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
wanted="$(cksum < pyproject.toml)"
installed="$(cat .venv/installed 2>/dev/null || true)"
# tests/run.sh installs the same with the test tools too ("<checksum> test"): enough here
if [ "${installed% test}" != "$wanted" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
    echo "$wanted" > .venv/installed
fi
exec .venv/bin/python -m bot "$@"
