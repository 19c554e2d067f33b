"""The bot's Discord markdown shown in a terminal: bold as bold (or plain without colour),
commands without their slash, mentions as the player's name, a name's escapes taken off, small
lines dimmed, and every seat's mark a shape of its own, so the board reads without colour."""

from __future__ import annotations

from bot.messages import text
from bot.plain import plain_name
from bot.terminal.markup import BOLD, DIM, Markup, plain
from render import theme


def test_a_move_line_reads_plainly_without_colour():
    markup = Markup(False, {42: "Ann"})
    said = text("columbiz.ev.rolled.first", "en", who=f"**{plain_name('*Bo_b*')}**",
                dice="66 44 33 22")
    assert markup(said) == "*Bo_b* rolled 66 44 33 22."  # the name as typed, no stars added
    assert markup("<@42>, it's your turn: `/roll`") == "Ann, it's your turn: roll"  # as typed
    assert markup("`/place cells:555`, 1/2, a/b") == "place cells:555, 1/2, a/b"
    assert markup("-# why the computer did it") == "why the computer did it"
    assert markup("a *locked keeps* option") == "a locked keeps option"


def test_with_colour_bold_is_bold_and_small_lines_are_dim():
    markup = Markup(True, {42: "Ann"})
    shown = markup("**Bob** placed on `555`.\n-# small")
    first, second = shown.split("\n")
    assert first.startswith(BOLD + "Bob") and "555" in first
    assert second.startswith(DIM)
    assert plain(shown) == "Bob placed on 555.\nsmall"
    assert "\x1b[1m" in markup("<@42>") and plain(markup("<@42>")) == "Ann"


def test_every_seat_has_its_own_shape_and_colour():
    bare, coloured = Markup(False), Markup(True)
    seats = range(len(theme.SEAT_SHAPE))
    assert len({bare.mark(seat) for seat in seats}) == len(theme.SEAT_SHAPE)  # C3
    assert len({coloured.mark(seat) for seat in seats}) == len(theme.SEAT_SHAPE)
    assert all(plain(coloured.mark(seat)) == bare.mark(seat) for seat in seats)
