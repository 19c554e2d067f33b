"""Options typed by players become domain values once (C2 cell names, dice values)."""

from __future__ import annotations

import pytest

from bot.games.columbiz.parsing import format_dice, parse_cells, parse_dice
from bot.transformers import BadInput


@pytest.mark.parametrize(
    ("typed", "cells"),
    [
        ("555 33", ("555", "33")),
        ("5x3,5-3", None),  # the same cell twice
        ("5x3, 3-2", ("555", "33")),
        ("5:3;3X2", ("555", "33")),
        ("  6  ", ("6",)),
        ("666666 1", ("666666", "1")),
        ("2 22 222", ("2", "22", "222")),  # order kept as typed (C7)
    ],
)
def test_cells(typed, cells):
    if cells is None:
        with pytest.raises(BadInput) as caught:
            parse_cells(typed)
        assert caught.value.code == "columbiz.input.cell_repeated" and caught.value.details == {
            "cell": "555"}
    else:
        assert parse_cells(typed) == cells


@pytest.mark.parametrize(
    ("typed", "code", "details"),
    [
        ("", "columbiz.input.cells_empty", {}),
        ("0", "columbiz.input.cell_unknown", {"token": "0"}),
        ("6x0", "columbiz.input.cell_unknown", {"token": "6x0"}),
        ("7777777", "columbiz.input.cell_unknown", {"token": "7777777"}),
        ("1111111", "columbiz.input.cell_too_high", {"token": "1111111", "count": 7}),
        ("12", "columbiz.input.cell_mixed", {"token": "12"}),
    ],
)
def test_bad_cells(typed, code, details):
    with pytest.raises(BadInput) as caught:
        parse_cells(typed)
    assert (caught.value.code, caught.value.details) == (code, details)


@pytest.mark.parametrize(
    ("typed", "dice"),
    [
        ("555 33", (5, 5, 5, 3, 3)),
        ("5 5 5 3 3", (5, 5, 5, 3, 3)),
        ("3,5,3,5,5", (5, 5, 5, 3, 3)),
        ("12345666", (6, 6, 6, 5, 4, 3, 2, 1)),
        ("-", ()),
        ("none", ()),
        ("0", ()),
    ],
)
def test_dice(typed, dice):
    assert parse_dice(typed) == dice


@pytest.mark.parametrize(
    ("typed", "code", "details"),
    [
        ("", "columbiz.input.dice_empty", {}),
        ("5a", "columbiz.input.die_bad", {"token": "5a"}),
        ("507", "columbiz.input.die_bad", {"token": "0"}),
        ("123456123", "columbiz.input.dice_too_many", {"count": 9}),
    ],
)
def test_bad_dice(typed, code, details):
    with pytest.raises(BadInput) as caught:
        parse_dice(typed)
    assert (caught.value.code, caught.value.details) == (code, details)


def test_format_dice_groups_by_face():
    assert format_dice((1, 2, 3, 3, 5, 5, 5, 6)) == "6 555 33 2 1"
    assert format_dice(()) == ""
