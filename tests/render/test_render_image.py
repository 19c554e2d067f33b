"""What the image shows, read back from its pixels: pieces, last-turn marks, dice, pad."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import ImageChops
from render_testkit import decode, game_image, near, pixels, px, sample

import render.columbiz
from engine import columbiz
from render import theme as T
from render.columbiz import board, scorepad, tray
from render.columbiz import style as C

ALL = list(render.columbiz.samples.GALLERY)


@pytest.mark.parametrize("name", ALL)
def test_every_sample_renders_an_opaque_png_of_the_layout_size(name):
    s = sample(name)
    img = game_image(s)  # decode() checks it is opaque, for Discord's dark and light themes
    assert img.size == (T.WIDTH, C.HEIGHT)


@pytest.mark.parametrize("name", ["05_mid_4p_kept", "07_big_capture", "09_end_tie"])
def test_rendering_never_mutates_the_state_or_the_events(name):
    s = sample(name)
    before = columbiz.state_to_json(s.state)
    events_before = [e.to_json() for e in s.events]
    render.columbiz.render_game(
        s.state, names=s.names, events=s.events, computer_seats=s.computer_seats
    )
    render.columbiz.render_scorepad(s.state, names=s.names, computer_seats=s.computer_seats)
    render.columbiz.render_final(s.state, names=s.names, computer_seats=s.computer_seats)
    assert columbiz.state_to_json(s.state) == before
    assert [e.to_json() for e in s.events] == events_before


def test_the_cached_background_is_not_drawn_on_by_a_render():
    s = sample("07_big_capture")
    bg = render.columbiz.game_background().tobytes()
    game_image(s)
    assert render.columbiz.game_background().tobytes() == bg


def test_C3_every_piece_is_drawn_in_its_seat_colour():
    s = sample("07_big_capture")
    img = game_image(s, events=())
    occupied = 0
    for cell, seat in enumerate(s.state.board):
        cx, cy = board.cell_centre(cell)
        if seat == columbiz.EMPTY:
            assert near(px(img, cx, cy - 24), T.TILE, 12) or near(px(img, cx, cy - 24), T.TILE_ALT,
                                                                   12)
        else:
            occupied += 1
            assert near(px(img, cx, cy), T.SEAT_FILL[seat], 8), (cell, seat)
    assert occupied == 4


def _ring(img, cell):
    cx, cy = board.cell_centre(cell)
    return px(img, cx, cy - (C.CELL - 6) / 2 + 2)


def test_pieces_placed_this_turn_are_highlighted():
    s = sample("07_big_capture")
    placed = {columbiz.parse_cell(e.cell) for e in s.events if isinstance(e, columbiz.Placed)}
    assert placed == {columbiz.parse_cell("6666"), columbiz.parse_cell("555")}
    img = game_image(s)
    plain = game_image(s, events=())
    for cell in range(36):
        if cell in placed:
            assert near(_ring(img, cell), T.PLACED_RING, 20)
            assert not near(_ring(plain, cell), T.PLACED_RING, 60)
        elif s.state.board[cell] != columbiz.EMPTY:
            assert not near(_ring(img, cell), T.PLACED_RING, 60)


def test_C10_cells_captured_this_turn_show_their_owner_crossed_out():
    s = sample("07_big_capture")
    captured = {columbiz.parse_cell(c): owner for e in s.events
                if isinstance(e, columbiz.Captured) for owner, c in e.pieces}
    assert len(captured) == 5 and set(captured.values()) == {1, 2}
    img = game_image(s)
    plain = game_image(s, events=())
    for cell in range(36):
        cx, cy = board.cell_centre(cell)
        if cell in captured:
            # A red cross haloed in white (so it stays apart from a black piece) over the
            # owner's shape in full colour, which is told by its shape, not by red or green.
            assert near(px(img, cx, cy), T.CAPTURE_CROSS, 20), cell
            assert near(px(img, cx, cy - 11), T.SEAT_FILL[captured[cell]], 20), cell
            assert not near(px(plain, cx, cy), T.CAPTURE_CROSS, 60)
        elif s.state.board[cell] == columbiz.EMPTY:
            assert not near(px(img, cx, cy), T.CAPTURE_CROSS, 60)


def test_C11_a_scored_line_is_drawn_through_its_pieces():
    s = sample("08_scoring_line")
    lines = [e for e in s.events if isinstance(e, columbiz.LineScored)]
    assert {line.axis for line in lines} == {"row", "diagonal"}
    img = game_image(s)
    plain = game_image(s, events=())
    for line in lines:
        cells = [columbiz.parse_cell(c) for c in line.cells]
        for a, b in zip(cells, cells[1:]):
            (ax, ay), (bx, by) = board.cell_centre(a), board.cell_centre(b)
            mid = ((ax + bx) / 2, (ay + by) / 2)  # between two tiles: the wooden rim
            assert near(px(img, *mid), C.LINE, 40)
            assert near(px(plain, *mid), T.BOARD_BG, 20)


def test_C6_kept_dice_are_set_apart_and_show_their_faces():
    s = sample("05_mid_4p_kept")
    assert s.state.kept and len(s.state.kept) < len(s.state.dice)
    img = game_image(s)
    layout = tray.dice_layout(s.state, *render.columbiz.TRAY_BOX[:3])
    kept, rolled = tray.split_dice(s.state)
    assert [f for f, _, k in layout if k] == list(kept)
    assert [f for f, _, k in layout if not k] == list(rolled)
    top = tray.die_top(render.columbiz.TRAY_BOX[1])
    mid_y = top + C.DIE_SIZE / 2
    for face, x, is_kept in layout:
        rim = px(img, x + 1, mid_y)
        assert near(rim, T.GOLD_EDGE if is_kept else C.DIE_EDGE, 40), (face, is_kept, rim)
        centre = px(img, x + C.DIE_SIZE / 2, mid_y)
        # Faces 1, 3, 5 have a pip in the middle; 2, 4, 6 do not.
        assert near(centre, C.PIP if face % 2 else C.DIE, 40), (face, centre)
    kept_xs = [x for _, x, k in layout if k]
    first_rolled = min(x for _, x, k in layout if not k)
    assert first_rolled - (kept_xs[-1] + C.DIE_SIZE) > 2 * C.DIE_GAP  # a visible gap
    assert near(px(img, kept_xs[0] - 4, mid_y), C.KEPT_WELL, 12)  # the kept well behind them
    assert not near(px(img, first_rolled - 4, mid_y), C.KEPT_WELL, 12)


def test_C6_the_roll_counter_shows_the_rolls_made():
    for name in ("01_start", "02_first_roll_3p", "05_mid_4p_kept"):
        s = sample(name)
        img = game_image(s)
        x, y, _, _ = render.columbiz.TRAY_BOX
        filled = [near(px(img, x + tray.PAD + 9 + i * 21, y + 64), T.INK, 30) for i in range(3)]
        assert filled == [i < s.state.rolls for i in range(3)], name


def test_C12_the_last_round_is_flagged_in_the_tray():
    x, y, w, h = render.columbiz.TRAY_BOX
    for name, flagged in (("12_last_round", True), ("05_mid_4p_kept", False)):
        s = sample(name)
        assert s.state.final_round == flagged and not s.state.over
        crop = game_image(s).crop((x, y + 50, x + 320, y + h - 10))
        red = sum(1 for p in pixels(crop) if near(p, T.CAPTURE_CROSS, 30))
        assert (red > 300) == flagged, (name, red)


def _card_edge(img, box):
    x, y, w, h = box
    return px(img, x + w // 2, y + 1)


def test_the_current_players_card_is_framed_in_their_colour():
    s = sample("05_mid_4p_kept")
    img = game_image(s)
    boxes = scorepad.card_boxes(s.state, render.columbiz.PAD_BOX)
    for seat, box in boxes.items():
        edge = _card_edge(img, box)
        if seat == s.state.current:
            assert near(edge, T.TURN_FRAME[seat], 20)
            # The turn is told by a shape too, a dark arrow, not by the frame's colour alone.
            arrow = px(img, box[0] - 12, box[1] + box[3] / 2)
            assert near(arrow, T.INK, 30)
        else:
            assert not near(edge, T.TURN_FRAME[s.state.current], 40)
            assert not near(px(img, box[0] - 12, box[1] + box[3] / 2), T.INK, 60)


def _crowned(img, box) -> bool:
    x, y, w, h = scorepad.total_box(box)
    mid = x + w / 2
    crop = img.crop((round(mid - 14), y + 4, round(mid + 14), y + 28))
    return sum(1 for p in pixels(crop) if near(p, T.GOLD, 30)) > 40


def test_C15_winners_are_crowned_and_a_tie_shares_the_win():
    s = sample("09_end_tie")
    winners = columbiz.winners(s.state)
    assert len(winners) == 2
    img = game_image(s)
    for seat, box in scorepad.card_boxes(s.state, render.columbiz.PAD_BOX).items():
        assert _crowned(img, box) == (seat in winners)


def test_the_final_image_ranks_the_pad_by_total():
    s = sample("10_end_4p")
    img = decode(
        render.columbiz.render_final(s.state, names=s.names, computer_seats=s.computer_seats)
    )
    assert img.size == (T.WIDTH, C.HEIGHT)
    order = scorepad.ranking(s.state)
    totals = columbiz.totals(s.state)
    assert [totals[x] for x in order] == sorted(totals, reverse=True)
    boxes = scorepad.card_boxes(s.state, render.columbiz.PAD_BOX, order)
    for seat, card in boxes.items():
        assert near(px(img, *scorepad.mark_centre(card)), T.SEAT_FILL[seat], 10)
    first = order[0]
    assert _crowned(img, boxes[first])


def test_the_scorepad_alone_has_one_card_per_player():
    for name in ("03_mid_2p", "04_mid_3p_kept", "05_mid_4p_kept"):
        s = sample(name)
        img = decode(render.columbiz.render_scorepad(
            s.state, names=s.names, computer_seats=s.computer_seats
        ))
        assert img.height == scorepad.pad_height(s.state.players) + 2 * T.MARGIN
        box = (T.MARGIN + 14, T.MARGIN, C.PAD_W, scorepad.pad_height(s.state.players))
        for seat, card in scorepad.card_boxes(s.state, box).items():
            assert near(px(img, *scorepad.mark_centre(card)), T.SEAT_FILL[seat], 10)


def test_the_scorepad_alone_is_ranked_once_the_game_is_over():
    s = sample("10_end_4p")
    img = decode(render.columbiz.render_scorepad(
        s.state, names=s.names, computer_seats=s.computer_seats
    ))
    box = (T.MARGIN + 14, T.MARGIN, C.PAD_W, scorepad.pad_height(s.state.players))
    order = scorepad.ranking(s.state)
    assert order != list(range(4))  # the sample's winner does not sit first in every seat
    for seat, card in scorepad.card_boxes(s.state, box, order).items():
        assert near(px(img, *scorepad.mark_centre(card)), T.SEAT_FILL[seat], 10)


def test_a_computer_seat_gets_a_robot_mark_in_its_card_only():
    s = sample("03_mid_2p")
    human = game_image(s)
    other = 1 - s.state.current if s.state.current is not None else 1
    robot = decode(render.columbiz.render_game(s.state, names=s.names, events=s.events,
                                      computer_seats=frozenset({other})))
    # The palette is chosen per image, so colours elsewhere may move a few steps: only a
    # clear difference counts.
    diff = ImageChops.difference(human, robot).convert("L").point(lambda v: 255 if v > 24 else 0)
    bbox = diff.getbbox()
    assert bbox is not None
    x, y, w, h = scorepad.card_boxes(s.state, render.columbiz.PAD_BOX)[other]
    assert x <= bbox[0] and bbox[2] <= x + w and y <= bbox[1] and bbox[3] <= y + h


LONG = [
    "W" * 80,
    "Bartholomew Montgomery-Fitzwilliam the Third",
    "\U0001f525\U0001f525\U0001f525",
    "\u5c71\u7530\u592a\u90ce",
    "\u0645\u062d\u0645\u062f \u0639\u0644\u064a \u0627\u0644\u062d\u0633\u0646",
    "Z\u0337\u0322\u031b\u0335a\u0338\u0334l\u0334g\u0336o\u0336\u0336\u0336",
]


def test_long_and_exotic_names_stay_inside_their_cards():
    s = sample("05_mid_4p_kept")
    names = tuple(LONG[:4])
    img = decode(render.columbiz.render_game(s.state, names=names, computer_seats=frozenset({3})))
    for seat, (x, y, w, _h) in scorepad.card_boxes(s.state, render.columbiz.PAD_BOX).items():
        bg = T.CURRENT_PANEL if seat == s.state.current else T.PANEL
        total_x = x + w - scorepad.TOTAL_W - 8
        strip = img.crop((total_x - 8, y + 30, total_x - 1, y + 40))  # between name and total
        assert all(near(p, bg, 6) for p in pixels(strip)), seat
        above = img.crop((x + 40, y - 3, x + w - 10, y - 1))  # nothing climbs out of the card
        assert all(near(p, T.CARD, 6) for p in pixels(above)), seat
    for i in range(len(LONG)):
        names = tuple(LONG[(i + k) % len(LONG)] for k in range(4))
        render.columbiz.render_game(s.state, names=names)  # no exception for any of them


def test_missing_or_blank_names_fall_back_to_the_seat_colour():
    s = sample("03_mid_2p")
    a = render.columbiz.render_game(s.state, names=["", "  "], events=s.events)
    b = render.columbiz.render_game(s.state, names=["purple", "blue"], events=s.events)
    assert a == b
    assert render.columbiz.render_game(s.state, names=[], events=s.events) == b


def test_text_stays_legible_when_a_phone_shows_the_image_400_px_wide():
    scale = 400 / T.WIDTH
    assert T.NAME_PX * scale >= 12
    assert T.VALUE_PX * scale >= 12
    assert T.TOTAL_PX * scale >= 16
    assert C.PIECE * scale >= 20 and C.DIE_SIZE * scale >= 20


def test_renders_from_worker_threads_match_a_serial_render():
    cases = [sample(n) for n in ("05_mid_4p_kept", "07_big_capture", "09_end_tie")]
    serial = [render.columbiz.render_game(c.state, names=c.names, events=c.events,
                                          computer_seats=c.computer_seats)
              for c in cases]
    with ThreadPoolExecutor(max_workers=6) as pool:
        futures = [pool.submit(render.columbiz.render_game, c.state, names=c.names, events=c.events,
                               computer_seats=c.computer_seats) for _ in range(6) for c in cases]
        results = [f.result() for f in futures]
    assert results == serial * 6
