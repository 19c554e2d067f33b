"""Nim on Discord: `/remove stones:` (autocomplete lists the takes the rules allow), one line per
take, and the pile as a picture. Everything else is the interface's defaults."""

from __future__ import annotations

from typing import Any

from bot.front.frontend import GameFrontend
from bot.front.pictures import picture_args
from bot.messages import text
from bot.transformers import BadInput
from tests.games.nim.rules import Take, Took, Won

LABELS = ("left", "to_take", "won")


def remove(service: Any, channel: int, user: int, typed: str | None, **kw: Any) -> Any:
    """Take the number of stones typed ("2") for `user` through the service."""
    count = (typed or "").strip()
    if not count.isdigit() or len(count) > 3:
        raise BadInput("nim.input.take")
    return service.act(channel, user, lambda rules, state, rng, seat: Take(seat, int(count)),
                       kind="nim", **kw)


class NimFrontend(GameFrontend):
    kind = "nim"

    def draw_move(self, game: Any, turn_events: tuple) -> Any:
        from tests.games.nim.picture import draw

        return draw(game.state, events=turn_events, **picture_args(game, "nim.picture", LABELS))

    def event_line(self, game: Any, event: Any, locale: str) -> str | None:
        if isinstance(event, Took):
            return text("nim.ev.took", locale, who=self.bold(game, event.seat),
                        count=event.count, left=event.left)
        if isinstance(event, Won):
            return text("nim.ev.won", locale, who=self.bold(game, event.seat))
        return None

    def top_level_commands(self, table: Any) -> list:
        return [self.move_command(table, "remove", remove, option="stones")]

    def action_choice(self, game: Any, action: Any, verb: str, locale: str
                      ) -> tuple[str, str] | None:
        if verb != "remove" or not isinstance(action, Take):
            return None
        return (text("nim.choice", locale, count=action.count,
                     left=game.state.pile - action.count), str(action.count))
