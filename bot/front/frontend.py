"""What one game shows on Discord, behind a small interface the lobby and turn machinery use.

`bot.front.table.Table` (lobby, posting moves, looking, abandoning, buttons, logging) is the same
for every game; a game adds a `GameFrontend`: its images, its words for what happened, its
buttons, and its own commands (Columbiz: `/columbiz new` with its rule options, `/roll`, `/keep`,
`/place`). A second game (IceTowers) plugs in by writing one more frontend and listing it in
`bot.front.FRONTENDS`; nothing else changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot.front.table import Table


class DrawnElsewhere:
    """A frontend's picture methods run in the render pool's processes (bot.render_pool), so
    the frontend is pickled with them: as its class alone, its caches stay in the bot."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), ())


class GameFrontend(Protocol):
    kind: str  # the stored game kind and the command group name, e.g. "columbiz"
    title: str  # catalog id of the group's description
    name_id: str  # catalog id of the game's name ("Columbiz")
    # catalog ids of the descriptions of its /<kind> rules and /<kind> help
    rules_description: str
    help_description: str

    # --- commands -------------------------------------------------------------------------------
    def group_commands(self, table: Table) -> list[app_commands.Command]:
        """Subcommands of `/<kind>` besides the shared lobby ones (at least `new`)."""

    def top_level_commands(self, table: Table) -> list[app_commands.Command]:
        """The game's own top-level commands (Columbiz: /roll, /keep, /place)."""

    async def on_button(
        self, table: Table, interaction: discord.Interaction, name: str, game: Any, rev: int,
        **data: Any,
    ) -> None:
        """A game button (not a lobby one) was pressed on `game` as drawn at `rev`."""

    # --- images (called in a render process: bot.render_pool) -----------------------------------
    def draw_move(self, game: Any, turn_events: tuple[Any, ...]) -> Any:
        """The picture after a move, not yet encoded (a PIL image): `render_move` encodes it,
        the replay (bot.front.replay) strings a game's worth of them together."""

    def render_move(self, game: Any, events: tuple[Any, ...], turn_events: tuple[Any, ...]
                    ) -> bytes: ...

    def render_board(self, game: Any) -> bytes: ...

    def render_scorepad(self, game: Any) -> bytes: ...

    # --- words ----------------------------------------------------------------------------------
    def describe_move(self, result: Any, locale: str) -> tuple[str, int | None]:
        """The public text after a move, and the user id to notify (the next player) or None."""

    def describe_start(self, start: Any, locale: str) -> tuple[str, int | None]: ...

    def describe_computer_turn(self, result: Any, locale: str) -> tuple[str, int | None]:
        """A turn the computer played (service.ComputerTurnResult): who and why (a computer
        seat, an away player, a turn whose time ran out), what it decided and why, what
        happened; and the next person to notify or None."""

    def history_text(self, history: Any, locale: str) -> str:
        """The move log (service.History) as readable plain text, times in UTC."""

    def move_words(self, history: Any, locale: str) -> list[str]:
        """One line per logged move, who and what it did as the move log says it (the replay's
        captions)."""

    def turn_shown(self, game: Any) -> int | None:
        """The turn number the board's caption shows (None: a game without turns to count)."""

    def status(self, game: Any, locale: str) -> str:
        """One line: whose turn, or finished."""

    def scores(self, game: Any, locale: str) -> str:
        """The totals in one line, seat by seat."""

    def standings_text(self, game: Any, locale: str) -> str: ...

    def winners_text(self, game: Any, locale: str) -> str: ...

    def options_text(self, options: dict[str, Any], seats: int, locale: str) -> str: ...

    def picture_gap(self, game: Any) -> float:
        """Seconds within which a move after another goes without its picture, the picture
        following once play pauses that long (0: every move carries its picture)."""

    def idle_clock(self, options: dict[str, Any]) -> bool:
        """Whether the game's time (`turn_seconds`) is an idle time rather than a time per turn
        (a game where anyone may act at any moment)."""

    def turn_view(self, game: Any, locale: str) -> discord.ui.View | None:
        """The buttons under a message that shows `game` (None when there is nothing to press)."""

    rules_id: str
    help_id: str
    # Computer players the lobby offers (/<kind> addbot); empty: the game has none.
    computer_levels: tuple[str, ...]
    default_level: str  # the lobby's Add computer button
    # Its persistent buttons (discord.ui.DynamicItem classes), registered when the bot is built.
    dynamic_items: tuple[type, ...]
