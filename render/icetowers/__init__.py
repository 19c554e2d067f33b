"""IceTowers images: a pure function from a game state (and the last action's events) to PNG bytes.

    render_game(state, names=..., events=..., computer_seats=...)  towers, seats, last action lit
    render_scorepad(state, names=..., computer_seats=...)           the seats and scores alone
    render_final(state, names=..., computer_seats=...)              towers, ranked seats, result

The picture is the same family as Columbiz's (render.theme's colours, the bundled fonts, the
seat marks): stacked towers large on shelves with their numbers, each seat's lone pieces small
in its panel. `layout(state)` tells where every tower is drawn. Nothing here does I/O after
import or touches the state; sprites and fonts are cached (thread-safe), so renders may run in
worker threads.

A move picture is drawn on a render.picture.Canvas, so that its encode quantizes only what was
drawn anew: the card with the towers' area and shelves is a kept background (one per layout),
each stacked tower's column and each seat's panel a Tile kept by what its pixels show, and only
the banner and the towers and panels that changed are quantized.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image

from engine import icetowers
from render import picture, result
from render import theme as T
from render.icetowers import scorepad, seats, story, towers
from render.icetowers import sprites as S
from render.icetowers.plan import Layout, layout
from render.picture import PALETTE_COLOURS, PNG_COMPRESS_LEVEL, card, seat_names
from render.sprites import Tiles, nbytes

__all__ = ["LABELS", "game_layout", "render_game", "render_scorepad", "render_final", "draw_game",
           "draw_scorepad", "draw_final", "encode", "palette", "prepare", "layout", "Layout",
           "PNG_COMPRESS_LEVEL", "PALETTE_COLOURS"]

# Every word the picture carries besides names and numbers, in English; the bot passes them in
# the game's language. `{n}` is a number. The keys it shares with Columbiz's mean the same.
LABELS = {
    "tower": "T{n}",  # a tower's number (I3), as players name it
    "game_over": "Game over",
    "wins": "wins",
    "share": "share the win",
    "points": "{n} pts",
}


def prepare() -> None:
    """What a render process makes once before its first picture (bot.render_pool): the
    palette, so that no move waits for it."""
    palette()


@S.cached
def palette() -> Image.Image:
    """The palette every IceTowers picture is encoded with, made once per process from the
    gallery's pictures (render.icetowers.samples: starts, tall towers, every mark, 2 to 4
    players, finished games), drawn by this very code, so a colour added
    to the pictures is in it. A palette made for each picture took two thirds of its CPU;
    measured on held-out played games (every fifth move of three), this one's worst 8x8 block
    difference is 7 (a picture's own palette: 6), its worst mean difference per channel 1.9
    (1.2)."""
    from render.icetowers import samples

    return picture.gallery_palette(samples.GALLERY, lambda *a, **k: _draw_game(*a, **k).img,
                                   lambda *a, **k: _draw_final(*a, **k).img)


def encode(img: Image.Image) -> bytes:
    """PNG bytes of an IceTowers picture, on the shared palette (`palette`)."""
    return picture.encode(img, palette())


def _names(state: icetowers.State, names: Sequence[str]) -> list[str]:
    return seat_names(state.players, names, icetowers.COLOURS)


def _words(labels: Mapping[str, str]) -> dict[str, str]:
    """`labels` over the English ones: a word a catalogue lacks is drawn in English."""
    return {**LABELS, **labels}


# The cards with their towers' area and shelves, one per layout in use: ~2 MB each, their
# quantized rows kept beside them (render.picture.ROWS) while they are.
BACKGROUNDS = Tiles(12 << 20)


def background(lay: Layout) -> Image.Image:
    """The card of `lay`'s size with its towers' area and shelves painted: what no move changes
    while the layout stays (kept, read-only: a Canvas draws on a copy)."""
    key = (lay.width, lay.height, lay.area, lay.shelves)
    img = BACKGROUNDS.get(key)
    if img is None:
        img = card(lay.width, lay.height)
        towers.paint_shelves(img, lay)
        img.readonly = 1
        BACKGROUNDS.put(key, img, nbytes(img))
    return img


def _paint_result(canvas: picture.Canvas, state: icetowers.State, names: Sequence[str],
                  lay: Layout, labels: Mapping[str, str]) -> None:
    img = canvas.img
    x, y, w, h = lay.banner
    S.paste_at(img, S.panel(w, h, T.PANEL, T.PANEL_EDGE, 1, 12), x, y)
    winners = icetowers.winners(state)
    best = icetowers.scores(state)[winners[0]] if winners else 0
    result.paint_result(img, winners, best, names, lay.banner, labels)
    canvas.mark(_banner_box(lay))


def _banner_box(lay: Layout) -> tuple[int, int, int, int]:
    """The banner's box, left, top, right, bottom, and a few pixels round it (a name's
    descender, a crown's edge)."""
    x, y, w, h = lay.banner
    return x - 4, y - 4, x + w + 4, y + h + 4


def game_layout(state: icetowers.State, events: Sequence[icetowers.Event] = ()) -> Layout:
    """The layout draw_game uses: the banner at the bottom holds the result once the game is
    over, else what the last action did, if `events` hold one."""
    return layout(state, banner=state.over or story.last_action(state, events) is not None)


def draw_game(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> Image.Image:
    """The towers with the last action's marks, the seats, and at the bottom what the last action
    did; once the game is over, the result line there instead (seats in seating order:
    render_final ranks them)."""
    return _draw_game(state, names=names, events=events, computer_seats=computer_seats,
                      labels=labels).finished(palette())


def _draw_game(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> picture.Canvas:
    labels = _words(labels)
    action = story.last_action(state, events)
    lay = game_layout(state, events)
    canvas = picture.Canvas(background(lay))
    shown = _names(state, names)
    marks = towers.marks_of(state, events)
    if state.over:
        _paint_result(canvas, state, shown, lay, labels)
    elif action is not None:
        story.paint_action(canvas.img, lay.banner, action, shown, labels["tower"])
        canvas.mark(_banner_box(lay))
    towers.paint_area(canvas, lay, marks, labels)
    seats.paint_panels(canvas, state, lay, shown, frozenset(computer_seats), marks, labels)
    return canvas


def draw_final(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> Image.Image:
    """The final towers (with the last action's marks, if given its `events`), the seats ranked
    by score, the result line at the bottom."""
    return _draw_final(state, names=names, events=events, computer_seats=computer_seats,
                       labels=labels).finished(palette())


def _draw_final(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> picture.Canvas:
    labels = _words(labels)
    lay = layout(state, banner=True, ranked=True)
    canvas = picture.Canvas(background(lay))
    shown = _names(state, names)
    marks = towers.marks_of(state, events)
    _paint_result(canvas, state, shown, lay, labels)
    towers.paint_area(canvas, lay, marks, labels)
    seats.paint_panels(canvas, state, lay, shown, frozenset(computer_seats), marks, labels)
    return canvas


def draw_scorepad(
    state: icetowers.State,
    *,
    names: Sequence[str],
    computer_seats: frozenset[int] = frozenset(),
    ranked: bool | None = None,
    labels: Mapping[str, str] = LABELS,
) -> Image.Image:
    """Seating order while the game runs, ranked by score once it is over (unless told)."""
    if ranked is None:
        ranked = state.over
    return scorepad.draw(state, _names(state, names), frozenset(computer_seats), ranked,
                         _words(labels))


def render_game(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> bytes:
    """The image posted after every action: the towers with what the last action changed lit
    up, and the seats. `labels`: its words in the game's language (keys of LABELS)."""
    return encode(draw_game(state, names=names, events=events, computer_seats=computer_seats,
                            labels=labels))


def render_scorepad(
    state: icetowers.State,
    *,
    names: Sequence[str],
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> bytes:
    """The seats and scores alone (for standings): seating order in play, ranked at the end."""
    # The standings' picture, now and then: a palette of its own, as it always had.
    return picture.encode(draw_scorepad(state, names=names, computer_seats=computer_seats,
                                        labels=labels))


def render_final(
    state: icetowers.State,
    *,
    names: Sequence[str],
    events: Sequence[icetowers.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = LABELS,
) -> bytes:
    """The end of a game: the final towers (the last action lit, given its `events`), the seats
    ranked with the winners crowned, who won."""
    return encode(draw_final(state, names=names, events=events, computer_seats=computer_seats,
                             labels=labels))

