### Texts of the shared bot, in English: the command line, the lobby and looking commands every
### game has, refusals of the service, delivery, reminders and notices, away players, history,
### rematches and standings across games.
###
### Ids are the code's ids with hyphens for dots: text("delivery.resumed") is delivery-resumed.
### Flags ($waiting, $own, ...) select [true] or [false]; a detail that was not given selects
### [none]. See bot/messages/__init__.py for the functions (LIST, NUMWORD, ...).

## building blocks

fmt-list = { LIST($items) }
fmt-duration = { $seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($seconds) }
    }
-no-time-limit = no time limit
# A count as the bot writes it in running text, through NUMWORD($n): small counts in words,
# larger ones in digits.
fmt-numword = { $n ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
       *[other] { $n }
    }

## command line

cli-no_token =
    DISCORD_TOKEN is not set, so the bot cannot log in.
    1. Create an application and its bot at https://discord.com/developers/applications
    2. Copy the bot's token and put it in a file named .env in this directory:
           DISCORD_TOKEN=your-token-here
       (.env.example lists every setting), or set the DISCORD_TOKEN environment variable.
    3. Start it again: `bash bot/run.sh` (or `python -m bot` in the project's .venv).
    Or try a game in this terminal first, without Discord or a token: `bash bot/run.sh --local`.
cli-bad_setting = Setting { $name } is not valid: { $problem }
cli-bad_setting-integer = it must be a whole number (got '{ $value }')
cli-bad_setting-url = it must be an http(s)/ws(s) URL (got '{ $value }')
cli-bad_setting-positive = it must be a positive whole number (got '{ $value }')
cli-bad_setting-turn_seconds = it must be 0 (no time limit) or from { $min } to { $max } seconds (got '{ $value }')
cli-bad_setting-level = it must be one of DEBUG, INFO, WARNING, ERROR (got '{ $value }')
cli-bad_setting-database_url = it must be a postgresql:// URL (got '{ $value }')
cli-bad_setting-shard_ids = it must list shard numbers from 0 to SHARD_COUNT − 1, separated by commas, and SHARD_COUNT must be set (got '{ $value }', SHARD_COUNT { $count })
cli-bad_env_file = The settings file { $path } can't be used: { $problem }
cli-bad_env_file-unreadable = it can't be read ({ $reason })
cli-bad_env_file-encoding = line { $line } is not UTF-8 text (byte { $byte }); save the file as UTF-8
cli-login_failed = Discord refused the token (DISCORD_TOKEN). Copy it again from the developer portal.
cli-privileged = Discord refused the connection because of intents; this bot needs no privileged intents, so check DISCORD_GATEWAY_URL and the bot's settings.
cli-unreachable = Can't reach Discord at { $url } ({ $reason }). Check this machine's internet connection (and DISCORD_API_BASE, if it is set), then start the bot again.
cli-bad_database =
    The database { $path } can't be used: { $problem }.
    Fix that, or set DATABASE_PATH (in .env or the environment) to another file.
cli-bad_database-is_folder = it is a folder, not a file
cli-bad_database-not_a_file = it is not a regular file
cli-bad_database-folder_is_file = its folder { $folder } is a file
cli-bad_database-folder_not_created = its folder { $folder } can't be created ({ $reason })
cli-bad_database-folder_not_writable = its folder { $folder } is not writable ({ $reason }); SQLite keeps its journal files next to the database
cli-bad_database-read_only = the file can't be opened for writing ({ $reason })
cli-bad_database-unreadable = the file can't be read ({ $reason })
cli-bad_database-busy = another program holds it locked ({ $reason })
cli-bad_database-not_sqlite = it is not an SQLite database
cli-bad_database-damaged = the file is damaged (SQLite's check says: { $detail }); restore it from a backup
cli-bad_database-too_new = it was written by a newer version of the bot (schema { $found }; this version knows up to { $known }); run that version, or restore a backup
cli-bad_postgres =
    The PostgreSQL database { $url } can't be used: { $problem }.
    Fix that, or set DATABASE_URL (in .env or the environment) to another database; leave it empty to keep games in the SQLite file.
cli-bad_postgres-unreachable = the bot can't connect to it ({ $reason })
cli-bad_postgres-too_new = it was written by a newer version of the bot (schema { $found }; this version knows up to { $known }); run that version
cli-migrate-usage =
    Usage: python -m bot.migrate SQLITE_FILE POSTGRESQL_URL
    Copies every game (seats, move log, votes, preferences, posts still owed) from the SQLite file into an empty PostgreSQL database and checks the copy. Stop the bot first.
cli-migrate-no_source = { $path } does not exist. Give the bot's SQLite file: its DATABASE_PATH, or columbiz.sqlite3 in the folder the bot runs in.
cli-migrate-bad_source = The SQLite file { $path } can't be copied: { $problem }.
cli-migrate-bad_target = The PostgreSQL database { $url } can't be used: { $problem }.
cli-migrate-not_empty = { $url } already holds games: migrate into an empty database.
cli-migrate-count = The copy of table { $table } has { $copied } { $copied ->
        [one] row
       *[other] rows
    } instead of { $expected }.
cli-migrate-audit = { $games } { $games ->
        [one] copied game does
       *[other] copied games do
    } not check out; game #{ $game_id }: { $problem }
cli-migrate-done = Games copied: { $games } ({ $seats } { $seats ->
        [one] seat
       *[other] seats
    }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }, { $posts } { $posts ->
        [one] post
       *[other] posts
    } still owed or sent); every game replays to its stored state. Start the bot with DATABASE_URL set.

## command and option descriptions

cmd-join = Take a seat in this channel's game
cmd-leave = Leave this channel's game before it starts
cmd-start = Start the game (the player who opened it)
cmd-board = Show the current board (only to you)
cmd-standings = The score pad, and the finished games of this server
cmd-language = The language of the game's posts and pictures (default: yours)
cmd-abandon = End this channel's game (creator, a vote, or Manage Channels)

## buttons

button-join = Join
button-leave = Leave
button-start = Start

## lobby and start

# $full (a fact computed in bot/messages/details.py): every seat is taken; $waiting: the game
# still waits in its lobby (a rematch whose other seats are all computers waits for its
# creator's Start).
lobby-text = **{ $creator }** opened a game of { $game } (#{ $game_id }) for { NUMWORD($seats) } players.
    Rules: { $options }.
    Language: { $language }.
    { $clock ->
        [idle] Counted as done after:{" "}
       *[turn] Time per turn:{" "}
    }{ $turn_seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($turn_seconds) }
    }.
    Seated ({ $count }/{ $seats }): { LIST($players) }.{ $full ->
       *[false] {""}
            Press **Join** (or `/{ $kind } join`) to take a seat; { $creator } can add computer players (`/{ $kind } addbot`) and press **Start** when everyone is in. The game starts by itself when it is full.
        [true] { $waiting ->
            [true] {""}
                Everyone is seated: { $creator } presses **Start** (or `/{ $kind } start`).
           *[false] {""}
        }
    }
lobby-joined = { $who } joined the game ({ $count }/{ $seats }).
lobby-left = { $who } left the game ({ $count }/{ $seats }).
lobby-cancelled = { $who } closed the lobby; the game is cancelled.

## looking

board-caption = Game #{ $game_id } · { $turn ->
        [none] { $status }
       *[other] turn { $turn } · { $status }
    }
board-lobby = The game in this channel has not started yet.
standings-finished_title = Finished games on this server:
standings-finished_row = #{ $game_id } · { $scores } · won by { $winners }
standings-none = No game is running here, and no game has finished on this server yet.

## abandoning

abandon-ended = { $who } abandoned the game. Its record stays.
abandon-vote = { $who } votes to abandon the game ({ $votes }/{ $needed } { $needed ->
        [one] vote
       *[other] votes
    } of the other players needed).
abandon-voted_out = { $who } voted, and the players agreed: the game is abandoned.

## refusals: the service

error-no_game = There is no game in this channel. Open one with `/{ $kind } new`.
error-game_exists = This channel already has a game (#{ $game_id }). Finish or abandon it first, or play in another channel or a thread.
error-not_in_game = You are not playing in this game.
error-not_your_turn = It's { $current }'s turn.
error-already_joined = You already have a seat in this game.
error-lobby_full = This game is full.
error-not_in_lobby = This game has already started: seats can no longer change.
error-not_creator = Only the player who opened the game can do that.
error-not_enough_players = At least two players are needed to start (people or computer players: `/{ $kind } addbot`).
error-game_not_active = { $status ->
        [lobby] This game has not started yet: its creator starts it with **Start** or `/{ $kind } start`.
       *[other] This game is not running any more.
    }
error-other_game = The game in this channel is { $game }; that command belongs to { $used }. `/{ $kind } help` lists what you can do in { $game }.
error-stale = The board has changed since these buttons were posted: use the latest message, or see it with `/{ $kind } board`.
error-no_permission = { $reason ->
        [away] You are marked away in this game: take your seat back with `/{ $kind } back` first.
       *[other] You may not do that in this game.
    }
error-already_voted = { $target_user_id ->
        [none] You have already voted to abandon this game.
       *[other] You have already voted to hand <@{ $target_user_id }>'s seat to the computer ({ $votes }/{ $needed } { $needed ->
            [one] vote
           *[other] votes
        }).
    }
error-bad_options = Those game options are not valid.
error-bad_turn_time = The time limit must be from { $min } to { $max } (not { $value }).
error-unknown_level = '{ $level }' is not a level: choose { LIST($levels, style: "or") }.
    .levels = { $item ->
        [easy] { level-easy }
        [normal] { level-normal }
        [hard] { level-hard }
       *[other] `{ $item }`
    }
error-not_a_computer = That seat is not a computer player.
error-no_computer = There is no computer player to remove.
error-no_human = A game needs at least one person.
error-not_away = You are not marked away in this game.
error-already_away = { $name } is already marked away.
error-cannot_vote_self = You can't vote to hand your own seat to the computer.
error-target_not_in_game = That person is not playing in this game.
error-no_turns_to_hand = In this game anyone may act at any moment, so nobody waits for { $name }: there is no turn to hand to the computer.{ $idle ->
        [none] { "" }
       *[other] { " " }Once every player has been idle for { DURATION($idle) }, the game ends by itself.
    }
error-target_is_computer = { $name } is already a computer player.
error-rematch_exists = A rematch of this game is already open.
error-game_not_finished = That game has not finished.
error-bad_notify = '{ $mode }' is not a way to be told: choose { LIST($modes, style: "or") }.
    .modes = { $item ->
        [mention] a mention in the channel
        [dm] a direct message
        [none] nothing
       *[other] `{ $item }`
    }
error-unknown = That can't be done now ({ $code }).
error-internal = Something went wrong on my side. The game is safe: try again, or look at it with `/{ $kind } board`.
error-missing_permissions = I can't play in this channel: I am missing the { LIST($missing) } { SIZE($missing) ->
        [one] permission
       *[other] permissions
    } here. Ask a moderator to grant { SIZE($missing) ->
        [one] it
       *[other] them
    }, or play in another channel.
ack-posted = Done: see the message below.
ack-queued = Saved. The message for it goes to the channel in a moment, after the ones before it.
error-send_failed = Saved: no need to do it again. I could not post the message here just now; it goes out as soon as I can post (`/{ $kind } board` shows the game as it stands).
delivery-resumed = 🔓 I can post here again: the turn clock runs again from now.
error-outdated = This command has just changed and Discord still shows the old one. Try again in a minute (or restart Discord).
error-game_gone = That game is over; these buttons do nothing now.
error-not_here = Columbiz is played in a server's text channels and threads.
perm-send_messages = Send Messages
perm-send_messages_in_threads = Send Messages in Threads
perm-attach_files = Attach Files
perm-embed_links = Embed Links
perm-view_channel = View Channel

## refusals: the rules (engine RuleError codes)

rule-bad_action = That is not an action of this game.
rule-bad_config = Those game options are not valid.
rule-bad_state = This game's saved state could not be read.

## computer players

cmd-addbot = Add a computer player to the lobby (the player who opened it)
cmd-addbot-level = How well it plays
cmd-addbot-level-easy = Easy: plays sensibly, beatable by beginners
cmd-addbot-level-normal = Normal: greedy, values points and safety
cmd-addbot-level-hard = Hard: looks several moves ahead
cmd-removebot = Take the last computer player out of the lobby
button-addbot = Add computer
level-easy = easy
level-normal = normal
level-hard = hard
# a computer player's name at the table (a second one of a level gets a number after it)
computer-seat-easy = Easy computer
computer-seat-normal = Normal computer
computer-seat-hard = Hard computer
lobby-computer = 🤖 **{ $name }**
lobby-computer_added = { $who } seated 🤖 **{ $name }** ({ $level }) ({ $count }/{ $seats }).
lobby-computer_removed = { $who } took 🤖 **{ $name }** out of the game ({ $count }/{ $seats }).

## the turn clock, reminders, notify

remind-channel = ⏳ { $who }, it's still your turn in game #{ $game_id }: the time runs out <t:{ $deadline }:R> (then the computer plays it for you).
remind-dm = ⏳ It's still your turn in game #{ $game_id } ({ $link }): the time runs out <t:{ $deadline }:R> (then the computer plays it for you).
notify-turn_dm = 🎲 It's your turn in game #{ $game_id }: { $link }
cmd-notify = How you are told it is your turn (in every game)
cmd-notify-mode = Mention in the channel, a direct message, or nothing
cmd-notify-mode-mention = Mention me in the channel (default)
cmd-notify-mode-dm = Send me a direct message
cmd-notify-mode-none = Nothing: I look myself
notify-set-mention = From now on you are mentioned in the channel when it is your turn and when your time is running out.
notify-set-dm = From now on I send you a direct message when it is your turn and when your time is running out (or mention you in the channel if your direct messages are closed).
notify-set-none = From now on you are not notified: look with `/{ $kind } mygames`.

## away players

cmd-back = Take your seat back from the computer
cmd-away = Vote to hand an absent player's seat to the computer
cmd-away-player = The player who is away
away-back = { $who } is back and plays their own turns again.
away-vote = { $voter } votes to hand { $target }'s seat to the computer ({ $votes }/{ $needed } { $needed ->
        [one] vote
       *[other] votes
    } needed).
away-marked = The players agreed: { $target } is marked away, and the computer plays for them until they come back (`/{ $kind } back`).

## history

cmd-history = The full move log of this channel's game (or a finished one) as a file
cmd-history-game_id = The number of a game of this server (default: this channel's)
history-sent = The move log of game #{ $game_id } ({ $moves } { $moves ->
        [one] move
       *[other] moves
    }).
history-not_found = There is no game #{ $game_id } on this server.
history-hidden = You can't see the channel of game #{ $game_id }, so you can't see its move log.
cmd-replay = The whole game as an animation, one picture per turn (only to you)
cmd-replay-game_id = The number of a game of this server (default: this channel's)
replay-caption = { $name }: { $what }
replay-sent = Game #{ $game_id } from the first move to the last, { $turns ->
    [one] in one picture.
   *[other] in { $turns } pictures.
}
replay-fewer = Game #{ $game_id } in { $shown } of its { $turns } pictures, spread over the game: all of them would be too large to upload here.
replay-empty = Game #{ $game_id } has no moves yet, so there is nothing to replay.

## rematch

button-rematch = Rematch
rematch-opened = 🔁 Rematch of game #{ $old_id }! { $players }: press **Join** to play again.
rematch-opened_alone = 🔁 Rematch of game #{ $old_id }!

## standings across games

cmd-leaderboard = This server's players ranked by wins and average score
cmd-stats = A player's results on this server
cmd-stats-user = Whose results (default: yours)
leaderboard-title = **Leaderboard** — finished games on this server:
leaderboard-row = { $rank }. **{ $name }** — { $wins } { $wins ->
        [one] win
       *[other] wins
    } in { $games } { $games ->
        [one] game
       *[other] games
    } ({ $rate }%), average { $average }, best { $best }
leaderboard-none = No game has finished on this server yet.
stats-row = **{ $name }** on this server: rank { $rank } of { $players } · { $games } { $games ->
        [one] finished game
       *[other] finished games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    } ({ $rate }%) · average score { $average } · best { $best }
stats-none = { $name } has no finished game on this server yet.

## many games at once

cmd-mygames = Your open games in every channel, and where it is your turn
mygames-title = Your open { $count ->
        [one] game
       *[other] games
    } ({ $count }){ $turns ->
        [0] :
       *[other] ; it's your turn in { NUMWORD($turns) } of them:
    }
mygames-turn = <#{ $channel_id }> · game #{ $game_id } · **your turn**{ $deadline }
mygames-deadline = {" "}(time runs out <t:{ $deadline }:R>)
mygames-waiting = <#{ $channel_id }> · game #{ $game_id } · { $who } to play
mygames-lobby = <#{ $channel_id }> · game #{ $game_id } · lobby ({ $count }/{ $seats } seated)
mygames-none = You have no open games. Open one with `/{ $kind } new`.
board-finished = The last game in this channel has finished:

## the terminal (bash bot/run.sh --local)

terminal-welcome = **Columbiz Bot in the terminal**: the bot's games, played here against the computer or with friends at this keyboard, without Discord. A few questions first.
terminal-ask = Your answer (Enter: { $default }):
terminal-ask-again = Answer with a number from { $min } to { $max }, or press Enter for the answer marked with a star (`quit` leaves).
terminal-ask-language = Language?
terminal-ask-game = Which game?
terminal-ask-seats = How many players ({ $min }–{ $max })?
terminal-ask-seat = Who plays seat { $n }?
terminal-person = A person, at this keyboard
terminal-player = Player { $n }
terminal-left = No game was started. `bash bot/run.sh --local` asks again whenever you like.
terminal-resumed = Your { $game } game #{ $game_id } carries on where you left it.
terminal-picture = Picture: { $path }
terminal-saved = The game is saved: `bash bot/run.sh --local` carries on where you left it.
terminal-over = The game is over. `bash bot/run.sh --local` starts a new one.
terminal-now = You may: { LIST($moves, style: "or") }
terminal-more = … and more: type the start of a move and press Tab.
terminal-unknown = `{ $word }` is not a command here. Try { LIST($words, style: "or") }.
terminal-help =
    Type your moves as on Discord, without the slash: { $moves }. A move word on its own lists the moves you can make with it now; Tab completes them. Also:
      `board`: the board again, with its picture
      `standings`: the scores
      `rules`: the rules in short
      `help`: this help
      `quit`: stop here; the game is kept, and `bash bot/run.sh --local` carries on where you left it

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-error-internal = Something went wrong on my side. The game is safe: try again, or look at it with `board`.

## ratings (bot.ratings): the leaderboard, the stats, the rated option, the rating changes

cmd-new-rated = Whether the result counts for the players' ratings (default: yes, in a channel all can see)
ratings-lobby-rated = Rated: the result counts for the players' ratings if the game finishes among people only.
ratings-lobby-unrated = Not rated (opened with rated:false).
ratings-lobby-computer = Not rated: a computer player is seated, and only games among people are rated.
ratings-lobby-private = Not rated: only a game in a channel everyone on the server can see is rated.
ratings-changes = **Ratings:**
ratings-change = { $name } { $before } → { $after }, { $change }
ratings-leaderboard-title = { $game } leaderboard
ratings-leaderboard-subtitle = This server · { $shown } rated { $players ->
    [one] player
   *[other] players
}
ratings-leaderboard-text_title = **{ $game } leaderboard** on this server ({ $shown } rated { $players ->
    [one] player
   *[other] players
}):
ratings-leaderboard-row = { $rank }. **{ $name }** — { $rating } · { $shown } { $games ->
    [one] game
   *[other] games
} · { $won } won
ratings-leaderboard-none = No rated { $game } game has finished on this server yet. A game is rated when it finishes among people only, opened with rated:true in a channel everyone on the server can see.
ratings-provisional = ? provisional: fewer than about ten rated games
ratings-head-rank = #
ratings-head-player = Player
ratings-head-rating = Rating
ratings-head-games = Games
ratings-head-won = Won
ratings-head-trend = Trend
ratings-head-opponent = Opponent
ratings-head-ahead = Ahead
ratings-head-behind = Behind
ratings-head-tied = Tied
ratings-stats-subtitle = Ratings on this server
ratings-stats-kind = { $rating } · #{ $rank } of { $players } · { $shown } { $games ->
    [one] game
   *[other] games
} · { $won } won
ratings-stats-graph = Rating after each game
ratings-stats-opponents = Against the most frequent opponents
ratings-stats-best = Best games
ratings-stats-latest = Latest games
ratings-stats-game = #{ $game_id } · { $game } · place { $place } of { $players }
ratings-stats-nothing = None you can see.
ratings-stats-none = { $name } has no rated game on this server yet.
ratings-stats-text_title = **{ $name }** — ratings on this server:
ratings-stats-text_kind = { $game }: { $summary }
ratings-stats-text_opponent = { $name }: { $shown } { $games ->
    [one] game
   *[other] games
} together · ahead { $ahead } · behind { $behind } · tied { $tied }
ratings-stats-text_game = { $item }: { $change }
ratings-text_heading = **{ $title }**
ratings-help =
    {"**"}Ratings**: every finished game among people counts for its players' rating in that game on this server, unless it was opened with rated:false. A game with a computer player is not rated, nor an abandoned game, nor a game in a channel not everyone on the server can see; a player the computer stood in for in most of their turns (away, time ran out) is not rated for that game.
    The rating comes from each game's full order of finish (ties share a place; openskill's Plackett–Luce model), so a win over three players raises your skill more than a win in a duel. The number shown is cautious: 1,000 + 40 × (skill − 3 × uncertainty). A newcomer starts at 1,000 and climbs as their games make it certain; it is marked "?" (provisional) until the uncertainty falls below 7, after about ten rated games.
    `/{ $kind } leaderboard` shows the strongest players, `/{ $kind } stats` your rating over time and your record against your most frequent opponents.
cli-ratings-usage =
    Usage: python -m bot.ratings --rebuild [DATABASE]   recompute every rating from the stored games and store them
           python -m bot.ratings --check [DATABASE]     only compare (exit status 1 if anything differs)
    DATABASE: an SQLite file or a postgresql:// URL; by default the bot's own (DATABASE_URL, else DATABASE_PATH).
cli-ratings-no_source = { $path } does not exist. Give the bot's database: its DATABASE_PATH or DATABASE_URL.
cli-ratings-done = Rated games: { $games }; players rated: { $players }.
cli-ratings-added = Games rated now that were not before: { $games }.
cli-ratings-removed = Games no longer rated: { $games }.
cli-ratings-more = … and { $count } { $count ->
        [one] more difference
       *[other] more differences
    }.
cli-ratings-same = The stored ratings equal the ratings recomputed from the games.
cli-ratings-different = { $count } { $count ->
        [one] stored value differs
       *[other] stored values differ
    } from the recomputed ones (nothing was written; --rebuild stores the recomputed ratings).
cli-ratings-fixed = { $count } { $count ->
        [one] stored value differed
       *[other] stored values differed
    }; the recomputed ratings are stored now.

## The language, by its own name (in the lists a player chooses a language from)
language-name = English
