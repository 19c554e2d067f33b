"""The IceTowers moves through the service: each one the acting seat's, judged against the game
as it is when it arrives (I8)."""

from __future__ import annotations

from typing import Any

from bot.games.icetowers.rules import IceTowersRules
from engine.icetowers import Cap, Done, Mine, Pass, Split

KIND = IceTowersRules.kind  # the service refuses these moves in another game's channel


async def cap(service: Any, channel_id: int, user_id: int, piece: int, target: int,
              **kw: Any) -> Any:
    return await service.act(
        channel_id, user_id, lambda r, s, rng, seat: Cap(seat, piece, target), kind=KIND, **kw
    )


async def mine(service: Any, channel_id: int, user_id: int, tower: int, position: int,
               target: int | None, **kw: Any) -> Any:
    return await service.act(
        channel_id, user_id, lambda r, s, rng, seat: Mine(seat, tower, position, target),
        kind=KIND, **kw
    )


async def split(service: Any, channel_id: int, user_id: int, tower: int, position: int,
                **kw: Any) -> Any:
    return await service.act(
        channel_id, user_id, lambda r, s, rng, seat: Split(seat, tower, position), kind=KIND, **kw
    )


async def done(service: Any, channel_id: int, user_id: int, **kw: Any) -> Any:
    return await service.act(channel_id, user_id, lambda r, s, rng, seat: Done(seat),
                             kind=KIND, **kw)


async def pass_turn(service: Any, channel_id: int, user_id: int, **kw: Any) -> Any:
    return await service.act(channel_id, user_id, lambda r, s, rng, seat: Pass(seat),
                             kind=KIND, **kw)
