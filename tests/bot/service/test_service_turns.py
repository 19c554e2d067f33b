"""Acting in a turn: who may act, stale buttons, die toggles, rule errors passing through."""

from __future__ import annotations

import random

import pytest
from service_play import open_game, play_to_end

from bot.games.columbiz import moves as cz
from bot.service import ServiceError, Stale
from engine import columbiz


async def started(service, channel=20, players=2, **kw):
    users = await open_game(service, channel, players, **kw)
    game = await service.get(channel)
    current = game.current_seat_info().user_id
    others = [u for u in users if u != current]
    return game, current, others


async def test_only_the_current_player_acts(service):
    game, current, others = await started(service, players=3)
    for user in others:
        with pytest.raises(ServiceError) as wait:
            await cz.roll(service, 20, user)
        assert wait.value.code == "not_your_turn"
        assert wait.value.details["current_user_id"] == current
        assert wait.value.details["current_name"] == f"p{current}"
    with pytest.raises(ServiceError) as stranger:
        await cz.roll(service, 20, 999)
    assert stranger.value.code == "not_in_game"
    assert await service.moves(game.id) == []


async def test_moves_in_a_lobby_are_refused(service):
    await service.new_game(
        kind="columbiz", guild_id=1, channel_id=21, creator_id=1, creator_name="a")
    for call in (
        cz.roll(service, 21, 1), cz.keep(service, 21, 1, ()), cz.toggle_die(service, 21, 1, 0),
        cz.place(service, 21, 1, ["1"]),
    ):
        with pytest.raises(ServiceError) as lobby:
            await call
        assert lobby.value.code == "game_not_active"


async def test_a_stale_button_is_refused(service):
    game, current, _ = await started(service)
    result = await cz.roll(service, 20, current, rev=game.rev)
    assert result.game.rev == game.rev + 1
    with pytest.raises(Stale) as stale:
        await cz.roll(service, 20, current, rev=game.rev)
    assert stale.value.code == "stale"  # the refusal the user reads
    assert stale.value.details["rev"] == game.rev
    assert stale.value.details["current"] == game.rev + 1
    assert len(await service.moves(game.id)) == 1


async def test_a_button_of_an_earlier_game_in_the_channel_is_stale(service):
    old, _, _ = await started(service)
    await play_to_end(service, 20, random.Random(5))
    new, current, _ = await started(service, first_user=300)
    assert new.id != old.id
    with pytest.raises(Stale) as stale:
        await cz.roll(service, 20, current, rev=new.rev, game_id=old.id)
    assert stale.value.code == "stale" and stale.value.details["current_game_id"] == new.id
    rolled = await cz.roll(service, 20, current, rev=new.rev, game_id=new.id)
    assert rolled.game.rev == new.rev + 1


async def test_toggle_die_keeps_and_releases_per_face(service):
    """C6 by buttons: within a face the first k dice are the kept ones."""
    game, current, _ = await started(service)
    rolled = await cz.roll(service, 20, current)
    dice = rolled.game.state.dice
    face = max(set(dice), key=dice.count)
    first = dice.index(face)
    n = dice.count(face)
    # pressing any die of that face keeps one more of that face
    res = await cz.toggle_die(service, 20, current, first + n - 1)
    assert res.game.state.kept == (face,)
    assert res.events == (columbiz.Kept(current_seat(res), (face,)),)
    if n > 1:
        res = await cz.toggle_die(service, 20, current, first + n - 1)
        assert res.game.state.kept == (face, face)
    # pressing a kept die (the first of the face) releases one
    res = await cz.toggle_die(service, 20, current, first)
    assert res.game.state.kept.count(face) == (1 if n > 1 else 0)
    # another face is untouched
    other = next((i for i, d in enumerate(dice) if d != face), None)
    if other is not None:
        res2 = await cz.toggle_die(service, 20, current, other)
        assert res2.game.state.kept == tuple(sorted(res.game.state.kept + (dice[other],)))
    for bad in (-1, len(dice), 8, "2"):
        with pytest.raises(ServiceError) as wrong:
            await cz.toggle_die(service, 20, current, bad)
        assert wrong.value.code == "bad_dice_index"
        assert wrong.value.details["dice"] == len(dice)


def current_seat(result):
    return result.before.current


async def test_toggle_before_rolling_is_not_rolled(service):
    _, current, _ = await started(service)
    with pytest.raises(columbiz.RuleError) as err:
        await cz.toggle_die(service, 20, current, 0)
    assert err.value.code == "not_rolled"


async def test_locked_keeps_refuse_releasing_a_die_kept_at_the_roll(service):
    """C6 option locked_keeps: a die kept when the others were rolled stays kept for the turn."""
    _, current, _ = await started(service, options={"locked_keeps": True})
    rolled = await cz.roll(service, 20, current)
    await cz.toggle_die(service, 20, current, 0)
    again = await cz.roll(service, 20, current)
    if again.game.state.turn != rolled.game.state.turn:
        pytest.skip("the turn ended early")
    kept = again.game.state.kept
    index = again.game.state.dice.index(kept[0])
    with pytest.raises(columbiz.RuleError) as err:
        await cz.toggle_die(service, 20, current, index)
    assert err.value.code == "bad_keep" and err.value.details["locked"] is True
    assert rolled.game.state.rolls == 1 and again.game.state.rolls == 2


async def test_locked_keeps_a_mis_clicked_die_can_be_released_before_rolling(service):
    """C6 option locked_keeps: a die is locked by rolling the others, so until the next roll a
    die button can be clicked again to let the die go."""
    _, current, _ = await started(service, options={"locked_keeps": True})
    await cz.roll(service, 20, current)
    kept = await cz.toggle_die(service, 20, current, 0)
    assert len(kept.game.state.kept) == 1
    released = await cz.toggle_die(service, 20, current, 0)
    assert released.game.state.kept == () and released.game.state.rolls == 1
    # the same after a re-roll: the die kept at that roll stays, one kept since can go again
    await cz.toggle_die(service, 20, current, 0)
    again = await cz.roll(service, 20, current)
    state = again.game.state
    if state.rolls != 2 or again.game.current_seat_info().user_id != current:
        pytest.skip("the turn ended early")
    locked = state.kept
    free = next(i for i, face in enumerate(state.dice)
                if state.dice[:i].count(face) >= locked.count(face))  # a die not kept yet
    more = await cz.toggle_die(service, 20, current, free)
    assert len(more.game.state.kept) == len(locked) + 1
    back = await cz.toggle_die(service, 20, current, free)
    assert back.game.state.kept == locked


async def test_no_toggling_after_the_third_roll(service):
    """C6: keeping after the 3rd roll is refused, with or without locked_keeps."""
    _, current, _ = await started(service)
    for _ in range(3):
        result = await cz.roll(service, 20, current)
        if result.game.current_seat_info().user_id != current:
            pytest.skip("the third roll allowed no placement (C9): the turn passed")
    with pytest.raises(columbiz.RuleError) as err:
        await cz.toggle_die(service, 20, current, 0)
    assert err.value.code == "no_rolls_left"
    with pytest.raises(columbiz.RuleError) as typed:
        await cz.keep(service, 20, current, ())
    assert typed.value.code == "no_rolls_left"


async def test_rule_errors_pass_through_unchanged(service):
    game, current, _ = await started(service)
    with pytest.raises(columbiz.RuleError) as not_rolled:
        await cz.place(service, 20, current, ["1"])
    assert not_rolled.value.code == "not_rolled"
    result = await cz.roll(service, 20, current)
    dice = result.game.state.dice
    missing = next(f for f in range(1, 7) if dice.count(f) < 6)
    cell = str(missing) * (dice.count(missing) + 1)
    with pytest.raises(columbiz.RuleError) as short:
        await cz.place(service, 20, current, [cell])
    assert short.value.code == "dice_short"
    assert short.value.details["need"] == dice.count(missing) + 1
    assert short.value.details["have"] == dice.count(missing)
    with pytest.raises(columbiz.RuleError) as bad_cell:
        await cz.place(service, 20, current, ["77"])
    assert bad_cell.value.code == "bad_cell"
    with pytest.raises(columbiz.RuleError) as bad_keep:
        await cz.keep(service, 20, current, (7,))
    assert bad_keep.value.code == "bad_keep"
    # nothing of it was written
    assert [m.seq for m in await service.moves(game.id)] == [1]
    assert (await service.get(20)).rev == result.game.rev


async def test_a_finished_game_takes_no_moves(service):
    _, current, _ = await started(service)
    result = await play_to_end(service, 20, random.Random(2))
    with pytest.raises(ServiceError) as gone:
        await cz.roll(service, 20, current)
    assert gone.value.code == "no_game"
    assert result.game.current_seat_info() is None


async def test_move_result_carries_the_state_before(service):
    game, current, _ = await started(service)
    result = await cz.roll(service, 20, current)
    assert result.before == game.state
    assert result.game.state == (await service.get(20)).state
    assert isinstance(result.events[0], columbiz.Rolled)
