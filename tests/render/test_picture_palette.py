"""Columbiz pictures are encoded on one palette made once per process (render.columbiz.palette):
a picture it was not made from still looks as drawn."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from render_testkit import difference

import render.columbiz
from render.columbiz import samples


def _drawn(players: int, seed: int) -> Image.Image:
    s = samples.midgame(players, seed=seed, turns=20)  # not one of the gallery's games
    return render.columbiz.draw_game(s.state, names=("Åsa", "Bø", "Zoë", "李雷")[:players],
                                     events=s.events, computer_seats=s.computer_seats)


@pytest.mark.parametrize("players,seed", [(2, 31), (3, 32), (4, 33)])
def test_a_picture_on_the_shared_palette_looks_as_drawn(players, seed):
    drawn = _drawn(players, seed)
    png = Image.open(io.BytesIO(render.columbiz.encode(drawn)))
    assert png.mode == "P"
    assert png.getpalette()[:768] == render.columbiz.palette().getpalette()[:768]
    mean, block = difference(drawn, png)
    # as close as a palette made for the picture itself (0.7-1.6 mean, blocks of 4-7)
    assert mean <= 2.5 and block <= 12, (mean, block)


def test_the_palette_is_made_once_per_process():
    assert render.columbiz.palette() is render.columbiz.palette()
