"""Long and odd input: every string option declares how long it may be, a refusal echoes only a
short escaped excerpt of what was typed (even when a client ignores the limit), and input made
of separators only is refused rather than read as "keep none"."""

from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest
from simcord import OptionError

from bot.app import create_bot
from bot.errors import describe, reply_privately
from bot.games.columbiz.parsing import parse_cells, parse_dice
from bot.plain import clip
from bot.transformers import BadInput

# The string options of the two games' commands and the longest text each accepts (every other
# registered game's options declare a length too).
MAX_LENGTHS = {
    ("place", "cells"): 64,
    ("keep", "dice"): 32,
    ("columbiz new", "line_scoring"): 32,
    ("columbiz new", "language"): 32,
    ("columbiz notify", "mode"): 32,
    ("columbiz addbot", "level"): 32,
    ("icetowers addbot", "level"): 32,
    ("icetowers new", "mode"): 32,
    ("icetowers notify", "mode"): 32,
    ("icetowers new", "language"): 32,
    ("cap", "move"): 100,
    ("mine", "move"): 100,
    ("split", "move"): 100,
}
NO_DICE = "No dice were given, only separators. List the dice to keep, e.g. `555 33`, or `-` to " \
          "keep none."
NO_CELLS = "No cells were given, only separators. List the cells to place on, e.g. `555 33`."


def string_options(payloads) -> dict[tuple[str, str], dict]:
    """(command path, option name) -> the option's payload, for every string option."""
    found = {}

    def walk(node, path):
        for option in node.get("options") or []:
            if option["type"] in (1, 2):  # a subcommand or a group
                walk(option, f"{path} {option['name']}")
            elif option["type"] == 3:
                found[(path, option["name"])] = option

    for payload in payloads:
        walk(payload, payload["name"])
    return found


# --- unit ---------------------------------------------------------------------------------------


def test_every_string_option_declares_its_length(settings):
    bot = create_bot(settings)
    options = string_options(c.to_dict(bot.tree) for c in bot.tree.get_commands())
    assert {key: (options[key].get("min_length"), options[key].get("max_length"))
            for key in MAX_LENGTHS} == {key: (1, limit) for key, limit in MAX_LENGTHS.items()}
    assert all(o.get("min_length") == 1 and o.get("max_length") for o in options.values())
    # a choice's value fits its option
    for key, option in options.items():
        for choice in option.get("choices") or []:
            assert len(choice["value"]) <= option["max_length"], key


@pytest.mark.parametrize("typed", [",", " ; ", ",,;", "/ | +"])
def test_separators_alone_are_not_keep_none(typed):
    with pytest.raises(BadInput) as caught:
        parse_dice(typed)
    assert caught.value.code == "columbiz.input.dice_only_separators"
    with pytest.raises(BadInput) as caught:
        parse_cells(typed)
    assert caught.value.code == "columbiz.input.cells_only_separators"
    # only the none-words keep none; nothing at all is another refusal
    assert [parse_dice(w) for w in ("-", "0", "none", "nothing", "no", " None ")] == [()] * 6
    with pytest.raises(BadInput) as caught:
        parse_cells("  ")
    assert caught.value.code == "columbiz.input.cells_empty"


async def _refusal(error) -> str:
    _, content = await describe(SimpleNamespace(locale=None, extras={}, command=None), error)
    return content


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (BadInput("columbiz.input.die_bad", token="x" * 5000),
         f"'{'x' * 20}…' is not a die: dice show 1 to 6."),
        (BadInput("columbiz.input.cell_unknown", token="`5`"),
         "'\\`5\\`' is not a cell. Write the dice it costs, like `555`, or face x row, like "
         "`5x3`."),
        (BadInput("columbiz.input.cell_mixed", token="@everyone<@1>"),
         "'@\u200beveryone\\<@1\\>': a cell is paid with dice of one face, like `555` or `33`."),
        (BadInput("columbiz.input.die_bad", token="<t:0:R>**a**"),
         "'\\<t:0:R\\>\\*\\*a\\*\\*' is not a die: dice show 1 to 6."),
        (BadInput("columbiz.input.cell_too_high", token="1" * 300, count=300),
         f"'{'1' * 20}…': no cell costs 300 dice; the top row costs six (like `666666`)."),
    ],
)
async def test_a_refusal_echoes_a_short_escaped_excerpt(error, expected):
    assert await _refusal(error) == expected


async def test_choice_values_a_client_made_up_are_cut_too():
    from bot.service import ServiceError

    level = await _refusal(ServiceError("unknown_level", level="`" + "z" * 500,
                                        levels=["easy", "hard"]))
    assert level == f"'\\`{'z' * 19}…' is not a level: choose easy or hard."
    mode = await _refusal(ServiceError("bad_notify", mode="# " + "m" * 900,
                                       modes=["mention", "dm"]))
    assert mode == (f"'\\# {'m' * 18}…' is not a way to be told: choose a mention in the channel "
                    "or a direct message.")


async def test_a_private_answer_never_exceeds_the_message_limit():
    assert clip("a" * 2000) == "a" * 2000
    assert clip("a" * 2001) == "a" * 1999 + "…"
    sent = []

    async def send_message(content, **kwargs):
        sent.append(content)

    interaction = SimpleNamespace(
        type=discord.InteractionType.application_command,
        response=SimpleNamespace(is_done=lambda: False, send_message=send_message),
        extras={},
    )
    await reply_privately(interaction, "b" * 10**5)
    assert sent == ["b" * 1999 + "…"]


# --- through Discord -------------------------------------------------------------------------


async def rolled(world):
    await world.open_game(2)
    member = world.current_member(await world.game())
    await member.slash(world.channel, "roll")
    return member


def only_bad_input(world) -> None:
    """Bad input reaches the tree's error handler (which answered it), and nothing else did."""
    unwrapped = [getattr(e, "__cause__", None) or e for e in world.env.errors]
    assert all(isinstance(e, BadInput) for e in unwrapped), unwrapped


async def refused_privately(world, result, expected):
    before = len(world.public())
    assert result.ephemeral and result.response.content == expected
    assert len(world.public()) == before
    only_bad_input(world)


async def test_the_synced_commands_carry_the_limits(world):
    stored = [c for scope in world.env.backend.commands.values() for c in scope.values()]
    options = string_options(stored)
    assert {key: options[key].get("max_length") for key in MAX_LENGTHS} == MAX_LENGTHS
    assert all(o.get("max_length") for o in options.values())


async def test_the_client_enforces_the_limits(world):
    member = await rolled(world)
    with pytest.raises(OptionError):
        await member.slash(world.channel, "keep", dice="5" * 33)
    with pytest.raises(OptionError):
        await member.slash(world.channel, "place", cells="1 " * 33)
    # at the limit it is the bot that answers
    result = await member.slash(world.channel, "keep", dice="5" * 32)
    assert result.ephemeral
    assert result.response.content == "There are only eight dice; you listed 32."
    only_bad_input(world)


@pytest.fixture
def lax_client(world):
    """A client that ignores max_length (an old app, a hand-made request): the stored commands
    lose their limits, so SimCord sends whatever is typed."""
    for scope in world.env.backend.commands.values():
        for command in scope.values():
            for option in command.get("options") or []:
                option.pop("max_length", None)
                for inner in option.get("options") or []:
                    inner.pop("max_length", None)
    return world


async def test_a_long_string_gets_a_short_answer(lax_client):
    world = lax_client
    member = await rolled(world)
    game = await world.game()
    long_word = "<@everyone>`**" + "y" * 6000
    for command, option in (("keep", "dice"), ("place", "cells")):
        result = await member.slash(world.channel, command, **{option: long_word})
        assert result.ephemeral
        content = result.response.content
        assert len(content) <= 2000
        assert content.startswith("'\\<@\u200beveryone\\>\\`\\*\\*yyyyyy…' is not a ")
    # many short tokens: the answer counts them instead of echoing them
    result = await member.slash(world.channel, "keep", dice="5 " * 3000)
    assert result.response.content == "There are only eight dice; you listed 3000."
    assert (await world.game()).rev == game.rev  # nothing changed
    only_bad_input(world)


async def test_a_backtick_cannot_open_a_code_span(world):
    member = await rolled(world)
    result = await member.slash(world.channel, "keep", dice="5`x")
    await refused_privately(world, result, "'5\\`x' is not a die: dice show 1 to 6.")
    result = await member.slash(world.channel, "place", cells="`555")
    await refused_privately(
        world, result,
        "'\\`555' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`.")


@pytest.mark.parametrize("typed", [",", " ; ", ";;"])
async def test_separators_only_are_refused(world, typed):
    member = await rolled(world)
    game = await world.game()
    result = await member.slash(world.channel, "keep", dice=typed)
    await refused_privately(world, result, NO_DICE)
    result = await member.slash(world.channel, "place", cells=typed)
    await refused_privately(world, result, NO_CELLS)
    assert (await world.game()).rev == game.rev
    # the none-words still keep none
    kept = await member.slash(world.channel, "keep", dice="-")
    assert not kept.ephemeral and "keeps no dice" in kept.response.content
