"""A game as the service hands it out (GameSnapshot) is its own type: the stored record's
columns, with `state` the rules' value instead of its JSON."""

from dataclasses import fields

from service_play import open_game

from bot.games import get_rules
from bot.service import GameSnapshot
from bot.service.repository import committed
from bot.store import GameRow


def test_a_snapshot_has_every_column_of_the_stored_record():
    assert [f.name for f in fields(GameSnapshot)] == [f.name for f in fields(GameRow)]


async def test_a_loaded_game_carries_its_rules_state_not_its_json(service):
    await open_game(service, 20, 2)
    game = await service.get(20)
    assert isinstance(game, GameSnapshot) and not isinstance(game, GameRow)
    rules = get_rules(game.kind)
    row = await service.store.game(game.id)
    assert isinstance(row.state, dict)
    assert rules.state_to_json(game.state) == row.state


# --- the game as a commit leaves it (bot.service.repository.committed) ----------------------


def plainly_committed(game, change, state=None):
    """`committed` as it was written first: every seat copied, the game twice."""
    from dataclasses import replace

    game = replace(game, rev=game.rev + 1 if change.bump else game.rev,
                   writes=game.writes + 1,  # every commit is one write of the row
                   **{col: value for col, value in change.fields.items() if col != "state"})
    seats = game.seats if change.seats is None else change.seats
    done = {seat: (total, won) for seat, total, won in change.results}
    seats = tuple(
        replace(s, **change.seat_fields.get(s.seat, {})) if s.seat not in done else
        replace(s, **change.seat_fields.get(s.seat, {}), total=done[s.seat][0],
                winner=done[s.seat][1])
        for s in seats)
    return replace(game, seats=seats, state=game.state if state is None else state)


def changes(game):
    """Changes of every shape a commit makes: a move, a keep_rev note, seats written, results,
    a new seating, and all of it at once."""
    from dataclasses import replace

    from bot.store import Change

    seat = game.seats[0]
    yield Change(game.id, game.rev).set(last_seq=game.last_seq + 1, updated_at=5.0)
    yield Change(game.id, game.rev).keep_rev().set(reminded_at=4.0)
    yield Change(game.id, game.rev).update_seats({seat.seat: {"away": True, "missed_turns": 2}})
    yield Change(game.id, game.rev).set(status="finished").record_results(
        [(s.seat, 10 + s.seat, s.seat == 0) for s in game.seats])
    yield Change(game.id, game.rev).reseat([replace(seat, name="Zed")])
    yield (Change(game.id, game.rev).set(status="finished", finished_at=9.0)
           .update_seats({seat.seat: {"away": False}}).record_results([(seat.seat, 3, True)]))


async def test_a_committed_game_is_the_plain_copy_and_keeps_the_seats_it_does_not_write(
        service):
    """Column for column the game the plain copy makes (its state replaced or kept), and a
    seat the change does not write is the very row it was: no copy."""
    await open_game(service, 21, 3)
    game = await service.get(21)
    moved = object()  # a state the change moved the game to
    for change in changes(game):
        for state in (None, moved):
            fast = committed(game, change, state)
            assert fast == plainly_committed(game, change, state), change
            written = set(change.seat_fields) | {seat for seat, _, _ in change.results}
            if change.seats is None:
                for before, after in zip(game.seats, fast.seats, strict=True):
                    assert (after is before) == (before.seat not in written), change
