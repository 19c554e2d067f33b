"""Saving and loading states, the JSON forms of actions and events, and the state summary."""

from __future__ import annotations

import dataclasses
import json

import pytest
from engine_testkit import K, P, R, game, play, play_turns, turns

from engine.columbiz import (
    SCHEMA_VERSION,
    Captured,
    FinalRoundStarted,
    GameEnded,
    Keep,
    Kept,
    LineScored,
    Place,
    Placed,
    Roll,
    Rolled,
    RuleError,
    SetAside,
    State,
    TurnPassed,
    action_from_json,
    event_from_json,
    state_from_json,
    state_to_json,
    summary,
)
from engine.columbiz.state import make_state


def sample_states():
    start = game(3, start=1, locked_keeps=True, line_scoring="increase")
    mid, _ = play(start, R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5))
    placed, _ = play(mid, P("5", "55", "555", "11"))
    captured, _ = play(placed, R(5, 5, 5, 5, 1, 2, 3, 4), P("5555"))
    return [start, mid, placed, captured]


@pytest.mark.parametrize("state", sample_states(), ids=["new", "mid-turn", "placed", "captured"])
def test_round_trip(state):
    data = state_to_json(state)
    assert data["schema"] == SCHEMA_VERSION == 2
    assert state_from_json(data) == state
    assert state_from_json(json.loads(json.dumps(data))) == state


def test_round_trip_of_a_finished_game():
    state, _ = play_turns(game(4, max_pieces_4p=4), turns(0))
    assert state.over
    assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state


@pytest.mark.parametrize("schema", [0, 3, 99, "1", None, True, 1.0])
def test_unknown_schema_is_rejected(schema):
    data = state_to_json(game())
    data["schema"] = schema
    with pytest.raises(RuleError) as err:
        state_from_json(data)
    assert err.value.code == "bad_state"


def as_version_1(state):
    """The JSON a state had under schema 1, which did not record the locked dice."""
    data = state_to_json(state)
    del data["locked"]
    data["schema"] = 1
    return data


def test_the_locked_dice_are_saved():
    # C6 option locked_keeps: what was kept at the last roll is part of the state.
    state, _ = play(
        game(locked_keeps=True), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5), K(1, 1, 5)
    )
    data = state_to_json(state)
    assert (data["kept"], data["locked"]) == ([1, 1, 5], [1, 1])
    assert state_from_json(json.loads(json.dumps(data))) == state


@pytest.mark.parametrize("state", sample_states(), ids=["new", "mid-turn", "placed", "captured"])
def test_version_1_states_still_load(state):
    # None of the samples has kept more dice since its last roll, so version 1 is exact for them.
    assert state_from_json(as_version_1(state)) == state


def test_version_1_without_locked_keeps_locks_nothing():
    state, _ = play(game(), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5), K(5))
    loaded = state_from_json(as_version_1(state))
    assert loaded == state and loaded.locked == ()


def test_version_1_with_locked_keeps_locks_the_kept_set_after_a_re_roll():
    # Version 1 locked every kept die, so its kept set holds what was kept at the last roll (and
    # maybe more, kept since): the upgrade locks all of it, as version 1 did, never less.
    state, _ = play(
        game(locked_keeps=True), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1), R(5, 5, 5, 5, 5, 5), K(1, 1, 5)
    )
    loaded = state_from_json(as_version_1(state))
    assert loaded.kept == (1, 1, 5) and loaded.locked == (1, 1, 5)
    assert dataclasses.replace(loaded, locked=state.locked) == state
    # after the first roll nothing is locked yet, whatever was kept
    first, _ = play(game(locked_keeps=True), R(1, 1, 2, 2, 3, 3, 4, 4), K(1, 1))
    assert state_from_json(as_version_1(first)) == first


def test_version_1_finished_game_loads():
    state, _ = play_turns(game(4, max_pieces_4p=4, locked_keeps=True), turns(0))
    assert state_from_json(json.loads(json.dumps(as_version_1(state)))) == state


def test_the_upgrade_does_not_change_the_caller_s_data():
    data = as_version_1(sample_states()[1])
    copy = json.loads(json.dumps(data))
    state_from_json(data)
    assert data == copy


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("config"),
        lambda d: d.pop("kept"),
        lambda d: d.pop("rolls"),
        lambda d: d.update(config="two players"),
        lambda d: d.update(rolls="2"),
    ],
)
def test_malformed_version_1_states_raise_bad_state(change):
    data = as_version_1(sample_states()[1])
    change(data)
    with pytest.raises(RuleError) as err:
        state_from_json(data)
    assert err.value.code == "bad_state"


def test_missing_locked_in_version_2_is_bad_state():
    data = state_to_json(game())
    del data["locked"]
    with pytest.raises(RuleError) as err:
        state_from_json(data)
    assert err.value.code == "bad_state"


def test_missing_schema_is_rejected():
    data = state_to_json(game())
    del data["schema"]
    with pytest.raises(RuleError) as err:
        state_from_json(data)
    assert err.value.code == "bad_state"


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("supply"),
        lambda d: d.pop("config"),
        lambda d: d["board"].update({"9": 0}),
        lambda d: d["board"].update({"1": 5}),
        lambda d: d["board"].update({"1": "0"}),
        lambda d: d.update(supply=[18]),
        lambda d: d.update(captured=[0, -1]),
        lambda d: d.update(config={"players": 7}),
        lambda d: d.update(config="two players"),
        lambda d: d.update(board=[]),
    ],
)
def test_malformed_states_raise_bad_state(change):
    data = state_to_json(game())
    change(data)
    with pytest.raises(RuleError) as err:
        state_from_json(data)
    assert err.value.code == "bad_state"


def test_not_a_dict_is_bad_state():
    with pytest.raises(RuleError) as err:
        state_from_json([1, 2])
    assert err.value.code == "bad_state"


def test_make_state_builds_the_same_state_as_the_dataclass():
    fields = [f.name for f in dataclasses.fields(State)]
    state = sample_states()[1]
    values = {name: getattr(state, name) for name in fields}
    made = make_state(**values)
    assert made == State(**values) == state
    assert type(made) is State
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.rolls = 0  # still frozen


# --- actions and events --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action, data",
    [
        (Roll((1, 2, 3)), {"roll": [1, 2, 3]}),
        (Roll(()), {"roll": []}),
        (Keep((5, 5)), {"keep": [5, 5]}),
        (Place(("555", "5x1")), {"place": ["555", "5x1"]}),
    ],
)
def test_action_json(action, data):
    assert action.to_json() == data
    assert action_from_json(data) == action


@pytest.mark.parametrize(
    "data", [None, [], {}, {"roll": 5}, {"jump": []}, {"roll": [], "keep": []}, "roll"]
)
def test_action_from_json_rejects_garbage(data):
    with pytest.raises(RuleError) as err:
        action_from_json(data)
    assert err.value.code == "bad_action"


ALL_EVENTS = [
    Rolled(0, 2, (5, 6), (1, 1, 2, 3, 4, 4, 5, 6), (1, 1, 2, 3, 4, 4)),
    Kept(1, (2, 2)),
    Placed(2, "555", 5, 3),
    Captured(0, "555", ((1, "5"), (2, "55"))),
    LineScored(0, "33", "row", ("11", "22", "33"), 3, 1),
    SetAside(1, 3),
    FinalRoundStarted(3),
    TurnPassed(1, 3, (2,)),
    GameEnded((3, 1, 3), (0, 2)),
]


@pytest.mark.parametrize("event", ALL_EVENTS, ids=lambda e: type(e).__name__)
def test_event_json_round_trip(event):
    data = event.to_json()
    assert json.loads(json.dumps(data)) == data
    assert event_from_json(data) == event


def test_event_json_forms():
    assert [e.to_json()["type"] for e in ALL_EVENTS] == [
        "rolled",
        "kept",
        "placed",
        "captured",
        "line_scored",
        "set_aside",
        "final_round_started",
        "turn_passed",
        "game_ended",
    ]
    assert ALL_EVENTS[3].to_json() == {
        "type": "captured",
        "seat": 0,
        "by_cell": "555",
        "pieces": [[1, "5"], [2, "55"]],
    }
    assert ALL_EVENTS[4].to_json() == {
        "type": "line_scored",
        "seat": 0,
        "through_cell": "33",
        "axis": "row",
        "cells": ["11", "22", "33"],
        "length": 3,
        "points": 1,
    }
    assert ALL_EVENTS[8].to_json() == {"type": "game_ended", "totals": [3, 1, 3], "winners": [0, 2]}


def test_summary_has_every_key_of_the_scenario_format():
    state = sample_states()[3]
    assert list(summary(state)) == [
        "players",
        "board",
        "supply",
        "captured",
        "discarded",
        "line_points",
        "capture_points",
        "totals",
        "current",
        "rolls",
        "dice",
        "kept",
        "final_round",
        "over",
        "winners",
    ]


def test_summary_of_the_captured_sample():
    # Seat 1 placed 5 55 555 11 (column run of 3: +1 with increase), seat 2 placed 5555 and took
    # seat 1's three pieces in column 5.
    s = summary(sample_states()[3])
    assert s["board"] == {"11": 1, "5555": 2}
    assert s["captured"] == [0, 0, 3]
    assert s["capture_points"] == [0, 0, 4]
    assert s["line_points"] == [0, 1, 0]
    assert s["totals"] == [0, 1, 4]
    assert s["supply"] == [13, 9, 12]
    assert s["current"] == 0


def test_event_json_of_a_record_with_other_fields_is_dataclasses_form():
    """Every event of the games has plain fields (read as they are); a record with other fields
    (a list, a nested record) gets `dataclasses.asdict`'s form, tuples as lists, copied."""
    from engine.records import event_json

    @dataclasses.dataclass(frozen=True)
    class Inner:
        cells: tuple[str, ...]

    @dataclasses.dataclass(frozen=True)
    class Odd:
        seat: int
        marks: list
        inner: Inner
        pairs: tuple[tuple[int, str], ...]

    marks = [(1, "5")]
    event = Odd(1, marks, Inner(("11", "22")), ((2, "55"),))
    data = event_json(event, "odd")
    assert data == {"type": "odd", "seat": 1, "marks": [(1, "5")],
                    "inner": {"cells": ("11", "22")}, "pairs": [[2, "55"]]}
    assert data["marks"] is not marks
    assert event_json(ALL_EVENTS[3], "captured") == {"type": "captured", **json.loads(
        json.dumps(dataclasses.asdict(ALL_EVENTS[3])))}
