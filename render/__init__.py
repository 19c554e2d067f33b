"""The pictures: one package per game (`render.columbiz`, `render.icetowers`) and what they
share: the colours and sizes of the house style (`render.theme`), the bundled fonts
(`render.fonts`), the seat marks and other sprites (`render.sprites`), the card, seat names and
PNG encode (`render.picture`) and the result line (`render.result`).

`python -m render.gallery DIR` writes every game's sample images: GAMES lists the packages, each
folder `render/<game>/` with a `samples.py`, found by looking (no list to keep).
"""

from pathlib import Path

GAMES = tuple(sorted(f"render.{folder.name}" for folder in Path(__file__).resolve().parent.iterdir()
                     if (folder / "__init__.py").is_file() and (folder / "samples.py").is_file()))
