"""What a write changes in a game's row: the end of a game, a turn's clock, the fields after
moves, and the move rows themselves. Pure functions; the service writes what they return."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games import GameRules
from bot.service.models import GameSnapshot
from bot.store import MoveRow, SeatRow


def end_fields(
    now: float, reason: str, by: int | None, *, status: str = "abandoned"
) -> dict[str, Any]:
    return {
        "status": status,
        "finished_at": now,
        "updated_at": now,
        "end_reason": reason,
        "ended_by": by,
        "deadline_at": None,
    }


def turn_clock(
    rules: GameRules,
    state: Any,
    seats: Sequence[SeatRow],
    turn_seconds: int | None,
    now: float,
    *,
    remind: bool = True,
) -> dict[str, Any]:
    """The clock of the turn of `state` starting now: a deadline for a person's turn (if the game
    has a turn time); none when the computer plays it (a computer seat, an away player). A new
    turn may be reminded again (`remind`); a clock restarted within a turn keeps its reminder."""
    current = rules.current_seat(state)
    seat = next((s for s in seats if s.seat == current), None)
    runs = seat is not None and seat.computer_level is None and not seat.away and turn_seconds
    fields: dict[str, Any] = {
        "turn_started_at": now,
        "deadline_at": now + turn_seconds if runs else None,
    }
    if remind:
        fields["reminded_at"] = None
    return fields


def clock_if_their_turn(
    rules: GameRules,
    game: GameSnapshot,
    seats: Sequence[SeatRow],
    seat: int,
    now: float,
    *,
    remind: bool = True,
) -> dict[str, Any]:
    """The turn clock restarted now if it is `seat`'s turn (after the seat became away, or came
    back: who plays the turn changed), else nothing."""
    current = game.current_seat_info()
    if current is None or current.seat != seat:
        return {}
    return turn_clock(rules, game.state, seats, game.turn_seconds, now, remind=remind)


def after_moves(
    rules: GameRules,
    game: GameSnapshot,
    seats: Sequence[SeatRow],
    turn: int,
    after: Any,
    last_seq: int,
    now: float,
) -> tuple[dict[str, Any], list[tuple[int, int, bool]] | None]:
    """The game's fields after moves that reached `after`, and the seats' results if the game
    is over (C12, C15); a turn that passed starts the next turn's clock."""
    fields: dict[str, Any] = {
        "state": rules.state_to_json(after),
        "last_seq": last_seq,
        "updated_at": now,
    }
    results = None
    if rules.is_over(after):  # C12, C15: the record of the finished game
        fields.update(end_fields(now, "rules", None, status="finished"))
        totals, winners = rules.totals(after), set(rules.winners(after))
        results = [(s.seat, totals[s.seat], s.seat in winners) for s in seats]
    elif rules.turn_number(after) != turn:
        fields.update(turn_clock(rules, after, seats, game.turn_seconds, now))
        if game.paused_at is not None:  # the bot cannot post there: no deadline until it can
            fields["deadline_at"] = None
    return fields, results


def move_row(
    rules: GameRules,
    game: GameSnapshot,
    *,
    seq: int,
    turn: int,
    seat: int,
    user_id: int,
    action: Any,
    events: Sequence[Any],
    now: float,
    source: str = "player",
    note: dict[str, Any] | None = None,
) -> MoveRow:
    """The log entry of one move, the action and its events in their JSON form."""
    return MoveRow(
        game_id=game.id,
        seq=seq,
        turn=turn,
        seat=seat,
        user_id=user_id,
        action=rules.action_to_json(action),
        events=[rules.event_to_json(e) for e in events],
        source=source,
        created_at=now,
        note=note,
    )
