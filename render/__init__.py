"""The pictures: one package per game (`render.columbiz`, `render.icetowers`) and what they
share: the colours and sizes of the house style (`render.theme`), the bundled fonts
(`render.fonts`), the seat marks and other sprites (`render.sprites`), the card, seat names and
PNG encode (`render.picture`) and the result line (`render.result`).

`python -m render.gallery DIR` writes every game's sample images (GAMES lists their packages).
"""

GAMES = ("render.columbiz", "render.icetowers")
