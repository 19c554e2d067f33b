### Den fælles bots tekster på dansk: kommandolinjen, lobbyen og de kommandoer til at se spillet,
### som alle spil har, tjenestens afvisninger, levering, påmindelser og meddelelser, fraværende
### spillere, logbog, omkampe og stilling på tværs af spil.
###
### Id'erne er kodens id'er med bindestreger for punktummer: text("delivery.resumed") er
### delivery-resumed. Flag ($waiting, $own, ...) vælger [true] eller [false]; en detalje, der ikke
### er givet, vælger [none]. Se bot/messages/__init__.py for funktionerne (LIST, NUMWORD, ...).

## byggeklodser

fmt-list = { LIST($items) }
fmt-duration = { $seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($seconds) }
    }
-no-time-limit = ingen tidsgrænse
# Et antal, som botten skriver det i løbende tekst, gennem NUMWORD($n): små tal med bogstaver,
# større med cifre. "en" er fælleskøn; hvor et intetkønsord kan stå efter 1 (et skib, et felt,
# et spil), vælger beskeden selv [one]-varianten.
fmt-numword = { $n ->
        [0] ingen
        [1] en
        [2] to
        [3] tre
        [4] fire
        [5] fem
        [6] seks
        [7] syv
        [8] otte
        [9] ni
        [10] ti
        [11] elleve
        [12] tolv
       *[other] { $n }
    }

## kommandolinjen

cli-no_token =
    DISCORD_TOKEN er ikke sat, så botten kan ikke logge ind.
    1. Opret en applikation og dens bot på https://discord.com/developers/applications
    2. Kopiér bottens token, og læg det i en fil ved navn .env i denne mappe:
           DISCORD_TOKEN=dit-token-her
       (.env.example viser alle indstillinger), eller sæt miljøvariablen DISCORD_TOKEN.
    3. Start den igen: `bash bot/run.sh` (eller `python -m bot` i projektets .venv).
    Eller prøv først et spil her i terminalen, uden Discord og uden token: `bash bot/run.sh --local`.
cli-bad_setting = Indstillingen { $name } er ugyldig: { $problem }
cli-bad_setting-integer = den skal være et helt tal (fik '{ $value }')
cli-bad_setting-url = den skal være en http(s)/ws(s)-URL (fik '{ $value }')
cli-bad_setting-positive = den skal være et positivt helt tal (fik '{ $value }')
cli-bad_setting-turn_seconds = den skal være 0 (ingen tidsgrænse) eller fra { $min } til { $max } sekunder (fik '{ $value }')
cli-bad_setting-level = den skal være en af DEBUG, INFO, WARNING, ERROR (fik '{ $value }')
cli-bad_setting-database_url = den skal være en postgresql://-URL (fik '{ $value }')
cli-bad_setting-shard_ids = den skal angive shard-numre fra 0 til SHARD_COUNT − 1, adskilt af kommaer, og SHARD_COUNT skal være sat (fik '{ $value }', SHARD_COUNT { $count })
cli-bad_env_file = Indstillingsfilen { $path } kan ikke bruges: { $problem }
cli-bad_env_file-unreadable = den kan ikke læses ({ $reason })
cli-bad_env_file-encoding = linje { $line } er ikke UTF-8-tekst (byte { $byte }); gem filen som UTF-8
cli-login_failed = Discord afviste tokenet (DISCORD_TOKEN). Kopiér det igen fra udviklerportalen.
cli-privileged = Discord afviste forbindelsen på grund af intents; denne bot har ikke brug for privilegerede intents, så tjek DISCORD_GATEWAY_URL og bottens indstillinger.
cli-unreachable = Kan ikke få forbindelse til Discord på { $url } ({ $reason }). Tjek maskinens internetforbindelse (og DISCORD_API_BASE, hvis den er sat), og start så botten igen.
cli-bad_database =
    Databasen { $path } kan ikke bruges: { $problem }.
    Ret det, eller sæt DATABASE_PATH (i .env eller i miljøet) til en anden fil.
cli-bad_database-is_folder = den er en mappe, ikke en fil
cli-bad_database-not_a_file = den er ikke en almindelig fil
cli-bad_database-folder_is_file = dens mappe { $folder } er en fil
cli-bad_database-folder_not_created = dens mappe { $folder } kan ikke oprettes ({ $reason })
cli-bad_database-folder_not_writable = der kan ikke skrives i dens mappe { $folder } ({ $reason }); SQLite gemmer sine journalfiler ved siden af databasen
cli-bad_database-read_only = filen kan ikke åbnes til skrivning ({ $reason })
cli-bad_database-unreadable = filen kan ikke læses ({ $reason })
cli-bad_database-busy = et andet program har låst den ({ $reason })
cli-bad_database-not_sqlite = den er ikke en SQLite-database
cli-bad_database-damaged = filen er beskadiget (SQLites kontrol siger: { $detail }); gendan den fra en sikkerhedskopi
cli-bad_database-too_new = den er skrevet af en nyere version af botten (skema { $found }; denne version kender op til { $known }); kør den version, eller gendan en sikkerhedskopi
cli-bad_postgres =
    PostgreSQL-databasen { $url } kan ikke bruges: { $problem }.
    Ret det, eller sæt DATABASE_URL (i .env eller i miljøet) til en anden database; lad den være tom for at gemme spillene i SQLite-filen.
cli-bad_postgres-unreachable = botten kan ikke forbinde til den ({ $reason })
cli-bad_postgres-too_new = den er skrevet af en nyere version af botten (skema { $found }; denne version kender op til { $known }); kør den version
cli-migrate-usage =
    Brug: python -m bot.migrate SQLITE_FIL POSTGRESQL_URL
    Kopierer alle spil (pladser, træklog, afstemninger, indstillinger, beskeder der endnu skal sendes) fra SQLite-filen til en tom PostgreSQL-database og kontrollerer kopien. Stop botten først.
cli-migrate-no_source = { $path } findes ikke. Angiv bottens SQLite-fil: dens DATABASE_PATH, eller columbiz.sqlite3 i den mappe, botten kører i.
cli-migrate-bad_source = SQLite-filen { $path } kan ikke kopieres: { $problem }.
cli-migrate-bad_target = PostgreSQL-databasen { $url } kan ikke bruges: { $problem }.
cli-migrate-not_empty = { $url } indeholder allerede spil: migrér til en tom database.
cli-migrate-count = Kopien af tabellen { $table } har { $copied } { $copied ->
        [one] række
       *[other] rækker
    } i stedet for { $expected }.
cli-migrate-audit = { $games } { $games ->
        [one] kopieret spil stemmer
       *[other] kopierede spil stemmer
    } ikke; spil #{ $game_id }: { $problem }
cli-migrate-done = Kopierede spil: { $games } ({ $seats } { $seats ->
        [one] plads
       *[other] pladser
    }, { $moves } { $moves ->
        [one] træk
       *[other] træk
    }, { $posts } { $posts ->
        [one] besked
       *[other] beskeder
    }, sendte eller ventende); hvert spil afspilles til sin gemte tilstand. Start botten med DATABASE_URL sat.

## beskrivelser af kommandoer og valgmuligheder

cmd-join = Tag en plads i spillet i denne kanal
cmd-leave = Forlad spillet i denne kanal, før det starter
cmd-start = Start spillet (spilleren, der oprettede det)
cmd-board = Vis spillebrættet, som det står nu (kun for dig)
cmd-standings = Pointtavlen og serverens afsluttede spil
cmd-language = Sproget i spillets beskeder og billeder (standard: dit)
cmd-abandon = Afslut spillet i denne kanal (opretteren, en afstemning eller Administrer kanaler)

## knapper

button-join = Deltag
button-leave = Forlad
button-start = Start

## lobby og start

# $full (et faktum beregnet i bot/messages/details.py): alle pladser er taget; $waiting: spillet
# venter stadig i sin lobby (en omkamp, hvis andre pladser alle er computere, venter på, at
# opretteren trykker på Start).
lobby-text = **{ $creator }** har oprettet et spil { $game } (#{ $game_id }) for { NUMWORD($seats) } spillere.
    Regler: { $options }.
    Sprog: { $language }.
    { $clock ->
        [idle] Regnes for færdig efter:{" "}
       *[turn] Tid pr. tur:{" "}
    }{ $turn_seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($turn_seconds) }
    }.
    Ved bordet ({ $count }/{ $seats }): { LIST($players) }.{ $full ->
       *[false] {""}
            Tryk på **Deltag** (eller `/{ $kind } join`) for at tage en plads; { $creator } kan tilføje computerspillere (`/{ $kind } addbot`) og trykke på **Start**, når alle er med. Spillet starter af sig selv, når alle pladser er taget.
        [true] { $waiting ->
            [true] {""}
                Alle pladser er taget: { $creator } trykker på **Start** (eller `/{ $kind } start`).
           *[false] {""}
        }
    }
lobby-joined = { $who } har taget plads i spillet ({ $count }/{ $seats }).
lobby-left = { $who } har forladt spillet ({ $count }/{ $seats }).
lobby-cancelled = { $who } har lukket lobbyen; spillet er aflyst.

## se spillet

board-caption = Spil #{ $game_id } · { $turn ->
        [none] { $status }
       *[other] tur { $turn } · { $status }
    }
board-lobby = Spillet i denne kanal er ikke startet endnu.
standings-finished_title = Afsluttede spil på denne server:
standings-finished_row = #{ $game_id } · { $scores } · vundet af { $winners }
standings-none = Der kører intet spil her, og der er endnu ikke afsluttet noget spil på denne server.

## opgive spillet

abandon-ended = { $who } har opgivet spillet. Spillets forløb er stadig gemt.
abandon-vote = { $who } stemmer for at opgive spillet ({ $votes }/{ $needed } { $needed ->
        [one] stemme fra de andre spillere er nødvendig
       *[other] stemmer fra de andre spillere er nødvendige
    }).
abandon-voted_out = { $who } har stemt, og spillerne er enige: spillet er opgivet.

## afvisninger: tjenesten

error-no_game = Der er intet spil i denne kanal. Opret et med `/{ $kind } new`.
error-game_exists = Denne kanal har allerede et spil (#{ $game_id }). Spil det færdigt eller opgiv det først, eller spil i en anden kanal eller en tråd.
error-not_in_game = Du er ikke med i dette spil.
error-not_your_turn = Det er { $current }, der har turen.
error-already_joined = Du har allerede en plads i dette spil.
error-lobby_full = Alle pladser i dette spil er taget.
error-not_in_lobby = Dette spil er allerede startet: pladserne kan ikke længere ændres.
error-not_creator = Det er kun spilleren, der oprettede spillet, som kan gøre det.
error-not_enough_players = Der skal mindst to spillere til for at starte (personer eller computerspillere: `/{ $kind } addbot`).
error-game_not_active = { $status ->
        [lobby] Dette spil er ikke startet endnu: opretteren starter det med **Start** eller `/{ $kind } start`.
       *[other] Dette spil er ikke i gang længere.
    }
error-other_game = Spillet i denne kanal er { $game }, og den kommando er et træk i { $used }. `/{ $kind } help` viser, hvad du kan gøre i { $game }.
error-stale = Brættet har ændret sig, siden disse knapper blev sendt: brug den nyeste besked, eller se brættet med `/{ $kind } board`.
error-no_permission = { $reason ->
        [away] Du er markeret som fraværende i dette spil: tag først din plads tilbage med `/{ $kind } back`.
       *[other] Det må du ikke i dette spil.
    }
error-already_voted = { $target_user_id ->
        [none] Du har allerede stemt for at opgive dette spil.
       *[other] Du har allerede stemt for at lade computeren tage over for <@{ $target_user_id }> ({ $votes }/{ $needed } { $needed ->
            [one] stemme
           *[other] stemmer
        }).
    }
error-bad_options = Disse spilindstillinger er ugyldige.
error-bad_turn_time = Tidsgrænsen skal være fra { $min } til { $max } (ikke { $value }).
error-unknown_level = '{ $level }' er ikke et niveau: vælg { LIST($levels, style: "or") }.
    .levels = { $item ->
        [easy] { level-easy }
        [normal] { level-normal }
        [hard] { level-hard }
       *[other] `{ $item }`
    }
error-not_a_computer = Den plads er ikke en computerspiller.
error-no_computer = Der er ingen computerspiller at fjerne.
error-no_human = Der skal være mindst én person med i et spil.
error-not_away = Du er ikke markeret som fraværende i dette spil.
error-already_away = { $name } er allerede markeret som fraværende.
error-cannot_vote_self = Du kan ikke stemme for at lade computeren overtage din egen plads.
error-target_not_in_game = Den person er ikke med i dette spil.
error-no_turns_to_hand = I dette spil må alle rykke når som helst, så ingen venter på { $name }: der er ingen tur at give til computeren.{ $idle ->
        [none] { "" }
       *[other] { " " }Når alle spillere har været inaktive i { DURATION($idle) }, slutter spillet af sig selv.
    }
error-target_is_computer = { $name } er allerede en computerspiller.
error-rematch_exists = Der er allerede åbnet en omkamp af dette spil.
error-game_not_finished = Det spil er ikke afsluttet.
error-bad_notify = '{ $mode }' er ikke en måde at få besked på: vælg { LIST($modes, style: "or") }.
    .modes = { $item ->
        [mention] en omtale i kanalen
        [dm] en direkte besked
        [none] ingenting
       *[other] `{ $item }`
    }
error-unknown = Det kan ikke lade sig gøre lige nu ({ $code }).
error-internal = Noget gik galt hos mig. Spillet er i god behold: prøv igen, eller se det med `/{ $kind } board`.
error-missing_permissions = Jeg kan ikke spille i denne kanal: jeg mangler { SIZE($missing) ->
        [one] tilladelsen
       *[other] tilladelserne
    } { LIST($missing) } her. Bed en moderator om at give mig { SIZE($missing) ->
        [one] den
       *[other] dem
    }, eller spil i en anden kanal.
ack-posted = Klaret: se beskeden nedenfor.
ack-queued = Gemt. Beskeden om det kommer i kanalen om et øjeblik, efter dem, der venter før den.
error-send_failed = Gemt: du behøver ikke gøre det igen. Jeg kunne ikke sende beskeden her lige nu; den bliver sendt, så snart jeg kan (`/{ $kind } board` viser spillet, som det står).
delivery-resumed = 🔓 Jeg kan sende beskeder her igen: turens ur kører igen fra nu.
error-outdated = Denne kommando er lige blevet ændret, og Discord viser stadig den gamle. Prøv igen om et minut (eller genstart Discord).
error-game_gone = Det spil er slut; disse knapper gør ikke noget længere.
error-not_here = Columbiz spilles i en servers tekstkanaler og tråde.
perm-send_messages = Send beskeder
perm-send_messages_in_threads = Send beskeder i tråde
perm-attach_files = Vedhæft filer
perm-embed_links = Integrer links
perm-view_channel = Se kanal

## afvisninger: reglerne (motorens RuleError-koder)

rule-bad_action = Det er ikke et træk i dette spil.
rule-bad_config = Disse spilindstillinger er ugyldige.
rule-bad_state = Spillets gemte tilstand kunne ikke læses.

## computerspillere

cmd-addbot = Tilføj en computerspiller til lobbyen (spilleren, der oprettede den)
cmd-addbot-level = Hvor godt den spiller
cmd-addbot-level-easy = Let: spiller fornuftigt, kan slås af begyndere
cmd-addbot-level-normal = Normal: grådig, vægter point og sikkerhed
cmd-addbot-level-hard = Svær: tænker flere træk frem
cmd-removebot = Tag den sidste computerspiller ud af lobbyen
button-addbot = Tilføj computer
level-easy = let
level-normal = normal
level-hard = svær
computer-seat-easy = Computer (let)
computer-seat-normal = Computer (normal)
computer-seat-hard = Computer (svær)
lobby-computer = 🤖 **{ $name }**
lobby-computer_added = { $who } har sat 🤖 **{ $name }** ({ $level }) ved bordet ({ $count }/{ $seats }).
lobby-computer_removed = { $who } har taget 🤖 **{ $name }** ud af spillet ({ $count }/{ $seats }).

## turens ur, påmindelser, besked

remind-channel = ⏳ { $who }, det er stadig din tur i spil #{ $game_id }: tiden løber ud <t:{ $deadline }:R> (så spiller computeren turen for dig).
remind-dm = ⏳ Det er stadig din tur i spil #{ $game_id } ({ $link }): tiden løber ud <t:{ $deadline }:R> (så spiller computeren turen for dig).
notify-turn_dm = 🎲 Det er din tur i spil #{ $game_id }: { $link }
cmd-notify = Hvordan du får besked om, at det er din tur (i alle spil)
cmd-notify-mode = I kanalen, som direkte besked eller slet ikke
cmd-notify-mode-mention = Nævn mig i kanalen (standard)
cmd-notify-mode-dm = Send mig en direkte besked
cmd-notify-mode-none = Ingenting: jeg holder selv øje
notify-set-mention = Fra nu af bliver du nævnt i kanalen, når det er din tur, og når din tid er ved at løbe ud.
notify-set-dm = Fra nu af sender jeg dig en direkte besked, når det er din tur, og når din tid er ved at løbe ud (eller nævner dig i kanalen, hvis dine direkte beskeder er lukkede).
notify-set-none = Fra nu af får du ingen besked: hold selv øje med `/{ $kind } mygames`.

## fraværende spillere

cmd-back = Tag din plads tilbage fra computeren
cmd-away = Stem for at lade computeren tage over for en fraværende spiller
cmd-away-player = Spilleren, der er fraværende
away-back = { $who } er tilbage og spiller sine egne ture igen.
away-vote = { $voter } stemmer for at lade computeren tage over for { $target } ({ $votes }/{ $needed } { $needed ->
        [one] stemme er nødvendig
       *[other] stemmer er nødvendige
    }).
away-marked = Spillerne er enige: { $target } er markeret som fraværende, og computeren spiller i stedet, indtil vedkommende vender tilbage (`/{ $kind } back`).

## logbog

cmd-history = Hele logbogen for kanalens spil (eller et afsluttet spil) som fil
cmd-history-game_id = Nummeret på et spil på denne server (standard: kanalens)
history-sent = Logbogen for spil #{ $game_id } ({ $moves } { $moves ->
        [one] træk
       *[other] træk
    }).
history-not_found = Der er intet spil #{ $game_id } på denne server.
history-hidden = Du kan ikke se kanalen for spil #{ $game_id }, så du kan ikke se spillets logbog.
cmd-replay = Hele spillet som animation, ét billede pr. tur (kun for dig)
cmd-replay-game_id = Nummeret på et spil på denne server (standard: kanalens)
replay-caption = { $name }: { $what }
replay-sent = Spil #{ $game_id } fra første til sidste træk, { $turns ->
    [one] i ét billede.
   *[other] i { $turns } billeder.
}
replay-fewer = Spil #{ $game_id } i { $shown } af sine { $turns } billeder, spredt over spillet: alle sammen ville være for store at uploade her.
replay-empty = Spil #{ $game_id } har ingen træk endnu, så der er intet at afspille.

## omkamp

button-rematch = Omkamp
rematch-opened = 🔁 Omkamp af spil #{ $old_id }! { $players }: tryk på **Deltag** for at spille igen.
rematch-opened_alone = 🔁 Omkamp af spil #{ $old_id }!

## stilling på tværs af spil

cmd-leaderboard = Serverens spillere rangeret efter sejre og gennemsnitlig score
cmd-stats = En spillers resultater på denne server
cmd-stats-user = Hvis resultater (standard: dine)
leaderboard-title = **Rangliste** — afsluttede spil på denne server:
leaderboard-row = { $rank }. **{ $name }** — { $wins } { $wins ->
        [one] sejr
       *[other] sejre
    } i { $games } { $games ->
        [one] spil
       *[other] spil
    } ({ $rate } %), gennemsnit { $average }, bedste { $best }
leaderboard-none = Der er endnu ikke afsluttet noget spil på denne server.
stats-row = **{ $name }** på denne server: nr. { $rank } af { $players } · { $games } { $games ->
        [one] afsluttet spil
       *[other] afsluttede spil
    }, { $wins } { $wins ->
        [one] sejr
       *[other] sejre
    } ({ $rate } %) · gennemsnitlig score { $average } · bedste { $best }
stats-none = { $name } har endnu ikke afsluttet noget spil på denne server.

## mange spil på én gang

cmd-mygames = Dine åbne spil i alle kanaler, og hvor det er din tur
mygames-title = { $count ->
        [one] Dit åbne spil
       *[other] Dine åbne spil
    } ({ $count }){ $turns ->
        [0] :
        [one] { $count ->
            [one] ; det er din tur:
           *[other] ; det er din tur i ét af dem:
        }
       *[other] ; det er din tur i { NUMWORD($turns) } af dem:
    }
mygames-turn = <#{ $channel_id }> · spil #{ $game_id } · **din tur**{ $deadline }
mygames-deadline = {" "}(tiden løber ud <t:{ $deadline }:R>)
mygames-waiting = <#{ $channel_id }> · spil #{ $game_id } · { $who } har turen
mygames-lobby = <#{ $channel_id }> · spil #{ $game_id } · lobby ({ $count }/{ $seats } ved bordet)
mygames-none = Du har ingen åbne spil. Opret et med `/{ $kind } new`.
board-finished = Det seneste spil i denne kanal er afsluttet:

## the terminal (bash bot/run.sh --local)

terminal-welcome = **Columbiz Bot i terminalen**: bottens spil, spillet her mod computeren eller med venner ved dette tastatur, uden Discord. Først et par spørgsmål.
terminal-ask = Dit svar (Enter: { $default }):
terminal-ask-again = Svar med et tal fra { $min } til { $max }, eller tryk Enter for svaret med stjerne (`quit` afslutter).
terminal-ask-language = Sprog?
terminal-ask-game = Hvilket spil?
terminal-ask-seats = Hvor mange spillere ({ $min }–{ $max })?
terminal-ask-seat = Hvem spiller plads { $n }?
terminal-person = En person, ved dette tastatur
terminal-player = Spiller { $n }
terminal-left = Der blev ikke startet noget spil. `bash bot/run.sh --local` spørger igen, når du har lyst.
terminal-resumed = Dit { $game }-spil #{ $game_id } fortsætter, hvor du slap.
terminal-picture = Billede: { $path }
terminal-saved = Spillet er gemt: `bash bot/run.sh --local` fortsætter, hvor du slap.
terminal-over = Spillet er slut. `bash bot/run.sh --local` starter et nyt.
terminal-now = Du kan: { LIST($moves, style: "or") }
terminal-more = … og flere: skriv begyndelsen af et træk, og tryk Tab.
terminal-unknown = `{ $word }` er ikke en kommando her. Prøv { LIST($words, style: "or") }.
terminal-help =
    Skriv dine træk som på Discord, uden skråstreg: { $moves }. Et trækord alene viser de træk, du kan lave med det nu; Tab fuldender dem. Desuden:
      `board`: brættet igen, med billede
      `standings`: pointstillingen
      `rules`: reglerne kort
      `help`: denne hjælp
      `quit`: stop her; spillet gemmes, og `bash bot/run.sh --local` fortsætter, hvor du slap

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-error-internal = Noget gik galt hos mig. Spillet er i god behold: prøv igen, eller se det med `board`.

## ratings (bot.ratings): the leaderboard, the stats, the rated option, the rating changes

cmd-new-rated = Om resultatet tæller med i spillernes rating (standard: ja, i en kanal alle kan se)
ratings-lobby-rated = Ratet: resultatet tæller med i spillernes rating, hvis spillet spilles færdigt af mennesker alene.
ratings-lobby-unrated = Ikke ratet (åbnet med rated:false).
ratings-lobby-computer = Ikke ratet: der sidder en computerspiller med, og kun spil mellem mennesker bliver ratet.
ratings-lobby-private = Ikke ratet: kun et spil i en kanal, som alle på serveren kan se, bliver ratet.
ratings-changes = **Ratings:**
ratings-change = { $name } { $before } → { $after }, { $change }
ratings-leaderboard-title = Rangliste for { $game }
ratings-leaderboard-subtitle = Denne server · { $shown } { $players ->
    [one] ratet spiller
   *[other] ratede spillere
}
ratings-leaderboard-text_title = **Rangliste for { $game }** på denne server ({ $shown } { $players ->
    [one] ratet spiller
   *[other] ratede spillere
}):
ratings-leaderboard-row = { $rank }. **{ $name }** — { $rating } · { $shown } { $games ->
    [one] spil
   *[other] spil
} · { $won } vundet
ratings-leaderboard-none = Endnu er intet ratet spil { $game } afsluttet på denne server. Et spil bliver ratet, når det spilles færdigt af mennesker alene, åbnet med rated:true i en kanal, som alle på serveren kan se.
ratings-provisional = ? foreløbig: færre end omkring ti ratede spil
ratings-head-rank = #
ratings-head-player = Spiller
ratings-head-rating = Rating
ratings-head-games = Spil
ratings-head-won = Vundet
ratings-head-trend = Udvikling
ratings-head-opponent = Modstander
ratings-head-ahead = Foran
ratings-head-behind = Bagved
ratings-head-tied = Lige
ratings-stats-subtitle = Ratings på denne server
ratings-stats-kind = { $rating } · nr. { $rank } af { $players } · { $shown } { $games ->
    [one] spil
   *[other] spil
} · { $won } vundet
ratings-stats-graph = Rating efter hvert spil
ratings-stats-opponents = Mod de hyppigste modstandere
ratings-stats-best = Bedste spil
ratings-stats-latest = Seneste spil
ratings-stats-game = #{ $game_id } · { $game } · plads { $place } af { $players }
ratings-stats-nothing = Ingen, du kan se.
ratings-stats-none = { $name } har endnu intet ratet spil på denne server.
ratings-stats-text_title = **{ $name }** — ratings på denne server:
ratings-stats-text_kind = { $game }: { $summary }
ratings-stats-text_opponent = { $name }: { $shown } { $games ->
    [one] spil sammen
   *[other] spil sammen
} · foran { $ahead } · bagved { $behind } · lige { $tied }
ratings-stats-text_game = { $item }: { $change }
ratings-text_heading = **{ $title }**
ratings-help =
    {"**"}Rating**: hvert spil, der spilles færdigt af mennesker, tæller med i spillernes rating i det spil på denne server, medmindre det blev åbnet med rated:false. Spil med en computerspiller bliver ikke ratet, heller ikke opgivne spil eller spil i en kanal, som ikke alle på serveren kan se; en spiller, som computeren spillede for i de fleste af sine ture (væk, tiden løb ud), bliver ikke ratet for det spil.
    Ratingen kommer af hele slutrækkefølgen i hvert spil (uafgjort deler en plads; openskills Plackett–Luce-model), så en sejr over tre spillere hæver styrken mere end en sejr i en duel. Tallet, der vises, er forsigtigt: 1.000 + 40 × (styrke − 3 × usikkerhed). En ny spiller starter på 1.000 og stiger, efterhånden som spillene gør ratingen sikker; den er mærket "?" (foreløbig), indtil usikkerheden er under 7, efter omkring ti ratede spil.
    `/{ $kind } leaderboard` viser de stærkeste spillere, `/{ $kind } stats` din rating over tid og dit regnskab mod dine hyppigste modstandere.
cli-ratings-usage =
    Brug: python -m bot.ratings --rebuild [DATABASE]   beregn alle ratings igen ud fra de gemte spil og gem dem
          python -m bot.ratings --check [DATABASE]     sammenlign kun (afslutningskode 1, hvis noget afviger)
    DATABASE: en SQLite-fil eller en postgresql://-URL; ellers bottens egen (DATABASE_URL, ellers DATABASE_PATH).
cli-ratings-no_source = { $path } findes ikke. Angiv bottens database: dens DATABASE_PATH eller DATABASE_URL.
cli-ratings-done = Ratede spil: { $games }; ratede spillere: { $players }.
cli-ratings-added = Spil, der er ratet nu, men ikke var før: { $games }.
cli-ratings-removed = Spil, der ikke længere er ratet: { $games }.
cli-ratings-more = … og { $count } { $count ->
        [one] afvigelse
       *[other] afvigelser
    } mere.
cli-ratings-same = De gemte ratings er lig med dem, der er beregnet igen ud fra spillene.
cli-ratings-different = { $count } { $count ->
        [one] gemt værdi afviger
       *[other] gemte værdier afviger
    } fra de genberegnede (intet blev skrevet; --rebuild gemmer de genberegnede ratings).
cli-ratings-fixed = { $count } { $count ->
        [one] gemt værdi afveg
       *[other] gemte værdier afveg
    }; de genberegnede ratings er gemt nu.

## The language, by its own name (in the lists a player chooses a language from)
language-name = Dansk
