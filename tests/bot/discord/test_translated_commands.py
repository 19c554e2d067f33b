"""The command picker in every language, as Discord receives it at sync: the bot's real commands
turned into their translated payloads offline. Every description and choice name of every
language fits Discord's limits (1-100 characters), names stay as they are (players quote them
across languages), and one bad translation costs only that string, never the sync."""

from __future__ import annotations

import discord

import bot.messages
from bot.app import create_bot
from bot.front.i18n import DISCORD_TEXT_LIMIT, CatalogTranslator
from bot.messages import LANGUAGES, language_of

# Every Discord locale, with the language of ours it is shown in.
OURS = {locale: language_of(locale.value) for locale in discord.Locale}


async def payloads(settings) -> list[dict]:
    bot = create_bot(settings)
    translator = CatalogTranslator()
    return [await c.get_translated_payload(bot.tree, translator)
            for c in bot.tree.get_commands()]


def strings(payload: dict, where: str = ""):
    """(where, field, value, localisations) of every described or named thing in a payload."""
    here = f"{where}/{payload['name']}"
    yield here, "name", payload["name"], payload.get("name_localizations") or {}
    if "description" in payload:
        yield here, "description", payload["description"], \
            payload.get("description_localizations") or {}
    for choice in payload.get("choices") or []:
        yield f"{here}:{choice['value']}", "choice", choice["name"], \
            choice.get("name_localizations") or {}
    for option in payload.get("options") or []:
        yield from strings(option, here)


def test_every_discord_locale_of_our_languages_maps_to_one():
    for language in LANGUAGES:
        assert any(ours == language for ours in OURS.values()), language
    assert OURS[discord.Locale.spain_spanish] == OURS[discord.Locale.latin_american_spanish]


async def test_every_translated_string_fits_discord(settings):
    seen = set()
    for payload in await payloads(settings):
        for where, field, english, translated in strings(payload):
            assert 1 <= len(english) <= DISCORD_TEXT_LIMIT, (where, field)
            if field == "name":  # command and option names stay as they are in every language
                assert translated == {}, where
            for locale, value in translated.items():
                assert 1 <= len(value) <= DISCORD_TEXT_LIMIT, (where, field, locale)
                seen.add(OURS[discord.Locale(locale)])
    # every language besides English is in the picker
    assert seen == set(LANGUAGES) - {"en"}


async def test_a_translation_too_long_for_discord_falls_back_to_english(settings, monkeypatch):
    real = bot.messages.text
    long = "x" * (DISCORD_TEXT_LIMIT + 1)

    def too_long(msg_id, locale=None, /, **details):
        return long if msg_id == "cmd.join" and locale not in (None, "en") else \
            real(msg_id, locale, **details)

    monkeypatch.setattr("bot.front.i18n.text", too_long)
    for payload in await payloads(settings):
        for where, _, _, translated in strings(payload):
            assert long not in translated.values(), where
