"""The replay's GIF: captions that fit, frames left out evenly to meet a size, the last kept."""

from __future__ import annotations

import io

from PIL import Image

from bot.front import replay, replay_samples
from bot.games import frontends, get_rules
from render import animation, fonts
from render import theme as T


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
