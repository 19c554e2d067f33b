"""The busiest leaderboard and stats the pictures must hold: ten players and the reader's own
line below them, long and foreign names, provisional ratings, four- and five-digit numbers; a
player with two game kinds, five opponents, best and latest games."""

from __future__ import annotations

from bot.ratings.standings import (
    GameLine,
    KindRating,
    Leaderboard,
    Opponent,
    Placing,
    PlayerStats,
)

NAMES = ("Alexandria Montgomery-Fitzwilliam", "Bo", "Zoë Ångström", "Łukasz Wiśniewski",
         "Marie-Hélène", "Jean-Baptiste Poquelin", "Søren", "Dagmar", "李小龙", "Ana",
         "Reader McReaderface")
READER = 11


def _recent(seed: int, n: int = 12) -> tuple[int, ...]:
    values, v = [], 1400 + 37 * seed
    for i in range(n):
        v += ((seed * 7 + i * 13) % 23) - 9 + (4 if seed % 2 else -3)
        values.append(v)
    return tuple(values)


def busiest_leaderboard() -> Leaderboard:
    top = []
    for i in range(10):
        recent = _recent(i)
        top.append(Placing(i + 1, i + 1, NAMES[i], 12345 - 1010 * i if i == 0 else 1890 - 61 * i,
                           i in (3, 8), 1234 - 100 * i, (1234 - 100 * i) * (60 - 4 * i) // 100,
                           recent))
    reader = Placing(137, READER, NAMES[10], 1012, True, 4, 1, (1000, 1040, 990, 1012))
    return Leaderboard("columbiz", 1234, tuple(top), reader)


def busiest_stats() -> PlayerStats:
    col = tuple((s, v) for s, v in zip(range(1, 200, 3), _recent(3, 66), strict=False))
    ice = tuple((s, v - 150) for s, v in zip(range(2, 200, 7), _recent(4, 28), strict=False))
    kinds = (
        KindRating("columbiz", Placing(3, 1, NAMES[0], 1705, False, 66, 30, ()), 1234, col),
        KindRating("icetowers", Placing(12, 1, NAMES[0], 1321, True, 28, 9, ()), 45, ice),
    )
    opponents = tuple(Opponent(i + 2, NAMES[i + 1], 88 - 13 * i, 40 - 7 * i, 45 - 6 * i, 3 - i // 2)
                      for i in range(5))
    best = (GameLine(10234, "columbiz", 1, 4, 1512, 1588), GameLine(877, "icetowers", 1, 3,
                                                                       1200, 1249),
            GameLine(45, "columbiz", 1, 2, 1000, 1041))
    latest = (GameLine(10301, "columbiz", 3, 4, 1733, 1705), GameLine(10299, "icetowers", 2, 2,
                                                                       1330, 1321),
              GameLine(10290, "columbiz", 1, 3, 1700, 1733))
    return PlayerStats(1, NAMES[0], kinds, opponents, best, latest)
