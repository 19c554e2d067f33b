"""Columbiz images: a pure function from a game state (and the last turn's events) to PNG bytes.

    render_game(state, names=..., events=..., computer_seats=...)  board + dice tray + score pad
    render_scorepad(state, names=..., computer_seats=...)           the score pad alone
    render_final(state, names=..., computer_seats=...)              final board, ranked pad, result

Nothing here does I/O after import (the bundled fonts are read once) and nothing touches the
state. The empty board, sprites and fonts are cached (thread-safe), so a render is a copy of the
cached background, a few dozen pastes and the PNG encode; the pictures are drawn on a
render.picture.Canvas, so that only what was drawn anew is quantized. Safe to call from worker
threads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image

from engine import columbiz
from render import picture
from render import theme as T
from render.columbiz import board, scorepad, tray
from render.columbiz import sprites as S
from render.columbiz import style as C
from render.picture import PALETTE_COLOURS, PNG_COMPRESS_LEVEL, seat_names
from render.picture import card as _card

__all__ = ["render_game", "render_scorepad", "render_final", "draw_game", "draw_scorepad",
           "draw_final", "encode", "PNG_COMPRESS_LEVEL", "PALETTE_COLOURS"]

PAD_BOX = (C.PAD_X, C.PAD_Y, C.PAD_W, C.PAD_H)
TRAY_BOX = (T.MARGIN, C.TRAY_Y, C.WIDTH - 2 * T.MARGIN, C.TRAY_H)


@S.cached
def game_background() -> Image.Image:
    img = _card(C.WIDTH, C.HEIGHT)
    board.paint_empty_board(img)
    x, y, w, h = TRAY_BOX
    S.paste_at(img, S.panel(w, h, T.PANEL, T.PANEL_EDGE, 1, 12), x, y)
    return img


@S.cached
def pad_background(players: int) -> Image.Image:
    w = C.PAD_W + 2 * (T.MARGIN + 14)  # room for the current player's arrow, both sides alike
    return _card(w, scorepad.pad_height(players) + 2 * T.MARGIN)


def prepare() -> None:
    """What a render process makes once before its first picture (bot.render_pool): the
    palette, a fifth of a second, so that no move waits for it."""
    palette()


@S.cached
def palette() -> Image.Image:
    """The palette every Columbiz picture is encoded with: made once per process from the
    gallery's pictures (render.columbiz.samples: every kind of moment, 2 to 4 players, finished
    games and their score pads), drawn by this very code, so a colour added to the pictures is
    in it."""
    from render.columbiz import samples

    return picture.gallery_palette(samples.GALLERY, draw_game, draw_final)


def encode(img: Image.Image) -> bytes:
    """PNG bytes of a Columbiz picture, on the shared palette (`palette`)."""
    return picture.encode(img, palette())


def _names(state: columbiz.State, names: Sequence[str]) -> list[str]:
    """One name per seat; a missing or blank one falls back to the seat's colour (C3)."""
    return seat_names(state.players, names, columbiz.COLOURS)


def draw_game(
    state: columbiz.State,
    *,
    names: Sequence[str],
    events: Sequence[columbiz.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = C.LABELS,
) -> Image.Image:
    canvas = picture.Canvas(game_background())
    seat_names = _names(state, names)
    board.paint_pieces(canvas, state, events)
    scorepad.paint_pad(canvas, state, seat_names, frozenset(computer_seats), PAD_BOX,
                       labels=labels)
    tray.paint_tray(canvas, state, seat_names, frozenset(computer_seats), TRAY_BOX, labels, events)
    return canvas.finished()


def draw_scorepad(
    state: columbiz.State, *, names: Sequence[str], computer_seats: frozenset[int] = frozenset(),
    ranked: bool | None = None, labels: Mapping[str, str] = C.LABELS,
) -> Image.Image:
    """Seating order while the game runs, ranked by total once it is over (unless told)."""
    if ranked is None:
        ranked = state.over
    canvas = picture.Canvas(pad_background(state.players))
    box = (T.MARGIN + 14, T.MARGIN, C.PAD_W, scorepad.pad_height(state.players))
    scorepad.paint_pad(
        canvas, state, _names(state, names), frozenset(computer_seats), box, ranked, labels
    )
    return canvas.finished()


def draw_final(
    state: columbiz.State, *, names: Sequence[str], events: Sequence[columbiz.Event] = (),
    computer_seats: frozenset[int] = frozenset(), labels: Mapping[str, str] = C.LABELS,
) -> Image.Image:
    """The final position (with the last turn marked, if given its `events`), the pad ranked by
    total, the result line."""
    canvas = picture.Canvas(game_background())
    seat_names = _names(state, names)
    board.paint_pieces(canvas, state, events)
    scorepad.paint_pad(
        canvas, state, seat_names, frozenset(computer_seats), PAD_BOX, ranked=True, labels=labels
    )
    tray.paint_result(canvas, state, seat_names, TRAY_BOX, labels)
    return canvas.finished()


def render_game(
    state: columbiz.State,
    *,
    names: Sequence[str],
    events: Sequence[columbiz.Event] = (),
    computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = C.LABELS,
) -> bytes:
    """The image posted after every move: board with the last turn marked, tray and pad.
    `labels`: its words in the game's language (keys of render.C.LABELS)."""
    return encode(draw_game(
        state, names=names, events=events, computer_seats=computer_seats, labels=labels
    ))


def render_scorepad(
    state: columbiz.State, *, names: Sequence[str], computer_seats: frozenset[int] = frozenset(),
    labels: Mapping[str, str] = C.LABELS,
) -> bytes:
    """The score pad alone (for standings): seating order in play, ranked at the end."""
    return encode(draw_scorepad(state, names=names, computer_seats=computer_seats, labels=labels))


def render_final(
    state: columbiz.State, *, names: Sequence[str], events: Sequence[columbiz.Event] = (),
    computer_seats: frozenset[int] = frozenset(), labels: Mapping[str, str] = C.LABELS,
) -> bytes:
    """The end of a game: final board (the last turn marked, given its `events`), ranked pad
    with the winners crowned."""
    return encode(draw_final(state, names=names, events=events, computer_seats=computer_seats,
                             labels=labels))
