"""The autocomplete lists and the group split behind both games' move orders are computed by
fast paths (memoized per board, built without throw-away objects); here they are compared with
the plain implementations they replaced, kept below as the spec, over a few hundred positions of
seeded random playouts with 2-4 players and mixed options: the results must be exactly equal,
order included.

Columbiz: `legal_placements` (C7, C8: every legal set once; C10 captures; C11 line points in the
best order; C14 capture points) and `BestOrders.groups` (C10, C11: which placed pieces can
affect each other's points). IceTowers: `legal_moves` (I5-I7 the moves, I9 no repeated
position, I11 the score change, I2 control)."""

from __future__ import annotations

import dataclasses
import gc
import json
import random
from typing import Any

import pytest

from engine import columbiz, icetowers
from engine.columbiz import moves
from engine.columbiz.cells import BETWEEN, CELL_NAMES
from engine.columbiz.playout import random_keep, random_placement, random_roll
from engine.columbiz.scoring import capture_points, line_runs
from engine.icetowers.changes import change_of, towers_after
from engine.icetowers.legal import Legal, candidates
from engine.icetowers.playout import random_action
from engine.icetowers.state import evolve
from engine.icetowers.towers import Tower

# --- the plain Columbiz implementation (the spec) ---------------------------------------------


def plain_groups(board: Any, seat: int, cells: tuple[int, ...]) -> list[tuple[int, ...]]:
    """C10, C11: cells interact if they share a column or lie on one axis with only own pieces
    or other cells of the set between them; groups in the order of their first cell."""
    group = list(range(len(cells)))

    def root(i: int) -> int:
        while group[i] != i:
            i = group[i]
        return i

    for i, a in enumerate(cells):
        row = BETWEEN[a]
        for j in range(i + 1, len(cells)):
            b = cells[j]
            between = row[b]
            if between is None:
                continue
            if a // 6 == b // 6 or all(board[c] == seat or c in cells for c in between):
                group[root(j)] = root(i)
    out: dict[int, list[int]] = {}
    for i, c in enumerate(cells):
        out.setdefault(root(i), []).append(c)
    return [tuple(g) for g in out.values()]


def plain_group_order(board: Any, seat: int, increase: bool, group: tuple[int, ...],
                      later_last: bool) -> tuple[int, tuple[int, ...]]:
    """C10, C11: the best order of a group, walking its subsets, each on a fresh board."""
    if len(group) == 1:
        work = list(board)
        work[group[0]] = seat
        return plain_line_points(work, group[0], seat, increase), group
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for mask in range(1, 1 << len(group)):
        work = list(board)
        for i, cell in enumerate(group):
            if mask >> i & 1:
                moves.place(work, cell, seat)
        for i, cell in enumerate(group):
            if not mask >> i & 1:
                continue
            before = best.get(mask ^ (1 << i))
            if before is None:
                continue
            if board[cell] != columbiz.EMPTY and not any(
                c // 6 == cell // 6 and c > cell for c in before[1]
            ):
                continue
            points = before[0] + plain_line_points(work, cell, seat, increase)
            known = best.get(mask)
            if known is None or points > known[0] or (later_last and points == known[0]):
                best[mask] = (points, before[1] + (cell,))
    return best[(1 << len(group)) - 1]


def plain_line_points(board: Any, cell: int, seat: int, increase: bool) -> int:
    return sum(run[2] for run in line_runs(board, cell, seat, increase))


def plain_listing_order(orders: moves.BestOrders, cells: tuple[int, ...]
                        ) -> tuple[int, tuple[int, ...]]:
    points, order = 0, []
    for group in plain_groups(orders.board, orders.seat, cells):
        p, best = plain_group_order(orders.board, orders.seat, orders.increase, group, False)
        points += p
        order.extend(best)
    return points, tuple(order)


def plain_legal_placements(state: columbiz.State) -> list[columbiz.Placement]:
    """legal_placements as it was: each set of `placement_sets` reported on its own."""
    orders = moves.BestOrders(state.board, state.current, state.config.options.line_increase)
    placements = []
    for cells in columbiz.placement_sets(state):
        line_points, order = plain_listing_order(orders, cells)
        victims: dict[str, int] = {}
        for cell in cells:
            for owner, b in moves.captures(state.board, cell, state.current):
                victims[CELL_NAMES[b]] = owner
        had = state.captured[state.current]
        placements.append(columbiz.Placement(
            cells=tuple(CELL_NAMES[c] for c in order),
            captures=tuple((owner, name) for name, owner in victims.items()),
            line_points=line_points,
            capture_points=capture_points(had + len(victims)) - capture_points(had),
        ))
    placements.sort(key=lambda p: (-p.points, -len(p.cells), p.cells))
    return placements


def columbiz_positions(games: int, seed: int) -> list[columbiz.State]:
    """Every state of seeded random games where the player to move may place (C7-C9)."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        players = rng.choice((2, 3, 4))
        options = columbiz.Options(
            max_pieces_4p=rng.choice((3, 4)), locked_keeps=rng.random() < 0.3,
            line_scoring=rng.choice(("each_placement", "increase")),
        )
        state = columbiz.new_game(columbiz.GameConfig(players, rng.randrange(players), options))
        while not state.over:
            if state.rolls == 0 or (state.rolls < columbiz.MAX_ROLLS and (
                    not columbiz.can_place(state) or rng.random() < 0.4)):
                if state.rolls and rng.random() < 0.7:
                    state, _ = columbiz.apply(state, random_keep(state, rng))
                action = random_roll(state, rng)
            else:
                out.append(state)
                action = random_placement(state, rng)
            state, _ = columbiz.apply(state, action)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_c7_c15_legal_placements_equal_the_plain_listing(seed):
    positions = columbiz_positions(8, seed)
    assert len(positions) > 100
    listed = 0
    for state in positions:
        fast = columbiz.legal_placements(state)
        assert fast == plain_legal_placements(state)
        listed += len(fast)
    assert listed > 1000  # the positions are not all trivial


def test_the_listings_leave_no_garbage_for_the_cycle_collector():
    """They run on the bot's event loop: nothing they build may outlive the call in a reference
    cycle (a recursive closure would), which only a collector pass frees."""
    placing = columbiz_positions(2, 9)
    moving = icetowers_positions(2, 9)
    gc.collect()
    gc.disable()
    try:
        for state in placing:
            columbiz.legal_placements(state)
            columbiz.placement_sets(state)  # the computer players' list
        for towers in moving:
            for seat in range(towers.players):
                icetowers.legal_moves(towers, seat)
        assert gc.collect() == 0
    finally:
        gc.enable()


@pytest.mark.parametrize("seed", [4, 5])
def test_c10_c11_groups_equal_the_plain_split_for_every_set(seed):
    """The split also decides the computer players' order (`players_order`): every seat's view
    of the board, with the dice of the position."""
    for state in columbiz_positions(6, seed):
        counts = moves.dice_counts(state.dice)
        for seat in range(state.players):
            orders = moves.BestOrders(state.board, seat, state.config.options.line_increase)
            for cells in moves.placement_sets(state.board, seat, counts, 4):
                plain = plain_groups(state.board, seat, cells)
                assert orders.groups(cells) == plain
                assert orders.listing_order(cells) == plain_listing_order(orders, cells)
                # legal_placements follows the split as it adds the set's columns left to right
                groups: tuple[tuple[int, ...], ...] = ()
                for face in range(6):
                    choice = tuple(c for c in cells if c // 6 == face)
                    if choice:
                        done = tuple(c for c in cells if c // 6 < face)
                        groups = orders.add_choice(groups, done, choice)
                assert list(groups) == plain


def test_c10_c11_a_run_through_a_filled_cell_joins_the_group():
    """Cells 1-row and 3-row of one row: they interact only when the set also fills 2-row."""
    board = [columbiz.EMPTY] * 36
    orders = moves.BestOrders(board, 0, False)
    a, b, c = (columbiz.cell_index(f, 1) for f in (1, 2, 3))
    assert orders.groups((a, c)) == [(a,), (c,)]
    assert orders.groups((a, b, c)) == [(a, b, c)]
    board[b] = 0  # own piece between: always one run
    assert moves.BestOrders(board, 0, False).groups((a, c)) == [(a, c)]


def test_c2_saved_states_read_back_equal_whatever_form_the_cell_names_take():
    """state_from_json looks the C2 short forms up in a table before `parse_cell`: a stored
    board reads back equal, and so does one written in the other C2 forms ("5x3", "5-3")."""
    for state in columbiz_positions(4, 6):
        data = json.loads(json.dumps(columbiz.state_to_json(state)))
        assert columbiz.state_from_json(data) == state
        for sep in ("x", "-", " : "):
            board = {f"{c // 6 + 1}{sep}{c % 6 + 1}": data["board"][CELL_NAMES[c]]
                     for c in range(36) if CELL_NAMES[c] in data["board"]}
            assert columbiz.state_from_json({**data, "board": board}) == state
        with pytest.raises(columbiz.RuleError) as bad:
            columbiz.state_from_json({**data, "board": {"7": 0}})
        assert bad.value.code == "bad_state"


# --- the plain IceTowers listing (the spec) ----------------------------------------------------


def plain_legal_moves(state: icetowers.State, seat: int) -> list[Legal]:
    """Every candidate move (I5-I7) applied through `change_of`, kept unless its position was
    seen (I9), with the control and score changes the change reports."""
    if state.over or (state.options.turns and seat != state.current):
        return []
    index: dict[int, Tower] = {t.number: t for t in state.towers}
    out = []
    for action in candidates(state, seat):
        change = change_of(state, action, index)
        if change.position not in state.seen:
            out.append(Legal(action, change.control(), change.score_change(state.players)))
    return out


def icetowers_positions(games: int, seed: int) -> list[icetowers.State]:
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        players = rng.choice((2, 3, 4))
        options = icetowers.Options(stash=rng.randint(1, 5), mode=rng.choice(icetowers.MODES),
                                    free_mining=rng.random() < 0.3)
        state = icetowers.new_game(icetowers.GameConfig(players, rng.randrange(players), options))
        while not state.over:
            out.append(state)
            state, _ = icetowers.apply(state, random_action(state, rng))
        out.append(state)
    return out


@pytest.mark.parametrize("seed", [1, 3, 4])  # seeds whose games offer a split (I7) too
def test_i5_i12_legal_moves_equal_the_plain_listing(seed):
    positions = icetowers_positions(10, seed)
    assert len(positions) > 100
    kinds: set[type] = set()
    for state in positions:
        for seat in range(state.players):
            fast = icetowers.legal_moves(state, seat)
            assert fast == plain_legal_moves(state, seat)
            if not state.over and (not state.options.turns or seat == state.current):
                assert icetowers.can_move(state, seat) == bool(fast)  # I10, I12
            kinds.update(type(m.action) for m in fast)
    assert kinds == {icetowers.Cap, icetowers.Mine, icetowers.Split}


def plain_towers_after(state: icetowers.State, change: Any) -> tuple[Tower, ...]:
    """Every tower walked: a changed one (same number) replaced, a gone one dropped, new
    numbers last."""
    new = {t.number: t for t in change.new}
    out = []
    for tower in state.towers:
        if tower.number in new:
            out.append(new.pop(tower.number))
        elif tower.number not in change.gone:
            out.append(tower)
    return (*out, *sorted(new.values()))


@pytest.mark.parametrize("seed", [1, 3])
def test_i5_i7_towers_after_every_candidate_move_equal_the_plain_walk(seed):
    """What `apply` makes of the towers (I3 numbers, I5-I7 the moves), for every move the rules
    of its kind allow, I9 aside."""
    for state in icetowers_positions(4, seed):
        for seat in range(state.players):
            for action in candidates(state, seat):
                change = change_of(state, action)
                assert towers_after(state, change) == plain_towers_after(state, change)


def test_i3_saved_states_read_back_equal():
    """state_from_json, read at every interaction, builds the towers in number order (I3)."""
    for state in icetowers_positions(4, 2):
        data = json.loads(json.dumps(icetowers.state_to_json(state)))
        assert icetowers.state_from_json(data) == state
        shuffled = dict(reversed(list(data["towers"].items())))
        assert icetowers.state_from_json({**data, "towers": shuffled}) == state


def test_i9_i12_apply_builds_states_as_dataclasses_replace_would():
    """apply's new states (I9 seen positions, I10 done, I12 passes and turn) come from
    `evolve`, which must equal dataclasses.replace field for field."""
    fields = [f.name for f in dataclasses.fields(icetowers.State)]
    rng = random.Random(7)
    for state in icetowers_positions(2, 5):
        donor = icetowers.new_game(icetowers.GameConfig(4, 3, icetowers.Options(mode="turns")))
        changes = {name: getattr(donor, name) for name in rng.sample(fields, rng.randint(0, 4))}
        assert evolve(state, **changes) == dataclasses.replace(state, **changes)
    with pytest.raises(TypeError):
        evolve(state, colour=1)
