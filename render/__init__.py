"""The pictures: one package per game (`render.columbiz`) and what they share: the colours and
sizes of the house style (`render.theme`) and the bundled fonts (`render.fonts`).

`python -m render.gallery DIR` writes every game's sample images (GAMES lists their packages).
"""

GAMES = ("render.columbiz",)
