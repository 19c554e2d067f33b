"""Shared code names no game, the shared catalogue speaks of no game, and every game words its
own texts under its own prefix: a game missing a text the shared bot asks of it fails here
instead of borrowing another game's words. The games are the registry's (bot.games), so a game
added later is checked the moment it is registered."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fluent_ast

from bot.games import GAMES, PACKAGES, frontends
from bot.messages import (
    LANGUAGES,
    SHARED_LOCALES,
    catalogues,
    code_id,
    message_ids,
    of_game,
    text,
)

ROOT = Path(__file__).resolve().parents[2]
KINDS = tuple(GAMES)
# The shared layers, each with one folder per game (bot/games/<game>, engine/<game>,
# render/<game>) that is that game's own.
SHARED = {"bot": ROOT / "bot" / "games", "engine": ROOT / "engine", "render": ROOT / "render"}
# Where a game's kind is the product's name, not the game (the bot is "Columbiz Bot", after its
# first game), or a format the project does not own says so: (file, the word as written).
PRODUCT_NAME = {
    ("bot/app.py", "ColumbizBot"),
    ("bot/app.py", "ShardedColumbizBot"),
    ("bot/config.py", "columbiz.sqlite3"),  # the default database file
    ("bot/ratings/__main__.py", "columbiz.sqlite3"),
    ("bot/store/postgres.py", "columbiz holder"),  # the connection's name in pg_stat_activity
    ("bot/terminal/main.py", "COLUMBIZ_CALLER_DIR"),  # set by bot/run.sh
    ("render/fontsubset.py", "Columbiz Hangul Fallback"),  # the bundled fonts' family names
    ("render/fontsubset.py", "Columbiz CJK Fallback"),
    # the scenario format (FORMAT.md): a scenario without "game" is a Columbiz scenario
    ("engine/scenario.py", "columbiz"),
}
# Shared texts that name the product (the bot, its database file), not a game.
PRODUCT_TEXTS = {"error.not_here", "cli.migrate.no_source", "terminal.welcome"}


def shared_modules() -> list[Path]:
    """Every module of the shared layers: outside the registry and outside each game's folder."""
    found = []
    for top, games_folder in SHARED.items():
        for path in sorted((ROOT / top).rglob("*.py")):
            inside = path.relative_to(games_folder).parts if path.is_relative_to(
                games_folder) else ()
            if inside and inside[0] in KINDS:
                continue  # a game's own folder
            if path == ROOT / "bot" / "games" / "__init__.py":
                continue  # the registry: the one place that lists the games
            found.append(path)
    return found


def code_words(tree: ast.AST) -> list[tuple[int, str]]:
    """The names and string constants of a module's code (not its comments or docstrings)."""
    docstrings = {
        id(node.body[0].value) for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    words = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:  # an SQL statement's comments are comments too
                words.append((node.lineno, re.sub(r"--[^\n]*", "", node.value)))
        elif isinstance(node, ast.Name):
            words.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            words.append((node.lineno, node.attr))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            words.append((node.lineno, node.name))
        elif isinstance(node, ast.arg):
            words.append((node.lineno, node.arg))
        elif isinstance(node, ast.ImportFrom):
            words.append((node.lineno, node.module or ""))
            words += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            words += [(node.lineno, alias.name) for alias in node.names]
    return words


def names_a_game(word: str) -> bool:
    """A game's kind as a word of its own: `columbiz_only` and `engine.icetowers` name one,
    "animation" does not name Nim."""
    return any(re.search(rf"(?<![a-z]){kind}(?![a-z])", word.lower()) for kind in KINDS)


def test_the_scan_sees_what_it_looks_for(tmp_path):
    """The scan finds a game in code (an import, a string, a name) and not in a docstring."""
    source = ('"""Columbiz, for example."""\nfrom engine import icetowers\n'
              'KIND = "columbiz"\ndef columbiz_only(): ...\n')
    found = [word for _, word in code_words(ast.parse(source)) if names_a_game(word)]
    assert sorted(found) == ["columbiz", "columbiz_only", "icetowers"]
    assert len(shared_modules()) > 50


def test_shared_modules_name_no_game():
    named = []
    for path in shared_modules():
        where = path.relative_to(ROOT).as_posix()
        for line, word in code_words(ast.parse(path.read_text(encoding="utf-8"))):
            if names_a_game(word) and (where, word) not in PRODUCT_NAME:
                named.append(f"{where}:{line}: {word[:60]!r}")
    assert named == []


def game_commands() -> dict[str, set[str]]:
    """Each game's own commands, as its catalogue describes them (`<kind>.cmd.<name>`)."""
    ids = message_ids("en")
    return {kind: {i.split(".")[2] for i in ids
                   if i.startswith(f"{kind}.cmd.") and i.count(".") == 2} for kind in KINDS}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shared_catalogue_speaks_of_no_game(language):
    """No shared text is under a game's prefix, names a game, or tells to use one game's
    command ("`/roll` or press **Roll**" is Columbiz's)."""
    commands = {name for names in game_commands().values() for name in names}
    assert {"roll", "cap"} <= commands
    commands -= {"new", "rules", "help"}  # every game's group has these: `/<kind> new`
    for path in sorted((SHARED_LOCALES / language).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, (fluent_ast.Message, fluent_ast.Term)):
                continue
            msg_id = code_id(entry.id.name)
            assert not any(msg_id.startswith(f"{kind}.") for kind in KINDS), msg_id
            entry.comment = None  # what readers see, not the notes to translators
            source = FluentSerializer().serialize_entry(entry)
            if msg_id not in PRODUCT_TEXTS:
                assert not names_a_game(source), (msg_id, source)
            used = re.findall(r"`/([a-z_]+)", source)
            assert not set(used) & commands, (msg_id, used)


@pytest.mark.parametrize("kind", KINDS)
def test_each_game_words_its_texts_under_its_own_prefix(kind):
    """A game's catalogues define `<kind>.…` and its terminal wordings `terminal.<kind>.…`."""
    package = importlib.import_module(PACKAGES[KINDS.index(kind)])
    folder = Path(package.__file__).resolve().parent / "locales"
    files = sorted(folder.glob("*/*.ftl"))
    assert {path.parent.name for path in files} == set(LANGUAGES)
    for path in files:
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                name = code_id(entry.id.name)
                assert name.startswith((f"{kind}.", f"terminal.{kind}.")), (path.name, name)
            elif isinstance(entry, fluent_ast.Term):
                assert entry.id.name.startswith(f"{kind}-"), (path.name, entry.id.name)


def refusal_codes(kind: str) -> tuple[str, ...]:
    """The codes its engine refuses with (`engine.<kind>.CODES`), for a game whose engine is a
    package of engine/ (a small game may keep its rules in its own package)."""
    try:
        engine = importlib.import_module(f"engine.{kind}")
    except ModuleNotFoundError:
        return ()
    return tuple(getattr(engine, "CODES", ()))


@pytest.mark.parametrize("kind", KINDS)
def test_each_game_has_every_text_the_shared_bot_asks_of_it(kind):
    """Its name, its command group, the welcome back on a player's turn, a text for each code
    its rules refuse with, and the texts its frontend names: all its own, in every language."""
    frontend = frontends()[kind]
    wanted = {f"{kind}.name", f"{kind}.cmd", f"{kind}.away.back_turn"}
    wanted |= {frontend.title, frontend.name_id, frontend.rules_id, frontend.help_id,
               frontend.rules_description, frontend.help_description}
    wanted |= {f"{kind}.rule.{code}" for code in refusal_codes(kind)}
    assert all(msg_id.startswith(f"{kind}.") for msg_id in wanted), wanted
    for language in LANGUAGES:
        assert sorted(wanted - message_ids(language)) == [], language


def test_a_game_without_a_text_does_not_borrow_another_games():
    """A game lacking its own wording gets the shared text where there is one, else none: never
    Columbiz's."""
    assert of_game("icetowers", "rule.not_yours") == "icetowers.rule.not_yours"
    assert of_game("hex", "rule.bad_action") == "rule.bad_action"  # every game's
    assert of_game("hex", "rule.occupied") == "rule.occupied"
    assert of_game("hex", "away.back_turn") == "away.back_turn"
    for shared_less in ("rule.occupied", "away.back_turn", "error.bad_dice_index"):
        assert not catalogues().has(shared_less)
        with pytest.raises(KeyError):
            text(shared_less, who="Ana", cell="555", owner="Bo")
