### Die eigenen Texte von IceTowers, auf Deutsch: Befehle und Optionen, was eine Aktion bewirkt
### hat, die Regeln in Kürze und die Hilfe, Ablehnungen durch die Regeln und bei Eingaben, und das
### Spielprotokoll.
###
### Die Ids sind die Ids des Codes mit Bindestrichen statt Punkten: text("icetowers.ev.capped") ist
### icetowers-ev-capped. Die Funktionen (LIST, NUMWORD, ...) beschreibt bot/messages/__init__.py.
### Türme heißen in jeder Sprache T1, T2, ... (so nennen die Spieler sie untereinander).
###
### Wortschatz: Pyramide (klein, mittel, groß), Turm, oberste Pyramide, kontrollieren, Position
### (von unten gezählt), Aufsetzen (/cap), Herausziehen (/mine), Teilen (/split), fertig melden
### (/done), passen (/pass), Stellung, Aktion; Zug nur für die Reihe eines Spielers im Modus reihum.
### Die Größe steht ungebeugt in Klammern hinter dem Turm: "T7 (klein)".

## the game, its commands and options

icetowers-cmd = IceTowers, das Pyramiden-Stapelspiel, in diesem Kanal spielen
icetowers-name = IceTowers
icetowers-cmd-rules = Die Regeln von IceTowers in Kürze
icetowers-cmd-help = Wie man IceTowers mit diesem Bot spielt
icetowers-cmd-new = Eine neue Partie IceTowers in diesem Kanal eröffnen
icetowers-cmd-new-seats = Wie viele Spieler (2-4); ist das Spiel voll, startet es von selbst
icetowers-cmd-new-stash = Pyramiden je Größe und Spieler: 1-5 (Standard 5; weniger ergeben eine kürzere Partie)
icetowers-cmd-new-mode = Ob alle jederzeit handeln oder reihum gespielt wird (Standard: Echtzeit)
icetowers-cmd-new-mode-realtime = Echtzeit: Jeder darf jederzeit handeln
icetowers-cmd-new-mode-turns = Reihum: pro Zug eine Aktion oder passen, in Sitzreihenfolge
icetowers-cmd-new-free_mining = Herausgezogene Pyramiden dürfen allein stehen, auch wenn sie aufsetzen könnten (Standard: nein)
icetowers-cmd-new-idle = Echtzeit: nach wie langer Untätigkeit jemand als fertig gilt (Standard: 24 Std.)
icetowers-cmd-new-idle-3600 = 1 Stunde
icetowers-cmd-new-idle-43200 = 12 Stunden
icetowers-cmd-new-idle-86400 = 24 Stunden
icetowers-cmd-new-idle-259200 = 3 Tage
icetowers-cmd-cap = IceTowers: eine deiner allein stehenden Pyramiden auf den Turm eines anderen setzen
icetowers-cmd-mine = IceTowers: deine Pyramide aus einem Turm ziehen, den du nicht kontrollierst
icetowers-cmd-split = IceTowers: einen Turm zwischen zwei Pyramiden einer fremden Farbe teilen
icetowers-cmd-done = IceTowers: dich fertig melden (das Spiel endet, wenn alle fertig sind)
icetowers-cmd-pass = IceTowers, Modus reihum: deinen Zug auslassen
icetowers-cmd-move = Wähle aus der Liste: Sie zeigt nur, was du jetzt tun darfst und was es ändert

## sizes and towers

icetowers-size-1 = klein
icetowers-size-2 = mittel
icetowers-size-3 = groß

## lobby and start

icetowers-lobby-options = { $mode ->
        [turns] reihum
       *[realtime] Echtzeit
    }; { $stash } { $stash ->
        [one] Pyramide
       *[other] Pyramiden
    } je Größe und Spieler{ $free_mining ->
        [true] ; freies Herausziehen
       *[false] {""}
    }
icetowers-start-realtime = Los geht's! Jeder darf jederzeit handeln: `/cap`, `/mine`, `/split`. Hast du nichts mehr vor, melde dich mit `/done` fertig; das Spiel endet, sobald alle fertig sind.
icetowers-start-turns = Auswürfeln um den ersten Zug: { JOIN($rounds, separator: " / dann ") } → **{ $starter }** beginnt.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
icetowers-start-colours = Farben: { $colours }.
icetowers-start-colour = { $who } { $colour }

## what an action did (one line each)

icetowers-ev-capped = { $who } setzt T{ $piece } ({ $size }) auf T{ $target }.
icetowers-ev-mined = { $who } zieht die Pyramide an Position { $position } ({ $size }) aus T{ $tower } heraus und setzt sie auf T{ $target }.
icetowers-ev-mined-alone = { $who } zieht die Pyramide an Position { $position } ({ $size }) aus T{ $tower } heraus; sie steht jetzt allein als T{ $alone }.
icetowers-ev-split = { $who } teilt T{ $tower } oberhalb von Position { $position }; der obere Teil ist jetzt T{ $upper }.
icetowers-ev-control = T{ $tower } → { $to }
icetowers-ev-control-line = Kontrollwechsel: { $changes }.
icetowers-ev-done = { $who } ist fertig ({ $count }/{ $players }).
icetowers-ev-passed = { $who } passt ({ $passes }/{ $players } in Folge).
icetowers-ev-idle = { LIST($who) } { SIZE($who) ->
        [one] hat
       *[other] haben
    } { DURATION($seconds) } lang nichts getan und { SIZE($who) ->
        [one] gilt
       *[other] gelten
    } als fertig (I10).
icetowers-ev-ended = Spielende{ $reason ->
        [stuck] : Niemand kann mehr etwas tun
        [passes] : Alle haben gepasst
       *[done] : Alle sind fertig
    }. Endstand: { $scores }. { SIZE($winners) ->
        [one] **{ $winners }** gewinnt!
       *[other] **{ LIST($winners) }** teilen sich den Sieg!
    }
icetowers-ev-score = { $who } { $total }
icetowers-turn = { $who }, du bist am Zug: `/cap`, `/mine`, `/split` oder `/pass`.
icetowers-turn-none = { $who }, du bist am Zug, hast aber keine mögliche Aktion: Passe mit `/pass`.
icetowers-away-back_turn = { $who } ist zurück und am Zug: `/cap`, `/mine`, `/split` oder `/pass`.
icetowers-turn-computer = 🤖 { $who } ist als Nächstes dran.
icetowers-turn-away = { $who } ist abwesend: Der Computer handelt an seiner Stelle.
icetowers-computer-stand_in-away = 🤖 { $who } ist abwesend: Der Computer ({ $level }) handelt an seiner Stelle.
icetowers-computer-stand_in-clock = ⏰ Für { $who } ist die Zeit abgelaufen: Der Computer ({ $level }) hat an seiner Stelle gehandelt{ $streak ->
        [true] {" "}({ NUMWORD($missed) } Züge in Folge; ab { NUMWORD($limit) } gilt man als abwesend)
       *[false] {""}
    }.
icetowers-computer-marked_away = { $who } hat { NUMWORD($limit) } Züge in Folge verpasst und ist jetzt als abwesend markiert: Der Computer handelt bis zur Rückkehr an seiner Stelle (`/icetowers back`).
icetowers-computer-why-nothing_better = -# 🤖 { $who }: Keine Aktion wäre jetzt mehr wert als aufzuhören
icetowers-computer-why-no_gain = -# 🤖 { $who }: Keine Aktion brächte Punkte ein
icetowers-computer-why-no_moves = -# 🤖 { $who }: Keine Aktion möglich

## looking

icetowers-status-realtime = jeder darf jederzeit handeln · fertig: { $done }
icetowers-status-nobody = niemand
icetowers-status-turn = { $who } ist am Zug ({ $passes ->
        [0] zuletzt hat niemand gepasst
        [one] zuletzt hat einer gepasst
       *[other] zuletzt haben { $passes } nacheinander gepasst
    })
icetowers-status-over = beendet
icetowers-standings-caption = Spiel #{ $game_id }: { $scores }
icetowers-standings-row = { $who } { $total } ({ $towers } { $towers ->
        [one] Turm
       *[other] Türme
    })

## what the list of moves says

icetowers-choice-cap = T{ $piece } auf T{ $target }
icetowers-choice-mine = T{ $tower }, Position { $position } → T{ $target }
icetowers-choice-mine-alone = T{ $tower }, Position { $position } → allein
icetowers-choice-split = T{ $tower } oberhalb von Position { $position }
icetowers-choice-effect = { $move }: { $gain ->
        [0] keine Änderung für dich
       *[other] { $sign }{ $gain } für dich
    }{ $take ->
        [0] {""}
       *[other] , du übernimmst { $take ->
            [one] einen Turm
           *[other] { $take } Türme
        }
    }

## refusals: the rules (engine RuleError codes)

icetowers-rule-game_over = Das Spiel ist vorbei.
icetowers-rule-bad_step = Das ist keine Aktion von IceTowers.
icetowers-rule-wrong_mode = { $mode ->
        [turns] Diese Partie wird reihum gespielt: Wenn du nichts tun kannst oder willst, passe mit `/pass`.
       *[realtime] In dieser Partie darf jeder jederzeit handeln: Es gibt keinen Zug, den du auslassen könntest. Hast du nichts mehr vor, melde dich mit `/done` fertig.
    }
icetowers-rule-not_your_turn = Du bist nicht am Zug.
icetowers-rule-no_tower = Einen Turm T{ $tower } gibt es gerade nicht (vielleicht wurde er eben auf einen anderen gesetzt, oder es gab ihn nie): Wähle aus der Liste.
icetowers-rule-bad_position = T{ $tower } { $height ->
        [one] besteht nur aus einer Pyramide
       *[other] hat nur { $height } Pyramiden
    }: Eine Position { $position } gibt es darin nicht.
icetowers-rule-not_alone = T{ $tower } steht nicht mehr allein: Aufsetzen kann nur eine allein stehende Pyramide (I5).
icetowers-rule-not_yours = { $position ->
        [none] T{ $tower } ist eine Pyramide von { $owner }, nicht deine: Wähle eine eigene aus der Liste (die Türme können sich geändert haben, seit du hingesehen hast, I8).
       *[other] Die Pyramide an Position { $position } von T{ $tower } gehört { $owner }, nicht dir: Wähle neu aus der Liste (der Turm kann sich geändert haben, seit du hingesehen hast, I8).
    }
icetowers-rule-controls = Du kontrollierst T{ $tower }: Herausziehen darfst du nur aus einem Turm, dessen oberste Pyramide einem anderen Spieler gehört (I6).
icetowers-rule-too_few = Um aus T{ $tower } etwas herauszuziehen, brauchst du darin mindestens zwei eigene Pyramiden (I6).
icetowers-rule-same_tower = Eine Pyramide wird auf einen anderen Turm gesetzt, nicht auf ihren eigenen.
icetowers-rule-own_top = Oben auf T{ $tower } liegt deine eigene Farbe: Du darfst nur auf die Pyramide eines anderen Spielers setzen (I5).
icetowers-rule-too_big = Die oberste Pyramide von T{ $tower } ist kleiner als deine: Setze nur auf eine gleich große oder größere (I5).
icetowers-rule-must_cap = Diese Pyramide kann auf { SIZE($towers) ->
        [one] einen anderen Turm
       *[other] andere Türme
    } gesetzt werden ({ LIST($towers) }), also musst du das auch tun (I6).
    .towers = T{ $item }
icetowers-rule-not_pair = In T{ $tower } liegen an dieser Stelle nicht zwei Pyramiden derselben Farbe aufeinander.
icetowers-rule-own_colour = Zwischen zwei Pyramiden deiner eigenen Farbe darfst du nie teilen (I7).
icetowers-rule-repeat = Damit käme eine Stellung zurück, die es in dieser Partie schon gab (I9).
icetowers-input-move = Wähle eine Aktion aus der Liste oder gib ihre Türme ein, z. B. `T7 T3`.
icetowers-input-none = Eine solche Aktion hast du gerade nicht.

## the rules in short, and the help

icetowers-rules-text = **IceTowers** (Andrew Looney), für 2–4 Spieler.
    • Jeder Spieler hat Pyramiden seiner Farbe in drei Größen: klein (1 Punkt), mittel (2) und groß (3), je 5 Stück (eine Partie kann mit weniger gespielt werden). Zu Beginn steht jede Pyramide allein. Ein Stapel aus Pyramiden ist ein **Turm**, benannt T1, T2, …; wem die oberste Pyramide gehört, der **kontrolliert** ihn (I1–I4).
    • **Aufsetzen** (I5): Setze eine deiner allein stehenden Pyramiden auf einen anderen Turm, dessen oberste Pyramide einem anderen Spieler gehört und gleich groß wie deine oder größer ist.
    • **Herausziehen** (I6): Aus einem Turm, den du nicht kontrollierst und in dem mindestens zwei deiner Pyramiden stecken, ziehst du eine davon heraus und setzt sie nach denselben Bedingungen auf einen anderen Turm. Nur wenn das bei keinem Turm geht, bleibt sie allein stehen (Option `free_mining`: Sie darf es immer).
    • **Teilen** (I7): Wo zwei Pyramiden einer Farbe, die nicht deine ist, direkt aufeinanderliegen, teilst du den Turm zwischen ihnen; der obere Teil wird ein neuer Turm.
    • Jeder handelt, wann er will, aber immer eine Aktion nach der anderen (I8). Keine Aktion darf eine Stellung zurückbringen, die es in der Partie schon gab (I9).
    • **Ende** (I10): Hast du nichts mehr vor, melde dich mit `/done` fertig; jede Aktion hebt alle Fertigmeldungen auf. Die Partie endet, wenn alle fertig sind oder niemand mehr handeln kann.
    • **Wertung** (I11): Du bekommst die Punkte jeder Pyramide, egal welcher Farbe, in den Türmen, die du kontrollierst (auch eine allein stehende Pyramide ist ein Turm). Die höchste Summe gewinnt; bei Gleichstand teilt man sich den Sieg.
    • **Modus reihum** (I12): pro Zug eine Aktion oder passen, in Sitzreihenfolge; die Partie endet, wenn alle nacheinander gepasst haben oder niemand mehr handeln kann.
icetowers-help-text = **IceTowers hier spielen**
    • `/icetowers new` eröffnet eine Partie (Optionen: `seats`, `stash` Pyramiden je Größe, `mode` Echtzeit oder reihum, `free_mining`, `idle`, `language`); die anderen drücken **Beitreten**.
    • `/cap`, `/mine`, `/split`: Wähle die Aktion aus der Liste; sie zeigt nur, was du jetzt tun darfst und was es für dich ändert. Du kannst auch die Turmnummern eintippen, z. B. `/cap move:T7 T3`.
    • `/done`, wenn du nichts mehr vorhast (Echtzeit); `/pass`, um deinen Zug auszulassen (reihum).
    • `/icetowers addbot` setzt einen Computerspieler an den Tisch (leicht, normal, schwer). In Echtzeit handelt er kurz nach der letzten Aktion und meldet sich fertig, wenn sich nichts mehr lohnt; reihum spielt er seinen Zug sofort.
    • Nach jeder Aktion zeigt das Bild jeden Turm mit seiner Nummer und wer ihn kontrolliert, dazu die Punkte.
    • `/icetowers board` zeigt die Partie nur dir; `/icetowers standings` zeigt die Punkte.

## the move log (/icetowers history)

icetowers-hist-title = IceTowers · Spiel #{ $game_id }
icetowers-hist-players = Spieler:
icetowers-hist-player = { $n }. { $name } ({ $colour })
icetowers-hist-player_computer = { $n }. { $name } ({ $colour }, Computer: { $level })
icetowers-hist-tag-computer = [Computer, { $level }]
icetowers-hist-tag-clock = [Zeit abgelaufen: Computer, { $level }]
icetowers-hist-tag-away = [abwesend: Computer, { $level }]
icetowers-hist-tag-idle = [untätig: gilt als fertig]
icetowers-hist-move = { $time }  #{ PADEND($seq, 3) } { $what }
icetowers-hist-ended = Endstand: { $scores }. Gewonnen von { LIST($winners) }.

## die Wörter im Bild

icetowers-picture-tower = T{ $n }
icetowers-picture-game_over = Spielende
icetowers-picture-wins = gewinnt
icetowers-picture-share = teilen den Sieg
icetowers-picture-points = { $n } { $n ->
        [one] Pkt.
       *[other] Pkt.
    }

## im Terminal (bash bot/run.sh --local)

# `cap`, `mine` oder `split` allein, wenn der Spieler keine solche Aktion hat
terminal-icetowers-none = Eine `{ $move }`-Aktion hast du gerade nicht.
# eine Aktion ohne die Türme, die sie braucht; $example ist eine derselben Art
terminal-icetowers-how = Gib die Türme deiner Aktion an, etwa `{ $example }`; `{ $move }` allein zeigt die, die du jetzt machen kannst.
# auf dem Brett als Text, nach den Punkten eines Spielers: seine Türme aus einer Pyramide (I4)
terminal-icetowers-alone = allein: { $towers }
# das Brett als Text: die Wörter bei den Zahlen jedes Spielers
terminal-icetowers-done = fertig
terminal-icetowers-to_act = am Zug

## The seat colours, in seating order (I1).
icetowers-colour-purple = lila
icetowers-colour-blue = blau
icetowers-colour-grey = grau
icetowers-colour-black = schwarz
