"""A new user's first minute at `bash bot/run.sh --local`, in a real pseudo-terminal: Tab keeps
what was typed, `quit` works at every question, the players' count is typed as itself, a
relative `--database` lands where the command was typed, and Ctrl-C in the middle of the
computers' replies loses none of them."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pexpect
from local_game import (
    LISTED,
    PROMPT,
    QUESTION,
    ROOT,
    answer,
    games_of,
    moves_of,
    prompt,
    send,
    spawn,
    transcript,
)
from test_run_sh import checkout, probe


def first_placements(child: pexpect.spawn) -> list[str]:
    """Roll until a piece fits the dice (C6, C7); the placements `place` then lists."""
    prompt(child)
    while True:
        listed = LISTED.findall(send(child, "place").replace("\r", ""))
        if listed:
            return listed
        child.sendline("roll")  # C9 may pass the turn: the computer plays, then it is ours
        child.expect_exact(PROMPT)


def test_tab_completes_from_what_is_typed(tmp_path):
    """`place 333` then Tab kept `place` only: Tab put in what every placement with a cell
    starting so had in common, from the start of the move. Now it completes from what is
    typed, and lists the placements that start with it."""
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz", "2", "easy")
    listed = first_placements(child)
    # the first cell of the best placement: a placement's first cells are a placement too, while
    # its last may be free only once an earlier one captured its piece (C10)
    cell = listed[0].split()[1]
    typed = f"place {cell}"
    child.send(typed + "\t\t")  # Tab twice: the placements that start so, listed
    child.expect_exact(PROMPT)  # readline shows the prompt and the line again after its list
    # the line as typed, the list, then the seat's mark before the prompt
    echo, *listing, _ = child.before.replace("\r", "").replace("\x07", "").split("\n")
    offered = [move for line in listing for move in re.split(r"\s{2,}", line.strip()) if move]
    assert offered and all(move.startswith(typed) for move in offered), (typed, offered)
    child.sendcontrol("u")
    send(child, "")
    child.send(typed + "\t")  # Tab once, then Enter: what was typed is still there
    said = send(child, "").replace("\r", "")
    assert re.search(rf"^tester placed on {cell}\b", said, re.MULTILINE), said
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_quit_and_exit_are_taken_at_every_question(tmp_path):
    database = tmp_path / "game.sqlite3"
    for answers, leave in (((), "quit"), (("", "Columbiz"), "exit"),
                           (("", "IceTowers", "2", "hard"), "quit")):
        child = spawn(database)
        answer(child, *answers)
        child.expect(QUESTION)
        child.sendline(leave)
        child.expect_exact("No game was started")
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0
        assert "Answer with a number" not in transcript(child)  # not refused as an answer
    assert games_of(database) == []


def test_a_number_of_players_is_typed_as_itself(tmp_path):
    """"How many players?" listed "1. 2 * 2. 3 3. 4": `1` meant two players and `3` four.
    The counts are shown as they are, and a count typed means that count."""
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "Columbiz")
    child.expect_exact("How many players (2–4)?")
    child.expect(QUESTION)
    listing = child.before.replace("\r", "")
    assert re.search(r"^\s+2 \*\s+3\s+4\s*$", listing, re.MULTILINE), listing
    assert "1." not in listing
    child.sendline("1")  # not a count of players here
    child.expect_exact("Answer with a number from 2 to 4")
    child.expect(QUESTION)
    child.sendline("3")
    answer(child, "easy", "hard")  # seats 2 and 3: three players
    prompt(child)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert "Who plays seat 4?" not in transcript(child)
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT count(*) FROM seats").fetchone()[0] == 3


def test_a_relative_database_lands_where_the_command_was_typed(tmp_path):
    """bot/run.sh moves to the checkout before starting the bot: `--database mygame.sqlite3`
    landed there. The real run.sh, from a copy of the checkout whose interpreter hands the bot
    to this one (and installs nothing)."""
    root = checkout(tmp_path)
    probe(root / ".venv" / "bin" / "python")
    here = tmp_path / "my games"
    here.mkdir()
    child = spawn(Path("mygame.sqlite3"), command=["bash", str(root / "bot" / "run.sh")],
                  cwd=here)
    answer(child, "", "Columbiz", "2", "")
    shown = prompt(child)
    assert f"Picture: {here / 'mygame.png'}" in shown.replace("\r", "")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert games_of(here / "mygame.sqlite3") == [("columbiz", "active")]
    assert not (root / "mygame.sqlite3").exists() and not (ROOT / "mygame.sqlite3").exists()


def replies_after_the_last_person(database: Path) -> list[str]:
    """The computers' moves since the person's last move, by source."""
    with sqlite3.connect(database) as db:
        sources = [s for (s,) in db.execute("SELECT source FROM moves ORDER BY seq")]
    last = max(i for i, source in enumerate(sources) if source == "player")
    return sources[last + 1:]


def test_ctrl_c_after_an_action_keeps_the_computers_reply(tmp_path):
    """IceTowers (I8): after each action of the person, each computer has one action before
    the person is asked again. Ctrl-C just after the person's action (while its picture is
    drawn, before the computer replied) left the reply out for good: on resume the person
    was asked first. The resumed table gives the computer its reply first."""
    database = tmp_path / "game.sqlite3"
    child = spawn(database)
    answer(child, "", "IceTowers", "2", "normal", "2", "")  # realtime
    prompt(child)
    listed = LISTED.findall(send(child, "cap").replace("\r", ""))
    child.sendline(listed[0])
    child.expect(r"tester puts \S+ T\d+ on T\d+\.")  # the action is saved and said
    child.sendintr()  # Ctrl-C at once: the picture and the computer's reply are under way
    child.expect_exact("The game is saved")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    before = replies_after_the_last_person(database)
    played = moves_of(database)

    child = spawn(database)  # resumed: the computer's reply, then the person's prompt
    prompt(child)
    assert replies_after_the_last_person(database) == ["computer"]
    assert moves_of(database) == played + (1 - len(before))
    child.sendline("quit")
    child.expect(pexpect.EOF)
