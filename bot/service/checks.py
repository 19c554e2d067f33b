"""The refusals several actions share: the game must be in its lobby or under way, some lobby
actions are the creator's alone, and most need a seat of one's own."""

from __future__ import annotations

from bot.service.models import GameSnapshot, ServiceError
from bot.store import SeatRow


def require_lobby(game: GameSnapshot) -> None:
    if game.status != "lobby":
        raise ServiceError("not_in_lobby", status=game.status, game_id=game.id)


def require_creator(game: GameSnapshot, user_id: int) -> None:
    if user_id != game.creator_id:
        raise ServiceError("not_creator", creator_id=game.creator_id, game_id=game.id)


def require_active(game: GameSnapshot) -> None:
    if game.status != "active":
        raise ServiceError("game_not_active", status=game.status, game_id=game.id,
                           kind=game.kind)


def seated_person(game: GameSnapshot, user_id: int) -> SeatRow:
    """The seat of `user_id` in the game; refused as not_in_game for anyone else. A computer
    seat's made-up (negative) id is nobody's: its turns are played by the service itself."""
    mine = next((s for s in game.seats if s.user_id == user_id), None)
    if mine is None or mine.is_computer:
        raise ServiceError("not_in_game", game_id=game.id)
    return mine
