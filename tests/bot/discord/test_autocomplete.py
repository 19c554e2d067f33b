"""/place autocomplete: the legal placements for the current dice (C7, C8) with what each captures
and scores, narrowed by what is typed; empty, never an error, for anyone else."""

from __future__ import annotations

import random
import re

from discord_kit import play_turn

from engine import columbiz


async def rolled_game(world, seed=4):
    rng = random.Random(seed)
    await world.open_game(2)
    # a few turns so that captures and lines can show up in the suggestions
    for _ in range(6):
        await play_turn(world, rng)
    game = await world.game()
    member = world.current_member(game)
    await member.slash(world.channel, "roll")
    return await world.game(), member


async def test_suggestions_are_the_legal_placements_best_first(world):
    game, member = await rolled_game(world)
    choices = await member.autocomplete(world.channel, "place", "cells", "")
    legal = columbiz.legal_placements(game.state)
    assert 0 < len(choices) <= 25
    assert [c["value"] for c in choices] == [" ".join(p.cells) for p in legal[:25]]
    for choice, placement in zip(choices, legal):
        name = choice["name"]
        assert name.startswith(choice["value"] + " — ")
        if placement.captures:
            assert f"captures {len(placement.captures)}" in name
        if placement.line_points:
            assert f"+{placement.line_points} for lines" in name
        if not placement.captures and not placement.line_points:
            assert name.endswith("no points")


async def test_suggestions_follow_what_is_typed(world):
    game, member = await rolled_game(world)
    legal = columbiz.legal_placements(game.state)
    first = legal[0].cells[0]
    typed = await member.autocomplete(world.channel, "place", "cells", first + " ")
    assert typed and all(first in c["value"].split() for c in typed)
    partial = first[0]
    narrowed = await member.autocomplete(world.channel, "place", "cells", partial)
    assert narrowed and all(
        any(cell.startswith(partial) for cell in c["value"].split()) for c in narrowed
    )
    # the x-form of a cell narrows the same way (C2)
    cell = columbiz.parse_cell(first)
    face, row = columbiz.cell_face(cell), columbiz.cell_row(cell)
    same = await member.autocomplete(world.channel, "place", "cells", f"{face}x{row} ")
    assert same == typed
    # a choice can be sent as it is and is accepted
    placed = await member.slash(world.channel, "place", cells=typed[0]["value"])
    assert not placed.ephemeral and "placed on" in placed.response.content


async def test_no_suggestions_for_others_or_before_rolling_or_for_nonsense(world):
    game, member = await rolled_game(world)
    other = world.alice if member is world.bob else world.bob
    assert await other.autocomplete(world.channel, "place", "cells", "") == []
    assert await world.carol.autocomplete(world.channel, "place", "cells", "") == []
    for nonsense in ("zzz ", "7 ", "@everyone ", "5555555 ", "x" * 90):
        assert await member.autocomplete(world.channel, "place", "cells", nonsense) == []
    empty = world.guild.create_text_channel("empty")
    assert await member.autocomplete(empty, "place", "cells", "") == []
    # after placing, the next player has not rolled yet: nothing to suggest
    choices = await member.autocomplete(world.channel, "place", "cells", "")
    await member.slash(world.channel, "place", cells=choices[0]["value"])
    assert await other.autocomplete(world.channel, "place", "cells", "") == []
    assert re.match(r"^[1-6 ]+$", choices[0]["value"])
