"""What a game gives the terminal (its package's `make_terminal()`): its move words, the legal
moves behind them, and its board as text. The moves themselves are the game's moves through the
service, and its words and pictures its Discord frontend's, so nothing here is said or decided
twice. A game subclasses `TerminalGame` and writes its `verbs` and `act`; the rest has defaults
built on the frontend (its legal moves by name: `choices`) that a game overrides where it
shows more."""

from __future__ import annotations

from typing import Any


class TerminalGame:
    verbs: tuple[str, ...] = ()  # the move words, as on Discord without the slash
    listed: tuple[str, ...] = ()  # the move words that, said alone, list their legal moves
    # The questions before a game: (option, question id, ((value, answer id or None), ...),
    # default); the other options keep their defaults.
    options: tuple[tuple[str, str, tuple[tuple[Any, str | None], ...], Any], ...] = ()

    def __init__(self, frontend: Any) -> None:
        self.frontend = frontend  # the game's frontend (bot/front/frontend.py)

    async def act(self, service: Any, channel: int, user: int, verb: str, argument: str
                  ) -> Any:
        """Make the move `verb argument` (as typed) for `user` through the service: its
        MoveResult, or the refusal of the parser, the rules or the service. A listed word
        said alone (`argument` empty) comes here when it had nothing to list: the refusal
        says why."""
        raise NotImplementedError

    def game_verbs(self, game: Any) -> tuple[str, ...]:
        """The move words of this game (its mode may leave some out), for the help and Tab."""
        return self.verbs

    def choices(self, game: Any, seat: int, verb: str, typed: str, locale: str, limit: int
                ) -> list[tuple[str, str]]:
        """The legal moves of `verb` for `seat` that fit what is typed after it, best first:
        (what it does, in words; the move as typed after the verb, starting with what is
        typed, so that Tab never takes back what was typed). By default the frontend's list,
        as autocomplete offers it on Discord."""
        return self.frontend.choices(game, seat, verb, typed, locale, limit)

    def open_verbs(self, game: Any, seat: int) -> list[str]:
        """The move words that make sense for `seat` now (the hint before the prompt): by
        default those with a legal move."""
        return [verb for verb in self.game_verbs(game)
                if self.frontend.choices(game, seat, verb, "", "en", 1)]

    def board(self, game: Any, locale: str, markup: Any) -> str:
        """The game as text, every seat by its mark (bot.terminal.markup): by default whose
        turn it is and the scores, each player by their mark."""
        scores = self.frontend.rules().totals(game.state)
        lines = [self.frontend.status(game, locale).replace("**", "")]
        lines += [f"{markup.mark(seat)} {markup.bold(self.frontend.plain(game, seat))} {total}"
                  for seat, total in enumerate(scores)]
        return "\n".join(lines)
