"""GameService: the service the bot talks to, put together from its parts."""

from __future__ import annotations

from bot.service.abandon import Abandoning
from bot.service.away import AwayPlayers
from bot.service.clock import TurnClock
from bot.service.computers import ComputerTurns
from bot.service.lobby import Lobby
from bot.service.records import Records
from bot.service.turns import Turns
from bot.service.vanished import VanishedChannels


class GameService(
    Lobby, Turns, TurnClock, ComputerTurns, AwayPlayers, Abandoning, VanishedChannels, Records
):
    """One game per channel, kept in the Store: `GameService(store, seed_source=os.urandom,
    clock=time.time)`. Each part builds on ServiceCore (bot.service.core): its locks, loading
    and guarded writes."""
