"""Columbiz at the terminal (bot/terminal): the same words as on Discord (`roll`, `keep 555 33`,
`place 555 33`), each a move of moves.py through the service, the legal placements of the
frontend's list, and the board as text: the 6 × 6 grid (C1) with each piece as its seat's mark,
the dice, and each player's pieces and points."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from bot.games.columbiz import moves as cz
from bot.games.columbiz.frontend import ColumbizFrontend, picture_labels
from bot.games.columbiz.parsing import format_dice, parse_cells, parse_dice
from bot.messages import text
from bot.terminal.game import TerminalGame
from engine import columbiz
from engine.columbiz import MAX_ROLLS, can_place, cell_index
from engine.columbiz.cells import CELL_NAMES, FACES, ROWS, parse_cell

EMPTY_CELL = "·"
TOKEN = re.compile(r"[^\s,;+/|]+")  # a cell between separators, as parse_cells reads them


def completed(prefix: str, word: str | None, rest: list[str]) -> Iterator[str]:
    """What is typed (`prefix`: the cells named so far) followed by the rest of a placement;
    where a cell is half typed (`word`), once for each cell of the rest it may be, that cell
    first (as typed when it names it: `5x3` stays `5x3`)."""
    if word is None:
        yield prefix + " ".join(rest)
        return
    exact = parse_cell(word)
    for cell in rest:
        if exact is not None and CELL_NAMES[exact] == cell:
            first = word
        elif cell.startswith(word):
            first = cell
        else:
            continue
        yield prefix + " ".join([first, *(c for c in rest if c != cell)])


class ColumbizTerminal(TerminalGame):
    verbs = ("roll", "keep", "place")
    listed = ("place",)  # said alone, the verb lists its legal moves
    options: tuple = ()  # the rule options keep their defaults here

    def __init__(self, frontend: ColumbizFrontend | None = None) -> None:
        super().__init__(frontend or ColumbizFrontend())

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str) -> Any:
        if verb == "roll":  # C6
            return await cz.roll(service, channel, user)
        if verb == "keep":  # C6
            return await cz.keep(service, channel, user, parse_dice(argument))
        # C7; said alone (it lists the placements: there were none) the rules say why not
        cells = parse_cells(argument) if argument.strip() else ()
        return await cz.place(service, channel, user, cells)

    def game_verbs(self, game: Any) -> tuple[str, ...]:
        return self.verbs

    def choices(self, game: Any, seat: int, verb: str, typed: str, locale: str,
                limit: int) -> list[tuple[str, str]]:
        """The legal placements (C7, C8) for the seat whose turn it is, best first, each as
        what is typed followed by the cells still to name (Tab keeps what was typed): after
        `333` the placements with `333`, after `33` those with a cell starting so."""
        state = game.state
        if verb != "place" or state.over or not state.rolls or state.current != seat:
            return []
        typed = typed or ""
        tokens = list(TOKEN.finditer(typed))
        partial = tokens.pop() if tokens and tokens[-1].end() == len(typed) else None
        named = []
        for token in tokens:
            cell = parse_cell(token.group())
            if cell is None or CELL_NAMES[cell] in named:
                return []
            named.append(CELL_NAMES[cell])
        prefix = typed[:partial.start()] if partial else typed
        choices: list[tuple[str, str]] = []
        seen: set[str] = set()
        for placement in self.frontend.placements(game):
            if not set(named) <= set(placement.cells):
                continue
            rest = [c for c in placement.cells if c not in named]
            for value in completed(prefix, partial.group() if partial else None, rest):
                if value not in seen:
                    seen.add(value)
                    choices.append((self.describe(placement, locale), value))
                if len(choices) >= limit:
                    return choices
        return choices

    @staticmethod
    def describe(placement: Any, locale: str) -> str:
        """What a placement does, in words: its captures (C10) and line points (C11)."""
        return text("terminal.columbiz.place.choice", locale, captures=len(placement.captures),
                    line_points=placement.line_points)

    def open_verbs(self, game: Any, seat: int) -> list[str]:
        """What the seat may do now: roll until the third roll (C6), keep between rolls, place
        once the dice allow it (C7)."""
        state = game.state
        if state.over or state.current != seat:
            return []
        if not state.rolls:
            return ["roll"]
        verbs = ["keep", "roll"] if state.rolls < MAX_ROLLS else []
        if can_place(state):
            verbs.append("place")
        return verbs

    def board(self, game: Any, locale: str, markup: Any) -> str:
        state = game.state
        words = picture_labels(locale)
        lines = ["     " + "  ".join(markup.bold(str(face)) for face in FACES)]
        for row in reversed(ROWS):  # C1: row 1 at the bottom
            cells = []
            for face in FACES:
                owner = state.owner(cell_index(face, row))
                cells.append(EMPTY_CELL if owner is None else markup.mark(owner))
            lines.append(f"  {markup.bold(str(row))}  " + "  ".join(cells))
        lines.append("")
        if state.rolls:
            roll = words["roll"].format(n=state.rolls)
            dice = format_dice(state.dice)
            kept = (f" · {text('terminal.columbiz.board.kept', locale)} {format_dice(state.kept)}"
                    if state.kept else "")
            lines.append(f"{roll}: {markup.bold(dice)}{kept}")
        elif not state.over:
            lines.append(words["to_roll"])
        if state.final_round and not state.over:
            lines.append(markup.bold(words["final_round"]))
        totals = columbiz.totals(state)
        said = {w: text(f"terminal.columbiz.board.{w}", locale)
                for w in ("left", "lines", "captured", "total")}
        for seat in range(state.players):
            info = next((s for s in game.seats if s.seat == seat), None)
            name = markup.bold(info.name if info else columbiz.COLOURS[seat])
            lines.append(
                f"{markup.mark(seat)} {name}  {said['left']} {state.supply[seat]}"
                f"  {said['lines']} {state.line_points[seat]}"
                f"  {said['captured']} {state.captured[seat]}"
                f"  {said['total']} {markup.bold(str(totals[seat]))}"
            )
        return "\n".join(lines)
