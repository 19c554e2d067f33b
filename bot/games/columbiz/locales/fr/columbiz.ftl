### Columbiz's own texts, in French: its commands and options, what happened in a turn, the
### rules in short and the help, refusals of its rules and of what was typed, the computer
### players' reasons and the lines of the move log.
###
### Ids are the code's ids with hyphens for dots: text("ev.rolled.first") is ev-rolled-first.
### See bot/messages/__init__.py for the details' values and the functions (LIST, NUMWORD, ...).
###
### Game vocabulary, after the French rule book: plateau, case, colonne, rangée (a row of the
### board), ligne (a scoring run), pion, réserve, dé, lancer / relancer, garder (dice),
### mettre de côté (pieces, C9), capturer, feuille de score, tour, tour de table (a round).
### A die face after a count stays as it is: « deux 5 ».

## seat colours

columbiz-colour-purple = violet
columbiz-colour-blue = bleu
columbiz-colour-grey = gris
columbiz-colour-black = noir

## command and option descriptions

columbiz-cmd = Jouer à Columbiz, le jeu de dés, dans ce salon
columbiz-name = Columbiz
columbiz-cmd-rules = Les règles de Columbiz, en bref
columbiz-cmd-help = Comment jouer à Columbiz avec ce bot
columbiz-cmd-new = Ouvrir une nouvelle partie de Columbiz dans ce salon
columbiz-cmd-new-seats = Nombre de joueurs (2-4) ; la partie commence d'elle-même une fois complète
columbiz-cmd-new-max_pieces_4p = À quatre joueurs : au plus 3 (par défaut) ou 4 pions par tour (C8)
columbiz-cmd-new-locked_keeps = Les dés gardés lors d'un lancer le restent tout le tour (C6 ; par défaut : non)
columbiz-cmd-new-line_scoring = Comment les lignes rapportent des points (C11)
columbiz-cmd-new-line_scoring-each_placement = À chaque pose (par défaut)
columbiz-cmd-new-line_scoring-increase = Seulement l'allongement d'une ligne
columbiz-cmd-roll = Lancer les dés (les 8, ou ceux que vous ne gardez pas)
columbiz-cmd-keep = Choisir les dés à garder avant le prochain lancer
columbiz-cmd-keep-dice = Les dés à garder, p. ex. 555 33 (ou - pour aucun)
columbiz-cmd-place = Poser des pions sur des cases, dans l'ordre ; termine votre tour
columbiz-cmd-place-cells = Les cases, écrites avec les dés qu'elles coûtent, p. ex. 555 33 (ou 5x3 3x2)

## buttons

columbiz-button-roll = Lancer
columbiz-button-roll_again = Relancer ({ $n }/3)

## lobby and start

columbiz-lobby-options = { $locked_keeps ->
        [true] les dés gardés lors d'un lancer le restent
       *[false] les dés gardés peuvent être relancés
    } ; { $line_scoring ->
        [increase] les lignes ne rapportent que leur allongement
       *[other] les lignes rapportent à chaque pose
    }{ $players ->
        [none] ; { NUMWORD($max_pieces_4p) } pions par tour à quatre joueurs
        [4] ; { NUMWORD($max_pieces_4p) } pions par tour à quatre joueurs
       *[other] {""}
    }
# $rounds: each round of the roll-off (more than one when the highest tied), each a list of rolls.
columbiz-start-rolloff = Tirage au dé pour commencer (C5) : { JOIN($rounds, separator: " / puis ") } → **{ $starter }** commence.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
columbiz-start-colours = Couleurs : { $colours }.
columbiz-start-colour = { $who } en { $colour }
columbiz-start-first_turn = { $who }, vous commencez : `/roll` ou appuyez sur **Lancer**.

## what happened

columbiz-ev-rolled-first = { $who } a lancé les dés : { $dice }.
columbiz-ev-rolled-again = { $who } a gardé { $kept } et relancé le reste : { $values }, soit { $dice } (lancer { $n } sur 3).
columbiz-ev-rolled-again_none = { $who } a relancé les huit dés : { $dice } (lancer { $n } sur 3).
columbiz-ev-rolled-all_kept = { $who } a gardé les huit dés : { $dice } (lancer { $n } sur 3).
columbiz-ev-kept = { $who } garde { $kept }.
columbiz-ev-kept_none = { $who } ne garde aucun dé.
columbiz-ev-placed = { $who } a joué { $cells }.
# $victims: whose pieces were captured, each with the cells they stood on.
columbiz-ev-captured = { $who } a capturé { NUMWORD($count) } { $count ->
        [one] pion
       *[other] pions
    } avec { $by_cell } : { LIST($victims) }.
    .victims = { $owner } ({ LIST($cells) })
columbiz-ev-line = { $who } a formé une ligne { $axis } de { NUMWORD($length) } pions ({ JOIN($cells, separator: "-") }) : +{ $points }.
columbiz-ev-axis-row = horizontale
columbiz-ev-axis-column = verticale
columbiz-ev-axis-diagonal = diagonale
columbiz-ev-axis-antidiagonal = diagonale
columbiz-ev-set_aside = { $who } n'a pu placer aucun pion après le troisième lancer : { NUMWORD($count) } { $count ->
        [one] pion est mis
       *[other] pions sont mis
    } de côté (C9).
columbiz-ev-final_round = { $who } n'a plus de pions en réserve : c'est le dernier tour de table (C12).
columbiz-ev-skipped = { $who } n'a plus de pions et passe son tour.
columbiz-ev-next_turn = { $who }, à vous de jouer : `/roll` ou appuyez sur **Lancer**.
columbiz-ev-can_place = Gardez des dés et relancez, ou posez avec `/place` (la liste propose toutes les poses possibles).
columbiz-ev-must_place = Plus aucun lancer : posez maintenant avec `/place`.
columbiz-ev-must_roll = Aucun pion ne peut encore être posé avec ces dés : relancez.
columbiz-ev-ended = Partie terminée. Scores finaux : { $scores }. { SIZE($winners) ->
        [one] { LIST($winners) } gagne !
       *[other] { LIST($winners) } se partagent la victoire !
    }
    .winners = **{ $item }**
columbiz-ev-score = { $who } { $total }

## looking

columbiz-board-status-turn = à { $who } de jouer ({ $rolls }/3 lancers)
columbiz-board-status-over = terminée
columbiz-standings-caption = Partie #{ $game_id } : { $scores }
columbiz-standings-row = { $who } { $total } ({ $lines } pour les lignes, { $captures } pour { $captured } { $captured ->
        [one] pion capturé
       *[other] pions capturés
    })
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
-columbiz-rules-title = **Columbiz en bref** (règles entre crochets)
-columbiz-rules-board = **Plateau** — 6 colonnes, une par face de dé, et 6 rangées, la rangée 1 en bas. Une case coûte son numéro de rangée en dés de la face de sa colonne et s'écrit avec ces dés : `555` = colonne 5, rangée 3 (`5x3`, `5-3`, `5:3` aussi) [C1, C2].
-columbiz-rules-setup = **Mise en place** — 8 dés [C4]. 18 pions par joueur à 2, 13 à 3, 10 à 4 ; violet, bleu, gris, noir dans l'ordre des places [C3]. Chacun lance un dé : le plus haut commence (égalité : on relance), puis chacun son tour [C5].
-columbiz-rules-turn = **Votre tour** — lancez les 8 dés, 3 lancers au plus : après le 1er et le 2e, gardez des dés et relancez le reste, ou arrêtez. Un dé gardé peut être relancé (option `locked_keeps` : gardé à un lancer, il le reste). Rien à garder après le 3e lancer [C6].
-columbiz-rules-placing = **Pose** — posez ensuite vos pions un à un sur des cases vides, chacun payé par des dés libres de sa face : trois 5 paient `555`, ou `5` et `55` [C7]. De 1 à 4 pions par tour (3 dans une partie à 4, par défaut) [C8]. Si rien n'est jouable après le 3e lancer, 3 pions de votre réserve (tous, s'il en reste moins) sortent du jeu sans marquer ; avant, relancez [C9].
-columbiz-rules-captures = **Captures** — un pion capture tous les pions adverses plus bas dans sa colonne ; vous les gardez. Leurs cases, libérées, sont rejouables dès ce tour : listez la plus haute d'abord. Si un adversaire a `5`, `555 5` passe mais `5 555` est refusé [C10].
-columbiz-rules-lines = **Lignes** — chaque pion posé marque chaque ligne (rangée, colonne, diagonale) sans trou d'au moins 3 de vos pions qui passe par lui : longueur − 2 (3 → 1, 4 → 2, …), en entier, donc passer de 3 à 4 rapporte 2 de plus. Seules ces lignes marquent : l'ordre des pions compte. Option `line_scoring` (*seulement l'allongement d'une ligne*) : seul l'allongement compte [C11].
-columbiz-rules-end = **Fin** — dès qu'une réserve est vide, les suivants jouent encore, jusqu'à celui assis juste avant le premier joueur ; puis c'est fini [C12, C13].
-columbiz-rules-score = **Score** — lignes + captures : n captures valent 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Le meilleur total gagne ; égalité : victoire partagée [C15].
columbiz-help-text = **Jouer à Columbiz ici**
    `/columbiz new` — ouvrir une partie dans ce salon (2 à 4 places, options de règles, temps par tour).
    `/columbiz join` · `/columbiz leave` · `/columbiz start` — s'inscrire, partir, commencer (ou les boutons). `/columbiz addbot` · `/columbiz removebot` — joueurs ordinateur (facile, normal, difficile).
    `/roll` — lancer les dés (ou bouton **Lancer**). Appuyez sur les boutons des dés pour les garder ou les libérer, ou tapez `/keep dice:555 33`, puis relancez : trois lancers au plus, rien à garder après le troisième.
    `/place cells:555 33` — poser sur des cases, dans l'ordre (la plus haute d'une colonne d'abord si elle capture) ; la liste propose chaque pose possible avec ses captures et ses points. Votre tour s'arrête là.
    `/columbiz board` — le plateau, rien que pour vous. `/columbiz standings` — la feuille de score. `/columbiz history` — l'historique en fichier. `/columbiz mygames` — toutes vos parties.
    `/columbiz leaderboard` · `/columbiz stats` — le classement du serveur, toutes parties confondues.
    Si votre temps expire, l'ordinateur joue votre tour ; après trois fois de suite, vous passez en mode absent jusqu'à `/columbiz back`. `/columbiz away` — voter pour que l'ordinateur remplace un joueur absent. `/columbiz notify` — comment on vous prévient (mention, MP, rien).
    `/columbiz rules` — les règles en bref. `/columbiz abandon` — arrêter la partie (son créateur, un vote des autres joueurs, ou la permission Gérer les salons).
    Une case s'écrit avec les dés qu'elle coûte : `555` est colonne 5, rangée 3 ; `5x3`, `5-3` et `5:3` marchent aussi.

## autocomplete

columbiz-ac-choice = { $cells } — { $captures ->
        [0] { $line_points ->
            [0] aucun point
           *[other] +{ $line_points } { $line_points ->
                [one] pt
               *[other] pts
            } de ligne
        }
       *[other] capture { $captures } { $captures ->
            [one] pion
           *[other] pions
        }{ $line_points ->
            [0] {""}
           *[other] , +{ $line_points } { $line_points ->
                [one] pt
               *[other] pts
            } de ligne
        }
    }

## refusals: the rules (engine RuleError codes)

columbiz-rule-game_over = La partie est terminée.
columbiz-rule-no_rolls_left = Vous avez lancé trois fois (C6) : posez vos pions avec `/place`.
columbiz-rule-bad_roll = Ce lancer n'est pas valide.
columbiz-rule-not_rolled = Lancez d'abord les dés : `/roll` ou le bouton **Lancer**.
# $locked: the dice were kept at a roll and the game locks them (C6 option); without $face, the
# value typed is no die at all.
columbiz-rule-bad_keep = { $locked ->
        [true] Dans cette partie, les dés gardés lors d'un lancer le restent (option `locked_keeps`, C6) : vous avez relancé en gardant { NUMWORD($kept) } { $face }, { $kept ->
            [one] il reste donc gardé
           *[other] ils restent donc gardés
        }. Les dés gardés après ce lancer peuvent encore être libérés.
       *[other] { $face ->
            [none] Les dés vont de 1 à 6 : ce n'est pas une valeur que vous pouvez garder.
           *[other] Vous ne pouvez pas garder { NUMWORD($want) } { $face } : les dés { $have ->
                [0] ne montrent aucun { $face }
                [1] ne montrent qu'un { $face }
               *[other] ne montrent que { NUMWORD($have) } { $face }
            }.
        }
    }
columbiz-rule-empty_place = Indiquez au moins une case, p. ex. `/place cells:555`.
columbiz-rule-bad_cell = « { $cell } » n'est pas une case. Écrivez les dés qu'elle coûte, comme `555`, ou face x rangée, comme `5x3`.
# $by_supply: the player's supply, smaller than a turn's limit, is what limits them (a fact
# computed in bot/messages/details.py).
columbiz-rule-too_many = { $by_supply ->
        [true] Il ne vous reste { $supply ->
            [0] aucun pion
            [1] qu'un pion
           *[other] que { NUMWORD($supply) } pions
        } ; vous avez indiqué { $count ->
            [1] une case
           *[other] { NUMWORD($count) } cases
        }.
       *[false] Vous pouvez poser au plus { NUMWORD($limit) } pions par tour (C8) ; vous avez indiqué { NUMWORD($count) } cases.
    }
columbiz-rule-occupied = { $own ->
        [true] La case { $cell } porte déjà un de vos pions.
       *[other] La case { $cell } est occupée par { $owner }.
    }
columbiz-rule-dice_short = { $have ->
        [0] Il ne vous reste aucun { $face } ; la case { $cell } en demande { NUMWORD($need) }.
        [1] Vous n'avez qu'un { $face } ; la case { $cell } en demande { NUMWORD($need) }.
       *[other] Vous n'avez que { NUMWORD($have) } { $face } ; la case { $cell } en demande { NUMWORD($need) }.
    }

## refusals: what was typed

columbiz-input-cells_empty = Indiquez les cases où poser, p. ex. `555 33`.
columbiz-input-cell_unknown = « { $token } » n'est pas une case. Écrivez les dés qu'elle coûte, comme `555`, ou face x rangée, comme `5x3`.
columbiz-input-cell_too_high = « { $token } » : aucune case ne coûte { $count } dés ; la rangée du haut en coûte six (comme `666666`).
columbiz-input-cell_mixed = « { $token } » : une case se paie avec des dés d'une seule face, comme `555` ou `33`.
columbiz-input-cell_repeated = La case { $cell } est indiquée deux fois.
columbiz-input-dice_empty = Indiquez les dés à garder, p. ex. `555 33`, ou `-` pour n'en garder aucun.
columbiz-input-die_bad = « { $token } » n'est pas un dé : les dés vont de 1 à 6.
columbiz-input-dice_too_many = Il n'y a que huit dés ; vous en avez indiqué { $count }.
columbiz-input-cells_only_separators = Aucune case, seulement des séparateurs. Indiquez les cases où poser, p. ex. `555 33`.
columbiz-input-dice_only_separators = Aucun dé, seulement des séparateurs. Indiquez les dés à garder, p. ex. `555 33`, ou `-` pour n'en garder aucun.
columbiz-error-bad_dice_index = Ce dé ne fait pas partie du lancer en cours.

## computer players

columbiz-ev-next_turn_computer = 🤖 À { $who } de jouer.
columbiz-ev-next_turn_away = { $who } est en mode absent : l'ordinateur joue à sa place.
columbiz-away-back_turn = { $who } est de retour, et c'est à son tour : `/roll` ou le bouton **Lancer**.
columbiz-start-first_turn_computer = 🤖 { $who } commence.
columbiz-start-first_turn_away = { $who } commence, mais est en mode absent : l'ordinateur joue à sa place.
columbiz-computer-decision = -# 🤖 { $why }
columbiz-computer-why-first_roll = lance les huit dés
columbiz-computer-why-reroll_all = rien ne vaut la peine d'être gardé : relance les huit dés
# The computer's reasons. $kept_text: the dice it keeps, empty when it keeps none. In French
# this building block carries the verb (« garde 555 », « ne garde rien »).
columbiz-computer-why-kept = { $kept_text ->
        [none] ne garde rien
       *[other] garde { $kept_text }
    }
columbiz-computer-why-chasing = { columbiz-computer-why-kept } et relance { $rolled ->
        [0] sans changer aucun dé
        [1] le dé restant
       *[other] les { NUMWORD($rolled) } autres
    }, en visant { LIST($target) }
    .target = `{ $item }`
columbiz-computer-why-keeping = { columbiz-computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(les { $face } sont les plus nombreux)
    } et relance { $rolled ->
        [0] sans changer aucun dé
        [1] le dé restant
       *[other] les { NUMWORD($rolled) } autres
    }
columbiz-computer-why-no_placement = aucune pose possible pour l'instant : { columbiz-computer-why-kept } et relance
columbiz-computer-why-capture = joue { LIST($cells) } pour capturer { NUMWORD($captures) } { $captures ->
        [one] pion
       *[other] pions
    } (+{ $capture_points })
    .cells = `{ $item }`
columbiz-computer-why-line = joue { LIST($cells) } pour former une ligne (+{ $line_points })
    .cells = `{ $item }`
columbiz-computer-why-place_safe = joue { LIST($cells) }, hors de portée des captures : toutes les cases au-dessus sont occupées
    .cells = `{ $item }`
columbiz-computer-why-place_high = joue { LIST($cells) }, en hauteur ; il faudrait à un adversaire { NUMWORD($need) } dés de { $face } (`{ $capture_cell }`) pour { $pieces ->
        [one] le capturer
       *[other] en capturer un
    }
    .cells = `{ $item }`
columbiz-computer-why-place = joue { LIST($cells) }
    .cells = `{ $item }`
columbiz-computer-why-fallback = joue le coup permis le plus simple
columbiz-computer-why-roll = { columbiz-computer-why-kept } et relance
columbiz-computer-stand_in-away = 🤖 { $who } est en mode absent : l'ordinateur ({ $level }) joue ce tour à sa place.
# $streak: the player has now missed more than one turn in a row, but not yet $limit (a fact
# computed in bot/messages/details.py).
columbiz-computer-stand_in-clock = ⏰ Temps écoulé pour { $who } : l'ordinateur ({ $level }) a joué ce tour à sa place{ $streak ->
        [true] {" "}({ NUMWORD($missed) } tours de suite ; au bout de { NUMWORD($limit) }, passage en mode absent)
       *[false] {""}
    }.
columbiz-computer-marked_away = { $who } a manqué { NUMWORD($limit) } tours de suite et passe en mode absent : l'ordinateur joue à sa place jusqu'à son retour (`/columbiz back`).

## the turn clock: time per turn in /columbiz new

columbiz-cmd-new-turn = Temps par tour ; une fois écoulé, l'ordinateur joue ce tour
columbiz-cmd-new-turn-3600 = 1 heure
columbiz-cmd-new-turn-43200 = 12 heures
columbiz-cmd-new-turn-86400 = 24 heures
columbiz-cmd-new-turn-259200 = 3 jours
columbiz-cmd-new-turn-0 = Sans limite de temps

## the move log (/columbiz history)

columbiz-hist-title = Columbiz · partie #{ $game_id } · historique des coups (heures UTC)
columbiz-hist-status-lobby = État : en attente de joueurs.
columbiz-hist-status-active = État : en cours.
columbiz-hist-status-finished = État : terminée le { $time }.
columbiz-hist-status-abandoned = État : arrêtée avant la fin le { $time } ({ $reason }).
columbiz-hist-reason-creator = par la personne qui l'a ouverte
columbiz-hist-reason-manager = par un modérateur
columbiz-hist-reason-vote = par un vote des joueurs
columbiz-hist-reason-cancelled = annulée avant de commencer
columbiz-hist-reason-rules = selon les règles
columbiz-hist-reason-channel_gone = son salon ou son fil a été supprimé
columbiz-hist-reason-bot_removed = le bot a quitté le serveur ou en a été retiré
columbiz-hist-opened = Ouverte le { $time } ; commencée le { $started }.
columbiz-hist-opened_only = Ouverte le { $time }.
columbiz-hist-rules = Règles : { $options }. Temps par tour : { $turn }.
columbiz-hist-players = Joueurs :
columbiz-hist-player = {"  "}{ $n }. { $name } ({ $colour })
columbiz-hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, ordinateur : { $level })
columbiz-hist-rolloff = Tirage au dé pour commencer (C5) : { $rounds } → { $starter } commence.
columbiz-hist-turn = Tour { $turn } · { $name } ({ $colour })
columbiz-hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
columbiz-hist-more = {"  "}{ $pad }       { $what }
columbiz-hist-tag-computer = {"  "}[ordinateur, { $level }]
columbiz-hist-tag-clock = {"  "}[temps écoulé : ordinateur, { $level }]
columbiz-hist-tag-away = {"  "}[absent : ordinateur, { $level }]
columbiz-hist-why = {"  "}{ $pad }       pourquoi : { $why }
columbiz-hist-rolled-first = lance { $dice } (lancer 1 sur 3)
columbiz-hist-rolled-again = garde { $kept }, relance { $values } : { $dice } (lancer { $n } sur 3)
columbiz-hist-rolled-again_none = relance les huit dés : { $dice } (lancer { $n } sur 3)
columbiz-hist-rolled-all_kept = garde les huit dés : { $dice } (lancer { $n } sur 3)
columbiz-hist-kept = garde { $kept }
columbiz-hist-kept_none = ne garde aucun dé
columbiz-hist-placed = joue { $cell } ({ $n } × { $face })
columbiz-hist-captured = capture { NUMWORD($count) } { $count ->
        [one] pion
       *[other] pions
    } avec { $by_cell } : { LIST($victims) }
    .victims = { $owner } ({ LIST($cells) })
columbiz-hist-line = ligne { $axis } de { $length } ({ $cells }) : +{ $points }
columbiz-hist-set_aside = aucun pion ne peut être posé après le troisième lancer : { $count } { $count ->
        [one] pion mis
       *[other] pions mis
    } de côté (C9)
columbiz-hist-final_round = { $who } n'a plus de pions en réserve : dernier tour de table (C12)
columbiz-hist-skipped = { $who } n'a plus de pions et passe son tour
columbiz-hist-scores = {"  "}Scores après le tour { $turn } : { $scores }
columbiz-hist-ended = Partie terminée. Scores finaux : { $scores }. { SIZE($winners) ->
        [one] Vainqueur : { LIST($winners) }.
       *[other] Victoire partagée : { LIST($winners) }.
    }
columbiz-hist-no_moves = Aucun coup pour l'instant.

## the picture's labels: short, in the game's language (they must fit the tray; the score pad has icons, no words)

columbiz-picture-roll = Lancer { $n }/3
columbiz-picture-to_roll = à lancer
columbiz-picture-final_round = DERNIER TOUR
columbiz-picture-game_over = Partie finie
columbiz-picture-wins = gagne
columbiz-picture-share = ex aequo
columbiz-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }
columbiz-picture-took = prend { $n }
columbiz-picture-set_aside = { $n } { $n ->
        [one] écarté
       *[other] écartés
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-columbiz-ev-can_place = Gardez des dés et relancez, ou posez avec `place` (seul, ce mot liste toutes les poses possibles).
terminal-columbiz-ev-next_turn = { $who }, à vous de jouer : `roll`.
terminal-columbiz-rule-not_rolled = Lancez d'abord les dés : `roll`.
terminal-columbiz-start-first_turn = { $who }, vous commencez : `roll`.

# les cases d'une ligne, nommées pour ne pas se lire comme les rangées 1 à 4
terminal-columbiz-ev-line = { $who } a formé une ligne { $axis } de { NUMWORD($length) } pions (cases { LIST($cells) }) : +{ $points }.
# `place` seul, quand les dés sont lancés mais qu'aucun pion ne peut être posé (C7)
terminal-columbiz-rule-empty_place = { columbiz-ev-must_roll }

## les textes propres au terminal

# un placement de la liste que montre `place` seul, après les cases qu'il nomme
terminal-columbiz-place-choice = { $captures ->
        [0] { $line_points ->
            [0] aucun point
            [one] +{ $line_points } point de ligne
           *[other] +{ $line_points } points de ligne
        }
       *[other] capture { $captures } { $captures ->
            [one] pion
           *[other] pions
        }{ $line_points ->
            [0] {""}
            [one] , +{ $line_points } point de ligne
           *[other] , +{ $line_points } points de ligne
        }
    }
# le plateau en texte : les mots à côté des nombres de chaque joueur
terminal-columbiz-board-left = reste
terminal-columbiz-board-lines = lignes
terminal-columbiz-board-captured = prises
terminal-columbiz-board-total = total
terminal-columbiz-board-kept = gardés
