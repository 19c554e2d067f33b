"""Where chance comes from: each move's dice and each computer decision are seeded from the
game's seed and the move's seq, so no generator state is saved and every game can be replayed."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

SEED_BYTES = 16


def new_seed(seed_source: Callable[[int], bytes]) -> str:
    """A game's seed, kept in its row (hex of SEED_BYTES from the operating system)."""
    return seed_source(SEED_BYTES).hex()


def move_rng(seed: str, seq: int) -> random.Random:
    """The chance of move `seq` of a game (seq 0: the start)."""
    return random.Random(f"{seed}:{seq}")


def computer_seed(seed: str, seq: int) -> int:
    """The seed of a computer player's decision whose first move is `seq` (its own randomness,
    e.g. to break ties; the dice still come from move_rng)."""
    digest = hashlib.sha256(f"{seed}:computer:{seq}".encode()).digest()
    return int.from_bytes(digest[:8], "big")
