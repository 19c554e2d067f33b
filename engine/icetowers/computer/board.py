"""A light copy of a position for looking ahead: the towers as a dict of piece tuples, every
seat's score and worth (evaluate.py) and the hashed position (I9), with the same moves as
`legal_moves` but none of the events or frozen states, so a search can try thousands of moves
within a decision's time.

A move is a tuple: ("cap", piece, target), ("mine", tower, position, target or None) or
("split", tower, position), numbers and positions as the engine's actions name them. With each
move come the change of every seat's score and worth and the position after it.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.icetowers.actions import Cap, Mine, Split
from engine.icetowers.computer.evaluate import terms
from engine.icetowers.config import MAX_PLAYERS
from engine.icetowers.state import State
from engine.icetowers.towers import tower_hash

MASK = (1 << 64) - 1
_INFO: dict[tuple, tuple[int, int, tuple[int, ...]]] = {}


def info(pieces: tuple) -> tuple[int, int, tuple[int, ...]]:
    """A tower's hash (I9), pips (I11) and terms of every seat's worth, computed once."""
    out = _INFO.get(pieces)
    if out is None:
        out = _INFO[pieces] = (tower_hash(pieces), sum(size for _, size in pieces),
                               terms(pieces))
    return out


def pips(pieces: tuple) -> int:
    return info(pieces)[1]


class Move(NamedTuple):
    move: tuple
    scores: tuple[int, ...]  # the change of every seat's score
    worth: tuple[int, ...]  # the change of every seat's worth (MAX_PLAYERS values)
    position: int  # the position after it (I9)


class Board:
    """A position; `play` returns a new Board and leaves this one as it was."""

    __slots__ = ("_distinct", "free_mining", "hash", "next_number", "players", "scores",
                 "towers", "worth")

    def __init__(self, towers: dict, scores: tuple, worths: tuple, position: int,
                 next_number: int, players: int, free_mining: bool) -> None:
        self.towers = towers  # number -> pieces, bottom to top, in number order
        self.scores = scores
        self.worth = worths  # MAX_PLAYERS values, those of absent seats 0
        self.hash = position
        self.next_number = next_number
        self.players = players
        self.free_mining = free_mining
        self._distinct: list | None = None

    def _entries(self, distinct: bool) -> list:
        """(number, pieces, hash, pips, terms) of each tower; with `distinct`, of the first of
        each set of equal towers."""
        if not distinct:
            return [(number, pieces, *info(pieces)) for number, pieces in self.towers.items()]
        if self._distinct is None:
            first: dict[tuple, int] = {}
            for number, pieces in self.towers.items():
                first.setdefault(pieces, number)
            self._distinct = [(number, pieces, *info(pieces)) for pieces, number in first.items()]
        return self._distinct

    @classmethod
    def of(cls, state: State) -> Board:
        towers = {t.number: t.pieces for t in state.towers}
        scores = [0] * state.players
        worths = [0] * MAX_PLAYERS
        for pieces in towers.values():
            _, value, t = info(pieces)
            scores[pieces[-1][0]] += value
            worths = [w + d for w, d in zip(worths, t)]
        return cls(towers, tuple(scores), tuple(worths), state.position, state.next_number,
                   state.players, state.options.free_mining)

    def moves(self, seat: int, seen, distinct: bool = False) -> list[Move]:
        """Every move of `seat` whose position is not in `seen` (I9), in the order of the
        engine's `legal_moves`. With `distinct`, one move for each set of moves that differ
        only in which of several equal towers they use (they lead to the same position)."""
        items = self._entries(distinct)
        by_size = self._cappable(items, seat)
        out: list[Move] = []
        self._caps(out, items, by_size, seat, seen)
        self._mines(out, items, by_size, seat, seen)
        self._splits(out, items, seat, seen)
        return out

    @staticmethod
    def _cappable(items: list, seat: int) -> tuple[list, list, list, list]:
        """The towers a piece of each size may cap (I5): another player's top, same size or
        larger."""
        by_size: tuple[list, list, list, list] = ([], [], [], [])
        for number, pieces, th, value, tt in items:
            owner, size = pieces[-1]
            if owner != seat:
                entry = (number, pieces, owner, th, value, tt)
                for s in range(1, size + 1):
                    by_size[s].append(entry)
        return by_size

    def _caps(self, out: list[Move], items: list, by_size: tuple, seat: int, seen) -> None:
        """I5: each lone piece of `seat` on each tower it may cap."""
        position = self.hash
        zero = [0] * self.players
        for number, pieces, h0, _, t0 in items:
            if len(pieces) == 1 and pieces[0][0] == seat:
                base = position - h0
                for target, tp, owner, th, value, tt in by_size[pieces[0][1]]:
                    ch, _, ct = info(tp + pieces)
                    h = (base - th + ch) & MASK
                    if h in seen:
                        continue
                    delta = zero[:]
                    delta[seat] += value
                    delta[owner] -= value
                    out.append(Move(("cap", number, target), tuple(delta),
                                    tuple([c - a - b for c, a, b in zip(ct, t0, tt)]), h))

    def _mines(self, out: list[Move], items: list, by_size: tuple, seat: int, seen) -> None:
        """I6: each piece of `seat` out of a tower it does not control that holds two or more
        of its pieces, capping another tower, or alone where none can be capped (or with
        `free_mining`)."""
        position = self.hash
        zero = [0] * self.players
        for number, pieces, h0, _, t0 in items:
            if len(pieces) < 3 or pieces[-1][0] == seat:
                continue
            owner = pieces[-1][0]
            mine = [i for i, (s, _) in enumerate(pieces) if s == seat]
            if len(mine) < 2:
                continue
            for i in mine:
                size = pieces[i][1]
                mined = ((seat, size),)
                lh, _, lt = info(pieces[:i] + pieces[i + 1:])
                base = (position - h0 + lh) & MASK
                left = [a - b for a, b in zip(lt, t0)]
                targets = [e for e in by_size[size] if e[0] != number]
                for target, tp, towner, th, value, tt in targets:
                    ch, _, ct = info(tp + mined)
                    h = (base - th + ch) & MASK
                    if h in seen:
                        continue
                    delta = zero[:]
                    delta[owner] -= size
                    delta[seat] += size + value
                    delta[towner] -= value
                    out.append(Move(("mine", number, i + 1, target), tuple(delta),
                                    tuple([d + c - b for d, c, b in zip(left, ct, tt)]), h))
                if not targets or self.free_mining:
                    mh, _, mt = info(mined)
                    h = (base + mh) & MASK
                    if h in seen:
                        continue
                    delta = zero[:]
                    delta[owner] -= size
                    delta[seat] += size
                    out.append(Move(("mine", number, i + 1, None), tuple(delta),
                                    tuple([d + c for d, c in zip(left, mt)]), h))

    def _splits(self, out: list[Move], items: list, seat: int, seen) -> None:
        """I7: each tower split between two pieces of one other player."""
        position = self.hash
        zero = [0] * self.players
        for number, pieces, h0, _, t0 in items:
            for p in range(1, len(pieces)):
                pair = pieces[p - 1][0]
                if pair == seat or pieces[p][0] != pair:
                    continue
                lh, value, lt = info(pieces[:p])
                uh, _, ut = info(pieces[p:])
                h = (position - h0 + lh + uh) & MASK
                if h in seen:
                    continue
                delta = zero[:]
                delta[pieces[-1][0]] -= value
                delta[pair] += value
                out.append(Move(("split", number, p), tuple(delta),
                                tuple([a + b - c for a, b, c in zip(lt, ut, t0)]), h))

    def play(self, m: Move) -> Board:
        """The board after `m`, one of this board's `moves`."""
        towers = dict(self.towers)
        next_number = self.next_number
        move = m.move
        kind = move[0]
        if kind == "cap":
            piece = towers.pop(move[1])
            towers[move[2]] = towers[move[2]] + piece
        elif kind == "mine":
            pieces = towers[move[1]]
            i = move[2] - 1
            mined = (pieces[i],)
            towers[move[1]] = pieces[:i] + pieces[i + 1:]
            if move[3] is None:
                towers[next_number] = mined
                next_number += 1
            else:
                towers[move[3]] = towers[move[3]] + mined
        else:
            pieces = towers[move[1]]
            towers[move[1]] = pieces[: move[2]]
            towers[next_number] = pieces[move[2]:]
            next_number += 1
        return Board(towers, tuple([s + d for s, d in zip(self.scores, m.scores)]),
                     tuple([w + d for w, d in zip(self.worth, m.worth)]), m.position,
                     next_number, self.players, self.free_mining)


def to_action(seat: int, move: tuple) -> Cap | Mine | Split:
    kind = move[0]
    if kind == "cap":
        return Cap(seat, move[1], move[2])
    if kind == "mine":
        return Mine(seat, move[1], move[2], move[3])
    return Split(seat, move[1], move[2])
