"""The questions before a game at the terminal, each a numbered list with a default (Enter):
the language (first, so the rest is asked in it), the game, how many players, who plays each
seat after the first (a person at this keyboard, or a computer and its level), and the game's
own options that its terminal part asks for (IceTowers: pieces per size, the mode)."""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass, field
from typing import Any

from bot.games import get_rules
from bot.messages import DEFAULT_LOCALE, LANGUAGE_NAMES, LANGUAGES, language_of, text
from bot.service.computers import levels
from bot.terminal.console import QUIT, Console

PERSON = "person"


@dataclass(frozen=True)
class Table:
    kind: str
    language: str
    players: tuple[str, ...]  # per seat: PERSON or a computer level; seat 1 is always a person
    options: dict[str, Any] = field(default_factory=dict)

    def names(self) -> dict[int, str]:
        """The people's names by seat: the login name for seat 1, "Player n" for the others."""
        names = {}
        for seat, who in enumerate(self.players):
            if who == PERSON:
                names[seat] = (login_name() if seat == 0
                               else text("terminal.player", self.language, n=seat + 1))
        return names


def login_name() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no login name to be found (a container): the player's seat is theirs
        return text("terminal.player", DEFAULT_LOCALE, n=1)


def guess_language() -> str:
    """The terminal's own language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), if it is ours."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        code = value.split(":")[0].split(".")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return language_of(code)
    return DEFAULT_LOCALE


def choose(console: Console, say: Any, question: str, answers: list[tuple[Any, str]],
           default: Any, locale: str) -> Any:
    """One question: its answers numbered; a number, an answer's text or value, or a word
    found in one answer only picks it, Enter the default. Where the answers are numbers
    themselves (how many players), they are shown as they are, unnumbered, and a number means
    that answer. None when the player leaves (`quit`, `exit`, the end of input)."""
    say(question)
    counts = all(isinstance(value, int) and shown == str(value) for value, shown in answers)
    if counts:  # "2 * 3 4": a number typed is that number, never an answer's position
        console.say("  " + "   ".join(shown + (" *" if value == default else "")
                                       for value, shown in answers))
        numbers = [value for value, _ in answers]
        lowest, highest = min(numbers), max(numbers)
    else:
        for number, (value, shown) in enumerate(answers, start=1):
            mark = " *" if value == default else ""
            console.say(f"  {number}. {shown}{mark}")
        lowest, highest = 1, len(answers)
    shown_default = next(shown for value, shown in answers if value == default)
    while True:
        typed = console.ask(text("terminal.ask", locale, default=shown_default) + " ")
        if typed is None or typed.strip().lower().lstrip("/") in QUIT:
            return None
        typed = typed.strip().lower()
        if not typed:
            return default
        for number, (value, shown) in enumerate(answers, start=1):
            position = () if counts else (str(number),)
            if typed in (*position, str(value).lower(), shown.lower()):
                return value
        # a word of one answer only ("person", "hard") picks it too
        found = [value for value, shown in answers if typed in shown.lower()]
        if len(typed) >= 3 and len(found) == 1:
            return found[0]
        say(text("terminal.ask.again", locale, min=lowest, max=highest))


def ask_table(console: Console, say: Any, terminals: dict[str, Any]
              ) -> tuple[Table | None, str]:
    """Every question, in order: the table (None if the player left before the end) and the
    language it was asked in."""
    locale = guess_language()
    language = choose(console, say, text("terminal.ask.language", locale),
                      [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES], locale, locale)
    if language is None:
        return None, locale
    return ask_game(console, say, terminals, language), language


def ask_game(console: Console, say: Any, terminals: dict[str, Any], language: str
             ) -> Table | None:
    """The questions after the language; None if the player left before the end."""
    kinds = list(terminals)
    kind = choose(console, say, text("terminal.ask.game", language),
                  [(k, text(terminals[k].frontend.name_id, language)) for k in kinds],
                  kinds[0], language)
    if kind is None:
        return None
    rules = get_rules(kind)
    count = choose(console, say, text("terminal.ask.seats", language, min=rules.min_players,
                                      max=rules.max_players),
                   [(n, str(n)) for n in range(rules.min_players, rules.max_players + 1)],
                   rules.min_players, language)
    if count is None:
        return None
    players = [PERSON]
    offered = levels(rules)
    for seat in range(2, count + 1):
        answers = [(level, text(f"computer.seat.{level}", language)) for level in offered]
        answers.append((PERSON, text("terminal.person", language)))
        who = choose(console, say, text("terminal.ask.seat", language, n=seat), answers,
                     "normal" if "normal" in offered else PERSON, language)
        if who is None:
            return None
        players.append(who)
    options = {}
    for option, question, values, default in terminals[kind].options:
        answers = [(value, text(shown, language) if shown else str(value))
                   for value, shown in values]
        picked = choose(console, say, text(question, language), answers, default, language)
        if picked is None:
            return None
        options[option] = picked
    return Table(kind, language, tuple(players), options)
