"""Shared helpers for the render tests: decode PNG bytes, read pixels, compare images."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image, ImageChops, ImageStat

import render.columbiz
from render.columbiz import samples


def decode(png: bytes) -> Image.Image:
    """The PNG as an RGB image; it must be opaque (no alpha, no transparent palette entry)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.mode in ("P", "RGB"), img.mode
    assert "transparency" not in img.info
    return img.convert("RGB")


def game_image(s: samples.Sample, events=None) -> Image.Image:
    ev = s.events if events is None else events
    return decode(render.columbiz.render_game(s.state, names=s.names, events=ev,
                                              computer_seats=s.computer_seats))


def near(pixel, colour, tol: int = 30) -> bool:
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(pixel[:3], colour[:3]))


def pixels(img: Image.Image) -> list:
    """Every pixel of `img` (Pillow 14 drops getdata for get_flattened_data)."""
    flat = getattr(img, "get_flattened_data", None)
    return list(flat() if flat else img.getdata())


def px(img: Image.Image, x: float, y: float):
    return img.getpixel((round(x), round(y)))


@cache
def sample(name: str) -> samples.Sample:
    return samples.GALLERY[name]()


def difference(a: Image.Image, b: Image.Image) -> tuple[float, int]:
    """(mean absolute difference per channel, worst 8x8-block mean of the largest channel diff).

    The block figure is what catches a change a player would see (a piece, a pip, a digit: a
    dense patch of strongly different pixels), while text drawn a sub-pixel apart by another
    FreeType build stays low: measured with Pillow's basic layout against Raqm, every golden
    but the Arabic name stays under 60, while one changed die or digit gives 90 or more.
    """
    assert a.size == b.size, (a.size, b.size)
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    mean = sum(ImageStat.Stat(diff).mean) / 3
    r, g, bl = diff.split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    return mean, worst.reduce(8).getextrema()[1]
