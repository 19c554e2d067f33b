"""What the public message says after a move, event by event (C6, C7, C9, C10, C11, C12, C15):
real engine states and events, the service's own result types, the Columbiz frontend's words."""

from __future__ import annotations

from bot.games.columbiz.frontend import ColumbizFrontend
from bot.service import GameSnapshot, MoveResult
from bot.store import SeatRow
from engine import columbiz
from engine.columbiz import Keep, Place, Roll

SEATS = (SeatRow(0, 101, "Ann"), SeatRow(1, 102, "Ben*"), SeatRow(2, 103, "Cy"))


def snapshot(state, status="active", seats=SEATS):
    return GameSnapshot(
        id=7, kind="columbiz", guild_id=1, channel_id=2, status=status, creator_id=101,
        seats_wanted=len(seats), options={}, turn_seconds=None, seats=seats, state=state, rev=3,
        created_at=0.0, updated_at=0.0,
    )


def play(state, *actions):
    events = []
    for action in actions:
        state, new = columbiz.apply(state, action)
        events = new
    return state, events


def say(before, after, events, *, status="active"):
    result = MoveResult(snapshot(after, status), before, tuple(events), tuple(events))
    return ColumbizFrontend().describe_move(result, "en")


def test_rolls_keeps_and_what_to_do_next():
    start = columbiz.new_game(columbiz.GameConfig(players=3))
    state, events = play(start, Roll((1, 2, 3, 3, 5, 5, 5, 6)))
    text, ping = say(start, state, events)
    assert text.splitlines() == [
        "**Ann** rolled 6 555 33 2 1.",
        "Keep dice and roll again, or `/place` (the list shows every legal placement).",
    ]
    assert ping is None  # nobody is notified within a turn
    kept, events = play(state, Keep((5, 5, 5)))
    assert say(state, kept, events)[0].splitlines()[0] == "**Ann** keeps 555."
    again, events = play(kept, Roll((6, 6, 6, 6, 6)))
    assert say(kept, again, events)[0].splitlines()[0] == (
        "**Ann** kept 555 and rolled 66666: now 66666 555 (roll 2 of 3).")
    none, events = play(again, Keep(()))
    assert say(again, none, events)[0].splitlines()[0] == "**Ann** keeps no dice."
    last, events = play(none, Roll((1, 1, 2, 2, 3, 3, 4, 4)))
    text, _ = say(none, last, events)
    assert text.splitlines() == [
        "**Ann** rolled all eight again: 44 33 22 11 (roll 3 of 3).",
        "No rolls left: `/place` now.",
    ]


def test_placing_capturing_lines_and_the_next_player():
    state = columbiz.new_game(columbiz.GameConfig(players=3))
    state, _ = play(state, Roll((5, 5, 5, 1, 1, 2, 2, 4)), Place(("5", "55")))
    # Ben (whose name holds markdown, shown escaped) captures both with 555 (C10)
    before, events = play(state, Roll((5, 5, 5, 6, 6, 6, 6, 1)))
    after, events = play(before, Place(("555",)))
    text, ping = say(before, after, events)
    assert text.splitlines() == [
        r"**Ben\*** placed on `555`.",
        r"**Ben\*** captured two pieces with `555`: **Ann**'s `5` and `55`.",
        "<@103>, it's your turn: `/roll` or press **Roll**.",
    ]
    assert ping == 103


def test_a_line_is_scored_in_words():
    start = columbiz.new_game(columbiz.GameConfig(players=2))
    rolled, _ = play(start, Roll((1, 2, 3, 4, 4, 4, 4, 4)))
    placed, events = play(rolled, Place(("1", "2", "3")))
    text, ping = say(rolled, placed, events)
    assert "**Ann** placed on `1`, `2` and `3`." in text
    assert "**Ann** scored a line of three (row 1-2-3): +1." in text
    assert ping == 102


def test_set_aside_final_round_and_the_end():
    config = columbiz.GameConfig(players=2)
    state = columbiz.new_game(config)
    # fill every cell the dice 1..3 could pay, so that a roll of 1s, 2s and 3s cannot place (C9)
    board = list(state.board)
    for face in (1, 2, 3):
        for row in range(1, 7):
            board[columbiz.cell_index(face, row)] = 1
    state = columbiz.State(**{**{f: getattr(state, f) for f in columbiz.State.__slots__},
                            "board": tuple(board), "supply": (2, 5), "rolls": 2,
                            "dice": (1, 1, 2, 2, 3, 3, 3, 3), "kept": (1, 1, 2, 2, 3, 3, 3)})
    after, events = columbiz.apply(state, Roll((3,)))
    text, ping = say(state, after, events)
    lines = text.splitlines()
    assert lines[0] == "**Ann** kept 333 22 11 and rolled 3: now 3333 22 11 (roll 3 of 3)."
    assert lines[1] == "**Ann** could not place any piece after the third roll: two pieces set " \
                       "aside (C9)."
    assert lines[2] == "**Ann**'s supply is empty: this is the final round (C12)."
    # Ben, seated just before the start player, still plays the final round (C12)
    assert lines[3] == "<@102>, it's your turn: `/roll` or press **Roll**."
    assert ping == 102


def test_the_end_names_the_scores_and_the_winner():
    base = columbiz.new_game(columbiz.GameConfig(players=2))
    # Ben, the last of the round, places his last piece: the game ends at once (C12, C15)
    state = columbiz.State(**{**{f: getattr(base, f) for f in columbiz.State.__slots__},
                            "current": 1, "supply": (4, 1), "line_points": (3, 0),
                            "captured": (0, 2)})
    rolled, _ = play(state, Roll((6, 6, 6, 6, 6, 6, 1, 1)))
    over, events = play(rolled, Place(("666666",)))
    text, ping = say(rolled, over, events, status="finished")
    # no "this is the final round" just before "Game over": there is none to play (C12)
    assert text.splitlines()[-2:] == [
        r"**Ben\*** placed on `666666`.",
        r"Game over. Final scores: Ann 3, Ben\* 2. **Ann** wins!",
    ]
    assert ping is None
    tie = columbiz.State(**{**{f: getattr(state, f) for f in columbiz.State.__slots__},
                          "line_points": (2, 0)})
    rolled, _ = play(tie, Roll((6, 6, 6, 6, 6, 6, 1, 1)))
    over, events = play(rolled, Place(("666666",)))
    text, _ = say(rolled, over, events, status="finished")
    assert text.endswith(r"Final scores: Ann 2, Ben\* 2. **Ann** and **Ben\*** share the win!")
