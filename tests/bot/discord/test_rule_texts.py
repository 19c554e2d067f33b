"""The texts players read to learn the game: `/columbiz rules` and `/columbiz help`.

They are sent as an embed's description each (Discord: 4,096 characters, where a message's content
has 2,000): every language's rendering fits with room to grow (test_text_limits). They also say
what a newcomer needs for a first game.
"""

from __future__ import annotations

import pytest
from discord_rules import EMBED_DESCRIPTION_LIMIT

from bot.messages import LANGUAGES, text


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("msg_id", ["columbiz.rules.text", "columbiz.help.text"])
def test_rules_and_help_fit_one_embed(locale, msg_id):
    assert 0 < len(text(msg_id, locale)) <= EMBED_DESCRIPTION_LIMIT


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_rules_name_each_option_by_its_command_line_name(locale):
    """An option is named as typed in /columbiz new (`locked_keeps`), in every language: never
    by English words in a translation."""
    rules = text("columbiz.rules.text", locale)
    assert "`locked_keeps`" in rules and "`line_scoring`" in rules
    for english in ("locked keeps", "*increase*", "*locked"):
        assert english not in rules
    refusal = text("columbiz.rule.bad_keep", locale, locked=True, kept=2, face=5)
    assert "`locked_keeps`" in refusal and "locked keeps" not in refusal


def test_the_rules_cite_every_rule_id_in_brackets():
    rules = text("columbiz.rules.text")
    cited = {part.strip() for group in rules.split("[")[1:] for part in
             group.split("]")[0].split(",")}
    assert cited == {f"C{i}" for i in range(1, 16)}


def test_the_rules_say_what_newcomers_used_to_guess():
    rules = text("columbiz.rules.text")
    for form in ("`555`", "`5x3`", "`5-3`", "`5:3`"):  # C2: every accepted cell form
        assert form in rules
    assert "up to three rolls" in rules  # C6
    assert "No keeping after the 3rd roll" in rules  # C6
    assert "(3 in a 4-player game, by default)" in rules  # C8
    assert "3 pieces from your supply (all, if fewer are left)" in rules  # C9
    assert "`555 5` works but `5 555` is refused" in rules  # C10: captured cells refill
    assert "so making a 3 into a 4 scores 2 more" in rules  # C11: full value each time
    assert "the order of your pieces matters" in rules  # C11
    assert "`line_scoring`" in rules  # C11 option
    assert "up to the one seated just before the first player, still play" in rules  # C12
    assert "ties share the win" in rules  # C15


def test_help_names_every_cell_form():
    helped = text("columbiz.help.text")
    for form in ("`555`", "`5x3`", "`5-3`", "`5:3`"):  # C2
        assert form in helped
