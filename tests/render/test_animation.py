"""The replay's GIF: captions that fit, frames left out evenly to meet a size, the last kept."""

from __future__ import annotations

import io

from PIL import Image

from benchmarks import replay_samples
from bot.front import replay
from bot.games import frontends, get_rules
from render import animation, fonts
from render import theme as T
from render.columbiz import style as C


def test_frames_are_left_out_evenly_and_the_last_always_stays():
    assert animation.evenly(10, 20) == list(range(10))
    assert animation.evenly(10, 1) == [9]
    kept = animation.evenly(100, 5)
    assert kept[0] == 0 and kept[-1] == 99 and len(kept) == 5
    gaps = {b - a for a, b in zip(kept, kept[1:], strict=False)}
    assert max(gaps) - min(gaps) <= 1


def test_a_long_caption_wraps_onto_two_lines_and_is_cut_after():
    words = "Dmitri: placed on 444 and 5, captures one blue piece " * 4
    lines = animation.wrap(words, 500)
    assert len(lines) == animation.CAPTION_LINES
    assert all(fonts.length(line, fonts.BOLD, animation.CAPTION_PX) <= 500 for line in lines)
    assert lines[-1].endswith(fonts.ELLIPSIS)
    assert animation.wrap("Alice: rolled 1 2 3", 500) == ["Alice: rolled 1 2 3"]


def test_a_captioned_frame_keeps_the_picture_and_adds_its_words_below():
    picture = Image.new("RGB", (400, 300), (10, 120, 200))
    framed = animation.captioned(picture, "Alice: placed on 55")
    assert framed.size == (400, 300 + animation.CAPTION_H)
    assert framed.getpixel((200, 150)) == (10, 120, 200)
    strip = framed.crop((0, 300, 400, 300 + animation.CAPTION_H))
    colours = {c for _, c in strip.getcolors(1 << 16)}
    assert T.INK in colours and T.CARD in colours


def test_a_long_four_player_game_replays_a_frame_per_turn_within_a_limit():
    history = replay_samples.long_columbiz_history()
    turns = len(replay.turn_ends(history))
    assert turns > 25
    game = frontends()["columbiz"]
    data, kept, total = replay.replay_gif(game, get_rules("columbiz"), history, "en", 10 << 20)
    assert total == turns == kept
    gif = Image.open(io.BytesIO(data))
    assert gif.n_frames == turns and gif.info["loop"] == 0
    small, fewer, _ = replay.replay_gif(game, get_rules("columbiz"), history, "en", 400_000)
    assert len(small) <= 400_000 and 1 < fewer < turns
    last = Image.open(io.BytesIO(small))
    last.seek(last.n_frames - 1)
    gif.seek(gif.n_frames - 1)  # the end of the game is the last frame either way
    assert last.convert("RGB").tobytes() == gif.convert("RGB").tobytes()


def _palette_frames(sizes_and_colours):
    """Palette frames sharing one palette, each a flat colour with a 10 px ink square at its
    bottom right (so a frame's bottom left behind would show)."""
    rgb = []
    for (w, h), colour in sizes_and_colours:
        img = Image.new("RGB", (w, h), colour)
        img.paste(T.INK, (w - 10, h - 10, w, h))
        rgb.append(img)
    sheet = Image.new("RGB", (sum(i.width for i in rgb), max(i.height for i in rgb)), T.CARD)
    x = 0
    for img in rgb:
        sheet.paste(img, (x, 0))
        x += img.width
    palette = sheet.quantize(16)
    return rgb, [img.quantize(palette=palette, dither=Image.Dither.NONE) for img in rgb]


def test_frames_of_different_sizes_each_show_exactly_their_picture_on_one_canvas():
    """IceTowers' pictures grow with the towers: a shorter frame must not leave the previous
    frame's bottom showing, and a taller one must not lose its own bottom (its caption)."""
    rgb, frames = _palette_frames([((120, 90), (200, 40, 40)), ((120, 150), (40, 160, 40)),
                                   ((100, 60), (40, 40, 200)), ((120, 150), (250, 250, 250))])
    gif = Image.open(io.BytesIO(animation.encode_gif(frames)))
    assert gif.size == (120, 150) and gif.n_frames == len(rgb)
    for i, source in enumerate(rgb):
        gif.seek(i)
        expected = Image.new("RGB", (120, 150), T.CARD)
        expected.paste(source, (0, 0))
        assert gif.convert("RGB").tobytes() == expected.tobytes(), i


def test_a_frame_stays_as_long_as_its_caption_takes_to_read_and_the_last_holds_five_seconds():
    quiet = animation.captioned(Image.new("RGB", (600, 200), T.CARD), "Alice: placed on 3")
    busy = animation.captioned(Image.new("RGB", (600, 200), T.CARD), (
        "Dmitri: placed on 222222 (6 × 2) · captured two pieces with 222222: Alice's 2 and 222"
        " · line of 3 (row 33-44-55): +1"))
    assert animation.SHORTEST_MS <= quiet.info["duration"] < busy.info["duration"]
    assert busy.info["duration"] <= animation.LONGEST_MS
    frames = [f.quantize(64) for f in (quiet, busy, quiet)]
    gif = Image.open(io.BytesIO(animation.encode_gif(frames)))
    durations = []
    for i in range(gif.n_frames):
        gif.seek(i)
        durations.append(gif.info["duration"])
    assert durations == [quiet.info["duration"], busy.info["duration"], animation.LAST_MS]


def test_captions_say_a_name_once_and_carry_no_rule_ids():
    assert animation.clean("Chiara: Chiara puts medium T40 on T22.") == \
        "Chiara puts medium T40 on T22."
    assert animation.clean("Alice: placed on 22 · Alice's supply is empty: final round (C12)") \
        == "Alice: placed on 22 · Alice's supply is empty: final round"
    assert animation.clean("Game over (C15)") == "Game over"
    assert animation.clean("Bruno: placed on 5") == "Bruno: placed on 5"
    assert animation.clean("Chiara : Chiara coiffe T11 avec T31 (petite).") == \
        "Chiara coiffe T11 avec T31 (petite)."
    assert animation.clean("Chiara\u00a0: Chiara coiffe T11.") == "Chiara coiffe T11."


def test_the_last_frame_keeps_the_last_move_lit():
    """The game as it ended, with its last turn still marked (placed tiles), held 5 s."""
    history = replay_samples.long_columbiz_history()
    game = frontends()["columbiz"]
    data, _, _ = replay.replay_gif(game, get_rules("columbiz"), history, "en", 10 << 20)
    gif = Image.open(io.BytesIO(data))
    gif.seek(gif.n_frames - 1)
    assert gif.info["duration"] == animation.LAST_MS
    board = gif.convert("RGB").crop((C.BOARD_X, C.BOARD_Y, C.BOARD_X + C.GRID,
                                     C.BOARD_Y + C.GRID))
    lit = sum(1 for p in board.getdata() if all(abs(a - b) <= 12 for a, b in
                                                  zip(p, T.PLACED_TILE, strict=True)))
    assert lit > 100
