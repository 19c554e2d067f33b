"""The texts as data: the Fluent catalogues parse, every language has every English message with
the same variables, grammar comes from the locale (lists, plurals, numbers), and a message a
language lacks falls back to English."""

from __future__ import annotations

import contextvars
import re
from pathlib import Path

import discord
import pytest
from discord import app_commands
from fluent.syntax import FluentParser, ast

import bot.messages
from bot.front.i18n import CatalogTranslator, T
from bot.messages import (
    DEFAULT_LOCALE,
    FRONT,
    LANGUAGES,
    SHARED_LOCALES,
    CatalogueError,
    Catalogues,
    catalogues,
    has,
    locale_folders,
    message_ids,
    placeholders,
    text,
)

ROOT = Path(__file__).resolve().parents[2]
ISOLATION_MARKS = "\u2068\u2069"


def ftl_files() -> list[Path]:
    return sorted(path for folder in locale_folders() for path in folder.glob("*/*.ftl"))


# --- the files -------------------------------------------------------------------------------


def test_the_catalogues_are_where_the_layout_says():
    folders = locale_folders()
    assert folders[0] == SHARED_LOCALES == ROOT / "bot" / "locales"
    assert ROOT / "bot" / "games" / "columbiz" / "locales" in folders
    files = {path.relative_to(ROOT).as_posix() for path in ftl_files()}
    assert {"bot/locales/en/shared.ftl", "bot/games/columbiz/locales/en/columbiz.ftl"} <= files


@pytest.mark.parametrize("path", ftl_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_ftl_file_parses_without_junk(path):
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert junk == []
    assert any(isinstance(entry, ast.Message) for entry in resource.body)


def test_every_language_folder_is_a_listed_language():
    """A folder for a language missing from LANGUAGES would be silently ignored."""
    found = {path.parent.name for path in ftl_files()}
    assert found <= set(LANGUAGES)
    assert DEFAULT_LOCALE in found


def test_the_catalogues_are_parsed_once():
    assert catalogues() is catalogues()
    assert text("button.join") == "Join"
    assert catalogues() is catalogues()


def test_shared_code_uses_shared_texts():
    """Code outside the games uses no game's texts: its literal ids are all in shared.ftl."""
    shared = Catalogues([SHARED_LOCALES], [DEFAULT_LOCALE], DEFAULT_LOCALE)
    literal = re.compile(r"\b(?:text|T)\(\s*\"([a-z0-9_.]+)\"")
    used = set()
    for path in (ROOT / "bot").rglob("*.py"):
        if "games" not in path.relative_to(ROOT / "bot").parts:
            used |= set(literal.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 40
    assert sorted(i for i in used if not shared.has(i)) == []


# --- every language --------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_every_english_message_with_its_placeholders(language):
    english = message_ids(DEFAULT_LOCALE)
    assert len(english) > 250
    assert sorted(english - message_ids(language)) == []
    differ = sorted(i for i in english
                    if given(i, placeholders(i, language)) != given(i, placeholders(i)))
    assert differ == []


def given(msg_id: str, variables: frozenset[str]) -> frozenset[str]:
    """The variables the code gives, of `variables` (not the facts computed from them, which
    one language may select on and another not: French elides "de" before a vowel)."""
    return variables - {fact.name for fact in catalogues().facts.get(msg_id, ())}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_terminals_wordings_stand_for_a_message_and_name_no_button(language):
    """`terminal.<id>` is the terminal's wording of `<id>`: the message exists, with the
    variables the wording uses, and the wording tells moves as typed there (no button, no
    slash)."""
    ids = message_ids(language)
    own = sorted(i for i in ids if i.startswith("terminal.") and i[len("terminal."):] in ids)
    assert len(own) >= 5
    for msg_id in own:
        assert placeholders(msg_id, language) <= placeholders(msg_id[len("terminal."):], language)
        details = dict.fromkeys(placeholders(msg_id, language), 3)  # counts, cells, points
        for mode in ("turns", "realtime"):
            shown = text(msg_id, language, **{**details, "who": "Ana", "mode": mode})
            assert "`/" not in shown and "**" not in shown, (msg_id, shown)


def test_at_the_terminal_its_wording_stands_for_the_message():
    def at_the_terminal(msg_id: str, language: str) -> str:
        FRONT.set("terminal")
        return text(msg_id, language, who="Ana")

    for language in LANGUAGES:
        on_discord = text("columbiz.ev.next_turn", language, who="Ana")
        typed = contextvars.copy_context().run(at_the_terminal, "columbiz.ev.next_turn", language)
        assert "`/roll`" in on_discord and "**" in on_discord
        assert typed == text("terminal.columbiz.ev.next_turn", language, who="Ana") != on_discord
        assert "`roll`" in typed
    assert FRONT.get() is None  # set only in that context: Discord's texts are untouched
    assert text("columbiz.ev.must_place") == contextvars.copy_context().run(
        lambda: (FRONT.set("terminal"), text("columbiz.ev.must_place"))[1])  # no wording of its own


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats(language):
    """Each message formats with each of its variables given (and the details its facts
    need): no unknown message, term or function, and no isolation marks."""
    for msg_id in sorted(message_ids(language)):
        details = dict.fromkeys(placeholders(msg_id, language), 2)
        details.update(dict.fromkeys(catalogues().needs(msg_id), 2))
        said = text(msg_id, language, **details)
        assert said.strip(), msg_id
        assert not set(said) & set(ISOLATION_MARKS), msg_id


# --- grammar from the locale -----------------------------------------------------------------


def test_lists():
    assert text("fmt.list", items=[]) == ""
    assert text("fmt.list", items=["Alice"]) == "Alice"
    assert text("fmt.list", items=["Alice", "Bruno"]) == "Alice and Bruno"
    assert text("fmt.list", items=("Alice", "Bruno", "Chiara")) == "Alice, Bruno and Chiara"
    # items written through the message's attribute of the detail's name
    assert text("columbiz.ev.ended", scores="A 5, B 5", winners=["Alice", "Bruno"]) == (
        "Game over. Final scores: A 5, B 5. **Alice** and **Bruno** share the win!")
    assert text("columbiz.ev.captured", who="Alice", by_cell="`555`", count=3,
                victims=[{"owner": "Bruno", "cells": ["`5`", "`55`"]},
                         {"owner": "Chiara", "cells": ["`5555`"]}]) == (
        "Alice captured three pieces with `555`: Bruno's `5` and `55` and Chiara's `5555`.")
    assert text("columbiz.start.rolloff",
                rounds=[[("Ann", 5), ("Bob", 5)], [("Ann", 2), ("Bob", 6)]], starter="Bob") == (
        "Roll-off for the first turn (C5): Ann 5, Bob 5 / then Ann 2, Bob 6 → **Bob** starts.")


def test_plurals_and_counts_in_words():
    row = dict(rank=1, name="Ann", rate=50, average="3.5", best=9)
    assert text("leaderboard.row", wins=1, games=1, **row) == (
        "1. **Ann** — 1 win in 1 game (50%), average 3.5, best 9")
    assert text("leaderboard.row", wins=0, games=2, **row).startswith(
        "1. **Ann** — 0 wins in 2 games")
    assert [text("fmt.numword", n=n) for n in (0, 1, 2, 12, 13, 250)] == [
        "no", "one", "two", "twelve", "13", "250"]
    assert text("columbiz.rule.dice_short", cell="3333", face=3, need=4, have=1) == (
        "You have only one 3; cell 3333 needs four.")
    assert text("columbiz.rule.dice_short", cell="3333", face=3, need=4, have=0) == (
        "You have no 3s left; cell 3333 needs four.")
    assert text("error.missing_permissions", missing=["Attach Files"]) == (
        "I can't play in this channel: I am missing the Attach Files permission here. Ask a "
        "moderator to grant it, or play in another channel.")
    assert text("error.missing_permissions", missing=["Attach Files", "Embed Links"]) == (
        "I can't play in this channel: I am missing the Attach Files and Embed Links "
        "permissions here. Ask a moderator to grant them, or play in another channel.")


def test_numbers_and_durations():
    # ids and timestamps keep their digits: no thousands separator inside a Discord tag
    said = text("remind.channel", who="<@1>", game_id=12345, deadline=1700000000)
    assert "game #12345" in said and "<t:1700000000:R>" in said
    assert text("error.already_voted", target_user_id=123456789012345678, votes=1, needed=2) == (
        "You have already voted to hand <@123456789012345678>'s seat to the computer "
        "(1/2 votes).")
    seconds = (None, 0, 3600, 43200, 86400, 259200, 90)
    assert [text("fmt.duration", seconds=s) for s in seconds] == [
        "no time limit", "no time limit", "1 hour", "12 hours", "24 hours", "3 days",
        "90 seconds"]
    assert text("columbiz.hist.move", time="12:00:00", seq=7, what="rolled", tag="") == (
        "  12:00:00  #7   rolled")


def test_a_text_formatted_again_is_kept(monkeypatch):
    """The same id, language and plain details give the kept text, formatted once; a detail of
    another type (1, 1.0 and True are equal in Python) is another text, and a detail that is
    not a plain value is formatted every time."""
    from bot.messages.catalog import Catalogue

    formatted = []
    original = Catalogue.format

    def counting(self, fluent, details):
        formatted.append(fluent)
        return original(self, fluent, details)

    monkeypatch.setattr(Catalogue, "format", counting)
    first = text("columbiz.rule.dice_short", "da", cell="4444", face=4, need=4, have=1)
    assert text("columbiz.rule.dice_short", "da", cell="4444", face=4, need=4, have=1) == first
    assert text("columbiz.rule.dice_short", "da-DK", cell="4444", face=4, need=4, have=1) == first
    assert len(formatted) == 1
    assert text("columbiz.rule.dice_short", "en", cell="4444", face=4, need=4, have=1) != first
    assert text("fmt.list", items=["Åse", "Bo"]) == text("fmt.list", items=("Åse", "Bo"))
    assert len(formatted) == 4  # a list and a tuple are not the same detail either
    assert text("fmt.numword", n=1) != text("fmt.numword", n=True)
    formatted.clear()

    class Name:
        def __str__(self) -> str:
            return "Ærø"

    assert text("columbiz.rule.occupied", cell="555", owner=Name()) == "Cell 555 is taken by Ærø."
    assert text("columbiz.rule.occupied", cell="555", owner=Name()) == "Cell 555 is taken by Ærø."
    assert len(formatted) == 2


def test_the_kept_texts_are_bounded():
    from bot.messages.catalog import TEXTS_KEPT

    kept = catalogues()._kept
    for n in range(TEXTS_KEPT + 10):
        text("fmt.numword", n=100_000 + n)
    assert len(kept) == TEXTS_KEPT


def test_flags_and_details_not_given():
    assert text("columbiz.rule.occupied", cell="555", own=True, owner="x") == (
        "Cell 555 already holds one of your pieces.")
    assert text("columbiz.rule.occupied", cell="555", owner="@bob") == "Cell 555 is taken by @bob."
    assert text("error.game_not_active") == "This game is not running any more."
    assert text("columbiz.computer.why.roll", kept_text="") == "keeps nothing and rolls again"
    with pytest.raises(KeyError):
        text("error.not_your_turn")  # a detail the text shows
    with pytest.raises(KeyError):
        text("no.such.text")
    assert has("error.stale") and not has("no.such.text")


# --- more languages --------------------------------------------------------------------------


def write(path: Path, content: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    return path


@pytest.fixture
def five(tmp_path) -> Catalogues:
    """Five languages: English complete in two namespaces, Danish in part, the others empty."""
    shared, game = tmp_path / "shared", tmp_path / "game" / "locales"
    write(shared / "en" / "shared.ftl",
          "hello = Hello, { $who }!\nbye = Bye.\nplayers = { LIST($names) }\n"
          "broken = { $who } broke\n")
    write(game / "en" / "game.ftl", "game-move = { $who } moves.\n")
    write(shared / "da" / "shared.ftl",
          "hello = Hej, { $who }!\nplayers = { LIST($names) }\nbroken = { NOPE($who) }\n")
    return Catalogues([shared, game], ("en", "da", "de", "fr", "es"), "en")


def test_a_missing_message_falls_back_to_english(five, caplog):
    assert five.text("hello", "da", {"who": "Ann"}) == "Hej, Ann!"
    assert five.text("bye", "da", {}) == "Bye."  # not in Danish
    assert five.text("game.move", "da", {"who": "Ann"}) == "Ann moves."  # no Danish game folder
    assert five.text("hello", "de", {"who": "Ann"}) == "Hello, Ann!"  # nothing in German
    # a translation that does not format gives English, and a warning
    assert five.text("broken", "da", {"who": "Ann"}) == "Ann broke"
    assert "does not format" in caplog.text
    with pytest.raises(KeyError):
        five.text("nowhere", "da", {})


def test_each_language_lists_in_its_own_words(five):
    names = {"names": ["A", "B", "C"]}
    assert five.text("players", "en", names) == "A, B, and C"  # CLDR en: a serial comma
    assert five.text("players", "da", names) == "A, B og C"


def test_discord_locale_names_map_to_ours(five):
    assert [five.language_of(code) for code in (
        "en-US", "en-GB", "es-ES", "es-419", "da", "de", "fr", "pt-BR", None, "")] == [
        "en", "en", "es", "es", "da", "de", "fr", "en", "en", "en"]
    assert five.language_of(discord.Locale.latin_american_spanish) == "es"


def test_an_id_defined_twice_is_refused(tmp_path):
    write(tmp_path / "a" / "en" / "one.ftl", "hello = Hello\n")
    write(tmp_path / "b" / "en" / "two.ftl", "hello = Hi\n")
    with pytest.raises(CatalogueError, match="hello is defined in"):
        Catalogues([tmp_path / "a", tmp_path / "b"], ("en",), "en")
    write(tmp_path / "c" / "en" / "three.ftl", "hello = { $who\n")
    with pytest.raises(CatalogueError, match="three.ftl"):
        Catalogues([tmp_path / "c"], ("en",), "en")


async def test_a_new_language_translates_the_command_picker(tmp_path, monkeypatch):
    """A language is one folder of files and one entry in the list of languages."""
    write(tmp_path / "sv" / "shared.ftl", "cmd-join = Ta en plats i kanalens spel\n")
    with_swedish = Catalogues([*locale_folders(), tmp_path], ("en", "sv"), "en",
                              bot.messages.CLDR_LOCALES)
    monkeypatch.setattr(bot.messages, "catalogues", lambda: with_swedish)
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, None)

    async def translate(msg_id: str, locale: discord.Locale) -> str | None:
        return await translator.translate(T(msg_id), locale, context)

    assert await translate("cmd.join", discord.Locale.swedish) == "Ta en plats i kanalens spel"
    assert await translate("cmd.leave", discord.Locale.swedish) is None  # Discord shows English
    assert await translate("cmd.join", discord.Locale.american_english) is None
    assert text("cmd.leave", "sv") == text("cmd.leave")


def test_a_language_is_one_folder(tmp_path, monkeypatch):
    """A throwaway language: a copy of the shared catalogues' folders and one more folder that
    names its language and translates one text. The bot is made with it and offers it, by its own
    name, where a game's language is chosen; its missing texts fall back to English."""
    import shutil
    import sys

    from bot.app import create_bot
    from bot.config import Settings

    shared = tmp_path / "locales"
    shutil.copytree(SHARED_LOCALES, shared)
    write(shared / "sv" / "shared.ftl",
          "language-name = Svenska\ncmd-join = Ta en plats i kanalens spel\n")
    found = bot.messages.languages_in(shared)
    assert found == (DEFAULT_LOCALE, *sorted({*LANGUAGES, "sv"} - {DEFAULT_LOCALE}))
    # as if the bot had started with the folder there: every module that took the list has it
    for module in list(sys.modules.values()):
        if getattr(module, "LANGUAGES", None) is LANGUAGES:
            monkeypatch.setattr(module, "LANGUAGES", found)
    monkeypatch.setattr(bot.messages, "SHARED_LOCALES", shared)
    catalogues.cache_clear()
    try:
        made = create_bot(Settings(token=None, database_path=tmp_path / "games.sqlite"))
        new = made.tree.get_command("columbiz").get_command("new")
        [language] = [p for p in new.parameters if p.name == "language"]
        assert ("Svenska", "sv") in [(c.name, c.value) for c in language.choices]
        assert ("Dansk", "da") in [(c.name, c.value) for c in language.choices]
        assert text("cmd.join", "sv") == "Ta en plats i kanalens spel"
        assert text("cmd.leave", "sv") == text("cmd.leave")
    finally:
        catalogues.cache_clear()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_lists_the_values_in_the_readers_words(language):
    """The computer's levels and the ways to be told, as the reader's language names them,
    offered as a choice ("or")."""
    levels = text("error.unknown_level", language, level="expert",
                  levels=("easy", "normal", "hard"))
    for level in ("easy", "normal", "hard"):
        assert text(f"level.{level}", language) in levels
    assert text("fmt.list", language, items=["x", "y"]) not in levels  # "x and y": not a choice
    modes = text("error.bad_notify", language, mode="pigeon", modes=("mention", "dm", "none"))
    assert "`" not in levels + modes  # every value has its words (no value shown as typed)
    if language != DEFAULT_LOCALE:
        for english in ("dm", "none", "easy", "hard"):
            assert not re.search(rf"\b{english}\b", levels + modes), (english, levels, modes)


def test_french_punctuation_takes_a_non_breaking_space():
    """French typography: a non-breaking space before : ; ? ! and » and after «, so a line
    never breaks before the mark (outside code, Discord tags and addresses)."""
    loose = []
    for msg_id in sorted(message_ids("fr")):
        if msg_id.startswith("terminal."):
            continue  # the terminal's wordings (their own review)
        details = dict.fromkeys(placeholders(msg_id, "fr"), "x")
        details.update(dict.fromkeys(catalogues().needs(msg_id), 2))
        try:
            said = text(msg_id, "fr", **details)
        except (KeyError, ValueError):
            said = text(msg_id, "fr", **dict.fromkeys(details, 2))
        prose = re.sub(r"`[^`]*`|<[^>]*>|\w+://\S*", "", said)
        loose += [(msg_id, m.group(0)) for m in re.finditer(r"\S[ ]?[:;?!»]|«[ ]?\S", prose)
                  if "\u00a0" not in m.group(0) and (" " in m.group(0)
                                                     or m.group(0)[-1] in ";?!»"
                                                     or m.group(0)[0] == "«")]
    assert loose == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_I8_a_piece_that_changed_hands_says_what_changed(language):
    """In a burst, another player's action may have moved the pieces: the refusal names the
    tower, the piece and whose it is, and that the tower may have changed since the player
    looked."""
    from types import SimpleNamespace

    from bot.refusals import refusal
    from engine import RuleError

    seats = [SimpleNamespace(seat=0, name="Ana", computer_level=None, user_id=11),
             SimpleNamespace(seat=1, name="Bruno", computer_level=None, user_id=22)]
    game = SimpleNamespace(kind="icetowers", seats=seats, seat_of=lambda user: {11: 0}.get(user))
    for details, place in (({"tower": 16, "position": 2}, "2"), ({"tower": 16}, "T16")):
        code, said = refusal(RuleError("not_yours", owner=1, **details), language, game, 11)
        assert code == "not_yours"
        assert "T16" in said and place in said and "<@22>" in said and "I8)" in said, said
        assert said != text("icetowers.rule.not_yours", "en", owner="<@22>", **details) or (
            language == DEFAULT_LOCALE)


def test_french_elides_before_a_game_whose_name_starts_with_a_vowel():
    """"d'IceTowers", "de Columbiz": chosen on the name's first letter (a fact), so the shared
    catalogue names no game."""
    def resumed(game: str) -> str:
        return text("terminal.resumed", "fr", game=game, game_id=3)

    assert resumed("IceTowers") == (
        "Votre partie d'IceTowers nº 3 reprend là où vous l'aviez laissée.")
    assert resumed("Columbiz") == (
        "Votre partie de Columbiz nº 3 reprend là où vous l'aviez laissée.")
    assert resumed("Awale").startswith("Votre partie d'Awale ")


@pytest.mark.parametrize("kind", ["columbiz", "icetowers"])
def test_a_late_players_streak_is_counted_in_each_game(kind):
    """A turn the computer took when time ran out says how many were missed in a row once it is
    more than one, before the player is marked away (each game declares the fact its text
    selects on)."""
    said = text(f"{kind}.computer.stand_in.clock", who="Ana", level="easy", missed=2, limit=3)
    assert "(two turns in a row; at three they are marked away)" in said
    once = text(f"{kind}.computer.stand_in.clock", who="Ana", level="easy", missed=1, limit=3)
    assert "in a row" not in once


def test_I6_a_piece_that_must_cap_lists_the_towers_it_can_cap():
    """The refusal lists the towers as the game names them (T5), in the reader's list words,
    and counts them with the language's plural rules."""
    from types import SimpleNamespace

    from bot.refusals import refusal
    from engine import RuleError

    game = SimpleNamespace(kind="icetowers", seats=[], seat_of=lambda user: None)

    def said(towers: tuple[int, ...], language: str) -> str:
        return refusal(RuleError("must_cap", tower=3, size=1, towers=towers), language, game)[1]

    assert said((5, 7), "en") == "That piece can cap other towers (T5 and T7): it must (I6)."
    assert said((5,), "en") == "That piece can cap a tower (T5): it must (I6)."
    assert said((5, 7, 9), "de") == (
        "Diese Pyramide kann auf andere Türme gesetzt werden (T5, T7 und T9), also musst du das "
        "auch tun (I6).")
