"""Who reads what, in which language: everything public in a game (the lobby, moves, turn
notices, computer turns, the end) is in the game's language, chosen at /columbiz new (by default
the creator's Discord language); a private reply (a refusal, the board, the rules) is in the
reader's own. A whole game played in each language shows no English word.

SimCord sends every interaction as an en-US client; the `clients` fixture (conftest) gives each
member the Discord language of their choice, as real Discord does."""

from __future__ import annotations

import random
import re

import pytest
from discord_kit import play_to_end
from fluent.syntax import FluentParser, ast

from bot.messages import LANGUAGES, catalogues

# A Discord client language of each of ours (Spanish has two; the other is tested elsewhere).
CLIENT = {"en": "en-US", "da": "da", "de": "de", "fr": "fr", "es": "es-419"}
OTHER_THAN_ENGLISH = [lc for lc in LANGUAGES if lc != "en"]
WORD = re.compile(r"[^\W\d_]{4,}")


def catalogue_words(language: str) -> set[str]:
    """The words (four letters or more) of a language's catalogues, as written in them."""
    words: set[str] = set()
    for path in catalogues().files(language):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, (ast.Message, ast.Term)):
                continue
            stack = [entry]
            while stack:
                node = stack.pop()
                if isinstance(node, ast.TextElement):
                    words.update(w.lower() for w in WORD.findall(node.value))
                elif isinstance(node, ast.BaseNode):
                    for value in vars(node).values():
                        stack.extend(v for v in (value if isinstance(value, list) else [value])
                                     if isinstance(v, ast.BaseNode))
    return words


def english_only(language: str) -> set[str]:
    """Words the English catalogues use and the other language's never do: one of them in a
    message of a game in that language is English that slipped through."""
    return catalogue_words("en") - catalogue_words(language)


def shown(message) -> str:
    """Every text a message shows: its content and its embeds' texts."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        parts += [f"{field.name}\n{field.value}" for field in embed.fields]
    return "\n".join(parts)


def words_in(content: str) -> set[str]:
    content = re.sub(r"<[@#:t][^>]*>|`[^`]*`", " ", content)  # mentions, commands and cells
    return {w.lower() for w in WORD.findall(content)}


@pytest.mark.parametrize("language", OTHER_THAN_ENGLISH)
async def test_a_whole_game_in_each_language_shows_no_english(world, clients, language):
    clients[world.alice.id] = CLIENT[language]  # she opens it: the game takes her language
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=3)
    game = await world.game()
    # Bob's client is English; the lobby's buttons are in the game's language
    await world.bob.click(lobby.response, custom_id=f"lobby:join:{game.id}")
    await world.alice.slash(world.channel, "columbiz addbot", level="easy")
    game = await world.game()
    assert game.language == language
    await play_to_end(world, random.Random(5))

    english = english_only(language) - {"columbiz", "alice", "bruno", "chiara"}
    seen = 0
    for message in world.public():
        leaked = words_in(message.content) & english
        assert not leaked, (leaked, message.content)
        seen += 1
    assert seen > 10


async def test_public_posts_follow_the_game_and_private_replies_the_reader(world, clients):
    if "de" not in LANGUAGES:
        pytest.skip("needs a second language")
    clients[world.bob.id] = "de"  # Bob reads German, Alice English; the game is in German
    lobby = await world.alice.slash(world.channel, "columbiz new", seats=2, language="de")
    assert not lobby.ephemeral and "Deutsch" in lobby.response.content
    await world.bob.click(lobby.response, custom_id=f"lobby:join:{(await world.game()).id}")
    game = await world.game()
    assert game.language == "de"
    start = world.last_public().content
    assert not words_in(start) & english_only("de"), start
    only = {"en": english_only("de"), "de": catalogue_words("de") - catalogue_words("en")}
    for member, reader in ((world.alice, "en"), (world.bob, "de")):
        other = only["de" if reader == "en" else "en"]
        asked = [await member.slash(world.channel, "columbiz board"),
                 await member.slash(world.channel, "columbiz rules")]
        if game.current_seat_info().user_id != member.id:
            asked.append(await member.slash(world.channel, "roll"))  # refused: not their turn
        for reply in asked:
            assert reply.ephemeral
            said = shown(reply.response)
            assert not words_in(said) & other, (reader, said)
        # the rules, at length, are in the reader's language
        assert len(words_in(shown(asked[1].response)) & only[reader]) > 20
