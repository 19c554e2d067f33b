"""What a committed change owes the channel, in words: the outbox payload the service writes in
the change's own transaction (see bot.store.outbox). The words are settled at the commit; the
image is drawn when the payload is delivered, from the state it names.

A payload is plain JSON:

    content      the public message (at most Discord's 2,000 characters)
    notify       the player whose turn starts (None: nobody); told their way when delivered
    image        "move" (the board with this turn's moves highlighted), "board", or None
    seq          how many moves of the log the message shows (its state is replayed from the log
                 when it is delivered after the game moved on)
    turn_events  the events highlighted on the image
    rev          the game's rev at the commit: its buttons go along only while it is current
    locale       the language it is written in
    dm           a reminder: the direct message for a player who wants one
    lobby        a lobby's message, worded when delivered (with `rematch_of`, and `ping`: the
                 people it calls)
    ratings      the final post of a rated game: the rating changes (stored with the result)
                 are added when it is delivered (bot.front.ratings)
    turn         a reminder: the turn it is for
    deadline     a reminder: the time it names (a late reminder is dropped, not sent)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games import get_rules
from bot.messages import text

MESSAGE_LIMIT = 2000


def fit(content: str, limit: int = MESSAGE_LIMIT) -> str:
    """`content` cut to Discord's message limit at a line break (a long computer turn)."""
    if len(content) <= limit:
        return content
    kept: list[str] = []
    size = 0
    for line in content.split("\n"):
        if size + len(line) + 1 > limit - 2:
            break
        kept.append(line)
        size += len(line) + 1
    if not kept:  # one very long line
        return content[: limit - 1] + "…"
    return "\n".join(kept + ["…"])


def channel_link(game: Any) -> str:
    """The link to the game's channel (or thread)."""
    return f"https://discord.com/channels/{game.guild_id or '@me'}/{game.channel_id}"


class Announcer:
    """Composes payloads with the words of each game's frontend, in the game's language (chosen
    when it was opened: the same for every public message of a game, whoever acts).

    The service calls it inside a commit, under the channel's lock, so it is given only what
    words are made of: each game's describing functions (`frontends`, by kind, e.g.
    `bot.games.frontends()`), plain functions of the result and the catalogues. It reaches
    nothing of the running bot (no Discord calls, no I/O, no waiting)."""

    def __init__(self, frontends: Mapping[str, Any]) -> None:
        self.frontends = frontends

    def _payload(self, game: Any, content: str, notify: int | None, image: str | None,
                 turn_events: tuple[Any, ...], locale: str) -> dict[str, Any]:
        rules = get_rules(game.kind)
        rated = {"ratings": True} if game.status == "finished" and game.rated else {}
        return rated | {
            "content": fit(content),
            "notify": notify,
            "image": image,
            "seq": rules.move_count(game.state) if game.state is not None else None,
            "turn_events": [rules.event_to_json(e) for e in turn_events],
            "rev": game.rev,
            "locale": locale,
        }

    def move(self, result: Any) -> dict[str, Any]:
        game = result.game
        locale = game.language
        frontend = self.frontends[game.kind]
        content, notify = frontend.describe_move(result, locale)
        payload = self._payload(game, content, notify, "move", result.turn_events, locale)
        gap = frontend.picture_gap(game)
        since = getattr(result, "since", None)
        if gap and since is not None and game.updated_at - since < gap and not game.state.over:
            # A burst of quick actions: each says what it did in words, and the picture of
            # where the burst left the game follows once it has paused for `gap` seconds.
            payload["later"] = {"delay": gap, "payload": {**payload, "content": "",
                                                          "image": "board"}}
            payload["image"] = None
        return payload

    def start(self, result: Any) -> dict[str, Any]:
        game = result.game
        locale = game.language
        content, notify = self.frontends[game.kind].describe_start(result, locale)
        return self._payload(game, content, notify, "board", (), locale)

    def computer_turn(self, result: Any) -> dict[str, Any]:
        game = result.game
        locale = game.language
        content, notify = self.frontends[game.kind].describe_computer_turn(result, locale)
        return self._payload(game, content, notify, "move", result.turn_events, locale)

    def lobby(self, lobby: dict[str, Any]) -> dict[str, Any]:
        """A lobby's message. Its words and buttons are made when it is delivered, from the
        lobby as it is then (its number is not known before the transaction that writes it,
        and a late delivery shows the seats taken meanwhile); a rematch's also calls the old
        game's other players (`ping`)."""
        return {
            "lobby": True,
            "content": "",
            "notify": None,
            "image": None,
            "rematch_of": lobby.get("rematch_of"),
            "ping": list(lobby.get("ping", ())),
            "locale": lobby["language"],
        }

    def reminder(self, reminder: Any) -> dict[str, Any] | None:
        if reminder.notify == "none":
            return None
        game, seat = reminder.game, reminder.seat
        locale = game.language
        deadline = int(reminder.deadline_at)
        return {
            "content": text("remind.channel", locale, who=f"<@{seat.user_id}>",
                            game_id=game.id, deadline=deadline),
            "notify": seat.user_id,
            "dm": text("remind.dm", locale, game_id=game.id,
                       link=channel_link(game), deadline=deadline),
            "image": None,
            "rev": game.rev,
            "locale": locale,
            "turn": reminder.turn,  # a reminder whose turn is over is not sent
            "deadline": deadline,  # nor one whose time has run out
        }
