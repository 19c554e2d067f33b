"""A game at the terminal, one table kept in an SQLite file of its own (bot/terminal/main.py
opens it). Every line is a command (`board`, `standings`, `rules`, `help`, `quit`) or a move in
the game's words, made through the service by the game's own moves
(bot/games/<game>/terminal.py), refused and narrated in the same words as on Discord. Computer
seats act at once: where they would wait a person's pause (`pace_due`), the table's clock moves
on to its end. After every move the game's picture is drawn off the event loop and written next
to the database, and its path said."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from bot import render_pool
from bot.front.pictures import picture_of
from bot.games import terminals
from bot.messages import text
from bot.refusals import REFUSALS, refusal
from bot.service import GameService
from bot.service.computers import pace_due
from bot.store import Store
from bot.terminal.clock import LocalClock
from bot.terminal.console import QUIT, Console
from bot.terminal.markup import Markup
from bot.terminal.setup import PERSON, Table, guess_language

CHANNEL = 1  # the one table of the file
FIRST_USER = 1  # seat n's person is user n (computers get the lobby's negative ids)
DATABASE = "local-game.sqlite3"
MAX_COMPUTER_MOVES = 1000  # only bounds a runaway loop: a game ends long before
LIST_LIMIT = 12  # a move word said alone lists this many of its legal moves
COMPLETIONS = 100  # Tab offers at most this many moves
COMMANDS = ("board", "standings", "rules", "help", "quit")
# A Discord option's name before its value (`/keep dice:555`), typed here out of habit: dropped.
OPTION_NAME = re.compile(r"^[a-z][a-z0-9_]*:\s*", re.IGNORECASE)


def computer_seats(game: Any) -> int:
    return sum(1 for s in game.seats if s.computer_level)


class Session:
    def __init__(self, store: Store, database: Path, console: Console, colour: bool) -> None:
        self.clock = LocalClock()
        self.service = GameService(store, clock=self.clock)
        self.console = console
        self.markup = Markup(colour)
        self.terminals = terminals()
        self.picture = database.with_suffix(".png").resolve()  # a path any viewer opens
        self.scorepad = self.picture.with_name(f"{database.stem}-standings.png")
        self.locale = guess_language()  # until the game's own is chosen
        self.game: Any = None
        self.speaker: int | None = None  # the person at the keyboard now (a seat)
        self.shown_rev: int | None = None  # the board last printed was of this revision
        # Where anyone may act: how many actions the computers may still take before the
        # person at the keyboard has their say (one each, renewed by every move of a person).
        self.free_moves = 0

    # --- saying -------------------------------------------------------------------------------

    def say(self, content: str) -> None:
        self.console.say(self.markup(content))

    def terminal(self) -> Any:
        return self.terminals[self.game.kind]

    def frontend(self) -> Any:
        return self.terminal().frontend

    def follow(self, game: Any) -> None:
        """`game` is the table's now: its language, its players' names for mentions."""
        self.game = game
        self.locale = game.language
        self.markup.names = {s.user_id: s.name for s in game.seats}

    async def draw(self, game: Any, events: tuple = (), turn_events: tuple = (), *,
                   scorepad: bool = False) -> None:
        """The game's picture (the bot's own renderer; `scorepad`: its score pad) drawn in the
        render pool, as the bot draws its pictures, written to the file, and its path said."""
        frontend = self.terminals[game.kind].frontend
        path = self.scorepad if scorepad else self.picture
        if scorepad:
            png = await render_pool.drawn(frontend.render_scorepad, picture_of(game))
        else:
            png = await render_pool.drawn(frontend.render_move, picture_of(game), tuple(events),
                                          tuple(turn_events))

        def write() -> None:
            part = path.with_suffix(".png.part")
            part.write_bytes(png)
            part.replace(path)  # a viewer never opens half a picture

        await asyncio.to_thread(write)
        self.console.say(self.markup.dim(text("terminal.picture", self.locale, path=str(path))))

    def show_board(self) -> None:
        game = self.game
        self.console.say()
        self.console.say(self.terminal().board(game, self.locale, self.markup))
        self.say(self.frontend().status(game, self.locale))
        self.shown_rev = game.rev

    # --- opening or resuming ------------------------------------------------------------------

    async def open(self, table: Table) -> Any:
        """A lobby with every seat of `table`, the last seat starting it (C5 / I12 as on
        Discord). No clock: a turn here takes as long as the player likes."""
        names = table.names()
        await self.service.new_game(
            kind=table.kind, guild_id=None, channel_id=CHANNEL, creator_id=FIRST_USER,
            creator_name=names[0], seats=len(table.players), options=table.options,
            turn_seconds=None, language=table.language,
        )
        start = None
        for seat, who in enumerate(table.players[1:], start=1):
            if who == PERSON:
                _, start = await self.service.join(CHANNEL, FIRST_USER + seat, names[seat])
            else:
                _, start = await self.service.add_computer(CHANNEL, FIRST_USER, who)
        return start

    async def resume(self) -> bool:
        """Take up the table's game where it was left; False if there is none."""
        game = await self.service.get(CHANNEL)
        if game is not None and game.status == "lobby":  # left half-made: made again
            await self.service.leave(CHANNEL, game.creator_id)
            game = None
        if game is None:
            return False
        self.follow(game)
        self.clock.reach(game.updated_at)
        await self.take_up(game)
        self.say(text("terminal.resumed", self.locale, game_id=game.id,
                      game=text(self.frontend().name_id, self.locale)))
        return True

    async def take_up(self, game: Any) -> None:
        """Where the game was left, from its moves: after a person's move the computers have
        their actions still owed (those not yet taken when the table was left, by `quit` or
        by Ctrl-C in the middle of them), and the next person at the keyboard has the next
        say, as if the table had never stopped."""
        moves = await self.service.moves(game.id)
        replies = 0
        for move in reversed(moves):
            if move.source != "computer":
                break
            replies += 1
        self.free_moves = max(0, computer_seats(game) - replies)
        person = next((m for m in reversed(moves) if m.source == "player"), None)
        if person is not None and person.seat is not None:
            self.speaker = self.after(game, person.seat)

    @staticmethod
    def after(game: Any, seat: int) -> int:
        """The person at the keyboard after `seat` in seating order (I8: anyone may act)."""
        people = sorted(s.seat for s in game.seats if s.computer_level is None)
        return next((s for s in people if s > seat), people[0])

    async def start(self, table: Table) -> None:
        start = await self.open(table)
        self.follow(start.game)
        self.free_moves = computer_seats(start.game)
        content, _ = self.frontend().describe_start(start, self.locale)
        self.console.say()
        self.say(content)
        self.say(text("terminal.help", self.locale, moves=self.move_words()))
        await self.draw(start.game)

    # --- playing ------------------------------------------------------------------------------

    async def computers(self) -> None:
        """Every move the computer seats owe now, each said and drawn as it is made. Where
        anyone may act (I8), each computer acts at most once before the person at the keyboard
        is asked again (`free_moves`, renewed by the person's every move): on Discord a person
        has a computer's pause to act in; here they have the prompt."""
        for _ in range(MAX_COMPUTER_MOVES):
            game = await self.service.get(CHANNEL)
            if game is None or game.status != "active":
                return
            if game.free_computers:
                if self.free_moves <= 0:
                    return
                self.free_moves -= 1
                self.clock.reach(pace_due(game))  # the computer's pause passes at once
            result = await self.service.play_computer_turn(CHANNEL)
            if result is None:
                return
            self.follow(result.game)
            content, _ = self.frontend().describe_computer_turn(result, self.locale)
            self.say(content)
            await self.draw(result.game, result.events, result.turn_events)

    def person(self, game: Any) -> Any:
        """The seat of the person to type now: the one whose turn it is, or where anyone may
        act (I8) the person after the one who acted last, in seating order."""
        people = [s for s in sorted(game.seats, key=lambda s: s.seat)
                  if s.computer_level is None and s.seat in game.actors]
        if not people:
            return None
        for seat in people:
            if seat.seat == self.speaker:
                return seat
        return people[0]

    def move_words(self) -> str:
        verbs = self.terminal().game_verbs(self.game)
        return text("fmt.list", self.locale, items=[f"`{v}`" for v in verbs])

    def prompt(self, seat: Any) -> str:
        prompt = f"{self.markup.mark(seat.seat)} {self.markup.bold(seat.name)} › "
        if self.markup.colour:  # readline must not count the colours as width
            prompt = prompt.replace("\x1b", "\x01\x1b").replace("m", "m\x02")
        return prompt

    def complete(self, typed: str) -> list[str]:
        """Tab: the commands and move words that start with what is typed; after a move word,
        its legal moves that start with what is typed (readline puts in what they all start
        with, and a second Tab lists them)."""
        game, seat = self.game, self.person(self.game) if self.game else None
        typed = typed.lstrip()
        verb, space, rest = typed.partition(" ")
        words = (*self.terminal().game_verbs(game), *COMMANDS)
        if not space:
            return [f"{w} " for w in words if w.startswith(verb.lower())]
        if seat is None:
            return []
        choices = self.terminal().choices(game, seat.seat, verb.lower().lstrip("/"), rest,
                                          self.locale, COMPLETIONS)
        return [f"{verb} {value}" for _, value in choices]

    async def next_person(self) -> Any:
        """Play what the computers owe, then the seat of the person to type (its board shown
        if it changed); None once the game is over."""
        await self.computers()
        game = await self.service.get(CHANNEL)
        if game is None or game.status != "active":
            return None
        self.follow(game)
        seat = self.person(game)
        if seat is None:  # nobody at the keyboard may act, and no computer would
            return None
        self.speaker = seat.seat
        if self.shown_rev != game.rev:
            self.show_board()
            verbs = self.terminal().open_verbs(game, seat.seat)
            if verbs:
                self.say(text("terminal.now", self.locale, moves=[f"`{v}`" for v in verbs]))
        return seat

    def play(self, runner: asyncio.Runner) -> int:
        """The game, line by line. The event loop runs between lines, never while one is
        typed, so Ctrl-C at the prompt simply leaves (every move is already saved)."""
        self.console.complete = self.complete
        while True:
            seat = runner.run(self.next_person())
            if seat is None:
                return runner.run(self.over())
            line = self.console.ask(self.prompt(seat))
            if line is None or line.strip().lower().lstrip("/") in QUIT:
                self.say(text("terminal.saved", self.locale))
                return 0
            runner.run(self.command(self.game, seat, line))

    async def command(self, game: Any, seat: Any, line: str) -> None:
        verb, _, argument = line.strip().partition(" ")
        verb = verb.lower().lstrip("/")
        argument = argument.strip()
        argument = OPTION_NAME.sub("", argument, count=1)
        if not verb:
            return
        terminal, frontend = self.terminal(), self.frontend()
        if verb == "board":
            self.show_board()
            await self.draw(game, (), tuple(await self.service.turn_events(game)))
        elif verb == "standings":
            self.say(frontend.standings_text(game, self.locale))
            await self.draw(game, scorepad=True)
        elif verb == "rules":
            self.say(text(frontend.rules_id, self.locale))
        elif verb == "help":
            self.say(text("terminal.help", self.locale, moves=self.move_words()))
        elif verb in terminal.verbs:
            await self.move(game, seat, verb, argument)
        else:
            words = (*terminal.game_verbs(game), *COMMANDS)
            self.say(text("terminal.unknown", self.locale, word=verb[:20],
                          words=[f"`{w}`" for w in words]))

    async def move(self, game: Any, seat: Any, verb: str, argument: str) -> None:
        terminal = self.terminal()
        if not argument and verb in terminal.listed:
            choices = terminal.choices(game, seat.seat, verb, "", self.locale, LIST_LIMIT + 1)
            if choices:  # said alone, a move word lists what it may do now
                for shown, value in choices[:LIST_LIMIT]:
                    self.say(f"  `{verb} {value}`  · {shown}")
                if len(choices) > LIST_LIMIT:
                    self.say(text("terminal.more", self.locale))
                return
        try:
            result = await terminal.act(self.service, CHANNEL, seat.user_id, verb, argument)
        except REFUSALS as error:
            _, content = refusal(error, self.locale, game, seat.user_id)
            self.say(content)
            return
        self.follow(result.game)
        content, _ = self.frontend().describe_move(result, self.locale)
        self.say(content)
        await self.draw(result.game, result.events, result.turn_events)
        self.speaker = self.after(result.game, seat.seat)  # anyone may act (I8): the next
        self.free_moves = computer_seats(result.game)  # and each computer may reply once

    async def over(self) -> int:
        game = self.game
        if game is not None and game.state is not None:
            game = await self.service.get_by_id(game.id)
            self.follow(game)
            self.show_board()
            self.say(self.frontend().standings_text(game, self.locale))
            await self.draw(game)
        self.say(text("terminal.over", self.locale))
        return 0
