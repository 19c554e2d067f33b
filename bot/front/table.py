"""`Table`: what a game's frontend and the persistent buttons are handed, as a small interface.

The table is the same for every game: its cogs (bot.front.cogs) run the lobby, the moves, what
anyone may look at, the records and the notices. A game's frontend (bot.front.frontend) builds
its own commands and answers its own buttons with these few members; the buttons of bot.views
hand a press to the cog it belongs to through them. It names no module of the table, so the
frontends and the buttons depend on this interface and not on the cogs that implement it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import discord


class Table(Protocol):
    bot: Any
    frontends: dict[str, Any]  # kind -> the game's frontend (bot.front.frontend.GameFrontend)

    @property
    def service(self) -> Any:
        """The bot's GameService (opened in its setup_hook, after the commands are built)."""

    # --- answering one interaction (bot.front.core) ---------------------------------------------
    async def run(self, interaction: discord.Interaction, action: str,
                  body: Callable[[], Awaitable[Any]]) -> None:
        """Run one command or button press: errors answered privately, one log line."""

    async def call(self, interaction: discord.Interaction, coro: Awaitable[Any]) -> Any:
        """Await a service call; what it changed is committed from here on."""

    def require_permissions(self, interaction: discord.Interaction) -> None:
        """The bot must be able to post the board in this channel."""

    # --- the lobby (bot.front.lobby_cog) --------------------------------------------------------
    async def open_lobby(
        self, interaction: discord.Interaction, kind: str, *, seats: int,
        options: dict[str, Any], turn_seconds: int | None = None, language: str | None = None,
        timeless: bool = True, rated: bool = True,
    ) -> None:
        """`/<game> new`: a new lobby in this channel, announced there."""

    async def lobby_button(self, interaction: discord.Interaction, action: str, game_id: int
                           ) -> None: ...

    async def rematch_button(self, interaction: discord.Interaction, game_id: int) -> None: ...

    # --- moves (bot.front.moves_cog) ------------------------------------------------------------
    async def post_move(self, interaction: discord.Interaction, result: Any) -> None:
        """After a committed move: its post, then the computer's turns that follow."""

    async def update_move(self, interaction: discord.Interaction, result: Any) -> None:
        """A button that changes its own message (e.g. a kept die): edit it in place."""

    async def game_button(self, interaction: discord.Interaction, name: str, game_id: int,
                          rev: int, **data: Any) -> None:
        """A game's own button, pressed on `game_id` as drawn at `rev`."""
