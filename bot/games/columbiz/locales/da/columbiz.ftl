### Columbiz' egne tekster på dansk: kommandoer og valgmuligheder, hvad der skete i en tur,
### reglerne i korte træk og hjælpen, afvisninger efter reglerne og af det indtastede,
### computerspillernes begrundelser og linjerne i logbogen.
###
### Id'erne er kodens id'er med bindestreger for punktummer: text("ev.rolled.first") er
### ev-rolled-first. Se bot/messages/__init__.py for detaljernes værdier og funktionerne (LIST,
### NUMWORD, ...).
###
### Ordforråd som i den danske regelbog: brættet, skibe (brikkerne), terninger, kast/slå, felt,
### kolonne, række, tage til fange, beholdning, pointtavle, tur, runde. NUMWORD(1) giver "en"
### (fælleskøn); ved intetkønsord (et skib, et felt) skriver [one]-varianten ordet selv.

## farver

columbiz-colour-purple = lilla
columbiz-colour-blue = blå
columbiz-colour-grey = grå
columbiz-colour-black = sort

## beskrivelser af kommandoer og valgmuligheder

columbiz-cmd = Spil Columbiz, terningspillet, i denne kanal
columbiz-name = Columbiz
columbiz-cmd-rules = Reglerne for Columbiz i korte træk
columbiz-cmd-help = Sådan spiller du Columbiz med denne bot
columbiz-cmd-new = Opret et nyt spil Columbiz i denne kanal
columbiz-cmd-new-seats = Hvor mange spillere (2-4); spillet starter af sig selv, når alle pladser er taget
columbiz-cmd-new-max_pieces_4p = Med fire spillere: højst 3 (standard) eller 4 skibe pr. tur (C8)
columbiz-cmd-new-locked_keeps = Terninger, du beholder ved et kast, bliver liggende resten af turen (C6; standard: nej)
columbiz-cmd-new-line_scoring = Hvordan rækker giver point (C11)
columbiz-cmd-new-line_scoring-each_placement = Ved hver placering (standard)
columbiz-cmd-new-line_scoring-increase = Kun væksten: det, en række vokser med
columbiz-cmd-roll = Kast terningerne (alle 8, eller dem, du ikke beholder)
columbiz-cmd-keep = Vælg de terninger, du vil beholde før næste kast
columbiz-cmd-keep-dice = Terningerne, du beholder, f.eks. 555 33 (eller - for ingen)
columbiz-cmd-place = Sæt skibe på felter i rækkefølge; det afslutter din tur
columbiz-cmd-place-cells = Felterne skrevet som de terninger, de koster, f.eks. 555 33 (eller 5x3 3x2)

## knapper

columbiz-button-roll = Kast
columbiz-button-roll_again = Kast igen ({ $n }/3)

## lobby og start

columbiz-lobby-options = { $locked_keeps ->
        [true] terninger, der beholdes ved et kast, bliver liggende
       *[false] beholdte terninger må kastes igen
    }; { $line_scoring ->
        [increase] rækker giver kun point for deres vækst
       *[other] rækker giver point ved hver placering
    }{ $players ->
        [none] ; højst { NUMWORD($max_pieces_4p) } skibe pr. tur med fire spillere
        [4] ; højst { NUMWORD($max_pieces_4p) } skibe pr. tur med fire spillere
       *[other] {""}
    }
# $rounds: hver runde af terningkastet (flere end én, når de højeste stod lige), hver en liste
# af kast.
columbiz-start-rolloff = Terningkast om første tur (C5): { JOIN($rounds, separator: " / derefter ") } → **{ $starter }** begynder.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
columbiz-start-colours = Farver: { $colours }.
columbiz-start-colour = { $who } { $colour }
columbiz-start-first_turn = { $who }, du begynder: `/roll` eller tryk på **Kast**.

## hvad der skete

columbiz-ev-rolled-first = { $who } slog { $dice }.
columbiz-ev-rolled-again = { $who } beholdt { $kept } og slog { $values }: nu { $dice } (kast { $n } af 3).
columbiz-ev-rolled-again_none = { $who } kastede alle otte igen: { $dice } (kast { $n } af 3).
columbiz-ev-rolled-all_kept = { $who } beholdt alle otte terninger: { $dice } (kast { $n } af 3).
columbiz-ev-kept = { $who } beholder { $kept }.
columbiz-ev-kept_none = { $who } beholder ingen terninger.
columbiz-ev-placed = { $who } besatte { $cells }.
# $victims: hvis skibe blev taget til fange, hver med de felter, de stod på.
columbiz-ev-captured = { $who } tog { $count ->
        [one] et skib
       *[other] { NUMWORD($count) } skibe
    } til fange med { $by_cell }: { LIST($victims) }.
    .victims = { LIST($cells) } fra { $owner }
columbiz-ev-line = { $who } dannede en { $axis } række på { NUMWORD($length) } ({ JOIN($cells, separator: "-") }): +{ $points }.
columbiz-ev-axis-row = vandret
columbiz-ev-axis-column = lodret
columbiz-ev-axis-diagonal = diagonal
columbiz-ev-axis-antidiagonal = diagonal
columbiz-ev-set_aside = { $who } kunne ikke placere noget skib efter tredje kast: { $count ->
        [one] et skib
       *[other] { NUMWORD($count) } skibe
    } fra beholdningen lægges væk (C9).
columbiz-ev-final_round = { $who } har tømt sin beholdning: dette er sidste runde (C12).
columbiz-ev-skipped = { $who } har ikke flere skibe og springer turen over.
columbiz-ev-next_turn = { $who }, det er din tur: `/roll` eller tryk på **Kast**.
columbiz-ev-can_place = Behold terninger og kast igen, eller brug `/place` (listen viser alle lovlige placeringer).
columbiz-ev-must_place = Ikke flere kast: brug `/place` nu.
columbiz-ev-must_roll = Intet skib passer til disse terninger endnu: kast igen.
columbiz-ev-ended = Spillet er slut. Slutstilling: { $scores }. { SIZE($winners) ->
        [one] { LIST($winners) } vinder!
       *[other] { LIST($winners) } deler sejren!
    }
    .winners = **{ $item }**
columbiz-ev-score = { $who } { $total }

## se spillet

columbiz-board-status-turn = { $who } har turen ({ $rolls }/3 kast)
columbiz-board-status-over = afsluttet
columbiz-standings-caption = Spil #{ $game_id }: { $scores }
columbiz-standings-row = { $who } { $total } ({ $lines } fra rækker, { $captures } fra { $captured } { $captured ->
        [one] fanget skib
       *[other] fangne skibe
    })
# Reglerne i korte træk, ét afsnit pr. term: en linje i en Fluent-tekst kan ikke begynde med **.
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
-columbiz-rules-title = **Columbiz kort fortalt** (regelnumre i klammer)
-columbiz-rules-board = **Brættet** — 6 kolonner, én pr. øjental, og 6 rækker, række 1 nederst. Et felt koster sit rækkenummer i terninger med kolonnens øjental og skrives som dem: `555` er kolonne 5, række 3 (eller `5x3`, `5-3`, `5:3`) [C1, C2].
-columbiz-rules-setup = **Forberedelse** — 8 terninger [C4]. 18 skibe hver med 2 spillere, 13 med 3, 10 med 4; lilla, blå, grå, sort i siddeorden [C3]. Alle slår én terning: højeste slag begynder (ved lighed slås der om), så går turen rundt [C5].
-columbiz-rules-turn = **Din tur** — kast alle 8 terninger, højst tre kast: efter 1. og 2. kast må du beholde terninger og kaste resten, eller stoppe. Tidligere beholdte terninger må kastes igen (variant `locked_keeps`: de bliver liggende). Efter 3. kast kan intet beholdes [C6].
-columbiz-rules-placing = **Placering** — sæt så skibe ét ad gangen på tomme felter, hvert betalt med ubrugte terninger af dets øjental: tre 5'ere køber `555` eller `5` og `55` [C7]. 1 til 4 skibe pr. tur (som standard 3 med 4 spillere) [C8]. Passer intet efter 3. kast, går 3 skibe fra din beholdning (alle, hvis du har færre) ud af spillet uden point; før det skal du kaste igen [C9].
-columbiz-rules-captures = **Fanger** — et skib tager alle modstanderskibe under sig i kolonnen til fange; du beholder dem. Felterne kan besættes igen i samme tur, så skriv det højeste felt først: har en modstander `5`, virker `555 5`, men `5 555` afvises [C10].
-columbiz-rules-lines = **Rækker** — hvert nyt skib giver point for hver ubrudt række (vandret, lodret, diagonal) på 3+ af dine skibe gennem det: længden − 2 (3 → 1, 4 → 2, …), fuldt ud hver gang, så at forlænge 3 til 4 giver 2 mere. Andre rækker tæller ikke, så rækkefølgen betyder noget. Variant `line_scoring` (*kun væksten*): kun tilvæksten tæller [C11].
-columbiz-rules-end = **Slut** — når en spillers beholdning er tom, spiller de efterfølgende stadig, til og med den, der sidder lige før startspilleren; så slutter spillet [C12, C13].
-columbiz-rules-score = **Point** — rækker plus fanger: n fangne skibe giver 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Højeste total vinder; ved lighed deles sejren [C15].
columbiz-help-text = **Sådan spiller du Columbiz her**
    `/columbiz new` — opret et spil i denne kanal (2–4 pladser, regelvarianter, tid pr. tur).
    `/columbiz join` · `/columbiz leave` · `/columbiz start` — lobbyen (eller brug dens knapper). `/columbiz addbot` · `/columbiz removebot` — computerspillere (let, normal, svær).
    `/roll` — kast terningerne (eller tryk på **Kast**). Tryk på terningknapperne for at beholde eller slippe terninger, eller skriv `/keep dice:555 33`, og kast så igen: højst tre kast, og efter det tredje beholdes intet.
    `/place cells:555 33` — sæt skibe på felter i rækkefølge (i en kolonne det højeste felt først, når det tager til fange); listen viser alle lovlige placeringer med, hvad de tager til fange og giver af point. Det afslutter din tur.
    `/columbiz board` — brættet, kun for dig. `/columbiz standings` — pointtavlen. `/columbiz history` — logbogen som fil. `/columbiz mygames` — dine spil overalt.
    `/columbiz leaderboard` · `/columbiz stats` — serverens stilling på tværs af spil.
    Når din tid løber ud, spiller computeren din tur; efter tre gange i træk bliver du markeret som fraværende indtil `/columbiz back`. `/columbiz away` — stem for at lade computeren tage over for en fraværende spiller. `/columbiz notify` — hvordan du får besked om din tur (omtale i kanalen, DM eller ingenting).
    `/columbiz rules` — reglerne i korte træk. `/columbiz abandon` — afslut spillet (opretteren, en afstemning blandt de andre spillere eller alle med Administrer kanaler).
    Felter skrives som de terninger, de koster: `555` er kolonne 5, række 3; `5x3`, `5-3` og `5:3` virker også.

## autofuldførelse

columbiz-ac-choice = { $cells } — { $captures ->
        [0] { $line_points ->
            [0] ingen point
           *[other] +{ $line_points } rækkepoint
        }
       *[other] fanger { $captures }{ $line_points ->
            [0] {""}
           *[other] , +{ $line_points } rækkepoint
        }
    }

## afvisninger: reglerne (motorens RuleError-koder)

columbiz-rule-game_over = Spillet er slut.
columbiz-rule-no_rolls_left = Du har kastet tre gange (C6): sæt dine skibe med `/place`.
columbiz-rule-bad_roll = Det kast er ugyldigt.
columbiz-rule-not_rolled = Kast først: `/roll` eller knappen **Kast**.
# $locked: terningerne blev beholdt ved et kast, og spillet låser dem (variant til C6); uden $face
# er det indtastede slet ingen terning.
columbiz-rule-bad_keep = { $locked ->
        [true] I dette spil bliver terninger, der beholdes ved et kast, liggende (`locked_keeps`, C6): du beholdt { $kept ->
            [one] én { $face }'er
           *[other] { NUMWORD($kept) } { $face }'ere
        }, da du kastede, så { $kept ->
            [one] den bliver
           *[other] de bliver
        } liggende. Terninger, du har valgt efter det kast, kan du stadig slippe igen.
       *[other] { $face ->
            [none] Terninger viser 1 til 6; det er ikke en terning, du kan beholde.
           *[other] Du kan ikke beholde { $want ->
                [one] én { $face }'er
               *[other] { NUMWORD($want) } { $face }'ere
            }: terningerne viser { $have ->
                [0] ingen { $face }'ere
                [one] kun én { $face }'er
               *[other] kun { NUMWORD($have) } { $face }'ere
            }.
        }
    }
columbiz-rule-empty_place = Angiv mindst ét felt, f.eks. `/place cells:555`.
columbiz-rule-bad_cell = '{ $cell }' er ikke et felt. Skriv de terninger, det koster, som `555`, eller øjental x række, som `5x3`.
# $by_supply: spillerens beholdning, der er mindre end en turs grænse, er det, der begrænser
# (et faktum beregnet i bot/messages/details.py).
columbiz-rule-too_many = { $by_supply ->
        [true] Du har kun { $supply ->
            [one] ét skib
           *[other] { NUMWORD($supply) } skibe
        } tilbage; du har angivet { NUMWORD($count) } felter.
       *[false] Du må højst sætte { NUMWORD($limit) } skibe pr. tur (C8); du har angivet { NUMWORD($count) } felter.
    }
columbiz-rule-occupied = { $own ->
        [true] På felt { $cell } står der allerede et af dine skibe.
       *[other] Felt { $cell } er optaget af { $owner }.
    }
columbiz-rule-dice_short = { $have ->
        [0] Du har ingen { $face }'ere tilbage; felt { $cell } kræver { $need ->
            [one] én
           *[other] { NUMWORD($need) }
        }.
       *[other] Du har kun { $have ->
            [one] én { $face }'er
           *[other] { NUMWORD($have) } { $face }'ere
        }; felt { $cell } kræver { NUMWORD($need) }.
    }

## afvisninger: det indtastede

columbiz-input-cells_empty = Angiv de felter, du vil sætte skibe på, f.eks. `555 33`.
columbiz-input-cell_unknown = '{ $token }' er ikke et felt. Skriv de terninger, det koster, som `555`, eller øjental x række, som `5x3`.
columbiz-input-cell_too_high = '{ $token }': intet felt koster { $count } terninger; den øverste række koster seks (som `666666`).
columbiz-input-cell_mixed = '{ $token }': et felt betales med terninger med samme øjental, som `555` eller `33`.
columbiz-input-cell_repeated = Felt { $cell } står to gange på listen.
columbiz-input-dice_empty = Angiv de terninger, du vil beholde, f.eks. `555 33`, eller `-` for ingen.
columbiz-input-die_bad = '{ $token }' er ikke en terning: terninger viser 1 til 6.
columbiz-input-dice_too_many = Der er kun otte terninger; du har angivet { $count }.
columbiz-input-cells_only_separators = Der er ikke angivet nogen felter, kun skilletegn. Angiv de felter, du vil sætte skibe på, f.eks. `555 33`.
columbiz-input-dice_only_separators = Der er ikke angivet nogen terninger, kun skilletegn. Angiv de terninger, du vil beholde, f.eks. `555 33`, eller `-` for ingen.
columbiz-error-bad_dice_index = Den terning er ikke en del af det aktuelle kast.

## computerspillere

columbiz-ev-next_turn_computer = 🤖 { $who } har turen.
columbiz-ev-next_turn_away = { $who } er fraværende: computeren spiller i stedet.
columbiz-away-back_turn = { $who } er tilbage og har turen: `/roll` eller tryk på **Kast**.
columbiz-start-first_turn_computer = 🤖 { $who } begynder.
columbiz-start-first_turn_away = { $who } begynder, men er fraværende: computeren spiller i stedet.
columbiz-computer-decision = -# 🤖 { $why }
columbiz-computer-why-first_roll = kaster alle otte terninger
columbiz-computer-why-reroll_all = intet værd at beholde: kaster alle otte igen
# Computerens begrundelser. $kept_text: de terninger, den beholder, tom, når den ikke beholder nogen.
columbiz-computer-why-kept = { $kept_text ->
        [none] ingenting
       *[other] { $kept_text }
    }
columbiz-computer-why-chasing = beholder { columbiz-computer-why-kept } og kaster { $rolled ->
        [one] den sidste
       *[other] de andre { NUMWORD($rolled) }
    } med kurs mod { LIST($target) }
    .target = `{ $item }`
columbiz-computer-why-keeping = beholder { columbiz-computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(flest { $face }'ere)
    } og kaster { $rolled ->
        [one] den sidste
       *[other] de andre { NUMWORD($rolled) }
    }
columbiz-computer-why-no_placement = intet passer endnu: beholder { columbiz-computer-why-kept } og kaster igen
columbiz-computer-why-capture = besætter { LIST($cells) } og tager { $captures ->
        [one] et skib
       *[other] { NUMWORD($captures) } skibe
    } til fange (+{ $capture_points })
    .cells = `{ $item }`
columbiz-computer-why-line = besætter { LIST($cells) } og danner en række (+{ $line_points })
    .cells = `{ $item }`
columbiz-computer-why-place_safe = besætter { LIST($cells) }, uden for modstandernes rækkevidde: alle felter ovenover er optaget
    .cells = `{ $item }`
columbiz-computer-why-place_high = besætter { LIST($cells) } højt oppe; en modstander skal bruge { NUMWORD($need) } { $face }'ere (`{ $capture_cell }`) for at tage { $pieces ->
        [one] det
       *[other] et af dem
    } til fange
    .cells = `{ $item }`
columbiz-computer-why-place = besætter { LIST($cells) }
    .cells = `{ $item }`
columbiz-computer-why-fallback = spiller det enkleste lovlige træk
columbiz-computer-why-roll = beholder { columbiz-computer-why-kept } og kaster igen
columbiz-computer-stand_in-away = 🤖 { $who } er fraværende: computeren ({ $level }) spiller denne tur i stedet.
# $streak: spilleren har nu misset mere end én tur i træk, men endnu ikke $limit (et faktum
# beregnet i bot/messages/details.py).
columbiz-computer-stand_in-clock = ⏰ Tiden løb ud for { $who }: computeren ({ $level }) spillede turen i stedet{ $streak ->
        [true] {" "}({ NUMWORD($missed) } ture i træk; ved { NUMWORD($limit) } bliver vedkommende markeret som fraværende)
       *[false] {""}
    }.
columbiz-computer-marked_away = { $who } er gået glip af { NUMWORD($limit) } ture i træk og er nu markeret som fraværende: computeren spiller i stedet, indtil vedkommende vender tilbage (`/columbiz back`).

## turens ur: tid pr. tur i /columbiz new

columbiz-cmd-new-turn = Tid pr. tur; når den løber ud, spiller computeren turen
columbiz-cmd-new-turn-3600 = 1 time
columbiz-cmd-new-turn-43200 = 12 timer
columbiz-cmd-new-turn-86400 = 24 timer
columbiz-cmd-new-turn-259200 = 3 dage
columbiz-cmd-new-turn-0 = Ingen tidsgrænse

## logbogen (/columbiz history)

columbiz-hist-title = Columbiz · spil #{ $game_id } · logbog (tider i UTC)
columbiz-hist-status-lobby = Status: venter i lobbyen.
columbiz-hist-status-active = Status: i gang.
columbiz-hist-status-finished = Status: afsluttet { $time }.
columbiz-hist-status-abandoned = Status: afbrudt før tid { $time } ({ $reason }).
columbiz-hist-reason-creator = af opretteren
columbiz-hist-reason-manager = af en moderator
columbiz-hist-reason-vote = ved afstemning blandt spillerne
columbiz-hist-reason-cancelled = aflyst i lobbyen
columbiz-hist-reason-rules = efter reglerne
columbiz-hist-reason-channel_gone = kanalen eller tråden blev slettet
columbiz-hist-reason-bot_removed = botten forlod serveren eller blev fjernet fra den
columbiz-hist-opened = Oprettet { $time }; startet { $started }.
columbiz-hist-opened_only = Oprettet { $time }.
columbiz-hist-rules = Regler: { $options }. Tid pr. tur: { $turn }.
columbiz-hist-players = Spillere:
columbiz-hist-player = {"  "}{ $n }. { $name } ({ $colour })
columbiz-hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, computer: { $level })
columbiz-hist-rolloff = Terningkast om første tur (C5): { $rounds } → { $starter } begynder.
columbiz-hist-turn = Tur { $turn } · { $name } ({ $colour })
columbiz-hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
columbiz-hist-more = {"  "}{ $pad }       { $what }
columbiz-hist-tag-computer = {"  "}[computer, { $level }]
columbiz-hist-tag-clock = {"  "}[tiden løb ud: computer, { $level }]
columbiz-hist-tag-away = {"  "}[fraværende: computer, { $level }]
columbiz-hist-why = {"  "}{ $pad }       hvorfor: { $why }
columbiz-hist-rolled-first = slog { $dice } (kast 1 af 3)
columbiz-hist-rolled-again = beholdt { $kept }, slog { $values }: nu { $dice } (kast { $n } af 3)
columbiz-hist-rolled-again_none = kastede alle otte igen: { $dice } (kast { $n } af 3)
columbiz-hist-rolled-all_kept = beholdt alle otte terninger: { $dice } (kast { $n } af 3)
columbiz-hist-kept = beholder { $kept }
columbiz-hist-kept_none = beholder ingen terninger
columbiz-hist-placed = besatte { $cell } ({ $n } × { $face })
columbiz-hist-captured = tog { $count ->
        [one] et skib
       *[other] { NUMWORD($count) } skibe
    } til fange med { $by_cell }: { LIST($victims) }
    .victims = { LIST($cells) } fra { $owner }
columbiz-hist-line = { $axis } række på { $length } ({ $cells }): +{ $points }
columbiz-hist-set_aside = intet skib passer efter tredje kast: { $count } { $count ->
        [one] skib
       *[other] skibe
    } lagt væk (C9)
columbiz-hist-final_round = { $who } har tømt sin beholdning: sidste runde (C12)
columbiz-hist-skipped = { $who } har ikke flere skibe og springer turen over
columbiz-hist-scores = {"  "}Stilling efter tur { $turn }: { $scores }
columbiz-hist-ended = Spillet er slut. Slutstilling: { $scores }. { SIZE($winners) ->
        [one] Vinder: { LIST($winners) }.
       *[other] Delt sejr: { LIST($winners) }.
    }
columbiz-hist-no_moves = Ingen træk endnu.

## billedets etiketter: korte, på spillets sprog (de skal passe i bakken; pointtavlen har ikoner, ingen ord)

columbiz-picture-roll = Kast { $n }/3
columbiz-picture-to_roll = skal kaste
columbiz-picture-final_round = SIDSTE RUNDE
columbiz-picture-game_over = Slutstilling
columbiz-picture-wins = vinder
columbiz-picture-share = deler sejren
columbiz-picture-points = { $n } { $n ->
        [one] point
       *[other] point
    }
columbiz-picture-took = tog { $n }
columbiz-picture-set_aside = { $n } { $n ->
        [one] lagt til side
       *[other] lagt til side
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-columbiz-ev-can_place = Behold terninger og kast igen, eller brug `place` (skrevet alene viser det alle lovlige placeringer).
terminal-columbiz-ev-next_turn = { $who }, det er din tur: `roll`.
terminal-columbiz-rule-not_rolled = Kast først: `roll`.
terminal-columbiz-start-first_turn = { $who }, du begynder: `roll`.

# felterne i en række, nævnt så de ikke læses som række 1 til 4
terminal-columbiz-ev-line = { $who } dannede en { $axis } række på { NUMWORD($length) } (felterne { LIST($cells) }): +{ $points }.
# `place` alene, når terningerne er kastet, men intet skib passer til dem (C7)
terminal-columbiz-rule-empty_place = { columbiz-ev-must_roll }

## terminalens egne tekster

# en placering i listen, som `place` alene viser, efter de felter, den nævner
terminal-columbiz-place-choice = { $captures ->
        [0] { $line_points ->
            [0] ingen point
           *[other] +{ $line_points } rækkepoint
        }
       *[other] fanger { $captures } { $captures ->
            [one] skib
           *[other] skibe
        }{ $line_points ->
            [0] {""}
           *[other] , +{ $line_points } rækkepoint
        }
    }
# brættet som tekst: ordene ved hver spillers tal
terminal-columbiz-board-left = tilbage
terminal-columbiz-board-lines = rækker
terminal-columbiz-board-captured = fangne
terminal-columbiz-board-total = i alt
terminal-columbiz-board-kept = beholdt
