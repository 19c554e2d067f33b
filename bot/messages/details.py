"""What the code's details mean to a catalogue, beyond their values: no words here, and no game.

`FACTS`: a few messages choose their wording on a comparison between details (is every seat
taken?), which Fluent cannot make. The fact is computed here from the details it `needs`, the
same for every language, and passed as one more detail (a flag: `[true]`/`[false]` in the
catalogue). These are the shared bot's; a game declares the facts of its own texts in its package
(`TEXT_FACTS`, collected through the registry: bot.games.text_facts).

`ITEM_FIELDS`: a list detail whose items are records (tuples) is written item by item through the
message's attribute named after the detail; the record's fields get these names there. A list
item that is itself a list goes into the only field; an item that is a mapping names its fields
itself (a game's own records: `{"owner": ..., "cells": [...]}`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Fact:
    name: str
    needs: tuple[str, ...]
    compute: Callable[..., Any]

    def of(self, details: Mapping[str, Any]) -> Any:
        """The fact for `details`; KeyError if one it needs was not given."""
        return self.compute(*(details[name] for name in self.needs))


def missed_streak() -> Fact:
    """A late player's turn: count the turns missed in a row before they are marked away (the
    shared away rule; each game words it in its own `<kind>.computer.stand_in.clock`)."""
    return Fact("streak", ("missed", "limit"), lambda missed, limit: 1 < missed < limit)


def initial(detail: str) -> Fact:
    """The first letter of a name (`<detail>_initial`, lower case), for a language whose words
    change before some letters (French: "de Columbiz" but "d'IceTowers")."""
    return Fact(f"{detail}_initial", (detail,), lambda name: str(name)[:1].lower())


FACTS: dict[str, Fact | tuple[Fact, ...]] = {
    # the lobby says how to join while a seat is free
    "lobby.text": (Fact("full", ("count", "seats"), lambda count, seats: count >= seats),
                   initial("game")),
    "terminal.resumed": initial("game"),
}

ITEM_FIELDS: dict[str, tuple[str, ...]] = {
    "rounds": ("rolls",),  # the roll-off (engine.rolloff): each round a list of rolls
    "rolls": ("name", "value"),  # one roll of the roll-off: (who, the die)
}
