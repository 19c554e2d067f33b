"""The refusals several actions share: the game must be in its lobby or under way, and some
lobby actions are the creator's alone."""

from __future__ import annotations

from bot.service.models import GameSnapshot, ServiceError


def require_lobby(game: GameSnapshot) -> None:
    if game.status != "lobby":
        raise ServiceError("not_in_lobby", status=game.status, game_id=game.id)


def require_creator(game: GameSnapshot, user_id: int) -> None:
    if user_id != game.creator_id:
        raise ServiceError("not_creator", creator_id=game.creator_id, game_id=game.id)


def require_active(game: GameSnapshot) -> None:
    if game.status != "active":
        raise ServiceError("game_not_active", status=game.status, game_id=game.id)
