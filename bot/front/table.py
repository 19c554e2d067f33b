"""The shared machinery of every game on Discord: lobby, moves, looking, abandoning, buttons.

Every handler has one shape (after Avrae and Red-DiscordBot):

    check (guild, the bot's permissions) -> service call (commits, with its outbox entry) ->
    answer with that entry (bot.delivery: the picture from the render pool, a new public message)

Every answer goes through bot.answer, which also acknowledges any interaction still unanswered
2 seconds after Discord created it. The service commits a move together with the post it owes
the channel (the outbox), so a failed or lost answer never loses a move nor its announcement:
the player is told privately that it is saved, and the outbox sender posts it. Refusals of any
kind go to `bot.errors.handle`, which answers privately. Each interaction ends with one
structured log line (bot.logging_setup).

Turns the computer plays (a computer seat, an away player, a turn whose time ran out) are never
played inside an interaction: once the person's own move is answered, `kick_computers` starts a
background task that plays them one after another (`computer_turns`, one at a time per channel)
and posts each as a new channel message. Where anyone may act at any time (IceTowers in realtime),
computer seats act at a human pace instead (`pace_computers`). The background task of bot/tasks.py
uses the same `computer_turns` for timeouts and `remind` for reminders.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from bot.delivery import Delivery
from bot.front.core import (
    Background,
    TableCog,
    call,
    channel_link,
    image,
    pinging,
    require_guild,
    require_permissions,
    run,
    send_public,
)
from bot.front.lobby_cog import LobbyCog
from bot.front.looking_cog import LookingCog
from bot.front.moves_cog import MovesCog
from bot.front.notices_cog import NoticesCog
from bot.front.records_cog import RecordsCog

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend

_log = logging.getLogger(__name__)



class Table:
    def __init__(self, bot: Any, frontends: dict[str, GameFrontend]) -> None:
        self.bot = bot
        self.frontends = frontends
        self.background = Background()
        self.spawn = self.background.spawn
        self.stop = self.background.stop
        self.delivery = Delivery(self, getattr(bot.settings, "outbox_seconds", 10))
        self.moves = MovesCog(self, self.delivery, self.background)
        self.post_move = self.moves.post_move
        self.update_move = self.moves.update_move
        self.game_button = self.moves.game_button
        self.lobby = LobbyCog(self, self.delivery, self.moves)
        for name in ("open_lobby", "lobby_button", "rematch_button", "lobby_text", "join",
                     "leave", "start", "abandon", "add_computer", "remove_computer"):
            setattr(self, name, getattr(self.lobby, name))
        self.looking = LookingCog(self, self.lobby)
        for name in ("board", "standings", "show_text", "history", "replay"):
            setattr(self, name, getattr(self.looking, name))
        self.records = RecordsCog(self)
        for name in ("leaderboard", "stats", "mygames"):
            setattr(self, name, getattr(self.records, name))
        self.notices = NoticesCog(self, self.delivery, self.moves)
        for name in ("back", "vote_away", "set_notify"):
            setattr(self, name, getattr(self.notices, name))

    image = staticmethod(image)
    pinging = staticmethod(pinging)
    run = staticmethod(run)
    call = staticmethod(call)
    require_guild = staticmethod(require_guild)
    require_permissions = staticmethod(require_permissions)
    send_public = staticmethod(send_public)
    channel_link = staticmethod(channel_link)

    @property
    def service(self) -> Any:
        return self.bot.service

    def frontend(self, game: Any) -> GameFrontend:
        return self.frontends[game.kind]

    view_for = TableCog.view_for
    game_of_button = TableCog.game_of_button

    def channel_of(self, game: Any) -> Any:
        """The game's channel or thread, to post in outside any interaction."""
        return self.bot.get_channel(game.channel_id) or self.bot.get_partial_messageable(
            game.channel_id, guild_id=game.guild_id
        )
