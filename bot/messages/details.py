"""What the code's details mean to a catalogue, beyond their values: no words here.

`FACTS`: a few messages choose their wording on a comparison between details (is every seat
taken?), which Fluent cannot make. The fact is computed here, the same for every language, and
passed as one more detail (a flag: `[true]`/`[false]` in the catalogue).

`ITEM_FIELDS`: a list detail whose items are records (tuples) is written item by item through the
message's attribute named after the detail; the record's fields get these names there. A list
item that is itself a list goes into the only field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Facts = Callable[[Mapping[str, Any]], dict[str, Any]]

FACTS: dict[str, Facts] = {
    # the lobby says how to join while a seat is free
    "lobby.text": lambda d: {"full": d["count"] >= d["seats"]},
    # too many cells: is it the player's supply that limits them, or the pieces a turn?
    "rule.too_many": lambda d: {
        "by_supply": d["supply"] < d["per_turn"] and d["limit"] == d["supply"],
    },
    # a late player's turn: count the turns missed in a row before they are marked away
    "ai.stand_in.clock": lambda d: {"streak": 1 < d["missed"] < d["limit"]},
}

ITEM_FIELDS: dict[str, tuple[str, ...]] = {
    "victims": ("owner", "cells"),  # captures: (whose pieces, [the cells they stood on])
    "rounds": ("rolls",),  # the roll-off: each round a list of rolls
    "rolls": ("name", "value"),  # one roll of the roll-off: (who, the die)
}
