"""A game's own rule about its players' time reaches the generic move path through one hook,
`time_rule` on its rules (bot.games.base.TimeRule; IceTowers' I10 is one): the service sets the
game's deadline from it after every action and makes the actions it names, as moves of source
"idle", once that deadline passes. A game without the hook has none of this."""


from test_service_plugin import Race

from bot import games
from bot.service import audit_all


class Nudge:
    """A test rule: a player to move who has not acted for the game's time gets a roll of 6."""

    def applies(self, state):
        return state.current is not None

    def deadline(self, state, activity):
        return activity.last.get(state.current, activity.start) + activity.seconds

    def due(self, state, activity):
        return (state.current,) if self.deadline(state, activity) <= activity.now else ()

    def action(self, state, seat):
        return {"roll": 6}


class NudgedRace(Race):
    time_rule = Nudge()

    def chance_ok(self, before, action, rng):  # the rule's roll is not chance's
        return action == {"roll": 6} or super().chance_ok(before, action, rng)


def roll(rules, state, rng, seat):
    return {"roll": rng.randint(1, 6)}


async def race(service, clock, channel):
    await service.new_game(guild_id=1, channel_id=channel, creator_id=1, creator_name="a",
                           kind="race", seats=2, turn_seconds=60, options={"target": 30})
    game, start = await service.join(channel, 2, "b")
    assert start is not None
    return start.game


async def test_the_hook_sets_the_deadline_and_acts_for_the_idle_player(service, monkeypatch,
                                                                          clock):
    monkeypatch.setitem(games.GAMES, "race", NudgedRace())
    game = await race(service, clock, 93)
    first = game.current_seat_info()
    clock.advance(10)
    moved = (await service.act(93, first.user_id, roll)).game
    # the other player has not acted since the start: the rule acts at start + 60 s
    assert moved.deadline_at == game.started_at + 60
    assert await service.due_idle(clock.now) == []
    clock.advance(51)
    [due] = await service.due_idle(clock.now)
    result = await service.end_idle(due.id, clock.now)
    assert result is not None and result.idle == (moved.state.current,)
    last = (await service.moves(game.id))[-1]
    assert (last.source, last.seat, last.action) == ("idle", moved.state.current, {"roll": 6})
    assert await audit_all(service.store) == {}


async def test_a_game_without_the_hook_has_no_time_rule(service, monkeypatch, clock):
    monkeypatch.setitem(games.GAMES, "race", Race())
    game = await race(service, clock, 94)
    clock.advance(10)
    moved = (await service.act(94, game.current_seat_info().user_id, roll)).game
    assert moved.deadline_at == clock.now + 60  # the turn clock's, nothing else
    clock.advance(61)
    assert await service.due_idle(clock.now) == []
