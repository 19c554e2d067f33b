"""Reading and writing lines at the terminal. With readline (where Python has it), Tab
completes from what the table offers now (the commands and the legal moves) and the arrow keys
recall earlier lines; without it, plain lines work the same."""

from __future__ import annotations

import sys
from collections.abc import Callable

try:
    import readline
except ImportError:  # some Pythons are built without it: lines still work, without completion
    readline = None

Completer = Callable[[str], list[str]]
QUIT = ("quit", "exit")  # typed at any question or at the prompt: leave (the game is kept)


class Console:
    def __init__(self, out=None, before_reading: Callable[[], object] | None = None) -> None:
        """`before_reading`: called once, when the first line is about to be read (work that
        can use the time a person takes to type, but would slow what they see first)."""
        self.out = out or sys.stdout
        self.before_reading = before_reading
        self.complete: Completer = lambda line: []
        self._matches: list[str] = []
        if readline is not None:
            readline.set_completer(self._complete)
            # the whole line is completed at once: a move is several words ("place 555 33")
            readline.set_completer_delims("")
            if "libedit" in (readline.__doc__ or ""):
                readline.parse_and_bind("bind ^I rl_complete")
            else:
                readline.parse_and_bind("tab: complete")

    def _complete(self, typed: str, state: int) -> str | None:
        if state == 0:
            try:
                self._matches = self.complete(typed)
            except Exception:  # a completion never breaks the line being typed
                self._matches = []
        return self._matches[state] if state < len(self._matches) else None

    def say(self, shown: str = "") -> None:
        print(shown, file=self.out, flush=True)

    def ask(self, prompt: str) -> str | None:
        """One line typed after `prompt`; None at the end of input (Ctrl-D) or on Ctrl-C."""
        if self.before_reading is not None:
            started, self.before_reading = self.before_reading, None
            started()
        try:
            return input(prompt)
        except (EOFError, KeyboardInterrupt):
            self.say()
            return None
