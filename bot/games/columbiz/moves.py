"""A Columbiz player's moves through the service: roll with dice drawn from the game's seed,
keep, flip one die, place (C6, C7). Each builds its action from the game's state and goes
through `service.act`, which checks the turn and commits it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from bot.games.columbiz.rules import ColumbizRules
from bot.service import MoveResult

KIND = ColumbizRules.kind  # the service refuses these moves in another game's channel


def _move(make: Callable[[ColumbizRules, Any, Any], Any]) -> Callable[[Any, Any, Any], Any]:
    # The service builds it only in a Columbiz game (it refuses a move of `KIND` elsewhere).
    return lambda rules, state, rng, seat: make(cast(ColumbizRules, rules), state, rng)


async def roll(service: Any, channel_id: int, user_id: int, *, rev: int | None = None,
               game_id: int | None = None, claim: bool = False) -> MoveResult:
    """C6: roll all dice (first roll) or the ones not kept, with values from the seed."""
    return await service.act(channel_id, user_id,
                             _move(lambda c, state, rng: c.roll_action(state, rng)),
                             rev=rev, game_id=game_id, claim=claim, kind=KIND)


async def keep(service: Any, channel_id: int, user_id: int, values: Sequence[int], *,
               rev: int | None = None, game_id: int | None = None,
               claim: bool = False) -> MoveResult:
    """C6: choose the kept dice afresh (a multiset of the current dice values)."""
    values = tuple(values)
    return await service.act(channel_id, user_id,
                             _move(lambda c, state, rng: c.keep_action(values)),
                             rev=rev, game_id=game_id, claim=claim, kind=KIND)


async def toggle_die(service: Any, channel_id: int, user_id: int, index: int, *,
                     rev: int | None = None, game_id: int | None = None) -> MoveResult:
    """Flip whether die `index` of the sorted dice is kept (per face, the first k are kept). It
    changes the message it was pressed on: it owes the channel no new post."""
    return await service.act(channel_id, user_id,
                             _move(lambda c, state, rng: c.toggle_action(state, index)),
                             rev=rev, game_id=game_id, announce=False, kind=KIND)


async def place(service: Any, channel_id: int, user_id: int, cells: Sequence[str], *,
                rev: int | None = None, game_id: int | None = None,
                claim: bool = False) -> MoveResult:
    """C7: place on these cells (C2 names), in order; ends the turn."""
    cells = tuple(cells)
    return await service.act(channel_id, user_id,
                             _move(lambda c, state, rng: c.place_action(cells)),
                             rev=rev, game_id=game_id, claim=claim, kind=KIND)
