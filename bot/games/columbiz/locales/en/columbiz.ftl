### Columbiz's own texts, in English: its commands and options, what happened in a turn, the
### rules in short and the help, refusals of its rules and of what was typed, the computer
### players' reasons and the lines of the move log.
###
### Ids are the code's ids with hyphens for dots: text("ev.rolled.first") is ev-rolled-first.
### See bot/messages/__init__.py for the details' values and the functions (LIST, NUMWORD, ...).

## seat colours

columbiz-colour-purple = purple
columbiz-colour-blue = blue
columbiz-colour-grey = grey
columbiz-colour-black = black

## command and option descriptions

columbiz-cmd = Play Columbiz, the dice game, in this channel
columbiz-name = Columbiz
columbiz-cmd-rules = The rules of Columbiz, in short
columbiz-cmd-help = How to play Columbiz with this bot
columbiz-cmd-new = Open a new game of Columbiz in this channel
columbiz-cmd-new-seats = How many players (2-4); the game starts by itself when full
columbiz-cmd-new-max_pieces_4p = With four players: at most 3 (default) or 4 pieces a turn (C8)
columbiz-cmd-new-locked_keeps = Dice kept when you roll stay kept for the turn (C6; default: no)
columbiz-cmd-new-line_scoring = How lines score (C11)
columbiz-cmd-new-line_scoring-each_placement = On every placement (default)
columbiz-cmd-new-line_scoring-increase = Only what a line grows by
columbiz-cmd-roll = Roll the dice (all 8, or those you do not keep)
columbiz-cmd-keep = Choose the dice to keep before the next roll
columbiz-cmd-keep-dice = The dice to keep, e.g. 555 33 (or - for none)
columbiz-cmd-place = Place pieces on cells, in order; ends your turn
columbiz-cmd-place-cells = Cells as the dice they cost, e.g. 555 33 (or 5x3 3x2)

## buttons

columbiz-button-roll = Roll
columbiz-button-roll_again = Roll again ({ $n }/3)

## lobby and start

columbiz-lobby-options = { $locked_keeps ->
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
columbiz-start-rolloff = Roll-off for the first turn (C5): { JOIN($rounds, separator: " / then ") } → **{ $starter }** starts.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
columbiz-start-colours = Colours: { $colours }.
columbiz-start-colour = { $who } { $colour }
columbiz-start-first_turn = { $who }, you start: `/roll` or press **Roll**.

## what happened

columbiz-ev-rolled-first = { $who } rolled { $dice }.
columbiz-ev-rolled-again = { $who } kept { $kept } and rolled { $values }: now { $dice } (roll { $n } of 3).
columbiz-ev-rolled-again_none = { $who } rolled all eight again: { $dice } (roll { $n } of 3).
columbiz-ev-rolled-all_kept = { $who } kept all eight dice: { $dice } (roll { $n } of 3).
columbiz-ev-kept = { $who } keeps { $kept }.
columbiz-ev-kept_none = { $who } keeps no dice.
columbiz-ev-placed = { $who } placed on { $cells }.
# $victims: whose pieces were captured, each with the cells they stood on.
columbiz-ev-captured = { $who } captured { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } with { $by_cell }: { LIST($victims) }.
    .victims = { $owner }'s { LIST($cells) }
columbiz-ev-line = { $who } scored a line of { NUMWORD($length) } ({ $axis } { JOIN($cells, separator: "-") }): +{ $points }.
columbiz-ev-axis-row = row
columbiz-ev-axis-column = column
columbiz-ev-axis-diagonal = diagonal
columbiz-ev-axis-antidiagonal = diagonal
columbiz-ev-set_aside = { $who } could not place any piece after the third roll: { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } set aside (C9).
columbiz-ev-final_round = { $who }'s supply is empty: this is the final round (C12).
columbiz-ev-skipped = { $who } has no pieces left and skips the turn.
columbiz-ev-next_turn = { $who }, it's your turn: `/roll` or press **Roll**.
columbiz-ev-can_place = Keep dice and roll again, or `/place` (the list shows every legal placement).
columbiz-ev-must_place = No rolls left: `/place` now.
columbiz-ev-must_roll = No piece fits these dice yet: roll again.
columbiz-ev-ended = Game over. Final scores: { $scores }. { SIZE($winners) ->
        [one] { LIST($winners) } wins!
       *[other] { LIST($winners) } share the win!
    }
    .winners = **{ $item }**
columbiz-ev-score = { $who } { $total }

## looking

columbiz-board-status-turn = { $who } to play ({ $rolls }/3 rolls)
columbiz-board-status-over = finished
columbiz-standings-caption = Game #{ $game_id }: { $scores }
columbiz-standings-row = { $who } { $total } ({ $lines } from lines, { $captures } from { $captured } captured)
# The rules in short, one paragraph a term: a line of a Fluent text cannot start with **.
columbiz-rules-text =
    { -columbiz-rules-title }
    { -columbiz-rules-board }
    { -columbiz-rules-setup }
    { -columbiz-rules-turn }
    { -columbiz-rules-placing }
    { -columbiz-rules-captures }
    { -columbiz-rules-lines }
    { -columbiz-rules-end }
    { -columbiz-rules-score }
-columbiz-rules-title = **Columbiz in short** (rule ids in brackets)
-columbiz-rules-board = **Board** — 6 columns, one per die face, and 6 rows, row 1 at the bottom. A cell costs its row number in dice of its column's face and is named by them: `555` is column 5, row 3 (`5x3`, `5-3` and `5:3` work too) [C1, C2].
-columbiz-rules-setup = **Setup** — 8 dice [C4]. 18 pieces each with 2 players, 13 with 3, 10 with 4; purple, blue, grey, black in seating order [C3]. Everyone rolls a die: the highest starts (ties roll again) and play goes round [C5].
-columbiz-rules-turn = **Your turn** — roll all 8 dice, up to three rolls: after the 1st and 2nd you may keep any dice and roll the others, or stop. Dice kept before may be rolled again (option `locked_keeps`: dice kept when you roll stay kept). No keeping after the 3rd roll [C6].
-columbiz-rules-placing = **Placing** — then place pieces one by one on empty cells, each paid with unused dice of its face: three 5s buy `555`, or `5` and `55` [C7]. At least 1, at most 4 pieces a turn (3 in a 4-player game, by default) [C8]. If nothing fits after your 3rd roll, 3 pieces from your supply (all, if fewer are left) leave the game and score nothing; before that, roll again [C9].
-columbiz-rules-captures = **Captures** — a piece captures every opponent piece below it in its column; you keep them. Their cells are empty again and can be filled in the same turn, so list the higher cell first: if an opponent holds `5`, `555 5` works but `5 555` is refused [C10].
-columbiz-rules-lines = **Lines** — each piece you place scores every unbroken row, column or diagonal run of 3+ of your pieces through it: length − 2 (3 → 1, 4 → 2, …), in full each time, so making a 3 into a 4 scores 2 more. Other runs score nothing, so the order of your pieces matters. Option `line_scoring` (*only what a line grows by*): only the growth scores [C11].
-columbiz-rules-end = **End** — once someone's supply is empty, the players after them, up to the one seated just before the first player, still play; then the game ends [C12, C13].
-columbiz-rules-score = **Score** — lines plus captures: n captured pieces score 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Highest total wins; ties share the win [C15].
columbiz-help-text = **Playing Columbiz here**
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

columbiz-ac-choice = { $cells } — { $captures ->
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

columbiz-rule-game_over = The game is over.
columbiz-rule-no_rolls_left = You have rolled three times (C6): place your pieces with `/place`.
columbiz-rule-bad_roll = That roll is not valid.
columbiz-rule-not_rolled = Roll first: `/roll` or the **Roll** button.
# $locked: the dice were kept at a roll and the game locks them (C6 option); without $face, the
# value typed is no die at all.
columbiz-rule-bad_keep = { $locked ->
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
columbiz-rule-empty_place = Name at least one cell, e.g. `/place cells:555`.
columbiz-rule-bad_cell = '{ $cell }' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`.
# $by_supply: the player's supply, smaller than a turn's limit, is what limits them (a fact
# computed in bot/messages/details.py).
columbiz-rule-too_many = { $by_supply ->
        [true] You have only { NUMWORD($supply) } { $supply ->
            [one] piece
           *[other] pieces
        } left; you listed { NUMWORD($count) } cells.
       *[false] You may place at most { NUMWORD($limit) } pieces a turn (C8); you listed { NUMWORD($count) } cells.
    }
columbiz-rule-occupied = { $own ->
        [true] Cell { $cell } already holds one of your pieces.
       *[other] Cell { $cell } is taken by { $owner }.
    }
columbiz-rule-dice_short = { $have ->
        [0] You have no { $face }s left; cell { $cell } needs { NUMWORD($need) }.
       *[other] You have only { NUMWORD($have) } { $face }{ $have ->
            [one] {""}
           *[other] s
        }; cell { $cell } needs { NUMWORD($need) }.
    }

## refusals: what was typed

columbiz-input-cells_empty = List the cells to place on, e.g. `555 33`.
columbiz-input-cell_unknown = '{ $token }' is not a cell. Write the dice it costs, like `555`, or face x row, like `5x3`.
columbiz-input-cell_too_high = '{ $token }': no cell costs { $count } dice; the top row costs six (like `666666`).
columbiz-input-cell_mixed = '{ $token }': a cell is paid with dice of one face, like `555` or `33`.
columbiz-input-cell_repeated = Cell { $cell } is listed twice.
columbiz-input-dice_empty = List the dice to keep, e.g. `555 33`, or `-` to keep none.
columbiz-input-die_bad = '{ $token }' is not a die: dice show 1 to 6.
columbiz-input-dice_too_many = There are only eight dice; you listed { $count }.
columbiz-input-cells_only_separators = No cells were given, only separators. List the cells to place on, e.g. `555 33`.
columbiz-input-dice_only_separators = No dice were given, only separators. List the dice to keep, e.g. `555 33`, or `-` to keep none.
columbiz-error-bad_dice_index = That die is not part of the current roll.

## computer players

columbiz-ev-next_turn_computer = 🤖 { $who } plays next.
columbiz-ev-next_turn_away = { $who } is away: the computer plays for them.
columbiz-away-back_turn = { $who } is back, and it's their turn: `/roll` or press **Roll**.
columbiz-start-first_turn_computer = 🤖 { $who } starts.
columbiz-start-first_turn_away = { $who } starts, but is away: the computer plays for them.
columbiz-computer-decision = -# 🤖 { $why }
columbiz-computer-why-first_roll = rolls all eight dice
columbiz-computer-why-reroll_all = nothing worth keeping: rolls all eight again
# The computer's reasons. $kept_text: the dice it keeps, empty when it keeps none.
columbiz-computer-why-kept = { $kept_text ->
        [none] nothing
       *[other] { $kept_text }
    }
columbiz-computer-why-chasing = keeps { columbiz-computer-why-kept } and rolls the other { NUMWORD($rolled) }, going for { LIST($target) }
    .target = `{ $item }`
columbiz-computer-why-keeping = keeps { columbiz-computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(the most { $face }s)
    } and rolls the other { NUMWORD($rolled) }
columbiz-computer-why-no_placement = nothing fits yet: keeps { columbiz-computer-why-kept } and rolls again
columbiz-computer-why-capture = places on { LIST($cells) } to capture { NUMWORD($captures) } { $captures ->
        [one] piece
       *[other] pieces
    } (+{ $capture_points })
    .cells = `{ $item }`
columbiz-computer-why-line = places on { LIST($cells) } for a line (+{ $line_points })
    .cells = `{ $item }`
columbiz-computer-why-place_safe = places on { LIST($cells) }, out of reach of captures: every cell above is taken
    .cells = `{ $item }`
# $need dice of $face (the cell $capture_cell) are the fewest an opponent needs to capture one of them.
columbiz-computer-why-place_high = places high up on { LIST($cells) }; an opponent needs { NUMWORD($need) } { $face }s (`{ $capture_cell }`) to capture { $pieces ->
        [one] it
       *[other] one of them
    }
    .cells = `{ $item }`
columbiz-computer-why-place = places on { LIST($cells) }
    .cells = `{ $item }`
columbiz-computer-why-fallback = plays the simplest legal move
columbiz-computer-why-roll = keeps { columbiz-computer-why-kept } and rolls again
columbiz-computer-stand_in-away = 🤖 { $who } is away: the computer ({ $level }) plays this turn for them.
# $streak: the player has now missed more than one turn in a row, but not yet $limit (a fact
# computed in bot/messages/details.py).
columbiz-computer-stand_in-clock = ⏰ { $who }'s time ran out: the computer ({ $level }) played this turn for them{ $streak ->
        [true] {" "}({ NUMWORD($missed) } turns in a row; at { NUMWORD($limit) } they are marked away)
       *[false] {""}
    }.
columbiz-computer-marked_away = { $who } missed { NUMWORD($limit) } turns in a row and is now marked away: the computer plays for them until they come back (`/columbiz back`).

## the turn clock: time per turn in /columbiz new

columbiz-cmd-new-turn = Time per turn; when it runs out the computer plays that turn
columbiz-cmd-new-turn-3600 = 1 hour
columbiz-cmd-new-turn-43200 = 12 hours
columbiz-cmd-new-turn-86400 = 24 hours
columbiz-cmd-new-turn-259200 = 3 days
columbiz-cmd-new-turn-0 = No time limit

## the move log (/columbiz history)

columbiz-hist-title = Columbiz · game #{ $game_id } · move log (times in UTC)
columbiz-hist-status-lobby = Status: waiting in the lobby.
columbiz-hist-status-active = Status: running.
columbiz-hist-status-finished = Status: finished on { $time }.
columbiz-hist-status-abandoned = Status: ended early on { $time } ({ $reason }).
columbiz-hist-reason-creator = by its creator
columbiz-hist-reason-manager = by a moderator
columbiz-hist-reason-vote = by a vote of the players
columbiz-hist-reason-cancelled = cancelled in the lobby
columbiz-hist-reason-rules = by the rules
columbiz-hist-reason-channel_gone = its channel or thread was deleted
columbiz-hist-reason-bot_removed = the bot left the server or was removed from it
columbiz-hist-opened = Opened on { $time }; started on { $started }.
columbiz-hist-opened_only = Opened on { $time }.
columbiz-hist-rules = Rules: { $options }. Time per turn: { $turn }.
columbiz-hist-players = Players:
columbiz-hist-player = {"  "}{ $n }. { $name } ({ $colour })
columbiz-hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, computer: { $level })
columbiz-hist-rolloff = Roll-off for the first turn (C5): { $rounds } → { $starter } starts.
columbiz-hist-turn = Turn { $turn } · { $name } ({ $colour })
columbiz-hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
columbiz-hist-more = {"  "}{ $pad }       { $what }
columbiz-hist-tag-computer = {"  "}[computer, { $level }]
columbiz-hist-tag-clock = {"  "}[time ran out: computer, { $level }]
columbiz-hist-tag-away = {"  "}[away: computer, { $level }]
columbiz-hist-why = {"  "}{ $pad }       why: { $why }
columbiz-hist-rolled-first = rolled { $dice } (roll 1 of 3)
columbiz-hist-rolled-again = kept { $kept }, rolled { $values }: now { $dice } (roll { $n } of 3)
columbiz-hist-rolled-again_none = rolled all eight again: { $dice } (roll { $n } of 3)
columbiz-hist-rolled-all_kept = kept all eight dice: { $dice } (roll { $n } of 3)
columbiz-hist-kept = keeps { $kept }
columbiz-hist-kept_none = keeps no dice
columbiz-hist-placed = placed on { $cell } ({ $n } × { $face })
columbiz-hist-captured = captured { NUMWORD($count) } { $count ->
        [one] piece
       *[other] pieces
    } with { $by_cell }: { LIST($victims) }
    .victims = { $owner }'s { LIST($cells) }
columbiz-hist-line = line of { $length } ({ $axis } { $cells }): +{ $points }
columbiz-hist-set_aside = no piece fits after the third roll: { $count } { $count ->
        [one] piece
       *[other] pieces
    } set aside (C9)
columbiz-hist-final_round = { $who }'s supply is empty: final round (C12)
columbiz-hist-skipped = { $who } has no pieces left and skips the turn
columbiz-hist-scores = {"  "}Scores after turn { $turn }: { $scores }
columbiz-hist-ended = Game over. Final scores: { $scores }. { SIZE($winners) ->
        [one] Winner: { LIST($winners) }.
       *[other] Shared win: { LIST($winners) }.
    }
columbiz-hist-no_moves = No moves yet.

## the picture's labels: short, in the game's language (they must fit the tray; the score pad has icons, no words)

columbiz-picture-roll = Roll { $n }/3
columbiz-picture-to_roll = to roll
columbiz-picture-final_round = LAST ROUND
columbiz-picture-game_over = Game over
columbiz-picture-wins = wins
columbiz-picture-share = share the win
columbiz-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }
columbiz-picture-took = took { $n }
columbiz-picture-set_aside = { $n } { $n ->
        [one] set aside
       *[other] set aside
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-columbiz-ev-can_place = Keep dice and roll again, or `place` (said alone, it lists every legal placement).
terminal-columbiz-ev-next_turn = { $who }, it's your turn: `roll`.
terminal-columbiz-rule-not_rolled = Roll first: `roll`.
terminal-columbiz-start-first_turn = { $who }, you start: `roll`.
# the cells of a line, named so they do not read as rows 1 to 4
terminal-columbiz-ev-line = { $who } scored a line of { NUMWORD($length) } along a { $axis } (cells { LIST($cells) }): +{ $points }.
# `place` on its own when the dice were rolled but no piece fits them (C7)
terminal-columbiz-rule-empty_place = { columbiz-ev-must_roll }

## the terminal's own texts

# a placement in the list that `place` on its own shows, after the cells it names
terminal-columbiz-place-choice = { $captures ->
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
terminal-columbiz-board-left = left
terminal-columbiz-board-lines = lines
terminal-columbiz-board-captured = taken
terminal-columbiz-board-total = total
terminal-columbiz-board-kept = kept
