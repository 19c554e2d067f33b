"""The audit: a game's stored move log replayed from its seed and setup, and compared with what
is stored (dice, seats, events, state, results), optionally with every computer decision decided
again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games import get_rules
from bot.service.computers import carry_out, jsonable
from bot.service.dice import computer_seed, move_rng
from bot.service.models import SOURCES
from bot.store import MoveRow, Store


async def audit_game(
    store: Store, game_id: int, *, computer_decisions: bool = False
) -> list[str]:
    """Replay a game's move log from its seed and setup, and compare with what is stored.

    Checks: the seq numbers run 1..n; the start (C5 roll-off) and every rolled value are those the
    seed gives; each move was made by the seat whose turn it was, in the turn recorded, by that
    seat's player (source "player", "clock", "away": a person's seat; "computer": a computer
    seat); the
    engine accepts every action and gives the recorded events; the final state equals the stored
    state; the status and the seats' totals and winner flags agree with it. With
    `computer_decisions`, each computer decision is also decided again from its seed and must
    give the same decision and moves (this ties old games to the policies of this build).
    Returns the problems found (empty: the game is sound)."""
    row = await store.game(game_id)
    if row is None:
        return [f"game {game_id}: not found"]
    rules = get_rules(row.kind)
    moves = await store.moves(game_id)
    problems: list[str] = []

    def problem(text: str) -> None:
        problems.append(f"game {game_id}: {text}")

    if [m.seq for m in moves] != list(range(1, len(moves) + 1)):
        problem("move seq numbers are not 1..n")
    if row.last_seq != len(moves):
        problem(f"last_seq {row.last_seq} but {len(moves)} moves")
    if row.setup is None:
        if moves or row.state is not None:
            problem("moves or a state without a start")
        return problems
    players = len(row.seats)
    if row.setup != rules.setup(players, row.options, move_rng(row.seed, 0)):
        problem("the start (roll-off) is not the one the seed gives")
    state = rules.initial_state(players, row.options, row.setup)
    seats = {s.seat: s for s in row.seats}
    planned: list[tuple[int, dict]] = []  # a decision decided again: its moves still to come
    for m in moves:
        action = rules.action_from_json(m.action)
        if not rules.chance_ok(state, action, move_rng(row.seed, m.seq)):
            problem(f"move {m.seq}: dice are not the ones the seed gives")
        _audit_maker(rules, state, m, seats, problem)
        if computer_decisions and m.source in ("computer", "clock", "away"):
            planned = _audit_decision(rules, row.seed, state, m, planned, problem)
        try:
            state, events = rules.apply(state, action)
        except Exception as err:  # the game's own rule error (engine.RuleError for Columbiz)
            problem(f"move {m.seq}: refused on replay ({getattr(err, 'code', err)!r})")
            return problems
        if [rules.event_to_json(e) for e in events] != m.events:
            problem(f"move {m.seq}: events differ on replay")
    _audit_end(rules, state, row, len(moves), problem)
    return problems


def _audit_maker(rules: Any, state: Any, m: MoveRow, seats: dict[int, Any],
                 problem: Callable[[str], None]) -> None:
    """Check who made move `m` on `state`: a seat allowed to act, in the turn recorded, by that
    seat's player, from a source that fits the seat (a person's or a computer's)."""
    seat = m.seat if m.seat in rules.actors(state) else rules.current_seat(state)
    if m.turn != rules.turn_number(state) or m.seat != seat:
        problem(f"move {m.seq}: recorded turn/seat {m.turn}/{m.seat}")
    owner = seats.get(seat)
    if m.source not in SOURCES:
        problem(f"move {m.seq}: unknown source {m.source!r}")
    elif owner is None or m.user_id != owner.user_id:
        problem(f"move {m.seq}: made by user {m.user_id}, not seat {seat}'s player")
    elif (m.source == "computer") != (owner.computer_level is not None):
        kind = owner.computer_level or "person"
        problem(f"move {m.seq}: source {m.source} in seat {seat} ({kind})")


def _audit_end(rules: Any, state: Any, row: Any, moves: int,
               problem: Callable[[str], None]) -> None:
    """Check the replayed `state` against the stored game `row` (`moves` moves long): its
    state, its count of actions, its status, and each seat's total and winner flag."""
    if rules.state_to_json(state) != row.state:
        problem("replayed state differs from the stored state")
    if rules.move_count(state) != moves:
        problem("the state counts a different number of actions")
    over = rules.is_over(state)
    if over != (row.status == "finished"):
        problem(f"status {row.status} but the game is {'over' if over else 'not over'}")
    if over:
        totals, winners = rules.totals(state), set(rules.winners(state))
        for s in row.seats:
            if s.total != totals[s.seat] or s.winner != (s.seat in winners):
                problem(f"seat {s.seat}: record {s.total}/{s.winner} differs from the state")


def _audit_decision(
    rules: Any,
    seed: str,
    state: Any,
    m: MoveRow,
    planned: list[tuple[int, dict]],
    problem: Callable[[str], None],
) -> list[tuple[int, dict]]:
    """Check a computer move against its decision decided again (see audit_game)."""
    note = m.note or {}
    if note.get("first") == m.seq:
        try:
            if note.get("reason") == "fallback":  # the level's own decision had been refused
                decision = rules.fallback_decision(state, m.seat)
            else:
                decision = rules.computer_decision(state, m.seat, note["level"],
                                                   computer_seed(seed, m.seq))
        except Exception as err:
            problem(f"move {m.seq}: deciding again failed ({err!r})")
            return []
        if [decision.kind, jsonable(decision.values), decision.reason] != [
            note.get("kind"), note.get("values"), note.get("reason")
        ]:
            problem(f"move {m.seq}: the {note.get('level')} decision is not the one its seed gives")
            return []
        planned = [
            (seq, rules.action_to_json(action))
            for seq, action, _, _ in carry_out(rules, seed, state, decision, m.seq, m.seat)
        ]
    if not planned or planned[0] != (m.seq, m.action):
        problem(f"move {m.seq}: not a move of the recorded computer decision")
        return []
    return planned[1:]


async def audit_all(store: Store, *, computer_decisions: bool = False) -> dict[int, list[str]]:
    """`audit_game` over every stored game; only games with problems are listed."""
    found = {}
    for game_id in await store.game_ids():
        problems = await audit_game(store, game_id, computer_decisions=computer_decisions)
        if problems:
            found[game_id] = problems
    return found
