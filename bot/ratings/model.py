"""The rating itself, with no I/O: openskill's Plackett–Luce model over a finished game's full
ranking, the number people see, and who a game rates.

Why Plackett–Luce (openskill, after Weng & Lin 2011): it rates a free-for-all game of any size
from its full order of finish, so a win over three players moves a rating more than a win in a
duel, and players who tie share a place. Every rating has a mean μ (skill) and an uncertainty σ.

The number shown is conservative: SHOWN_BASE + SHOWN_SCALE × (μ − 3σ), rounded, so a newcomer
shows 1,000 and climbs as games make their rating certain, and a lucky first win cannot put
anyone on top. A rating is provisional (marked "?") while σ ≥ PROVISIONAL_SIGMA: about ten
rated games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MU = 25.0  # openskill's defaults: μ₀ = 25, σ₀ = 25/3, β = 25/6, τ = 25/300
SIGMA = 25.0 / 3.0
SHOWN_BASE = 1000
SHOWN_SCALE = 40
PROVISIONAL_SIGMA = 7.0
# A player the computer stood in for (away, time ran out) in more than this share of their turns
# is not rated for that game.
STOOD_IN_SHARE = 0.5
RECENT = 12  # ratings kept per player for the leaderboard's trend line

_MODEL = PlackettLuce(mu=MU, sigma=SIGMA)


@dataclass(frozen=True)
class Skill:
    mu: float = MU
    sigma: float = SIGMA

    @property
    def ordinal(self) -> float:
        return self.mu - 3.0 * self.sigma

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        return self.sigma >= PROVISIONAL_SIGMA


def shown(mu: float, sigma: float) -> int:
    """The rating people see (conservative: μ − 3σ on a familiar scale)."""
    return round(SHOWN_BASE + SHOWN_SCALE * (mu - 3.0 * sigma))


def places(totals: Sequence[int]) -> list[int]:
    """Each total's place in the game's ranking, 1 for the highest; equal totals share a place
    (C15, I-rules: the highest total wins, ties share): [30, 50, 30] -> [2, 1, 2]."""
    return [1 + sum(1 for other in totals if other > mine) for mine in totals]


def rate(skills: Sequence[Skill], ranking: Sequence[int]) -> list[Skill]:
    """Everyone's skill after one game, given their skills before and their places (1 = first;
    equal places are ties)."""
    if len(skills) != len(ranking) or len(skills) < 2:
        raise ValueError("a rated game needs at least two players, each with a place")
    teams = [[_MODEL.create_rating([s.mu, s.sigma])] for s in skills]
    after = _MODEL.rate(teams, ranks=[float(p) for p in ranking])
    return [Skill(team[0].mu, team[0].sigma) for team in after]


@dataclass(frozen=True)
class SeatRecord:
    """What the rating needs to know of one seat of a finished game."""

    user_id: int
    total: int | None
    computer: bool  # a computer seat
    turns: int  # turns the seat had (distinct turn numbers among its moves)
    stood_in: int  # of them, turns the computer played for the person (away, time ran out)
    name: str = ""


def rated_seats(rated: bool | int | None, status: str, seats: Sequence[SeatRecord]
                ) -> list[SeatRecord]:
    """The seats a finished game rates (empty: the game is unrated). A game is rated only if it
    was opened rated (rated:true, in a channel everyone on the server sees), finished by the
    rules among people only (no computer seat), and at least two people played most of their
    own turns; a person the computer stood in for in more than half their turns is left out."""
    if not rated or status != "finished" or any(s.computer for s in seats):
        return []
    kept = [s for s in seats if s.total is not None and s.stood_in <= STOOD_IN_SHARE * s.turns]
    return kept if len(kept) >= 2 else []


@dataclass(frozen=True)
class Standing:
    """A player's current rating in one server and game kind."""

    skill: Skill = Skill()
    name: str = ""
    games: int = 0
    wins: int = 0
    recent: tuple[int, ...] = ()  # the last RECENT shown ratings, oldest first


@dataclass(frozen=True)
class RatingChange:
    """One player's rating through one rated game."""

    user_id: int
    name: str
    place: int
    players: int
    before: Skill
    after: Skill


def rate_game(standings: dict[int, Standing], seats: Sequence[SeatRecord]
              ) -> list[RatingChange]:
    """The rating changes of one rated game: `seats` are the seats it rates (rated_seats), and
    `standings` the players' ratings before it (a newcomer is absent)."""
    ranking = places([s.total or 0 for s in seats])
    before = [standings.get(s.user_id, Standing()).skill for s in seats]
    after = rate(before, ranking)
    return [RatingChange(s.user_id, s.name, p, len(seats), b, a)
            for s, p, b, a in zip(seats, ranking, before, after)]


def after_game(standing: Standing | None, change: RatingChange) -> Standing:
    """A player's standing once `change` is applied."""
    standing = standing or Standing()
    return Standing(
        skill=change.after, name=change.name, games=standing.games + 1,
        wins=standing.wins + (change.place == 1),
        recent=(*standing.recent, change.after.shown)[-RECENT:],
    )
