"""Towers (I2, I3) and positions (I9).

A piece is `(seat, size)`; a tower is its number and its pieces from the bottom up. A position
is the multiset of towers' piece sequences, numbers aside: it is hashed as the sum of a hash per
tower, so an action that changes two or three towers updates it in a few steps, and checking a
repetition never replays the game.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable
from typing import NamedTuple

Piece = tuple[int, int]  # (seat, size)
MASK = (1 << 64) - 1


class Tower(NamedTuple):
    number: int
    pieces: tuple[Piece, ...]  # bottom to top (position 1 is the bottom, I2)

    @property
    def top(self) -> Piece:
        return self.pieces[-1]

    @property
    def controller(self) -> int:
        """The seat whose colour is on top (I2)."""
        return self.pieces[-1][0]

    @property
    def pips(self) -> int:
        """What the tower scores for its controller at the end (I11)."""
        return pips(self.pieces)

    @property
    def alone(self) -> bool:
        return len(self.pieces) == 1


@functools.lru_cache(maxsize=1 << 16)
def pips(pieces: tuple[Piece, ...]) -> int:
    return sum(size for _, size in pieces)


@functools.lru_cache(maxsize=1 << 16)
def tower_hash(pieces: tuple[Piece, ...]) -> int:
    """A 64-bit hash of one tower's pieces, the same in every process and run."""
    data = bytes(b for seat, size in pieces for b in (seat, size))
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big")


def position_hash(towers: Iterable[Tower]) -> int:
    """The position (I9): a sum, so the order and numbers of towers do not count."""
    return sum(tower_hash(t.pieces) for t in towers) & MASK


def moved(
    position: int, gone: Iterable[tuple[Piece, ...]], new: Iterable[tuple[Piece, ...]]
) -> int:
    """The position after towers `gone` were replaced by towers `new`."""
    for pieces in gone:
        position -= tower_hash(pieces)
    for pieces in new:
        position += tower_hash(pieces)
    return position & MASK
