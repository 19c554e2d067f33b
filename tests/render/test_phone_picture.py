"""The pictures as most players see them: on a phone about 360 px wide, and through colour-blind
eyes. Read back from real renders' pixels and from the fonts they asked for."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image
from render_testkit import decode, game_image, near, pixels, px, sample

import render.columbiz
from bot.games.columbiz.frontend import picture_labels
from bot.messages import LANGUAGES
from engine import columbiz
from engine.columbiz.moves import dice_counts, open_cells
from render import fonts, result, vision
from render import theme as T
from render.columbiz import board, scorepad, tray
from render.columbiz import style as C
from render.icetowers import towers

PHONE = T.PHONE_WIDTH / T.WIDTH


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_pad_has_no_words_and_is_the_same_in_every_language(language):
    """Icons head the columns (lines, captured, supply) and "Σ" the totals: nothing to
    translate, nothing to run together ("RESTE TOTAL") or abbreviate ("CAPT.")."""
    s = sample("10_end_4p")
    english = render.columbiz.render_scorepad(s.state, names=s.names)
    assert render.columbiz.render_scorepad(s.state, names=s.names,
                                           labels=picture_labels(language)) == english
    assert not {"lines", "captured", "left", "total", "kept"} & set(picture_labels(language))


def test_C14_the_widest_score_pad_values_keep_apart():
    """Two-digit values and a capture count with its points ("18=90") never run into the next
    column ("10=30" beside "1" would read "=301"), nor into the total's box."""
    xs = scorepad.column_xs(C.PAD_W)
    widths = scorepad.value_widths()
    ends = [*xs[1:], scorepad.total_x(C.PAD_W)]
    for x, width, end in zip(xs, widths, ends, strict=True):
        assert x + width + 10 <= end, (xs, widths, end)


@pytest.mark.parametrize("name", ["05_mid_4p_kept", "09_end_tie", "03_mid_2p"])
def test_C15_the_place_is_a_medal_left_of_the_seat_mark_away_from_the_total(name):
    """A place beside the total read as one of its digits (❸ next to 2): the medal sits at the
    card's left, before the seat mark and the name."""
    s = sample(name)
    img = game_image(s)
    totals = columbiz.totals(s.state)
    places = scorepad.places(totals)
    for seat, card in scorepad.card_boxes(s.state, render.columbiz.PAD_BOX).items():
        mx, my = scorepad.medal_centre(card)
        assert mx + scorepad.MEDAL / 2 < scorepad.mark_centre(card)[0] - 15
        assert mx + scorepad.MEDAL / 2 < scorepad.total_box(card)[0] - 150
        ground = T.MEDAL[min(places[seat], 4) - 1]
        assert near(px(img, mx - 10, my - 6), ground, 30) == any(totals), (seat, name)


@pytest.mark.parametrize("name", ["03_mid_2p", "04_mid_3p_kept", "05_mid_4p_kept"])
def test_a_score_card_has_no_empty_middle(name):
    """The name row and the values sit together in the card's middle, however tall the card:
    no band of empty card between them."""
    s = sample(name)
    img = game_image(s)
    for seat, (x, y, w, h) in scorepad.card_boxes(s.state, render.columbiz.PAD_BOX).items():
        st = scorepad.style_for(h)
        top = y + scorepad.content_top(h)
        # The values' ink starts within the row gap and a few px of the name row's bottom.
        strip = img.crop((x + scorepad.COL_X, top + st.name_row,
                          x + scorepad.total_x(w) - 10, top + st.name_row + st.row_gap + 12))
        assert any(near(p, T.INK, 40) for p in pixels(strip)), (name, seat)
        # The block is centred: as much card above the name row as below the values.
        below = y + h - (top + st.name_row + st.row_gap + st.value_row)
        assert abs((top - y) - below) <= 1, (name, seat)
    # A tall card (two players beside the board) has the larger type, to fill it.
    assert (scorepad.style_for(h) == scorepad.TALL) == (s.state.players == 2)


@pytest.mark.parametrize("kind", [None, *vision.KINDS])
def test_C10_a_captured_piece_stands_out_from_its_tile_for_every_seat(kind):
    """The grey seat's captured piece was 2.8 ΔE from its tile in grayscale: the tile is now
    white, and the cross red haloed in white (the halo is the tile's white), so a black piece is
    no blob under it."""
    def seen(c):
        return vision.simulate_colour(c, kind) if kind else c
    for seat in range(4):
        assert vision.delta_e(seen(T.SEAT_FILL[seat]), seen(C.CAPTURE_TILE)) >= 15, seat


def test_C7_where_to_place_is_visible_at_phone_size():
    """The ring of a cell the player on turn can pay for is at least 2 px wide on the phone
    copy (it was 1.4 px), its ground tinted."""
    from render.gallery import phone

    s = sample("05_mid_4p_kept")
    img = game_image(s)
    small = phone(img)
    buyable = open_cells(s.state.board, dice_counts(s.state.dice))
    assert buyable
    for cell in buyable:
        cx, cy = board.cell_centre(cell)
        top = cy - (C.CELL - 6) / 2
        column = [small.getpixel((round(cx * PHONE), round(y * PHONE)))
                  for y in range(round(top) - 2, round(cy))]
        ring = [p for p in column if near(p, C.BUYABLE, 40)]
        assert len(ring) >= 2, (cell, column[:8])
        assert near(px(img, cx, cy), C.BUYABLE_TILE, 8), cell


@pytest.mark.parametrize("name", list(render.columbiz.samples.GALLERY))
def test_no_two_labels_overlap(name, monkeypatch):
    """No badge touches another ("+1" against ② read "②+1"), and no two texts drawn on the
    picture overlap, in any sample."""
    from ink import recording

    s = sample(name)
    boxes = board.label_boxes(s.state, s.events)
    for a, b in itertools.combinations(boxes, 2):
        grown = (a[0] - 4, a[1] - 4, a[2] + 4, a[3] + 4)
        assert not board.overlaps(grown, b), (name, a, b)
    rec = recording(monkeypatch)
    img = render.columbiz.draw_game(s.state, names=s.names, events=s.events,
                                    computer_seats=s.computer_seats)
    texts = [d for d in rec.on(id(img)) if d.box is not None]
    assert texts
    for a, b in itertools.combinations(texts, 2):
        assert not board.overlaps(a.box, b.box), (name, a.text, a.box, b.text, b.box)


@pytest.mark.parametrize(("ink", "ground"), [
    (T.INK_SOFT, T.PANEL), (T.INK_SOFT, T.CARD), (T.INK_SOFT, T.CURRENT_PANEL),
    (T.INK_SOFT, C.KEPT_WELL), (T.INK, C.KEPT_WELL), ((255, 255, 255), T.LINE_EDGE),
    ((255, 255, 255), T.CAPTURE_CROSS), ((255, 255, 255), T.INK), (T.INK, T.TILE),
    *zip(towers.PLATE_INK, towers.PLATE_FILL, strict=True),
])
def test_text_meets_wcag_aa_contrast(ink, ground):
    assert vision.contrast(ink, ground) >= 4.5


@pytest.mark.parametrize("kind", [*vision.KINDS, None])
def test_C3_seat_colours_stay_apart_for_colour_blind_eyes_and_in_grayscale(kind):
    seen = [vision.simulate_colour(c, kind) if kind else c for c in T.SEAT_FILL]
    for a, b in itertools.combinations(range(4), 2):
        assert vision.delta_e(seen[a], seen[b]) >= 20, (kind, a, b)


def test_the_simulations_change_colours_as_those_eyes_do():
    red, green = (200, 40, 40), (40, 160, 40)
    assert vision.delta_e(red, green) > 50
    assert vision.delta_e(*(vision.simulate_colour(c, "deuteranopia") for c in (red, green))) < 25
    gray = vision.simulate_colour((200, 40, 40), "grayscale")
    assert gray[0] == gray[1] == gray[2]
    img = Image.new("RGB", (4, 4), red).quantize(8)
    assert vision.simulate(img, "grayscale").getpixel((0, 0)) == gray


def _red_in_tag(img) -> int:
    x, y, _, _ = render.columbiz.TRAY_BOX
    crop = img.crop((x + tray.PAD, y + tray.TAG_TOP, x + tray.PAD + 120, y + tray.TAG_TOP + 30))
    return sum(1 for p in pixels(crop) if near(p, T.CAPTURE_CROSS, 30))


def test_C12_the_last_round_tag_stays_when_dice_are_kept():
    s = sample("12_last_round")
    assert s.state.final_round and s.state.rolls == 1
    state, _ = columbiz.apply(s.state, columbiz.Keep(tuple(s.state.dice[:4])))
    img = decode(render.columbiz.render_game(state, names=s.names))
    assert _red_in_tag(img) > 1000
    assert _red_in_tag(game_image(sample("05_mid_4p_kept"))) == 0  # kept dice, not last round


def test_C7_the_cells_the_player_on_turn_can_pay_for_are_marked():
    for name in ("02_first_roll_3p", "05_mid_4p_kept", "06_after_move_4p"):
        s = sample(name)
        img = game_image(s)
        buyable = set(open_cells(s.state.board, dice_counts(s.state.dice))) if s.state.dice \
            else set()
        assert (name == "06_after_move_4p") == (not buyable)
        for cell in range(36):
            if s.state.board[cell] != columbiz.EMPTY:
                continue
            cx, cy = board.cell_centre(cell)
            ring = px(img, cx, cy - C.CELL / 2 + 7)
            assert near(ring, C.BUYABLE, 30) == (cell in buyable), (name, cell)


def test_the_last_move_takes_the_dice_place_until_the_first_roll():
    s = sample("06_after_move_4p")
    move = tray.last_move(s.events)
    assert move is not None and move.seat != s.state.current and s.state.rolls == 0
    assert move.cells == tuple(e.cell for e in s.events if isinstance(e, columbiz.Placed))
    assert move.captured
    words = tray.last_move_words(move, C.LABELS)
    assert words[0] == ", ".join(move.cells) and words[-1] == f"+{move.points}"
    assert C.LABELS["took"].format(n=len(move.captured)) in words
    x, y, w, h = render.columbiz.TRAY_BOX
    left = tray.dice_left(x, w)
    img = game_image(s)
    area = img.crop((left, y + 10, x + w - tray.PAD, y + h - 10))
    mover = sum(1 for p in pixels(area) if near(p, T.SEAT_FILL[move.seat], 12))
    victims = {o: sum(1 for p in pixels(area) if near(p, T.SEAT_FILL[o], 12))
               for o in set(move.captured)}
    assert mover > 150 and all(v > 100 for v in victims.values()), (mover, victims)
    # Without the move's events the tray shows the eight dice still to roll instead.
    assert pixels(game_image(s, events=()).crop(area.getbbox())) != pixels(area)


def test_C9_a_set_aside_is_told_and_the_placing_order_is_numbered():
    move = tray.last_move([columbiz.SetAside(seat=2, count=3)])
    assert move == tray.LastMove(seat=2, set_aside=3)
    assert tray.last_move_words(move, C.LABELS) == ["3 set aside", "+0"]
    s = sample("07_big_capture")
    placed, _, _ = board.marks_of(s.state, s.events)
    assert placed == [columbiz.parse_cell("6666"), columbiz.parse_cell("555")]
    img = game_image(s)
    for cell in placed:
        cx, cy = board.cell_centre(cell)
        bx, by = round(cx - C.CELL / 2), round(cy - C.CELL / 2)
        badge = img.crop((bx, by, bx + 26, by + 26))
        assert sum(1 for p in pixels(badge) if near(p, T.INK, 30)) > 150, cell


@pytest.mark.parametrize("name", ["03_mid_2p", "04_mid_3p_kept", "05_mid_4p_kept"])
def test_the_score_cards_fill_the_pad_whatever_the_number_of_players(name):
    s = sample(name)
    boxes = scorepad.card_boxes(s.state, render.columbiz.PAD_BOX)
    x, y, w, h = render.columbiz.PAD_BOX
    bottom = max(by + bh for _, by, _, bh in boxes.values())
    assert y + h - bottom < 12, (name, bottom, y + h)


def test_C15_players_who_tie_share_their_place_during_play_and_at_the_end():
    assert scorepad.places([4, 9, 4, 2]) == [2, 1, 2, 4]
    assert scorepad.places([7, 7, 7, 7]) == [1, 1, 1, 1]
    s = sample("09_end_tie")
    totals = columbiz.totals(s.state)
    assert sorted(scorepad.places(totals))[:2] == [1, 1]


def test_a_name_the_fonts_cannot_draw_falls_back_to_the_seat_colour():
    s = sample("03_mid_2p")
    emoji = render.columbiz.render_game(s.state, names=["\U0001f525\U0001f916", "\U00013000"])
    assert emoji == render.columbiz.render_game(s.state, names=["purple", "blue"])


def test_a_four_way_tie_names_every_winner_in_full():
    img = Image.new("RGB", (T.WIDTH, 200), T.CARD)
    names = ["Alice", "Bruno", "Chiara", "Dmitri"]
    box = render.columbiz.TRAY_BOX[:2] + render.columbiz.TRAY_BOX[2:]
    drawn: list[str] = []
    real = fonts.draw_name

    def spy(draw, xy, text, size, width, fill):
        drawn.append(fonts.fit_name(text, size, width)[1].text)
        return real(draw, xy, text, size, width, fill)

    result.fonts.draw_name, saved = spy, result.fonts.draw_name
    try:
        result.paint_result(img, [0, 1, 2, 3], 20, names, (0, 0, box[2], 120), C.LABELS)
    finally:
        result.fonts.draw_name = saved
    assert drawn == names


def test_the_gallery_writes_each_sample_full_and_phone_size_and_through_four_simulations(
        tmp_path, monkeypatch):
    from render import gallery
    from render.columbiz import samples

    png = render.columbiz.render_game(sample("05_mid_4p_kept").state, names=["A", "B", "C", "D"])
    monkeypatch.setattr(gallery, "GAMES", ("render.columbiz",))
    monkeypatch.setattr(samples, "pictures", lambda labels=None: [("one", png)])
    written = {p.name for p in gallery.write(tmp_path)}
    sizes = ("", "_phone")
    assert written == {f"one{s}{k}.png" for s in sizes for k in ("", *(
        f"_{kind}" for kind in vision.KINDS))}
    small = Image.open(tmp_path / "one_phone.png")
    assert small.width == T.PHONE_WIDTH and small.mode == "RGB"
    # Smoothly scaled (a palette image resized as such would keep only its own colours).
    assert len(small.getcolors(1 << 16)) > 256
    gray = Image.open(tmp_path / "one_phone_grayscale.png").convert("RGB")
    assert all(r == g == b for r, g, b in pixels(gray))
