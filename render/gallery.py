"""Write the sample images: `python -m render.gallery DIR`.

Each sample (see render/samples.py) is written full size, plus a copy scaled to 400 px wide as a
phone shows it (`*_phone.png`), the pad alone and the final image where the game is over.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from PIL import Image

import render
from render.samples import GALLERY


def phone(png: bytes, width: int = 400) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    h = round(img.height * width / img.width)
    return img.resize((width, h), Image.Resampling.LANCZOS)


def write(out: Path, scaled: bool = True) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in GALLERY.items():
        s = make()
        images = {name: render.render_game(s.state, names=s.names, events=s.events,
                                           ai_seats=s.ai_seats)}
        if s.state.over:
            images[name + "_final"] = render.render_final(s.state, names=s.names,
                                                          ai_seats=s.ai_seats)
            images[name + "_pad"] = render.render_scorepad(s.state, names=s.names,
                                                           ai_seats=s.ai_seats)
        for key, png in images.items():
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
