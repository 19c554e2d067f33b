"""IceTowers on the bot: its rules behind the game interface (rules.py), its moves through the
service (moves.py), and on Discord its commands, words and pictures (frontend.py, parsing.py).
The engine is engine/icetowers/, the pictures render/icetowers/."""

from bot.games.icetowers.rules import ICETOWERS, IceTowersRules
from bot.messages.details import missed_streak

RULES = ICETOWERS

#: What some of its texts select on (bot.messages.details).
TEXT_FACTS = {"icetowers.computer.stand_in.clock": missed_streak()}


def make_frontend():
    """IceTowers on Discord (imported when the bot is built: it needs discord.py)."""
    from bot.games.icetowers.frontend import IceTowersFrontend

    return IceTowersFrontend()


def make_terminal():
    """The game at the terminal (bot/terminal): its words, its legal moves and its board as
    text, on the same moves and frontend words as on Discord."""
    from bot.games.icetowers.terminal import IceTowersTerminal

    return IceTowersTerminal()


__all__ = ["ICETOWERS", "RULES", "TEXT_FACTS", "IceTowersRules", "make_frontend", "make_terminal"]
