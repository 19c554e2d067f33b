"""Whole-number options: Discord is told each one's bounds (min_value, max_value), and the bot
checks them again, since a request may carry any number (a client of its own, an outdated one):
a number out of bounds is refused privately in the user's language and changes nothing; one too
big for the database is an unknown game, not "something went wrong"."""

from __future__ import annotations

import pytest
import simcord.interactions
from simcord.actors import _resolve_visible_command


def options_of(world, command: str, sub: str) -> dict[str, dict]:
    root = _resolve_visible_command(world.alice, world.channel.id, command, 1)
    leaf = next(o for o in root["options"] if o["name"] == sub)
    return {o["name"]: o for o in leaf.get("options", ())}


@pytest.fixture
def tampered(monkeypatch):
    """`tampered(name=value)`: the next interactions carry these option values instead of what
    the client picked, as Discord passes on what a request says."""
    values: dict[str, object] = {}
    real = simcord.interactions.base_payload

    def rewrite(options):
        for option in options or ():
            if option.get("name") in values and "value" in option:
                option["value"] = values[option["name"]]
            rewrite(option.get("options"))

    def payload(backend, **kwargs):
        record, data = real(backend, **kwargs)
        rewrite(data.get("data", {}).get("options"))
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return values.update


def test_discord_is_told_the_bounds_of_every_whole_number(world):
    turn = options_of(world, "columbiz", "new")["turn"]
    assert (turn["min_value"], turn["max_value"]) == (0, 30 * 86400)
    idle = options_of(world, "icetowers", "new")["idle"]
    assert (idle["min_value"], idle["max_value"]) == (60, 30 * 86400)
    for command in ("columbiz", "icetowers"):
        for sub in ("history", "replay"):
            game_id = options_of(world, command, sub)["game_id"]
            assert (game_id["min_value"], game_id["max_value"]) == (1, 2**53 - 1)


@pytest.mark.parametrize(("command", "option", "value", "said"), [
    ("columbiz new", "turn", 1, "The time limit must be from 1 minute to 30 days (not 1 second)."),
    ("columbiz new", "turn", 2**63, "The time limit must be from 1 minute to 30 days "
                                    "(not 9,223,372,036,854,775,808 seconds)."),
    ("icetowers new", "idle", 0, "The time limit must be from 1 minute to 30 days (not 0)."),
])
async def test_a_time_out_of_bounds_is_refused(world, tampered, command, option, value, said):
    tampered(**{option: value})
    result = await world.alice.slash(world.channel, command, **{option: 3600})
    assert result.ephemeral and result.response.content == said
    assert await world.game() is None and world.public() == []


async def test_a_refusal_in_the_users_language(world, tampered, clients):
    clients[world.alice.id] = "de"
    tampered(turn=1)
    result = await world.alice.slash(world.channel, "columbiz new", turn=3600)
    assert result.ephemeral and result.response.content == (
        "Das Zeitlimit muss mindestens 1 Minute und höchstens 30 Tage betragen (nicht 1 Sekunde).")


@pytest.mark.parametrize("sub", ["history", "replay"])
async def test_a_game_number_too_big_for_any_game_is_unknown(world, tampered, sub):
    tampered(game_id=2**63)
    result = await world.alice.slash(world.channel, f"columbiz {sub}", game_id=1)
    assert result.ephemeral and result.response.content == (
        f"There is no game #{2**63} on this server.")
