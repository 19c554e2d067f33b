# Nim, das Testspiel (tests/games/nim): ein Haufen, 1 bis 3 Steine nehmen, der letzte Stein gewinnt.
nim-cmd = Nim in diesem Kanal spielen: Wer den letzten Stein nimmt, gewinnt
nim-name = Nim
nim-cmd-new = Eine neue Partie Nim in diesem Kanal eröffnen
nim-cmd-new-seats = Wie viele Spieler (2-4); die Partie beginnt von selbst, wenn sie voll ist
nim-cmd-rules = Die Regeln von Nim in Kürze
nim-cmd-help = So spielst du Nim hier
nim-cmd-remove = Steine vom Haufen nehmen
nim-cmd-remove-stones = Wie viele Steine: 1, 2 oder 3
nim-rules-text = **Nim**: ein Haufen mit 15 Steinen. Reihum nimmt jeder 1, 2 oder 3 Steine (nie mehr, als noch da sind). Wer den letzten Stein nimmt, gewinnt.
nim-help-text = **So spielst du Nim hier**
    • `/nim new` eröffnet eine Partie; die anderen drücken **Beitreten**.
    • `/remove stones:` nimmt Steine: Die Liste zeigt, was du jetzt nehmen darfst.
nim-lobby-options = ein Haufen mit 15 Steinen, 1 bis 3 nehmen, der letzte Stein gewinnt
nim-start = **{ $starter }** beginnt.
nim-turn = { $who }, du bist dran: `/remove`.
nim-status-turn = { $who } ist am Zug.
nim-status-over = Die Partie ist vorbei.
nim-ev-took = { $who } nimmt { $count } { $count ->
    [one] Stein
   *[other] Steine
    }: noch { $left }.
nim-ev-won = { $who } hat den letzten Stein genommen und gewinnt!
nim-choice = Nimm { $count }: noch { $left }
nim-away-back_turn = { $who } ist zurück und am Zug: `/remove`.
nim-input-take = Gib an, wie viele Steine du nimmst: 1, 2 oder 3.
nim-rule-bad_take = Du darfst jetzt 1 bis { $most } { $most ->
    [one] Stein
   *[other] Steine
    } nehmen.
nim-rule-bad_action = Das ist kein Zug in Nim.
nim-rule-game_over = Die Partie ist vorbei.
nim-picture-left = { $n ->
    [one] noch { $n } Stein
   *[other] noch { $n } Steine
    }
nim-picture-to_take = Am Zug:
nim-picture-won = Sieger:
