### Texte des gemeinsamen Bots, auf Deutsch: die Kommandozeile, die Lobby- und Anzeigebefehle
### jedes Spiels, Ablehnungen des Dienstes, Zustellung, Erinnerungen und Hinweise, abwesende
### Spieler, Spielprotokoll, Revanchen und Ranglisten über alle Spiele.
###
### Die Ids sind die Ids des Codes mit Bindestrichen statt Punkten: text("delivery.resumed") ist
### delivery-resumed. Flags ($waiting, $own, ...) wählen [true] oder [false]; ein nicht übergebenes
### Detail wählt [none]. Die Funktionen (LIST, NUMWORD, ...) beschreibt bot/messages/__init__.py.
###
### Wortschatz: Spielbrett/Brett, Feld, Spalte, Zeile (waagerecht), Reihe (gewertete Linie aus
### 3+ Scheiben), Scheibe, Würfel, Wurf/würfeln, behalten, schlagen/gefangen, Vorrat,
### Wertungsblock, Zug (ein Spieler ist am Zug), Runde.

## building blocks

fmt-list = { LIST($items) }
fmt-duration = { $seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($seconds) }
    }
-no-time-limit = kein Zeitlimit
# Eine Anzahl, wie der Bot sie im Fließtext schreibt (über NUMWORD($n)): kleine Zahlen in
# Worten, größere in Ziffern. Für 1 wählen die Texte selbst "ein/eine/einen" über [one].
fmt-numword = { $n ->
        [0] keine
        [1] eins
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
        [8] acht
        [9] neun
        [10] zehn
        [11] elf
        [12] zwölf
       *[other] { $n }
    }

## command line

cli-no_token =
    DISCORD_TOKEN ist nicht gesetzt, daher kann sich der Bot nicht anmelden.
    1. Lege unter https://discord.com/developers/applications eine Anwendung mit ihrem Bot an.
    2. Kopiere das Token des Bots in eine Datei namens .env in diesem Verzeichnis:
           DISCORD_TOKEN=dein-token-hier
       (.env.example zählt alle Einstellungen auf) oder setze die Umgebungsvariable DISCORD_TOKEN.
    3. Starte ihn erneut: `bash bot/run.sh` (oder `python -m bot` in der .venv des Projekts).
    Oder probiere zuerst eine Partie hier im Terminal aus, ohne Discord und ohne Token: `bash bot/run.sh --local`.
cli-bad_setting = Die Einstellung { $name } ist ungültig: { $problem }
cli-bad_setting-integer = Sie muss eine ganze Zahl sein (angegeben: '{ $value }')
cli-bad_setting-url = Sie muss eine http(s)/ws(s)-URL sein (angegeben: '{ $value }')
cli-bad_setting-positive = Sie muss eine positive ganze Zahl sein (angegeben: '{ $value }')
cli-bad_setting-turn_seconds = Sie muss 0 (kein Zeitlimit) oder eine Zahl von { $min } bis { $max } Sekunden sein (angegeben: '{ $value }')
cli-bad_setting-level = Sie muss DEBUG, INFO, WARNING oder ERROR sein (angegeben: '{ $value }')
cli-bad_setting-database_url = Sie muss eine postgresql://-URL sein (angegeben: '{ $value }')
cli-bad_setting-shard_ids = Sie muss Shard-Nummern von 0 bis SHARD_COUNT − 1 durch Kommas getrennt aufzählen, und SHARD_COUNT muss gesetzt sein (angegeben: '{ $value }', SHARD_COUNT { $count })
cli-bad_env_file = Die Einstellungsdatei { $path } ist nicht verwendbar: { $problem }
cli-bad_env_file-unreadable = Sie kann nicht gelesen werden ({ $reason })
cli-bad_env_file-encoding = Zeile { $line } ist kein UTF-8-Text (Byte { $byte }); speichere die Datei als UTF-8
cli-login_failed = Discord hat das Token (DISCORD_TOKEN) abgelehnt. Kopiere es noch einmal aus dem Developer Portal.
cli-privileged = Discord hat die Verbindung wegen der Intents abgelehnt; dieser Bot braucht keine privilegierten Intents, prüfe also DISCORD_GATEWAY_URL und die Einstellungen des Bots.
cli-unreachable = Discord ist unter { $url } nicht erreichbar ({ $reason }). Prüfe die Internetverbindung dieses Rechners (und DISCORD_API_BASE, falls gesetzt) und starte den Bot dann erneut.
cli-bad_database =
    Die Datenbank { $path } kann nicht verwendet werden: { $problem }.
    Behebe das oder setze DATABASE_PATH (in .env oder in der Umgebung) auf eine andere Datei.
cli-bad_database-is_folder = Sie ist ein Ordner, keine Datei
cli-bad_database-not_a_file = Sie ist keine reguläre Datei
cli-bad_database-folder_is_file = Ihr Ordner { $folder } ist eine Datei
cli-bad_database-folder_not_created = Ihr Ordner { $folder } kann nicht angelegt werden ({ $reason })
cli-bad_database-folder_not_writable = In ihren Ordner { $folder } kann nicht geschrieben werden ({ $reason }); SQLite legt seine Journaldateien neben der Datenbank ab
cli-bad_database-read_only = Die Datei kann nicht zum Schreiben geöffnet werden ({ $reason })
cli-bad_database-unreadable = Die Datei kann nicht gelesen werden ({ $reason })
cli-bad_database-busy = Ein anderes Programm hält sie gesperrt ({ $reason })
cli-bad_database-not_sqlite = Sie ist keine SQLite-Datenbank
cli-bad_database-damaged = Die Datei ist beschädigt (die Prüfung von SQLite meldet: { $detail }); stelle sie aus einer Sicherung wieder her
cli-bad_database-too_new = Sie wurde von einer neueren Version des Bots geschrieben (Schema { $found }; diese Version kennt bis { $known }); starte jene Version oder stelle eine Sicherung wieder her
cli-bad_postgres =
    Die PostgreSQL-Datenbank { $url } kann nicht verwendet werden: { $problem }.
    Behebe das oder setze DATABASE_URL (in .env oder in der Umgebung) auf eine andere Datenbank; lass es leer, um die Spiele in der SQLite-Datei zu halten.
cli-bad_postgres-unreachable = der Bot kann sich nicht mit ihr verbinden ({ $reason })
cli-bad_postgres-too_new = sie wurde von einer neueren Version des Bots geschrieben (Schema { $found }; diese Version kennt bis { $known }); starte jene Version
cli-migrate-usage =
    Aufruf: python -m bot.migrate SQLITE_DATEI POSTGRESQL_URL
    Kopiert alle Spiele (Plätze, Zugprotokoll, Abstimmungen, Einstellungen, noch ausstehende Nachrichten) aus der SQLite-Datei in eine leere PostgreSQL-Datenbank und prüft die Kopie. Halte den Bot vorher an.
cli-migrate-no_source = { $path } gibt es nicht. Gib die SQLite-Datei des Bots an: seinen DATABASE_PATH oder columbiz.sqlite3 im Ordner, in dem der Bot läuft.
cli-migrate-bad_source = Die SQLite-Datei { $path } kann nicht kopiert werden: { $problem }.
cli-migrate-bad_target = Die PostgreSQL-Datenbank { $url } kann nicht verwendet werden: { $problem }.
cli-migrate-not_empty = { $url } enthält bereits Spiele: migriere in eine leere Datenbank.
cli-migrate-count = Die Kopie der Tabelle { $table } hat { $copied } { $copied ->
        [one] Zeile
       *[other] Zeilen
    } statt { $expected }.
cli-migrate-audit = { $games } { $games ->
        [one] kopiertes Spiel stimmt
       *[other] kopierte Spiele stimmen
    } nicht; Spiel #{ $game_id }: { $problem }
cli-migrate-done = Kopierte Spiele: { $games } ({ $seats } { $seats ->
        [one] Platz
       *[other] Plätze
    }, { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }, { $posts } { $posts ->
        [one] gesendete oder ausstehende Nachricht
       *[other] gesendete oder ausstehende Nachrichten
    }); jedes Spiel ergibt nachgespielt seinen gespeicherten Stand. Starte den Bot mit gesetztem DATABASE_URL.

## command and option descriptions

cmd-join = Einen Platz im Spiel dieses Kanals einnehmen
cmd-leave = Das Spiel dieses Kanals vor dem Start verlassen
cmd-start = Das Spiel starten (wer es eröffnet hat)
cmd-board = Das aktuelle Spielbrett zeigen (nur dir)
cmd-standings = Der Wertungsblock und die beendeten Spiele dieses Servers
cmd-language = Die Sprache der Beiträge und Bilder des Spiels (Standard: deine)
cmd-abandon = Das Spiel dieses Kanals beenden (Ersteller, Abstimmung oder „Kanäle verwalten“)

## buttons

button-join = Beitreten
button-leave = Verlassen
button-start = Starten

## lobby and start

# $full (eine Tatsache aus bot/messages/details.py): alle Plätze sind belegt; $waiting: das Spiel
# wartet noch in seiner Lobby (eine Revanche, deren andere Plätze alle Computer sind, wartet auf
# das Starten durch ihren Ersteller).
lobby-text = **{ $creator }** hat eine Partie { $game } (#{ $game_id }) für { NUMWORD($seats) } Spieler eröffnet.
    Regeln: { $options }.
    Sprache: { $language }.
    { $clock ->
        [idle] Gilt als fertig nach:{" "}
       *[turn] Zeit pro Zug:{" "}
    }{ $turn_seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($turn_seconds) }
    }.
    Am Tisch ({ $count }/{ $seats }): { LIST($players) }.{ $full ->
       *[false] {""}
            Drücke **Beitreten** (oder `/{ $kind } join`), um einen Platz einzunehmen; { $creator } kann Computerspieler hinzufügen (`/{ $kind } addbot`) und **Starten** drücken, sobald alle da sind. Ist das Spiel voll, startet es von selbst.
        [true] { $waiting ->
            [true] {""}
                Alle Plätze sind belegt: { $creator } drückt **Starten** (oder `/{ $kind } start`).
           *[false] {""}
        }
    }
lobby-joined = { $who } ist dem Spiel beigetreten ({ $count }/{ $seats }).
lobby-left = { $who } hat das Spiel verlassen ({ $count }/{ $seats }).
lobby-cancelled = { $who } hat die Lobby geschlossen; das Spiel fällt aus.

## looking

board-caption = Spiel #{ $game_id } · { $turn ->
        [none] { $status }
       *[other] Zug { $turn } · { $status }
    }
board-lobby = Das Spiel in diesem Kanal hat noch nicht begonnen.
standings-finished_title = Beendete Spiele auf diesem Server:
standings-finished_row = #{ $game_id } · { $scores } · gewonnen von { $winners }
standings-none = Hier läuft kein Spiel, und auf diesem Server wurde noch kein Spiel beendet.

## abandoning

abandon-ended = { $who } hat das Spiel abgebrochen. Sein Protokoll bleibt erhalten.
abandon-vote = { $who } stimmt für den Abbruch des Spiels ({ $votes }/{ $needed } { $needed ->
        [one] nötigen Stimme der anderen Spieler
       *[other] nötigen Stimmen der anderen Spieler
    }).
abandon-voted_out = { $who } hat abgestimmt, und die Spieler sind sich einig: Das Spiel wird abgebrochen.

## refusals: the service

error-no_game = In diesem Kanal gibt es kein Spiel. Eröffne eins mit `/{ $kind } new`.
error-game_exists = In diesem Kanal gibt es schon ein Spiel (#{ $game_id }). Beende es zuerst oder brich es ab – oder spiel in einem anderen Kanal oder Thread.
error-not_in_game = Du spielst in diesem Spiel nicht mit.
error-not_your_turn = { $current } ist am Zug.
error-already_joined = Du hast in diesem Spiel schon einen Platz.
error-lobby_full = Dieses Spiel ist voll.
error-not_in_lobby = Dieses Spiel hat schon begonnen: Die Plätze lassen sich nicht mehr ändern.
error-not_creator = Das darf nur, wer das Spiel eröffnet hat.
error-not_enough_players = Zum Starten braucht es mindestens zwei Spieler (Menschen oder Computerspieler: `/{ $kind } addbot`).
error-game_not_active = { $status ->
        [lobby] Dieses Spiel hat noch nicht begonnen: Wer es eröffnet hat, startet es mit **Starten** oder `/{ $kind } start`.
       *[other] Dieses Spiel läuft nicht mehr.
    }
error-other_game = In diesem Kanal läuft { $game }, und dieser Befehl ist ein Zug in { $used }. `/{ $kind } help` zeigt, was du in { $game } tun kannst.
error-stale = Das Brett hat sich geändert, seit diese Buttons gepostet wurden: Nimm die neueste Nachricht oder sieh es dir mit `/{ $kind } board` an.
error-no_permission = { $reason ->
        [away] Du bist in diesem Spiel als abwesend markiert: Hol dir zuerst mit `/{ $kind } back` deinen Platz zurück.
       *[other] Das darfst du in diesem Spiel nicht.
    }
error-already_voted = { $target_user_id ->
        [none] Du hast schon für den Abbruch dieses Spiels gestimmt.
       *[other] Du hast schon dafür gestimmt, den Platz von <@{ $target_user_id }> dem Computer zu übergeben ({ $votes }/{ $needed } { $needed ->
            [one] Stimme
           *[other] Stimmen
        }).
    }
error-bad_options = Diese Spieloptionen sind ungültig.
error-bad_turn_time = Das Zeitlimit muss mindestens { $min } und höchstens { $max } betragen (nicht { $value }).
error-unknown_level = „{ $level }“ ist keine Spielstärke: Wähle { LIST($levels, style: "or") }.
    .levels = { $item ->
        [easy] { level-easy }
        [normal] { level-normal }
        [hard] { level-hard }
       *[other] `{ $item }`
    }
error-not_a_computer = Dieser Platz gehört keinem Computerspieler.
error-no_computer = Es gibt keinen Computerspieler, den man entfernen könnte.
error-no_human = Ein Spiel braucht mindestens einen Menschen.
error-not_away = Du bist in diesem Spiel nicht als abwesend markiert.
error-already_away = { $name } ist schon als abwesend markiert.
error-cannot_vote_self = Du kannst nicht dafür stimmen, deinen eigenen Platz dem Computer zu übergeben.
error-target_not_in_game = Diese Person spielt in diesem Spiel nicht mit.
error-no_turns_to_hand = In dieser Partie darf jeder jederzeit handeln, also wartet niemand auf { $name }: Es gibt keinen Zug, den der Computer übernehmen könnte.{ $idle ->
        [none] { "" }
       *[other] { " " }Sobald alle Spieler { DURATION($idle) } lang nichts getan haben, endet die Partie von selbst.
    }
error-target_is_computer = { $name } ist schon ein Computerspieler.
error-rematch_exists = Für dieses Spiel ist schon eine Revanche eröffnet.
error-game_not_finished = Dieses Spiel ist noch nicht beendet.
error-bad_notify = „{ $mode }“ ist keine Art der Benachrichtigung: Wähle { LIST($modes, style: "or") }.
    .modes = { $item ->
        [mention] eine Erwähnung im Kanal
        [dm] eine Direktnachricht
        [none] nichts
       *[other] `{ $item }`
    }
error-unknown = Das geht gerade nicht ({ $code }).
error-internal = Bei mir ist etwas schiefgegangen. Das Spiel ist sicher: Versuch es noch einmal oder sieh es dir mit `/{ $kind } board` an.
error-missing_permissions = Ich kann in diesem Kanal nicht spielen: { SIZE($missing) ->
        [one] Mir fehlt hier die Berechtigung
       *[other] Mir fehlen hier die Berechtigungen
    } { LIST($missing) }. Bitte einen Moderator, sie mir zu erteilen, oder spiel in einem anderen Kanal.
ack-posted = Erledigt: Siehe die Nachricht unten.
ack-queued = Gespeichert. Die Nachricht dazu erscheint gleich im Kanal, nach den Nachrichten davor.
error-send_failed = Gespeichert: Du musst es nicht wiederholen. Ich konnte die Nachricht gerade nicht hier posten; sie erscheint, sobald ich wieder posten kann (`/{ $kind } board` zeigt den aktuellen Stand).
delivery-resumed = 🔓 Ich kann hier wieder posten: Die Zugzeit läuft ab jetzt weiter.
error-outdated = Dieser Befehl wurde gerade geändert, und Discord zeigt noch den alten. Versuch es in einer Minute noch einmal (oder starte Discord neu).
error-game_gone = Dieses Spiel ist vorbei; diese Buttons bewirken nichts mehr.
error-not_here = Columbiz wird in den Textkanälen und Threads eines Servers gespielt.
perm-send_messages = „Nachrichten senden“
perm-send_messages_in_threads = „Nachrichten in Threads senden“
perm-attach_files = „Dateien anhängen“
perm-embed_links = „Links einbetten“
perm-view_channel = „Kanal ansehen“

## refusals: the rules (engine RuleError codes)

rule-bad_action = Das ist keine Aktion dieses Spiels.
rule-bad_config = Diese Spieloptionen sind ungültig.
rule-bad_state = Der gespeicherte Stand dieses Spiels konnte nicht gelesen werden.

## computer players

cmd-addbot = Einen Computerspieler zur Lobby hinzufügen (wer sie eröffnet hat)
cmd-addbot-level = Wie stark er spielt
cmd-addbot-level-easy = Leicht: spielt vernünftig, für Einsteiger schlagbar
cmd-addbot-level-normal = Normal: gierig, achtet auf Punkte und Sicherheit
cmd-addbot-level-hard = Schwer: denkt mehrere Züge voraus
cmd-removebot = Den zuletzt hinzugefügten Computerspieler aus der Lobby nehmen
button-addbot = Computer hinzufügen
level-easy = leicht
level-normal = normal
level-hard = schwer
computer-seat-easy = Computer (leicht)
computer-seat-normal = Computer (normal)
computer-seat-hard = Computer (schwer)
lobby-computer = 🤖 **{ $name }**
lobby-computer_added = { $who } hat 🤖 **{ $name }** ({ $level }) an den Tisch gesetzt ({ $count }/{ $seats }).
lobby-computer_removed = { $who } hat 🤖 **{ $name }** aus dem Spiel genommen ({ $count }/{ $seats }).

## the turn clock, reminders, notify

remind-channel = ⏳ { $who }, du bist in Spiel #{ $game_id } immer noch am Zug: Die Zeit läuft <t:{ $deadline }:R> ab (dann spielt der Computer den Zug für dich).
remind-dm = ⏳ Du bist in Spiel #{ $game_id } ({ $link }) immer noch am Zug: Die Zeit läuft <t:{ $deadline }:R> ab (dann spielt der Computer den Zug für dich).
notify-turn_dm = 🎲 Du bist in Spiel #{ $game_id } am Zug: { $link }
cmd-notify = Wie du erfährst, dass du am Zug bist (in allen Spielen)
cmd-notify-mode = Erwähnung im Kanal, Direktnachricht oder nichts
cmd-notify-mode-mention = Erwähne mich im Kanal (Standard)
cmd-notify-mode-dm = Schick mir eine Direktnachricht
cmd-notify-mode-none = Nichts: Ich schaue selbst nach
notify-set-mention = Ab jetzt wirst du im Kanal erwähnt, wenn du am Zug bist und wenn deine Zeit abläuft.
notify-set-dm = Ab jetzt schicke ich dir eine Direktnachricht, wenn du am Zug bist und wenn deine Zeit abläuft (oder erwähne dich im Kanal, falls deine Direktnachrichten geschlossen sind).
notify-set-none = Ab jetzt wirst du nicht benachrichtigt: Schau selbst mit `/{ $kind } mygames` nach.

## away players

cmd-back = Deinen Platz vom Computer zurückholen
cmd-away = Dafür stimmen, den Platz eines abwesenden Spielers dem Computer zu übergeben
cmd-away-player = Der abwesende Spieler
away-back = { $who } ist zurück und spielt die eigenen Züge wieder selbst.
away-vote = { $voter } stimmt dafür, den Platz von { $target } dem Computer zu übergeben ({ $votes }/{ $needed } { $needed ->
        [one] nötigen Stimme
       *[other] nötigen Stimmen
    }).
away-marked = Die Spieler sind sich einig: { $target } ist als abwesend markiert, und der Computer übernimmt die Züge bis zur Rückkehr (`/{ $kind } back`).

## history

cmd-history = Das ganze Spielprotokoll des Spiels dieses Kanals (oder eines beendeten) als Datei
cmd-history-game_id = Die Nummer eines Spiels dieses Servers (Standard: das dieses Kanals)
history-sent = Das Spielprotokoll von Spiel #{ $game_id } ({ $moves } { $moves ->
        [one] Aktion
       *[other] Aktionen
    }).
history-not_found = Auf diesem Server gibt es kein Spiel #{ $game_id }.
history-hidden = Du kannst den Kanal von Spiel #{ $game_id } nicht sehen, also auch nicht sein Spielprotokoll.
cmd-replay = Das ganze Spiel als Animation, ein Bild pro Zug (nur für dich)
cmd-replay-game_id = Die Nummer eines Spiels dieses Servers (Standard: das dieses Kanals)
replay-caption = { $name }: { $what }
replay-sent = Spiel #{ $game_id } vom ersten bis zum letzten Zug, { $turns ->
    [one] in einem Bild.
   *[other] in { $turns } Bildern.
}
replay-fewer = Spiel #{ $game_id } in { $shown } seiner { $turns } Bilder, über das Spiel verteilt: alle wären zu groß zum Hochladen hier.
replay-empty = Spiel #{ $game_id } hat noch keine Züge, es gibt also nichts abzuspielen.

## rematch

button-rematch = Revanche
rematch-opened = 🔁 Revanche für Spiel #{ $old_id }! { $players }: Drückt **Beitreten**, um noch einmal zu spielen.
rematch-opened_alone = 🔁 Revanche für Spiel #{ $old_id }!

## standings across games

cmd-leaderboard = Die Spieler dieses Servers, geordnet nach Siegen und Punkteschnitt
cmd-stats = Die Ergebnisse eines Spielers auf diesem Server
cmd-stats-user = Wessen Ergebnisse (Standard: deine)
leaderboard-title = **Rangliste** — beendete Spiele auf diesem Server:
leaderboard-row = { $rank }. **{ $name }** — { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    } in { $games } { $games ->
        [one] Spiel
       *[other] Spielen
    } ({ $rate } %), Schnitt { $average }, Bestwert { $best }
leaderboard-none = Auf diesem Server wurde noch kein Spiel beendet.
stats-row = **{ $name }** auf diesem Server: Platz { $rank } von { $players } · { $games } { $games ->
        [one] beendetes Spiel
       *[other] beendete Spiele
    }, { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    } ({ $rate } %) · Punkteschnitt { $average } · Bestwert { $best }
stats-none = { $name } hat auf diesem Server noch kein beendetes Spiel.

## many games at once

cmd-mygames = Deine offenen Spiele in allen Kanälen und wo du am Zug bist
mygames-title = { $count ->
        [one] Dein offenes Spiel ({ $count }){ $turns ->
            [0] :
           *[other] ; dort bist du am Zug:
        }
       *[other] Deine offenen Spiele ({ $count }){ $turns ->
            [0] :
            [1] ; in einem davon bist du am Zug:
           *[other] ; in { NUMWORD($turns) } davon bist du am Zug:
        }
    }
mygames-turn = <#{ $channel_id }> · Spiel #{ $game_id } · **du bist am Zug**{ $deadline }
mygames-deadline = {" "}(die Zeit läuft <t:{ $deadline }:R> ab)
mygames-waiting = <#{ $channel_id }> · Spiel #{ $game_id } · { $who } ist am Zug
mygames-lobby = <#{ $channel_id }> · Spiel #{ $game_id } · Lobby ({ $count }/{ $seats } Plätze belegt)
mygames-none = Du hast keine offenen Spiele. Eröffne eins mit `/{ $kind } new`.
board-finished = Das letzte Spiel in diesem Kanal ist beendet:

## the terminal (bash bot/run.sh --local)

terminal-welcome = **Columbiz Bot im Terminal**: die Spiele des Bots, hier gespielt gegen den Computer oder mit Freunden an dieser Tastatur, ohne Discord. Zuerst ein paar Fragen.
terminal-ask = Deine Antwort (Enter: { $default }):
terminal-ask-again = Antworte mit einer Zahl von { $min } bis { $max } oder drücke Enter für die Antwort mit Sternchen (`quit` beendet).
terminal-ask-language = Sprache?
terminal-ask-game = Welches Spiel?
terminal-ask-seats = Wie viele Spieler ({ $min }–{ $max })?
terminal-ask-seat = Wer spielt Platz { $n }?
terminal-person = Ein Mensch, an dieser Tastatur
terminal-player = Spieler { $n }
terminal-left = Es wurde keine Partie gestartet. `bash bot/run.sh --local` fragt dich erneut, wann immer du willst.
terminal-resumed = Deine { $game }-Partie #{ $game_id } geht dort weiter, wo du aufgehört hast.
terminal-picture = Bild: { $path }
terminal-saved = Die Partie ist gespeichert: `bash bot/run.sh --local` macht dort weiter, wo du aufgehört hast.
terminal-over = Die Partie ist vorbei. `bash bot/run.sh --local` startet eine neue.
terminal-now = Du kannst: { LIST($moves, style: "or") }
terminal-more = … und weitere: tippe den Anfang eines Zugs und drücke Tab.
terminal-unknown = `{ $word }` ist hier kein Befehl. Versuche { LIST($words, style: "or") }.
terminal-help =
    Gib deine Züge wie auf Discord ein, ohne Schrägstrich: { $moves }. Ein Zugwort allein zeigt die Züge, die du damit jetzt machen kannst; Tab ergänzt sie. Außerdem:
      `board`: das Brett noch einmal, mit Bild
      `standings`: der Punktestand
      `rules`: die Regeln in Kürze
      `help`: diese Hilfe
      `quit`: hier aufhören; die Partie bleibt gespeichert, und `bash bot/run.sh --local` macht dort weiter, wo du aufgehört hast

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-error-internal = Bei mir ist etwas schiefgegangen. Das Spiel ist sicher: Versuch es noch einmal oder sieh es dir mit `board` an.

## ratings (bot.ratings): the leaderboard, the stats, the rated option, the rating changes

cmd-new-rated = Ob das Ergebnis für die Wertung zählt (Standard: ja, in einem Kanal, den alle sehen)
ratings-lobby-rated = Gewertet: Das Ergebnis zählt für die Wertung, wenn die Partie nur unter Menschen zu Ende gespielt wird.
ratings-lobby-unrated = Nicht gewertet (eröffnet mit rated:false).
ratings-lobby-computer = Nicht gewertet: Ein Computer spielt mit, und gewertet werden nur Partien unter Menschen.
ratings-lobby-private = Nicht gewertet: Gewertet wird nur eine Partie in einem Kanal, den alle auf dem Server sehen.
ratings-changes = **Wertungen:**
ratings-change = { $name } { $before } → { $after }, { $change }
ratings-leaderboard-title = Bestenliste { $game }
ratings-leaderboard-subtitle = Dieser Server · { $shown } { $players ->
    [one] gewerteter Spieler
   *[other] gewertete Spieler
}
ratings-leaderboard-text_title = **Bestenliste { $game }** auf diesem Server ({ $shown } { $players ->
    [one] gewerteter Spieler
   *[other] gewertete Spieler
}):
ratings-leaderboard-row = { $rank }. **{ $name }** — { $rating } · { $shown } { $games ->
    [one] Partie
   *[other] Partien
} · { $won } gewonnen
ratings-leaderboard-none = Auf diesem Server ist noch keine gewertete { $game }-Partie zu Ende gegangen. Gewertet wird eine Partie, die nur unter Menschen zu Ende gespielt wird, mit rated:true eröffnet in einem Kanal, den alle auf dem Server sehen.
ratings-provisional = ? vorläufig: weniger als etwa zehn gewertete Partien
ratings-head-rank = #
ratings-head-player = Spieler
ratings-head-rating = Wertung
ratings-head-games = Partien
ratings-head-won = Siege
ratings-head-trend = Verlauf
ratings-head-opponent = Gegner
ratings-head-ahead = Vor
ratings-head-behind = Hinter
ratings-head-tied = Gleich
ratings-stats-subtitle = Wertungen auf diesem Server
ratings-stats-kind = { $rating } · Platz { $rank } von { $players } · { $shown } { $games ->
    [one] Partie
   *[other] Partien
} · { $won } gewonnen
ratings-stats-graph = Wertung nach jeder Partie
ratings-stats-opponents = Gegen die häufigsten Gegner
ratings-stats-best = Beste Partien
ratings-stats-latest = Letzte Partien
ratings-stats-game = #{ $game_id } · { $game } · Platz { $place } von { $players }
ratings-stats-nothing = Keine, die du sehen kannst.
ratings-stats-none = { $name } hat auf diesem Server noch keine gewertete Partie.
ratings-stats-text_title = **{ $name }** — Wertungen auf diesem Server:
ratings-stats-text_kind = { $game }: { $summary }
ratings-stats-text_opponent = { $name }: { $shown } { $games ->
    [one] gemeinsame Partie
   *[other] gemeinsame Partien
} · davor { $ahead } · dahinter { $behind } · gleichauf { $tied }
ratings-stats-text_game = { $item }: { $change }
ratings-text_heading = **{ $title }**
ratings-help =
    {"**"}Wertung**: Jede unter Menschen zu Ende gespielte Partie zählt für die Wertung ihrer Spieler in diesem Spiel auf diesem Server, außer sie wurde mit rated:false eröffnet. Nicht gewertet werden Partien mit einem Computerspieler, abgebrochene Partien und Partien in einem Kanal, den nicht alle auf dem Server sehen; wer die meisten eigenen Züge vom Computer spielen ließ (abwesend, Zeit abgelaufen), wird für diese Partie nicht gewertet.
    Die Wertung folgt der ganzen Reihenfolge jeder Partie (Gleichstand teilt sich einen Platz; Plackett–Luce-Modell von openskill), daher bringt ein Sieg gegen drei Spieler mehr Spielstärke als ein Sieg im Duell. Die angezeigte Zahl ist vorsichtig: 1.000 + 40 × (Spielstärke − 3 × Unsicherheit). Neue Spieler beginnen bei 1.000 und steigen, je sicherer ihre Partien die Wertung machen; mit „?“ markiert (vorläufig), bis die Unsicherheit unter 7 fällt, nach etwa zehn gewerteten Partien.
    `/{ $kind } leaderboard` zeigt die stärksten Spieler, `/{ $kind } stats` deine Wertung im Verlauf und deine Bilanz gegen deine häufigsten Gegner.
cli-ratings-usage =
    Aufruf: python -m bot.ratings --rebuild [DATENBANK]   alle Wertungen aus den gespeicherten Partien neu berechnen und speichern
            python -m bot.ratings --check [DATENBANK]     nur vergleichen (Exit-Status 1 bei Abweichungen)
    DATENBANK: eine SQLite-Datei oder eine postgresql://-URL; sonst die des Bots (DATABASE_URL, sonst DATABASE_PATH).
cli-ratings-no_source = { $path } gibt es nicht. Gib die Datenbank des Bots an: seinen DATABASE_PATH oder seine DATABASE_URL.
cli-ratings-done = Gewertete Partien: { $games }; gewertete Spieler: { $players }.
cli-ratings-added = Jetzt gewertete Partien, die vorher nicht gewertet waren: { $games }.
cli-ratings-removed = Nicht mehr gewertete Partien: { $games }.
cli-ratings-more = … und { $count } { $count ->
        [one] weitere Abweichung
       *[other] weitere Abweichungen
    }.
cli-ratings-same = Die gespeicherten Wertungen stimmen mit den aus den Partien neu berechneten überein.
cli-ratings-different = { $count } { $count ->
        [one] gespeicherter Wert weicht
       *[other] gespeicherte Werte weichen
    } von den neu berechneten ab (nichts wurde geschrieben; --rebuild speichert die neu berechneten Wertungen).
cli-ratings-fixed = { $count } { $count ->
        [one] gespeicherter Wert wich
       *[other] gespeicherte Werte wichen
    } ab; die neu berechneten Wertungen sind jetzt gespeichert.

## The language, by its own name (in the lists a player chooses a language from)
language-name = Deutsch
