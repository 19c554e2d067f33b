"""What the terminal says, as a player reads it: the placements Tab and `place` offer (from what
is typed, each saying once what it does), a move word with nothing to offer saying why, the help
of the game's own mode and readable without colour, a line naming its cells, the board without
a dangling colon. Real engine states, real catalogues; the pseudo-terminal where it is typed."""

from __future__ import annotations

import contextvars
import re

import pexpect
from local_game import answer, prompt, send, spawn

from bot.games.columbiz.frontend import ColumbizFrontend
from bot.games.columbiz.terminal import ColumbizTerminal
from bot.games.icetowers.terminal import IceTowersTerminal
from bot.messages import FRONT, LANGUAGES, text
from bot.service import GameSnapshot, MoveResult
from bot.store import SeatRow
from engine import columbiz, icetowers
from engine.columbiz import Place, Roll

SEATS = (SeatRow(0, 101, "Ann"), SeatRow(1, 102, "Ben"))


def snapshot(state, rev=1):
    return GameSnapshot(
        id=7, kind="columbiz", guild_id=None, channel_id=1, status="active", creator_id=101,
        seats_wanted=2, options={}, turn_seconds=None, seats=SEATS, state=state, rev=rev,
        created_at=0.0, updated_at=0.0,
    )


def rolled(*dice):
    state, _ = columbiz.apply(columbiz.new_game(columbiz.GameConfig(players=2)), Roll(dice))
    return state


def at_the_terminal(call, *args):
    def run():
        FRONT.set("terminal")
        return call(*args)

    return contextvars.copy_context().run(run)


def test_tab_offers_the_placements_that_start_with_what_is_typed():
    """`place 333` then Tab left `place`: the placements with 333 anywhere were offered, and
    readline put in what they all start with. Every move offered starts with what is typed
    now, the cells named first, as typed (C2: `3x3` is 333)."""
    game = snapshot(rolled(3, 3, 3, 2, 2, 1, 5, 6))
    terminal = ColumbizTerminal()
    every = terminal.choices(game, 0, "place", "", "en", 10_000)
    assert {value for _, value in every} >= {"333 22 1", "2 1 333"}
    for typed in ("333", "333 ", "1 22", "1, 3", "3x3 2", "6 5 "):
        offered = [value for _, value in terminal.choices(game, 0, "place", typed, "en", 100)]
        assert offered, typed
        assert all(value.startswith(typed) for value in offered), (typed, offered)
    # every legal placement with 333 is offered, the rest of its cells after it (C7)
    with_333 = {frozenset(value.split()) for _, value in every if "333" in value.split()}
    offered = terminal.choices(game, 0, "place", "333", "en", 10_000)
    assert {frozenset(value.split()) for _, value in offered} == with_333
    # a half-typed cell is each cell it may become: 3, 33 and 333 after "3"
    firsts = {value.split()[0] for _, value in terminal.choices(game, 0, "place", "3", "en", 100)}
    assert firsts == {"3", "33", "333"}
    assert terminal.choices(game, 0, "place", "7", "en", 100) == []  # no such cell
    assert terminal.choices(game, 1, "place", "", "en", 100) == []  # not Ben's turn


def test_the_placement_list_says_what_each_does_once():
    """The list read "place 3 2 1 5 · 3 2 1 5 — +3 line": the cells twice, and points
    without their word."""
    game = snapshot(rolled(1, 2, 3, 4, 4, 4, 6, 6))
    for language in LANGUAGES:
        for shown, value in ColumbizTerminal().choices(game, 0, "place", "", language, 100):
            assert value not in shown and not re.search(r"\b\d{2,}\b", shown), (shown, value)
    english = {v: s for s, v in ColumbizTerminal().choices(game, 0, "place", "", "en", 10_000)}
    assert english["3 2 1"] == "+1 line point"
    assert english["4 3 2 1"] == "+3 line points"  # 3 in a row (+1), then 4 (+2): C11
    assert english["6"] == "no points"


def test_a_line_names_its_cells_at_the_terminal():
    """"a line of four (row 1-2-3-4)" named cells but read as rows 1 to 4."""
    before = rolled(1, 2, 3, 4, 4, 4, 6, 6)
    after, events = columbiz.apply(before, Place(("1", "2", "3", "4")))
    result = MoveResult(snapshot(after, rev=2), before, tuple(events), tuple(events))
    for language in LANGUAGES:
        said, _ = at_the_terminal(ColumbizFrontend().describe_move, result, language)
        assert "1-2-3" not in said and "2-3-4" not in said, said
        line = [line for line in said.splitlines() if "+2." in line]
        assert line and all(cell in line[-1] for cell in ("1", "2", "3", "4")), said
    said, _ = at_the_terminal(ColumbizFrontend().describe_move, result, "en")
    assert "scored a line of four along a row (cells 1, 2, 3 and 4): +2." in said


def test_a_word_with_nothing_to_offer_says_why_and_the_help_is_the_modes(tmp_path):
    """IceTowers in realtime (I8, I10): `split` alone with no split to make, and `split T4`,
    said "Pick a move from the list, or type its towers, e.g. T7 T3" (a cap); the help
    offered `pass`, which realtime always refuses; the board ended a player with no lone
    piece in "done:"."""
    child = spawn(tmp_path / "game.sqlite3")
    answer(child, "", "IceTowers", "2", "normal", "1", "")  # one piece per size: no splits yet
    shown = prompt(child).replace("\r", "")
    said = send(child, "split").replace("\r", "")
    assert "You have no split to make now." in said and "Pick a move" not in said
    said = send(child, "split T4").replace("\r", "")
    assert "Name the towers of your move, as in split T4 2; split on its own lists" in said
    said = send(child, "mine 3").replace("\r", "")
    assert "as in mine T5 2 T8" in said
    said = send(child, "help").replace("\r", "")
    assert "cap, mine, split and done" in said and "pass" not in said
    assert "\n  board: the board again" in said and "\n  quit: stop here" in said
    said = send(child, "board").replace("\r", "") + shown
    seats = [line for line in said.splitlines() if re.match(r"^[●■▲◆] ", line)]
    assert seats and not [line for line in seats if line.rstrip().endswith(":")], seats
    assert any(" · alone: T" in line for line in seats), seats
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_place_before_rolling_says_roll_first(tmp_path):
    child = spawn(tmp_path / "game.sqlite3")
    answer(child, "", "Columbiz", "2", "")
    prompt(child)
    said = send(child, "place").replace("\r", "")
    assert "Roll first: roll." in said and "List the cells" not in said
    said = send(child, "help").replace("\r", "")
    assert "roll, keep and place" in said and "\n  help: this help" in said
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_each_language_words_the_terminals_own_texts():
    """The texts added for the terminal exist in every language, none left in English."""
    for msg_id, details in (("terminal.left", {}), ("terminal.icetowers.none", {"move": "cap"}),
                            ("terminal.icetowers.alone", {"towers": "T1"}),
                            ("terminal.columbiz.place.choice", {"captures": 2, "line_points": 1})):
        english = text(msg_id, "en", **details)
        for language in LANGUAGES[1:]:
            assert text(msg_id, language, **details) != english, (msg_id, language)


def test_tab_in_icetowers_keeps_what_is_typed_and_reads_bare_numbers():
    """I5: `cap T1` offers T1's caps and T10's to T19's alike (they all start so); `cap 1 26`,
    typed without the Ts, still finds T1 on T26 (its towers in that order)."""
    state = icetowers.new_game(icetowers.GameConfig(players=2))
    game = GameSnapshot(
        id=8, kind="icetowers", guild_id=None, channel_id=1, status="active", creator_id=101,
        seats_wanted=2, options={}, turn_seconds=None, seats=SEATS, state=state, rev=1,
        created_at=0.0, updated_at=0.0,
    )
    terminal = IceTowersTerminal()
    offered = [value for _, value in terminal.choices(game, 0, "cap", "T1", "en", 10_000)]
    assert offered and all(value.startswith("T1") for value in offered)
    assert {value.split()[0] for value in offered} >= {"T1", "T10", "T11"}
    offered = [value for _, value in terminal.choices(game, 0, "cap", "1 26", "en", 100)]
    assert offered == ["T1 T26"]  # T26 is the other player's (I1): the one cap so named
