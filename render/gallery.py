"""Write the sample images: `python -m render.gallery DIR`.

Every game's samples (`render.<game>.samples.pictures()`) are written full size, plus a copy
scaled to 400 px wide as a phone shows it (`*_phone.png`).
"""

from __future__ import annotations

import argparse
import importlib
import io
from pathlib import Path

from PIL import Image

from render import GAMES


def phone(png: bytes, width: int = 400) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    h = round(img.height * width / img.width)
    return img.resize((width, h), Image.Resampling.LANCZOS)


def write(out: Path, scaled: bool = True) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for package in GAMES:
        samples = importlib.import_module(f"{package}.samples")
        for key, png in samples.pictures():
            path = out / f"{key}.png"
            path.write_bytes(png)
            written.append(path)
            if scaled:
                small = out / f"{key}_phone.png"
                phone(png).save(small)
                written.append(small)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m render.gallery", description=__doc__)
    parser.add_argument("dir", type=Path, help="folder to write the PNGs into")
    parser.add_argument("--no-phone", action="store_true", help="skip the 400 px wide copies")
    args = parser.parse_args(argv)
    for path in write(args.dir, scaled=not args.no_phone):
        print(path)


if __name__ == "__main__":
    main()
