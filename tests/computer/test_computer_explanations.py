"""What the Columbiz computers say about a decision is true of the position it describes.

Each line kind (a decision's reason) makes a claim; `check_claim` tests it against the position,
the claim both ways where it can: made when true, not made when false. It runs over the 300
pinned positions of every level, and on positions built so that the old words would have lied:
"going for 22222" when one 2 completes a row, and "out of reach of captures" on rows 4 and 5
(C10: only row 6, or a piece with every cell above it taken, can never be captured). The bot's
words for each line are checked in every language it speaks.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_computer_hard import HUNT, after_rolls, position
from test_computer_same_decisions import positions

from bot.games.columbiz.frontend import ColumbizFrontend
from bot.messages import LANGUAGES
from bot.service import ComputerDecision
from engine.columbiz import (
    CELL_NAMES,
    EMPTY,
    Keep,
    Place,
    apply,
    legal_placements,
    parse_cell,
)
from engine.columbiz.cells import cell_row
from engine.columbiz.computer import LEVELS, decide, play_turn
from engine.columbiz.computer import dice as D
from engine.columbiz.computer.evaluate import HARD, NORMAL
from engine.columbiz.computer.levels import capture_threat, place_decision, roll_decision
from engine.columbiz.computer.planner import Choice, planner_for
from engine.columbiz.moves import column_choices, piece_limit
from engine.columbiz.scoring import capture_points

FRONTEND = ColumbizFrontend()

# Row 1 is purple's except the empty cell 2; column 2 is taken up to 2222 (the example).
ROW_BUT_2 = position({"1": 0, "3": 0, "4": 0, "5": 0, "6": 0, "22": 1, "222": 1, "2222": 1})
FIRST_ROLL = ((1, 1, 1, 2, 3, 3, 4, 6),)


def words(d, language: str) -> str:
    return FRONTEND.why(ComputerDecision(d.kind, d.values, d.reason, d.params, (), "hard"),
                        language)


def is_safe(board, cell: int) -> bool:
    """C10: nobody can ever place above the piece, so nobody can capture it."""
    return capture_threat(board, cell) is None


def beyond_kept(kept, target) -> int:
    """The dice the cells `target` need beyond the kept dice (C7b: a cell costs its row in
    dice of its column's face), each face counted alone since a die shows one face."""
    need = [0] * 6
    for cell in target:
        need[cell // 6] += cell_row(cell)
    return sum(max(0, n - k) for n, k in zip(need, kept))


def payable(kept, rolled: int, target) -> bool:
    """The kept dice plus the `rolled` dice can pay for every cell of `target` together."""
    return beyond_kept(kept, target) <= rolled


def check_claim(state, d) -> None:
    """The claim of decision `d`'s reason holds in `state`, and the claims it does not make
    where they would hold are not owed (each kind's condition is exact)."""
    p = d.params
    counts = D.counts_of(state.dice)
    if d.kind == "roll":
        kept = D.counts_of(d.values)
        assert p.get("kept", ()) == d.values
        if d.reason == "first_roll":
            assert state.rolls == 0
            return
        assert p["rolled"] == 8 - len(d.values)
        if d.reason == "reroll_all":
            assert d.values == ()
        elif d.reason == "no_placement":
            assert not legal_placements(state)
        elif d.reason == "keeping":
            # "(the most 5s)": said exactly when 5 is a most frequent face and all 5s are kept.
            said = p.get("face")
            faces = [f + 1 for f in range(6)
                     if kept[f] and kept[f] == counts[f] == max(counts)]
            assert (said is not None) == bool(faces)
            assert said is None or said in faces
        elif d.reason == "chasing":
            target = [parse_cell(c) for c in p["target"]]
            assert target and len(target) <= piece_limit(state)
            for face in {c // 6 + 1 for c in target}:
                # A kept face's column, and cells its dice pay for (C7).
                assert kept[face - 1] > 0
                cells = sorted(c for c in target if c // 6 + 1 == face)
                choices = column_choices(state.board, state.current, face, 8)
                assert cells in [sorted(choice) for choice in choices]
            assert payable(kept, p["rolled"], target), (d.values, p["target"])
        else:
            raise AssertionError(f"undocumented roll reason {d.reason}")
        return
    assert d.kind == "place" and p["cells"] == d.values and p["pieces"] == len(d.values)
    after, _ = apply(state, Place(d.values))
    seat = state.current
    gained = after.line_points[seat] - state.line_points[seat]
    taken = after.captured[seat] - state.captured[seat]
    assert p["line_points"] == gained
    cells = [parse_cell(c) for c in d.values]
    safe = [is_safe(after.board, c) for c in cells]
    if d.reason == "capture":
        assert taken == p["captures"] > 0
        assert p["capture_points"] == (capture_points(after.captured[seat])
                                       - capture_points(state.captured[seat]))
        return
    assert taken == 0
    if d.reason == "line":
        assert gained > 0
        return
    assert gained == 0
    if d.reason == "place_safe":
        assert all(safe)
    elif d.reason == "place_high":
        assert not all(safe) and min(cell_row(c) for c in cells) >= 4
        threat = parse_cell(p["capture_cell"])
        assert after.board[threat] == EMPTY
        assert (p["need"], p["face"]) == (cell_row(threat), threat // 6 + 1)
        # The cheapest capture of any placed piece: no cheaper empty cell sits above one.
        cheapest = min(cell_row(capture_threat(after.board, c)) for c in cells
                       if not is_safe(after.board, c))
        assert p["need"] == cheapest
        assert any(capture_threat(after.board, c) == threat for c in cells)
    elif d.reason == "place":
        assert not all(safe) and min(cell_row(c) for c in cells) < 4
    else:
        raise AssertionError(f"undocumented place reason {d.reason}")


def said_cells(said: str) -> list[int]:
    """The cells a line names between backticks."""
    return [parse_cell(c) for c in said.split("`")[1::2]]


def check_words(state, d) -> None:
    """In every language, a "going for" line names exactly the cells of its target, and the
    kept dice plus the rolled dice pay for them all."""
    if d.reason != "chasing":
        return
    kept = D.counts_of(d.values)
    for language in LANGUAGES:
        said = words(d, language)
        named = said_cells(said)
        assert sorted(named) == sorted(parse_cell(c) for c in d.params["target"]), \
            (language, said)
        assert payable(kept, d.params["rolled"], named), (language, said)


@pytest.fixture(scope="module")
def states():
    return positions()


@pytest.mark.parametrize("level", LEVELS)
def test_every_explanation_on_the_pinned_positions_is_true(level, states):
    seen = set()
    for seed, state in enumerate(states):
        d = decide(state, level, seed)
        check_claim(state, d)
        check_words(state, d)
        seen.add(d.reason)
    assert {"chasing", "capture", "line"} & seen


@pytest.mark.parametrize("weights", [NORMAL, HARD], ids=["normal", "hard"])
def test_every_keep_aims_only_at_cells_its_dice_can_pay_together(weights, states):
    """Every keep of the pinned positions' dice, with one and with every roll left: the cells
    `aim` names cost no more dice beyond the kept ones than are rolled (C7b), with the words
    said for it in every language. Keeping 3 22 and rolling five, `33333` and `2222` would
    need six more dice of 3 and 2 between them."""
    named = 0
    for state in states[::5]:
        if state.rolls >= 3:
            continue
        planner = planner_for(state, weights)
        for keep in D.sub_multisets(D.counts_of(state.dice)):
            rolled = 8 - sum(keep)
            if not rolled:
                continue
            for rolls in sorted({1, 3 - state.rolls}):
                aim = planner.aim(keep, rolls)
                target = [c for choice in aim for c in choice.cells]
                assert payable(keep, rolled, target), (state.dice, keep, target)
                if aim:
                    named += 1
                    d = roll_decision(state, keep, aim=aim)
                    check_claim(state, d)
                    check_words(state, d)
    assert named > 100


# --- "going for ..." -------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_chasing_names_the_cell_that_completes_the_row_not_the_top_of_its_column(level):
    state = after_rolls(ROW_BUT_2, FIRST_ROLL)
    d = decide(state, level, 0)
    check_claim(state, d)
    assert d.kind == "roll" and 2 in d.values and d.reason == "chasing"
    assert "2" in d.params["target"] and "22222" not in d.params["target"]
    if level == "hard":
        assert d.values == (2,) and d.params["target"] == ("2",)
    for language in LANGUAGES:
        said = words(d, language)
        assert "`2`" in said and "22222" not in said, (language, said)


@pytest.mark.parametrize("board, keep, target, other", [
    (ROW_BUT_2, (2,), "2", "22222"),  # one 2 pays for the cell that completes the row
    (HUNT, (5, 5, 5), "5555", "55555"),  # 5555 captures the three pieces under it
])
def test_what_hard_says_it_goes_for_is_what_it_places_most_often(board, keep, target, other):
    """Played out from outside: the rest of the turn, 40 times with seeded dice. The cell it
    names is placed in at least half of them; the one the old rule of thumb named at most half
    as often."""
    state = after_rolls(board, (FIRST_ROLL[0] if keep == (2,) else (5, 5, 5, 1, 2, 3, 4, 6),))
    d = decide(state, "hard", 0)
    assert d.values == keep and d.params["target"] == (target,)
    rng = random.Random(17)
    placed = {target: 0, other: 0}
    for _ in range(40):
        _, actions = play_turn(state, "hard", 0, lambda n: tuple(rng.randint(1, 6)
                                                                for _ in range(n)))
        last = actions[-1]
        if isinstance(last, Place):
            for cell in placed:
                placed[cell] += cell in last.cells
    assert placed[target] >= 20 and placed[other] < placed[target] / 2, placed


def test_keeping_names_the_most_frequent_face_only_when_it_is_so():
    state = after_rolls(position({}), ((5, 5, 5, 6, 6, 1, 2, 3),))
    all_fives = roll_decision(state, D.counts_of((5, 5, 5)))
    sixes = roll_decision(state, D.counts_of((6, 6)))
    some_fives = roll_decision(state, D.counts_of((5, 5)))
    for d in (all_fives, sixes, some_fives):
        check_claim(state, d)
        assert d.reason == "keeping"
    assert all_fives.params["face"] == 5
    assert "face" not in sixes.params and "face" not in some_fives.params
    for language in LANGUAGES:
        most = words(all_fives, language)
        assert "5" in most.split("555", 1)[1], (language, most)  # "(the most 5s)"
        assert "6" not in words(sixes, language).split("66", 1)[1], language


def test_easy_says_what_it_keeps_and_never_where_it_is_going():
    state = after_rolls(ROW_BUT_2, FIRST_ROLL)
    d = decide(state, "easy", 0)
    check_claim(state, d)
    assert (d.values, d.reason, d.params["face"]) == ((1, 1, 1), "keeping", 1)


# --- where it places -------------------------------------------------------------------------


def placed(pieces: dict[str, int], cells: tuple[str, ...]):
    """The decision to place `cells` (no line, no capture) on a board holding `pieces`."""
    dice = [int(c[0]) for c in cells for _ in c]
    dice += [1] * (8 - len(dice))
    state = dataclasses.replace(position(pieces), rolls=3, dice=tuple(dice))
    choice = Choice(tuple(parse_cell(c) for c in cells), 1.0, 0, 0)
    return state, place_decision(choice, state)


SAFE_SUFFIX = {}


def safe_words(language: str) -> str:
    """The words of the safety claim in `language`: what follows the cells."""
    if language not in SAFE_SUFFIX:
        d = ComputerDecision("place", ("1",), "place_safe",
                             {"cells": ("1",), "pieces": 1, "line_points": 0}, (), "hard")
        SAFE_SUFFIX[language] = FRONTEND.why(d, language).split("`1`", 1)[1].strip(" ,;:")
    return SAFE_SUFFIX[language]


@pytest.mark.parametrize("pieces, cells, capture_cell", [
    ({}, ("4444",), "44444"),
    ({"555": 0}, ("55555",), "555555"),
    ({"44444": 1}, ("4444",), "444444"),  # the cell above is taken: six 4s, not five
    ({"66666": 1}, ("6666", "4444"), "44444"),  # the cheaper capture of the two
])
def test_rows_4_and_5_are_not_said_to_be_out_of_reach(pieces, cells, capture_cell):
    state, d = placed(pieces, cells)
    check_claim(state, d)
    assert d.reason == "place_high" and d.params["capture_cell"] == capture_cell
    need = len(capture_cell)
    for language in LANGUAGES:
        said = words(d, language)
        assert safe_words(language) not in said, (language, said)
        assert f"`{capture_cell}`" in said and str(need) not in said.split("`")[0], said


@pytest.mark.parametrize("pieces, cells", [
    ({}, ("666666",)),  # row 6 can never be captured (C10)
    ({"44444": 1, "444444": 1}, ("4444",)),  # every cell above taken: nobody can place there
    ({"3333": 1, "33333": 0, "333333": 1}, ("333",)),  # low, but nothing above is empty
])
def test_pieces_nobody_can_capture_are_said_to_be_out_of_reach(pieces, cells):
    state, d = placed(pieces, cells)
    check_claim(state, d)
    assert d.reason == "place_safe"
    for language in LANGUAGES:
        assert safe_words(language) in words(d, language), language


def test_a_low_capturable_placement_makes_no_claim_about_safety():
    state, d = placed({}, ("4444", "2"))
    check_claim(state, d)
    assert d.reason == "place"
    for language in LANGUAGES:
        assert safe_words(language) not in words(d, language), language


def test_a_keep_leaves_the_claims_of_the_roll_unchanged():
    """The explanation depends on the roll, not on the kept set chosen since (C6)."""
    state = after_rolls(ROW_BUT_2, FIRST_ROLL)
    d = decide(state, "hard", 0)
    kept, _ = apply(state, Keep(d.values))
    assert decide(kept, "hard", 0) == d
    assert [CELL_NAMES[parse_cell(c)] for c in d.params["target"]] == list(d.params["target"])
