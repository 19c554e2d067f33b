"""`TableCogs`: the table as the bot runs it (`bot.table`), its five cogs built together.

    lobby_cog.LobbyCog      new (through the game), join, leave, start, computer seats, abandon,
                            the lobby's buttons, rematch
    moves_cog.MovesCog      a committed move's post, game buttons, the turns the computer plays
    looking_cog.LookingCog  board, standings, rules, help, history, replay
    records_cog.RecordsCog  leaderboard, stats, mygames
    notices_cog.NoticesCog  how a player is told (notify), reminders, direct messages, away, back

Each is a discord.py `commands.Cog`, added to the bot in its setup_hook. Discord shows one
command group per game (`/columbiz join`, `/icetowers join`), so the cogs do not declare their
commands as class attributes: each gives its subcommands for a game (`subcommands(frontend)`)
and bot.front.game_group puts them in that game's group. What the cogs share is small: the bot,
the frontends, the outbox delivery (bot.delivery) and the background tasks (bot.front.core).
This object is also the `Table` a game's frontend and the buttons are handed
(bot.front.table), and what the outbox delivery and the service's announcer use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.delivery import Delivery
from bot.front import core
from bot.front.lobby_cog import LobbyCog
from bot.front.looking_cog import LookingCog
from bot.front.moves_cog import MovesCog
from bot.front.notices_cog import NoticesCog
from bot.front.records_cog import RecordsCog

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend


class TableCogs:
    # answering one interaction, the same for every cog (bot.front.core)
    run = staticmethod(core.run)
    call = staticmethod(core.call)
    require_permissions = staticmethod(core.require_permissions)
    # what the outbox delivery and the announcer use to post outside interactions
    image = staticmethod(core.image)
    pinging = staticmethod(core.pinging)
    channel_link = staticmethod(core.channel_link)

    def __init__(self, bot: Any, frontends: dict[str, GameFrontend]) -> None:
        self.bot = bot
        self.frontends = frontends
        self.background = core.Background()
        self.delivery = Delivery(self, getattr(bot.settings, "outbox_seconds", 10))
        self.moves = MovesCog(self, self.delivery, self.background)
        self.lobby = LobbyCog(self, self.delivery, self.moves)
        self.looking = LookingCog(self, self.lobby)
        self.records = RecordsCog(self)
        self.notices = NoticesCog(self, self.delivery, self.moves)
        # the rest of what a game's frontend and the buttons are handed (bot.front.table.Table)
        self.open_lobby = self.lobby.open_lobby
        self.lobby_button = self.lobby.lobby_button
        self.rematch_button = self.lobby.rematch_button
        self.post_move = self.moves.post_move
        self.update_move = self.moves.update_move
        self.game_button = self.moves.game_button

    @property
    def cogs(self) -> tuple[core.TableCog, ...]:
        return (self.lobby, self.looking, self.notices, self.records, self.moves)

    @property
    def service(self) -> Any:
        return self.bot.service

    def frontend(self, game: Any) -> GameFrontend:
        return self.frontends[game.kind]

    def view_for(self, game: Any, locale: str) -> discord.ui.View | None:
        return self.moves.view_for(game, locale)

    def channel_of(self, game: Any) -> Any:
        """The game's channel or thread, to post in outside any interaction."""
        return self.bot.get_channel(game.channel_id) or self.bot.get_partial_messageable(
            game.channel_id, guild_id=game.guild_id
        )

    def spawn(self, coro: Any, *, name: str | None = None) -> Any:
        return self.background.spawn(coro, name=name)

    async def stop(self) -> None:
        """Cancel background work still running (the bot is closing)."""
        await self.background.stop()
