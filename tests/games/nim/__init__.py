"""Nim, the test game: one pile of stones, each player in turn takes 1 to 3, and whoever takes
the last stone wins. Its own package, as a game is: rules (rules.py), Discord (frontend.py),
the terminal (terminal.py), its picture (picture.py) and its texts (locales/)."""

from tests.games.nim.rules import NIM, NimRules

RULES = NIM


def make_frontend():
    from tests.games.nim.frontend import NimFrontend

    return NimFrontend()


def make_terminal():
    from tests.games.nim.terminal import NimTerminal

    return NimTerminal()


__all__ = ["NIM", "RULES", "NimRules", "make_frontend", "make_terminal"]
