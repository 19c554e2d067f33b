"""Command names stay English; command, option and choice descriptions come from the catalog.

`T("cmd.roll")` is a discord.py `locale_str` holding the English text and the catalog id. The
`CatalogTranslator` gives Discord the text of every other language the catalog has, so adding a
language module to bot/messages translates the command picker too.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.messages import CATALOGS, DEFAULT_LOCALE, text


def T(msg_id: str) -> app_commands.locale_str:
    return app_commands.locale_str(text(msg_id), key=msg_id)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        if key is None:
            return None
        code = str(locale.value)
        for candidate in (code, code.split("-")[0]):
            if candidate != DEFAULT_LOCALE and candidate in CATALOGS:
                entry = CATALOGS[candidate].get(key)
                return entry if isinstance(entry, str) else None
        return None
