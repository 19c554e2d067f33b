# Nim, le jeu des tests (tests/games/nim) : un tas, on prend 1 à 3 pierres, la dernière gagne.
nim-cmd = Jouer à Nim dans ce salon : qui prend la dernière pierre gagne
nim-name = Nim
nim-cmd-new = Ouvrir une nouvelle partie de Nim dans ce salon
nim-cmd-new-seats = Combien de joueurs (2-4) ; la partie commence d’elle-même quand elle est complète
nim-cmd-rules = Les règles de Nim en bref
nim-cmd-help = Comment jouer à Nim ici
nim-cmd-remove = Prendre des pierres du tas
nim-cmd-remove-stones = Combien de pierres : 1, 2 ou 3
nim-rules-text = **Nim** : un tas de 15 pierres. Chacun à son tour prend 1, 2 ou 3 pierres (jamais plus qu’il n’en reste). Qui prend la dernière pierre gagne.
nim-help-text = **Jouer à Nim ici**
    • `/nim new` ouvre une partie ; les autres appuient sur **Rejoindre**.
    • `/remove stones:` prend des pierres : la liste montre ce que vous pouvez prendre maintenant.
nim-lobby-options = un tas de 15 pierres, on en prend 1 à 3, la dernière gagne
nim-start = **{ $starter }** commence.
nim-turn = { $who }, à vous : `/remove`.
nim-status-turn = À { $who } de prendre.
nim-status-over = La partie est terminée.
nim-ev-took = { $who } prend { $count } { $count ->
    [one] pierre
   *[other] pierres
    } : il en reste { $left }.
nim-ev-won = { $who } a pris la dernière pierre et gagne !
nim-choice = Prendre { $count } : il en reste { $left }
nim-away-back_turn = { $who } est de retour, et c’est son tour : `/remove`.
nim-input-take = Indiquez combien de pierres prendre : 1, 2 ou 3.
nim-rule-bad_take = Vous pouvez prendre de 1 à { $most } { $most ->
    [one] pierre
   *[other] pierres
    } maintenant.
nim-rule-bad_action = Ce n’est pas un coup de Nim.
nim-rule-game_over = La partie est terminée.
nim-picture-left = { $n ->
    [one] { $n } pierre restante
   *[other] { $n } pierres restantes
    }
nim-picture-to_take = À jouer :
nim-picture-won = Gagnant :
