"""Sample games built with the real engine, for the gallery, the golden tests and the benchmark.

Every sample is reached by applying real actions (Roll / Keep / Place) or seeded random play,
so it is always a state the bot can really show.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine import columbiz
from engine.columbiz.playout import random_placement, random_roll


@dataclass(frozen=True)
class Sample:
    state: columbiz.State
    names: tuple[str, ...]
    events: tuple[columbiz.Event, ...] = ()
    computer_seats: frozenset[int] = field(default_factory=frozenset)


NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")


def play(
    state: columbiz.State, *actions: columbiz.Action
) -> tuple[columbiz.State, list[columbiz.Event]]:
    """Apply actions in order; the events of the last turn played (or the current one)."""
    turn_events: list[columbiz.Event] = []
    for action in actions:
        if state.rolls == 0:  # a new turn begins
            turn_events = []
        state, events = columbiz.apply(state, action)
        turn_events.extend(events)
    return state, turn_events


def random_turns(
    state: columbiz.State, rng: random.Random, turns: int
) -> tuple[columbiz.State, list[columbiz.Event]]:
    """`turns` whole turns of seeded random play; returns the last turn's events."""
    events: list[columbiz.Event] = []
    for _ in range(turns):
        if state.over:
            break
        events = []
        turn = state.turn
        while not state.over and state.turn == turn:
            if state.rolls == 0 or (
                state.rolls < columbiz.MAX_ROLLS
                and (not columbiz.can_place(state) or rng.random() < 0.4)
            ):
                if state.rolls and rng.random() < 0.7:
                    keep = columbiz.Keep(tuple(d for d in state.dice if rng.random() < 0.5))
                    state, evs = columbiz.apply(state, keep)
                    events.extend(evs)
                action = random_roll(state, rng)
            else:
                action = random_placement(state, rng)
            state, evs = columbiz.apply(state, action)
            events.extend(evs)
    return state, events


def start(players: int = 2) -> Sample:
    state = columbiz.new_game(columbiz.GameConfig(players=players))
    return Sample(state, NAMES[:players])


def midgame(players: int, seed: int, turns: int, keep_roll: bool = False) -> Sample:
    """Seeded random turns; with `keep_roll`, the next player has rolled twice, keeping some."""
    rng = random.Random(seed)
    state = columbiz.new_game(columbiz.GameConfig(players=players, start=seed % players))
    state, events = random_turns(state, rng, turns)
    if keep_roll and not state.over:
        events = []
        state, evs = columbiz.apply(state, random_roll(state, rng))
        events += evs
        keep = tuple(sorted(state.dice, key=lambda d: -state.dice.count(d)))[:3]
        state, evs = columbiz.apply(state, columbiz.Keep(keep))
        events += evs
        state, evs = columbiz.apply(state, random_roll(state, rng))
        events += evs
    return Sample(state, NAMES[:players], tuple(events))


def midgame_4p() -> Sample:
    """The benchmark's mid-game: four players, pieces of all colours, dice kept mid-turn."""
    s = midgame(4, seed=7, turns=14, keep_roll=True)
    return Sample(s.state, s.names, s.events, frozenset({3}))


def after_move_4p() -> Sample:
    """Four players, right after a move (placed pieces marked, next player to roll)."""
    for seed in range(200):
        s = midgame(4, seed=seed, turns=13)
        if any(isinstance(e, columbiz.Captured) for e in s.events):
            return Sample(s.state, s.names, s.events, frozenset({2}))
    raise AssertionError("no capture found")  # pragma: no cover


def big_capture() -> Sample:
    """C10: purple takes three blue pieces in column 6 and two grey ones in column 5."""
    R, P = columbiz.Roll, columbiz.Place
    state = columbiz.new_game(columbiz.GameConfig(players=3))
    state, events = play(
        state,
        R((1, 2, 3, 4, 1, 2, 3, 4)), P(("1", "2")),
        R((6, 6, 6, 6, 6, 6, 1, 2)), P(("6", "66", "666")),
        R((5, 5, 5, 1, 2, 3, 4, 4)), P(("5", "55")),
        R((6, 6, 6, 6, 5, 5, 5, 1)), P(("6666", "555")),
    )
    return Sample(state, NAMES[:3], tuple(events))


def scoring_line() -> Sample:
    """C11: purple's piece on 333 completes a diagonal and a row of three: two lines, +2."""
    R, P = columbiz.Roll, columbiz.Place
    state = columbiz.new_game(columbiz.GameConfig(players=2))
    state, events = play(
        state,
        R((1, 2, 2, 4, 4, 4, 6, 6)), P(("1", "22", "444")),
        R((6, 6, 6, 1, 3, 3, 2, 5)), P(("6", "66")),
        R((5, 5, 5, 3, 3, 3, 2, 1)), P(("555", "333")),
    )
    return Sample(state, NAMES[:2], tuple(events))


def first_roll() -> Sample:
    """Turn 1 after the first roll: nothing kept yet."""
    state = columbiz.new_game(columbiz.GameConfig(players=3, start=1))
    state, events = play(state, columbiz.Roll((1, 2, 3, 3, 5, 5, 5, 6)))
    return Sample(state, NAMES[:3], tuple(events))


def end_tie() -> Sample:
    """C15: a finished 3-player game whose top two totals tie (seeded search, deterministic)."""
    for seed in range(1000):
        rng = random.Random(seed)
        state = columbiz.new_game(columbiz.GameConfig(players=3, start=seed % 3))
        events: list[columbiz.Event] = []
        while not state.over:
            state, events = random_turns(state, rng, 1)
        if len(columbiz.winners(state)) == 2:
            return Sample(state, NAMES[:3], tuple(events))
    raise AssertionError("no tie found")  # pragma: no cover


def end_game() -> Sample:
    """A finished 4-player game with one winner: the benchmark's end-of-game state."""
    rng = random.Random(11)
    state = columbiz.new_game(columbiz.GameConfig(players=4))
    events: list[columbiz.Event] = []
    while not state.over:
        state, events = random_turns(state, rng, 1)
    return Sample(state, NAMES, tuple(events), frozenset({1}))


WORLD_NAMES = (
    "\uae40\ubbfc\uc900",
    "\u3055\u304f\u3089\U0001f338",
    "\u0395\u03bb\u03ad\u03bd\u03b7",
)


def world_names() -> Sample:
    """Korean, Japanese (with an emoji) and Greek names, mid-turn with kept dice."""
    s = midgame(3, seed=2, turns=10, keep_roll=True)
    return Sample(s.state, WORLD_NAMES, s.events)


def last_round() -> Sample:
    """C12: a supply is empty; the next player has rolled once in the last round."""
    rng = random.Random(5)
    state = columbiz.new_game(columbiz.GameConfig(players=3))
    while not state.final_round:
        state, _ = random_turns(state, rng, 1)
    state, events = play(state, columbiz.Roll((1, 2, 3, 4, 5, 6, 6, 6)))
    return Sample(state, NAMES[:3], tuple(events))


LONG_NAMES = (
    "Bartholomew Montgomery-Fitzwilliam the Third",
    "\U0001f525\U0001f525 xX_Sl\u00e4yer_Xx \U0001f525\U0001f525",
    "\u5c71\u7530\u592a\u90ce \u0645\u062d\u0645\u062f",
    "\U0001f916",
)


def long_names() -> Sample:
    """Discord display names that try to break the layout: length, emoji, other scripts."""
    s = midgame(4, seed=3, turns=9, keep_roll=True)
    return Sample(s.state, LONG_NAMES, s.events, frozenset({3}))


GALLERY = {
    "01_start": lambda: start(2),
    "02_first_roll_3p": first_roll,
    "03_mid_2p": lambda: midgame(2, seed=5, turns=12),
    "04_mid_3p_kept": world_names,
    "05_mid_4p_kept": midgame_4p,
    "06_after_move_4p": after_move_4p,
    "07_big_capture": big_capture,
    "08_scoring_line": scoring_line,
    "09_end_tie": end_tie,
    "10_end_4p": end_game,
    "11_long_names": long_names,
    "12_last_round": last_round,
}


def pictures(labels=None):
    """Every sample's pictures as (file name, PNG bytes): the game's image, and for a finished
    game the final image and the score pad alone (for `python -m render.gallery`); `labels`: the
    picture's words in another language."""
    from render import columbiz

    kw = {} if labels is None else {"labels": labels}
    for name, make in GALLERY.items():
        s = make()
        yield name, columbiz.render_game(s.state, names=s.names, events=s.events,
                                         computer_seats=s.computer_seats, **kw)
        if s.state.over:
            yield name + "_final", columbiz.render_final(s.state, names=s.names, events=s.events,
                                                         computer_seats=s.computer_seats, **kw)
            yield name + "_pad", columbiz.render_scorepad(s.state, names=s.names,
                                                          computer_seats=s.computer_seats, **kw)
