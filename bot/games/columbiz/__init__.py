"""Columbiz on the bot: its rules behind the game interface (rules.py), its moves through the
service (moves.py), and on Discord its commands, words, pictures and buttons (frontend.py,
parsing.py, views.py). The engine is engine/columbiz/, the pictures render/columbiz/."""

from bot.games.columbiz.rules import COLUMBIZ, ColumbizRules
from bot.messages.details import Fact, missed_streak

RULES = COLUMBIZ

#: What some of its texts select on (bot.messages.details).
TEXT_FACTS = {
    # too many cells (C8): is it the player's supply that limits them, or the pieces a turn?
    "columbiz.rule.too_many": Fact(
        "by_supply", ("supply", "per_turn", "limit"),
        lambda supply, per_turn, limit: supply < per_turn and limit == supply,
    ),
    "columbiz.computer.stand_in.clock": missed_streak(),
}


def make_frontend():
    """Columbiz on Discord (imported when the bot is built: it needs discord.py)."""
    from bot.games.columbiz.frontend import ColumbizFrontend

    return ColumbizFrontend()


def make_terminal():
    """The game at the terminal (bot/terminal): its words, its legal moves and its board as
    text, on the same moves and frontend words as on Discord."""
    from bot.games.columbiz.terminal import ColumbizTerminal

    return ColumbizTerminal()


__all__ = ["COLUMBIZ", "RULES", "TEXT_FACTS", "ColumbizRules", "make_frontend", "make_terminal"]
