### Die eigenen Texte von Columbiz, auf Deutsch: Befehle und Optionen, was in einem Zug geschah,
### die Regeln in Kürze und die Hilfe, Ablehnungen durch die Regeln und bei Eingaben, die Gründe
### der Computerspieler und die Zeilen des Spielprotokolls.
###
### Die Ids sind die Ids des Codes mit Bindestrichen statt Punkten: text("ev.rolled.first") ist
### ev-rolled-first. Werte der Details und Funktionen (LIST, NUMWORD, ...): bot/messages/__init__.py.
###
### Wortschatz wie im Regelheft: Spielbrett, Feld, Spalte, Scheibe, Würfel, würfeln, Wurf,
### schlagen, Gefangene, Reihe (3+ Scheiben), Vorrat; dazu Zeile für eine waagerechte Reihe des
### Bretts und Wertungsblock. Eine Würfelzahl steht als Ziffer mit "er": ein 5er, zwei 5er.

## seat colours

columbiz-colour-purple = lila
columbiz-colour-blue = blau
columbiz-colour-grey = grau
columbiz-colour-black = schwarz

## command and option descriptions

columbiz-cmd = Columbiz, das Würfelspiel, in diesem Kanal spielen
columbiz-name = Columbiz
columbiz-cmd-rules = Die Regeln von Columbiz in Kürze
columbiz-cmd-help = Wie man Columbiz mit diesem Bot spielt
columbiz-cmd-new = Eine neue Partie Columbiz in diesem Kanal eröffnen
columbiz-cmd-new-seats = Wie viele Spieler (2-4); ist das Spiel voll, startet es von selbst
columbiz-cmd-new-max_pieces_4p = Zu viert: höchstens 3 (Standard) oder 4 Scheiben pro Zug (C8)
columbiz-cmd-new-locked_keeps = Beim Würfeln behaltene Würfel bleiben den ganzen Zug liegen (C6; Standard: nein)
columbiz-cmd-new-line_scoring = Wie Reihen gewertet werden (C11)
columbiz-cmd-new-line_scoring-each_placement = Bei jedem Setzen (Standard)
columbiz-cmd-new-line_scoring-increase = Nur der Zuwachs einer Reihe
columbiz-cmd-roll = Würfeln (alle 8 Würfel oder die, die du nicht behältst)
columbiz-cmd-keep = Die Würfel wählen, die du vor dem nächsten Wurf behältst
columbiz-cmd-keep-dice = Die Würfel, die du behältst, z. B. 555 33 (oder - für keine)
columbiz-cmd-place = Scheiben in dieser Reihenfolge auf Felder setzen; beendet deinen Zug
columbiz-cmd-place-cells = Felder als die Würfel, die sie kosten, z. B. 555 33 (oder 5x3 3x2)

## buttons

columbiz-button-roll = Würfeln
columbiz-button-roll_again = Erneut würfeln ({ $n }/3)

## lobby and start

columbiz-lobby-options = { $locked_keeps ->
        [true] beim Würfeln behaltene Würfel bleiben liegen
       *[false] behaltene Würfel dürfen neu gewürfelt werden
    }; { $line_scoring ->
        [increase] Reihen zählen nur ihren Zuwachs
       *[other] Reihen zählen bei jedem Setzen
    }{ $players ->
        [none] ; zu viert { NUMWORD($max_pieces_4p) } Scheiben pro Zug
        [4] ; zu viert { NUMWORD($max_pieces_4p) } Scheiben pro Zug
       *[other] {""}
    }
# $rounds: jede Runde des Auswürfelns (mehr als eine bei Gleichstand der Höchsten), jede eine
# Liste von Würfen.
columbiz-start-rolloff = Auswürfeln um den ersten Zug (C5): { JOIN($rounds, separator: " / dann ") } → **{ $starter }** beginnt.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
columbiz-start-colours = Farben: { $colours }.
columbiz-start-colour = { $who } { $colour }
columbiz-start-first_turn = { $who }, du beginnst: `/roll` oder **Würfeln** drücken.

## what happened

columbiz-ev-rolled-first = { $who } würfelt { $dice }.
columbiz-ev-rolled-again = { $who } behält { $kept } und würfelt { $values }: jetzt { $dice } (Wurf { $n } von 3).
columbiz-ev-rolled-again_none = { $who } würfelt alle acht neu: { $dice } (Wurf { $n } von 3).
columbiz-ev-rolled-all_kept = { $who } behält alle acht Würfel: { $dice } (Wurf { $n } von 3).
columbiz-ev-kept = { $who } behält { $kept }.
columbiz-ev-kept_none = { $who } behält keine Würfel.
columbiz-ev-placed = { $who } setzt auf { $cells }.
# $victims: wessen Scheiben geschlagen wurden, jeweils mit den Feldern, auf denen sie standen.
columbiz-ev-captured = { $who } schlägt mit { $by_cell } { $count ->
        [one] eine Scheibe
       *[other] { NUMWORD($count) } Scheiben
    }: { LIST($victims) }.
    .victims = { LIST($cells) } von { $owner }
columbiz-ev-line = { $who } wertet eine Reihe aus { NUMWORD($length) } Scheiben ({ $axis } { JOIN($cells, separator: "-") }): +{ $points }.
columbiz-ev-axis-row = waagerecht
columbiz-ev-axis-column = senkrecht
columbiz-ev-axis-diagonal = diagonal
columbiz-ev-axis-antidiagonal = diagonal
columbiz-ev-set_aside = { $who } kann nach dem dritten Wurf keine Scheibe setzen und legt { $count ->
        [one] eine Scheibe
       *[other] { NUMWORD($count) } Scheiben
    } aus dem Vorrat weg (C9).
columbiz-ev-final_round = { $who } hat keine Scheiben mehr im Vorrat: Dies ist die letzte Runde (C12).
columbiz-ev-skipped = { $who } hat keine Scheiben mehr und setzt aus.
columbiz-ev-next_turn = { $who }, du bist am Zug: `/roll` oder **Würfeln** drücken.
columbiz-ev-can_place = Behalte Würfel und würfle erneut, oder setze mit `/place` (die Liste zeigt jede erlaubte Platzierung).
columbiz-ev-must_place = Keine Würfe mehr übrig: Setze jetzt mit `/place`.
columbiz-ev-must_roll = Zu diesen Würfeln passt noch keine Scheibe: Würfle erneut.
columbiz-ev-ended = Spielende. Endstand: { $scores }. { SIZE($winners) ->
        [one] { LIST($winners) } gewinnt!
       *[other] { LIST($winners) } teilen sich den Sieg!
    }
    .winners = **{ $item }**
columbiz-ev-score = { $who } { $total }

## looking

columbiz-board-status-turn = { $who } ist am Zug ({ $rolls }/3 Würfe)
columbiz-board-status-over = beendet
columbiz-standings-caption = Spiel #{ $game_id }: { $scores }
columbiz-standings-row = { $who } { $total } ({ $lines } aus Reihen, { $captures } aus { $captured } { $captured ->
        [one] gefangenen Scheibe
       *[other] gefangenen Scheiben
    })
# Die Regeln in Kürze, ein Absatz je Begriff: Eine Zeile eines Fluent-Texts kann nicht mit **
# beginnen.
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
-columbiz-rules-title = **Columbiz in Kürze** (Regelnummern in Klammern)
-columbiz-rules-board = **Brett** — 6 Spalten (je eine Würfelzahl) und 6 Zeilen, Zeile 1 unten. Ein Feld kostet so viele Würfel seiner Spaltenzahl wie seine Zeilennummer und heißt nach ihnen: `555` ist Spalte 5, Zeile 3 (auch `5x3`, `5-3`, `5:3`) [C1, C2].
-columbiz-rules-setup = **Aufbau** — 8 Würfel [C4]. Je 18 Scheiben zu zweit, 13 zu dritt, 10 zu viert; lila, blau, grau, schwarz in Sitzreihenfolge [C3]. Jeder würfelt einen Würfel: Wer am höchsten würfelt, beginnt (bei Gleichstand neu würfeln), dann reihum [C5].
-columbiz-rules-turn = **Dein Zug** — Würfle alle 8 Würfel, bis zu dreimal: Nach dem 1. und 2. darfst du beliebige behalten und den Rest neu würfeln oder aufhören. Behaltene darfst du wieder mitwürfeln (Option `locked_keeps`: beim Würfeln behaltene bleiben liegen). Nach dem 3. Wurf kein Behalten mehr [C6].
-columbiz-rules-placing = **Setzen** — Dann setzt du Scheiben einzeln auf leere Felder, bezahlt mit freien Würfeln ihrer Zahl: Drei 5er kaufen `555` oder `5` und `55` [C7]. 1 bis 4 Scheiben pro Zug (zu viert standardmäßig 3) [C8]. Passt nach dem 3. Wurf nichts, scheiden 3 Scheiben deines Vorrats (alle, falls weniger) punktlos aus; davor würfelst du erneut [C9].
-columbiz-rules-captures = **Schlagen** — Eine Scheibe schlägt alle gegnerischen darunter in ihrer Spalte; du behältst sie. Deren Felder sind sofort wieder frei, also nenne das höhere Feld zuerst: Steht ein Gegner auf `5`, geht `555 5`, aber nicht `5 555` [C10].
-columbiz-rules-lines = **Reihen** — Jede gesetzte Scheibe wertet jede lückenlose Reihe aus 3+ eigenen Scheiben durch sie (waagerecht, senkrecht, diagonal): Länge − 2 (3 → 1, 4 → 2, …), jedes Mal voll, Verlängern von 3 auf 4 bringt also 2 mehr. Andere zählen nicht: Die Reihenfolge ist wichtig. Option `line_scoring` (*nur der Zuwachs einer Reihe*): Nur der Zuwachs zählt [C11].
-columbiz-rules-end = **Ende** — Ist ein Vorrat leer, spielen die Nachfolgenden noch, bis einschließlich des Spielers direkt vor dem Startspieler; dann ist Schluss [C12, C13].
-columbiz-rules-score = **Wertung** — Reihen plus Gefangene: n Gefangene bringen 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Die höchste Summe gewinnt – bei Gleichstand gemeinsam [C15].
columbiz-help-text = **Columbiz hier spielen**
    `/columbiz new` — ein Spiel in diesem Kanal eröffnen (2–4 Plätze, Regeloptionen, Zeit pro Zug).
    `/columbiz join` · `/columbiz leave` · `/columbiz start` — die Lobby (oder ihre Buttons). `/columbiz addbot` · `/columbiz removebot` — Computerspieler (leicht, normal, schwer).
    `/roll` — würfeln (oder **Würfeln** drücken). Mit den Würfel-Buttons behältst du Würfel oder gibst sie frei (oder `/keep dice:555 33`), dann würfle erneut: bis zu drei Würfe, nach dem dritten kein Behalten mehr.
    `/place cells:555 33` — auf Felder setzen, in dieser Reihenfolge (in einer Spalte das höhere Feld zuerst, wenn es schlägt); die Liste zeigt jede erlaubte Platzierung mit Schlägen und Punkten. Das beendet deinen Zug.
    `/columbiz board` — das Brett, nur für dich. `/columbiz standings` — der Wertungsblock. `/columbiz history` — das Spielprotokoll als Datei. `/columbiz mygames` — deine Spiele überall.
    `/columbiz leaderboard` · `/columbiz stats` — die Ranglisten des Servers über alle Spiele.
    Läuft deine Zeit ab, spielt der Computer deinen Zug; nach dreimal in Folge giltst du als abwesend, bis du `/columbiz back` nutzt. `/columbiz away` — abstimmen, den Platz eines Abwesenden dem Computer zu geben. `/columbiz notify` — wie du erfährst, dass du am Zug bist (Erwähnung, DM, nichts).
    `/columbiz rules` — die Regeln in Kürze. `/columbiz abandon` — das Spiel beenden (Ersteller, Abstimmung der anderen Spieler oder wer „Kanäle verwalten“ darf).
    Felder schreibst du als die Würfel, die sie kosten: `555` ist Spalte 5, Zeile 3; auch `5x3`, `5-3` und `5:3` gehen.

## autocomplete

columbiz-ac-choice = { $cells } — { $captures ->
        [0] { $line_points ->
            [0] keine Punkte
            [1] +{ $line_points } Reihenpunkt
           *[other] +{ $line_points } Reihenpunkte
        }
       *[other] schlägt { $captures }{ $line_points ->
            [0] {""}
            [1] , +{ $line_points } Reihenpunkt
           *[other] , +{ $line_points } Reihenpunkte
        }
    }

## refusals: the rules (engine RuleError codes)

columbiz-rule-game_over = Das Spiel ist vorbei.
columbiz-rule-no_rolls_left = Du hast dreimal gewürfelt (C6): Setze deine Scheiben mit `/place`.
columbiz-rule-bad_roll = Dieser Wurf ist ungültig.
columbiz-rule-not_rolled = Würfle zuerst: `/roll` oder der Button **Würfeln**.
# $locked: die Würfel wurden bei einem Wurf behalten, und das Spiel hält sie fest (Option zu C6);
# ohne $face ist der eingegebene Wert gar kein Würfel.
columbiz-rule-bad_keep = { $locked ->
        [true] In diesem Spiel bleiben beim Würfeln behaltene Würfel liegen (Option `locked_keeps`, C6): Bei deinem Wurf hattest du { $kept ->
            [one] einen { $face }er behalten, der bleibt also liegen
           *[other] { NUMWORD($kept) } { $face }er behalten, die bleiben also liegen
        }. Würfel, die du erst nach diesem Wurf behalten hast, kannst du noch freigeben.
       *[other] { $face ->
            [none] Würfel zeigen 1 bis 6: Das ist keine Würfelzahl, die du behalten kannst.
           *[other] Du kannst { $want ->
                [one] keinen { $face }er
               *[other] nicht { NUMWORD($want) } { $face }er
            } behalten: { $have ->
                [0] Kein Würfel zeigt eine { $face }
                [one] Die Würfel zeigen nur einen { $face }er
               *[other] Die Würfel zeigen nur { NUMWORD($have) } { $face }er
            }.
        }
    }
columbiz-rule-empty_place = Nenne mindestens ein Feld, z. B. `/place cells:555`.
columbiz-rule-bad_cell = „{ $cell }“ ist kein Feld. Schreib die Würfel, die es kostet, wie `555`, oder Zahl x Zeile, wie `5x3`.
# $by_supply: der Vorrat des Spielers, kleiner als das Limit eines Zuges, ist das, was ihn
# begrenzt (eine Tatsache aus bot/messages/details.py).
columbiz-rule-too_many = { $by_supply ->
        [true] Du hast nur noch { $supply ->
            [one] eine Scheibe
           *[other] { NUMWORD($supply) } Scheiben
        }, aber { NUMWORD($count) } Felder angegeben.
       *[false] Du darfst höchstens { NUMWORD($limit) } Scheiben pro Zug setzen (C8); du hast { NUMWORD($count) } Felder angegeben.
    }
columbiz-rule-occupied = { $own ->
        [true] Auf Feld { $cell } steht schon eine deiner Scheiben.
       *[other] Feld { $cell } ist von { $owner } besetzt.
    }
columbiz-rule-dice_short = { $have ->
        [0] Du hast keine { $face }er mehr; Feld { $cell } braucht { $need ->
            [one] einen
           *[other] { NUMWORD($need) }
        }.
       *[other] Du hast nur { $have ->
            [one] einen { $face }er
           *[other] { NUMWORD($have) } { $face }er
        }; Feld { $cell } braucht { NUMWORD($need) }.
    }

## refusals: what was typed

columbiz-input-cells_empty = Gib die Felder an, auf die du setzen willst, z. B. `555 33`.
columbiz-input-cell_unknown = „{ $token }“ ist kein Feld. Schreib die Würfel, die es kostet, wie `555`, oder Zahl x Zeile, wie `5x3`.
columbiz-input-cell_too_high = „{ $token }“: Kein Feld kostet { $count } Würfel; die oberste Zeile kostet sechs (wie `666666`).
columbiz-input-cell_mixed = „{ $token }“: Ein Feld wird mit Würfeln derselben Zahl bezahlt, wie `555` oder `33`.
columbiz-input-cell_repeated = Feld { $cell } ist doppelt angegeben.
columbiz-input-dice_empty = Gib die Würfel an, die du behalten willst, z. B. `555 33`, oder `-` für keine.
columbiz-input-die_bad = „{ $token }“ ist keine Würfelzahl: Würfel zeigen 1 bis 6.
columbiz-input-dice_too_many = Es gibt nur acht Würfel; du hast { $count } angegeben.
columbiz-input-cells_only_separators = Es wurden keine Felder angegeben, nur Trennzeichen. Gib die Felder an, auf die du setzen willst, z. B. `555 33`.
columbiz-input-dice_only_separators = Es wurden keine Würfel angegeben, nur Trennzeichen. Gib die Würfel an, die du behalten willst, z. B. `555 33`, oder `-` für keine.
columbiz-error-bad_dice_index = Dieser Würfel gehört nicht zum aktuellen Wurf.

## computer players

columbiz-ev-next_turn_computer = 🤖 { $who } ist als Nächstes am Zug.
columbiz-ev-next_turn_away = { $who } ist abwesend: Der Computer übernimmt den Zug.
columbiz-away-back_turn = { $who } ist zurück und am Zug: `/roll` oder **Würfeln** drücken.
columbiz-start-first_turn_computer = 🤖 { $who } beginnt.
columbiz-start-first_turn_away = { $who } beginnt, ist aber abwesend: Der Computer übernimmt den Zug.
columbiz-computer-decision = -# 🤖 { $why }
columbiz-computer-why-first_roll = würfelt alle acht Würfel
columbiz-computer-why-reroll_all = nichts lohnt sich zu behalten: würfelt alle acht neu
# Die Gründe des Computers. $kept_text: die Würfel, die er behält, leer, wenn er keine behält.
columbiz-computer-why-kept = { $kept_text ->
        [none] nichts
       *[other] { $kept_text }
    }
columbiz-computer-why-chasing = behält { columbiz-computer-why-kept } und würfelt { $rolled ->
        [one] den übrigen Würfel
       *[other] die übrigen { NUMWORD($rolled) }
    } neu – Ziel: { LIST($target) }
    .target = `{ $item }`
columbiz-computer-why-keeping = behält { columbiz-computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(die meisten { $face }er)
    } und würfelt { $rolled ->
        [one] den übrigen Würfel
       *[other] die übrigen { NUMWORD($rolled) }
    } neu
columbiz-computer-why-no_placement = noch passt nichts: behält { columbiz-computer-why-kept } und würfelt erneut
columbiz-computer-why-capture = setzt auf { LIST($cells) }, um { $captures ->
        [one] eine Scheibe
       *[other] { NUMWORD($captures) } Scheiben
    } zu schlagen (+{ $capture_points })
    .cells = `{ $item }`
columbiz-computer-why-line = setzt auf { LIST($cells) } für eine Reihe (+{ $line_points })
    .cells = `{ $item }`
columbiz-computer-why-place_safe = setzt auf { LIST($cells) }, außer Reichweite gegnerischer Schläge: alle Felder darüber sind besetzt
    .cells = `{ $item }`
columbiz-computer-why-place_high = setzt weit oben auf { LIST($cells) }; ein Gegner bräuchte { NUMWORD($need) } { $face }er (`{ $capture_cell }`), um { $pieces ->
        [one] sie
       *[other] eine davon
    } zu schlagen
    .cells = `{ $item }`
columbiz-computer-why-place = setzt auf { LIST($cells) }
    .cells = `{ $item }`
columbiz-computer-why-fallback = macht den einfachsten erlaubten Zug
columbiz-computer-why-roll = behält { columbiz-computer-why-kept } und würfelt erneut
columbiz-computer-stand_in-away = 🤖 { $who } ist abwesend: Der Computer ({ $level }) übernimmt diesen Zug.
# $streak: der Spieler hat jetzt mehr als einen Zug in Folge verpasst, aber noch nicht $limit
# (eine Tatsache aus bot/messages/details.py).
columbiz-computer-stand_in-clock = ⏰ Für { $who } ist die Zeit abgelaufen: Der Computer ({ $level }) hat diesen Zug übernommen{ $streak ->
        [true] {" "}({ NUMWORD($missed) } Züge in Folge; ab { NUMWORD($limit) } gilt man als abwesend)
       *[false] {""}
    }.
columbiz-computer-marked_away = { $who } hat { NUMWORD($limit) } Züge in Folge verpasst und ist jetzt als abwesend markiert: Der Computer übernimmt die Züge bis zur Rückkehr (`/columbiz back`).

## the turn clock: time per turn in /columbiz new

columbiz-cmd-new-turn = Zeit pro Zug; läuft sie ab, spielt der Computer diesen Zug
columbiz-cmd-new-turn-3600 = 1 Stunde
columbiz-cmd-new-turn-43200 = 12 Stunden
columbiz-cmd-new-turn-86400 = 24 Stunden
columbiz-cmd-new-turn-259200 = 3 Tage
columbiz-cmd-new-turn-0 = Kein Zeitlimit

## the move log (/columbiz history)

columbiz-hist-title = Columbiz · Spiel #{ $game_id } · Spielprotokoll (Zeiten in UTC)
columbiz-hist-status-lobby = Status: wartet in der Lobby.
columbiz-hist-status-active = Status: läuft.
columbiz-hist-status-finished = Status: beendet am { $time }.
columbiz-hist-status-abandoned = Status: vorzeitig beendet am { $time } ({ $reason }).
columbiz-hist-reason-creator = durch seinen Ersteller
columbiz-hist-reason-manager = durch einen Moderator
columbiz-hist-reason-vote = durch eine Abstimmung der Spieler
columbiz-hist-reason-cancelled = in der Lobby abgesagt
columbiz-hist-reason-rules = nach den Regeln
columbiz-hist-reason-channel_gone = sein Kanal oder Thread wurde gelöscht
columbiz-hist-reason-bot_removed = der Bot hat den Server verlassen oder wurde daraus entfernt
columbiz-hist-opened = Eröffnet am { $time }; gestartet am { $started }.
columbiz-hist-opened_only = Eröffnet am { $time }.
columbiz-hist-rules = Regeln: { $options }. Zeit pro Zug: { $turn }.
columbiz-hist-players = Spieler:
columbiz-hist-player = {"  "}{ $n }. { $name } ({ $colour })
columbiz-hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, Computer: { $level })
columbiz-hist-rolloff = Auswürfeln um den ersten Zug (C5): { $rounds } → { $starter } beginnt.
columbiz-hist-turn = Zug { $turn } · { $name } ({ $colour })
columbiz-hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
columbiz-hist-more = {"  "}{ $pad }       { $what }
columbiz-hist-tag-computer = {"  "}[Computer, { $level }]
columbiz-hist-tag-clock = {"  "}[Zeit abgelaufen: Computer, { $level }]
columbiz-hist-tag-away = {"  "}[abwesend: Computer, { $level }]
columbiz-hist-why = {"  "}{ $pad }       Grund: { $why }
columbiz-hist-rolled-first = würfelt { $dice } (Wurf 1 von 3)
columbiz-hist-rolled-again = behält { $kept }, würfelt { $values }: jetzt { $dice } (Wurf { $n } von 3)
columbiz-hist-rolled-again_none = würfelt alle acht neu: { $dice } (Wurf { $n } von 3)
columbiz-hist-rolled-all_kept = behält alle acht Würfel: { $dice } (Wurf { $n } von 3)
columbiz-hist-kept = behält { $kept }
columbiz-hist-kept_none = behält keine Würfel
columbiz-hist-placed = setzt auf { $cell } ({ $n } × { $face })
columbiz-hist-captured = schlägt mit { $by_cell } { $count ->
        [one] eine Scheibe
       *[other] { NUMWORD($count) } Scheiben
    }: { LIST($victims) }
    .victims = { LIST($cells) } von { $owner }
columbiz-hist-line = Reihe aus { $length } ({ $axis } { $cells }): +{ $points }
columbiz-hist-set_aside = nach dem dritten Wurf passt keine Scheibe: { $count } { $count ->
        [one] Scheibe
       *[other] Scheiben
    } weggelegt (C9)
columbiz-hist-final_round = Vorrat von { $who } leer: letzte Runde (C12)
columbiz-hist-skipped = { $who } hat keine Scheiben mehr und setzt aus
columbiz-hist-scores = {"  "}Punkte nach Zug { $turn }: { $scores }
columbiz-hist-ended = Spielende. Endstand: { $scores }. { SIZE($winners) ->
        [one] Sieger: { LIST($winners) }.
       *[other] Geteilter Sieg: { LIST($winners) }.
    }
columbiz-hist-no_moves = Noch keine Aktionen.

## the picture's labels: short, in the game's language (they must fit the tray; the score pad has icons, no words)

columbiz-picture-roll = Wurf { $n }/3
columbiz-picture-to_roll = würfeln
columbiz-picture-final_round = LETZTE RUNDE
columbiz-picture-game_over = Spielende
columbiz-picture-wins = gewinnt
columbiz-picture-share = teilen den Sieg
columbiz-picture-points = { $n } { $n ->
        [one] Pkt.
       *[other] Pkt.
    }
columbiz-picture-took = schlug { $n }
columbiz-picture-set_aside = { $n } { $n ->
        [one] beiseite
       *[other] beiseite
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-columbiz-ev-can_place = Behalte Würfel und würfle erneut, oder setze mit `place` (allein eingegeben, listet es jede erlaubte Platzierung).
terminal-columbiz-ev-next_turn = { $who }, du bist am Zug: `roll`.
terminal-columbiz-rule-not_rolled = Würfle zuerst: `roll`.
terminal-columbiz-start-first_turn = { $who }, du beginnst: `roll`.

# die Felder einer Reihe, so genannt, dass sie nicht als Reihen 1 bis 4 gelesen werden
terminal-columbiz-ev-line = { $who } wertet eine Reihe aus { NUMWORD($length) } Scheiben ({ $axis }, Felder { LIST($cells) }): +{ $points }.
# `place` allein, wenn gewürfelt ist, aber keine Scheibe zu den Würfeln passt (C7)
terminal-columbiz-rule-empty_place = { columbiz-ev-must_roll }

## die eigenen Texte des Terminals

# eine Platzierung in der Liste, die `place` allein zeigt, nach den Feldern, die sie nennt
terminal-columbiz-place-choice = { $captures ->
        [0] { $line_points ->
            [0] keine Punkte
            [one] +{ $line_points } Reihenpunkt
           *[other] +{ $line_points } Reihenpunkte
        }
       *[other] schlägt { $captures } { $captures ->
            [one] Scheibe
           *[other] Scheiben
        }{ $line_points ->
            [0] {""}
            [one] , +{ $line_points } Reihenpunkt
           *[other] , +{ $line_points } Reihenpunkte
        }
    }
# das Brett als Text: die Wörter bei den Zahlen jedes Spielers
terminal-columbiz-board-left = übrig
terminal-columbiz-board-lines = Reihen
terminal-columbiz-board-captured = gefangen
terminal-columbiz-board-total = gesamt
terminal-columbiz-board-kept = behalten
