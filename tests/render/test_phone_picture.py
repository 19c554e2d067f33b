"""The pictures as most players see them: on a phone about 360 px wide, and through colour-blind
eyes. Read back from real renders' pixels and from the fonts they asked for."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image
from render_testkit import decode, game_image, near, pixels, px, sample

import render.columbiz
import render.icetowers
from bot.games.columbiz.frontend import picture_labels
from bot.games.icetowers.frontend import picture_labels as icetowers_labels
from bot.messages import LANGUAGES
from engine import columbiz
from engine.columbiz.moves import dice_counts, open_cells
from render import fonts, result, vision
from render import theme as T
from render.columbiz import board, scorepad, tray
from render.icetowers import samples as icetowers_samples
from render.icetowers import towers

ALL = list(render.columbiz.samples.GALLERY)
PHONE = T.PHONE_WIDTH / T.WIDTH


@pytest.fixture
def font_sizes(monkeypatch):
    """Every font size a render asks for (sprites drawn at twice their size ask for double)."""
    asked: list[tuple[str, int]] = []
    real = fonts.font

    def recording(name, size):
        asked.append((name, size))
        return real(name, size)

    monkeypatch.setattr(fonts, "font", recording)
    return asked


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_word_and_number_is_10_px_or_more_on_a_360_px_phone(language, font_sizes):
    labels = picture_labels(language)
    for name in ALL:
        s = sample(name)
        render.columbiz.render_game(s.state, names=s.names, events=s.events,
                                    computer_seats=s.computer_seats, labels=labels)
        render.columbiz.render_final(s.state, names=s.names, labels=labels)
    smallest = min(size for _, size in font_sizes)
    assert smallest * PHONE >= T.PHONE_MIN_PX, (language, smallest)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_icetowers_word_and_number_is_10_px_or_more_on_a_360_px_phone(language, font_sizes):
    """Tower numbers in the trays too, with 60 lone pieces (4 players, full stash)."""
    labels = icetowers_labels(language)
    for make in icetowers_samples.GALLERY.values():
        s = make()
        kw = {"names": s.names, "computer_seats": s.computer_seats, "labels": labels}
        render.icetowers.render_game(s.state, events=s.events, **kw)
        if s.state.over:
            render.icetowers.render_final(s.state, **kw)
            render.icetowers.render_scorepad(s.state, **kw)
    smallest = min(size for _, size in font_sizes)
    assert smallest * PHONE >= T.PHONE_MIN_PX, (language, smallest, sorted(set(font_sizes)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_icetowers_seat_tags_fit_whole_at_phone_size_in_every_language(language):
    """I10/I12: "done", "to act" and "passed" are never cut, beside a computer player's name."""
    from render.icetowers import plan, seats

    labels = icetowers_labels(language)
    for style, key in (("turn", "to_act"), ("done", "done"), ("passed", "passed")):
        at = seats.head((0, 0, plan.PANEL_W, seats.TAG_H), (style, labels[key]), True)
        assert at.tag_words == labels[key] and at.tag_font.size == seats.TAG_PX, (style, at)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_pad_headings_keep_their_full_size_in_every_language(language):
    heads = scorepad.headings(picture_labels(language), T.PAD_W)
    for font in (heads.font, heads.total_font):
        assert font.size == T.CAPTION_PX and font.size * PHONE >= T.PHONE_MIN_PX
    assert list(heads.xs) == sorted(heads.xs)


@pytest.mark.parametrize("language", LANGUAGES)
def test_C14_the_widest_score_pad_values_and_headings_keep_apart_in_every_language(language):
    """Two-digit values and a capture count with its points ("18=90") never run into the next
    column ("10=30" beside "1" would read "=301"), nor the last heading into the total's."""
    heads = scorepad.headings(picture_labels(language), T.PAD_W)
    value = fonts.font(fonts.BOLD, T.VALUE_PX)
    two = value.getlength("88")
    captured = two + scorepad.CAPTURE_GAP + fonts.font(fonts.BOLD, T.SMALL_PX).getlength("=88")
    widest = [max(heads.font.getlength(w), v)
              for w, v in zip(heads.words, (two, captured, two), strict=True)]
    ends = [*heads.xs[1:], heads.total_left]
    for x, width, end in zip(heads.xs, widest, ends, strict=True):
        assert x + width + scorepad.MIN_COL_GAP <= end + 1, (language, heads.xs, widest, end)


@pytest.mark.parametrize(("ink", "ground"), [
    (T.INK_SOFT, T.PANEL), (T.INK_SOFT, T.CARD), (T.INK_SOFT, T.CURRENT_PANEL),
    (T.INK_SOFT, T.KEPT_WELL), (T.INK, T.KEPT_WELL), ((255, 255, 255), T.LINE_EDGE),
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
            ring = px(img, cx, cy - T.CELL / 2 + 7)
            assert near(ring, T.BUYABLE, 30) == (cell in buyable), (name, cell)


def test_the_last_move_takes_the_dice_place_until_the_first_roll():
    s = sample("06_after_move_4p")
    move = tray.last_move(s.events)
    assert move is not None and move.seat != s.state.current and s.state.rolls == 0
    assert move.cells == tuple(e.cell for e in s.events if isinstance(e, columbiz.Placed))
    assert move.captured
    words = tray.last_move_words(move, T.LABELS)
    assert words[0] == ", ".join(move.cells) and words[-1] == f"+{move.points}"
    assert T.LABELS["took"].format(n=len(move.captured)) in words
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
    assert tray.last_move_words(move, T.LABELS) == ["3 set aside", "+0"]
    s = sample("07_big_capture")
    placed, _, _ = board.marks_of(s.state, s.events)
    assert placed == [columbiz.parse_cell("6666"), columbiz.parse_cell("555")]
    img = game_image(s)
    for cell in placed:
        cx, cy = board.cell_centre(cell)
        bx, by = round(cx - T.CELL / 2), round(cy - T.CELL / 2)
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
        result.paint_result(img, [0, 1, 2, 3], 20, names, (0, 0, box[2], 120))
    finally:
        result.fonts.draw_name = saved
    assert drawn == names


def test_the_gallery_writes_each_sample_full_and_phone_size_and_through_four_simulations(
        tmp_path, monkeypatch):
    from render import gallery
    from render.columbiz import samples

    png = render.columbiz.render_game(sample("05_mid_4p_kept").state, names=["A", "B", "C", "D"])
    monkeypatch.setattr(gallery, "GAMES", ("render.columbiz",))
    monkeypatch.setattr(samples, "pictures", lambda: [("one", png)])
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
