"""How a picture looks to players with colour-blind eyes, and how far apart two colours are.

Simulations of full dichromacy by Machado, Oliveira and Fernandes (2009, severity 1), applied in
linear RGB, and grayscale by relative luminance. The rendered pictures are palette images, so a
simulation maps each of the (at most 256) palette colours exactly instead of every pixel.
"""

from __future__ import annotations

from PIL import Image

KINDS = ("deuteranopia", "protanopia", "tritanopia", "grayscale")

_MATRIX = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "grayscale": ((0.2126, 0.7152, 0.0722),) * 3,
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate_colour(rgb: tuple[int, ...], kind: str) -> tuple[int, int, int]:
    lin = [_linear(c) for c in rgb[:3]]
    r, g, b = (sum(m * c for m, c in zip(row, lin, strict=True)) for row in _MATRIX[kind])
    return _gamma(r), _gamma(g), _gamma(b)


def simulate(img: Image.Image, kind: str) -> Image.Image:
    """`img` as seen with `kind` (one of KINDS), an RGB image of the same size."""
    pal = img if img.mode == "P" else img.convert("RGB").quantize(256)
    colours = pal.getpalette()[: 3 * 256]
    mapped: list[int] = []
    for i in range(0, len(colours), 3):
        mapped.extend(simulate_colour(tuple(colours[i:i + 3]), kind))
    out = pal.copy()
    out.putpalette(mapped)
    return out.convert("RGB")


def luminance(rgb: tuple[int, ...]) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG contrast ratio of two colours (AA asks 4.5:1 for text, 3:1 for large text)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def lab(rgb: tuple[int, ...]) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable, over 10 tells apart at a glance."""
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5
