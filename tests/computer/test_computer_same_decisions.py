"""Every level's decision on 300 random mid-turn positions, pinned.

The players' placement arithmetic (C7-C11, C14) is shared with the engine; a change there must not
change what a computer does. Each decision (kind, values in order, reason and its params) is
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
    text = repr((d.kind, d.values, d.reason, sorted(d.params.items())))
    return hashlib.sha256(text.encode()).hexdigest()[:4]


def digests(level: str, states: list[State]) -> str:
    return " ".join(digest(state, level, seed) for seed, state in enumerate(states))


PINNED: dict[str, str] = {
    "easy": (
        "2d89 cfb2 494e c777 8c19 d4a5 f949 9747 5779 c329 e1de ddf0 4106 3931 86a7 9c77 97a2 f0d3 "
        "fea4 6319 5fef a9b3 1a3c c5e0 e52b c9d7 3000 c5e0 06f3 fe48 be89 c5e0 218f 67ca ba1f 0bad "
        "8348 fe48 84ae 961a ad7d 3ab4 fe48 5a3a d9dc 43a6 d1b8 5c8c 9fc3 4993 cc9f 97a2 51cb 5077 "
        "bf25 a9b3 c48b ee9d c49c 027d be52 c5e0 a9b3 5a3a bbf8 5a3a 4a07 90ea 7c92 23fd 97a2 8cbc "
        "2348 67ca 154e fe48 fe48 968e 97a2 5819 961a 9268 97a2 67ca c5e0 5a3a 98dd a9b3 c5e0 c1fc "
        "bbf8 c8c2 d734 bbf8 c7a1 a9b3 5a3a 961a 5a3a 48cf 6537 67ca a9b3 84ae 97a2 df94 bf25 3dd1 "
        "7662 a9b3 3000 bbf8 19c1 bf25 8d3e dd23 0600 0f3d 61c7 396a 2408 67ca 3000 c74f 99ee 83f1 "
        "97a2 c5e0 67ca 9780 ff7c 8348 1ad6 fe48 d840 58ba 37e3 68b9 3071 33ab fe48 bbf8 d5a2 a9b3 "
        "bf25 a9b3 01b0 cc63 c5e0 30da 9df3 9f27 a5a4 f3b0 a972 5a3a 046f c4d4 fd98 8b41 bf25 c5e0 "
        "95ca 58ba bbf8 a0ef 6747 0ff4 67ca a205 8348 c5e0 3071 dd31 97a2 5a3a fe48 bf25 4dfe ff73 "
        "0bf2 703a a5fb f140 bbf8 97a2 01b0 c5e0 3071 06fc fe48 edd7 0a61 fe48 aa20 67ca db73 9937 "
        "bbf8 5219 bbf8 bbf8 97a2 4106 5a3a a9b3 c5e0 de88 11a6 fe48 fe48 a9b3 2096 fe48 a1e8 01b0 "
        "01b0 c88f 961a 03a4 2850 1154 f084 bbf8 802d bbf8 c74f a9b3 3ee0 4106 a9b3 370e 65d4 5a3a "
        "a9b3 802d b6fc a0ff c5e0 e695 22ae bbfc 8810 c5e0 97a2 5a3a 01b0 b7f3 3b6c ebe1 eaa6 a9b3 "
        "3eb5 bf2f 9a11 b6fc ae5e 6d9f fe48 0ff4 8348 233a de20 a9b3 8779 58ba 8ce6 01b0 65e4 6815 "
        "67ca 5030 cca7 1913 802d 6825 fe48 5a3a 850f 97a2 fe48 45d6 f72b 67ca fe48 d392 4d9b 9d6d "
        "7275 01b0 c5e0 c5e0 27f2 21e8 0ff4 248e 79d3 6e5f 2e88 c662 "
    ),
    "normal": (
        "4bd7 9fb2 494e d430 17e7 b77f f949 a312 c11f 265f b0ac f154 4106 3931 7891 33b6 677c e9bf "
        "bd83 65b2 72bc fdd7 6f55 dac0 264b b8b1 6b0d cbd1 2a34 48d3 1b9e 9e3f 31ca 06a1 8d3e 4bc0 "
        "e108 978d f0ac d948 735c 9aa6 39cc a463 ad62 fb28 6b88 5116 3931 b047 cc9f d886 4fa2 35f7 "
        "1e53 99ad e6e1 af09 3433 af04 f23c ac8c f17c d637 1116 b0f7 4a07 90ea 7c92 23fd 7bf2 8cbc "
        "2348 9d43 e875 934b de9c 638d 9709 7a8e bf51 9268 593f 235e c42e 5499 5a84 b667 70df 094a "
        "828d 86da fcdb fb14 04d5 73fc 9d37 d60c 571f d1e7 6537 b474 f2f2 3153 e092 98d3 721f ca20 "
        "2f7a de68 2b41 b8a2 3967 6faf 8d3e c60a 0600 385c 61c7 a764 2408 7f3e a108 c74f 2d48 79a2 "
        "b53f 98e5 4d08 78af 9720 289c e5b1 871a 84e6 f681 37e3 68b9 4bf9 1ccd 591a d0fb 3e39 0781 "
        "b942 90ec 3594 cc63 e4ed 23b6 9df3 ff46 76fc f3b0 96f6 1ad1 c071 758e 32fd dc65 dd3e d7d9 "
        "fb28 41d4 5d4c 9eba 93d1 0ff4 3366 70f2 9fbe c0b2 f9dd 92e4 f135 1ad1 532c b87b 5032 4748 "
        "8eb5 a890 f135 4755 eef1 154e ef8a 7cbe 52d8 79b9 84ba c586 b211 5b1f 10f0 9aee b6fc dc18 "
        "8eb2 4106 3d50 0efa aca5 4106 1966 665d 7add 5790 7997 5f04 591a 7f93 b75d f9dd c5c3 07a6 "
        "7220 f4fc 6e7a a88b 894d 5d7e a1f0 63ca 802d 9ff4 c74f b4e2 641e 4106 3661 4edf 65d4 13de "
        "91d6 802d b6fc 691b e3b2 4dcd 22ae f3b0 e207 8e11 83a9 f154 7a74 3503 81bc a829 933d e87a "
        "3eb5 492b f7f0 b6fc 3967 d765 d5f8 0ff4 64e4 e179 ef8d fb00 da7c 4c0c d392 3d15 7beb 5dac "
        "6c3c ac04 af8e 0352 802d 0bf5 4aa4 e165 067a 33ff 4014 c936 5c66 37b7 aadd d392 6b0d 9d6d "
        "7275 9fdb 804e a75a 3433 0b39 0ff4 bb0e 3967 c74f 2e88 826a "
    ),
    "hard": (
        "67b4 00ea 494e 4d09 29fc 3a3c f949 a312 ecb0 21b9 e524 f154 4106 3931 c74f 33b6 3412 e9bf "
        "bd83 f44c 8119 1619 3b26 b050 264b a661 6b0d a4e7 2a34 e092 1b9e 8cdd 31ca c0f6 ba1f ad3d "
        "e108 95b9 3eaa a7d0 9d22 1b68 f243 7a6d 2cbc f221 195f 35f7 3931 3776 cc9f d886 2197 8eba "
        "d57d c9b6 e6e1 0352 3433 af04 92aa 6dfb 8d88 9f17 d7bf 712c 4a07 90ea 7c92 23fd 5aa4 8cbc "
        "2348 57cb 7517 bacc 266b 26ae e0ae 47f3 3d58 9268 2de9 ddf0 4157 7de8 b6fc b150 9c8c ed2a "
        "6871 93a1 fcdb 9d3e 530e 0464 3431 a062 4e7a d1e7 6537 6143 f2f2 3153 6617 98d3 410d d948 "
        "2f7a 835e 2b41 569e 3967 6faf 8d3e 50a0 dce7 385c 6db9 c750 b6fc 6563 bcab c74f 8a3d 79a2 "
        "67d3 f9dd f9de de65 9720 8fca e5b1 075d 89c2 5cdc 37e3 68b9 bc18 1ccd 591a 22ce ca14 6e9b "
        "2a6c 2a1e 4123 cc63 149f 2279 cbe5 ff46 fb5c f3b0 3f77 591d 7891 433e 91d7 dc65 d311 c2d9 "
        "5021 c6d4 debd ca14 1b9e 0ff4 4f96 2a49 78c6 fc8c 978f 92e4 f120 1ad1 cb79 e85c 5add 4748 "
        "4c5a a890 ea9c 4755 0795 154e 57ad 7add 465c 22b4 84ba fb28 14cb 0c3b aa20 8e82 b6fc cad1 "
        "73eb 4106 9162 0efa aca5 4106 2650 e21d 7add fde4 185e 01f4 cddd 35db 2096 cddd a0b3 ecdb "
        "fcd4 f4fc efeb 2fb2 c3f3 6e4d a1f0 76cd 802d 9ff4 c74f 7f06 9054 4106 c2b9 ab03 65d4 293a "
        "1742 802d b6fc a080 2be2 4dcd 2348 f3b0 b3f8 2713 52bc 300e c134 1ba5 81bc c91f 7116 506a "
        "3eb5 492b dd80 b6fc 3967 fb05 fd2b 0ff4 64e4 76ef 8ed9 1c54 2c11 d5ae d392 20bf bccd 9a8d "
        "ced3 ac04 16d6 0352 802d d5f0 4aa4 2ee7 a312 5fde 9147 b6fc 1e70 6108 25d6 d392 6b0d c3d4 "
        "b3e1 dbf9 7b8d 2903 3433 0b39 0ff4 b647 3967 c74f 2e88 826a "
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
