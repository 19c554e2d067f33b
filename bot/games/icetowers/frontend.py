"""IceTowers on Discord: `/icetowers new` with its options, the moves `/cap`, `/mine`, `/split`
(each with one `move` option whose list shows only the legal moves of the player, with what each
changes for them), `/done` (realtime, I10) and `/pass` (turns mode, I12); one line of words per
action and the picture of every tower.

Realtime posts mention nobody: anyone may act at any moment, so no one is "next". In turns mode
the player whose turn it is is told, as in Columbiz."""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import engine.icetowers.computer
from bot.errors import locale_of
from bot.front.frontend import GameFrontend
from bot.front.i18n import T, language_choices
from bot.front.pictures import picture_args
from bot.front.pictures import picture_labels as labels_of
from bot.games.icetowers import moves as it
from bot.messages import text
from bot.plain import plain_name, plain_namer
from bot.service import MAX_TURN_SECONDS, MIN_TURN_SECONDS
from bot.service.away import MISSED_TURNS_AWAY
from bot.transformers import BadInput, ChoiceValue
from engine import icetowers
from engine.icetowers import (
    COLOURS,
    Cap,
    Capped,
    DeclaredDone,
    GameOver,
    Mine,
    Mined,
    Passed,
    Split,
    Splitted,
    legal_moves,
)

if TYPE_CHECKING:
    from bot.front.table import Table


MOVE_KINDS = {"cap": Cap, "mine": Mine, "split": Split}
NUMBER = re.compile(r"\d+")
MAX_CHOICES = 25  # Discord shows at most this many autocomplete choices
# I10: after how long without acting or declaring a player counts as done (realtime); in turns
# mode the same time is each turn's clock.
IDLE_CHOICES = (3600, 43200, 86400, 259200)
PICTURE_GAP = 20.0  # seconds: a realtime action this soon after the last one goes without picture
DEFAULT_IDLE = 86400
# The computer's reasons for declaring done or passing, each with a text
# "icetowers.computer.why.<id>" (engine.icetowers.computer.REASONS).
STOP_REASONS = ("nothing_better", "no_gain", "no_moves")


def done_counts(after: Any, events: Any) -> list[int | None]:
    """For the events of one post, how many players are done once each declaration happened
    (None for other events): counted back from the state after them, so that several
    declarations in one post each tell their own count."""
    count = after.players if after.over else len(after.done)
    counts: list[int | None] = []
    for event in reversed(list(events)):
        counts.append(count if isinstance(event, DeclaredDone) else None)
        if isinstance(event, DeclaredDone):
            count -= 1
    return counts[::-1]


def utc(timestamp: float | None) -> str:
    if timestamp is None:
        return "?"
    return datetime.datetime.fromtimestamp(timestamp, datetime.UTC).strftime("%Y-%m-%d %H:%M:%S")


def parse_move(kind: str, typed: str) -> tuple[int, ...] | tuple[int, int, None]:
    """The tower numbers (and position) of a typed move, in the order of the command: `cap`
    piece target; `mine` tower position [target] (none: it stands alone); `split` tower
    position. "T7 T3", "7 3" and the list's own values all read the same."""
    numbers = [int(n) for n in NUMBER.findall(typed or "")][:3]
    if kind == "mine" and len(numbers) == 2:
        return numbers[0], numbers[1], None
    if len(numbers) == (3 if kind == "mine" else 2) and all(n < 10**6 for n in numbers):
        return tuple(numbers)
    raise BadInput("icetowers.input.move")


def move_value(action: Cap | Mine | Split) -> str:
    """The list's value of a move: what `parse_move` reads back."""
    if isinstance(action, Cap):
        return f"T{action.piece} T{action.target}"
    if isinstance(action, Mine):
        return f"T{action.tower} {action.position} " + (
            f"T{action.target}" if action.target is not None else "-")
    return f"T{action.tower} {action.position}"


def picture_labels(language: str) -> dict[str, str]:
    """The picture's words in `language` (the keys of render.icetowers.LABELS)."""
    from render.icetowers import LABELS

    return labels_of("icetowers.picture", tuple(LABELS), language)


class IceTowersFrontend(GameFrontend):
    kind = "icetowers"
    title = "icetowers.cmd"
    name_id = "icetowers.name"
    rules_description = "icetowers.cmd.rules"
    help_description = "icetowers.cmd.help"
    rules_id = "icetowers.rules.text"
    help_id = "icetowers.help.text"
    computer_levels: tuple[str, ...] = tuple(engine.icetowers.computer.LEVELS)
    default_level = "normal"
    dynamic_items: tuple[type, ...] = ()

    # --- names ------------------------------------------------------------------------------

    @staticmethod
    def _seat(game: Any, seat: int) -> Any:
        return next((s for s in game.seats if s.seat == seat), None)

    def _plain(self, game: Any, seat: int) -> str:
        info = self._seat(game, seat)
        return plain_name(info.name) if info else COLOURS[seat]

    def _name(self, game: Any, seat: int) -> str:
        return f"**{self._plain(game, seat)}**"

    # --- images (render process) --------------------------------------------------------------

    def _render_args(self, game: Any) -> dict[str, Any]:
        from render.icetowers import LABELS

        return picture_args(game, "icetowers.picture", LABELS)

    def draw_move(self, game: Any, turn_events: tuple) -> Any:
        import render.icetowers

        if game.state.over:
            return render.icetowers.draw_final(game.state, events=turn_events,
                                            **self._render_args(game))
        return render.icetowers.draw_game(game.state, events=turn_events,
                                          **self._render_args(game))

    def render_move(self, game: Any, events: tuple, turn_events: tuple) -> bytes:
        from render.picture import encode

        return encode(self.draw_move(game, turn_events))

    def render_board(self, game: Any) -> bytes:
        return self.render_move(game, (), ())

    def render_scorepad(self, game: Any) -> bytes:
        import render.icetowers

        return render.icetowers.render_scorepad(game.state, **self._render_args(game))

    # --- words ----------------------------------------------------------------------------------

    def _size(self, size: int, locale: str) -> str:
        return text(f"icetowers.size.{size}", locale)

    def event_line(self, game: Any, event: Any, locale: str, name: Any = None,
                   done: int | None = None) -> str | None:
        """One event in words; `name(seat)` names a player (bold names by default); `done`:
        how many players are done once the event happened (by default, as in `game` now)."""
        name = name or (lambda seat: self._name(game, seat))
        if isinstance(event, Capped):
            return text("icetowers.ev.capped", locale, who=name(event.seat),
                        size=self._size(event.size, locale), piece=event.piece,
                        target=event.target)
        if isinstance(event, Mined):
            common = {"who": name(event.seat), "size": self._size(event.size, locale),
                      "position": event.position, "tower": event.tower}
            if event.target is None:
                return text("icetowers.ev.mined.alone", locale, alone=event.alone, **common)
            return text("icetowers.ev.mined", locale, target=event.target, **common)
        if isinstance(event, Splitted):
            return text("icetowers.ev.split", locale, who=name(event.seat), tower=event.tower,
                        position=event.position, upper=event.upper)
        if isinstance(event, DeclaredDone):
            state = game.state
            if done is None:
                done = len(state.done) if not state.over else state.players
            return text("icetowers.ev.done", locale, who=name(event.seat), count=done,
                        players=state.players)
        if isinstance(event, Passed):
            return text("icetowers.ev.passed", locale, who=name(event.seat),
                        passes=event.passes, players=game.state.players)
        if isinstance(event, GameOver):
            scores = ", ".join(text("icetowers.ev.score", locale, who=name(seat), total=total)
                               for seat, total in enumerate(event.scores))
            return text("icetowers.ev.ended", locale, reason=event.reason, scores=scores,
                        winners=[self._plain(game, s) for s in event.winners])
        return None

    def _control_line(self, game: Any, event: Any, locale: str) -> str | None:
        changes = [text("icetowers.ev.control", locale, tower=tower, to=self._name(game, to))
                   for tower, _, to in getattr(event, "control", ())]
        if not changes:
            return None
        return text("icetowers.ev.control.line", locale,
                    changes=text("fmt.list", locale, items=changes))

    def _next(self, game: Any, locale: str) -> tuple[str | None, int | None]:
        """Turns mode: the player whose turn it is now, told (and notified)."""
        state = game.state
        if state is None or state.over or not state.options.turns:
            return None, None
        info = self._seat(game, state.current)
        if info is None:
            return None, None
        if info.computer_level or info.away:  # the computer acts at once: nobody to tell
            return text("icetowers.turn.computer" if info.computer_level
                        else "icetowers.turn.away", locale, who=self._name(game, info.seat)), None
        none = not icetowers.can_move(state, state.current)  # (it lists none of them)
        return text("icetowers.turn.none" if none else "icetowers.turn", locale,
                    who=f"<@{info.user_id}>"), info.user_id

    def _describe(self, game: Any, events: Any, locale: str, idle: tuple[int, ...] = (),
                  lines: list[str] | None = None, why: dict[int, str] | None = None
                  ) -> tuple[str, int | None]:
        """The post's words: `lines` first, then each event (after its `why` line, by the
        event's index), then who is to act in turns mode."""
        lines = [] if lines is None else lines
        why = why or {}
        if idle:  # I10: declared done for the players who drifted away
            lines.append(text("icetowers.ev.idle", locale,
                              who=[self._plain(game, seat) for seat in idle],
                              seconds=game.turn_seconds))
        counts = done_counts(game.state, events)
        for index, (event, done) in enumerate(zip(events, counts)):
            if isinstance(event, DeclaredDone) and event.seat in idle:
                continue  # said above
            if index in why:
                lines.append(why[index])
            line = self.event_line(game, event, locale, done=done)
            if line:
                lines.append(line)
            control = self._control_line(game, event, locale)
            if control:
                lines.append(control)
        turn, ping = self._next(game, locale)
        if turn:
            lines.append(turn)
        return "\n".join(lines), ping

    def describe_move(self, result: Any, locale: str) -> tuple[str, int | None]:
        return self._describe(result.game, result.events, locale, getattr(result, "idle", ()))

    def describe_computer_turn(self, result: Any, locale: str) -> tuple[str, int | None]:
        """What computer seats did (or the computer for a late or away player, turns mode):
        why a computer declares done or passes, then the action's lines as for a person."""
        game = result.game
        lines: list[str] = []
        who = self._name(game, result.seat.seat)
        level = text(f"level.{result.level}", locale)
        if result.source == "clock":
            lines.append(text("icetowers.computer.stand_in.clock", locale, who=who, level=level,
                              missed=result.missed_turns, limit=MISSED_TURNS_AWAY))
        elif result.source == "away":
            lines.append(text("icetowers.computer.stand_in.away", locale, who=who, level=level))
        why, index = {}, 0
        for step in result.steps:  # a declaration or a pass says why, before it
            reason = step.decision.reason
            if reason in STOP_REASONS and step.seq == step.decision.seqs[0]:
                why[index] = text(f"icetowers.computer.why.{reason}", locale,
                                  who=self._name(game, step.action.seat))
            index += len(step.events)
        content, ping = self._describe(game, result.events, locale, lines=lines, why=why)
        if result.marked_away:
            content += "\n" + text("icetowers.computer.marked_away", locale, who=who,
                                    limit=MISSED_TURNS_AWAY)
        return content, ping

    def describe_start(self, start: Any, locale: str) -> tuple[str, int | None]:
        game = start.game
        colours = [
            text("icetowers.start.colour", locale, who=self._name(game, s.seat),
                 colour=text(f"icetowers.colour.{COLOURS[s.seat]}", locale))
            for s in sorted(game.seats, key=lambda s: s.seat)
        ]
        lines = []
        if game.state.options.turns:
            rounds = [[(self._name(game, seat), value) for seat, value in rnd]
                      for rnd in start.rolloff.rounds]
            lines.append(text("icetowers.start.turns", locale, rounds=rounds,
                              starter=self._plain(game, start.rolloff.start)))
        else:
            lines.append(text("icetowers.start.realtime", locale))
        lines.append(text("icetowers.start.colours", locale,
                          colours=text("fmt.list", locale, items=colours)))
        turn, ping = self._next(game, locale)
        if turn:
            lines.append(turn)
        return "\n".join(lines), ping

    def turn_shown(self, game: Any) -> int | None:
        return None  # I8: actions, not turns; the status says who is done or whose turn it is

    def status(self, game: Any, locale: str) -> str:
        state = game.state
        if state is None or state.over:
            return text("icetowers.status.over", locale)
        if state.options.turns:
            return text("icetowers.status.turn", locale, who=self._name(game, state.current),
                        passes=state.passes)
        done = [self._plain(game, s) for s in sorted(state.done)]
        return text("icetowers.status.realtime", locale,
                    done=text("fmt.list", locale, items=done) if done
                    else text("icetowers.status.nobody", locale))

    def scores(self, game: Any, locale: str) -> str:
        return ", ".join(
            text("icetowers.ev.score", locale, who=self._plain(game, seat), total=total)
            for seat, total in enumerate(icetowers.scores(game.state))
        )

    def winners_text(self, game: Any, locale: str) -> str:
        return text("fmt.list", locale,
                    items=[self._plain(game, s) for s in icetowers.winners(game.state)])

    def standings_text(self, game: Any, locale: str) -> str:
        state = game.state
        rows = [text("icetowers.standings.caption", locale, game_id=game.id,
                     scores=self.scores(game, locale))]
        totals = icetowers.scores(state)
        for seat in range(state.players):
            towers = sum(1 for t in state.towers if t.controller == seat)
            rows.append(text("icetowers.standings.row", locale, who=self._name(game, seat),
                             total=totals[seat], towers=towers))
        return "\n".join(rows)

    def options_text(self, options: dict[str, Any], seats: int, locale: str) -> str:
        full = icetowers.Options.from_dict(options or {}).to_dict()
        return text("icetowers.lobby.options", locale, **full)

    def picture_gap(self, game: Any) -> float:
        """Realtime (I8): actions can come seconds apart from several players; their pictures
        would flood the channel, so quick ones go in words and one picture follows the burst."""
        return 0 if game.state is None or game.state.options.turns else PICTURE_GAP

    def idle_clock(self, options: dict[str, Any]) -> bool:
        """I10 in realtime: the game's time is how long a player may stay idle; in turns mode
        (I12) it is each turn's."""
        return not icetowers.Options.from_dict(options or {}).turns

    def turn_view(self, game: Any, locale: str) -> discord.ui.View | None:
        return None  # every move is a command: its list shows what may be done

    async def on_button(self, table: Table, interaction: discord.Interaction, name: str,
                        game: Any, rev: int, **data: Any) -> None:
        raise ValueError(f"IceTowers has no button {name!r}")

    # --- the move log (/icetowers history) -----------------------------------------------------

    def _move_said(self, game: Any, move: Any, locale: str, name: Any, done: set[int]
                   ) -> list[str]:
        """What one logged move did, a line per event; `done` (who is done, I10: any action
        clears it) is kept up to date move by move."""
        said = []
        for event in move.events:
            if isinstance(event, DeclaredDone):
                done.add(event.seat)
            elif isinstance(event, (Capped, Mined, Splitted)):
                done.clear()
            if not isinstance(event, GameOver):
                said.append(self.event_line(game, event, locale, name, done=len(done)))
        return [line for line in said if line]

    def move_words(self, history: Any, locale: str) -> list[str]:
        """One line per logged move, as the move log says it: the replay's captions."""
        game = history.game
        name = plain_namer(game)
        done: set[int] = set()
        return [text("replay.caption", locale, name=name(m.seat),
                     what=" ".join(self._move_said(game, m, locale, name, done)))
                for m in history.moves]

    def history_text(self, history: Any, locale: str) -> str:
        """The whole game as plain text: the players, then every action with its time (UTC)
        and what it did, and the final scores."""
        game = history.game
        name = plain_namer(game)
        out = [text("icetowers.hist.title", locale, game_id=game.id),
               text("icetowers.lobby.options", locale,
                    **icetowers.Options.from_dict(game.options or {}).to_dict()),
               text("icetowers.hist.players", locale)]
        for info in sorted(game.seats, key=lambda s: s.seat):
            out.append(text(
                "icetowers.hist.player_computer" if info.computer_level else
                "icetowers.hist.player", locale, n=info.seat + 1, name=name(info.seat),
                colour=text(f"icetowers.colour.{COLOURS[info.seat]}", locale),
                level=text(f"level.{info.computer_level or 'normal'}", locale)))
        out.append("")
        done: set[int] = set()  # who is done after each move (I10: any action clears it)
        for move in history.moves:
            said = self._move_said(game, move, locale, name, done)
            if move.source != "player":  # who acted: a computer, or for whom and why
                said.append(text(f"icetowers.hist.tag.{move.source}", locale,
                                 level=text(f"level.{move.level or 'normal'}", locale)))
            out.append(text("icetowers.hist.move", locale, time=utc(move.created_at),
                            seq=move.seq, what=" ".join(s for s in said if s)))
            for event in move.events:
                if isinstance(event, GameOver):
                    scores = ", ".join(f"{name(seat)} {total}"
                                       for seat, total in enumerate(event.scores))
                    out += ["", text("icetowers.hist.ended", locale, scores=scores,
                                     winners=[name(s) for s in event.winners])]
        return "\n".join(out) + "\n"

    # --- commands -------------------------------------------------------------------------------

    def group_commands(self, table: Table) -> list[app_commands.Command]:
        @app_commands.describe(
            seats=T("icetowers.cmd.new.seats"), stash=T("icetowers.cmd.new.stash"),
            mode=T("icetowers.cmd.new.mode"), free_mining=T("icetowers.cmd.new.free_mining"),
            idle=T("icetowers.cmd.new.idle"), language=T("cmd.language"), rated=T("cmd.new.rated"),
        )
        @app_commands.choices(
            mode=[app_commands.Choice(name=T(f"icetowers.cmd.new.mode.{mode}"), value=mode)
                  for mode in icetowers.MODES],
            idle=[app_commands.Choice(name=T(f"icetowers.cmd.new.idle.{seconds}"), value=seconds)
                  for seconds in IDLE_CHOICES],
            language=language_choices(),
        )
        async def new(
            interaction: discord.Interaction,
            seats: app_commands.Range[int, 2, 4] = 2,
            stash: app_commands.Range[int, 1, 5] = icetowers.MAX_STASH,
            mode: ChoiceValue = "realtime",
            free_mining: bool = False,
            idle: app_commands.Range[int, MIN_TURN_SECONDS, MAX_TURN_SECONDS] = DEFAULT_IDLE,
            language: ChoiceValue | None = None,
            rated: bool = True,
        ) -> None:
            """`idle`: the idle time of realtime (I10), kept as the game's time per turn, which
            is the turn clock in turns mode."""
            options = {"stash": stash, "mode": mode, "free_mining": free_mining}
            await table.run(interaction, "new", lambda: table.open_lobby(
                interaction, self.kind, seats=seats, options=options, turn_seconds=idle,
                timeless=False, language=language, rated=rated))

        return [app_commands.Command(name="new", description=T("icetowers.cmd.new"),
                                     callback=new)]

    def top_level_commands(self, table: Table) -> list[app_commands.Command]:
        def service() -> Any:
            return table.service  # the bot opens the service in its setup

        async def run(interaction: discord.Interaction, action: str, call: Any) -> None:
            async def body() -> None:
                table.require_permissions(interaction)
                result = await table.call(interaction, call())
                await table.post_move(interaction, result)

            await table.run(interaction, action, body)

        def where(interaction: discord.Interaction) -> tuple[Any, int, int]:
            return service(), interaction.channel_id, interaction.user.id

        @app_commands.describe(move=T("icetowers.cmd.move"))
        async def cap(interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]
                      ) -> None:
            await run(interaction, "cap", lambda: it.cap(
                *where(interaction), *parse_move("cap", move), claim=True))

        @app_commands.describe(move=T("icetowers.cmd.move"))
        async def mine(interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]
                       ) -> None:
            await run(interaction, "mine", lambda: it.mine(
                *where(interaction), *parse_move("mine", move), claim=True))

        @app_commands.describe(move=T("icetowers.cmd.move"))
        async def split(interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]
                        ) -> None:
            await run(interaction, "split", lambda: it.split(
                *where(interaction), *parse_move("split", move), claim=True))

        async def done(interaction: discord.Interaction) -> None:
            await run(interaction, "done", lambda: it.done(*where(interaction), claim=True))

        async def pass_(interaction: discord.Interaction) -> None:
            await run(interaction, "pass", lambda: it.pass_turn(*where(interaction), claim=True))

        commands = []
        for name, callback in (("cap", cap), ("mine", mine), ("split", split), ("done", done),
                               ("pass", pass_)):
            command = app_commands.Command(name=name, description=T(f"icetowers.cmd.{name}"),
                                           callback=callback)
            command.guild_only = True
            commands.append(command)
        for command in commands[:3]:
            command.autocomplete("move")(self._autocomplete(table, command.name))
        return commands

    # --- autocomplete (the base's, with this game's suggestions) ------------------------------

    async def _suggest(self, table: Table, interaction: discord.Interaction, kind: str,
                       current: str) -> list[app_commands.Choice[str]]:
        """The player's legal moves of this kind, best for them first, narrowed by the tower
        numbers typed so far: "T7 on T3: +5 for you, you take a tower"."""
        if interaction.channel_id is None:
            return []
        game = await table.service.latest(interaction.channel_id)  # a suggestion
        if game is None or game.kind != self.kind or game.state is None:
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None or game.status != "active":
            return []
        return [app_commands.Choice(name=name, value=value) for name, value in
                self.move_choices(game, seat, kind, current, locale_of(interaction))]

    def move_choices(self, game: Any, seat: int, kind: str, current: str, locale: str,
                     limit: int = MAX_CHOICES) -> list[tuple[str, str]]:
        """The seat's legal moves of this kind (I5-I7), best for them first, that start with the
        tower numbers typed so far, at most `limit`: (the move and what it changes for them in
        words, the move as typed)."""
        typed = NUMBER.findall(current or "")
        moves = [m for m in legal_moves(game.state, seat)
                 if isinstance(m.action, MOVE_KINDS[kind])]
        moves.sort(key=lambda m: (-m.scores[seat], move_value(m.action)))
        choices = []
        for legal in moves:
            value = move_value(legal.action)
            if typed and NUMBER.findall(value)[: len(typed)] != typed:
                continue
            choices.append((self.describe_choice(legal, seat, locale), value))
            if len(choices) == limit:
                break
        return choices

    @staticmethod
    def describe_choice(legal: Any, seat: int, locale: str) -> str:
        action = legal.action
        if isinstance(action, Cap):
            move = text("icetowers.choice.cap", locale, piece=action.piece, target=action.target)
        elif isinstance(action, Mine) and action.target is None:
            move = text("icetowers.choice.mine.alone", locale, tower=action.tower,
                        position=action.position)
        elif isinstance(action, Mine):
            move = text("icetowers.choice.mine", locale, tower=action.tower,
                        position=action.position, target=action.target)
        else:
            move = text("icetowers.choice.split", locale, tower=action.tower,
                        position=action.position)
        gain = legal.scores[seat]
        take = sum(1 for _, before, after in legal.control if after == seat and before != seat)
        return text("icetowers.choice.effect", locale, move=move, gain=abs(gain),
                    sign="+" if gain > 0 else "-", take=take)[:100]
