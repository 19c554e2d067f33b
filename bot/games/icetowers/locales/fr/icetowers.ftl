### IceTowers' own texts, in French: its commands and options, what an action did, the rules in
### short and the help, refusals of its rules and of what was typed, and the move log.
###
### Ids are the code's ids with hyphens for dots: text("icetowers.ev.capped") is
### icetowers-ev-capped. See bot/messages/__init__.py for the functions (LIST, NUMWORD, ...).
### Towers are written T1, T2, ... in every language (players name them so to each other).
###
### Game vocabulary: pyramide, pièce (feminine, so the sizes are petite, moyenne, grande), tour
### (feminine), sommet (a tower's top piece), contrôler, coiffer (/cap), miner (/mine; the piece
### is « extraite »), scinder (/split), avoir fini (/done), passer (/pass), pièce seule (a lone
### piece). A piece's position in a tower is « pièce n° 2 », counted from the bottom.

## the game, its commands and options

icetowers-cmd = Jouer à IceTowers, le jeu de tours de pyramides, dans ce salon
icetowers-name = IceTowers
icetowers-cmd-rules = Les règles d'IceTowers, en bref
icetowers-cmd-help = Comment jouer à IceTowers avec ce bot
icetowers-cmd-new = Ouvrir une nouvelle partie d'IceTowers dans ce salon
icetowers-cmd-new-seats = Nombre de joueurs (2-4) ; la partie commence d'elle-même une fois complète
icetowers-cmd-new-stash = Pièces de chaque taille par joueur : 1 à 5 (par défaut 5 ; moins pour une partie plus courte)
icetowers-cmd-new-mode = Comment les joueurs se relaient (par défaut : temps réel)
icetowers-cmd-new-mode-realtime = Temps réel : chacun agit à tout moment
icetowers-cmd-new-mode-turns = Tour par tour : chacun à son tour agit une fois ou passe, dans l'ordre des places
icetowers-cmd-new-free_mining = Une pièce extraite peut rester seule même si elle pourrait coiffer (par défaut : non)
icetowers-cmd-new-idle = Temps réel : après combien de temps sans agir un joueur a fini (24 h par défaut)
icetowers-cmd-new-idle-3600 = 1 heure
icetowers-cmd-new-idle-43200 = 12 heures
icetowers-cmd-new-idle-86400 = 24 heures
icetowers-cmd-new-idle-259200 = 3 jours
icetowers-cmd-cap = IceTowers : poser une de vos pièces isolées sur la tour d'un autre joueur
icetowers-cmd-mine = IceTowers : extraire votre pièce d'une tour que vous ne contrôlez pas
icetowers-cmd-split = IceTowers : scinder une tour entre deux pièces de la couleur d'un autre joueur
icetowers-cmd-done = IceTowers : dire que vous avez fini (la partie s'arrête quand tout le monde a fini)
icetowers-cmd-pass = IceTowers, mode tour par tour : passer votre tour
icetowers-cmd-move = Choisissez dans la liste : seuls les coups permis maintenant, et ce qu'ils changent

## sizes and towers

icetowers-size-1 = petite
icetowers-size-2 = moyenne
icetowers-size-3 = grande

## lobby and start

icetowers-lobby-options = { $mode ->
        [turns] tour par tour
       *[realtime] temps réel
    } ; { $stash } { $stash ->
        [one] pièce
       *[other] pièces
    } de chaque taille par joueur{ $free_mining ->
        [true] ; extraction libre
       *[false] {""}
    }
icetowers-start-realtime = La partie commence ! Chacun peut agir à tout moment : `/cap`, `/mine`, `/split`. Quand vous n'avez plus rien à faire, `/done` ; la partie s'arrête quand tout le monde a fini.
icetowers-start-turns = Tirage au dé pour le premier tour : { JOIN($rounds, separator: " / puis ") } → **{ $starter }** commence.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
icetowers-start-colours = Couleurs : { $colours }.
icetowers-start-colour = { $who } en { $colour }

## what an action did (one line each)

icetowers-ev-capped = { $who } coiffe T{ $target } avec T{ $piece } ({ $size }).
icetowers-ev-mined = { $who } extrait de T{ $tower } sa pièce n° { $position } ({ $size }) et la pose sur T{ $target }.
icetowers-ev-mined-alone = { $who } extrait de T{ $tower } sa pièce n° { $position } ({ $size }) ; posée seule, elle devient T{ $alone }.
icetowers-ev-split = { $who } scinde T{ $tower } au-dessus de la pièce n° { $position } ; le haut de la tour devient T{ $upper }.
icetowers-ev-control = T{ $tower } → { $to }
icetowers-ev-control-line = Contrôle : { $changes }.
icetowers-ev-done = { $who } a fini ({ $count }/{ $players }).
icetowers-ev-passed = { $who } passe ({ $passes }/{ $players } de suite).
icetowers-ev-idle = { LIST($who) } { SIZE($who) ->
        [one] n’a rien fait
       *[other] n’ont rien fait
    } depuis { DURATION($seconds) } : { SIZE($who) ->
        [one] cette place passe
       *[other] ces places passent
    } à « a fini » (I10).
icetowers-ev-ended = Partie terminée{ $reason ->
        [stuck] : plus personne ne peut agir
        [passes] : tout le monde a passé
       *[done] : tout le monde a fini
    }. Scores : { $scores }. { SIZE($winners) ->
        [one] **{ $winners }** gagne !
       *[other] **{ LIST($winners) }** se partagent la victoire !
    }
icetowers-ev-score = { $who } { $total }
icetowers-turn = { $who }, à vous de jouer : `/cap`, `/mine`, `/split` ou `/pass`.
icetowers-turn-none = { $who }, à vous de jouer : vous n'avez aucune action possible, donc `/pass`.
icetowers-away-back_turn = { $who } est de retour, et c'est à son tour : `/cap`, `/mine`, `/split` ou `/pass`.
icetowers-turn-computer = 🤖 { $who } agit ensuite.
icetowers-turn-away = { $who } est en mode absent : l'ordinateur agit à sa place.
icetowers-computer-stand_in-away = 🤖 { $who } est en mode absent : l'ordinateur ({ $level }) agit à sa place.
icetowers-computer-stand_in-clock = ⏰ Temps écoulé pour { $who } : l'ordinateur ({ $level }) a agi à sa place{ $streak ->
        [true] {" "}({ NUMWORD($missed) } fois de suite ; au bout de { NUMWORD($limit) }, passage en mode absent)
       *[false] {""}
    }.
icetowers-computer-marked_away = { $who } n'a pas joué { NUMWORD($limit) } fois de suite et passe en mode absent : l'ordinateur agit à sa place jusqu'à son retour (`/icetowers back`).
icetowers-computer-why-nothing_better = -# 🤖 { $who } : aucune action ne vaudrait mieux que de s'arrêter ici
icetowers-computer-why-no_gain = -# 🤖 { $who } : aucune action ne rapporterait de points
icetowers-computer-why-no_moves = -# 🤖 { $who } : aucune action possible

## looking

icetowers-status-realtime = chacun agit à tout moment · ont fini : { $done }
icetowers-status-nobody = personne
icetowers-status-turn = à { $who } de jouer ({ $passes } { $passes ->
        [one] passe
       *[other] passes
    } d'affilée)
icetowers-status-over = terminée
icetowers-standings-caption = Partie #{ $game_id } : { $scores }
icetowers-standings-row = { $who } { $total } ({ $towers } { $towers ->
        [one] tour
       *[other] tours
    })

## what the list of moves says

icetowers-choice-cap = T{ $piece } sur T{ $target }
icetowers-choice-mine = T{ $tower }, pièce n° { $position } → T{ $target }
icetowers-choice-mine-alone = T{ $tower }, pièce n° { $position } → seule
icetowers-choice-split = T{ $tower } au-dessus de la pièce n° { $position }
icetowers-choice-effect = { $move } : { $gain ->
        [0] votre score ne change pas
       *[other] { $sign }{ $gain } { $gain ->
            [one] point
           *[other] points
        } pour vous
    }{ $take ->
        [0] {""}
       *[other] , et vous prenez { $take ->
            [one] une tour
           *[other] { $take } tours
        }
    }

## refusals: the rules (engine RuleError codes)

icetowers-rule-game_over = La partie est terminée.
icetowers-rule-bad_step = Ce n'est pas une action d'IceTowers.
icetowers-rule-wrong_mode = { $mode ->
        [turns] Cette partie se joue tour par tour : quand vous n'avez rien à faire, `/pass`.
       *[realtime] Dans cette partie, chacun agit à tout moment : il n'y a pas de tour à passer. Quand vous n'avez plus rien à faire, `/done`.
    }
icetowers-rule-not_your_turn = Ce n'est pas à vous de jouer.
icetowers-rule-no_tower = Il n'y a pas de tour T{ $tower } en ce moment (elle vient peut-être de coiffer une autre tour, ou n'a jamais existé) : choisissez dans la liste.
icetowers-rule-bad_position = T{ $tower } a { $height } { $height ->
        [one] pièce
       *[other] pièces
    } : il n'y a pas de pièce n° { $position }.
icetowers-rule-not_alone = T{ $tower } n'est plus une pièce seule : seule une pièce isolée peut coiffer (I5).
icetowers-rule-not_yours = { $position ->
        [none] T{ $tower } est une pièce de { $owner }, pas la vôtre : choisissez l'une des vôtres dans la liste (les tours ont pu changer depuis que vous avez regardé, I8).
       *[other] La pièce n° { $position } de T{ $tower } est à { $owner }, pas à vous : choisissez de nouveau dans la liste (la tour a pu changer depuis que vous avez regardé, I8).
    }
icetowers-rule-controls = Vous contrôlez T{ $tower } : vous ne pouvez miner qu'une tour dont le sommet est à un autre joueur (I6).
icetowers-rule-too_few = Pour miner T{ $tower }, il vous faut au moins deux de vos pièces dans cette tour (I6).
icetowers-rule-same_tower = Une pièce coiffe une autre tour, pas la sienne.
icetowers-rule-own_top = Le sommet de T{ $tower } est de votre couleur : vous ne pouvez coiffer qu'une tour dont le sommet est à un autre joueur (I5).
icetowers-rule-too_big = Le sommet de T{ $tower } est plus petit que votre pièce : coiffez un sommet de même taille ou plus grand (I5).
icetowers-rule-must_cap = Cette pièce peut coiffer { SIZE($towers) ->
        [one] une tour
       *[other] d'autres tours
    } ({ LIST($towers) }) : elle doit donc le faire (I6).
    .towers = T{ $item }
icetowers-rule-not_pair = Il n'y a pas deux pièces d'une même couleur à cet endroit de T{ $tower }.
icetowers-rule-own_colour = Vous ne pouvez jamais scinder une tour entre deux pièces de votre propre couleur (I7).
icetowers-rule-repeat = Ce coup ramènerait une position que la partie a déjà connue (I9).
icetowers-input-move = Choisissez un coup dans la liste, ou tapez ses tours, p. ex. `T7 T3`.
icetowers-input-none = Ce coup ne vous est pas possible en ce moment.

## the rules in short, and the help

icetowers-rules-text = **IceTowers** (Andrew Looney), de 2 à 4 joueurs.
    • Chaque joueur a des pyramides de sa couleur en trois tailles : petite, moyenne et grande (5 de chaque ; une partie peut en prévoir moins). Au départ, chaque pièce est seule. Une pile de pièces est une **tour**, nommée T1, T2, … (une pièce seule est une tour) ; le joueur dont la pièce est au sommet la **contrôle** (I1-I4).
    • **Coiffer** (`/cap`, I5) : posez une de vos pièces seules sur une autre tour dont le sommet est à un autre joueur et de même taille que votre pièce ou plus grand.
    • **Miner** (`/mine`, I6) : d'une tour que vous ne contrôlez pas et qui contient au moins deux de vos pièces, retirez l'une d'elles, à n'importe quelle hauteur, et posez-la aussitôt sur une autre tour, aux mêmes conditions. Elle ne reste seule que si aucune tour ne peut être coiffée (option `free_mining` : elle peut toujours rester seule).
    • **Scinder** (`/split`, I7) : là où deux pièces d'une même couleur, qui n'est pas la vôtre, sont l'une sur l'autre, coupez la tour entre elles ; le haut devient une nouvelle tour.
    • Chacun peut agir à tout moment, une action à la fois (I8). Aucune action ne peut ramener une position que la partie a déjà connue (I9).
    • **Fin** (I10) : tapez `/done` quand vous n'avez plus rien à faire ; toute action annule les `/done` de tous. La partie s'arrête quand tout le monde a fini, ou quand plus personne ne peut agir.
    • **Score** (I11) : toutes les pièces, de toutes les couleurs, des tours que vous contrôlez, à 1, 2 ou 3 points selon leur taille. Le meilleur score gagne ; en cas d'égalité, la victoire est partagée.
    • **Mode tour par tour** (I12) : chacun à son tour, dans l'ordre des places, fait une action ou passe ; la partie s'arrête quand tous les joueurs ont passé à la suite, ou quand plus personne ne peut agir.
icetowers-help-text = **Jouer à IceTowers ici**
    • `/icetowers new` ouvre une partie (options : `seats`, `stash` pièces par taille, `mode` temps réel ou tour par tour, `free_mining`, `idle`, `language`) ; les autres appuient sur **Rejoindre**.
    • `/cap`, `/mine`, `/split` : choisissez le coup dans la liste ; elle ne montre que ce que vous pouvez faire maintenant, et ce que cela change pour vous. Vous pouvez aussi taper les numéros des tours, p. ex. `/cap move:T7 T3`.
    • `/done` quand vous n'avez plus rien à faire (temps réel) ; `/pass` pour passer votre tour (tour par tour).
    • `/icetowers addbot` installe un joueur ordinateur (facile, normal, difficile). En temps réel, il agit un peu après la dernière action et déclare avoir fini quand plus rien n'en vaut la peine ; en tour par tour, il joue son tour aussitôt.
    • Après chaque action, l'image montre chaque tour avec son numéro et le joueur qui la contrôle, ainsi que les scores.
    • `/icetowers board` vous montre la partie, rien qu'à vous ; `/icetowers standings`, les scores.

## the move log (/icetowers history)

icetowers-hist-title = IceTowers · partie #{ $game_id }
icetowers-hist-players = Joueurs :
icetowers-hist-player = { $n }. { $name } ({ $colour })
icetowers-hist-player_computer = { $n }. { $name } ({ $colour }, ordinateur : { $level })
icetowers-hist-tag-computer = [ordinateur, { $level }]
icetowers-hist-tag-clock = [temps écoulé : ordinateur, { $level }]
icetowers-hist-tag-away = [absent : ordinateur, { $level }]
icetowers-hist-tag-idle = [inactif : compté comme ayant fini]
icetowers-hist-move = { $time }  #{ PADEND($seq, 3) } { $what }
icetowers-hist-ended = Scores finaux : { $scores }. Partie gagnée par { LIST($winners) }.

## les mots de l’image

icetowers-picture-tower = T{ $n }
icetowers-picture-game_over = Partie finie
icetowers-picture-wins = gagne
icetowers-picture-share = ex aequo
icetowers-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }

## au terminal (bash bot/run.sh --local)

# `cap`, `mine` ou `split` seul, quand le joueur n'a aucun coup de ce genre
terminal-icetowers-none = Vous n'avez aucun coup `{ $move }` à jouer en ce moment.
# un coup tapé sans les tours qu'il lui faut ; $example en est un du même genre
terminal-icetowers-how = Indiquez les tours de votre coup, comme dans `{ $example }` ; `{ $move }` seul liste ceux que vous pouvez jouer maintenant.
# sur le plateau en texte, après les points d'un joueur : ses tours d'une seule pièce (I4)
terminal-icetowers-alone = isolées : { $towers }
# le plateau en texte : les mots à côté des nombres de chaque joueur
terminal-icetowers-done = a fini
terminal-icetowers-to_act = à jouer

## The seat colours, in seating order (I1).
icetowers-colour-purple = violet
icetowers-colour-blue = bleu
icetowers-colour-grey = gris
icetowers-colour-black = noir
