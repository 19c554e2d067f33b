"""A game where every seat may act at any moment plugs into the same service, lobby, store,
audit and Discord machinery as Columbiz: nothing shared assumes one actor.

Grab, the smallest such game: a pile of counters; any player, at any time, takes one or two; when
the pile is empty the one who took most wins. There are no turns, so no turn clock either.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass, replace

import discord
import pytest
from discord import app_commands
from PIL import Image

import bot.games as games
from bot.app import create_bot
from bot.games import GameInputError
from bot.service import GameService, ServiceError, audit_all
from bot.store import Store


class GrabError(Exception):
    def __init__(self, code: str) -> None:
        self.code = code
        self.details: dict = {}
        super().__init__(code)


@dataclass(frozen=True)
class Pile:
    left: int
    taken: tuple[int, ...]
    moves: int = 0


class GrabRules:
    kind = "grab"
    min_players = 2
    max_players = 4

    def normalize_options(self, options):
        pile = dict(options or {}).get("pile", 9)
        if type(pile) is not int or not 3 <= pile <= 30:
            raise GameInputError("bad_options", option="pile", value=pile)
        return {"pile": pile}

    def setup(self, players, options, rng):
        return {}

    def initial_state(self, players, options, setup):
        return Pile(options["pile"], (0,) * players)

    def start_info(self, setup):
        return None

    def apply(self, state, action):
        seat, take = action["seat"], action["take"]
        if state.left == 0:
            raise GrabError("game_over")
        if take not in (1, 2) or take > state.left:
            raise GrabError("bad_take")
        taken = list(state.taken)
        taken[seat] += take
        after = replace(state, left=state.left - take, taken=tuple(taken), moves=state.moves + 1)
        return after, [{"seat": seat, "took": take, "left": after.left}]

    def chance_ok(self, before, action, rng):
        return True  # no chance in Grab

    def actors(self, state):
        return frozenset() if state.left == 0 else frozenset(range(len(state.taken)))

    def current_seat(self, state):
        return None  # several may act: nobody's turn

    def is_over(self, state):
        return state.left == 0

    def turn_number(self, state):
        return 1  # one long round

    def move_count(self, state):
        return state.moves

    def totals(self, state):
        return state.taken

    def winners(self, state):
        best = max(state.taken)
        return tuple(s for s, n in enumerate(state.taken) if n == best)

    def state_to_json(self, state):
        return {"left": state.left, "taken": list(state.taken), "moves": state.moves}

    def state_from_json(self, data):
        return Pile(data["left"], tuple(data["taken"]), data["moves"])

    def action_to_json(self, action):
        return dict(action)

    def action_from_json(self, data):
        return dict(data)

    def event_to_json(self, event):
        return dict(event)

    def event_from_json(self, data):
        return dict(data)


GRAB = GrabRules()


def take(n: int):
    return lambda rules, state, rng, seat: {"seat": seat, "take": n}


# --- through the service ------------------------------------------------------------------------


@pytest.fixture
def grab_registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, GRAB.kind, GRAB)


async def started(service, channel=7, players=(1, 2, 3)):
    await service.new_game(guild_id=1, channel_id=channel, creator_id=players[0],
                           creator_name="p1", seats=len(players), kind="grab",
                           options={"pile": 7})
    for user in players[1:]:
        _, start = await service.join(channel, user, f"p{user}")
    return start.game


async def test_every_seat_may_act_in_any_order_through_the_service(tmp_path, grab_registered):
    store = await Store.open(tmp_path / "g.db")
    service = GameService(store)
    try:
        game = await started(service)
        assert game.actors == {0, 1, 2} and game.current_seat_info() is None
        assert all(game.is_turn_of(u) for u in (1, 2, 3))
        assert game.deadline_at is None  # no turns: no turn clock
        await service.act(7, 3, take(2))  # the last seat first
        await service.act(7, 3, take(1))  # and again at once
        with pytest.raises(ServiceError) as outsider:
            await service.act(7, 99, take(1))
        assert outsider.value.code == "not_in_game"
        # two players at the same moment: both moves count, one after the other
        await asyncio.gather(service.act(7, 1, take(1)), service.act(7, 2, take(1)))
        last = await service.act(7, 2, take(2))
        assert last.game.status == "finished" and last.game.actors == frozenset()
        assert [s.total for s in last.game.seats] == [1, 3, 3]
        assert [s.winner for s in last.game.seats] == [False, True, True]
        with pytest.raises(ServiceError) as over:
            await service.act(7, 1, take(1))
        assert over.value.code == "no_game"
        assert await audit_all(store) == {}
        # Grab's scores stand on their own: the Columbiz leaderboard does not count them
        assert [p.games for p in await service.leaderboard(1, kind="grab")] == [1, 1, 1]
        assert await service.leaderboard(1, kind="columbiz") == []
        later = 10**12
        assert await service.due_timeouts(later) == [] == await service.due_reminders(later)
    finally:
        await store.close()


# --- through Discord ----------------------------------------------------------------------------


def tiny_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(out, format="PNG")
    return out.getvalue()


class GrabFrontend:
    kind = "grab"
    title = "columbiz.cmd"  # any catalog id will do for a test game's description
    name_id = "columbiz.name"
    rules_description = "cmd.board"
    help_description = "cmd.board"
    rules_id = "columbiz.rules.text"
    help_id = "columbiz.help.text"
    computer_levels: tuple[str, ...] = ()
    default_level = "normal"
    dynamic_items: tuple[type, ...] = ()

    def group_commands(self, table):
        async def new(interaction: discord.Interaction, seats: int = 2) -> None:
            await table.run(interaction, "new", lambda: table.open_lobby(
                interaction, self.kind, seats=seats, options={"pile": 5}))

        return [app_commands.Command(name="new", description="open", callback=new)]

    def top_level_commands(self, table):
        async def take_some(interaction: discord.Interaction, n: int) -> None:
            async def body() -> None:
                table.require_permissions(interaction)
                result = await table.call(interaction, table.service.act(
                    interaction.channel_id, interaction.user.id, take(n), claim=True))
                await table.post_move(interaction, result)

            await table.run(interaction, "take", body)

        command = app_commands.Command(name="take", description="take", callback=take_some)
        command.guild_only = True
        return [command]

    async def on_button(self, table, interaction, name, game, rev, **data):
        raise AssertionError("Grab has no buttons")

    def render_move(self, game, events, turn_events):
        return tiny_png()

    def render_board(self, game):
        return tiny_png()

    def render_scorepad(self, game):
        return tiny_png()

    def describe_move(self, result, locale):
        [event] = result.events
        return f"seat {event['seat']} took {event['took']}, {event['left']} left", None

    def describe_start(self, start, locale):
        return "Grab! Anyone may take now.", None

    def describe_computer_turn(self, result, locale):
        raise AssertionError("Grab has no computer players")

    def history_text(self, history, locale):
        return "\n".join(str(m.events) for m in history.moves)

    def turn_shown(self, game):
        return None

    def status(self, game, locale):
        return "over" if game.state.left == 0 else f"{game.state.left} left"

    def scores(self, game, locale):
        return ", ".join(f"{s.name} {game.state.taken[s.seat]}" for s in game.seats)

    def standings_text(self, game, locale):
        return self.scores(game, locale)

    def winners_text(self, game, locale):
        return ", ".join(s.name for s in game.seats if s.seat in GRAB.winners(game.state))

    def options_text(self, options, seats, locale):
        return f"pile {options.get('pile')}"

    def idle_clock(self, options):
        return False

    def picture_gap(self, game):
        return 0

    def turn_view(self, game, locale):
        return None


@pytest.fixture
async def simcord_bot(settings, bots, seeds, monkeypatch):
    monkeypatch.setitem(games.GAMES, GRAB.kind, GRAB)
    everyone = games.frontends
    monkeypatch.setattr(games, "frontends", lambda: {**everyone(), "grab": GrabFrontend()})
    made = create_bot(settings, seed_source=seeds)
    bots.append(made)
    yield made
    for each in bots:
        await each.close_service()


async def test_every_seat_may_act_in_any_order_through_discord(world):
    lobby = await world.alice.slash(world.channel, "grab new", seats=2)
    await world.bob.click(lobby.response, label="Join")
    game = await world.game()
    assert game.kind == "grab" and game.actors == {0, 1}
    before = len(world.public())
    # Bob twice, then Alice: nobody waits for a turn
    for member, n in ((world.bob, 2), (world.bob, 1), (world.alice, 1)):
        answer = await member.slash(world.channel, "take", n=n)
        assert not answer.ephemeral, answer.response.content
    refused = await world.carol.slash(world.channel, "take", n=1)
    assert refused.ephemeral  # not in the game: told privately, nothing moves
    posts = world.public()[before:]
    assert [p.content for p in posts] == [
        "seat 1 took 2, 3 left", "seat 1 took 1, 2 left", "seat 0 took 1, 1 left"]
    assert all(world.stored(p).ping_user_ids == [] for p in posts)  # no turn notices
    await world.alice.slash(world.channel, "take", n=1)
    done = await world.service.get_by_id(game.id)
    assert done.status == "finished" and [s.total for s in done.seats] == [2, 3]
    board = await world.alice.slash(world.channel, "columbiz standings")
    assert board.ephemeral
    # each game's leaderboard counts its own games only
    grab = await world.alice.slash(world.channel, "grab leaderboard")
    assert "Bob" in grab.response.content
    columbiz = await world.alice.slash(world.channel, "columbiz leaderboard")
    assert "Bob" not in columbiz.response.content


def test_two_games_with_a_move_of_the_same_name_are_refused_naming_both(settings, monkeypatch):
    """Discord has one namespace for every game's commands: a game whose move is named like
    another game's is refused when the bot is made, with both games named, not halfway through
    installing them."""
    from bot.front import CommandClash

    class Clashing(GrabFrontend):
        def top_level_commands(self, table):
            async def roll(interaction: discord.Interaction) -> None: ...

            return [app_commands.Command(name="roll", description="roll", callback=roll)]

    monkeypatch.setitem(games.GAMES, GRAB.kind, GRAB)
    everyone = games.frontends
    monkeypatch.setattr(games, "frontends", lambda: {**everyone(), "grab": Clashing()})
    with pytest.raises(CommandClash, match=r"/roll is a command of both columbiz and grab"):
        create_bot(settings)
