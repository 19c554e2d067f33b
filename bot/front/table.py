"""The shared machinery of every game on Discord: lobby, moves, looking, abandoning, buttons.

Every handler has one shape (after Avrae and Red-DiscordBot):

    check (guild, the bot's permissions) -> service call (commits, with its outbox entry) ->
    answer with that entry (bot.delivery: the picture from the render pool, a new public message)

Every answer goes through bot.answer, which also acknowledges any interaction still unanswered
2 seconds after Discord created it. The service commits a move together with the post it owes
the channel (the outbox), so a failed or lost answer never loses a move nor its announcement:
the player is told privately that it is saved, and the outbox sender posts it. Refusals of any
kind go to `bot.errors.handle`, which answers privately. Each interaction ends with one
structured log line (bot.logging_setup).

Turns the computer plays (a computer seat, an away player, a turn whose time ran out) are never
played inside an interaction: once the person's own move is answered, `kick_computers` starts a
background task that plays them one after another (`computer_turns`, one at a time per channel)
and posts each as a new channel message. Where anyone may act at any time (IceTowers in realtime),
computer seats act at a human pace instead (`pace_computers`). The background task of bot/tasks.py
uses the same `computer_turns` for timeouts and `remind` for reminders.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import MISSING

from bot import answer, errors, render_pool
from bot.delivery import Delivery
from bot.errors import locale_of
from bot.front import ratings
from bot.front.access import can_see_game, readable_games
from bot.front.core import (
    Background,
    TableCog,
    call,
    channel_link,
    display_name,
    escape,
    fit,
    for_reader,
    image,
    pinging,
    require_guild,
    require_permissions,
    run,
    send_public,
)
from bot.front.moves_cog import MovesCog
from bot.front.replay import replay_gif
from bot.games import get_rules
from bot.messages import LANGUAGE_NAMES, language_of, of_game, text
from bot.service import ServiceError
from bot.transformers import BadInput
from bot.views import lobby_view

if TYPE_CHECKING:
    from bot.front.frontend import GameFrontend

_log = logging.getLogger(__name__)

# Where to look for a channel's last finished game (/board and /history after the end).
FINISHED_LOOKUP = 50
UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's smallest, if an interaction does not say its own
UPLOAD_MARGIN = 64 * 1024  # the request's own bytes around the file
REPLAYS_KEPT = 8


class Table:
    def __init__(self, bot: Any, frontends: dict[str, GameFrontend]) -> None:
        self.bot = bot
        self.frontends = frontends
        # game id -> (channel id, message id) of its lobby message, to keep the seat list current
        # after /join. Edited through the channel, not the interaction (whose token lasts 15
        # minutes). Lost on restart, which only means that message is not refreshed.
        self._lobby_messages: dict[int, tuple[int, int]] = {}
        self.background = Background()
        self.spawn = self.background.spawn
        self.stop = self.background.stop
        self.delivery = Delivery(self, getattr(bot.settings, "outbox_seconds", 10))
        self.moves = MovesCog(self, self.delivery, self.background)
        self.post_move = self.moves.post_move
        self.update_move = self.moves.update_move
        self.game_button = self.moves.game_button
        # (game id, revision, language, upload limit) -> a replay made (bot.front.replay)
        self._replays: OrderedDict[tuple, tuple[bytes, int, int]] = OrderedDict()

    image = staticmethod(image)
    pinging = staticmethod(pinging)
    run = staticmethod(run)
    call = staticmethod(call)
    require_guild = staticmethod(require_guild)
    require_permissions = staticmethod(require_permissions)
    send_public = staticmethod(send_public)
    channel_link = staticmethod(channel_link)

    @property
    def service(self) -> Any:
        return self.bot.service

    def frontend(self, game: Any) -> GameFrontend:
        return self.frontends[game.kind]

    view_for = TableCog.view_for
    game_of_button = TableCog.game_of_button

    def channel_of(self, game: Any) -> Any:
        """The game's channel or thread, to post in outside any interaction."""
        return self.bot.get_channel(game.channel_id) or self.bot.get_partial_messageable(
            game.channel_id, guild_id=game.guild_id
        )

    # --- lobby ------------------------------------------------------------------------------------

    def lobby_text(self, game: Any, locale: str) -> str:
        frontend = self.frontend(game)
        creator = next((s for s in game.seats if s.user_id == game.creator_id), None)
        return text(
            "lobby.text", locale,
            game=text(frontend.name_id, locale), kind=game.kind,
            language=LANGUAGE_NAMES.get(game.language, game.language),
            creator=escape(creator.name if creator else "?"),
            game_id=game.id,
            seats=game.seats_wanted,
            count=len(game.seats),
            players=[f"<@{s.user_id}>" if not s.computer_level
                     else text("lobby.computer", locale, name=escape(s.name))
                     for s in sorted(game.seats, key=lambda s: s.seat)],
            options=frontend.options_text(game.options, game.seats_wanted, locale),
            turn_seconds=game.turn_seconds,
            # a game where anyone may act at any moment has no turns: its time is the idle time
            clock="idle" if frontend.idle_clock(game.options) else "turn",
            waiting=game.status == "lobby",
        ) + "\n" + ratings.lobby_line(self.bot, game, locale)

    def lobby_buttons(self, game: Any, locale: str) -> discord.ui.View:
        return lobby_view(
            game.id, locale=locale, computers=bool(getattr(self.frontend(game),
                                                           "computer_levels", ())),
        )

    async def open_lobby(
        self, interaction: discord.Interaction, kind: str, *, seats: int,
        options: dict[str, Any], turn_seconds: int | None = None, language: str | None = None,
        timeless: bool = True,
        rated: bool = True,
    ) -> None:
        """`turn_seconds`: None takes the settings' default (DEFAULT_TURN_SECONDS), 0 is no
        time limit where the game offers that (`timeless`; else 0 goes to the service, which
        refuses it). `language`: of the game's public posts; None: the creator's own when the
        bot speaks it, else English."""
        self.require_permissions(interaction)
        if turn_seconds is None:
            turn_seconds = self.bot.settings.default_turn_seconds
        game, post = await self.call(
            interaction,
            self.service.new_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                creator_id=interaction.user.id, creator_name=display_name(interaction.user),
                seats=seats, options=options, kind=kind,
                turn_seconds=turn_seconds if turn_seconds or not timeless else None,
                language=language or language_of(locale_of(interaction)), claim=True,
                rated=ratings.rated_here(interaction, rated),
            ),
        )
        await self.post_lobby(interaction, game, post)

    async def post_lobby(self, interaction: discord.Interaction, game: Any, post: Any) -> None:
        """Answer with a new lobby's message (its outbox entry: when this answer fails, the
        outbox sender posts it), and keep where it is to refresh its seat list."""
        if post is None:
            return
        message = await self.delivery.answer(interaction, post, game)
        if message is not None:
            self.lobby_posted(game, message.id)

    def lobby_posted(self, game: Any, message_id: int) -> None:
        self._lobby_messages[game.id] = (game.channel_id, message_id)

    def lobby_message(self, game: Any, payload: dict) -> dict[str, Any]:
        """A lobby's message (bot.announce `lobby`) as the lobby is now: its words, a
        rematch's call to the old game's players first, and its buttons while it waits."""
        locale = payload.get("locale") or game.language
        content = self.lobby_text(game, locale)
        old_id = payload.get("rematch_of")
        if old_id is not None:
            others = payload.get("ping") or []
            if others:
                head = text("rematch.opened", locale, old_id=old_id,
                            players=text("fmt.list", locale, items=[f"<@{u}>" for u in others]))
            else:
                head = text("rematch.opened_alone", locale, old_id=old_id)
            content = f"{head}\n{content}"
        kwargs: dict[str, Any] = {"content": fit(content.split("\n"))}
        if game.status == "lobby":
            kwargs["view"] = self.lobby_buttons(game, locale)
        return kwargs

    async def join(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        game, start = await self.call(
            interaction,
            self.service.join(
                interaction.channel_id, interaction.user.id, display_name(interaction.user),
                claim=True,
            ),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=start is not None)
        joined = text("lobby.joined", locale, who=f"<@{interaction.user.id}>",
                      count=len(game.seats), seats=game.seats_wanted)
        if start is None:
            await self.send_public(interaction, joined)
        else:
            await self.post_start(interaction, start, prefix=joined)

    async def leave(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        game = await self.call(
            interaction, self.service.leave(interaction.channel_id, interaction.user.id)
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=game.status != "lobby")
        if game.status == "lobby":
            content = text("lobby.left", locale, who=f"<@{interaction.user.id}>",
                           count=len(game.seats), seats=game.seats_wanted)
        else:
            content = text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
        await self.send_public(interaction, content)

    async def start(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        start = await self.call(
            interaction,
            self.service.start(interaction.channel_id, interaction.user.id, claim=True),
        )
        await self._refresh_lobby(start.game, start.game.language, final=True)
        await self.post_start(interaction, start)

    async def post_start(self, interaction: discord.Interaction, start: Any, *,
                         prefix: str | None = None) -> None:
        """The start's post (its outbox entry: the roll-off, the colours, the first player
        told their way), `prefix` first (e.g. who just joined)."""
        try:
            if start.post is not None:
                await self.delivery.answer(interaction, start.post, start.game, turn_events=(),
                                           prefix=prefix)
        finally:
            self.moves.kick_computers(start.game)

    async def _refresh_lobby(self, game: Any, locale: str, *, final: bool) -> None:
        """Best effort: bring the lobby message's seat list up to date (buttons off once the
        lobby is over). A failure here changes nothing for the game."""
        where = self._lobby_messages.get(game.id)
        if where is None:
            return
        if final:
            self._lobby_messages.pop(game.id, None)
        channel = self.bot.get_partial_messageable(where[0], guild_id=game.guild_id)
        try:
            await channel.get_partial_message(where[1]).edit(
                content=self.lobby_text(game, locale),
                view=None if final else self.lobby_buttons(game, locale),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            _log.info("could not refresh the lobby message of game %s", game.id)

    async def lobby_button(
        self, interaction: discord.Interaction, action: str, game_id: int
    ) -> None:
        async def body() -> None:
            self.require_permissions(interaction)
            lobby = await self.game_of_button(interaction, game_id)
            if action == "join":
                game, start = await self.call(
                    interaction,
                    self.service.join(interaction.channel_id, interaction.user.id,
                                      display_name(interaction.user), claim=True),
                )
            elif action == "leave":
                game = await self.call(
                    interaction,
                    self.service.leave(interaction.channel_id, interaction.user.id),
                )
                start = None
            elif action == "addbot":
                level = getattr(self.frontend(lobby), "default_level", "normal")
                game, start = await self.call(
                    interaction,
                    self.service.add_computer(interaction.channel_id, interaction.user.id, level,
                                              claim=True),
                )
            else:
                start = await self.call(
                    interaction,
                    self.service.start(interaction.channel_id, interaction.user.id, claim=True),
                )
                game = start.game
            over = game.status != "lobby"
            locale = game.language
            content = self.lobby_text(game, locale)
            if game.status == "abandoned":
                content += "\n" + text("lobby.cancelled", locale, who=f"<@{interaction.user.id}>")
            view = None if over else self.lobby_buttons(game, locale)
            if over:
                self._lobby_messages.pop(game.id, None)
            try:
                await answer.update(interaction, content=content, view=view)
            except discord.HTTPException:  # the lobby's seat list is a nicety; go on
                _log.info("could not update the lobby message of game %s", game.id)
            if start is not None:
                await self.post_start(interaction, start)

        await self.run(interaction, f"lobby.{action}", body)

    # --- looking ----------------------------------------------------------------------------------

    async def last_finished(self, guild_id: int | None, channel_id: int) -> Any:
        """The channel's most recently finished game (among the server's latest finished)."""
        for game in await self.service.finished_games(guild_id, limit=FINISHED_LOOKUP):
            if game.channel_id == channel_id:
                return game
        return None

    async def board(self, interaction: discord.Interaction) -> None:
        self.require_guild(interaction)
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
            await answer.private(
                interaction, text("board.lobby", locale) + "\n\n" + self.lobby_text(game, locale)
            )
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
        self.require_guild(interaction)
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

    # --- ending -----------------------------------------------------------------------------------

    async def abandon(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        perms = interaction.permissions
        game, vote = await self.call(
            interaction,
            self.service.abandon(
                interaction.channel_id, interaction.user.id,
                can_manage_channel=bool(perms.manage_channels or perms.administrator),
            ),
        )
        locale = game.language
        who = f"<@{interaction.user.id}>"
        if vote.get("ended"):
            msg_id = "abandon.voted_out" if vote.get("by") == "vote" else "abandon.ended"
            content = text(msg_id, locale, who=who)
        else:
            content = text("abandon.vote", locale, who=who, votes=vote.get("votes", 0),
                           needed=vote.get("needed", 0))
        if vote.get("ended"):
            await self._refresh_lobby(game, locale, final=True)
        await self.send_public(interaction, content)

    # --- computer seats in the lobby --------------------------------------------------------------

    async def add_computer(self, interaction: discord.Interaction, level: str) -> None:
        self.require_permissions(interaction)
        game, start = await self.call(
            interaction,
            self.service.add_computer(interaction.channel_id, interaction.user.id, level,
                                      claim=True),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=start is not None)
        added = max((s for s in game.seats if s.computer_level), key=lambda s: s.seat)
        content = text(
            "lobby.computer_added", locale, who=f"<@{interaction.user.id}>",
            name=escape(added.name),
            level=text(f"level.{added.computer_level}", locale), count=len(game.seats),
            seats=game.seats_wanted,
        )
        if start is None:
            await self.send_public(interaction, content)
        else:
            await self.post_start(interaction, start, prefix=content)

    async def remove_computer(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        before = await self.service.get(interaction.channel_id)
        game = await self.call(
            interaction,
            self.service.remove_computer(interaction.channel_id, interaction.user.id),
        )
        locale = game.language
        await self._refresh_lobby(game, locale, final=False)
        left = {s.name for s in game.seats}
        seated = before.seats if before else ()
        gone = [s for s in seated if s.computer_level and s.name not in left]
        await self.send_public(interaction, text(
            "lobby.computer_removed", locale, who=f"<@{interaction.user.id}>",
            name=escape(gone[-1].name if gone else "?"), count=len(game.seats),
            seats=game.seats_wanted,
        ))

    # --- telling people it is their turn ----------------------------------------------------------

    async def send_dm(self, user_id: int, content: str) -> bool:
        """A direct message; False if it could not be delivered (e.g. 50007: DMs closed)."""
        try:
            channel = await self.bot.create_dm(discord.Object(user_id))
            await channel.send(content, allowed_mentions=discord.AllowedMentions.none())
            return True
        except discord.HTTPException as exc:
            _log.info("no direct message to %s (%s)", user_id, getattr(exc, "code", exc))
            return False

    async def remind(self, reminder: Any) -> str:
        """One reminder for a turn that has used most of its time: recorded with its message in
        the outbox (so at most one per turn, across processes and restarts), then delivered
        the player's way, as a NEW message (an edit would notify no one). Returns "sent",
        "queued" (the outbox sender delivers it), "none" (they want no notice) or "skipped"
        (already recorded, or the turn is over)."""
        if reminder.notify == "none":
            done = await self.service.mark_reminded(reminder.game.id, reminder.turn)
            return "none" if done else "skipped"
        post = await self.service.remind(reminder, claim=True)
        if post is None:
            return "skipped"
        if not post.claimed:
            self.delivery.wake()
            return "queued"
        sent = await self.delivery.to_channel(post.key, "reminder", post.payload, reminder.game)
        return "sent" if sent else "queued"

    async def set_notify(self, interaction: discord.Interaction, mode: str) -> None:
        await self.call(interaction, self.service.set_notify(interaction.user.id, mode))
        await errors.reply_privately(interaction, text(
            f"notify.set.{mode}", locale_of(interaction),
            kind=errors.command_kind(interaction)))

    # --- away players -----------------------------------------------------------------------------

    async def back(self, interaction: discord.Interaction) -> None:
        self.require_permissions(interaction)
        game = await self.call(
            interaction,
            self.service.return_from_away(interaction.channel_id, interaction.user.id),
        )
        locale = game.language
        who = f"<@{interaction.user.id}>"
        if game.is_turn_of(interaction.user.id):
            await self.send_public(interaction,
                                   text(of_game(game.kind, "away.back_turn"), locale, who=who),
                                   view=self.view_for(game, locale))
        else:
            await self.send_public(interaction, text("away.back", locale, who=who))

    async def vote_away(self, interaction: discord.Interaction, player: discord.abc.User) -> None:
        self.require_permissions(interaction)
        game, tally = await self.call(
            interaction,
            self.service.vote_away(interaction.channel_id, interaction.user.id, player.id),
        )
        locale = game.language
        target = f"<@{player.id}>"
        try:
            if tally.get("away"):
                content = text("away.marked", locale, target=target, kind=game.kind)
            else:
                content = text("away.vote", locale, voter=f"<@{interaction.user.id}>",
                               target=target, votes=tally.get("votes", 0),
                               needed=tally.get("needed", 0))
            await self.send_public(interaction, content)
        finally:
            if tally.get("away"):
                self.moves.kick_computers(game)

    # --- history, rematch -------------------------------------------------------------------------

    async def logged_game(self, interaction: discord.Interaction, game_id: int | None) -> Any:
        """The game whose log someone asks for: this channel's game (or its last finished one),
        or any game of this server by its number whose channel they can see (or that they
        played in: bot.front.access)."""
        self.require_guild(interaction)
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

    async def rematch_button(self, interaction: discord.Interaction, game_id: int) -> None:
        async def body() -> None:
            self.require_permissions(interaction)
            game, post = await self.call(
                interaction,
                self.service.new_rematch(game_id, interaction.user.id,
                                         display_name(interaction.user), claim=True,
                                         rated=ratings.rated_here(interaction)),
            )
            await self.post_lobby(interaction, game, post)

        await self.run(interaction, "rematch", body)

    # --- across games -----------------------------------------------------------------------------

    async def leaderboard(self, interaction: discord.Interaction, kind: str | None = None
                          ) -> None:
        """This server's strongest players of one game, by rating (bot.front.ratings)."""
        await ratings.leaderboard(self, interaction, kind or next(iter(self.frontends)))

    async def stats(self, interaction: discord.Interaction, user: discord.abc.User | None,
                    kind: str | None = None) -> None:
        """One player's ratings on this server (bot.front.ratings)."""
        await ratings.stats(self, interaction, user, kind or next(iter(self.frontends)))

    async def mygames(self, interaction: discord.Interaction) -> None:
        locale = locale_of(interaction)
        user_id = interaction.user.id
        games = await self.service.games_for_user(user_id)
        if not games:
            await errors.reply_privately(interaction, text(
                "mygames.none", locale, kind=errors.command_kind(interaction)))
            return
        turns = sum(1 for g in games if g.is_turn_of(user_id))
        lines = [text("mygames.title", locale, count=len(games), turns=turns)]
        for game in games:
            where = {"channel_id": game.channel_id, "game_id": game.id}
            if game.status == "lobby":
                lines.append(text("mygames.lobby", locale, count=len(game.seats),
                                  seats=game.seats_wanted, **where))
            elif game.is_turn_of(user_id):
                deadline = ""
                if game.deadline_at is not None:
                    deadline = text("mygames.deadline", locale, deadline=int(game.deadline_at))
                lines.append(text("mygames.turn", locale, deadline=deadline, **where))
            else:
                current = game.current_seat_info()
                who = f"**{escape(current.name)}**" if current else "?"
                lines.append(text("mygames.waiting", locale, who=who, **where))
        await errors.reply_privately(interaction, fit(lines))
