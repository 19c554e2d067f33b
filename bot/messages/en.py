"""English: every text the bot shows, by id. Rule ids (C1..C15) refer to the rules page."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve")


def num(n: int) -> str:
    """Small counts as words ("two"), larger ones as digits."""
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def join_list(items: Sequence[str]) -> str:
    items = [str(i) for i in items]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _faces(face: int, n: int) -> str:
    """"two 3s", "one 3", "no 3s"."""
    return f"{num(n)} {face}" + ("" if n == 1 else "s")


# --- functions for entries that need more than a template -----------------------------------------


def _dice_short(d: dict[str, Any]) -> str:
    have, need, face, cell = d["have"], d["need"], d["face"], d["cell"]
    if have == 0:
        return f"You have no {face}s left; cell {cell} needs {num(need)}."
    return f"You have only {_faces(face, have)}; cell {cell} needs {num(need)}."


def _bad_keep(d: dict[str, Any]) -> str:
    if d.get("locked"):
        n = d["kept"]
        return (f"In this game dice kept at a roll stay kept (locked keeps, C6): you rolled with "
                f"{_faces(d['face'], n)} kept, so {plural(n, 'it stays', 'they stay')} kept. "
                f"Dice you kept after that roll can still be let go.")
    if "face" in d:
        return (f"You can't keep {_faces(d['face'], d['want'])}: the dice show "
                f"{_faces(d['face'], d['have'])}.")
    return "Dice show 1 to 6; that is not a die you can keep."


def _too_many(d: dict[str, Any]) -> str:
    count, limit, per_turn, supply = d["count"], d["limit"], d["per_turn"], d["supply"]
    if supply < per_turn and limit == supply:
        return (f"You have only {num(supply)} {plural(supply, 'piece', 'pieces')} left; "
                f"you listed {num(count)} cells.")
    return (f"You may place at most {num(limit)} pieces a turn (C8); you listed {num(count)} "
            f"cells.")


def _occupied(d: dict[str, Any]) -> str:
    if d.get("own"):
        return f"Cell {d['cell']} already holds one of your pieces."
    return f"Cell {d['cell']} is taken by {d['owner']}."


def _lobby(d: dict[str, Any]) -> str:
    lines = [
        f"**{d['creator']}** opened a game of Columbiz (#{d['game_id']}) for "
        f"{num(d['seats'])} players.",
        f"Rules: {d['options']}.",
        f"Time per turn: {duration(d.get('turn_seconds'))}.",
        f"Seated ({d['count']}/{d['seats']}): {join_list(d['players'])}.",
    ]
    if d["count"] < d["seats"]:
        lines.append(f"Press **Join** (or `/columbiz join`) to take a seat; {d['creator']} can "
                     f"add computer players (`/columbiz addbot`) and presses **Start** when "
                     f"everyone is in. The game starts by itself when it is full.")
    elif d.get("waiting"):  # a rematch whose other seats are all computers
        lines.append(f"Everyone is seated: {d['creator']} presses **Start** (or "
                     f"`/columbiz start`).")
    return "\n".join(lines)


def _options(d: dict[str, Any]) -> str:
    parts = [
        "dice kept at a roll stay kept" if d["locked_keeps"] else "kept dice may be rolled again",
        ("lines score only their growth" if d["line_scoring"] == "increase"
         else "lines score on every placement"),
    ]
    if d["players"] in (None, 4):
        parts.append(f"{num(d['max_pieces_4p'])} pieces a turn with four players")
    return "; ".join(parts)


def _rolloff(d: dict[str, Any]) -> str:
    rounds = d["rounds"]  # list of list of (name, value)
    text = " / then ".join(", ".join(f"{name} {value}" for name, value in r) for r in rounds)
    return f"Roll-off for the first turn (C5): {text} → **{d['starter']}** starts."


def _captured(d: dict[str, Any]) -> str:
    victims = d["victims"]  # list of (owner name, [cells])
    parts = [f"{owner}'s {join_list(cells)}" for owner, cells in victims]
    n = d["count"]
    return (f"{d['who']} captured {num(n)} {plural(n, 'piece', 'pieces')} with {d['by_cell']}: "
            f"{join_list(parts)}.")


def _line(d: dict[str, Any]) -> str:
    return (f"{d['who']} scored a line of {num(d['length'])} ({d['axis']} "
            f"{'-'.join(d['cells'])}): +{d['points']}.")


def _set_aside(d: dict[str, Any]) -> str:
    n = d["count"]
    return (f"{d['who']} could not place any piece after the third roll: "
            f"{num(n)} {plural(n, 'piece', 'pieces')} set aside (C9).")


def _ended(d: dict[str, Any]) -> str:
    winners = d["winners"]
    verdict = (f"**{winners[0]}** wins!" if len(winners) == 1
               else f"{join_list(['**' + w + '**' for w in winners])} share the win!")
    return f"Game over. Final scores: {d['scores']}. {verdict}"


def _choice(d: dict[str, Any]) -> str:
    effects = []
    if d["captures"]:
        effects.append(f"captures {d['captures']}")
    if d["line_points"]:
        effects.append(f"+{d['line_points']} line")
    if not effects:
        effects.append("no points")
    return f"{d['cells']} — {', '.join(effects)}"


def _abandon_vote(d: dict[str, Any]) -> str:
    return (f"{d['who']} votes to abandon the game ({d['votes']}/{d['needed']} votes of the other "
            f"players needed).")


def _missing_permissions(d: dict[str, Any]) -> str:
    missing = d["missing"]
    return (f"I can't play in this channel: I am missing the {join_list(missing)} "
            f"{plural(len(missing), 'permission', 'permissions')} here. Ask a moderator to grant "
            f"{plural(len(missing), 'it', 'them')}, or play in another channel.")


def duration(seconds: int | None) -> str:
    """A turn time in words: "1 hour", "12 hours", "3 days", "no time limit"."""
    if not seconds:
        return "no time limit"
    for unit, name in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds % unit == 0 and (unit != 86400 or seconds > unit):  # 24 hours, 3 days
            n = seconds // unit
            return f"{n} {plural(n, name, name + 's')}"
    return f"{seconds} seconds"


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{num(n)} times")


def _cells(cells: Sequence[str]) -> str:
    return join_list([f"`{c}`" for c in cells])


def _kept(d: dict[str, Any]) -> str:
    kept = d.get("kept_text") or ""
    return kept if kept else "nothing"


def _why_keeping(d: dict[str, Any]) -> str:
    face = d.get("face")
    most = f" (the most {face}s)" if face else ""
    return f"keeps {_kept(d)}{most} and rolls the other {num(d.get('rolled', 0))}"


def _why_no_placement(d: dict[str, Any]) -> str:
    return f"nothing fits yet: keeps {_kept(d)} and rolls again"


def _why_capture(d: dict[str, Any]) -> str:
    n = d.get("captures", 0)
    return (f"places on {_cells(d.get('cells', ()))} to capture {num(n)} "
            f"{plural(n, 'piece', 'pieces')} (+{d.get('capture_points', 0)})")


def _why_line(d: dict[str, Any]) -> str:
    return f"places on {_cells(d.get('cells', ()))} for a line (+{d.get('line_points', 0)})"


def _clock_ran_out(d: dict[str, Any]) -> str:
    missed, limit = d["missed"], d["limit"]
    text = (f"⏰ {d['who']}'s time ran out: the computer ({d['level']}) played this turn for "
            f"them")
    if 1 < missed < limit:
        text += f" ({num(missed)} turns in a row; at {num(limit)} they are marked away)"
    return text + "."


def _marked_away(d: dict[str, Any]) -> str:
    return (f"{d['who']} missed {num(d['limit'])} turns in a row and is now marked away: the "
            f"computer plays for them until they come back (`/columbiz back`).")


def _away_vote(d: dict[str, Any]) -> str:
    return (f"{d['voter']} votes to hand {d['target']}'s seat to the computer "
            f"({d['votes']}/{d['needed']} votes needed).")


def _leaderboard_row(d: dict[str, Any]) -> str:
    wins, games = d["wins"], d["games"]
    return (f"{d['rank']}. **{d['name']}** — {wins} {plural(wins, 'win', 'wins')} in {games} "
            f"{plural(games, 'game', 'games')} ({d['rate']}%), average {d['average']}, "
            f"best {d['best']}")


def _stats(d: dict[str, Any]) -> str:
    wins, games = d["wins"], d["games"]
    return (f"**{d['name']}** on this server: rank {d['rank']} of {d['players']} · {games} "
            f"finished {plural(games, 'game', 'games')}, {wins} {plural(wins, 'win', 'wins')} "
            f"({d['rate']}%) · average score {d['average']} · best {d['best']}")


def _mygames_title(d: dict[str, Any]) -> str:
    n, mine = d["count"], d["turns"]
    head = f"Your open {plural(n, 'game', 'games')} ({n})"
    if mine:
        return f"{head}; it's your turn in {num(mine)} of them:"
    return head + ":"


def _hist_captured(d: dict[str, Any]) -> str:
    parts = [f"{owner}'s {join_list(cells)}" for owner, cells in d["victims"]]
    n = d["count"]
    return (f"captured {num(n)} {plural(n, 'piece', 'pieces')} with {d['by_cell']}: "
            f"{join_list(parts)}")


def _hist_ended(d: dict[str, Any]) -> str:
    winners = d["winners"]
    verdict = (f"Winner: {winners[0]}." if len(winners) == 1
               else f"Shared win: {join_list(winners)}.")
    return f"Game over. Final scores: {d['scores']}. {verdict}"


RULES = """\
**Columbiz in short** (rule ids in brackets)
**Board** — 6 columns, one per die face, and 6 rows, row 1 at the bottom. A cell costs its row \
number in dice of its column's face and is named by them: `555` is column 5, row 3 (`5x3`, `5-3` \
and `5:3` work too) [C1, C2].
**Setup** — 8 dice [C4]. 18 pieces each with 2 players, 13 with 3, 10 with 4; purple, blue, grey, \
black in seating order [C3]. Everyone rolls a die: the highest starts (ties roll again) and play \
goes round [C5].
**Your turn** — roll all 8 dice, up to three rolls: after the 1st and 2nd you may keep any dice \
and roll the others, or stop. Dice kept before may be rolled again (option *locked keeps*: dice \
kept when you roll stay kept). No keeping after the 3rd roll [C6].
**Placing** — then place pieces one by one on empty cells, each paid with unused dice of its \
face: three 5s buy `555`, or `5` and `55` [C7]. At least 1, at most 4 pieces a turn (3 in a \
4-player game, by default) [C8]. If nothing fits after your 3rd roll, 3 pieces from your supply \
(all, if fewer are left) leave the game and score nothing; before that, roll again [C9].
**Captures** — a piece captures every opponent piece below it in its column; you keep them. Their \
cells are empty again and can be filled in the same turn, so list the higher cell first: if an \
opponent holds `5`, `555 5` works but `5 555` is refused [C10].
**Lines** — each piece you place scores every unbroken row, column or diagonal run of 3+ of your \
pieces through it: length − 2 (3 → 1, 4 → 2, …), in full each time, so making a 3 into a 4 scores \
2 more. Other runs score nothing, so the order of your pieces matters. Option *increase*: only \
the growth scores [C11].
**End** — once someone's supply is empty, the players after them, up to the one seated just \
before the first player, still play; then the game ends [C12, C13].
**Score** — lines plus captures: n captured pieces score 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. \
Highest total wins; ties share the win [C15]."""

HELP = """\
**Playing Columbiz here**
`/columbiz new` — open a game in this channel (seats 2–4, rule options, time per turn).
`/columbiz join` · `/columbiz leave` · `/columbiz start` — the lobby (or use its buttons). \
`/columbiz addbot` · `/columbiz removebot` — computer players (easy, normal, hard).
`/roll` — roll the dice (or press **Roll**). Press dice buttons to keep or release dice, or type \
`/keep dice:555 33`, then roll again: up to three rolls, no keeping after the third.
`/place cells:555 33` — place on cells, in order (the higher cell of a column first when it \
captures); the list offers every legal placement with what it captures and scores. This ends your \
turn.
`/columbiz board` — the board, just for you. `/columbiz standings` — the score pad. `/columbiz \
history` — the move log as a file. `/columbiz mygames` — your games everywhere.
`/columbiz leaderboard` · `/columbiz stats` — the server's standings across games.
When your time runs out the computer plays your turn; after three in a row you are marked away \
until `/columbiz back`. `/columbiz away` — vote to hand an absent player's seat to the computer. \
`/columbiz notify` — how you are told it is your turn (mention, DM, none).
`/columbiz rules` — the rules in short. `/columbiz abandon` — end the game (its creator, a vote \
of the other players, or anyone with Manage Channels).
Cells are written as the dice they cost: `555` is column 5, row 3; `5x3`, `5-3` and `5:3` work \
too."""

MESSAGES: dict[str, Any] = {
    # --- building blocks --------------------------------------------------------------------------
    "fmt.list": lambda d: join_list(d["items"]),
    "fmt.duration": lambda d: duration(d.get("seconds")),
    "colour.purple": "purple",
    "colour.blue": "blue",
    "colour.grey": "grey",
    "colour.black": "black",
    # --- command line -----------------------------------------------------------------------------
    "cli.no_token": (
        "DISCORD_TOKEN is not set, so the bot cannot log in.\n"
        "1. Create an application and its bot at https://discord.com/developers/applications\n"
        "2. Copy the bot's token and put it in a file named .env in this directory:\n"
        "       DISCORD_TOKEN=your-token-here\n"
        "   (.env.example lists every setting), or set the DISCORD_TOKEN environment variable.\n"
        "3. Start it again: `bash bot/run.sh` (or `python -m bot` in the project's .venv)."
    ),
    "cli.bad_setting": "Setting {name} is not valid: {problem}",
    "cli.bad_setting.integer": "it must be a whole number (got {value!r})",
    "cli.bad_setting.url": "it must be an http(s)/ws(s) URL (got {value!r})",
    "cli.bad_setting.positive": "it must be a positive whole number (got {value!r})",
    "cli.bad_setting.level": "it must be one of DEBUG, INFO, WARNING, ERROR (got {value!r})",
    "cli.login_failed": "Discord refused the token (DISCORD_TOKEN). Copy it again from the "
                        "developer portal.",
    "cli.privileged": "Discord refused the connection because of intents; this bot needs no "
                      "privileged intents, so check DISCORD_GATEWAY_URL and the bot's settings.",
    "cli.bad_database": "The database {path} can't be used: {problem}.\nFix that, or set "
                        "DATABASE_PATH (in .env or the environment) to another file.",
    "cli.bad_database.is_folder": "it is a folder, not a file",
    "cli.bad_database.not_a_file": "it is not a regular file",
    "cli.bad_database.folder_is_file": "its folder {folder} is a file",
    "cli.bad_database.folder_not_created": "its folder {folder} can't be created ({reason})",
    "cli.bad_database.folder_not_writable": "its folder {folder} is not writable ({reason}); "
                                            "SQLite keeps its journal files next to the database",
    "cli.bad_database.read_only": "the file can't be opened for writing ({reason})",
    "cli.bad_database.unreadable": "the file can't be read ({reason})",
    "cli.bad_database.busy": "another program holds it locked ({reason})",
    "cli.bad_database.not_sqlite": "it is not an SQLite database",
    "cli.bad_database.damaged": "the file is damaged (SQLite's check says: {detail}); restore it "
                                "from a backup",
    "cli.bad_database.too_new": "it was written by a newer version of the bot (schema {found}; "
                                "this version knows up to {known}); run that version, or restore "
                                "a backup",
    # --- command and option descriptions ----------------------------------------------------------
    "cmd.columbiz": "Play Columbiz, the dice game, in this channel",
    "cmd.new": "Open a new game of Columbiz in this channel",
    "cmd.new.seats": "How many players (2-4); the game starts by itself when full",
    "cmd.new.max_pieces_4p": "With four players: at most 3 (default) or 4 pieces a turn (C8)",
    "cmd.new.locked_keeps": "Dice kept when you roll stay kept for the turn (C6; default: no)",
    "cmd.new.line_scoring": "How lines score (C11)",
    "cmd.new.line_scoring.each_placement": "On every placement (default)",
    "cmd.new.line_scoring.increase": "Only what a line grows by",
    "cmd.join": "Take a seat in this channel's game",
    "cmd.leave": "Leave this channel's game before it starts",
    "cmd.start": "Start the game (the player who opened it)",
    "cmd.board": "Show the current board (only to you)",
    "cmd.standings": "The score pad, and the finished games of this server",
    "cmd.rules": "The rules of Columbiz, in short",
    "cmd.help": "How to play Columbiz with this bot",
    "cmd.abandon": "End this channel's game (creator, a vote, or Manage Channels)",
    "cmd.roll": "Roll the dice (all 8, or those you do not keep)",
    "cmd.keep": "Choose the dice to keep before the next roll",
    "cmd.keep.dice": "The dice to keep, e.g. 555 33 (or - for none)",
    "cmd.place": "Place pieces on cells, in order; ends your turn",
    "cmd.place.cells": "Cells as the dice they cost, e.g. 555 33 (or 5x3 3x2)",
    # --- buttons ----------------------------------------------------------------------------------
    "button.join": "Join",
    "button.leave": "Leave",
    "button.start": "Start",
    "button.roll": "Roll",
    "button.roll_again": "Roll again ({n}/3)",
    # --- lobby and start --------------------------------------------------------------------------
    "lobby.text": _lobby,
    "lobby.options": _options,
    "lobby.joined": "{who} joined the game ({count}/{seats}).",
    "lobby.left": "{who} left the game ({count}/{seats}).",
    "lobby.cancelled": "{who} closed the lobby; the game is cancelled.",
    "start.rolloff": _rolloff,
    "start.colours": "Colours: {colours}.",
    "start.colour": "{who} {colour}",
    "start.first_turn": "{who}, you start: `/roll` or press **Roll**.",
    # --- what happened ----------------------------------------------------------------------------
    "ev.rolled.first": "{who} rolled {dice}.",
    "ev.rolled.again": "{who} kept {kept} and rolled {values}: now {dice} (roll {n} of 3).",
    "ev.rolled.again_none": "{who} rolled all eight again: {dice} (roll {n} of 3).",
    "ev.rolled.all_kept": "{who} kept all eight dice: {dice} (roll {n} of 3).",
    "ev.kept": "{who} keeps {kept}.",
    "ev.kept_none": "{who} keeps no dice.",
    "ev.placed": "{who} placed on {cells}.",
    "ev.captured": _captured,
    "ev.line": _line,
    "ev.axis.row": "row",
    "ev.axis.column": "column",
    "ev.axis.diagonal": "diagonal",
    "ev.axis.antidiagonal": "diagonal",
    "ev.set_aside": _set_aside,
    "ev.final_round": "{who}'s supply is empty: this is the final round (C12).",
    "ev.skipped": "{who} has no pieces left and skips the turn.",
    "ev.next_turn": "{who}, it's your turn: `/roll` or press **Roll**.",
    "ev.can_place": "Keep dice and roll again, or `/place` (the list shows every legal "
                    "placement).",
    "ev.must_place": "No rolls left: `/place` now.",
    "ev.must_roll": "No piece fits these dice yet: roll again.",
    "ev.ended": _ended,
    "ev.score": "{who} {total}",
    # --- looking ----------------------------------------------------------------------------------
    "board.caption": "Game #{game_id} · turn {turn} · {status}",
    "board.status.turn": "{who} to play ({rolls}/3 rolls)",
    "board.status.over": "finished",
    "board.lobby": "The game in this channel has not started yet.",
    "standings.caption": "Game #{game_id}: {scores}",
    "standings.row": "{who} {total} ({lines} from lines, {captures} from {captured} captured)",
    "standings.finished_title": "Finished games on this server:",
    "standings.finished_row": "#{game_id} · {scores} · won by {winners}",
    "standings.none": "No game is running here, and no game has finished on this server yet.",
    "rules.text": RULES,
    "help.text": HELP,
    # --- abandoning -------------------------------------------------------------------------------
    "abandon.ended": "{who} abandoned the game. Its record stays.",
    "abandon.vote": _abandon_vote,
    "abandon.voted_out": "{who} voted, and the players agreed: the game is abandoned.",
    # --- autocomplete -----------------------------------------------------------------------------
    "ac.choice": _choice,
    # --- refusals: the service --------------------------------------------------------------------
    "error.no_game": "There is no game in this channel. Open one with `/columbiz new`.",
    "error.game_exists": "This channel already has a game (#{game_id}). Finish or abandon it "
                         "first, or play in another channel or a thread.",
    "error.not_in_game": "You are not playing in this game.",
    "error.not_your_turn": "It's {current}'s turn.",
    "error.already_joined": "You already have a seat in this game.",
    "error.lobby_full": "This game is full.",
    "error.not_in_lobby": "This game has already started: seats can no longer change.",
    "error.not_creator": "Only the player who opened the game can do that.",
    "error.not_enough_players": "At least two players are needed to start (people or computer "
                                "players: `/columbiz addbot`).",
    "error.game_not_active": lambda d: (
        "This game has not started yet: its creator starts it with **Start** or "
        "`/columbiz start`." if d.get("status") == "lobby" else "This game is not running any more."
    ),
    "error.stale": "The board has changed since these buttons were posted: use the latest "
                   "message, or see it with `/columbiz board`.",
    "error.bad_dice_index": "That die is not part of the current roll.",
    "error.no_permission": lambda d: (
        "You are marked away in this game: take your seat back with `/columbiz back` first."
        if d.get("reason") == "away" else "You may not do that in this game."
    ),
    "error.already_voted": lambda d: (
        f"You have already voted to hand <@{d['target_user_id']}>'s seat to the computer "
        f"({d.get('votes')}/{d.get('needed')} votes)."
        if d.get("target_user_id") else "You have already voted to abandon this game."
    ),
    "error.bad_options": "Those game options are not valid.",
    # computer seats and asynchronous play (the service refuses with these)
    "error.unknown_level": lambda d: (
        f"'{d.get('level')}' is not a level: choose {join_list(list(d.get('levels') or []))}."
    ),
    "error.not_a_computer": "That seat is not a computer player.",
    "error.no_computer": "There is no computer player to remove.",
    "error.no_human": "A game needs at least one person.",
    "error.not_away": "You are not marked away in this game.",
    "error.already_away": "{name} is already marked away.",
    "error.cannot_vote_self": "You can't vote to hand your own seat to the computer.",
    "error.target_not_in_game": "That person is not playing in this game.",
    "error.target_is_computer": "{name} is already a computer player.",
    "error.rematch_exists": "A rematch of this game is already open.",
    "error.game_not_finished": "That game has not finished.",
    "error.bad_notify": lambda d: (
        f"'{d.get('mode')}' is not a way to be told: choose "
        f"{join_list(list(d.get('modes') or []))}."
    ),
    "error.unknown": "That can't be done now ({code}).",
    "error.internal": "Something went wrong on my side. The game is safe: try again, or look "
                      "at it with `/columbiz board`.",
    "error.missing_permissions": _missing_permissions,
    "ack.posted": "Done: see the message below.",
    "ack.queued": "Saved. The message for it goes to the channel in a moment, after the ones "
                  "before it.",
    "error.send_failed": "Saved: no need to do it again. I could not post the message here just "
                         "now; it goes out as soon as I can post (`/columbiz board` shows the "
                         "game as it stands).",
    "delivery.resumed": "🔓 I can post here again: the turn clock runs again from now.",
    "error.outdated": "This command has just changed and Discord still shows the old one. Try "
                      "again in a minute (or restart Discord).",
    "error.game_gone": "That game is over; these buttons do nothing now.",
    "error.not_here": "Columbiz is played in a server's text channels and threads.",
    "perm.send_messages": "Send Messages",
    "perm.send_messages_in_threads": "Send Messages in Threads",
    "perm.attach_files": "Attach Files",
    "perm.embed_links": "Embed Links",
    "perm.view_channel": "View Channel",
    # --- refusals: the rules (engine RuleError codes) ---------------------------------------------
    "rule.game_over": "The game is over.",
    "rule.no_rolls_left": "You have rolled three times (C6): place your pieces with `/place`.",
    "rule.bad_roll": "That roll is not valid.",
    "rule.not_rolled": "Roll first: `/roll` or the **Roll** button.",
    "rule.bad_keep": _bad_keep,
    "rule.empty_place": "Name at least one cell, e.g. `/place cells:555`.",
    "rule.bad_cell": "'{cell}' is not a cell. Write the dice it costs, like `555`, or face x row, "
                     "like `5x3`.",
    "rule.too_many": _too_many,
    "rule.occupied": _occupied,
    "rule.dice_short": _dice_short,
    "rule.bad_action": "That is not an action of this game.",
    "rule.bad_config": "Those game options are not valid.",
    "rule.bad_state": "This game's saved state could not be read.",
    # --- refusals: what was typed -----------------------------------------------------------------
    "input.cells_empty": "List the cells to place on, e.g. `555 33`.",
    "input.cell_unknown": "'{token}' is not a cell. Write the dice it costs, like `555`, or face "
                          "x row, like `5x3`.",
    "input.cell_too_high": "'{token}': no cell costs {count} dice; the top row costs six "
                           "(like `666666`).",
    "input.cell_mixed": "'{token}': a cell is paid with dice of one face, like `555` or `33`.",
    "input.cell_repeated": "Cell {cell} is listed twice.",
    "input.dice_empty": "List the dice to keep, e.g. `555 33`, or `-` to keep none.",
    "input.die_bad": "'{token}' is not a die: dice show 1 to 6.",
    "input.dice_too_many": "There are only eight dice; you listed {count}.",
    "input.cells_only_separators": "No cells were given, only separators. List the cells to "
                                   "place on, e.g. `555 33`.",
    "input.dice_only_separators": "No dice were given, only separators. List the dice to keep, "
                                  "e.g. `555 33`, or `-` to keep none.",

    # --- computer players -------------------------------------------------------------------------
    "cmd.addbot": "Add a computer player to the lobby (the player who opened it)",
    "cmd.addbot.level": "How well it plays",
    "cmd.addbot.level.easy": "Easy: plays sensibly, beatable by beginners",
    "cmd.addbot.level.normal": "Normal: greedy, values points and safety",
    "cmd.addbot.level.hard": "Hard: looks ahead over every roll left",
    "cmd.removebot": "Take the last computer player out of the lobby",
    "button.addbot": "Add computer",
    "level.easy": "easy",
    "level.normal": "normal",
    "level.hard": "hard",
    "lobby.computer": "🤖 **{name}**",
    "lobby.bot_added": "{who} seated 🤖 **{name}** ({level}) ({count}/{seats}).",
    "lobby.bot_removed": "{who} took 🤖 **{name}** out of the game ({count}/{seats}).",
    "ev.next_turn_computer": "🤖 {who} plays next.",
    "ev.next_turn_away": "{who} is away: the computer plays for them.",
    "start.first_turn_computer": "🤖 {who} starts.",
    "start.first_turn_away": "{who} starts, but is away: the computer plays for them.",
    "ai.decision": "-# 🤖 {why}",
    "ai.why.first_roll": "rolls all eight dice",
    "ai.why.reroll_all": "nothing worth keeping: rolls all eight again",
    "ai.why.chasing": lambda d: (
        f"keeps {_kept(d)} and rolls the other {num(d.get('rolled', 0))}, going for "
        f"`{d.get('target')}`"
    ),
    "ai.why.keeping": _why_keeping,
    "ai.why.no_placement": _why_no_placement,
    "ai.why.capture": _why_capture,
    "ai.why.line": _why_line,
    "ai.why.place_high": lambda d: (
        f"places high up on {_cells(d.get('cells', ()))}, out of reach of captures"
    ),
    "ai.why.place": lambda d: f"places on {_cells(d.get('cells', ()))}",
    "ai.why.fallback": "plays the simplest legal move",
    "ai.why.roll": lambda d: f"keeps {_kept(d)} and rolls again",
    "ai.stand_in.away": "🤖 {who} is away: the computer ({level}) plays this turn for them.",
    "ai.stand_in.clock": _clock_ran_out,
    "ai.marked_away": _marked_away,
    # --- the turn clock, reminders, notify --------------------------------------------------------
    "cmd.new.turn": "Time per turn; when it runs out the computer plays that turn",
    "cmd.new.turn.3600": "1 hour",
    "cmd.new.turn.43200": "12 hours",
    "cmd.new.turn.86400": "24 hours",
    "cmd.new.turn.259200": "3 days",
    "cmd.new.turn.0": "No time limit",
    "remind.channel": (
        "⏳ {who}, it's still your turn in game #{game_id}: the time runs out <t:{deadline}:R> "
        "(then the computer plays it for you)."
    ),
    "remind.dm": (
        "⏳ It's still your turn in game #{game_id} ({link}): the time runs out <t:{deadline}:R> "
        "(then the computer plays it for you)."
    ),
    "notify.turn_dm": "🎲 It's your turn in game #{game_id}: {link}",
    "cmd.notify": "How you are told it is your turn (in every game)",
    "cmd.notify.mode": "Mention in the channel, a direct message, or nothing",
    "cmd.notify.mode.mention": "Mention me in the channel (default)",
    "cmd.notify.mode.dm": "Send me a direct message",
    "cmd.notify.mode.none": "Nothing: I look myself",
    "notify.set.mention": "From now on you are mentioned in the channel when it is your turn "
                          "and when your time is running out.",
    "notify.set.dm": "From now on I send you a direct message when it is your turn and when "
                     "your time is running out (or mention you in the channel if your direct "
                     "messages are closed).",
    "notify.set.none": "From now on you are not notified: look with `/columbiz mygames`.",
    # --- away players -----------------------------------------------------------------------------
    "cmd.back": "Take your seat back from the computer",
    "cmd.away": "Vote to hand an absent player's seat to the computer",
    "cmd.away.player": "The player who is away",
    "away.back": "{who} is back and plays their own turns again.",
    "away.back_turn": "{who} is back, and it's their turn: `/roll` or press **Roll**.",
    "away.vote": _away_vote,
    "away.marked": "The players agreed: {target} is marked away, and the computer plays for them "
                   "until they come back (`/columbiz back`).",
    # --- history ----------------------------------------------------------------------------------
    "cmd.history": "The full move log of this channel's game (or a finished one) as a file",
    "cmd.history.game_id": "The number of a game of this server (default: this channel's)",
    "history.sent": "The move log of game #{game_id} ({moves} moves).",
    "history.not_found": "There is no game #{game_id} on this server.",
    "history.hidden": "You can't see the channel of game #{game_id}, so you can't see its move "
                      "log.",
    "hist.title": "Columbiz · game #{game_id} · move log (times in UTC)",
    "hist.status.lobby": "Status: waiting in the lobby.",
    "hist.status.active": "Status: running.",
    "hist.status.finished": "Status: finished on {time}.",
    "hist.status.abandoned": "Status: ended early on {time} ({reason}).",
    "hist.reason.creator": "by its creator",
    "hist.reason.manager": "by a moderator",
    "hist.reason.vote": "by a vote of the players",
    "hist.reason.cancelled": "cancelled in the lobby",
    "hist.reason.rules": "by the rules",
    "hist.reason.channel_gone": "its channel or thread was deleted",
    "hist.reason.bot_removed": "the bot left the server or was removed from it",
    "hist.opened": "Opened on {time}; started on {started}.",
    "hist.opened_only": "Opened on {time}.",
    "hist.rules": "Rules: {options}. Time per turn: {turn}.",
    "hist.players": "Players:",
    "hist.player": "  {n}. {name} ({colour})",
    "hist.player_computer": "  {n}. {name} ({colour}, computer: {level})",
    "hist.rolloff": "Roll-off for the first turn (C5): {rounds} → {starter} starts.",
    "hist.turn": "Turn {turn} · {name} ({colour})",
    "hist.move": "  {time}  #{seq:<3} {what}{tag}",
    "hist.more": "  {pad}       {what}",
    "hist.tag.computer": "  [computer, {level}]",
    "hist.tag.clock": "  [time ran out: computer, {level}]",
    "hist.tag.away": "  [away: computer, {level}]",
    "hist.why": "  {pad}       why: {why}",
    "hist.rolled.first": "rolled {dice} (roll 1 of 3)",
    "hist.rolled.again": "kept {kept}, rolled {values}: now {dice} (roll {n} of 3)",
    "hist.rolled.again_none": "rolled all eight again: {dice} (roll {n} of 3)",
    "hist.rolled.all_kept": "kept all eight dice: {dice} (roll {n} of 3)",
    "hist.kept": "keeps {kept}",
    "hist.kept_none": "keeps no dice",
    "hist.placed": "placed on {cell} ({n} × {face})",
    "hist.captured": _hist_captured,
    "hist.line": "line of {length} ({axis} {cells}): +{points}",
    "hist.set_aside": "no piece fits after the third roll: {count} pieces set aside (C9)",
    "hist.final_round": "{who}'s supply is empty: final round (C12)",
    "hist.skipped": "{who} has no pieces left and skips the turn",
    "hist.scores": "  Scores after turn {turn}: {scores}",
    "hist.ended": _hist_ended,
    "hist.no_moves": "No moves yet.",
    # --- rematch ----------------------------------------------------------------------------------
    "button.rematch": "Rematch",
    "rematch.opened": "🔁 Rematch of game #{old_id}! {players}: press **Join** to play again.",
    "rematch.opened_alone": "🔁 Rematch of game #{old_id}!",
    # --- standings across games -------------------------------------------------------------------
    "cmd.leaderboard": "This server's players ranked by wins and average score",
    "cmd.stats": "A player's results on this server",
    "cmd.stats.user": "Whose results (default: yours)",
    "leaderboard.title": "**Leaderboard** — finished games on this server:",
    "leaderboard.row": _leaderboard_row,
    "leaderboard.none": "No game has finished on this server yet.",
    "stats.row": _stats,
    "stats.none": "{name} has no finished game on this server yet.",
    # --- many games at once -----------------------------------------------------------------------
    "cmd.mygames": "Your open games in every channel, and where it is your turn",
    "mygames.title": _mygames_title,
    "mygames.turn": "<#{channel_id}> · game #{game_id} · **your turn**{deadline}",
    "mygames.deadline": " (time runs out <t:{deadline}:R>)",
    "mygames.waiting": "<#{channel_id}> · game #{game_id} · {who} to play",
    "mygames.lobby": "<#{channel_id}> · game #{game_id} · lobby ({count}/{seats} seated)",
    "mygames.none": "You have no open games. Open one with `/columbiz new`.",
    "board.finished": "The last game in this channel has finished:",
}
