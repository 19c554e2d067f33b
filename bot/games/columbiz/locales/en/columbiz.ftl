### Columbiz's own texts, in English: its commands and options, what happened in a turn, the
### rules in short and the help, refusals of its rules and of what was typed, the computer
### players' reasons and the lines of the move log.
###
### Ids are the code's ids with hyphens for dots: text("ev.rolled.first") is ev-rolled-first.
### See bot/messages/__init__.py for the details' values and the functions (LIST, NUMWORD, ...).

## seat colours

colour-purple = purple
colour-blue = blue
colour-grey = grey
colour-black = black

## command and option descriptions

cmd-columbiz = Play Columbiz, the dice game, in this channel
columbiz-name = Columbiz
columbiz-cmd-rules = The rules of Columbiz, in short
columbiz-cmd-help = How to play Columbiz with this bot
cmd-new = Open a new game of Columbiz in this channel
cmd-new-seats = How many players (2-4); the game starts by itself when full
cmd-new-max_pieces_4p = With four players: at most 3 (default) or 4 pieces a turn (C8)
cmd-new-locked_keeps = Dice kept when you roll stay kept for the turn (C6; default: no)
cmd-new-line_scoring = How lines score (C11)
cmd-new-line_scoring-each_placement = On every placement (default)
cmd-new-line_scoring-increase = Only what a line grows by
cmd-roll = Roll the dice (all 8, or those you do not keep)
cmd-keep = Choose the dice to keep before the next roll
cmd-keep-dice = The dice to keep, e.g. 555 33 (or - for none)
cmd-place = Place pieces on cells, in order; ends your turn
cmd-place-cells = Cells as the dice they cost, e.g. 555 33 (or 5x3 3x2)

## buttons

button-roll = Roll
button-roll_again = Roll again ({ $n }/3)

## lobby and start

lobby-options = { $locked_keeps ->
        [true] dice kept at a roll stay kept
       *[false] kept dice may be rolled again
    }; { $line_scoring ->
        [increase] lines score only their growth
       *[other] lines score on every placement
    }{ $players ->
        [none] ; { NUMWORD($max_pieces_4p) } pieces a turn with four players
        [4] ; { NUMWORD($max_pieces_4p) } pieces a turn with four players
       *[other] {""}
    }
# $rounds: each round of the roll-off (more than one when the highest tied), each a list of rolls.
start-rolloff = Roll-off for the first turn (C5): { JOIN($rounds, separator: " / then ") } → **{ $starter }** starts.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
start-colours = Colours: { $colours }.
start-colour = { $who } { $colour }
start-first_turn = { $who }, you start: `/roll` or press **Roll**.

## what happened

ev-rolled-first = { $who } rolled { $dice }.
ev-rolled-again = { $who } kept { $kept } and rolled { $values }: now { $dice } (roll { $n } of 3).
ev-rolled-again_none = { $who } rolled all eight again: { $dice } (roll { $n } of 3).
ev-rolled-all_kept = { $who } kept all eight dice: { $dice } (roll { $n } of 3).
ev-kept = { $who } keeps { $kept }.
ev-kept_none = { $who } keeps no dice.
ev-placed = { $who } placed on { $cells }.
# $victims: whose pieces were captured, each with the cells they stood on.
ev-captured = { $who } captured { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } with { $by_cell }: { LIST($victims) }.
    .victims = { $owner }'s { LIST($cells) }
ev-line = { $who } scored a line of { NUMWORD($length) } ({ $axis } { JOIN($cells, separator: "-") }): +{ $points }.
ev-axis-row = row
ev-axis-column = column
ev-axis-diagonal = diagonal
ev-axis-antidiagonal = diagonal
ev-set_aside = { $who } could not place any piece after the third roll: { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } set aside (C9).
ev-final_round = { $who }'s supply is empty: this is the final round (C12).
ev-skipped = { $who } has no pieces left and skips the turn.
ev-next_turn = { $who }, it's your turn: `/roll` or press **Roll**.
ev-can_place = Keep dice and roll again, or `/place` (the list shows every legal placement).
ev-must_place = No rolls left: `/place` now.
ev-must_roll = No piece fits these dice yet: roll again.
ev-ended = Game over. Final scores: { $scores }. { SIZE($winners) ->
        [one] { LIST($winners) } wins!
       *[other] { LIST($winners) } share the win!
    }
    .winners = **{ $item }**
ev-score = { $who } { $total }

## looking

board-status-turn = { $who } to play ({ $rolls }/3 rolls)
board-status-over = finished
standings-caption = Game #{ $game_id }: { $scores }
standings-row = { $who } { $total } ({ $lines } from lines, { $captures } from { $captured } captured)
# The rules in short, one paragraph a term: a line of a Fluent text cannot start with **.
rules-text =
    { -rules-title }
    { -rules-board }
    { -rules-setup }
    { -rules-turn }
    { -rules-placing }
    { -rules-captures }
    { -rules-lines }
    { -rules-end }
    { -rules-score }
-rules-title = **Columbiz in short** (rule ids in brackets)
-rules-board = **Board** — 6 columns, one per die face, and 6 rows, row 1 at the bottom. A cell costs its row number in dice of its column's face and is named by them: `555` is column 5, row 3 (`5x3`, `5-3` and `5:3` work too) [C1, C2].
-rules-setup = **Setup** — 8 dice [C4]. 18 pieces each with 2 players, 13 with 3, 10 with 4; purple, blue, grey, black in seating order [C3]. Everyone rolls a die: the highest starts (ties roll again) and play goes round [C5].
-rules-turn = **Your turn** — roll all 8 dice, up to three rolls: after the 1st and 2nd you may keep any dice and roll the others, or stop. Dice kept before may be rolled again (option `locked_keeps`: dice kept when you roll stay kept). No keeping after the 3rd roll [C6].
-rules-placing = **Placing** — then place pieces one by one on empty cells, each paid with unused dice of its face: three 5s buy `555`, or `5` and `55` [C7]. At least 1, at most 4 pieces a turn (3 in a 4-player game, by default) [C8]. If nothing fits after your 3rd roll, 3 pieces from your supply (all, if fewer are left) leave the game and score nothing; before that, roll again [C9].
-rules-captures = **Captures** — a piece captures every opponent piece below it in its column; you keep them. Their cells are empty again and can be filled in the same turn, so list the higher cell first: if an opponent holds `5`, `555 5` works but `5 555` is refused [C10].
-rules-lines = **Lines** — each piece you place scores every unbroken row, column or diagonal run of 3+ of your pieces through it: length − 2 (3 → 1, 4 → 2, …), in full each time, so making a 3 into a 4 scores 2 more. Other runs score nothing, so the order of your pieces matters. Option `line_scoring` (*only what a line grows by*): only the growth scores [C11].
-rules-end = **End** — once someone's supply is empty, the players after them, up to the one seated just before the first player, still play; then the game ends [C12, C13].
-rules-score = **Score** — lines plus captures: n captured pieces score 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Highest total wins; ties share the win [C15].
help-text = **Playing Columbiz here**
    `/columbiz new` — open a game in this channel (seats 2–4, rule options, time per turn).
    `/columbiz join` · `/columbiz leave` · `/columbiz start` — the lobby (or use its buttons). `/columbiz addbot` · `/columbiz removebot` — computer players (easy, normal, hard).
    `/roll` — roll the dice (or press **Roll**). Press dice buttons to keep or release dice, or type `/keep dice:555 33`, then roll again: up to three rolls, no keeping after the third.
    `/place cells:555 33` — place on cells, in order (the higher cell of a column first when it captures); the list offers every legal placement with what it captures and scores. This ends your turn.
    `/columbiz board` — the board, just for you. `/columbiz standings` — the score pad. `/columbiz history` — the move log as a file. `/columbiz mygames` — your games everywhere.
    `/columbiz leaderboard` · `/columbiz stats` — the server's standings across games.
    When your time runs out the computer plays your turn; after three in a row you are marked away until `/columbiz back`. `/columbiz away` — vote to hand an absent player's seat to the computer. `/columbiz notify` — how you are told it is your turn (mention, DM, none).
    `/columbiz rules` — the rules in short. `/columbiz abandon` — end the game (its creator, a vote of the other players, or anyone with Manage Channels).
    Cells are written as the dice they cost: `555` is column 5, row 3; `5x3`, `5-3` and `5:3` work too.

## autocomplete

ac-choice = { $cells } — { $captures ->
        [0] { $line_points ->
            [0] no points
           *[other] +{ $line_points } for lines
        }
       *[other] captures { $captures }{ $line_points ->
            [0] {""}
           *[other] , +{ $line_points } for lines
        }
    }

## refusals: the rules (engine RuleError codes)

rule-game_over = The game is over.
rule-no_rolls_left = You have rolled three times (C6): place your pieces with `/place`.
rule-bad_roll = That roll is not valid.
rule-not_rolled = Roll first: `/roll` or the **Roll** button.
# $locked: the dice were kept at a roll and the game locks them (C6 option); without $face, the
# value typed is no die at all.
rule-bad_keep = { $locked ->
        [true] In this game dice kept at a roll stay kept (`locked_keeps`, C6): you rolled with { NUMWORD($kept) } { $face }{ $kept ->
            [one] {""}
           *[other] s
        } kept, so { $kept ->
            [one] it stays
           *[other] they stay
        } kept. Dice you kept after that roll can still be let go.
       *[other] { $face ->
            [none] Dice show 1 to 6; that is not a die you can keep.
           *[other] You can't keep { NUMWORD($want) } { $face }{ $want ->
                [one] {""}
               *[other] s
            }: the dice show { NUMWORD($have) } { $face }{ $have ->
                [one] {""}
               *[other] s
            }.
        }
    }
rule-empty_place = Name at least one cell, e.g. `/place cells:555`.
rule-bad_cell = '{ $cell }' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`.
# $by_supply: the player's supply, smaller than a turn's limit, is what limits them (a fact
# computed in bot/messages/details.py).
rule-too_many = { $by_supply ->
        [true] You have only { NUMWORD($supply) } { $supply ->
            [one] piece
           *[other] pieces
        } left; you listed { NUMWORD($count) } cells.
       *[false] You may place at most { NUMWORD($limit) } pieces a turn (C8); you listed { NUMWORD($count) } cells.
    }
rule-occupied = { $own ->
        [true] Cell { $cell } already holds one of your pieces.
       *[other] Cell { $cell } is taken by { $owner }.
    }
rule-dice_short = { $have ->
        [0] You have no { $face }s left; cell { $cell } needs { NUMWORD($need) }.
       *[other] You have only { NUMWORD($have) } { $face }{ $have ->
            [one] {""}
           *[other] s
        }; cell { $cell } needs { NUMWORD($need) }.
    }

## refusals: what was typed

input-cells_empty = List the cells to place on, e.g. `555 33`.
input-cell_unknown = '{ $token }' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`.
input-cell_too_high = '{ $token }': no cell costs { $count } dice; the top row costs six (like `666666`).
input-cell_mixed = '{ $token }': a cell is paid with dice of one face, like `555` or `33`.
input-cell_repeated = Cell { $cell } is listed twice.
input-dice_empty = List the dice to keep, e.g. `555 33`, or `-` to keep none.
input-die_bad = '{ $token }' is not a die: dice show 1 to 6.
input-dice_too_many = There are only eight dice; you listed { $count }.
input-cells_only_separators = No cells were given, only separators. List the cells to place on, e.g. `555 33`.
input-dice_only_separators = No dice were given, only separators. List the dice to keep, e.g. `555 33`, or `-` to keep none.

## computer players

ev-next_turn_computer = 🤖 { $who } plays next.
ev-next_turn_away = { $who } is away: the computer plays for them.
start-first_turn_computer = 🤖 { $who } starts.
start-first_turn_away = { $who } starts, but is away: the computer plays for them.
computer-decision = -# 🤖 { $why }
computer-why-first_roll = rolls all eight dice
computer-why-reroll_all = nothing worth keeping: rolls all eight again
# The computer's reasons. $kept_text: the dice it keeps, empty when it keeps none.
computer-why-kept = { $kept_text ->
        [none] nothing
       *[other] { $kept_text }
    }
computer-why-chasing = keeps { computer-why-kept } and rolls the other { NUMWORD($rolled) }, going for { LIST($target) }
    .target = `{ $item }`
computer-why-keeping = keeps { computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(the most { $face }s)
    } and rolls the other { NUMWORD($rolled) }
computer-why-no_placement = nothing fits yet: keeps { computer-why-kept } and rolls again
computer-why-capture = places on { LIST($cells) } to capture { NUMWORD($captures) } { $captures ->
        [one] piece
       *[other] pieces
    } (+{ $capture_points })
    .cells = `{ $item }`
computer-why-line = places on { LIST($cells) } for a line (+{ $line_points })
    .cells = `{ $item }`
computer-why-place_safe = places on { LIST($cells) }, out of reach of captures: every cell above is taken
    .cells = `{ $item }`
# $need dice of $face (the cell $capture_cell) are the fewest an opponent needs to capture one of them.
computer-why-place_high = places high up on { LIST($cells) }; an opponent needs { NUMWORD($need) } { $face }s (`{ $capture_cell }`) to capture { $pieces ->
        [one] it
       *[other] one of them
    }
    .cells = `{ $item }`
computer-why-place = places on { LIST($cells) }
    .cells = `{ $item }`
computer-why-fallback = plays the simplest legal move
computer-why-roll = keeps { computer-why-kept } and rolls again
computer-stand_in-away = 🤖 { $who } is away: the computer ({ $level }) plays this turn for them.
# $streak: the player has now missed more than one turn in a row, but not yet $limit (a fact
# computed in bot/messages/details.py).
computer-stand_in-clock = ⏰ { $who }'s time ran out: the computer ({ $level }) played this turn for them{ $streak ->
        [true] {" "}({ NUMWORD($missed) } turns in a row; at { NUMWORD($limit) } they are marked away)
       *[false] {""}
    }.
computer-marked_away = { $who } missed { NUMWORD($limit) } turns in a row and is now marked away: the computer plays for them until they come back (`/columbiz back`).

## the turn clock: time per turn in /columbiz new

cmd-new-turn = Time per turn; when it runs out the computer plays that turn
cmd-new-turn-3600 = 1 hour
cmd-new-turn-43200 = 12 hours
cmd-new-turn-86400 = 24 hours
cmd-new-turn-259200 = 3 days
cmd-new-turn-0 = No time limit

## the move log (/columbiz history)

hist-title = Columbiz · game #{ $game_id } · move log (times in UTC)
hist-status-lobby = Status: waiting in the lobby.
hist-status-active = Status: running.
hist-status-finished = Status: finished on { $time }.
hist-status-abandoned = Status: ended early on { $time } ({ $reason }).
hist-reason-creator = by its creator
hist-reason-manager = by a moderator
hist-reason-vote = by a vote of the players
hist-reason-cancelled = cancelled in the lobby
hist-reason-rules = by the rules
hist-reason-channel_gone = its channel or thread was deleted
hist-reason-bot_removed = the bot left the server or was removed from it
hist-opened = Opened on { $time }; started on { $started }.
hist-opened_only = Opened on { $time }.
hist-rules = Rules: { $options }. Time per turn: { $turn }.
hist-players = Players:
hist-player = {"  "}{ $n }. { $name } ({ $colour })
hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, computer: { $level })
hist-rolloff = Roll-off for the first turn (C5): { $rounds } → { $starter } starts.
hist-turn = Turn { $turn } · { $name } ({ $colour })
hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
hist-more = {"  "}{ $pad }       { $what }
hist-tag-computer = {"  "}[computer, { $level }]
hist-tag-clock = {"  "}[time ran out: computer, { $level }]
hist-tag-away = {"  "}[away: computer, { $level }]
hist-why = {"  "}{ $pad }       why: { $why }
hist-rolled-first = rolled { $dice } (roll 1 of 3)
hist-rolled-again = kept { $kept }, rolled { $values }: now { $dice } (roll { $n } of 3)
hist-rolled-again_none = rolled all eight again: { $dice } (roll { $n } of 3)
hist-rolled-all_kept = kept all eight dice: { $dice } (roll { $n } of 3)
hist-kept = keeps { $kept }
hist-kept_none = keeps no dice
hist-placed = placed on { $cell } ({ $n } × { $face })
hist-captured = captured { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } with { $by_cell }: { LIST($victims) }
    .victims = { $owner }'s { LIST($cells) }
hist-line = line of { $length } ({ $axis } { $cells }): +{ $points }
hist-set_aside = no piece fits after the third roll: { $count } { $count ->
        [one] piece
       *[other] pieces
    } set aside (C9)
hist-final_round = { $who }'s supply is empty: final round (C12)
hist-skipped = { $who } has no pieces left and skips the turn
hist-scores = {"  "}Scores after turn { $turn }: { $scores }
hist-ended = Game over. Final scores: { $scores }. { SIZE($winners) ->
        [one] Winner: { LIST($winners) }.
       *[other] Shared win: { LIST($winners) }.
    }
hist-no_moves = No moves yet.

## the picture's labels: short, in the game's language (they must fit the tray; the score pad has icons, no words)

picture-roll = Roll { $n }/3
picture-to_roll = to roll
picture-final_round = LAST ROUND
picture-game_over = Game over
picture-wins = wins
picture-share = share the win
picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }
picture-took = took { $n }
picture-set_aside = { $n } { $n ->
        [one] set aside
       *[other] set aside
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-ev-can_place = Keep dice and roll again, or `place` (said alone, it lists every legal placement).
terminal-ev-next_turn = { $who }, it's your turn: `roll`.
terminal-rule-not_rolled = Roll first: `roll`.
terminal-start-first_turn = { $who }, you start: `roll`.
# the cells of a line, named so they do not read as rows 1 to 4
terminal-ev-line = { $who } scored a line of { NUMWORD($length) } along a { $axis } (cells { LIST($cells) }): +{ $points }.
# `place` on its own when the dice were rolled but no piece fits them (C7)
terminal-rule-empty_place = { ev-must_roll }

## the terminal's own texts

# a placement in the list that `place` on its own shows, after the cells it names
terminal-place-choice = { $captures ->
        [0] { $line_points ->
            [0] no points
            [one] +{ $line_points } line point
           *[other] +{ $line_points } line points
        }
       *[other] captures { $captures } { $captures ->
            [one] piece
           *[other] pieces
        }{ $line_points ->
            [0] {""}
            [one] , +{ $line_points } line point
           *[other] , +{ $line_points } line points
        }
    }
# the board as text: the words beside each player's numbers
terminal-board-left = left
terminal-board-lines = lines
terminal-board-captured = taken
terminal-board-total = total
terminal-board-kept = kept
