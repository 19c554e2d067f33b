"""The refusals several actions share: the game must be in its lobby or under way, and some
lobby actions are the creator's alone."""

from __future__ import annotations

from bot.service.models import ServiceError
from bot.store import GameRow


def require_lobby(row: GameRow) -> None:
    if row.status != "lobby":
        raise ServiceError("not_in_lobby", status=row.status, game_id=row.id)


def require_creator(row: GameRow, user_id: int) -> None:
    if user_id != row.creator_id:
        raise ServiceError("not_creator", creator_id=row.creator_id, game_id=row.id)


def require_active(row: GameRow) -> None:
    if row.status != "active":
        raise ServiceError("game_not_active", status=row.status, game_id=row.id)
