"""The bot's heap once it has started: Python's cyclic garbage collector told what lives as long
as the process.

What a bot process makes at its start (discord.py's and Pillow's modules, the command tree, the
five languages' parsed catalogues, a render worker's fonts and sprites) stays until it ends, yet
each full collection walked all of it again, and the young generation was collected every 700
new objects: under load a tenth of the bot's CPU per move went to the collector, a full
collection taking 80 ms at once (`benchmarks/bot.py`, measured with gc.callbacks).
"""

from __future__ import annotations

import gc

#: New objects between two collections of the young generation (Python's default is 700): a
#: move makes thousands, nearly all freed by their reference counts as soon as it is answered.
YOUNG_THRESHOLD = 5000


def settle() -> None:
    """Call once, when what the process keeps for its life is made (not in a test process,
    where bots come and go: a frozen object is never collected). What lives now is moved out
    of the collector's walk (gc.freeze), after one full collection so that no garbage is kept
    with it; the young generation is collected less often."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
