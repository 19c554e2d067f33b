"""`/<game> replay`: a game's story as an animated GIF, one frame per turn (in a game where
every action stands alone, one per action), each with that move's words from the move log.

Everything here is CPU work run in the render pool (bot.render_pool), never on the event loop.
The game is replayed from its log with its rules, so a running game shows up to its last move.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.front.pictures import picture_of
from render.animation import captioned, story_gif


def turn_ends(history: Any) -> list[int]:
    """The index of each turn's last logged move."""
    moves = history.moves
    return [i for i, m in enumerate(moves) if i + 1 == len(moves) or moves[i + 1].turn != m.turn]


def frames(frontend: Any, rules: Any, history: Any, locale: str) -> list[Image.Image]:
    """A captioned picture per turn, reduced to one palette as soon as it is drawn (a long game
    has a hundred of them). The replay is the reader's own, so its pictures' words are in the
    reader's language like its captions, whatever the language of the game's public posts."""
    game = history.game
    pictured = picture_of(game, locale)
    ends = set(turn_ends(history))
    words = frontend.move_words(history, locale)
    state = rules.initial_state(len(game.seats), game.options, game.setup)
    shots: list[tuple[Any, tuple[Any, ...], str]] = []
    events: list[Any] = []
    for i, move in enumerate(history.moves):
        state, _ = rules.apply(state, move.action)
        events.extend(move.events)
        if i in ends:
            shots.append((state, tuple(events), words[i]))
            events = []

    def draw(shot: tuple[Any, tuple[Any, ...], str]) -> Image.Image:
        shown, turn_events, caption = shot
        return captioned(frontend.draw_move(pictured._replace(state=shown), turn_events), caption)

    # The palette comes from the first, a middle and the last frame: between them they hold
    # every colour the game's pictures use (dice, marks, every seat, the crown).
    # Those three are drawn once and kept for their own frames. Pictures of one game may differ
    # in size (IceTowers' grow with the towers): the sheet is as large as they need.
    samples = {i: draw(shots[i]) for i in sorted({0, len(shots) // 2, len(shots) - 1})}
    sheet = Image.new("RGB", (max(img.width for img in samples.values()),
                              sum(img.height for img in samples.values())))
    top = 0
    for img in samples.values():
        sheet.paste(img, (0, top))
        top += img.height
    palette = sheet.quantize(256, method=Image.Quantize.MEDIANCUT)
    return [(samples.get(i) or draw(shot)).quantize(palette=palette, dither=Image.Dither.NONE)
            for i, shot in enumerate(shots)]


def replay_gif(frontend: Any, rules: Any, history: Any, locale: str, limit: int
               ) -> tuple[bytes, int, int]:
    """(GIF bytes of at most `limit`, frames in it, turns in the game)."""
    pictures = frames(frontend, rules, history, locale)
    data, kept = story_gif(pictures, limit)
    return data, kept, len(pictures)
