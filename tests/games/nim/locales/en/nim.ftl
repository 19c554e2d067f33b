# Nim, the test game (tests/games/nim): one pile, take 1 to 3 stones, the last stone wins.
nim-cmd = Play Nim, take the last stone to win, in this channel
nim-name = Nim
nim-cmd-new = Open a new game of Nim in this channel
nim-cmd-new-seats = How many players (2-4); the game starts by itself when full
nim-cmd-rules = The rules of Nim, in short
nim-cmd-help = How to play Nim here
nim-cmd-remove = Take stones from the pile
nim-cmd-remove-stones = How many stones: 1, 2 or 3
nim-rules-text = **Nim**: one pile of 15 stones. In turn, each player takes 1, 2 or 3 stones (never more than are left). Whoever takes the last stone wins.
nim-help-text = **Playing Nim here**
    • `/nim new` opens a game; others press **Join**.
    • `/remove stones:` takes stones: the list shows what you may take now.
nim-lobby-options = one pile of 15 stones, take 1 to 3, the last stone wins
nim-start = **{ $starter }** begins.
nim-turn = { $who }, your turn: `/remove`.
nim-status-turn = { $who } is to take.
nim-status-over = The game is over.
nim-ev-took = { $who } takes { $count } { $count ->
    [one] stone
   *[other] stones
    }: { $left } left.
nim-ev-won = { $who } took the last stone and wins!
nim-choice = Take { $count }: { $left } left
nim-away-back_turn = { $who } is back, and it's their turn: `/remove`.
nim-input-take = Type how many stones to take: 1, 2 or 3.
nim-rule-bad_take = You may take from 1 to { $most } { $most ->
    [one] stone
   *[other] stones
    } now.
nim-rule-bad_action = That is not a move of Nim.
nim-rule-game_over = The game is over.
nim-picture-left = { $n ->
    [one] { $n } stone left
   *[other] { $n } stones left
    }
nim-picture-to_take = To take:
nim-picture-won = Winner:
