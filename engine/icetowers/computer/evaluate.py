"""What a position is worth to each seat: an estimate of the final score margin.

The points on the table (I11) say little until late: a piece still standing alone can cap a tower
later, and a piece buried in a rival's tower that holds another of its pieces can be mined out
(I6). So each seat's worth is its points plus these terms, fitted by least squares to the final
margins of the 38,000 positions of 1,500 two-player games (stash 5) between early versions of
these players and one that takes random captures, rounded to quarter points and counted in
quarter points so that sums are exact:

- every pip of a tower it controls counts 1.75;
- a lone small piece +4.75 and a lone medium one +4.25 (pieces that can still cap, on top of
  their pips); a lone large piece -2.75 (it caps only large tops and any piece caps it);
- a stacked tower it controls -0.75 a pip under a small or medium top, -1.25 under a large top
  (every piece of a rival can cap a large top, I5);
- +3.75 for each of its pieces in a tower it does not control that holds two or more of them.

A position is worth to a seat its worth minus the highest worth among its rivals. The worth is
a sum over towers, so a move changes it by the terms of the two or three towers it touches.
"""

from __future__ import annotations

from engine.icetowers.config import MAX_PLAYERS

UNIT = 4  # worths are in quarter points
PIP = 7
LONE = (0, 19, 17, -11)  # by size, on top of the pips
STACKED = (0, -3, -3, -5)  # a pip, by the size of the top piece
BURIED = 15  # a piece that can be mined out later

_TERMS: dict[tuple, tuple[int, ...]] = {}


def terms(pieces: tuple) -> tuple[int, ...]:
    """What one tower adds to the worth of each seat (MAX_PLAYERS values)."""
    out = _TERMS.get(pieces)
    if out is not None:
        return out
    worth = [0] * MAX_PLAYERS
    owner, top = pieces[-1]
    if len(pieces) == 1:
        worth[owner] = PIP * top + LONE[top]
    else:
        counts = [0] * MAX_PLAYERS
        total = 0
        for seat, size in pieces:
            total += size
            counts[seat] += 1
        worth[owner] = (PIP + STACKED[top]) * total
        for seat, count in enumerate(counts):
            if seat != owner and count >= 2:
                worth[seat] += BURIED * count
    out = _TERMS[pieces] = tuple(worth)
    return out


def worth(towers) -> list[int]:
    """Every seat's worth (MAX_PLAYERS values) for an iterable of towers' pieces."""
    out = [0] * MAX_PLAYERS
    for pieces in towers:
        for seat, value in enumerate(terms(pieces)):
            out[seat] += value
    return out


def standing(worths, seat: int, players: int) -> int:
    """The worth of `seat` minus the best of its rivals'."""
    return worths[seat] - max(worths[r] for r in range(players) if r != seat)
