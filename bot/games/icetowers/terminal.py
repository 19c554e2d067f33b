"""IceTowers at the terminal (bot/terminal): the same words as on Discord (`cap T7 T3`,
`mine T5 2 T8`, `split T4 2`, `done`, `pass`), each a move of moves.py through the service, the
legal moves of the frontend's list, and the board as text: every tower by its number (I3) with
its pieces from the bottom up, each as its player's mark and size, and who controls it (I2)."""

from __future__ import annotations

from typing import Any

from bot.games.icetowers import moves as it
from bot.games.icetowers.frontend import (
    MOVE_KINDS,
    IceTowersFrontend,
    parse_move,
    picture_labels,
)
from bot.messages import text
from bot.terminal.game import TerminalGame
from bot.transformers import BadInput
from engine import icetowers
from engine.icetowers import MAX_STASH, MODES, legal_moves

# A move of each kind as typed here, for the refusal of one typed wrongly (I5-I7).
EXAMPLES = {"cap": "T7 T3", "mine": "T5 2 T8", "split": "T4 2"}
MANY = 10_000  # every legal move of a kind: the typed start narrows them here


class IceTowersTerminal(TerminalGame):
    verbs = ("cap", "mine", "split", "done", "pass")
    listed = ("cap", "mine", "split")  # said alone, the verb lists its legal moves
    # The questions before a game: (option, question id, ((value, answer id), ...), default).
    # Fewer pieces make a shorter game (I1); the mode is I12's.
    options = (
        ("stash", "icetowers.cmd.new.stash",
         tuple((n, None) for n in range(1, MAX_STASH + 1)), MAX_STASH),
        ("mode", "icetowers.cmd.new.mode",
         tuple((mode, f"icetowers.cmd.new.mode.{mode}") for mode in MODES), "realtime"),
    )

    def __init__(self, frontend: IceTowersFrontend | None = None) -> None:
        super().__init__(frontend or IceTowersFrontend())

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str) -> Any:
        if verb == "done":  # I10
            return await it.done(service, channel, user)
        if verb == "pass":  # I12
            return await it.pass_turn(service, channel, user)
        if not argument.strip():  # said alone, it lists the moves: here there were none
            raise BadInput("terminal.icetowers.none", move=verb)
        try:
            towers = parse_move(verb, argument)
        except BadInput:  # the example is of this kind of move, typed as here
            raise BadInput("terminal.icetowers.how", move=verb,
                           example=f"{verb} {EXAMPLES[verb]}") from None
        return await getattr(it, verb)(service, channel, user, *towers)  # I5-I7

    def game_verbs(self, game: Any) -> tuple[str, ...]:
        """The moves, then `done` in realtime (I10) or `pass` in turns mode (I12): each mode
        refuses the other's word."""
        last = "pass" if game.state.options.turns else "done"
        return (*MOVE_KINDS, last)

    def choices(self, game: Any, seat: int, verb: str, typed: str, locale: str,
                limit: int) -> list[tuple[str, str]]:
        """The seat's legal moves of this kind (I5-I7), best first: those that start with what
        is typed ("T1" lists T1 and T12 alike, and Tab keeps it), else, where it is typed
        otherwise ("1 3"), those whose towers it names."""
        if verb not in MOVE_KINDS:
            return []
        moves = self.frontend.move_choices(game, seat, verb, "", locale, MANY)
        typed = (typed or "").lower()
        starting = [(shown, value) for shown, value in moves if value.lower().startswith(typed)]
        if starting:
            return starting[:limit]
        return self.frontend.move_choices(game, seat, verb, typed, locale, limit)

    def open_verbs(self, game: Any, seat: int) -> list[str]:
        """The kinds of move the seat has (I5-I7), then `done` (realtime, I10) or `pass`
        (turns mode, its turn, I12)."""
        state = game.state
        if state.over or (state.options.turns and state.current != seat):
            return []
        kinds = {type(m.action) for m in legal_moves(state, seat)}
        verbs = [verb for verb, kind in MOVE_KINDS.items() if kind in kinds]
        return verbs + (["pass"] if state.options.turns else ["done"])

    def board(self, game: Any, locale: str, markup: Any) -> str:
        state = game.state
        words = picture_labels(locale)
        scores = icetowers.scores(state)
        names = {s.seat: s.name for s in game.seats}

        def number(tower: Any) -> str:
            return words["tower"].format(n=tower.number)

        def pieces(tower: Any) -> str:
            return " ".join(f"{markup.mark(seat)}{size}" for seat, size in tower.pieces)

        lines = []
        for tower in state.towers:
            if not tower.alone:
                points = words["points"].format(n=tower.pips)
                lines.append(f"{markup.bold(number(tower)):>5}  {pieces(tower)}"
                             f"  → {markup.mark(tower.controller)} {points}")
        if lines:
            lines.append("")
        for seat in range(state.players):
            lone = [f"{number(t)} {pieces(t)}" for t in state.towers  # I4: lone pieces
                    if t.alone and t.controller == seat]
            done = (f" · {text('terminal.icetowers.done', locale)}"
                    if seat in state.done else "")
            turn = (f" · {text('terminal.icetowers.to_act', locale)}"
                    if state.current == seat and not state.over else "")
            name = markup.bold(names.get(seat, icetowers.COLOURS[seat]))
            points = words["points"].format(n=scores[seat])
            alone = (" · " + text("terminal.icetowers.alone", locale, towers="  ".join(lone))
                     if lone else "")
            lines.append(f"{markup.mark(seat)} {name} {points}{done}{turn}{alone}")
        return "\n".join(lines)
