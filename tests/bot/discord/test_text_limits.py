"""Every text fits Discord's limits in every language with room to grow, its values at their
longest: a message's content at most 2,000 characters, and the long texts (each game's rules and
help, sent as an embed) an embed's description, 4,096 (discord_rules). "Room" is a quarter of
the limit: a translation that grows by a sentence never breaks a command."""

from __future__ import annotations

import logging

import pytest
from discord_rules import CONTENT_LIMIT, EMBED_DESCRIPTION_LIMIT, embed_problems

from bot.answer import long_text
from bot.games import frontends
from bot.messages import LANGUAGES, catalogues, message_ids, placeholders, text

ROOM = 0.75  # of a limit, the most a text may use
NAME = "W" * 32  # a Discord display name is at most 32 characters
# Each detail at its longest, as each kind of value: four players' names (a list: the most seats
# of any game), a name, a snowflake id, a small count (a fact needs one).
FILLINGS = ([NAME] * 4, NAME, 10**18, 2)


def long_texts() -> set[str]:
    return {"ratings.help", *(msg_id for frontend in frontends().values()
                              for msg_id in (frontend.rules_id, frontend.help_id))}


def longest(msg_id: str, language: str) -> str:
    """`msg_id` in `language` at its longest over every filling it formats with."""
    said: list[str] = []
    for filling in FILLINGS:
        details = dict.fromkeys(placeholders(msg_id, language), filling)
        details.update(dict.fromkeys(catalogues().needs(msg_id), 2))
        try:
            said.append(text(msg_id, language, **details))
        except (KeyError, ValueError, TypeError):
            continue  # a detail that is never this kind of value (a time as a name)
    assert said, msg_id
    return max(said, key=len)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits_discord_with_room_to_grow(language, caplog):
    caplog.set_level(logging.ERROR, "bot.messages.catalog")  # a filling a text does not take
    long = long_texts()
    too_long = []
    for msg_id in sorted(message_ids(language)):
        said = longest(msg_id, language)
        limit = EMBED_DESCRIPTION_LIMIT if msg_id in long else CONTENT_LIMIT
        if len(said) > ROOM * limit:
            too_long.append((msg_id, len(said), limit))
    assert too_long == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_and_the_help_are_embeds_discord_takes(language):
    long = long_texts()
    assert len(long) >= 4
    for msg_id in sorted(long):
        embed = long_text(text(msg_id, language, kind="columbiz")).to_dict()
        assert embed_problems(embed) == [], msg_id
        assert len(embed["description"]) <= ROOM * EMBED_DESCRIPTION_LIMIT


def test_discord_refuses_what_the_rules_say():
    """The limits as discord_rules checks them."""
    assert embed_problems({"description": "x" * EMBED_DESCRIPTION_LIMIT}) == []
    assert embed_problems({"description": "x" * (EMBED_DESCRIPTION_LIMIT + 1)}) != []
    assert embed_problems({"fields": [{"name": "n", "value": "v" * 1025}]}) != []
    assert embed_problems({"description": "x" * 4000, "fields": [
        {"name": "n", "value": "v" * 1000}] * 2}) != []  # over 6,000 together
