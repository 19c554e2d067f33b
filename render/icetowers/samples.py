"""Sample games built with the real engine, for the gallery, the golden tests and the benchmark.

Every sample is reached by applying real actions from a new game (seeded random play, now and
then steered to build tall towers), so it is always a state the bot can really show.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from engine import icetowers
from engine.icetowers.playout import random_action


@dataclass(frozen=True)
class Sample:
    state: icetowers.State
    names: tuple[str, ...]
    events: tuple[icetowers.Event, ...] = ()
    computer_seats: frozenset[int] = field(default_factory=frozenset)


NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")


def new(players: int, **options) -> icetowers.State:
    start = options.pop("start", 0)
    return icetowers.new_game(icetowers.GameConfig(players, start, icetowers.Options(**options)))


def builder_action(state: icetowers.State, rng: random.Random) -> icetowers.Action:
    """A random action, but mostly a cap of the tallest tower a seat can cap: the towers a
    group of players builds, taller than plain random play makes them."""
    seats = [state.current] if state.options.turns else list(range(state.players))
    rng.shuffle(seats)
    heights = {t.number: len(t.pieces) for t in state.towers}
    if rng.random() < 0.8:
        for seat in seats:
            caps = [m.action for m in icetowers.legal_moves(state, seat)
                    if isinstance(m.action, icetowers.Cap)]
            if caps:
                best = max(heights[a.target] for a in caps)
                return rng.choice([a for a in caps if heights[a.target] == best])
    return random_action(state, rng)


def play(
    state: icetowers.State,
    rng: random.Random,
    actions: int,
    choose: Callable[[icetowers.State, random.Random], icetowers.Action] = random_action,
    until: Callable[[icetowers.State, list[icetowers.Event]], bool] | None = None,
) -> tuple[icetowers.State, list[icetowers.Event]]:
    """Up to `actions` actions (or until `until(state, events)`); the last action's events."""
    events: list[icetowers.Event] = []
    for _ in range(actions):
        if state.over or (until is not None and until(state, events)):
            break
        state, events = icetowers.apply(state, choose(state, rng))
    return state, events


def start(players: int = 2) -> Sample:
    return Sample(new(players), NAMES[:players])


def busy() -> Sample:
    """Four players, full stash: 60 towers, every piece alone (I4), the most a game has."""
    return Sample(new(4), NAMES, computer_seats=frozenset({2}))


def early_4p() -> Sample:
    """Four players a few actions in: most pieces still alone, the first small stacks."""
    state, events = play(new(4), random.Random(4), 14)
    return Sample(state, NAMES, tuple(events))


def _last(kind: type) -> Callable[[icetowers.State, list[icetowers.Event]], bool]:
    return lambda state, events: any(isinstance(e, kind) for e in events)


def tall_4p() -> Sample:
    """Mid-game, four players, full stash, tall towers; the last action capped one of them."""
    rng = random.Random(7)
    state, _ = play(new(4), rng, 40, builder_action)
    state, events = play(state, rng, 40, builder_action, until=_last(icetowers.Capped))
    return Sample(state, NAMES, tuple(events), frozenset({3}))


def mined_alone() -> Sample:
    """I6: a mined piece that no tower could take stands alone under the next number."""
    for seed in range(200):
        rng = random.Random(seed)
        state, events = play(new(3, stash=3), rng, 200,
                             until=lambda s, ev: any(isinstance(e, icetowers.Mined)
                                                     and e.alone is not None for e in ev))
        if not state.over and any(isinstance(e, icetowers.Mined) and e.alone is not None
                                  for e in events):
            return Sample(state, NAMES[:3], tuple(events))
    raise AssertionError("no lone mined piece found")  # pragma: no cover


def split_3p() -> Sample:
    """I7: a split; both parts lit up, the upper one under the next number."""
    for seed in range(200):
        rng = random.Random(seed)
        state, events = play(new(3), rng, 400, builder_action, until=_last(icetowers.Splitted))
        split = [e for e in events if isinstance(e, icetowers.Splitted)]
        if split and not state.over and len(state.tower(split[0].upper).pieces) > 1:
            return Sample(state, NAMES[:3], tuple(events))
    raise AssertionError("no split found")  # pragma: no cover


def turns_3p() -> Sample:
    """I12: turns mode, mid-game; the seat to act is framed, the seats that passed tagged."""
    for seed in range(200):
        rng = random.Random(seed)
        state, events = play(new(3, mode="turns", start=seed % 3), rng, 60, builder_action)
        state, events = play(state, rng, 60, until=lambda s, ev: s.passes >= 1
                             and any(isinstance(e, icetowers.Passed) for e in ev))
        if not state.over and state.passes == 1 and sum(not t.alone for t in state.towers) > 8:
            return Sample(state, NAMES[:3], tuple(events), frozenset({1}))
    raise AssertionError("no turns game found")  # pragma: no cover


def done_4p() -> Sample:
    """I10: realtime, two seats have declared they are done since the last action."""
    rng = random.Random(3)
    state, _ = play(new(4, stash=4), rng, 50, builder_action)
    events: list[icetowers.Event] = []
    for seat in (1, 3):
        state, events = icetowers.apply(state, icetowers.Done(seat))
    return Sample(state, NAMES, tuple(events))


def end_tie() -> Sample:
    """I11: a finished 3-player game whose top two scores tie (seeded search, deterministic)."""
    for seed in range(1000):
        rng = random.Random(seed)
        state, events = play(new(3, stash=4), rng, 10_000)
        if state.over and len(icetowers.winners(state)) == 2:
            return Sample(state, NAMES[:3], tuple(events), frozenset({2}))
    raise AssertionError("no tie found")  # pragma: no cover


def end_4p() -> Sample:
    """A finished 4-player game with one winner: the benchmark's end-of-game state."""
    state, events = play(new(4), random.Random(11), 10_000, builder_action)
    return Sample(state, NAMES, tuple(events), frozenset({1}))


LONG_NAMES = (
    "Bartholomew Montgomery-Fitzwilliam the Third",
    "\U0001f525\U0001f525 xX_Sl\u00e4yer_Xx \U0001f525\U0001f525",
    "\u5c71\u7530\u592a\u90ce \u0645\u062d\u0645\u062f",
    "W" * 40,
)


def long_names() -> Sample:
    """Discord display names that try to break the layout, with every tag and a robot."""
    s = done_4p()
    return Sample(s.state, LONG_NAMES, s.events, frozenset({0, 3}))


GALLERY = {
    "01_start_2p": lambda: start(2),
    "02_busy_60": busy,
    "03_early_4p": early_4p,
    "04_tall_4p": tall_4p,
    "05_mined_alone": mined_alone,
    "06_split_3p": split_3p,
    "07_turns_3p": turns_3p,
    "08_done_4p": done_4p,
    "09_end_tie": end_tie,
    "10_end_4p": end_4p,
    "11_long_names": long_names,
}


def pictures(labels=None):
    """Every sample's pictures as (file name, PNG bytes): the game's image, and for a finished
    game the final image and the scores alone (for `python -m render.gallery`); `labels`: the
    picture's words in another language."""
    from render import icetowers as picture

    kw = {} if labels is None else {"labels": labels}
    for name, make in GALLERY.items():
        s = make()
        key = "icetowers_" + name
        yield key, picture.render_game(s.state, names=s.names, events=s.events,
                                       computer_seats=s.computer_seats, **kw)
        if s.state.over:
            yield key + "_final", picture.render_final(s.state, names=s.names, events=s.events,
                                                       computer_seats=s.computer_seats, **kw)
            yield key + "_pad", picture.render_scorepad(s.state, names=s.names,
                                                        computer_seats=s.computer_seats, **kw)
