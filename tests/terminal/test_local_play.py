"""`bash bot/run.sh --local`: a whole game at the terminal against computers, in a real
pseudo-terminal, on a real SQLite file, with the real picture written after every move; bad
input refused with the bot's own words and nothing changed; quit, then the same command
resumes the game."""

from __future__ import annotations

import re

import pexpect
from local_game import (
    LISTED,
    PROMPT,
    QUESTION,
    answer,
    choices,
    games_of,
    moves_of,
    prompt,
    send,
    spawn,
    transcript,
)
from PIL import Image

MAY = re.compile(r"You may: (.+)")


def may(shown: str) -> str:
    """The words the table said are possible now ("" when it did not say)."""
    found = MAY.findall(shown.replace("\r", ""))
    return found[-1] if found else ""


def play_columbiz_to_the_end(child: pexpect.spawn) -> int:
    """Roll, then place the best listed placement as soon as there is one (C6-C8)."""
    turns = 0
    shown = prompt(child)
    while True:
        if "place" in may(shown):
            listed = choices(child, "place")
            assert listed, "the table said place was possible but listed nothing"
            child.sendline(listed[0])
            turns += 1
        else:
            child.sendline("roll")
        if child.expect([PROMPT, pexpect.EOF]) == 1:
            return turns
        shown = child.before


def play_icetowers_to_the_end(child: pexpect.spawn) -> int:
    """The first listed move of the first kind that has one (I5-I7), else done (I10)."""
    actions = 0
    while True:
        move = "done"
        for verb in ("cap", "mine", "split"):
            listed = choices(child, verb)
            if listed:
                move = listed[0]
                break
        child.sendline(move)
        actions += 1
        if child.expect([PROMPT, pexpect.EOF]) == 1:  # the game ended: the table leaves
            return actions


def assert_typed_words_only(said: str) -> None:
    """The table tells moves as they are typed here, never Discord's slash commands or its
    buttons ("/roll or press Roll" is "roll")."""
    assert re.findall(r"(?<![\w/.])/[a-z]+\b(?![/.])", said) == []  # paths aside
    assert re.findall(r"(?:press|tryk på) (?!Tab|Enter)\w+", said) == []  # keys, not buttons


def test_a_whole_columbiz_game_against_a_computer(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "hard")  # English, 2 players, a hard computer
    turns = play_columbiz_to_the_end(child)
    child.close()
    assert child.exitstatus == 0
    assert turns >= 3
    assert games_of(database) == [("columbiz", "finished")]
    said = transcript(child)
    # C14, C15: the end says the totals and who won, as the bot does on Discord
    assert re.search(r"Game over\. Final scores: tester \d+, Hard computer \d+\. .+ wins?", said)
    assert said.count("Picture: ") > turns  # a picture after every move, its path said
    assert_typed_words_only(said)
    with Image.open(database.with_suffix(".png")) as picture:  # the real picture, at the end
        picture.load()
        assert picture.format == "PNG" and picture.width > 400
    child = spawn(database)  # a finished game makes way for a new one
    child.expect_exact("Language?")
    child.expect(QUESTION)  # its prompt is out: the line is being read
    child.sendeof()
    child.expect(pexpect.EOF)


def test_bad_input_is_refused_in_words_and_changes_nothing(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "9", "", "1", "2", "")  # a wrong answer is asked again; Columbiz, 2 players
    prompt(child)
    before = moves_of(database)
    assert "Answer with a number from 1 to 5" in transcript(child)
    said = send(child, "place 555")
    assert "Roll first: roll." in said  # rule.not_rolled, as typed here
    said = send(child, "keep 77")
    assert "'7' is not a die: dice show 1 to 6." in said  # the parser's own refusal
    said = send(child, "keep dice:77")  # Discord's option name, typed out of habit: dropped
    assert "'7' is not a die: dice show 1 to 6." in said
    said = send(child, "frobnicate")
    assert "`frobnicate` is not a command here" not in said  # code spans are shown plainly
    assert "frobnicate is not a command here. Try roll, keep, place" in said
    assert moves_of(database) == before  # nothing was played
    said = send(child, "roll")
    assert "tester rolled" in said
    assert moves_of(database) == before + 1
    said = send(child, "place 7")
    assert "7" in said and moves_of(database) == before + 1  # input.cell_unknown
    child.sendline("quit")
    child.expect("The game is saved")
    child.expect(pexpect.EOF)


def test_quit_then_resume_an_icetowers_game_in_danish_to_its_end(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database, language="da_DK.UTF-8")
    # Danish (guessed from LANG), IceTowers, 2 players, a normal computer, 2 pieces per size
    answer(child, "", "2", "", "", "2", "")
    shown = prompt(child)
    assert "Farver" in shown  # the start, in Danish
    assert "Billede: " + str(database.with_suffix(".png")) in shown
    child.sendline("quit")
    child.expect("Spillet er gemt")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    played = moves_of(database)
    assert played <= 1  # I8: the computer took one action at most before the person's say
    assert games_of(database) == [("icetowers", "active")]

    child = spawn(database, language="da_DK.UTF-8")  # the same command: no questions
    shown = prompt(child)
    assert "fortsætter, hvor du slap" in shown
    assert moves_of(database) == played  # resuming plays nothing by itself
    assert "T1" in shown  # the board as text
    actions = play_icetowers_to_the_end(child)
    assert actions >= 1
    assert games_of(database) == [("icetowers", "finished")]
    assert "Spillet er slut" in transcript(child)  # I10, I11: the end, said in Danish
    assert_typed_words_only(transcript(child))


def test_tab_completes_commands_and_the_legal_moves(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "easy")
    prompt(child)
    child.send("sta\t")  # one command starts so: completed
    said = send_to_any(child, "", (PROMPT,))
    assert "standings" in said and "Game #1: tester 0" in said
    scorepad = tmp_path / "game-standings.png"
    assert f"Picture: {scorepad}" in said  # the score pad, drawn as on Discord
    with Image.open(scorepad) as picture:
        assert picture.format == "PNG"
    send(child, "roll")
    listed = choices(child, "place")  # said alone, the move word lists the legal placements
    assert listed and all(move.startswith("place ") for move in listed)
    child.send("place \t\t")  # Tab twice: every legal placement (C7, C8) to pick from
    child.sendcontrol("u")
    assert listed[0] in send_to_any(child, "", (PROMPT,))
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_two_people_at_one_keyboard_take_their_turns(tmp_path):
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "person")  # seat 2: a person, "Player 2"
    names = ("tester › ", "Player 2 › ")
    first = child.expect_exact(list(names))  # C5: whoever won the roll-off is asked first
    child.sendline("roll")
    assert child.expect_exact(list(names)) == first  # still their turn: up to three rolls
    listed = LISTED.findall(send_to_any(child, "place", names).replace("\r", ""))
    child.sendline(listed[0])
    assert child.expect_exact(list(names)) == 1 - first  # the other person's turn now
    child.sendline("quit")
    child.expect(pexpect.EOF)


def send_to_any(child: pexpect.spawn, line: str, prompts: tuple[str, ...]) -> str:
    child.sendline(line)
    child.expect_exact(list(prompts))
    return child.before
