"""What one game shows on Discord, behind a small interface the lobby and turn machinery use.

`bot.front.table.Table` (lobby, posting moves, looking, abandoning, buttons, logging) is the same
for every game; a game adds a `GameFrontend` (its package's `make_frontend()`): its pictures, its
words for what happened, and its moves (Columbiz: `/roll`, `/keep`, `/place`). The base class
has a default for everything a simple game shares with others; a game writes `kind`,
`draw_move`, `event_line` and `top_level_commands` (each move built with `move_command`, whose
autocomplete lists the rules' legal actions named by `action_choice`), and overrides what it
does differently. The defaults read the game's texts under its own prefix
(see the README's "Adding a game" for the list).
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.front.i18n import T, language_choices
from bot.transformers import ChoiceValue

if TYPE_CHECKING:
    from bot.front.table import Table

_log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25  # Discord shows at most 25 choices


class DrawnElsewhere:
    """A frontend's picture methods run in the render pool's processes (bot.render_pool), so
    the frontend is pickled with them: as its class alone, its caches stay in the bot."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), ())


def utc(timestamp: float | None) -> str:
    """A time of the move log, in UTC."""
    if timestamp is None:
        return "?"
    moment = datetime.datetime.fromtimestamp(timestamp, datetime.UTC)
    return moment.strftime("%Y-%m-%d %H:%M:%S")


class GameFrontend(DrawnElsewhere):
    """One game on Discord. Text ids default to the game's own prefix (`<kind>.…`)."""

    kind: str  # the stored game kind and the command group name, e.g. "columbiz"
    # Computer players the lobby offers (/<kind> addbot); empty: the game has none.
    computer_levels: tuple[str, ...] = ()
    default_level: str = "normal"  # the lobby's Add computer button
    # Its persistent buttons (discord.ui.DynamicItem classes), registered when the bot is built.
    dynamic_items: tuple[type, ...] = ()

    # --- its texts (catalogue ids) ----------------------------------------------------------------

    @property
    def title(self) -> str:
        """The description of the command group `/<kind>`."""
        return f"{self.kind}.cmd"

    @property
    def name_id(self) -> str:
        """The game's name ("Columbiz")."""
        return f"{self.kind}.name"

    @property
    def rules_description(self) -> str:
        return f"{self.kind}.cmd.rules"

    @property
    def help_description(self) -> str:
        return f"{self.kind}.cmd.help"

    @property
    def rules_id(self) -> str:
        """The rules in short, shown by `/<kind> rules`."""
        return f"{self.kind}.rules.text"

    @property
    def help_id(self) -> str:
        """How to play it with the bot, shown by `/<kind> help`."""
        return f"{self.kind}.help.text"

    def rules(self) -> Any:
        """The game's rules (bot.games): what the defaults ask about the state."""
        from bot.games import get_rules

        return get_rules(self.kind)

    # --- commands -------------------------------------------------------------------------------

    def group_commands(self, table: Table) -> list[app_commands.Command]:
        """Subcommands of `/<kind>` besides the shared lobby ones (at least `new`). By default
        `new` with the number of seats (`<kind>.cmd.new.seats`), the language and whether the
        game is rated."""
        rules = self.rules()

        @app_commands.describe(seats=T(f"{self.kind}.cmd.new.seats"),
                               language=T("cmd.language"), rated=T("cmd.new.rated"))
        @app_commands.choices(language=language_choices())
        async def new(
            interaction: discord.Interaction,
            seats: int = rules.min_players,
            language: ChoiceValue | None = None,
            rated: bool = True,
        ) -> None:
            await table.run(interaction, "new", lambda: table.open_lobby(
                interaction, self.kind, seats=seats, options={}, language=language,
                rated=rated))

        # the game's own numbers of seats (annotations here are strings read as module names)
        new.__annotations__["seats"] = app_commands.Range[int, rules.min_players,
                                                          rules.max_players]
        return [app_commands.Command(name="new", description=T(f"{self.kind}.cmd.new"),
                                     callback=new)]

    def top_level_commands(self, table: Table) -> list[app_commands.Command]:
        """The game's own top-level commands: its moves (each made with `move_command`)."""
        raise NotImplementedError

    def move_command(self, table: Table, name: str, play: Callable[..., Any],
                     option: str | None = None) -> app_commands.Command:
        """A move as a top-level command `/<name>` described by `<kind>.cmd.<name>`: checked,
        made through the service (`play(service, channel, user, typed, claim=True)`, `typed`
        the option's text or None; the interaction's answer claims the move's post) and posted.
        With `option` (described by `<kind>.cmd.<name>.<option>`), autocomplete offers the
        player's legal moves of this name (`choices`)."""
        async def run(interaction: discord.Interaction, typed: str | None) -> None:
            async def body() -> None:
                table.require_permissions(interaction)
                result = await table.call(interaction, play(
                    table.service, interaction.channel_id, interaction.user.id, typed,
                    claim=True))
                await table.post_move(interaction, result)

            await table.run(interaction, name, body)

        if option is None:
            async def bare(interaction: discord.Interaction) -> None:
                await run(interaction, None)

            callback: Any = bare
        else:
            @app_commands.rename(typed=option)
            @app_commands.describe(typed=T(f"{self.kind}.cmd.{name}.{option}"))
            async def with_option(interaction: discord.Interaction,
                                  typed: app_commands.Range[str, 1, 100]) -> None:
                await run(interaction, typed)

            callback = with_option
        command = app_commands.Command(name=name, description=T(f"{self.kind}.cmd.{name}"),
                                       callback=callback)
        command.guild_only = True
        if option is not None:
            command.autocomplete("typed")(self._autocomplete(table, name))
        return command

    def _autocomplete(self, table: Table, verb: str) -> Any:
        async def complete(interaction: discord.Interaction, current: str
                           ) -> list[app_commands.Choice[str]]:
            try:
                return await self._suggest(table, interaction, verb, current)
            except Exception:  # autocomplete never fails a keystroke; an empty list is fine
                _log.exception("/%s autocomplete failed", verb)
                return []

        return complete

    async def _suggest(self, table: Table, interaction: discord.Interaction, verb: str,
                       current: str) -> list[app_commands.Choice[str]]:
        from bot.errors import locale_of

        if interaction.channel_id is None:
            return []
        game = await table.service.latest(interaction.channel_id)  # a suggestion
        if game is None or game.kind != self.kind or game.state is None:
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None or game.status != "active":
            return []
        return [app_commands.Choice(name=words[:100], value=value) for words, value in
                self.choices(game, seat, verb, current, locale_of(interaction))]

    def choices(self, game: Any, seat: int, verb: str, typed: str, locale: str,
                limit: int = AUTOCOMPLETE_LIMIT) -> list[tuple[str, str]]:
        """The legal moves of `verb` for `seat` (`rules().legal_actions`) whose value starts
        with what is typed, at most `limit`: (what it is in words, its value as typed). Each
        action is named by `action_choice`; an action of another verb gives None."""
        out = []
        for action in self.rules().legal_actions(game.state, seat):
            choice = self.action_choice(game, action, verb, locale)
            if choice is not None and choice[1].startswith((typed or "").strip()):
                out.append(choice)
                if len(out) == limit:
                    break
        return out

    def action_choice(self, game: Any, action: Any, verb: str, locale: str
                      ) -> tuple[str, str] | None:
        """A legal action as a choice of move `verb`: (words, value), or None when the action
        is not a move of that name."""
        return None

    async def on_button(
        self, table: Table, interaction: discord.Interaction, name: str, game: Any, rev: int,
        **data: Any,
    ) -> None:
        """A game button (not a lobby one) was pressed on `game` as drawn at `rev`."""
        raise ValueError(f"{self.kind} has no button {name!r}")

    # --- images (called in a render process: bot.render_pool) -----------------------------------
    # `game` is the game as its pictures see it (bot.front.pictures.PictureGame: its state, its
    # seats' numbers, names and computer levels, the language of its words), pickled to the
    # render process with the call.

    def draw_move(self, game: Any, turn_events: tuple[Any, ...]) -> Any:
        """The picture after a move, not yet encoded (a PIL image): `render_move` encodes it,
        the replay (bot.front.replay) strings a game's worth of them together."""
        raise NotImplementedError

    def render_move(self, game: Any, events: tuple[Any, ...], turn_events: tuple[Any, ...]
                    ) -> bytes:
        from render.picture import encode

        return encode(self.draw_move(game, turn_events))

    def render_board(self, game: Any) -> bytes:
        """The game as it stands (`/<kind> board`); by default the picture of a move."""
        return self.render_move(game, (), ())

    def render_scorepad(self, game: Any) -> bytes:
        """The score pad (`/<kind> standings`); by default the board, which shows the scores."""
        return self.render_board(game)

    # --- words ----------------------------------------------------------------------------------

    @staticmethod
    def seat_info(game: Any, seat: int) -> Any:
        return next((s for s in game.seats if s.seat == seat), None)

    def plain(self, game: Any, seat: int) -> str:
        """A player's name, escaped so it can neither format nor mention."""
        from bot.plain import plain_name

        info = self.seat_info(game, seat)
        return plain_name(info.name) if info else f"#{seat + 1}"

    def bold(self, game: Any, seat: int) -> str:
        """A player in a sentence: the bold name (no mention, so no notification)."""
        return f"**{self.plain(game, seat)}**"

    def event_line(self, game: Any, event: Any, locale: str) -> str | None:
        """One event in words (None: nothing to say), the public posts' and by default the
        move log's and the replay's."""
        raise NotImplementedError

    def next_turn(self, game: Any, locale: str) -> tuple[str | None, int | None]:
        """Whose turn it is now, `<kind>.turn` with `who`, and the user to notify: a person
        is mentioned; a computer seat or an away player (the computer plays at once) is not."""
        from bot.messages import text

        if game.state is None or game.status != "active":
            return None, None
        seat = self.rules().current_seat(game.state)
        info = None if seat is None else self.seat_info(game, seat)
        if info is None:
            return None, None
        if info.computer_level or info.away:
            return text(f"{self.kind}.turn", locale, who=self.bold(game, seat)), None
        return text(f"{self.kind}.turn", locale, who=f"<@{info.user_id}>"), info.user_id

    def _said(self, game: Any, events: Any, locale: str) -> tuple[str, int | None]:
        lines = [line for e in events if (line := self.event_line(game, e, locale))]
        turn, ping = self.next_turn(game, locale)
        return "\n".join([*lines, *([turn] if turn else [])]), ping

    def describe_move(self, result: Any, locale: str) -> tuple[str, int | None]:
        """The public text after a move, and the user id to notify (the next player) or None.
        By default each event's line, then whose turn it is."""
        return self._said(result.game, result.events, locale)

    def describe_start(self, start: Any, locale: str) -> tuple[str, int | None]:
        """The start's post: by default `<kind>.start` (with `starter`, who plays first), then
        whose turn it is."""
        from bot.messages import text

        game = start.game
        first = self.rules().current_seat(game.state)
        line = text(f"{self.kind}.start", locale,
                    starter=self.plain(game, first) if first is not None else "")
        turn, ping = self.next_turn(game, locale)
        return "\n".join([line, *([turn] if turn else [])]), ping

    def describe_computer_turn(self, result: Any, locale: str) -> tuple[str, int | None]:
        """A turn the computer played (service.ComputerTurnResult): who and why (a computer
        seat, an away player, a turn whose time ran out), what it decided and why, what
        happened; and the next person to notify or None. By default what happened."""
        return self._said(result.game, result.events, locale)

    def move_words(self, history: Any, locale: str) -> list[str]:
        """One line per logged move, who and what it did as the move log says it (the replay's
        captions): by default the events' lines."""
        from bot.messages import text
        from bot.plain import plain_namer

        game = history.game
        name = plain_namer(game)
        return [text("replay.caption", locale, name=name(move.seat),
                     what=" ".join(self._logged(game, move, locale)))
                for move in history.moves]

    def _logged(self, game: Any, move: Any, locale: str) -> list[str]:
        lines = [self.event_line(game, event, locale) for event in move.events]
        return [line.replace("**", "") for line in lines if line]

    def history_text(self, history: Any, locale: str) -> str:
        """The move log (service.History) as readable plain text, times in UTC: by default the
        game's name and number, then every move's time, number and events' lines, then the
        scores."""
        from bot.messages import text

        game = history.game
        out = [f"{text(self.name_id, locale)} #{game.id}", ""]
        for move in history.moves:
            said = " ".join(self._logged(game, move, locale))
            out.append(f"{utc(move.created_at)}  {move.seq:>3}  {said}")
        if game.state is not None:
            out += ["", self.scores(game, locale)]
        return "\n".join(out) + "\n"

    def turn_shown(self, game: Any) -> int | None:
        """The turn number the board's caption shows (None: a game without turns to count)."""
        return None

    def status(self, game: Any, locale: str) -> str:
        """One line: whose turn (`<kind>.status.turn` with `who`), or finished
        (`<kind>.status.over`)."""
        from bot.messages import text

        state = game.state
        seat = None if state is None else self.rules().current_seat(state)
        if state is None or self.rules().is_over(state) or seat is None:
            return text(f"{self.kind}.status.over", locale)
        return text(f"{self.kind}.status.turn", locale, who=self.bold(game, seat))

    def scores(self, game: Any, locale: str) -> str:
        """The totals in one line, seat by seat: "Alice 3, Bob 2"."""
        totals = self.rules().totals(game.state)
        return ", ".join(f"{self.plain(game, seat)} {total}" for seat, total in enumerate(totals))

    def standings_text(self, game: Any, locale: str) -> str:
        """The score pad in words: by default one line per player, bold name and total."""
        totals = self.rules().totals(game.state)
        return "\n".join(f"{self.bold(game, seat)} {total}" for seat, total in enumerate(totals))

    def winners_text(self, game: Any, locale: str) -> str:
        from bot.messages import text

        winners = self.rules().winners(game.state)
        return text("fmt.list", locale, items=[self.plain(game, s) for s in winners])

    def options_text(self, options: dict[str, Any], seats: int, locale: str) -> str:
        """The game's rules and options in the lobby's words ("Rules: …"): by default
        `<kind>.lobby.options`, given the options."""
        from bot.messages import text

        return text(f"{self.kind}.lobby.options", locale, **(options or {}))

    def picture_gap(self, game: Any) -> float:
        """Seconds within which a move after another goes without its picture, the picture
        following once play pauses that long (0: every move carries its picture)."""
        return 0

    def idle_clock(self, options: dict[str, Any]) -> bool:
        """Whether the game's time (`turn_seconds`) is an idle time rather than a time per turn
        (a game where anyone may act at any moment)."""
        return False

    def turn_view(self, game: Any, locale: str) -> discord.ui.View | None:
        """The buttons under a message that shows `game` (None when there is nothing to press)."""
        return None
