"""The move pictures' fast path shows the very pixels of the plain one.

Every gallery picture of both games is drawn and encoded several times, in orders that change
from round to round (so whatever a render process keeps between pictures is both hit and
missed), and each PNG is decoded and compared pixel for pixel, palette index for palette index,
with the plain path's: the picture drawn with every sprite blended whole by Image.paste
(render.sprites.SPLIT_AREA out of reach) and nothing kept between pictures (no score pad card,
no board cell, no IceTowers column or panel), quantized whole and written by Pillow's own PNG
encoder. The fast path keeps quantized backgrounds and tiles and quantizes only the boxes drawn on
anew (render.picture.Canvas).
"""

from __future__ import annotations

import gc
import io
import random
import weakref

import pytest
from PIL import Image, ImageDraw
from render_testkit import decode

import render.columbiz
import render.icetowers
import render.sprites
from bot.games.columbiz.frontend import picture_labels
from bot.games.icetowers.frontend import picture_labels as icetowers_labels
from bot.messages import LANGUAGES
from render import picture, png
from render.columbiz import board, scorepad, tray
from render.columbiz import samples as columbiz_samples
from render.icetowers import samples as icetowers_samples
from render.icetowers import seats as icetowers_seats
from render.icetowers import sprites as icetowers_sprites
from render.icetowers import towers as icetowers_towers

ROUNDS = 3


def _drawings(package: object, samples: object) -> list[tuple[str, object]]:
    """Each gallery sample's picture, and a finished game's final one, as a drawing to call."""
    out = []
    for name, make in samples.GALLERY.items():
        s = make()
        seats = {"names": s.names, "computer_seats": s.computer_seats}
        out.append((name, lambda s=s, seats=seats: package.draw_game(
            s.state, events=s.events, **seats)))
        if s.state.over:
            out.append((f"{name} final", lambda s=s, seats=seats: package.draw_final(
                s.state, events=s.events, **seats)))
    return out


def _columbiz() -> list[tuple[str, object]]:
    return _drawings(render.columbiz, columbiz_samples)


def _icetowers() -> list[tuple[str, object]]:
    return _drawings(render.icetowers, icetowers_samples)


GAMES = {
    "columbiz": (_columbiz, render.columbiz.encode, render.columbiz.palette),
    "icetowers": (_icetowers, render.icetowers.encode, render.icetowers.palette),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_gallery_picture_is_the_plain_path_pixel_for_pixel(game, monkeypatch):
    pictures, encode, palette = GAMES[game]
    drawings = pictures()
    rng = random.Random(33)
    for _ in range(ROUNDS):
        rng.shuffle(drawings)
        for name, draw in drawings:
            fast = encode(draw())
            with monkeypatch.context() as plainly:
                _plainly(plainly)
                plain = picture.encode_plain(draw(), palette())
            assert_same(fast, plain, name)


def _mixed() -> list[tuple[object, object, object]]:
    """(what, draw, its game's package) for every picture of every sample of both games, in
    every language: game pictures, score pads (a background of each size) and final ones."""
    out = []
    for game, package, samples, labels_of in (
            ("columbiz", render.columbiz, columbiz_samples, picture_labels),
            ("icetowers", render.icetowers, icetowers_samples, icetowers_labels)):
        for language in LANGUAGES:
            labels = labels_of(language)
            for name, make in samples.GALLERY.items():
                s = make()
                kw = {"names": s.names, "computer_seats": s.computer_seats, "labels": labels}
                what = (game, language, name)
                out.append((what, lambda p=package, s=s, kw=kw: p.draw_game(
                    s.state, events=s.events, **kw), package))
                out.append((what + ("pad",), lambda p=package, s=s, kw=kw: p.draw_scorepad(
                    s.state, **kw), package))
                if s.state.over:
                    out.append((what + ("final",), lambda p=package, s=s, kw=kw: p.draw_final(
                        s.state, events=s.events, **kw), package))
    return out


def test_pictures_drawn_on_the_last_ones_pixels_are_the_plain_path_byte_for_byte(monkeypatch):
    """Every picture of both games, of every size and language, in shuffled orders: drawn on
    what the last picture on its background left (only the boxes it drew in put back), each is
    the plain path's picture byte for byte, in RGB and in its PNG."""
    drawings = _mixed()
    rng = random.Random(34)
    for _ in range(2):
        rng.shuffle(drawings)
        for what, draw, package in drawings:
            img = draw()
            rgb = img.tobytes()
            fast = package.encode(img)
            del img  # let go of, as a render worker does: the next picture draws on its pixels
            with monkeypatch.context() as plainly:
                _plainly(plainly)
                plain = draw()
                assert plain.tobytes() == rgb, what
                assert_same(fast, picture.encode_plain(plain, package.palette()), what)


def _midgame():
    s = columbiz_samples.midgame_4p()
    return render.columbiz.draw_game(s.state, names=s.names, events=s.events,
                                     computer_seats=s.computer_seats)


def test_a_picture_let_go_of_lends_its_pixels_to_the_next_and_one_held_keeps_its_own():
    first = _midgame()
    render.columbiz.encode(first)
    pixels = id(first.im)
    del first
    second = _midgame()  # drawn on the first one's pixels: no copy of the background
    assert id(second.im) == pixels
    before = second.tobytes()
    third = _midgame()  # the second is held: the third gets pixels of its own
    assert id(third.im) != id(second.im)
    s = columbiz_samples.end_game()
    render.columbiz.encode(render.columbiz.draw_game(s.state, names=s.names, events=s.events))
    assert second.tobytes() == before


def test_an_encode_writes_its_rows_where_the_last_encode_on_its_background_did():
    render.columbiz.encode(_midgame())
    key = (id(render.columbiz.game_background()), id(render.columbiz.palette()))
    buffer = picture.ROWS_BUFFERS._kept[key][0].buffer
    render.columbiz.encode(_midgame())
    assert picture.ROWS_BUFFERS._kept[key][0].buffer is buffer


def test_what_each_picture_leaves_for_the_next_is_bounded():
    spares = picture._Spares(1000)
    for n in range(5):
        spares.give(n, str(n), 300)
    assert list(spares._kept) == [2, 3, 4] and spares._bytes == 900
    assert spares.take(3, lambda value: value == "3") == "3"
    assert spares.take(4, lambda value: False) is None and spares.take(3, bool) is None
    assert list(spares._kept) == [2, 4] and spares._bytes == 600


def assert_same(fast: bytes, plain: bytes, what: object) -> None:
    """The same pixels, the same palette indices, the same palette."""
    assert decode(fast).tobytes() == decode(plain).tobytes(), what
    a, b = Image.open(io.BytesIO(fast)), Image.open(io.BytesIO(plain))
    assert a.mode == b.mode == "P", what
    assert a.tobytes() == b.tobytes(), what
    assert a.getpalette()[:768] == b.getpalette()[:768], what


def _plainly(patch: pytest.MonkeyPatch) -> None:
    """Draw as if nothing were kept between pictures, every sprite pasted whole by Pillow."""
    patch.setattr(render.sprites, "SPLIT_AREA", 1 << 62)
    patch.setattr(render.sprites, "_blend",
                  lambda dst, sprite, x, y: dst.paste(sprite, (x, y), sprite))
    patch.setattr(picture, "CANVASES", picture._Spares(0))
    patch.setattr(scorepad, "CARDS", render.sprites.Tiles(0))
    patch.setattr(board, "CELLS", render.sprites.Tiles(0))
    patch.setattr(tray, "DICE", render.sprites.Tiles(0))
    patch.setattr(icetowers_towers, "COLUMNS", render.sprites.Tiles(0))
    patch.setattr(icetowers_seats, "PANELS", render.sprites.Tiles(0))
    patch.setattr(render.icetowers, "BACKGROUNDS", render.sprites.Tiles(0))
    patch.setattr(icetowers_sprites, "panel", render.sprites.panel)


@pytest.mark.parametrize("kept", [8 << 20, 400_000])  # every card the games have; three
def test_played_columbiz_games_side_by_side_are_the_plain_path_pixel_for_pixel(
        monkeypatch, kept):
    """Turn after turn of three games drawn in turn (their cards kept, changed, dropped)."""
    monkeypatch.setattr(scorepad, "CARDS", render.sprites.Tiles(kept))
    rng = random.Random(7)
    games = [columbiz_samples.start(players) for players in (2, 3, 4)]
    states = [g.state for g in games]
    names = [g.names for g in games]
    for _ in range(40):
        for i, state in enumerate(states):
            if state.over:
                continue
            state, events = columbiz_samples.random_turns(state, rng, 1)
            states[i] = state
            fast = render.columbiz.encode(render.columbiz.draw_game(
                state, names=names[i], events=events, computer_seats=frozenset({1})))
            with monkeypatch.context() as plainly:
                _plainly(plainly)
                plain = picture.encode_plain(render.columbiz.draw_game(
                    state, names=names[i], events=events, computer_seats=frozenset({1})),
                    render.columbiz.palette())
            assert_same(fast, plain, (i, state.turn))


def _icetowers_lane(players: int, seed: int, **options) -> list[tuple[str, object]]:
    """The move pictures of a seeded IceTowers game (towers built tall, I2), in the order it was
    played, and its final picture, each as a drawing to call."""
    rng = random.Random(seed)
    state = icetowers_samples.new(players, **options)
    names = icetowers_samples.NAMES[:players]
    seats = {"names": names, "computer_seats": frozenset({players - 1})}
    out = []
    while not state.over and len(out) < 70:
        state, events = icetowers_samples.play(state, rng, 1, icetowers_samples.builder_action)
        out.append(((seed, len(out)), lambda s=state, e=tuple(events): render.icetowers.draw_game(
            s, events=e, **seats)))
    out.append(((seed, "final"), lambda s=state: render.icetowers.draw_final(s, **seats)))
    return out


def _columbiz_lane(players: int, seed: int) -> list[tuple[str, object]]:
    rng = random.Random(seed)
    game = columbiz_samples.start(players)
    state, out = game.state, []
    while not state.over and len(out) < 25:
        state, events = columbiz_samples.random_turns(state, rng, 1)
        out.append((("columbiz", len(out)), lambda s=state, e=events: render.columbiz.draw_game(
            s, names=game.names, events=e)))
    return out


@pytest.mark.parametrize("kept", ["all", "few"])
def test_played_icetowers_games_among_columbiz_ones_are_the_plain_path_pixel_for_pixel(
        monkeypatch, kept):
    """IceTowers games (realtime and turns, I12; short stashes end them, I1) and a Columbiz
    one, each played in order, their pictures drawn one game or another at random: kept
    backgrounds, columns and panels hit, missed, and with little room dropped."""
    if kept == "few":  # one background, a few columns and panels
        monkeypatch.setattr(render.icetowers, "BACKGROUNDS", render.sprites.Tiles(2 << 20))
        monkeypatch.setattr(icetowers_towers, "COLUMNS", render.sprites.Tiles(150_000))
        monkeypatch.setattr(icetowers_seats, "PANELS", render.sprites.Tiles(500_000))
    lanes = [_icetowers_lane(2, 1, stash=4), _icetowers_lane(3, 2, mode="turns"),
             _icetowers_lane(4, 3, stash=3), _columbiz_lane(3, 4)]
    encodes = [render.icetowers.encode] * 3 + [render.columbiz.encode]
    palettes = [render.icetowers.palette] * 3 + [render.columbiz.palette]
    rng = random.Random(33)
    while any(lanes):
        lane = rng.choice([i for i, pictures in enumerate(lanes) if pictures])
        name, draw = lanes[lane].pop(0)
        fast = encodes[lane](draw())
        with monkeypatch.context() as plainly:
            _plainly(plainly)
            plain = picture.encode_plain(draw(), palettes[lane]())
        assert_same(fast, plain, name)


def test_an_icetowers_move_picture_quantizes_only_what_was_drawn_anew(monkeypatch):
    """Drawn again (its background, columns and panels kept), a picture's encode quantizes
    its banner alone."""
    s = icetowers_samples.tall_4p()

    def draw():
        return render.icetowers.draw_game(s.state, names=s.names, events=s.events,
                                          computer_seats=s.computer_seats)

    render.icetowers.encode(draw())
    whole = picture.quantized
    quantized = _counting_quantized(monkeypatch)
    img = draw()
    fast = render.icetowers.encode(img)
    assert 0 < sum(w * h for w, h in quantized) < img.width * img.height / 6
    assert_same(fast, png.write(whole(img, render.icetowers.palette())), "tall")


@pytest.mark.parametrize("radius", [3, 8, 9, 10, 12])
def test_an_icetowers_panel_put_together_is_the_supersampled_one_pixel_for_pixel(radius):
    """Every height, short and tall, of the panels IceTowers draws (its towers' area, shelves,
    seat panels, highlights, plates, banner): the same RGBA bytes as drawn whole."""
    styles = [((245, 240, 228), (90, 90, 90), 1), ((230, 244, 255), (40, 90, 200), 3),
              ((120, 80, 40), (120, 80, 40), 0)]
    for w in (19, 72, 740):
        for fill, edge, width in styles:
            for h in [*range(1, 130), 200, 333, 451]:
                whole = render.sprites.panel.__wrapped__(w, h, fill, edge, width, radius)
                assert icetowers_sprites.panel(w, h, fill, edge, width, radius).tobytes() == \
                    whole.tobytes(), (w, h, fill, width, radius)


def test_kept_sprites_are_bounded_and_a_dropped_one_is_drawn_alike(monkeypatch):
    """With room for a few sprites only, every gallery picture of both games, drawn round after
    round, keeps within that room and shows the pixels it shows with room for all."""
    wanted = {}
    for game, (pictures, encode, _) in GAMES.items():
        for name, draw in pictures():
            wanted[game, name] = (draw, encode, decode(encode(draw())).tobytes())
    room = 3 << 20
    monkeypatch.setattr(render.sprites, "SPRITES", render.sprites.Tiles(room))
    rng = random.Random(5)
    order = sorted(wanted)
    for _ in range(2):
        rng.shuffle(order)
        for key in order:
            draw, encode, pixels = wanted[key]
            assert decode(encode(draw())).tobytes() == pixels, key
            assert render.sprites.SPRITES._bytes <= room


def test_kept_tiles_are_bounded_least_recently_used_first():
    tiles = render.sprites.Tiles(2000)
    a, b, c = (Image.new("RGB", (1, 1), (n, n, n)) for n in range(3))
    tiles.put("a", a, 900)
    tiles.put("b", b, 900)
    assert tiles.get("a") is a  # now b is the least recently used
    tiles.put("c", c, 900)
    assert tiles.get("b") is None and tiles.get("a") is a and tiles.get("c") is c
    tiles.put("a", a, 1500)  # kept again, larger: c goes
    assert tiles.get("c") is None and tiles.get("a") is a


def test_an_icetowers_picture_goes_on_its_palette_through_the_shared_encode():
    """The frontends encode every game's picture with render.picture.encode, naming no
    palette: an IceTowers picture still goes on IceTowers' own; one drawn on after it was
    finished gets a palette made for it."""
    s = icetowers_samples.tall_4p()
    img = render.icetowers.draw_game(s.state, names=s.names, events=s.events)
    shared = Image.open(io.BytesIO(picture.encode(img)))
    assert shared.getpalette()[:768] == render.icetowers.palette().getpalette()[:768]
    ImageDraw.Draw(img).rectangle((0, 0, 40, 40), fill=(1, 2, 3))
    own = Image.open(io.BytesIO(picture.encode(img)))
    assert own.getpalette()[:768] != render.icetowers.palette().getpalette()[:768]
    assert all(abs(a - b) <= 4 for a, b in zip(own.convert("RGB").getpixel((5, 5)), (1, 2, 3)))


def test_the_png_writer_keeps_every_index_and_palette_entry():
    img = Image.new("P", (7, 3))
    img.putpalette([(i * 37) % 256 for i in range(768)])
    img.putdata([(i * 53) % 256 for i in range(21)])
    back = Image.open(io.BytesIO(png.write(img)))
    assert back.mode == "P" and back.size == (7, 3)
    assert back.tobytes() == img.tobytes()
    assert back.getpalette()[:768] == img.getpalette()[:768]


def test_a_columbiz_move_picture_quantizes_only_what_was_drawn_anew(monkeypatch):
    """Drawn again (its cards and cells kept), a picture's encode quantizes its tray and the
    pad's header (drawn anew for each picture), not the whole picture."""
    s = columbiz_samples.midgame_4p()

    def draw():
        return render.columbiz.draw_game(s.state, names=s.names, events=s.events,
                                         computer_seats=s.computer_seats)

    render.columbiz.encode(draw())
    with monkeypatch.context() as counted:
        quantized = _counting_quantized(counted)
        img = draw()
        fast = render.columbiz.encode(img)
    assert 0 < sum(w * h for w, h in quantized) < img.width * img.height / 3
    assert_same(fast, png.write(picture.quantized(img, render.columbiz.palette())), "mid-game")


def _counting_quantized(patch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The size of every part of a picture quantized from now on, in turn."""
    sizes = []
    whole, part = picture.quantized, picture.nearest

    def quantized(img, palette=None):
        sizes.append(img.size)
        return whole(img, palette)

    def nearest(pixels, palette):
        sizes.append(pixels.size)
        return part(pixels, palette)

    patch.setattr(picture, "quantized", quantized)
    patch.setattr(picture, "nearest", nearest)
    return sizes


def test_a_columbiz_picture_drawn_on_after_it_was_drawn_is_encoded_whole():
    """What is drawn on a finished picture is in its PNG: nothing kept hides it."""
    s = columbiz_samples.midgame_4p()
    img = render.columbiz.draw_game(s.state, names=s.names, events=s.events,
                                    computer_seats=s.computer_seats)
    ImageDraw.Draw(img).rectangle((100, 100, 300, 300), fill=(200, 0, 0))
    fast = render.columbiz.encode(img)
    assert_same(fast, png.write(picture.quantized(img, render.columbiz.palette())), "drawn on")
    assert decode(fast).getpixel((200, 200)) == decode(fast).getpixel((110, 290)) != \
        decode(render.columbiz.encode(render.columbiz.draw_game(
            s.state, names=s.names, events=s.events))).getpixel((200, 200))


def test_a_columbiz_picture_is_freed_as_soon_as_it_is_let_go_of():
    """A render worker collects cyclic garbage seldom (bot.heap): a picture that held itself
    (through what its encode needs) would pile up, megabytes each, until it did."""
    s = columbiz_samples.midgame_4p()
    img = render.columbiz.draw_game(s.state, names=s.names, events=s.events)
    render.columbiz.encode(img)
    gone = weakref.ref(img)
    enabled = gc.isenabled()
    gc.disable()
    try:
        del img
        assert gone() is None
    finally:
        if enabled:
            gc.enable()


def test_a_new_score_pad_card_is_quantized_only_where_its_content_goes(monkeypatch):
    """A card drawn anew goes on its ground (the background and the card's panel, kept): its
    quantized pixels are the ground's but for the name row and values and the total's box."""
    s = columbiz_samples.scoring_line()  # two players: tall cards

    def draw():
        return render.columbiz.draw_game(s.state, names=s.names, events=s.events,
                                         computer_seats=s.computer_seats)

    render.columbiz.encode(draw())  # the grounds, cards and cells kept
    with monkeypatch.context() as counted:
        quantized = _counting_quantized(counted)
        render.columbiz.encode(draw())
        kept = sum(w * h for w, h in quantized)
        quantized.clear()
        counted.setattr(scorepad, "CARDS", render.sprites.Tiles(8 << 20))  # no card kept
        img = draw()
        fast = render.columbiz.encode(img)
    cards = scorepad.card_boxes(s.state, render.columbiz.PAD_BOX).values()
    assert not {(w, h) for _, _, w, h in cards} & set(quantized)
    anew = sum(w * h for w, h in quantized) - kept
    assert 0 < anew < 0.7 * sum(w * h for _, _, w, h in cards)
    assert_same(fast, png.write(picture.quantized(img, render.columbiz.palette())), "new cards")


def test_pictures_drawn_by_threads_at_once_each_have_pixels_of_their_own():
    """Render threads drawing on one background at once: each picture takes the last one's
    pixels and rows only for itself, and comes out as drawn alone."""
    from concurrent.futures import ThreadPoolExecutor

    made = [columbiz_samples.midgame_4p(), columbiz_samples.end_game(),
            columbiz_samples.scoring_line(), columbiz_samples.first_roll()]

    def render_one(n):
        s = made[n % len(made)]
        return render.columbiz.render_game(s.state, names=s.names, events=s.events,
                                           computer_seats=s.computer_seats)

    alone = [render_one(n) for n in range(len(made))]
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(render_one, range(48)))
    assert together == [alone[n % len(made)] for n in range(48)]
