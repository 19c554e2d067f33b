"""The terminal front end: `bash bot/run.sh --local` plays a game at the keyboard, against
computers or with people taking turns at it, on the same service, games and texts as the bot on
Discord, kept in an SQLite file of its own. Where a text names a button, the catalogues have
the terminal's wording of it (`terminal.<id>`, bot.messages.FRONT), which the table says
instead.

- `markup.py`: the bot's Discord markdown shown in a terminal (bold, names for mentions) and the
  seats' marks (colour and shape, as in the pictures);
- `console.py`: asking and reading lines, with completion of the legal moves;
- `setup.py`: the questions before a game (language, game, seats, computers, options);
- `main.py`: the command line (`--database`, `--no-colour`), resuming or opening the game;
- `clock.py`: the table's clock, which skips a computer's pause;
- `session.py`: the game itself: each line a command or a move through the service, computer
  seats acting at once, the narration, the board as text and the picture written to a file.

Each game adds its words and its board as text (`make_terminal()` of its package:
bot/games/<game>/terminal.py, the interface of `game.py`)."""

from bot.terminal.main import main

__all__ = ["main"]
