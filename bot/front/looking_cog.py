"""The looking cog: what anyone may look at privately, changing nothing. The board (of the
channel's game, or its last finished one), the standings, the rules and the help, and a game's
log as a text file (`history`) or an animated picture (`replay`), of this channel's game or of
any game of the server whose channel the reader can see (bot.front.access).
"""

from __future__ import annotations

import asyncio
import io
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.utils import MISSING

from bot import answer, render_pool
from bot.errors import locale_of
from bot.front import ratings
from bot.front.access import can_see_game, readable_games
from bot.front.core import Subcommands, TableCog, fit, image, require_guild, run
from bot.front.i18n import T
from bot.front.pictures import for_reader
from bot.front.replay import replay_gif
from bot.games import get_rules
from bot.messages import text
from bot.service import ServiceError
from bot.transformers import BadInput

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend
    from bot.front.lobby_cog import LobbyCog
    from bot.front.table import Table

# The largest integer a Discord option may carry (what a JavaScript number holds exactly).
MAX_OPTION_INTEGER = 2**53 - 1
GameNumber = app_commands.Range[int, 1, MAX_OPTION_INTEGER]

# Where to look for a channel's last finished game (/board and /history after the end).
FINISHED_LOOKUP = 50
UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's smallest, if an interaction does not say its own
UPLOAD_MARGIN = 64 * 1024  # the request's own bytes around the file
REPLAYS_KEPT = 8


class LookingCog(TableCog, name="Looking"):
    def __init__(self, table: Table, lobby: LobbyCog) -> None:
        super().__init__(table)
        self.lobby = lobby  # a game still in its lobby shows its lobby's words for a board
        # (game id, revision, language, upload limit) -> a replay made (bot.front.replay)
        self._replays: OrderedDict[tuple, tuple[bytes, int, int]] = OrderedDict()

    def subcommands(self, frontend: GameFrontend) -> Subcommands:
        """Its subcommands of `/<game>`."""

        async def board(interaction: discord.Interaction) -> None:
            await run(interaction, "board", lambda: self.board(interaction))

        async def standings(interaction: discord.Interaction) -> None:
            await run(interaction, "standings", lambda: self.standings(interaction))

        @app_commands.describe(game_id=T("cmd.history.game_id"))
        async def history(
            interaction: discord.Interaction, game_id: GameNumber | None = None
        ) -> None:
            await run(interaction, "history", lambda: self.history(interaction, game_id))

        @app_commands.describe(game_id=T("cmd.replay.game_id"))
        async def replay(
            interaction: discord.Interaction, game_id: GameNumber | None = None
        ) -> None:
            await run(interaction, "replay", lambda: self.replay(interaction, game_id))

        async def rules(interaction: discord.Interaction) -> None:
            await run(interaction, "rules", lambda: self.show_text(interaction, frontend.rules_id))

        async def help_(interaction: discord.Interaction) -> None:
            await run(interaction, "help", lambda: ratings.help_text(
                interaction, frontend.help_id, frontend.kind))

        return {"board": board, "standings": standings, "history": history, "replay": replay,
                "rules": rules, "help": help_}

    # --- the game as it stands ------------------------------------------------------------------

    async def last_finished(self, guild_id: int | None, channel_id: int) -> Any:
        """The channel's most recently finished game (among the server's latest finished)."""
        for game in await self.service.finished_games(guild_id, limit=FINISHED_LOOKUP):
            if game.channel_id == channel_id:
                return game
        return None

    async def board(self, interaction: discord.Interaction) -> None:
        require_guild(interaction)
        game = await self.service.get(interaction.channel_id)
        locale = locale_of(interaction)
        if game is None:  # after the end: the channel's last finished game
            game = await self.last_finished(interaction.guild_id, interaction.channel_id)
            if game is None or game.state is None:
                raise ServiceError("no_game")
            interaction.extras["game"] = game.id
            await answer.defer_private(interaction)
            frontend = self.frontend(game)
            png = await render_pool.drawn(frontend.render_board, for_reader(game, locale))
            caption = "\n".join([
                text("board.finished", locale),
                text("board.caption", locale, game_id=game.id, turn=frontend.turn_shown(game),
                     status=frontend.status(game, locale)),
                frontend.scores(game, locale),
            ])
            await answer.private(interaction, caption, file=image(png))
            return
        interaction.extras["game"] = game.id
        if game.state is None:
            await answer.private(interaction, text("board.lobby", locale) + "\n\n"
                                 + self.lobby.lobby_text(game, locale))
            return
        await answer.defer_private(interaction)
        frontend = self.frontend(game)
        events = tuple(await self.service.turn_events(game))  # this turn's moves, highlighted
        png = await render_pool.drawn(frontend.render_move, for_reader(game, locale), (), events)
        caption = text("board.caption", locale, game_id=game.id, turn=frontend.turn_shown(game),
                       status=frontend.status(game, locale))
        view = None
        current = game.current_seat_info()
        if current is not None and current.user_id == interaction.user.id:
            view = frontend.turn_view(game, locale)
        await answer.private(interaction, caption, file=image(png), view=view or MISSING)

    async def standings(self, interaction: discord.Interaction) -> None:
        require_guild(interaction)
        locale = locale_of(interaction)
        game = await self.service.get(interaction.channel_id)
        finished = await self.service.finished_games(  # those of channels they can see
            interaction.guild_id, limit=10, reader=await readable_games(interaction))
        lines: list[str] = []
        png = None
        if game is not None and game.state is not None:
            interaction.extras["game"] = game.id
            await answer.defer_private(interaction)
            frontend = self.frontend(game)
            png = await render_pool.drawn(frontend.render_scorepad, for_reader(game, locale))
            lines.append(frontend.standings_text(game, locale))
        if finished:
            lines.append(text("standings.finished_title", locale))
            for old in finished:
                frontend = self.frontends.get(old.kind)
                if frontend is None or old.state is None:
                    continue
                lines.append(text("standings.finished_row", locale, game_id=old.id,
                                  scores=frontend.scores(old, locale),
                                  winners=frontend.winners_text(old, locale)))
        if not lines:
            lines.append(text("standings.none", locale))
        kwargs: dict[str, Any] = {}
        if png is not None:
            kwargs["file"] = image(png)
        await answer.private(interaction, fit(lines), **kwargs)

    async def show_text(self, interaction: discord.Interaction, msg_id: str) -> None:
        """A long text (the rules, the help), as an embed: its description holds 4,096
        characters where a message's content holds 2,000, so every language has room."""
        said = text(msg_id, locale_of(interaction))
        await answer.private(interaction, None, embed=answer.long_text(said))

    # --- a game's log ----------------------------------------------------------------------

    async def logged_game(self, interaction: discord.Interaction, game_id: int | None) -> Any:
        """The game whose log someone asks for: this channel's game (or its last finished one),
        or any game of this server by its number whose channel they can see (or that they
        played in: bot.front.access)."""
        require_guild(interaction)
        if game_id is not None:
            game = await self.service.get_by_id(game_id)
            if game is None or game.guild_id != interaction.guild_id:
                raise BadInput("history.not_found", game_id=game_id)
            if not await can_see_game(interaction, game):  # its log shows all said there
                raise BadInput("history.hidden", game_id=game_id)
        else:
            game = await self.service.get(interaction.channel_id)
            if game is None:
                game = await self.last_finished(interaction.guild_id, interaction.channel_id)
            if game is None:
                raise ServiceError("no_game")
        interaction.extras["game"] = game.id
        return game

    async def history(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """The move log as a text file, privately (the game: `logged_game`)."""
        locale = locale_of(interaction)
        game = await self.logged_game(interaction, game_id)
        history = await self.service.game_history(game.id)
        await answer.defer_private(interaction)
        frontend = self.frontend(game)
        body = await asyncio.to_thread(frontend.history_text, history, locale)
        file = discord.File(io.BytesIO(body.encode("utf-8")),
                            filename=f"{game.kind}-game-{game.id}.txt")
        await answer.private(
            interaction, text("history.sent", locale, game_id=game.id, moves=len(history.moves)),
            file=file,
        )

    async def replay(self, interaction: discord.Interaction, game_id: int | None) -> None:
        """The game as an animated GIF, privately (the game: `logged_game`): a frame per turn,
        drawn in the render pool's replay lane (so moves elsewhere do not wait for it), as many
        as fit under this interaction's upload limit, kept per game, revision, language and
        limit so asking again costs nothing."""
        locale = locale_of(interaction)
        game = await self.logged_game(interaction, game_id)
        limit = (getattr(interaction, "filesize_limit", None) or UPLOAD_LIMIT) - UPLOAD_MARGIN
        key = (game.id, game.rev, locale, limit)
        made = self._replays.get(key)
        if made is None:
            history = await self.service.game_history(game.id)
            if not history.moves:
                raise BadInput("replay.empty", game_id=game.id)
            await answer.defer_private(interaction)
            made = await render_pool.drawn(replay_gif, self.frontend(game),
                                           get_rules(game.kind), history, locale, limit,
                                           lane=render_pool.REPLAYS)
            self._replays[key] = made
            while len(self._replays) > REPLAYS_KEPT:
                self._replays.popitem(last=False)
        else:
            self._replays.move_to_end(key)
        data, shown, turns = made
        words = (text("replay.sent", locale, game_id=game.id, turns=turns) if shown == turns
                 else text("replay.fewer", locale, game_id=game.id, shown=shown, turns=turns))
        file = discord.File(io.BytesIO(data), filename=f"{game.kind}-game-{game.id}.gif")
        await answer.private(interaction, words, file=file)
