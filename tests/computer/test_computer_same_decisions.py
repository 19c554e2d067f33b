"""Every level's decision on 300 random mid-turn positions, pinned.

The players' placement arithmetic (C7-C11, C14) is shared with the engine; a change there must not
change what a computer does. Each decision (kind and values in order: what it keeps or places,
not the reason it gives, which tests/computer/test_computer_explanations.py checks for truth) is
reduced to four hex digits, so a failure names the position and level that moved. When a change
of play is meant, record the digests again with
`python tests/computer/test_computer_same_decisions.py`.
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # recording: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.columbiz import GameConfig, Keep, Options, Roll, State, apply, new_game
from engine.columbiz.computer import LEVELS, decide
from engine.columbiz.playout import random_turn

COUNT = 300
CONFIGS = (
    GameConfig(2),
    GameConfig(2, options=Options(line_scoring="increase")),
    GameConfig(3, start=1, options=Options(locked_keeps=True)),
    GameConfig(4, start=3),
    GameConfig(
        4, start=2, options=Options(max_pieces_4p=4, locked_keeps=True, line_scoring="increase")
    ),
)


def positions(count: int = COUNT, seed: int = 2024) -> list[State]:
    """Positions after 1 to 3 rolls of a turn, some turns into seeded random games."""
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
        for _ in range(rng.randint(1, 3)):
            if state.rolls:
                keep = [d for d in state.dice if rng.random() < 0.4]
                for d in state.locked:  # C6 option: what the last roll locked stays kept
                    if d in keep:
                        keep.remove(d)
                state, _ = apply(state, Keep(tuple(sorted(state.locked + tuple(keep)))))
            n = 8 - len(state.kept) if state.rolls else 8
            turn = state.turn
            state, _ = apply(state, Roll(tuple(rng.randint(1, 6) for _ in range(n))))
            if state.turn != turn or state.rolls == 3:
                break
        if not state.over and state.rolls:
            out.append(state)
    return out


def digest(state: State, level: str, seed: int) -> str:
    d = decide(state, level, seed)
    text = repr((d.kind, d.values))
    return hashlib.sha256(text.encode()).hexdigest()[:4]


def digests(level: str, states: list[State]) -> str:
    return " ".join(digest(state, level, seed) for seed, state in enumerate(states))


PINNED: dict[str, str] = {
    "easy": (
        "8454 6bc1 3c44 8f51 dabd 3dc5 6d74 722d 66c4 ebb3 1c2f 5fd2 dadb 09ed 4f45 56f5 be85 246f "
        "84d7 0881 2625 537c 2c45 22e2 b4a4 e6f9 1739 22e2 998f 4e97 c548 22e2 2305 e0b5 0169 f5a1 "
        "be85 4e97 151d 2625 1950 348b 4e97 e495 88a3 d5f4 4d79 4188 5c57 683e f55e be85 f4b3 b94b "
        "2625 537c e539 7ae7 c5c6 18b4 62ce 22e2 537c e495 8454 e495 97c1 d1c8 09ed 1950 be85 d490 "
        "8b83 e0b5 8fa6 4e97 4e97 45ac be85 4567 2625 3bd2 be85 e0b5 22e2 e495 b3ae 537c 22e2 ebc6 "
        "8454 ebc6 8330 8454 f901 537c e495 2625 e495 c213 521b e0b5 537c 151d be85 a534 2625 163a "
        "5e25 537c 1739 8454 7559 2625 df8d 40c3 8e68 1508 6bec 22e2 29dc e0b5 1739 3c44 b8ea 97a6 "
        "be85 22e2 e0b5 e067 d9d5 be85 c832 4e97 289b 289b 3767 cf0d 1739 f36d 4e97 8454 5054 537c "
        "2625 537c 22e2 3035 22e2 cd4c 1a78 c4a6 006c 07bc 5a9c e495 c3ba 8f51 d8e7 8c5f 2625 22e2 "
        "13d9 289b 8454 f90a bdfc a1ce e0b5 1739 be85 22e2 1739 6a56 be85 e495 4e97 2625 7b0a 2ca2 "
        "4c35 8875 d224 9a2a 8454 be85 22e2 22e2 1739 2c45 4e97 7089 3143 4e97 0df0 e0b5 ae42 8bb9 "
        "8454 567a 8454 8454 be85 dadb e495 537c 22e2 91dd 006c 4e97 4e97 537c 321a 4e97 d6c4 22e2 "
        "22e2 d5f8 2625 c5c2 2559 4e97 b24c 8454 bf04 8454 3c44 537c 461a dadb 537c 200e a6f2 e495 "
        "537c bf04 67ff 3cef 22e2 8753 20f2 5047 f38f 22e2 be85 e495 22e2 97a0 722d d7f1 006c 537c "
        "df8d 1505 a5eb 67ff c20d 0f84 4e97 a1ce be85 8082 4a65 537c 0c49 289b 8f51 22e2 a4f8 6aa8 "
        "e0b5 ed95 4a01 1ce3 bf04 10c1 4e97 e495 df79 be85 4e97 9c1a 41f6 e0b5 4e97 006c 1739 7f0b "
        "0d12 22e2 22e2 22e2 bc4b c1d6 a1ce 91dd d6fc e1a6 3767 0f2d "
    ),
    "normal": (
        "e05f b9be 3c44 bb43 ee2c 4976 6d74 b7e6 f1f2 307e 6f9a 6c93 dadb 09ed 8b83 b7e6 1520 34a5 "
        "cf0d b0e7 051a 70eb 4d2f 5a6c 0c3e 29ca d8e7 73f7 006c b403 97c1 bcf1 1c5f e0b5 df8d 5720 "
        "708c 8dc8 1cc5 2625 fe0a 0498 4e97 5bc7 88a3 4d89 4288 d4d8 09ed 9299 f55e 3035 f4b3 d4d8 "
        "4ea2 c3fb dac1 2578 b7e6 18b4 0a85 8330 ad0f ea48 38ec 4f63 97c1 d1c8 09ed 1950 d4f5 d490 "
        "8b83 70eb 8fa6 b403 4e97 45ac e0ec 1f39 6a5b 3bd2 de57 88a3 1739 0f52 781f ad0f 289b 74af "
        "88a3 8ba8 253c 8454 59b4 e827 b0e4 abf9 9c19 6c93 521b 70eb e6eb 09ed be85 1950 289b 163a "
        "09ed e827 1739 8454 3de6 6a5b df8d a76d 8e68 88ba 6bec 289b 29dc 88a3 d8e7 3c44 ff26 ea74 "
        "708c b452 c328 c275 00b5 be85 52ad b403 d8e7 9d13 3767 cf0d 6d74 0f12 4e97 1456 f382 537c "
        "1739 2a2d a475 3035 b375 cd4c 1a78 3c30 7c61 07bc 5720 e495 e078 3727 d8e7 da89 b459 1739 "
        "4d89 d8e7 8454 9244 fb8b a1ce 03fc 1def 708c d7cb 289b 09ed be85 e495 d7cb 4389 4d89 2ca2 "
        "de83 6d74 be85 7f08 8454 be85 d882 7ab0 1739 bb43 a00c 49dd 892b 7eb2 7932 e0b5 67ff 8bb9 "
        "f05a dadb 71e3 be3b 93a9 dadb df32 d337 22e2 8bda bb43 0f52 4e97 31ef 9040 289b d6c4 1456 "
        "b452 d5f8 289b 034a 6b6a 4e97 b7e6 8454 bf04 f8a7 3c44 543d 1dce dadb 6550 c721 a6f2 59b4 "
        "289b bf04 67ff df38 ddca 07bc 20f2 07bc f38f 73f7 3727 6c93 4530 97a0 b7e6 760e bb43 9d39 "
        "df8d 97c1 71e3 67ff 3de6 e502 4e97 a1ce d2e2 fcd5 de83 df01 38c6 f8a7 006c abf9 f1f2 274b "
        "289b 1c2f 6487 a6f2 bf04 f8ce e7f1 1739 feb9 e0b5 4e97 cf0a d882 e0b5 b403 006c d8e7 7f0b "
        "0d12 d0ca 04a6 2625 b7e6 4afe a1ce ccda 3de6 3c44 3767 ebc6 "
    ),
    "hard": (
        "7ab0 dfa6 3c44 5720 543d 4976 6d74 b7e6 f1f2 307e e8e1 6c93 dadb 09ed 3c44 b7e6 be85 34a5 "
        "cf0d 7eff 52f6 d677 2fc0 5a6c 0c3e 1cc5 d8e7 73f7 006c b403 97c1 bcf1 1c5f e0b5 0169 bb43 "
        "708c 4e97 1cc5 2625 fe0a df38 4e97 5bc7 88a3 4d89 97c1 d4d8 09ed 9299 f55e 3035 f4b3 2625 "
        "4ea2 c3fb dac1 a6f2 b7e6 18b4 05c2 c3fb ad0f 76af c730 4a65 97c1 d1c8 09ed 1950 d4f5 d490 "
        "8b83 1739 8fa6 b403 d0a9 45ac be85 1f39 d8e7 3bd2 df70 dd69 1739 0f52 67ff ad0f 289b 74af "
        "0a39 8ba8 253c 4a65 59b4 537c b0e4 abf9 e495 6c93 521b 70eb e6eb 09ed be85 1950 289b 163a "
        "09ed e827 1739 8454 3de6 6a5b df8d 4976 4567 88ba d337 8b01 67ff e0b5 d8e7 3c44 ff26 ea74 "
        "d8e7 289b ecf8 c275 00b5 d4f5 52ad b403 d8e7 9d13 3767 cf0d 1739 0f12 4e97 88e0 07bc 537c "
        "1739 2a2d da72 3035 7ab0 cd4c da89 3c30 7c61 07bc 0c6a 0f52 8b83 d7b3 d8e7 da89 1739 1739 "
        "4d89 d8e7 d7cb 07bc 97c1 a1ce 03fc 1def 708c 22e2 9d13 09ed be85 e495 0f52 4389 4d89 2ca2 "
        "df38 6d74 df38 7f08 8454 be85 22e2 22e2 1739 bb43 a00c 4d89 3143 7eb2 0df0 0a39 67ff 8bb9 "
        "0433 dadb 71e3 be3b 93a9 dadb df32 d337 22e2 1950 0c6a 284d 1f78 289b 321a 1f78 d6c4 de83 "
        "41f6 d5f8 289b 2956 6b6a 47cf b7e6 8454 bf04 f8a7 3c44 2625 8b83 dadb e827 5edf a6f2 59b4 "
        "289b bf04 67ff d8e7 1739 07bc 8b83 07bc 2b70 73f7 3727 e495 a475 97a0 b7e6 1065 bb43 e827 "
        "df8d 97c1 71e3 67ff 3de6 e502 4e97 a1ce d2e2 bb43 4a65 537c 38c6 d8e7 006c 6a5b f1f2 ed83 "
        "289b 1c2f cf0d a6f2 bf04 f8ce e7f1 e495 b7e6 e0b5 4e97 67ff 9314 e0b5 22e2 006c d8e7 50e7 "
        "cf0d 7ab0 d8e7 2625 b7e6 4afe a1ce ccda 3de6 3c44 3767 ebc6 "
    ),
}


@pytest.fixture(scope="module")
def states() -> list[State]:
    return positions()


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_are_the_pinned_ones(level, states):
    got = digests(level, states).split()
    want = PINNED[level].split()
    assert len(got) == len(want) == COUNT
    moved = [i for i, (a, b) in enumerate(zip(got, want)) if a != b]
    assert not moved, f"{level}: decisions changed at positions {moved[:20]}"


if __name__ == "__main__":
    states_ = positions()
    for level_ in LEVELS:
        codes = digests(level_, states_).split()
        print(f'    "{level_}": (')
        for i in range(0, len(codes), 18):
            print(f'        "{" ".join(codes[i : i + 18])} "')
        print("    ),")
