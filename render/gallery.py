"""Write the sample images: `python -m render.gallery DIR [--languages en,de,...]`.

Every game's samples (`render.<game>.samples.pictures()`) are written full size, plus a copy
scaled to 360 px wide as a phone shows it (`*_phone.png`), and each of them as seen with
deuteranopia, protanopia, tritanopia and in grayscale (`*_deuteranopia.png`,
`*_phone_deuteranopia.png`, ...), so anyone can look at what those players see. In English by
default; each other language asked for gets its own copies (`*_de.png`, `*_de_phone.png`, ...),
its words taken from the bot's catalogues.
"""

from __future__ import annotations

import argparse
import importlib
import io
from pathlib import Path

from PIL import Image

from render import GAMES, vision
from render.theme import PHONE_WIDTH


def phone(img: Image.Image, width: int = PHONE_WIDTH) -> Image.Image:
    """`img` as wide as a phone shows it. A palette image is made RGB first: Pillow resizes a
    palette image nearest-neighbour, which no phone does."""
    h = round(img.height * width / img.width)
    return img.convert("RGB").resize((width, h), Image.Resampling.LANCZOS)


def labels_in(package: str, language: str) -> dict[str, str] | None:
    """The picture words of `package`'s game in `language`, from the bot's catalogues (None:
    the pictures' own English)."""
    if language == "en":
        return None
    game = package.rsplit(".", 1)[-1]
    frontend = importlib.import_module(f"bot.games.{game}.frontend")
    return frontend.picture_labels(language)


def write(out: Path, scaled: bool = True, languages: tuple[str, ...] = ("en",)) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for package, language in ((p, lang) for p in GAMES for lang in languages):
        samples = importlib.import_module(f"{package}.samples")
        tail = "" if language == "en" else f"_{language}"
        for key, png in samples.pictures(labels_in(package, language)):
            key += tail
            path = out / f"{key}.png"
            path.write_bytes(png)
            written.append(path)
            full = Image.open(io.BytesIO(png))
            sizes = {"": full, "_phone": phone(full)} if scaled else {"": full}
            for size, img in sizes.items():
                if size:
                    written.append(_save(img, out / f"{key}{size}.png"))
                for kind in vision.KINDS:
                    seen = vision.simulate(img, kind)
                    written.append(_save(seen, out / f"{key}{size}_{kind}.png"))
    return written


def _save(img: Image.Image, path: Path) -> Path:
    img.save(path)
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m render.gallery", description=__doc__)
    parser.add_argument("dir", type=Path, help="folder to write the PNGs into")
    parser.add_argument("--no-phone", action="store_true", help="skip the phone-size copies")
    parser.add_argument("--languages", default="en",
                        help="comma-separated: en,da,de,fr,es (default en)")
    args = parser.parse_args(argv)
    languages = tuple(x.strip() for x in args.languages.split(",") if x.strip())
    for path in write(args.dir, scaled=not args.no_phone, languages=languages):
        print(path)


if __name__ == "__main__":
    main()
