"""What the legal-placement lister and the random playouts produce, pinned on seeded positions.

Beyond what the rules fix, both make choices a person or a picture can see: the order a listed
placement gives its cells in when several orders score the same (C11), and the exact games the
seeded random policy plays (the benchmarks and the render samples replay them). The rule helpers
they call are shared with the computer players; a change there must leave these as they were.
Each position's listing is reduced to four hex digits, so a failure names the position. When a
change is meant, record them again with `python tests/engine/test_engine_pinned.py`.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

if __name__ == "__main__":  # recording: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.columbiz import GameConfig, Options, Roll, State, apply, legal_placements, new_game
from engine.columbiz.playout import random_game, random_placement, random_turn

CONFIGS = (
    GameConfig(2),
    GameConfig(2, options=Options(line_scoring="increase")),
    GameConfig(3, start=1, options=Options(locked_keeps=True)),
    GameConfig(4, start=3),
    GameConfig(
        4, start=2, options=Options(max_pieces_4p=4, locked_keeps=True, line_scoring="increase")
    ),
)


def _hash(value: object) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:4]


def positions(count: int, seed: int = 77) -> list[State]:
    """First rolls of turns some way into seeded random games."""
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        config = CONFIGS[len(out) % len(CONFIGS)]
        state = new_game(config)
        for _ in range(rng.randint(0, 9 * config.players)):
            state = random_turn(state, rng)
            if state.over:
                break
        if state.over:
            continue
        state, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(8))))
        if state.rolls == 1:
            out.append(state)
    return out


def listings(states: list[State]) -> str:
    return " ".join(
        _hash([(p.cells, p.captures, p.line_points, p.capture_points) for p in legal_placements(s)])
        for s in states
    )


def random_placements(states: list[State]) -> str:
    rng = random.Random(5)
    return " ".join(_hash(random_placement(s, rng)) for s in states)


def games() -> str:
    out = []
    for i, config in enumerate(CONFIGS):
        for seed in range(4):
            log: list = []
            random_game(new_game(config), random.Random(100 * i + seed), log)
            out.append(_hash(json.dumps([a.to_json() for a in log])))
    return " ".join(out)


PINNED_LISTINGS = (
    "d4aa f0e6 6b76 111d 1ee1 4f53 0083 65ca 0de8 cc43 4f53 8b80 9269 6093 77f1 d8a0 2fa2 2109 "
    "0269 10c7 5f68 2704 4edf a813 855f 4f53 f5b8 4f53 a11d 3fbf 10af 756c 2ede 2510 1b68 9269 "
    "4f53 8c45 687b beff a138 0a4c b08f 55a5 f860 9a5b 56fb fc0c 4cc5 32e7 d1cb 509c d6cb f520 "
    "35bd e1ff b470 d705 4fd0 0d2f 37b5 abc7 f5f7 1c4f d99a 4f53 fef2 4f06 5781 855f b761 48fa "
    "b5da 7bf5 e626 e505 4f53 41d9 4f53 85f5 368d 1eb7 b2a1 10f5 fb22 4f53 7ff6 4f53 be82 ecb6 "
    "92bd f8b2 4b4b 5146 baff 217e 4655 4f53 9faa 798d ac2e 55a5 4f53 376f e626 7818 d035 b469 "
    "e95b af14 94d2 f5c1 230b 4f53 f9de 0639 1364 508b d08c 70a8 c9f8 4174 4f53 4f53 6263 b5a7 "
    "7bf1 3dd3 aa9e bf93 4f53 5bad 4599 f5a4 52ca aa26 628e 27f1 4f53 bf20 8b80 99c3 ea8a 2d4e "
    "ac05 2205 97c4 55a5 2c64 3564 4f53 74de d1cb a8b7 abd3 170f a47b 3041 ac51 e626 e30e e424 "
    "3057 a2bd 01cc 4f53 8e7a 9bab c16f 19a4 3fea 23c5 18c1 6ed5 4f53 978f 4c11 2fef f67e f531 "
    "4d8e 4f53 2b1c 3f3e d887 4980 2687 d070 728d 8583 96b5 cddb 6ed8 2df5 c67a e626 f336 d463 "
    "d8db b511 4edf 59af ced2 66ac 8100 a483 7b73 4f53 8519 4f53 7bf1 2809 23ff 17b5 8e4f ba60 "
    "4f53 98f8 db46 53bc d6a1 4f53 55a5 a14d c1c1 7ed1 6f19 8727 40dc 9802 4f53 6b89 e0d0 f0e6 "
    "e490 472c 39c9 4180 19a4 e8a1 99b3 2180 c76c 55a5 c7c6 5c3a eb2b 8cb7 e1d3 93c7 8527 c6a3 "
    "9287 79ca 1850 2406 8d31 4f53 1ace 0ff0 171b 4f53 f019 f1f2 ff67 680b f0e6 a358 cf24 4f53 "
    "6750 b6a5 bb71 fd67 4f53 4f53 8c4f 48fa 7c2f b2a1 bd9d ef1e f2f6 365f 0ab0 38a8 4d87 ac51 "
    "0200 f6d3 b2a1 ce4a 8e5f a857 12ec 43eb 7dff 3f7a 74eb f0e6 "
)
PINNED_RANDOM_PLACEMENTS = (
    "ce73 62be be43 e97f 1cd1 38b7 48ba efa6 85fe 3274 38b7 be43 efa6 5a55 56a3 76c6 e6ab 274f "
    "e6ab 7aad c5cd de27 fcf6 3585 c88f 38b7 48ba 38b7 5523 eed1 6080 be43 bac8 85fe f103 c88f "
    "38b7 3585 f5ac 6257 be43 e6ab efa6 efa6 5a55 7c5e e97f 753b 753b 7aad fcf6 5f9d b009 c48f "
    "81ed 0e98 6080 cb3c 571f 8e0d 27e7 efa6 55ec 43e9 1a96 38b7 a060 6080 be43 c88f af68 c5cd "
    "06c5 392f e97f 8fbb 38b7 7bc9 38b7 f437 8d40 7aad 45e9 38ad c88f 38b7 62be 38b7 659a c303 "
    "d8a2 381d fcf6 2227 45e9 e2f7 1de8 38b7 80d7 b5aa cd49 efa6 38b7 7a7b e97f 7aad 08d5 a75c "
    "c5cd 8c3f 3e9c 00d5 52ae 38b7 b933 99fb 753b fb1d 816f 7aad c32a 3fa9 38b7 38b7 bac8 a75c "
    "e97f c179 392f 5a55 38b7 48ba 418d c88f 4bfd 9ff0 4719 06c5 38b7 cabe be43 c5cd 84f1 bbf7 "
    "2733 7283 dd78 efa6 b0c3 be43 38b7 7aad fcf6 e97f 2f3e 392f 38ad 62be c5cd e97f 81f5 c5cd "
    "2088 bc33 45e9 38b7 7aad 12ad fbf5 76c6 85fe 1e44 dbab c5cd 38b7 be4b 7e4f 7f40 392f c88f "
    "45e9 38b7 cc7a 4149 7aad 4024 5659 872a 8ad4 ce73 c88f 8478 565b e6ab 06c5 e97f cb9e 753b "
    "e97f 08f2 fcf6 38ad ce73 62be 2f3e 3b74 ad46 38b7 c5cd 38b7 e97f dcb3 cc17 418d dab7 6080 "
    "38b7 3ffc b252 8340 6ed7 38b7 efa6 94e0 45e9 2f7f 338a e97f c88f efa6 38b7 cc17 45e9 62be "
    "cc17 2410 094e dab7 61a4 23a6 be43 753b 338a efa6 cc17 c5cd e7f3 45e9 3ffc ec9c 69c1 cc17 "
    "8c4e 9e44 c5cd 392f 45e9 38b7 be43 1584 b3e0 38b7 c88f 753b ce73 2f3e 62be 4338 e1e2 38b7 "
    "104b c5cd e2f7 0029 38b7 38b7 3fad 392f 1ae2 45e9 fd48 27e7 5a55 b189 7845 b933 de94 9750 "
    "9aa8 efa6 45e9 a71d 9bb4 f103 bac8 1321 3d52 dd78 94e0 62be "
)
PINNED_GAMES = (
    "c6e4 b43c 6a7a 3838 024f c030 29d5 86f1 4e2c b60d 2ef0 722b 2753 6562 f0b9 a674 ea39 e6fa "
    "d14c c0d7 "
)


def _moved(got: str, want: str) -> list[int]:
    a, b = got.split(), want.split()
    assert len(a) == len(b)
    return [i for i, (x, y) in enumerate(zip(a, b)) if x != y]


def test_legal_placements_list_what_they_listed():
    assert not _moved(listings(positions(300)), PINNED_LISTINGS)


def test_random_placements_pick_what_they_picked():
    assert not _moved(random_placements(positions(300)), PINNED_RANDOM_PLACEMENTS)


def test_random_games_play_what_they_played():
    assert not _moved(games(), PINNED_GAMES)


if __name__ == "__main__":
    states_ = positions(300)
    for name, text in (
        ("PINNED_LISTINGS", listings(states_)),
        ("PINNED_RANDOM_PLACEMENTS", random_placements(states_)),
        ("PINNED_GAMES", games()),
    ):
        codes = text.split()
        print(f"{name} = (")
        for i in range(0, len(codes), 18):
            print(f'    "{" ".join(codes[i : i + 18])} "')
        print(")")
