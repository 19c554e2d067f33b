### IceTowers' own texts, in English: its commands and options, what an action did, the rules in
### short and the help, refusals of its rules and of what was typed, and the move log.
###
### Ids are the code's ids with hyphens for dots: text("icetowers.ev.capped") is
### icetowers-ev-capped. See bot/messages/__init__.py for the functions (LIST, NUMWORD, ...).
### Towers are written T1, T2, ... in every language (players name them so to each other).

## the game, its commands and options

icetowers-cmd = Play IceTowers, the pyramid-stacking game, in this channel
icetowers-name = IceTowers
icetowers-cmd-rules = The rules of IceTowers, in short
icetowers-cmd-help = How to play IceTowers with this bot
icetowers-cmd-new = Open a new game of IceTowers in this channel
icetowers-cmd-new-seats = How many players (2-4); the game starts by itself when full
icetowers-cmd-new-stash = Pieces of each size per player: 1-5 (default 5; fewer make a shorter game)
icetowers-cmd-new-mode = How players take turns (default: realtime)
icetowers-cmd-new-mode-realtime = Realtime: anyone acts at any moment
icetowers-cmd-new-mode-turns = Turns: one action or a pass each, in seating order
icetowers-cmd-new-free_mining = A mined piece may stand alone even when it could cap (default: no)
icetowers-cmd-new-idle = Realtime: after how long without acting a player counts as done (default 24 h)
icetowers-cmd-new-idle-3600 = 1 hour
icetowers-cmd-new-idle-43200 = 12 hours
icetowers-cmd-new-idle-86400 = 24 hours
icetowers-cmd-new-idle-259200 = 3 days
icetowers-cmd-cap = IceTowers: put one of your lone pieces on another player's tower
icetowers-cmd-mine = IceTowers: take your piece out of a tower you do not control
icetowers-cmd-split = IceTowers: split a tower between two pieces of another player's colour
icetowers-cmd-done = IceTowers: say you are done (the game ends when everyone is)
icetowers-cmd-pass = IceTowers, turns mode: let your turn go by
icetowers-cmd-move = Pick from the list: it shows only what you may do now, and what it changes

## sizes and towers

icetowers-size-1 = small
icetowers-size-2 = medium
icetowers-size-3 = large

## lobby and start

icetowers-lobby-options = { $mode ->
        [turns] turns mode
       *[realtime] realtime
    }; { $stash } { $stash ->
        [one] piece
       *[other] pieces
    } of each size per player{ $free_mining ->
        [true] ; free mining
       *[false] {""}
    }
icetowers-start-realtime = The game is on! Anyone may act at any moment: `/cap`, `/mine`, `/split`. When you have nothing more to do, `/done`; the game ends when everyone is done.
icetowers-start-turns = Roll-off for the first turn: { JOIN($rounds, separator: " / then ") } → **{ $starter }** starts.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
icetowers-start-colours = Colours: { $colours }.
icetowers-start-colour = { $who } { $colour }

## what an action did (one line each)

icetowers-ev-capped = { $who } puts { $size } T{ $piece } on T{ $target }.
icetowers-ev-mined = { $who } mines { $size } piece { $position } out of T{ $tower } and puts it on T{ $target }.
icetowers-ev-mined-alone = { $who } mines { $size } piece { $position } out of T{ $tower }; it stands alone as T{ $alone }.
icetowers-ev-split = { $who } splits T{ $tower } above piece { $position }; the upper part is T{ $upper }.
icetowers-ev-control = T{ $tower } → { $to }
icetowers-ev-control-line = Control: { $changes }.
icetowers-ev-done = { $who } is done ({ $count }/{ $players }).
icetowers-ev-passed = { $who } passes ({ $passes }/{ $players } in a row).
icetowers-ev-idle = { LIST($who) } { SIZE($who) ->
        [one] has
       *[other] have
    } not acted for { DURATION($seconds) } and { SIZE($who) ->
        [one] counts
       *[other] count
    } as done (I10).
icetowers-ev-ended = Game over{ $reason ->
        [stuck] : nobody can act any more
        [passes] : everyone passed
       *[done] : everyone is done
    }. Scores: { $scores }. { SIZE($winners) ->
        [one] **{ $winners }** wins!
       *[other] **{ LIST($winners) }** share the win!
    }
icetowers-ev-score = { $who } { $total }
icetowers-turn = { $who }, your turn: `/cap`, `/mine`, `/split` or `/pass`.
icetowers-turn-none = { $who }, your turn: you have no action, so `/pass`.
icetowers-away-back_turn = { $who } is back, and it's their turn: `/cap`, `/mine`, `/split` or `/pass`.
icetowers-turn-computer = 🤖 { $who } acts next.
icetowers-turn-away = { $who } is away: the computer acts for them.
icetowers-computer-stand_in-away = 🤖 { $who } is away: the computer ({ $level }) acts for them.
icetowers-computer-stand_in-clock = ⏰ { $who }'s time ran out: the computer ({ $level }) acted for them{ $streak ->
        [true] {" "}({ NUMWORD($missed) } turns in a row; at { NUMWORD($limit) } they are marked away)
       *[false] {""}
    }.
icetowers-computer-marked_away = { $who } missed { NUMWORD($limit) } turns in a row and is now marked away: the computer acts for them until they come back (`/icetowers back`).
icetowers-computer-why-nothing_better = -# 🤖 { $who }: no action would be worth more than stopping here
icetowers-computer-why-no_gain = -# 🤖 { $who }: no action would earn any points
icetowers-computer-why-no_moves = -# 🤖 { $who }: no action possible

## looking

icetowers-status-realtime = anyone may act · done: { $done }
icetowers-status-nobody = nobody
icetowers-status-turn = { $who } to act ({ $passes } { $passes ->
        [one] pass
       *[other] passes
    } in a row)
icetowers-status-over = finished
icetowers-standings-caption = Game #{ $game_id }: { $scores }
icetowers-standings-row = { $who } { $total } ({ $towers } { $towers ->
        [one] tower
       *[other] towers
    })

## what the list of moves says

icetowers-choice-cap = T{ $piece } on T{ $target }
icetowers-choice-mine = T{ $tower } piece { $position } → T{ $target }
icetowers-choice-mine-alone = T{ $tower } piece { $position } → alone
icetowers-choice-split = T{ $tower } above piece { $position }
icetowers-choice-effect = { $move }: { $gain ->
        [0] no change for you
       *[other] { $sign }{ $gain } for you
    }{ $take ->
        [0] {""}
       *[other] , you take { $take ->
            [one] a tower
           *[other] { $take } towers
        }
    }

## refusals: the rules (engine RuleError codes)

icetowers-rule-game_over = The game is over.
icetowers-rule-bad_step = That is not an action of IceTowers.
icetowers-rule-wrong_mode = { $mode ->
        [turns] This game is played in turns: when you have nothing to do, `/pass`.
       *[realtime] Anyone may act at any moment in this game: there is no turn to pass. When you have nothing more to do, `/done`.
    }
icetowers-rule-not_your_turn = It is not your turn.
icetowers-rule-no_tower = There is no tower T{ $tower } now (its piece may have just capped another tower, or it never existed): pick from the list.
icetowers-rule-bad_position = T{ $tower } has { $height } { $height ->
        [one] piece
       *[other] pieces
    }: piece { $position } is not one of them.
icetowers-rule-not_alone = T{ $tower } does not stand alone any more: only a lone piece caps (I5).
# I8: the towers changed since the player looked (another player's action moved the pieces);
# $owner: whose piece it is now; $position: its place in the tower, from the bottom (a mine), or
# none (the lone piece of a cap).
icetowers-rule-not_yours = { $position ->
        [none] T{ $tower } is { $owner }'s piece, not yours: pick one of yours from the list (the towers may have changed since you looked, I8).
       *[other] Piece { $position } of T{ $tower } is { $owner }'s, not yours: pick again from the list (the tower may have changed since you looked, I8).
    }
icetowers-rule-controls = You control T{ $tower }: you mine only from a tower whose top is another player's (I6).
icetowers-rule-too_few = You need two pieces of your own in T{ $tower } to mine it (I6).
icetowers-rule-same_tower = A piece caps another tower, not its own.
icetowers-rule-own_top = The top of T{ $tower } is your own colour: you cap only another player's top (I5).
icetowers-rule-too_big = The top of T{ $tower } is smaller than your piece: cap a top of the same size or larger (I5).
icetowers-rule-must_cap = That piece can cap { SIZE($towers) ->
        [one] a tower
       *[other] other towers
    } ({ LIST($towers) }): it must (I6).
    .towers = T{ $item }
icetowers-rule-not_pair = There are no two pieces of one colour at that place in T{ $tower }.
icetowers-rule-own_colour = You never split between two pieces of your own colour (I7).
icetowers-rule-repeat = That would bring back a position the game has had before (I9).
icetowers-input-move = Pick a move from the list, or type its towers, e.g. `T7 T3`.
icetowers-input-none = You have no such move now.

## the rules in short, and the help

icetowers-rules-text = **IceTowers** (Andrew Looney), for 2-4 players.
    • Each player has pyramids in three sizes, small, medium and large (5 of each; a game may use fewer). At the start every piece stands alone. A stack of pieces is a **tower**, named T1, T2, …; its top piece's player **controls** it (I1-I4).
    • **Cap** (I5): put one of your lone pieces on another tower whose top is another player's and the same size as your piece or larger.
    • **Mine** (I6): from a tower you do not control that holds two or more of your pieces, take one of them out and cap another tower with it by the same conditions. Only if no tower can be capped does it stand alone (option `free_mining`: it may always).
    • **Split** (I7): where two pieces of one colour, not yours, sit on each other, split the tower between them.
    • Anyone acts at any moment, one action at a time (I8). No action may bring back a position the game had before (I9).
    • **End** (I10): say `/done` when you have nothing more to do; any action clears everyone's done. The game ends when everyone is done, or when nobody can act.
    • **Score** (I11): every piece, of any colour, in the towers you control. The highest score wins; a tie shares the win.
    • **Turns mode** (I12): one action or a pass each, in seating order; the game ends when everyone passed in a row.
icetowers-help-text = **Playing IceTowers here**
    • `/icetowers new` opens a game (options: `seats`, `stash` pieces per size, `mode` realtime or turns, `free_mining`, `idle`, `language`); others press **Join**.
    • `/cap`, `/mine`, `/split`: pick the move from the list; it shows only what you may do now, and what it changes for you. You may also type the tower numbers, e.g. `/cap move:T7 T3`.
    • `/done` when you have nothing more to do (realtime); `/pass` to let your turn go by (turns mode).
    • `/icetowers addbot` seats a computer player (easy, normal, hard). In realtime it acts a little while after the last action and declares done when nothing is worth doing; in turns mode it plays its turn at once.
    • After every action the picture shows each tower with its number and who controls it, and the scores.
    • `/icetowers board` shows the game to you alone; `/icetowers standings` the scores.

## the move log (/icetowers history)

icetowers-hist-title = IceTowers game #{ $game_id }
icetowers-hist-players = Players:
icetowers-hist-player = { $n }. { $name } ({ $colour })
icetowers-hist-player_computer = { $n }. { $name } ({ $colour }, computer: { $level })
icetowers-hist-tag-computer = [computer, { $level }]
icetowers-hist-tag-clock = [time ran out: computer, { $level }]
icetowers-hist-tag-away = [away: computer, { $level }]
icetowers-hist-tag-idle = [idle: counted as done]
icetowers-hist-move = { $time }  #{ PADEND($seq, 3) } { $what }
icetowers-hist-ended = Final scores: { $scores }. Won by { LIST($winners) }.

## the picture's labels: short, in the game's language (they must fit the picture)

icetowers-picture-tower = T{ $n }
icetowers-picture-game_over = Game over
icetowers-picture-wins = wins
icetowers-picture-share = share the win
icetowers-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }

## at the terminal (bash bot/run.sh --local)

# `cap`, `mine` or `split` on its own, when the player has no such move
terminal-icetowers-none = You have no `{ $move }` to make now.
# a move typed without the towers it needs; $example is one of the same kind
terminal-icetowers-how = Name the towers of your move, as in `{ $example }`; `{ $move }` on its own lists the ones you can make now.
# on the board as text, after a player's points: the towers of one piece they have (I4)
terminal-icetowers-alone = alone: { $towers }
# the board as text: the words beside each player's numbers
terminal-icetowers-done = done
terminal-icetowers-to_act = to act

## The seat colours, in seating order (I1).
icetowers-colour-purple = purple
icetowers-colour-blue = blue
icetowers-colour-grey = grey
icetowers-colour-black = black
