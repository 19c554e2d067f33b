"""Columbiz at the terminal (bot/terminal): the same words as on Discord (`roll`, `keep 555 33`,
`place 555 33`), each a move of moves.py through the service, the legal placements of the
frontend's list, and the board as text: the 6 × 6 grid (C1) with each piece as its seat's mark,
the dice, and each player's pieces and points."""

from __future__ import annotations

from typing import Any

from bot.games.columbiz import moves as cz
from bot.games.columbiz.frontend import ColumbizFrontend, picture_labels
from bot.games.columbiz.parsing import format_dice, parse_cells, parse_dice
from engine import columbiz
from engine.columbiz import MAX_ROLLS, can_place, cell_index
from engine.columbiz.cells import FACES, ROWS

EMPTY_CELL = "·"


class ColumbizTerminal:
    verbs = ("roll", "keep", "place")
    listed = ("place",)  # said alone, the verb lists its legal moves
    options: tuple = ()  # the rule options keep their defaults here

    def __init__(self, frontend: ColumbizFrontend | None = None) -> None:
        self.frontend = frontend or ColumbizFrontend()

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str) -> Any:
        if verb == "roll":  # C6
            return await cz.roll(service, channel, user)
        if verb == "keep":  # C6
            return await cz.keep(service, channel, user, parse_dice(argument))
        return await cz.place(service, channel, user, parse_cells(argument))  # C7

    def choices(self, game: Any, seat: int, verb: str, typed: str, locale: str,
                limit: int) -> list[tuple[str, str]]:
        """The legal placements (C7, C8) that fit `typed`, for the seat whose turn it is."""
        state = game.state
        if verb != "place" or state.over or not state.rolls or state.current != seat:
            return []
        return self.frontend.placement_choices(game, typed, locale, limit)

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
            kept = f" · {words['kept']} {format_dice(state.kept)}" if state.kept else ""
            lines.append(f"{roll}: {markup.bold(dice)}{kept}")
        elif not state.over:
            lines.append(words["to_roll"])
        if state.final_round and not state.over:
            lines.append(markup.bold(words["final_round"]))
        totals = columbiz.totals(state)
        for seat in range(state.players):
            info = next((s for s in game.seats if s.seat == seat), None)
            name = markup.bold(info.name if info else columbiz.COLOURS[seat])
            lines.append(
                f"{markup.mark(seat)} {name}  {words['left']} {state.supply[seat]}"
                f"  {words['lines']} {state.line_points[seat]}"
                f"  {words['captured']} {state.captured[seat]}"
                f"  {words['total']} {markup.bold(str(totals[seat]))}"
            )
        return "\n".join(lines)
