"""The bot's texts, written for Discord, as a terminal shows them: `**bold**` in bold (or plain),
code spans and `-#` small lines plain or dimmed (a command without its slash: `/roll` is typed
`roll` here), `<@id>` mentions as the player's name, and the backslashes that keep a name from
rendering on Discord taken off again. A seat's mark is its
shape in its colour, as the pictures draw it (render.theme), so the board reads without colour
too."""

from __future__ import annotations

import re
from collections.abc import Mapping

from render import theme

BOLD, NORMAL, DIM, RESET = "\x1b[1m", "\x1b[22m", "\x1b[2m", "\x1b[0m"
CODE = "\x1b[36m"  # code spans (commands, cells) in cyan
DEFAULT_COLOUR = "\x1b[39m"

SHAPES = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆"}

# One token at a time: a backslash escape, bold, a code span, a mention, a Discord timestamp.
_TOKEN = re.compile(r"\\(.)|\*\*|`([^`\n]*)`|<@!?(\d+)>|<t:(\d+)(?::\w)?>")
_ITALIC = re.compile(r"(?<![\\*])\*(?![*\s])([^*\n]+?)(?<![\\\s])\*(?!\*)")
_SMALL = re.compile(r"^-# ", re.MULTILINE)


class Markup:
    """Shows texts for one table: `colour` on or off, `names` the players by user id."""

    def __init__(self, colour: bool, names: Mapping[int, str] | None = None) -> None:
        self.colour = colour
        self.names = dict(names or {})

    def _style(self, code: str, shown: str, end: str = RESET) -> str:
        return f"{code}{shown}{end}" if self.colour and shown else shown

    def bold(self, shown: str) -> str:
        return self._style(BOLD, shown, NORMAL)

    def dim(self, shown: str) -> str:
        return self._style(DIM, shown, NORMAL)

    def mark(self, seat: int) -> str:
        """The seat's shape (C3: circle, square, triangle, diamond) in the seat's colour."""
        shape = SHAPES[theme.SEAT_SHAPE[seat]]
        # the black seat is drawn with its light edge, which a dark terminal shows
        r, g, b = theme.SEAT_FILL[seat] if seat != 3 else theme.SEAT_EDGE[seat]
        return self._style(f"\x1b[38;2;{r};{g};{b}m", shape, DEFAULT_COLOUR)

    def line(self, line: str) -> str:
        small = bool(_SMALL.match(line))
        if small:
            line = line[3:]
        line = _ITALIC.sub(r"\1", line)
        out: list[str] = []
        bold = False
        at = 0
        for match in _TOKEN.finditer(line):
            out.append(line[at:match.start()])
            at = match.end()
            escaped, code, user, _ = match.groups()
            if escaped is not None:
                out.append(escaped)
            elif match.group(0) == "**":
                bold = not bold
                out.append((BOLD if bold else NORMAL) if self.colour else "")
            elif code is not None:  # a command is typed here without Discord's slash
                out.append(self._style(CODE, code.removeprefix("/"), DEFAULT_COLOUR))
            elif user is not None:
                out.append(self.bold(self.names.get(int(user), "?")))
            else:
                out.append(match.group(0))
        out.append(line[at:])
        shown = "".join(out)
        if bold and self.colour:
            shown += NORMAL
        return self.dim(shown) if small else shown

    def __call__(self, content: str) -> str:
        """`content` (one or more lines of a catalogue text) for the terminal."""
        return "\n".join(self.line(line) for line in content.split("\n"))


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def plain(shown: str) -> str:
    """A terminal text without its colours (what a reader without colour sees)."""
    return ANSI.sub("", shown)
