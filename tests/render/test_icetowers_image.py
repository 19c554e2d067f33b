"""What the IceTowers picture shows, read back from its layout and its pixels: every tower and
its number, sizes and colours, controllers, the last action, the seats' state, and that it fits
(60 towers, long names, long labels) at a size a phone can read."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from functools import cache

import pytest
from PIL import Image, ImageChops
from render_testkit import decode, near, pixels, px

import render
import render.icetowers
from engine import icetowers
from engine.icetowers.towers import Tower
from render import theme as T
from render.icetowers import plan as L
from render.icetowers import samples, seats, towers
from render.icetowers import sprites as S

ALL = list(samples.GALLERY)


@cache
def sample(name: str) -> samples.Sample:
    return samples.GALLERY[name]()


def game(s: samples.Sample, events=None, **kw) -> Image.Image:
    ev = s.events if events is None else events
    kw.setdefault("computer_seats", s.computer_seats)
    kw.setdefault("names", s.names)
    return decode(render.icetowers.render_game(s.state, events=ev, **kw))


def final(s: samples.Sample, **kw) -> Image.Image:
    kw.setdefault("computer_seats", s.computer_seats)
    return decode(render.icetowers.render_final(s.state, names=s.names, **kw))


def lay_of(s: samples.Sample, events=None) -> L.Layout:
    """The layout render_game uses (the banner at the bottom: the result once the game is over,
    else the last action)."""
    return render.icetowers.game_layout(s.state, s.events if events is None else events)


def _synthetic(towers_: list[Tower], players: int = 4) -> icetowers.State:
    """A state with exactly these towers (for shapes play rarely reaches)."""
    start = icetowers.new_game(icetowers.GameConfig(players))
    ordered = tuple(sorted(towers_))
    return replace(start, towers=ordered, next_number=max(t.number for t in ordered) + 1)


def _inside(box, width, height) -> bool:
    x, y, w, h = box
    return 0 <= x and 0 <= y and x + w <= width and y + h <= height


# --- every tower is drawn, where the layout says ----------------------------------------------


@pytest.mark.parametrize("name", ALL)
def test_every_tower_has_a_place_inside_the_image_and_none_overlap(name):
    s = sample(name)
    for lay in (lay_of(s),
                render.icetowers.layout(s.state, banner=True, ranked=True)):
        assert set(lay.spots) == {t.number for t in s.state.towers}
        boxes = list(lay.spots.values())
        for box in boxes:
            assert _inside(box, lay.width - 3, lay.height - 3), box  # inside the frame
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1]
                        or b[1] + b[3] <= a[1]), (a, b)


@pytest.mark.parametrize("name", ALL)
def test_the_picture_is_an_opaque_png_of_the_layout_size(name):
    s = sample(name)
    img = game(s)  # decode() checks it is opaque, for Discord's dark and light themes
    lay = lay_of(s)
    assert img.size == (lay.width, lay.height) == (L.WIDTH, lay.height)
    assert lay.height <= L.MAX_HEIGHT


def test_stacked_towers_stand_large_and_lone_pieces_in_their_seats_tray():
    s = sample("04_tall_4p")
    lay = lay_of(s)
    assert {spot.tower.number for spot in lay.towers} == {
        t.number for t in s.state.towers if not t.alone}
    for spot in lay.lone:
        assert spot.tower.alone
        px_, py_, pw, ph = lay.panels[spot.tower.controller]
        assert _inside((spot.box[0] - px_, spot.box[1] - py_, *spot.box[2:]), pw, ph)
    assert lay.geometry.sx >= lay.tray.geometry.sx * 1.15


def test_towers_are_in_number_order_left_to_right_then_shelf_by_shelf():
    for name in ("04_tall_4p", "06_split_3p", "10_end_4p"):
        spots = lay_of(sample(name)).towers
        numbers = [s.tower.number for s in spots]
        assert numbers == sorted(numbers)
        for a, b in zip(spots, spots[1:]):
            assert a.base < b.base or (a.base == b.base and a.box[0] < b.box[0])


def _plate_fill_point(spot):
    x, y, w, h = spot.plate
    return x + 4, y + h / 2


@pytest.mark.parametrize("name", ["04_tall_4p", "10_end_4p", "07_turns_3p"])
def test_each_towers_plate_is_in_its_controllers_colour_and_carries_its_number(name):
    s = sample(name)
    img = game(s, events=())
    for spot in lay_of(s, ()).towers:
        seat = spot.tower.controller
        assert near(px(img, *_plate_fill_point(spot)), towers.PLATE_FILL[seat], 12), spot.tower
        x, y, w, h = spot.plate
        crop = img.crop((x + 3, y + 4, x + w - 3, y + h - 4))
        ink = sum(1 for p in pixels(crop) if near(p, towers.PLATE_INK[seat], 40))
        assert ink > 25, (spot.tower.number, ink)  # the number's strokes


def test_a_tower_renumbered_changes_only_its_own_plate():
    s = sample("04_tall_4p")
    last = s.state.towers[-1]
    assert not last.alone
    other = replace(s.state, towers=(*s.state.towers[:-1], Tower(last.number + 17,
                                                                  last.pieces)))
    a = game(s, events=())
    b = decode(render.icetowers.render_game(other, names=s.names,
                                            computer_seats=s.computer_seats))
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 40 else 0)
    bbox = diff.getbbox()
    assert bbox is not None
    spot = lay_of(s, ()).towers[-1]
    x, y, w, h = spot.plate
    assert x <= bbox[0] and bbox[2] <= x + w and y <= bbox[1] and bbox[3] <= y + h


# --- pieces: colour, mark, size -----------------------------------------------------------------


def _piece_points(spot, geo):
    """(seat, size, point on its lit face) per piece of a stacked tower, bottom up."""
    y = spot.base
    pieces = spot.tower.pieces
    for i, (seat, size) in enumerate(pieces):
        h = geo.band(size) if i < len(pieces) - 1 else geo.tip(size)
        yield seat, size, (spot.cx - geo.base(size) * 0.27, y - h * 0.18)
        y -= h


@pytest.mark.parametrize("name", ["04_tall_4p", "06_split_3p", "10_end_4p"])
def test_every_piece_of_a_tower_is_drawn_in_its_seats_colour(name):
    s = sample(name)
    img = game(s, events=())
    lay = lay_of(s, ())
    for spot in lay.towers:
        for seat, size, point in _piece_points(spot, lay.geometry):
            assert near(px(img, *point), S.LIT[seat], 14), (spot.tower, seat, size)


def test_every_lone_piece_is_drawn_in_its_seats_colour_with_its_mark():
    s = sample("02_busy_60")
    img = game(s)
    lay = lay_of(s)
    assert len(lay.lone) == 60
    geo = lay.tray.geometry
    for spot in lay.lone:
        seat, size = spot.tower.top
        h = geo.tip(size)
        lit = (spot.cx - geo.base(size) * 0.3, spot.base - h * 0.1)
        assert near(px(img, *lit), S.LIT[seat], 14), spot.tower
        mark = (spot.cx, spot.base - h * 0.3)  # the seat's mark, light or dark, on every piece
        assert near(px(img, *mark), S.MARKS[seat], 30), spot.tower


def test_sizes_read_at_a_glance_at_every_scale():
    for geo in [L.Geometry(sc, sc) for sc in L.SCALES] + [L.TRAY.geometry,
                                                          L.LARGE_TRAY.geometry]:
        assert geo.base(2) - geo.base(1) >= 7 and geo.base(3) - geo.base(2) >= 7, geo
        assert geo.tip(1) < geo.tip(2) < geo.tip(3)
        assert geo.band(1) < geo.band(2) < geo.band(3)


def test_a_towers_pieces_stand_on_each_other_up_to_its_height():
    s = sample("04_tall_4p")
    lay = lay_of(s, ())
    tallest = max(lay.towers, key=lambda spot: len(spot.tower.pieces))
    top = tallest.base - lay.geometry.height(tallest.tower.pieces)
    img = game(s, events=())
    seat = tallest.tower.controller
    assert near(px(img, tallest.cx, top + 6), S.LIT[seat], 40) or \
        near(px(img, tallest.cx, top + 6), S.SHADE[seat], 40)
    assert near(px(img, tallest.cx, top - 6), towers.AREA, 12)


# --- the last action ---------------------------------------------------------------------------


def _lit(img, box) -> bool:
    x, y, w, h = box
    return near(px(img, x + 5, y + 5), T.PLACED_TILE, 16)


@pytest.mark.parametrize("name, kind", [("04_tall_4p", icetowers.Capped),
                                        ("05_mined_alone", icetowers.Mined),
                                        ("06_split_3p", icetowers.Splitted)])
def test_the_towers_the_last_action_changed_are_lit(name, kind):
    s = sample(name)
    assert any(isinstance(e, kind) for e in s.events)
    marks = towers.marks_of(s.state, s.events)
    assert marks.towers
    for e in s.events:
        if isinstance(e, icetowers.Capped):
            assert marks.towers == {e.target} and e.piece not in marks.towers
        elif isinstance(e, icetowers.Mined):
            assert {e.tower, e.alone or e.target} == marks.towers
        elif isinstance(e, icetowers.Splitted):
            assert {e.tower, e.upper} == marks.towers
    img, plain = game(s), game(s, events=())
    for number, box in lay_of(s, ()).spots.items():
        assert _lit(img, box) == (number in marks.towers), number
        assert not _lit(plain, box)


def test_the_piece_the_last_action_moved_is_outlined():
    s = sample("04_tall_4p")
    (cap,) = [e for e in s.events if isinstance(e, icetowers.Capped)]
    marks = towers.marks_of(s.state, s.events)
    assert marks.moved == {cap.target: len(s.state.tower(cap.target).pieces)}
    a, b = game(s), game(s, events=())
    spot = next(x for x in lay_of(s, ()).towers if x.tower.number == cap.target)
    x, y, w, h = spot.box
    crop = a.crop((x + 6, y, x + w - 6, spot.base - 1))
    ring = sum(1 for p in pixels(crop) if near(p, S.MOVED, 30))
    assert ring > 40
    assert not any(near(p, S.MOVED, 30) for p in pixels(b.crop((x + 6, y, x + w - 6,
                                                                spot.base - 1))))


def test_events_naming_towers_that_are_gone_are_ignored():
    s = sample("04_tall_4p")
    ghost = icetowers.Capped(0, 999, 998, 1, ((998, 1, 0),))
    assert towers.marks_of(s.state, [ghost]).towers == frozenset()
    game(s, events=(ghost,))


# --- seats --------------------------------------------------------------------------------------


def _tag_colour(img, box, tag, computer=False):
    at = seats.head(box, tag, computer)
    return px(img, at.tag_x + seats.TAG_W - 6, box[1] + L.HEAD_H / 2)


def test_realtime_seats_that_declared_done_are_tagged():
    s = sample("08_done_4p")
    assert s.state.done and len(s.state.done) < 4
    img = game(s)
    tags = seats.tags(s.state)
    lay = lay_of(s)
    for seat, box in lay.panels.items():
        if seat in s.state.done:
            assert tags[seat] == "done"
            assert near(_tag_colour(img, box, tags[seat], seat in s.computer_seats), T.INK_SOFT,
                        10)
        else:
            assert seat not in tags


def test_turns_mode_frames_the_seat_to_act_and_tags_those_who_passed():
    s = sample("07_turns_3p")
    state = s.state
    assert state.options.turns and state.passes == 1
    img = game(s)
    tags = seats.tags(state)
    passed = (state.current - 1) % state.players
    assert tags == {state.current: "turn", passed: "passed"}
    lay = lay_of(s)
    for seat, (x, y, w, h) in lay.panels.items():
        edge = px(img, x + w // 2, y + 1)
        assert near(edge, T.SEAT_FILL[seat], 20) == (seat == state.current), seat
        if seat in tags:
            assert near(_tag_colour(img, (x, y, w, h), tags[seat], seat in s.computer_seats),
                        seats.TAG_COLOURS[tags[seat]][0], 10)


def test_scores_are_the_engines():
    s = sample("10_end_4p")
    lay = render.icetowers.layout(s.state, banner=True, ranked=True)
    order = list(lay.panels)
    totals = icetowers.scores(s.state)
    assert [totals[x] for x in order] == sorted(totals, reverse=True)


def _crowned(img, box) -> bool:
    at = seats.head(box, None, False)
    crop = img.crop((at.score_x + 4, box[1] + 10, at.score_x + 32, box[1] + 40))
    return sum(1 for p in pixels(crop) if near(p, T.GOLD, 30)) > 30


def test_the_final_picture_ranks_the_seats_and_crowns_a_tie():
    s = sample("09_end_tie")
    winners = icetowers.winners(s.state)
    assert len(winners) == 2
    img = final(s)
    lay = render.icetowers.layout(s.state, banner=True, ranked=True)
    assert img.size == (lay.width, lay.height)
    assert list(lay.panels)[:2] == list(winners)
    for seat, box in lay.panels.items():
        assert _crowned(img, box) == (seat in winners), seat
    x, y, w, h = lay.banner  # the result line's crown
    crop = img.crop((x, y, x + 80, y + h))
    assert sum(1 for p in pixels(crop) if near(p, T.GOLD, 30)) > 200


def test_the_final_picture_marks_no_last_action():
    s = sample("10_end_4p")
    assert towers.marks_of(s.state, s.events).towers
    img = final(s)
    for box in render.icetowers.layout(s.state, banner=True, ranked=True).spots.values():
        assert not _lit(img, box)


def test_the_scorepad_has_one_card_per_seat_ranked_once_over():
    from render.icetowers import scorepad

    for name in ("07_turns_3p", "10_end_4p"):
        s = sample(name)
        img = decode(render.icetowers.render_scorepad(s.state, names=s.names,
                                                      computer_seats=s.computer_seats))
        assert img.size == scorepad.size(s.state.players)
        order = L.ranking(s.state) if s.state.over else list(range(s.state.players))
        medal = seats.MEDAL_W if s.state.over else 0  # once over, the place comes first
        for seat, (x, y, _, _) in scorepad.card_boxes(s.state, order).items():
            assert near(px(img, x + medal + 12 + 15, y + 12 + 15), T.SEAT_FILL[seat], 10), \
                (name, seat)


def test_a_computer_seat_gets_a_robot_mark_in_its_panel_only():
    s = sample("04_tall_4p")
    human = game(s, computer_seats=frozenset())
    robot = game(s, computer_seats=frozenset({1}))
    diff = ImageChops.difference(human, robot).convert("L").point(lambda v: 255 if v > 24 else 0)
    bbox = diff.getbbox()
    assert bbox is not None
    x, y, w, h = lay_of(s).panels[1]
    assert x <= bbox[0] and bbox[2] <= x + w and y <= bbox[1] and bbox[3] <= y + L.HEAD_H


# --- fitting: 60 towers, freak towers, long names, long labels --------------------------------


def test_sixty_towers_fit_with_every_number_in_the_image():
    s = sample("02_busy_60")
    assert len(s.state.towers) == 60
    img = game(s)
    lay = lay_of(s)
    assert img.size == (lay.width, lay.height) and lay.height <= L.MAX_HEIGHT
    assert len(lay.spots) == 60


@pytest.mark.parametrize("shape", ["one_of_sixty", "thirty_pairs", "pairs_and_lone",
                                   "three_digit_numbers"])
def test_shapes_play_rarely_reaches_still_fit(shape):
    if shape == "one_of_sixty":  # every piece in one tower, largest at the bottom
        pieces = tuple((i % 4, size) for size in (3, 2, 1) for i in range(20))
        state = _synthetic([Tower(7, pieces)])
    elif shape == "thirty_pairs":
        state = _synthetic([Tower(100 + i, ((i % 4, 3), ((i + 1) % 4, 1 + i % 3)))
                            for i in range(30)])
    elif shape == "pairs_and_lone":
        lone = [Tower(1 + 7 * seat + k, ((seat, 1 + k // 3),)) for seat in range(4)
                for k in range(7)]
        state = _synthetic(lone + [Tower(200 + i, ((i % 4, 3), ((i + 1) % 4, 2)))
                                   for i in range(16)])
    else:
        state = _synthetic([Tower(880 + i, ((i % 4, 3), ((i + 1) % 4, 3), ((i + 2) % 4, 1)))
                            for i in range(20)] + [Tower(990 + i, ((i % 4, 2),))
                                                   for i in range(8)])
    lay = render.icetowers.layout(state)
    assert lay.height <= L.MAX_HEIGHT
    assert set(lay.spots) == {t.number for t in state.towers}
    for box in lay.spots.values():
        assert _inside(box, lay.width - 3, lay.height - 3)
    img = decode(render.icetowers.render_game(state, names=["A", "B", "C", "D"]))
    assert img.size == (lay.width, lay.height)
    for spot in lay.towers:  # each plate still shows its number in the plate's ink
        seat = spot.tower.controller
        x, y, w, h = spot.plate
        crop = img.crop((x + 3, y + 4, x + w - 3, y + h - 4))
        assert sum(1 for p in pixels(crop) if near(p, towers.PLATE_INK[seat], 40)) > 25
        edge = img.crop((x + 2, y + 8, x + 3, y + h - 8))  # inside the border, past the corners
        assert not any(near(p, towers.PLATE_INK[seat], 40) for p in pixels(edge)), spot.tower


LONG = [
    "W" * 80,
    "Bartholomew Montgomery-Fitzwilliam the Third",
    "\U0001f525\U0001f525\U0001f525",
    "\u5c71\u7530\u592a\u90ce",
    "\u0645\u062d\u0645\u062f \u0639\u0644\u064a \u0627\u0644\u062d\u0633\u0646",
    "Z\u0337\u0322\u031b\u0335a\u0338\u0334l\u0334g\u0336o\u0336\u0336\u0336",
]


@pytest.mark.parametrize("name", ["08_done_4p", "07_turns_3p"])
def test_long_names_stay_left_of_the_tag_and_the_score(name):
    s = sample(name)
    players = s.state.players
    names = tuple(LONG[:players])
    computer = frozenset({0})
    img = game(s, names=names, computer_seats=computer)
    tags = seats.tags(s.state)
    for seat, box in lay_of(s).panels.items():
        x, y, w, h = box
        bg = T.CURRENT_PANEL if seat == s.state.current else T.PANEL
        at = seats.head(box, tags.get(seat), seat in computer)
        right = at.tag_x if at.tag_x is not None else at.score_x
        strip = img.crop((right - 7, y + 8, right - 1, y + L.HEAD_H - 6))  # before tag / score
        assert all(near(p, bg, 8) for p in pixels(strip)), seat
        above = img.crop((x + 40, y - 3, x + w - 10, y - 1))  # nothing climbs out of the panel
        assert all(near(p, T.CARD, 8) for p in pixels(above)), seat
    for i in range(len(LONG)):
        names = tuple(LONG[(i + k) % len(LONG)] for k in range(players))
        render.icetowers.render_game(s.state, names=names)  # no exception for any of them
        render.icetowers.render_final(s.state, names=names)


def test_missing_or_blank_names_fall_back_to_the_seat_colour():
    s = sample("05_mined_alone")
    a = render.icetowers.render_game(s.state, names=["", "  "], events=s.events)
    b = render.icetowers.render_game(s.state, names=["purple", "blue", "grey"], events=s.events)
    assert a == b


OTHER = {
    "da": {"tower": "T{n}", "game_over": "Spillet er slut", "wins": "vinder",
           "share": "deler sejren", "points": "{n} point"},
    "de": {"tower": "Turm {n}", "game_over": "Spielende", "wins": "gewinnt",
           "share": "teilen sich den Sieg", "points": "{n} Punkte"},
    "long": {"tower": "Tower number {n}", "game_over": "The game is over " * 4,
             "wins": "wins the whole game " * 3, "share": "share the win between them " * 3,
             "points": "{n} points in total " * 3},
}


@pytest.mark.parametrize("language", list(OTHER))
@pytest.mark.parametrize("name", ["07_turns_3p", "08_done_4p", "09_end_tie", "05_mined_alone"])
def test_labels_in_other_languages_shrink_into_their_boxes(language, name):
    s = sample(name)
    labels = OTHER[language]
    img = game(s, labels=labels)
    english = game(s)
    assert img.size == english.size
    tags = seats.tags(s.state)
    if labels["tower"] != "T{n}" or s.state.over:
        assert img.tobytes() != english.tobytes()
    lay = lay_of(s)
    for seat, box in lay.panels.items():
        x, y, w, h = box
        at = seats.head(box, tags.get(seat), seat in s.computer_seats)
        assert at.room >= 150 - 30 * (seat in s.computer_seats)  # the name keeps its room
    for spot in lay.towers:  # each number stays inside its plate
        seat = spot.tower.controller
        px0, py0, pw, ph = spot.plate
        edge = img.crop((px0 + 2, py0 + 8, px0 + 3, py0 + ph - 8))
        assert not any(near(p, towers.PLATE_INK[seat], 40) for p in pixels(edge))
    for spot in lay.lone:  # and each lone piece's number inside its slot
        sx, sy, sw, sh = spot.box
        beside = img.crop((sx - 1, spot.label_y - 12, sx + 1, spot.label_y))
        assert not any(near(p, T.INK_SOFT, 20) for p in pixels(beside)), spot.tower
    final_img = final(s, labels=labels) if s.state.over else None
    if final_img is not None:
        x, y, w, h = render.icetowers.layout(s.state, banner=True, ranked=True).banner
        beyond = final_img.crop((x + w - 10, y + 10, x + w - 4, y + h - 10))
        assert all(near(p, T.PANEL, 10) for p in pixels(beyond))


def test_a_label_a_catalogue_lacks_is_drawn_in_english():
    s = sample("09_end_tie")
    partial = {k: v for k, v in OTHER["de"].items() if k != "wins"}
    german = dict(OTHER["de"], wins="wins")
    assert render.icetowers.render_game(s.state, names=s.names, labels=partial) == \
        render.icetowers.render_game(s.state, names=s.names, labels=german)


def test_labels_are_the_only_words():
    """A seat's state (to act, done, passed) is a sign, not a word (I10, I12)."""
    assert set(render.icetowers.LABELS) == {"tower", "game_over", "wins", "share", "points"}
    for language in OTHER.values():
        assert set(language) == set(render.icetowers.LABELS)


# --- phone, determinism, threads, purity -------------------------------------------------------


def test_text_and_pieces_stay_legible_on_a_phone_360_px_wide():
    scale = 360 / L.WIDTH
    assert L.PLATE_PX * scale >= T.PHONE_MIN_PX  # tower numbers (their ink: test_ink_height)
    assert T.NAME_PX * scale >= 12
    assert min(t.px for t in (L.TRAY, L.LARGE_TRAY)) * scale >= T.PHONE_MIN_PX  # lone pieces
    assert L.MARK_MIN * scale >= 5  # a piece's seat mark
    assert L.Geometry(L.SCALES[-1], 1).base(1) * scale >= 7  # the smallest piece drawn
    s = sample("10_end_4p")
    lay = lay_of(s)
    assert lay.geometry.sx == 1.0  # a whole game's towers fit at full size


@pytest.mark.parametrize("name", ["02_busy_60", "04_tall_4p", "09_end_tie"])
def test_rendering_is_deterministic_and_never_mutates_the_state(name):
    s = sample(name)
    before = icetowers.state_to_json(s.state)
    events_before = [e.to_json() for e in s.events]
    kw = {"names": s.names, "computer_seats": s.computer_seats}
    first = render.icetowers.render_game(s.state, events=s.events, **kw)
    render.icetowers.render_final(s.state, **kw)
    render.icetowers.render_scorepad(s.state, **kw)
    assert render.icetowers.render_game(s.state, events=s.events, **kw) == first
    assert icetowers.state_to_json(s.state) == before
    assert [e.to_json() for e in s.events] == events_before


def test_renders_from_worker_threads_match_a_serial_render():
    cases = [sample(n) for n in ("02_busy_60", "04_tall_4p", "07_turns_3p", "09_end_tie")]

    def one(c):
        return render.icetowers.render_game(c.state, names=c.names, events=c.events,
                                            computer_seats=c.computer_seats)

    serial = [one(c) for c in cases]
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(one, [c for _ in range(6) for c in cases]))
    assert results == serial * 6


def test_the_png_is_small_and_a_palette_image():
    for name in ("02_busy_60", "04_tall_4p", "10_end_4p"):
        s = sample(name)
        png = render.icetowers.render_game(s.state, names=s.names, events=s.events)
        assert len(png) < 80_000
        assert Image.open(io.BytesIO(png)).mode == "P"


def test_the_gallery_writes_every_game_without_name_clashes(tmp_path):
    assert "render.icetowers" in render.GAMES
    keys = [key for key, _ in samples.pictures()]
    assert len(keys) == len(set(keys)) and all(k.startswith("icetowers_") for k in keys)
    assert {"icetowers_09_end_tie_final", "icetowers_10_end_4p_pad"} <= set(keys)


# --- what the last action did, in words (parity with Columbiz's tray) ----------------------------


def test_I5_I6_I7_the_last_actions_score_change_is_every_seats_real_change():
    """Undoing the events gives the towers before the action: over hundreds of random actions
    (caps, mines, splits), each seat's change is its real score change."""
    import random

    from render.icetowers import story

    rng = random.Random(7)
    kinds = set()
    for game_no in range(6):
        state = samples.new(2 + game_no % 3)
        for _ in range(150):
            if state.over:
                break
            before = icetowers.scores(state)
            after, events = icetowers.apply(state, samples.builder_action(state, rng))
            action = story.last_action(after, events)
            if any(isinstance(e, (icetowers.Capped, icetowers.Mined, icetowers.Splitted))
                   for e in events):
                kinds.add(action.kind)
                assert action.change == tuple(
                    a - b for a, b in zip(icetowers.scores(after), before, strict=True))
            state = after
    assert kinds == {"cap", "mine", "split"}


def test_the_picture_says_who_did_what_to_which_towers_and_the_score_change(monkeypatch):
    """I5: "◆ Dmitri  T52 → T27  ▲ −23  ◆ +23", at the bottom where Columbiz's tray tells its
    last move and where the result goes once the game is over."""
    from ink import recording

    from render.icetowers import story

    s = sample("04_tall_4p")
    cap = next(e for e in s.events if isinstance(e, icetowers.Capped))
    rec = recording(monkeypatch)
    img = render.icetowers.draw_game(s.state, names=s.names, events=s.events,
                                     computer_seats=s.computer_seats)
    lay = lay_of(s)
    x, y, w, h = lay.banner
    assert y > max(py + ph for _, py, _, ph in lay.panels.values())  # below the seats
    said = [d.text for d in rec.on(id(img)) if d.box and y <= d.box[1] and d.box[3] <= y + h]
    assert f"T{cap.piece} {story.ARROW} T{cap.target}" in said
    assert s.names[cap.seat] in said
    change = story.last_action(s.state, s.events).change
    assert change[cap.seat] > 0
    assert f"+{change[cap.seat]}" in said
    assert sum(change) == 0 and any(f"\u2212{-d}" in said for d in change if d < 0)
    final_lay = render.icetowers.layout(sample("10_end_4p").state, banner=True, ranked=True)
    assert final_lay.banner[1] > max(py for _, py, _, _ in final_lay.panels.values())


def test_the_final_picture_ranks_the_seats_with_medals():
    s = sample("10_end_4p")
    img = final(s)
    lay = render.icetowers.layout(s.state, banner=True, ranked=True)
    totals = icetowers.scores(s.state)
    places = seats.places(totals)
    for seat, (x, y, _w, _h) in lay.panels.items():
        ground = T.MEDAL[min(places[seat], 4) - 1]
        assert near(px(img, x + 8 + 17 - 9, y + L.HEAD_H / 2 - 4), ground, 30), seat


def test_seat_marks_are_5_px_on_a_phone_in_tall_towers_and_small_trays():
    for geo in [L.Geometry(sc, sc) for sc in L.SCALES] + [L.TRAY.geometry]:
        for size in (1, 2, 3):
            assert geo.band(size) >= L.MARK_MIN + 2, (geo, size)
            assert 2 * S._mark_r(0) * T.PHONE_WIDTH / L.WIDTH >= 5
