"""Command names stay English; command, option and choice descriptions come from the catalogues.

`T("cmd.join")` is a discord.py `locale_str` holding the English text and the message id. The
`CatalogTranslator` gives Discord the text of every other language that has the message itself
(bot/messages), so adding a language's catalogues translates the command picker too.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot import messages
from bot.messages import DEFAULT_LOCALE, LANGUAGE_NAMES, language_of, message_ids, text

_log = logging.getLogger(__name__)


# Discord's limit for a command's, an option's or a choice's description or name.
DISCORD_TEXT_LIMIT = 100


def T(msg_id: str) -> app_commands.locale_str:
    return app_commands.locale_str(text(msg_id), key=msg_id)


def language_choices() -> list[app_commands.Choice[str]]:
    """The languages a game can be played in, each by its own name (a player finds their own
    language by its name in it, whatever their client's): one for each folder of catalogues."""
    return [app_commands.Choice(name=LANGUAGE_NAMES[lc], value=lc) for lc in messages.LANGUAGES]


class CatalogTranslator(app_commands.Translator):
    def __init__(self) -> None:
        super().__init__()
        # each language's own ids, gathered once: a sync asks for every description in every
        # locale (hundreds of strings), and gathering them is a pass over the whole catalogue
        self._own_ids: dict[str, frozenset[str]] = {}

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            return None
        language = language_of(str(locale.value))
        if language not in self._own_ids:
            self._own_ids[language] = message_ids(language)
        if language == DEFAULT_LOCALE or key not in self._own_ids[language]:
            return None  # Discord shows the English text
        translated = text(key, language)
        if not 1 <= len(translated) <= DISCORD_TEXT_LIMIT:
            # Discord refuses the whole command sync for one bad string: show English instead
            _log.error("%s in %s is %d characters: not sent to Discord", key, language,
                       len(translated))
            return None
        return translated
