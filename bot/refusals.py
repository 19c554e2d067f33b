"""A refusal in words, for any front end: bad input (BadInput), the rules (engine.RuleError)
and the service (ServiceError), each from the message catalog in the reader's language. Discord
answers it privately (bot.errors); the terminal prints it (bot.terminal)."""

from __future__ import annotations

from typing import Any

from bot.games import FIRST_KIND
from bot.messages import of_game, text
from bot.plain import excerpt, plain_name
from bot.service import ServiceError
from bot.transformers import BadInput
from engine.errors import RuleError

# Details that echo what someone typed (a token, a choice value a client made up) and details
# that hold a display name: shown escaped, the typed ones as a short excerpt.
TYPED_DETAILS = ("token", "cell", "typed", "level", "mode")
NAME_DETAILS = ("name",)
# A rule's details that hold a seat (whose piece it is): shown as the player, and `own` says
# whether that is the reader.
SEAT_DETAILS = ("owner",)

REFUSALS = (BadInput, RuleError, ServiceError)


def who(seat: Any) -> str:
    """How a refusal names a player: a mention for a person (no ping: replies mention no one),
    the bold name for a computer seat."""
    if seat is None:
        return "?"
    if getattr(seat, "computer_level", None):
        return f"**{plain_name(seat.name)}**"
    return f"<@{seat.user_id}>"


def shown(details: dict[str, Any]) -> dict[str, Any]:
    """`details` with every typed text and display name made safe to show (bot.plain)."""
    out = dict(details)
    for key in TYPED_DETAILS:
        if isinstance(out.get(key), str):
            out[key] = excerpt(out[key])
    for key in NAME_DETAILS:
        if isinstance(out.get(key), str):
            out[key] = plain_name(out[key])
    return out


def needs_game(error: BaseException) -> bool:
    """Whether wording `error` names players of the game (so the caller loads it)."""
    return isinstance(error, RuleError) or (
        isinstance(error, ServiceError) and error.code == "not_your_turn")


def _seat(game: Any, seat: int | None) -> Any:
    if game is None or seat is None:
        return None
    return next((info for info in game.seats if info.seat == seat), None)


def refusal(error: BaseException, locale: str, game: Any = None, reader: int | None = None,
            *, kind: str | None = None) -> tuple[str, str]:
    """(outcome code, the text to show) for a refusal; `game` is the game it concerns (None if
    unknown), `reader` the user it is shown to, `kind` the game whose command it answers (its
    commands are the ones named). Not a refusal: ValueError."""
    if isinstance(error, BadInput):
        return error.code, text(error.code, locale, **shown(error.details))
    if isinstance(error, RuleError):
        details = shown(error.details)
        for key in SEAT_DETAILS:  # a seat: the player it is, and whether it is the reader
            if isinstance(details.get(key), int):
                mine = game.seat_of(reader) if game is not None and reader is not None else None
                details["own"] = mine is not None and mine == details[key]
                details[key] = who(_seat(game, details[key]))
        msg_id = f"rule.{error.code}"
        if game is not None:
            msg_id = of_game(game.kind, msg_id)  # the game's wording of its rule
        try:
            return error.code, text(msg_id, locale, **details)
        except (KeyError, IndexError, ValueError):
            return error.code, text("error.unknown", locale, code=error.code)
    if isinstance(error, ServiceError):
        code = getattr(error, "code", "unknown")
        details = shown(getattr(error, "details", {}) or {})
        # the game concerned, as the service knows it, else the one whose command was used
        details.setdefault("kind", game.kind if game is not None else kind or FIRST_KIND)
        if code == "other_game":
            details["game"] = text(f"{details['kind']}.name", locale)
            details["used"] = text(f"{details['used']}.name", locale)
        if code == "bad_turn_time":  # seconds, said as durations
            for key in ("value", "min", "max"):
                if isinstance(details.get(key), int) and details[key] > 0:
                    details[key] = text("fmt.duration", locale, seconds=details[key])
        if code == "not_your_turn":
            current = game.current_seat_info() if game is not None else None
            if current is None and details.get("current_user_id"):
                details["current"] = f"<@{details['current_user_id']}>"
            else:
                details["current"] = who(current)
        try:  # a game's own refusal (its input) is worded by the game
            return code, text(of_game(details["kind"], f"error.{code}"), locale, **details)
        except (KeyError, IndexError, ValueError):
            return code, text("error.unknown", locale, code=code)
    raise ValueError(f"not a refusal: {error!r}")
