"""Columbiz on Discord: its commands (/columbiz new, /roll, /keep, /place), its buttons, its words
for what happened (a person's move, a computer's turn with what it kept and why, the move log of
/columbiz history), and its images. Everything else comes from the shared Table."""

from __future__ import annotations

import datetime
import logging
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import engine.columbiz.computer
from bot import answer
from bot.errors import locale_of
from bot.front.frontend import GameFrontend
from bot.front.i18n import T, language_choices
from bot.front.pictures import picture_args
from bot.front.pictures import picture_labels as labels_of
from bot.games.columbiz import moves as cz
from bot.games.columbiz.parsing import Cells, Dice, format_dice
from bot.games.columbiz.views import DYNAMIC_ITEMS, turn_view
from bot.messages import text
from bot.plain import plain_name, plain_namer
from bot.service import (
    MAX_TURN_SECONDS,
    MISSED_TURNS_AWAY,
    TURN_SECONDS_CHOICES,
    Stale,
)
from bot.transformers import ChoiceValue
from engine import columbiz
from engine.columbiz import (
    COLOURS,
    MAX_ROLLS,
    Captured,
    FinalRoundStarted,
    GameEnded,
    Kept,
    LineScored,
    Placed,
    Rolled,
    SetAside,
    TurnPassed,
    can_place,
    legal_placements,
    parse_cell,
)

if TYPE_CHECKING:
    from bot.front.table import Table

_log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25  # Discord shows at most 25 choices
_CACHE_SIZE = 512


def _escape(name: str) -> str:
    return plain_name(name)


# Why a computer decided what it did: engine.columbiz.computer's reason ids, each with a text
# "computer.why.<id>".
REASONS = ("first_roll", "reroll_all", "chasing", "keeping", "no_placement", "capture", "line",
           "place_safe", "place_high", "place", "fallback")


def utc(timestamp: float | None) -> str:
    if timestamp is None:
        return "?"
    moment = datetime.datetime.fromtimestamp(timestamp, datetime.UTC)
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def picture_labels(language: str) -> dict[str, str]:
    """The picture's words in `language` (the keys of render.columbiz.style.LABELS)."""
    from render.columbiz.style import LABELS

    return labels_of("columbiz.picture", tuple(LABELS), language)


class ColumbizFrontend(GameFrontend):
    kind = "columbiz"
    title = "columbiz.cmd"
    name_id = "columbiz.name"
    rules_description = "columbiz.cmd.rules"
    help_description = "columbiz.cmd.help"
    rules_id = "columbiz.rules.text"
    help_id = "columbiz.help.text"
    computer_levels: tuple[str, ...] = tuple(engine.columbiz.computer.LEVELS)
    default_level = "normal"  # the lobby's Add computer button
    dynamic_items = DYNAMIC_ITEMS  # its buttons, registered so they work after a restart

    def __init__(self) -> None:
        # legal placements per (game id, rev): autocomplete asks on every keystroke
        self._placements: OrderedDict[tuple[int, int], list[columbiz.Placement]] = OrderedDict()

    # --- names ------------------------------------------------------------------------------

    @staticmethod
    def _seat(game: Any, seat: int) -> Any:
        for info in game.seats:
            if info.seat == seat:
                return info
        return None

    def _plain(self, game: Any, seat: int) -> str:
        """A player's name, escaped so it can neither format nor mention."""
        info = self._seat(game, seat)
        return _escape(info.name) if info else COLOURS[seat]

    def _name(self, game: Any, seat: int) -> str:
        """A player in a sentence: the bold name (no mention, so no notification)."""
        return f"**{self._plain(game, seat)}**"

    def _mention(self, game: Any, seat: int) -> tuple[str, int | None]:
        """The player to notify: a mention and their id, or the bold name of a computer seat."""
        info = self._seat(game, seat)
        if info is None or info.computer_level:
            return self._name(game, seat), None
        return f"<@{info.user_id}>", info.user_id

    def _next_turn(self, game: Any, seat: int, locale: str, *, first: bool = False
                   ) -> tuple[str, int | None]:
        """Whose turn it is now, in words, and whom to notify: a person is mentioned; for a
        computer seat or an away player (the computer plays it at once) nobody is."""
        info = self._seat(game, seat)
        prefix = "columbiz.start.first_turn" if first else "columbiz.ev.next_turn"
        if info is not None and info.computer_level:
            return text(f"{prefix}_computer", locale, who=self._name(game, seat)), None
        if info is not None and info.away:
            return text(f"{prefix}_away", locale, who=self._name(game, seat)), None
        mention, ping = self._mention(game, seat)
        return text(prefix, locale, who=mention), ping

    # --- images (render process) --------------------------------------------------------------

    def _render_args(self, game: Any) -> dict[str, Any]:
        from render.columbiz.style import LABELS

        return picture_args(game, "columbiz.picture", LABELS)

    def draw_move(self, game: Any, turn_events: tuple) -> Any:
        import render.columbiz

        if game.state.over:
            return render.columbiz.draw_final(game.state, events=turn_events,
                                            **self._render_args(game))
        return render.columbiz.draw_game(game.state, events=turn_events,
                                         **self._render_args(game))

    def render_move(self, game: Any, events: tuple, turn_events: tuple) -> bytes:
        from render.columbiz import encode

        return encode(self.draw_move(game, turn_events))

    def render_board(self, game: Any) -> bytes:
        import render.columbiz

        if game.state.over:
            return render.columbiz.render_final(game.state, **self._render_args(game))
        return render.columbiz.render_game(game.state, **self._render_args(game))

    def render_scorepad(self, game: Any) -> bytes:
        import render.columbiz

        return render.columbiz.render_scorepad(game.state, **self._render_args(game))

    # --- words ----------------------------------------------------------------------------------

    def _narrate(
        self, game: Any, events: Any, locale: str, lines: list[str], tail: list[str], *,
        computer: bool = False,
    ) -> int | None:
        """Words for `events`, appended to `lines`; whose turn it is now goes to `tail` (said
        last). Returns the user to notify. A computer's keeps are said by its decision line."""
        ping: int | None = None
        placed_said = False
        events = list(events)
        for event in events:
            if isinstance(event, Rolled):
                who = self._name(game, event.seat)
                dice = format_dice(event.dice)
                if event.roll_number == 1:
                    lines.append(text("columbiz.ev.rolled.first", locale, who=who, dice=dice))
                elif not event.values:
                    lines.append(text("columbiz.ev.rolled.all_kept", locale, who=who, dice=dice,
                                      n=event.roll_number))
                elif not event.kept:
                    lines.append(text("columbiz.ev.rolled.again_none", locale, who=who, dice=dice,
                                      n=event.roll_number))
                else:
                    lines.append(text("columbiz.ev.rolled.again", locale, who=who, dice=dice,
                                      kept=format_dice(event.kept),
                                      values=format_dice(event.values), n=event.roll_number))
            elif isinstance(event, Kept):
                if computer:
                    continue
                who = self._name(game, event.seat)
                if event.kept:
                    lines.append(text("columbiz.ev.kept", locale, who=who,
                                      kept=format_dice(event.kept)))
                else:
                    lines.append(text("columbiz.ev.kept_none", locale, who=who))
            elif isinstance(event, Placed):
                if not placed_said:
                    cells = [f"`{e.cell}`" for e in events if isinstance(e, Placed)]
                    lines.append(text("columbiz.ev.placed", locale,
                                      who=self._name(game, event.seat),
                                      cells=text("fmt.list", locale, items=cells)))
                    placed_said = True
            elif isinstance(event, Captured):
                victims: dict[int, list[str]] = {}
                for owner, cell in event.pieces:
                    victims.setdefault(owner, []).append(f"`{cell}`")
                lines.append(text(
                    "columbiz.ev.captured", locale, who=self._name(game, event.seat),
                    by_cell=f"`{event.by_cell}`", count=len(event.pieces),
                    victims=[{"owner": self._name(game, owner), "cells": cells}
                             for owner, cells in victims.items()],
                ))
            elif isinstance(event, LineScored):
                lines.append(text(
                    "columbiz.ev.line", locale, who=self._name(game, event.seat),
                    axis=text(f"columbiz.ev.axis.{event.axis}", locale), cells=list(event.cells),
                    length=event.length, points=event.points,
                ))
            elif isinstance(event, SetAside):
                lines.append(text("columbiz.ev.set_aside", locale, who=self._name(game, event.seat),
                                  count=event.count))
            elif isinstance(event, FinalRoundStarted):
                if any(isinstance(e, GameEnded) for e in events):
                    continue  # C12: the last of the round emptied their supply; over at once
                lines.append(text("columbiz.ev.final_round", locale,
                                  who=self._name(game, event.seat)))
            elif isinstance(event, TurnPassed):
                for seat in event.skipped:
                    tail.append(text("columbiz.ev.skipped", locale, who=self._name(game, seat)))
                line, ping = self._next_turn(game, event.to_seat, locale)
                tail.append(line)
            elif isinstance(event, GameEnded):
                tail.append(text("columbiz.ev.ended", locale, scores=self.scores(game, locale),
                                 winners=[self._plain(game, s) for s in event.winners]))
        return ping

    def describe_move(self, result: Any, locale: str) -> tuple[str, int | None]:
        game, state = result.game, result.game.state
        lines: list[str] = []
        tail: list[str] = []
        ping = self._narrate(game, result.events, locale, lines, tail)
        passed = any(isinstance(e, TurnPassed) for e in result.events)
        if not passed and state is not None and not state.over and state.rolls:
            if state.rolls >= MAX_ROLLS:
                lines.append(text("columbiz.ev.must_place", locale))
            elif can_place(state):
                lines.append(text("columbiz.ev.can_place", locale))
            else:
                lines.append(text("columbiz.ev.must_roll", locale))
        return "\n".join(lines + tail), ping

    def why(self, decision: Any, locale: str) -> str:
        """A computer's decision in a few words: which dice it kept and why, or where it
        placed and why (engine.columbiz.computer's reason id and params)."""
        params = dict(decision.params or {})
        kept = params.get("kept", decision.values if decision.kind == "roll" else ())
        params["kept_text"] = format_dice(kept or ())
        if decision.kind == "place":
            params.setdefault("cells", tuple(decision.values))
        reason = decision.reason if decision.reason in REASONS else decision.kind
        if isinstance(params.get("target"), str):
            # Moves recorded before targets were the cells the evaluation aims at named a
            # single cell found by a rule of thumb, often not the real aim: leave it unsaid.
            reason = decision.kind
        try:
            return text(f"columbiz.computer.why.{reason}", locale, **params)
        except (KeyError, IndexError, ValueError, TypeError):
            return text(f"columbiz.computer.why.{decision.kind}", locale, **params)

    def describe_computer_turn(self, result: Any, locale: str) -> tuple[str, int | None]:
        """A turn the computer played (for a computer seat, an away player, or a player whose
        time ran out): who and why, then per decision what it kept or where it placed and why,
        then what happened, as for a person's move; the next person last."""
        game = result.game
        seat = result.seat.seat
        who = self._name(game, seat)
        level = text(f"level.{result.level}", locale)
        lines: list[str] = []
        tail: list[str] = []
        if result.source == "clock":
            lines.append(text("columbiz.computer.stand_in.clock", locale, who=who, level=level,
                              missed=result.missed_turns, limit=MISSED_TURNS_AWAY))
        elif result.source == "away":
            lines.append(text("columbiz.computer.stand_in.away", locale, who=who, level=level))
        ping: int | None = None
        for decision in result.decisions:
            lines.append(text("columbiz.computer.decision", locale, why=self.why(decision, locale)))
            events = [e for step in result.steps if step.seq in decision.seqs
                      for e in step.events]
            ping = self._narrate(game, events, locale, lines, tail, computer=True) or ping
        if result.marked_away:
            lines.append(text("columbiz.computer.marked_away", locale, who=who,
                              limit=MISSED_TURNS_AWAY))
        return "\n".join(lines + tail), ping

    def describe_start(self, start: Any, locale: str) -> tuple[str, int | None]:
        game = start.game
        rounds = [[(self._name(game, seat), value) for seat, value in rnd]
                  for rnd in start.rolloff.rounds]
        starter = start.rolloff.start
        colours = [
            text("columbiz.start.colour", locale, who=self._name(game, s.seat),
                 colour=text(f"columbiz.colour.{COLOURS[s.seat]}", locale))
            for s in sorted(game.seats, key=lambda s: s.seat)
        ]
        first, ping = self._next_turn(game, starter, locale, first=True)
        lines = [
            text("columbiz.start.rolloff", locale, rounds=rounds,
                 starter=self._plain(game, starter)),
            text("columbiz.start.colours", locale, colours=text("fmt.list", locale, items=colours)),
            first,
        ]
        return "\n".join(lines), ping

    def turn_shown(self, game: Any) -> int | None:
        return game.state.turn  # C5, C12

    def status(self, game: Any, locale: str) -> str:
        state = game.state
        if state is None or state.over:
            return text("columbiz.board.status.over", locale)
        return text("columbiz.board.status.turn", locale, who=self._name(game, state.current),
                    rolls=state.rolls)

    def scores(self, game: Any, locale: str) -> str:
        totals = columbiz.totals(game.state)
        return ", ".join(
            text("columbiz.ev.score", locale, who=self._plain(game, seat), total=total)
            for seat, total in enumerate(totals)
        )

    def winners_text(self, game: Any, locale: str) -> str:
        return text("fmt.list", locale,
                    items=[self._plain(game, s) for s in columbiz.winners(game.state)])

    def standings_text(self, game: Any, locale: str) -> str:
        state = game.state
        scores = self.scores(game, locale)
        rows = [text("columbiz.standings.caption", locale, game_id=game.id, scores=scores)]
        totals = columbiz.totals(state)
        for seat in range(state.players):
            rows.append(text(
                "columbiz.standings.row", locale, who=self._name(game, seat), total=totals[seat],
                lines=state.line_points[seat],
                captures=columbiz.capture_points(state.captured[seat]),
                captured=state.captured[seat],
            ))
        return "\n".join(rows)

    def options_text(self, options: dict[str, Any], seats: int, locale: str) -> str:
        full = columbiz.Options.from_dict(options or {}).to_dict()
        return text("columbiz.lobby.options", locale, players=seats, **full)

    def idle_clock(self, options: dict[str, Any]) -> bool:
        return False  # C6-C12: the time is each turn's

    def picture_gap(self, game: Any) -> float:
        return 0  # one player's turn at a time: every move shows the board

    def turn_view(self, game: Any, locale: str) -> discord.ui.View | None:
        state = game.state
        if state is None or state.over or game.status != "active":
            return None
        if game.computer_to_play:  # the computer plays this turn at once: nothing to press
            return None
        return turn_view(game.id, game.rev, turn=state.turn, rolls=state.rolls, dice=state.dice,
                         kept=state.kept, max_rolls=MAX_ROLLS, locale=locale)

    # --- the move log (/columbiz history) ------------------------------------------------------

    def history_text(self, history: Any, locale: str) -> str:
        """The whole game as plain text: who played, the rules, the roll-off, then every move
        with its time (UTC), who made it (a computer move, or the computer standing in for a
        late or away player, is marked, with the reason of its decision), what it did (rolls,
        keeps, placements, captures, lines, pieces set aside) and the scores after each turn."""
        game = history.game
        name = plain_namer(game)

        def colour(seat: int | None) -> str:
            return text(f"columbiz.colour.{COLOURS[seat]}", locale) if seat is not None else "?"

        out = [text("columbiz.hist.title", locale, game_id=game.id)]
        if game.status in ("finished", "abandoned"):
            out.append(text(
                f"columbiz.hist.status.{game.status}", locale, time=utc(game.finished_at),
                reason=text(f"columbiz.hist.reason.{game.end_reason or 'rules'}", locale),
            ))
        else:
            out.append(text(f"columbiz.hist.status.{game.status}", locale))
        if game.started_at is not None:
            out.append(text("columbiz.hist.opened", locale, time=utc(game.created_at),
                            started=utc(game.started_at)))
        else:
            out.append(text("columbiz.hist.opened_only", locale, time=utc(game.created_at)))
        out.append(text("columbiz.hist.rules", locale,
                        options=self.options_text(game.options, game.seats_wanted, locale),
                        turn=text("fmt.duration", locale, seconds=game.turn_seconds)))
        out.append(text("columbiz.hist.players", locale))
        for info in sorted(game.seats, key=lambda s: s.seat):
            if info.computer_level:
                out.append(text("columbiz.hist.player_computer", locale, n=info.seat + 1,
                                name=name(info.seat), colour=colour(info.seat),
                                level=text(f"level.{info.computer_level}", locale)))
            else:
                out.append(text("columbiz.hist.player", locale, n=info.seat + 1,
                                name=name(info.seat), colour=colour(info.seat)))
        if history.rolloff is not None:
            rounds = " / ".join(", ".join(f"{name(seat)} {value}" for seat, value in rnd)
                                for rnd in history.rolloff.rounds)
            out.append(text("columbiz.hist.rolloff", locale, rounds=rounds,
                            starter=name(history.rolloff.start)))
        if not history.moves:
            out += ["", text("columbiz.hist.no_moves", locale)]
        players = len(game.seats)
        line_points = [0] * players
        captured = [0] * players
        turn = None
        pad = " " * 19  # under the time column
        for move in history.moves:
            if move.turn != turn:
                turn = move.turn
                out += ["", text("columbiz.hist.turn", locale, turn=turn, name=name(move.seat),
                                 colour=colour(move.seat))]
            said = self._move_said(move, name, locale)
            tag = ""
            if move.source != "player":
                tag = text(f"columbiz.hist.tag.{move.source}", locale,
                           level=text(f"level.{move.level or 'normal'}", locale))
            out.append(text("columbiz.hist.move", locale, time=utc(move.created_at), seq=move.seq,
                            what=said[0] if said else "", tag=tag))
            out += [text("columbiz.hist.more", locale, pad=pad, what=line) for line in said[1:]]
            computer = move.source != "player" and move.reason
            if computer and not isinstance(move.action, columbiz.Keep):
                decision = engine.columbiz.computer.Decision(
                    "place" if isinstance(move.action, columbiz.Place) else "roll",
                    tuple((move.params or {}).get("cells") or
                          (move.params or {}).get("kept") or ()),
                    move.reason, dict(move.params or {}),
                )
                out.append(text("columbiz.hist.why", locale, pad=pad,
                                why=self.why(decision, locale).replace("`", "")))
            for event in move.events:
                if isinstance(event, LineScored):
                    line_points[event.seat] += event.points
                elif isinstance(event, Captured):
                    captured[event.seat] += len(event.pieces)
            if any(isinstance(e, (TurnPassed, GameEnded)) for e in move.events):
                scores = ", ".join(
                    f"{name(seat)} {line_points[seat] + columbiz.capture_points(captured[seat])}"
                    for seat in range(players)
                )
                out.append(text("columbiz.hist.scores", locale, turn=turn, scores=scores))
            for event in move.events:
                if isinstance(event, GameEnded):
                    scores = ", ".join(f"{name(seat)} {total}"
                                       for seat, total in enumerate(event.totals))
                    out += ["", text("columbiz.hist.ended", locale, scores=scores,
                                     winners=[name(seat) for seat in event.winners])]
        return "\n".join(out) + "\n"

    def _move_said(self, move: Any, name: Any, locale: str) -> list[str]:
        """What one logged move did, a line per event worth saying."""
        said = [self._history_event(e, name, locale) for e in move.events]
        return [line for line in said if line]

    def move_words(self, history: Any, locale: str) -> list[str]:
        """One line per logged move, as the move log says it: the replay's captions."""
        name = plain_namer(history.game)
        return [text("replay.caption", locale, name=name(m.seat),
                     what=" \u00b7 ".join(self._move_said(m, name, locale)))
                for m in history.moves]

    @staticmethod
    def _history_event(event: Any, name: Any, locale: str) -> str | None:
        if isinstance(event, Rolled):
            dice = format_dice(event.dice)
            if event.roll_number == 1:
                return text("columbiz.hist.rolled.first", locale, dice=dice)
            if not event.values:
                return text("columbiz.hist.rolled.all_kept", locale, dice=dice, n=event.roll_number)
            if not event.kept:
                return text("columbiz.hist.rolled.again_none", locale, dice=dice,
                            n=event.roll_number)
            return text("columbiz.hist.rolled.again", locale, kept=format_dice(event.kept),
                        values=format_dice(event.values), dice=dice, n=event.roll_number)
        if isinstance(event, Kept):
            if event.kept:
                return text("columbiz.hist.kept", locale, kept=format_dice(event.kept))
            return text("columbiz.hist.kept_none", locale)
        if isinstance(event, Placed):
            return text("columbiz.hist.placed", locale, cell=event.cell, n=event.dice_used,
                        face=event.face)
        if isinstance(event, Captured):
            victims: dict[int, list[str]] = {}
            for owner, cell in event.pieces:
                victims.setdefault(owner, []).append(cell)
            return text("columbiz.hist.captured", locale, by_cell=event.by_cell,
                        count=len(event.pieces),
                        victims=[{"owner": name(owner), "cells": cells}
                                 for owner, cells in victims.items()])
        if isinstance(event, LineScored):
            return text("columbiz.hist.line", locale, length=event.length,
                        axis=text(f"columbiz.ev.axis.{event.axis}", locale),
                        cells="-".join(event.cells), points=event.points)
        if isinstance(event, SetAside):
            return text("columbiz.hist.set_aside", locale, count=event.count)
        if isinstance(event, FinalRoundStarted):
            return text("columbiz.hist.final_round", locale, who=name(event.seat))
        if isinstance(event, TurnPassed):
            skipped = [text("columbiz.hist.skipped", locale, who=name(seat))
                       for seat in event.skipped]
            return "; ".join(skipped) or None
        return None

    # --- buttons --------------------------------------------------------------------------------

    async def on_button(
        self, table: Table, interaction: discord.Interaction, name: str, game: Any, rev: int,
        **data: Any,
    ) -> None:
        service = table.service
        channel, user = interaction.channel_id, interaction.user.id
        if name == "roll":
            result = await table.call(
                interaction, cz.roll(service, channel, user, rev=rev, game_id=game.id, claim=True)
            )
            try:  # the pressed Roll button and its dice are spent: take them off that message
                await answer.update(interaction, view=None)
            except discord.HTTPException:
                _log.info("could not take the spent buttons off a message of game %s", game.id)
            await table.post_move(interaction, result)
        elif name == "toggle":
            result = await table.call(interaction, self._toggle(service, game, rev, user, **data))
            await table.update_move(interaction, result)

    @staticmethod
    async def _toggle(service: Any, game: Any, rev: int, user: int, *, index: int, turn: int,
                      roll: int) -> Any:
        """Flip one die (C6). Presses on the dice of the roll still on the table all make sense
        (each flips one die of the same dice), so two quick presses both count: a press refused
        as stale only because another toggle of the same roll came first is tried again at the
        new rev. A press from an older roll or turn keeps its own rev and stays refused."""
        attempts = 3
        while True:
            state = game.state
            same_roll = state is not None and state.turn == turn and state.rolls == roll
            try:
                return await cz.toggle_die(
                    service, game.channel_id, user, index, rev=game.rev if same_roll else rev,
                    game_id=game.id,
                )
            except Stale:
                attempts -= 1
                if not same_roll or attempts == 0:
                    raise
            game = await service.get_by_id(game.id)

    # --- commands -------------------------------------------------------------------------------

    def group_commands(self, table: Table) -> list[app_commands.Command]:
        @app_commands.describe(
            seats=T("columbiz.cmd.new.seats"), max_pieces_4p=T("columbiz.cmd.new.max_pieces_4p"),
            locked_keeps=T("columbiz.cmd.new.locked_keeps"),
            line_scoring=T("columbiz.cmd.new.line_scoring"),
            turn=T("columbiz.cmd.new.turn"), language=T("cmd.language"), rated=T("cmd.new.rated"),
        )
        @app_commands.choices(
            language=language_choices(),
            turn=[app_commands.Choice(name=T(f"columbiz.cmd.new.turn.{seconds or 0}"),
                                      value=seconds or 0)
                  for seconds in TURN_SECONDS_CHOICES],
            max_pieces_4p=[app_commands.Choice(name="3", value=3),
                           app_commands.Choice(name="4", value=4)],
            line_scoring=[
                app_commands.Choice(name=T("columbiz.cmd.new.line_scoring.each_placement"),
                                    value="each_placement"),
                app_commands.Choice(name=T("columbiz.cmd.new.line_scoring.increase"),
                                    value="increase"),
            ],
        )
        async def new(
            interaction: discord.Interaction,
            seats: app_commands.Range[int, 2, 4] = 4,
            max_pieces_4p: app_commands.Range[int, 3, 4] = 3,
            locked_keeps: bool = False,
            line_scoring: ChoiceValue = "each_placement",
            turn: app_commands.Range[int, 0, MAX_TURN_SECONDS] | None = None,
            language: ChoiceValue | None = None,
            rated: bool = True,
        ) -> None:
            """`turn`: seconds per turn, 0 for no limit; not given: DEFAULT_TURN_SECONDS.
            `language`: of the game's public posts; not given: the creator's, if we speak it."""
            options = {"max_pieces_4p": max_pieces_4p, "locked_keeps": locked_keeps,
                       "line_scoring": line_scoring}
            await table.run(interaction, "new", lambda: table.open_lobby(
                interaction, self.kind, seats=seats, options=options, turn_seconds=turn,
                language=language, rated=rated))

        return [app_commands.Command(name="new", description=T("columbiz.cmd.new"), callback=new)]

    def top_level_commands(self, table: Table) -> list[app_commands.Command]:
        service = lambda: table.service  # noqa: E731 - the bot opens the service in setup_hook

        async def move(interaction: discord.Interaction, action: str, call) -> None:
            """The shape every turn command shares: check, commit through the service, post."""

            async def body() -> None:
                table.require_permissions(interaction)
                result = await table.call(interaction, call())
                await table.post_move(interaction, result)

            await table.run(interaction, action, body)

        async def roll(interaction: discord.Interaction) -> None:
            await move(interaction, "roll", lambda: cz.roll(
                service(), interaction.channel_id, interaction.user.id, claim=True))

        @app_commands.describe(dice=T("columbiz.cmd.keep.dice"))
        async def keep(interaction: discord.Interaction, dice: Dice) -> None:
            await move(interaction, "keep", lambda: cz.keep(
                service(), interaction.channel_id, interaction.user.id, tuple(dice), claim=True))

        @app_commands.describe(cells=T("columbiz.cmd.place.cells"))
        async def place(interaction: discord.Interaction, cells: Cells) -> None:
            await move(interaction, "place", lambda: cz.place(
                service(), interaction.channel_id, interaction.user.id, list(cells), claim=True))

        commands = []
        for name, callback in (("roll", roll), ("keep", keep), ("place", place)):
            command = app_commands.Command(name=name, description=T(f"columbiz.cmd.{name}"),
                                           callback=callback)
            command.guild_only = True
            commands.append(command)

        @commands[2].autocomplete("cells")
        async def cells_autocomplete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            try:
                return await self.suggest(table, interaction, current)
            except Exception:  # autocomplete never fails a keystroke; an empty list is fine
                _log.exception("place autocomplete failed")
                return []

        return commands

    # --- autocomplete ---------------------------------------------------------------------------

    def placements(self, game: Any) -> list[columbiz.Placement]:
        key = (game.id, game.rev)
        cached = self._placements.get(key)
        if cached is None:
            cached = legal_placements(game.state)
            self._placements[key] = cached
            while len(self._placements) > _CACHE_SIZE:
                self._placements.popitem(last=False)
        else:
            self._placements.move_to_end(key)
        return cached

    async def suggest(
        self, table: Table, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal placements for the player on turn, best first, narrowed by what is typed:
        "555 33 — captures 2, +1 line"."""
        if interaction.channel_id is None:
            return []
        game = await table.service.latest(interaction.channel_id)  # a suggestion
        if game is None or game.kind != self.kind or game.state is None:
            return []
        state = game.state
        seat = game.current_seat_info()
        if state.over or not state.rolls or seat is None or seat.user_id != interaction.user.id:
            return []
        return [app_commands.Choice(name=name[:100], value=value)
                for name, value in self.placement_choices(game, current, locale_of(interaction))]

    def placement_choices(self, game: Any, current: str, locale: str,
                          limit: int = AUTOCOMPLETE_LIMIT) -> list[tuple[str, str]]:
        """The legal placements (C7, C8) that fit what is typed so far, best first, at most
        `limit`: (what it does in words, the cells as typed) — "555 33 — captures 2, +1 line"."""
        typed = (current or "").replace(",", " ").split()
        partial = ""
        if typed and not (current or "").endswith((" ", ",")):
            partial = typed.pop()
        wanted = []
        for token in typed:
            cell = parse_cell(token)
            if cell is None:
                return []
            wanted.append(columbiz.CELL_NAMES[cell])
        partial_cell = parse_cell(partial) if partial else None
        choices: list[tuple[str, str]] = []
        for placement in self.placements(game):
            cells = placement.cells
            if any(c not in cells for c in wanted):
                continue
            if partial:
                rest = [c for c in cells if c not in wanted]
                exact = columbiz.CELL_NAMES[partial_cell] if partial_cell is not None else None
                if not any(c.startswith(partial) or c == exact for c in rest):
                    continue
            value = " ".join(cells)
            choices.append((text("columbiz.ac.choice", locale, cells=value,
                                 captures=len(placement.captures),
                                 line_points=placement.line_points, points=placement.points),
                            value))
            if len(choices) >= limit:
                break
        return choices
