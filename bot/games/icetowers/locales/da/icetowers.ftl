### IceTowers' egne tekster på dansk: kommandoer og valgmuligheder, hvad et træk gjorde,
### reglerne i korte træk og hjælpen, afvisninger efter reglerne og af det indtastede, og logbogen.
###
### Id'erne er kodens id'er med bindestreger for punktummer: text("icetowers.ev.capped") er
### icetowers-ev-capped. Se bot/messages/__init__.py for funktionerne (LIST, NUMWORD, ...).
### Tårne skrives T1, T2, ... på alle sprog (sådan nævner spillerne dem for hinanden).
###
### Ordforråd som i den danske regeltekst: brik, pyramide, tårn, stak, stå alene, kontrollere,
### sætte ovenpå (cap), minere ud (mine), splitte (split), træk, melde pas. Størrelserne står i
### ubestemt form (en lille/mellemstor/stor brik), så de kan stå både alene og foran "brik".

## spillet, dets kommandoer og valgmuligheder

icetowers-cmd = Spil IceTowers, spillet hvor pyramider stables til tårne, i denne kanal
icetowers-name = IceTowers
icetowers-cmd-rules = Reglerne for IceTowers i korte træk
icetowers-cmd-help = Sådan spiller du IceTowers med denne bot
icetowers-cmd-new = Opret et nyt spil IceTowers i denne kanal
icetowers-cmd-new-seats = Hvor mange spillere (2-4); spillet starter af sig selv, når alle pladser er taget
icetowers-cmd-new-stash = Brikker af hver størrelse pr. spiller: 1-5 (standard 5; færre giver et kortere spil)
icetowers-cmd-new-mode = Hvordan der rykkes (standard: realtid)
icetowers-cmd-new-mode-realtime = Realtid: alle rykker, når de vil
icetowers-cmd-new-mode-turns = På skift: ét træk eller pas hver, i siddeorden
icetowers-cmd-new-free_mining = En mineret brik må stå alene, selv om den kunne sættes ovenpå (standard: nej)
icetowers-cmd-new-idle = Realtid: hvor længe en spiller kan være inaktiv, før vedkommende regnes for færdig (standard 24 t)
icetowers-cmd-new-idle-3600 = 1 time
icetowers-cmd-new-idle-43200 = 12 timer
icetowers-cmd-new-idle-86400 = 24 timer
icetowers-cmd-new-idle-259200 = 3 dage
icetowers-cmd-cap = IceTowers: sæt en af dine enlige brikker ovenpå en anden spillers tårn
icetowers-cmd-mine = IceTowers: minér din brik ud af et tårn, du ikke kontrollerer
icetowers-cmd-split = IceTowers: split et tårn mellem to brikker i en anden spillers farve
icetowers-cmd-done = IceTowers: meld, at du er færdig (spillet slutter, når alle er det)
icetowers-cmd-pass = IceTowers, på skift: meld pas, så turen går videre
icetowers-cmd-move = Vælg fra listen: den viser kun, hvad du kan gøre nu, og hvad det ændrer

## størrelser og tårne

icetowers-size-1 = lille
icetowers-size-2 = mellemstor
icetowers-size-3 = stor

## lobby og start

icetowers-lobby-options = { $mode ->
        [turns] på skift
       *[realtime] realtid
    }; { $stash } { $stash ->
        [one] brik
       *[other] brikker
    } af hver størrelse pr. spiller{ $free_mining ->
        [true] ; en mineret brik må altid stå alene
       *[false] {""}
    }
icetowers-start-realtime = Spillet er i gang! Alle må rykke når som helst: `/cap`, `/mine`, `/split`. Når du ikke har mere at gøre, så skriv `/done`; spillet slutter, når alle er færdige.
icetowers-start-turns = Terningkast om første tur: { JOIN($rounds, separator: " / derefter ") } → **{ $starter }** begynder.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
icetowers-start-colours = Farver: { $colours }.
icetowers-start-colour = { $who } { $colour }

## hvad et træk gjorde (én linje hver)

icetowers-ev-capped = { $who } sætter en { $size } brik, T{ $piece }, ovenpå T{ $target }.
icetowers-ev-mined = { $who } minerer en { $size } brik (nr. { $position } nedefra) ud af T{ $tower } og sætter den ovenpå T{ $target }.
icetowers-ev-mined-alone = { $who } minerer en { $size } brik (nr. { $position } nedefra) ud af T{ $tower }; den står nu alene som T{ $alone }.
icetowers-ev-split = { $who } splitter T{ $tower } over brik nr. { $position } nedefra; den øverste del bliver T{ $upper }.
icetowers-ev-control = T{ $tower } → { $to }
icetowers-ev-control-line = Ny kontrol: { $changes }.
icetowers-ev-done = { $who } er færdig ({ $count }/{ $players }).
icetowers-ev-passed = { $who } melder pas ({ $passes }/{ $players } i træk).
icetowers-ev-idle = { LIST($who) } har ikke gjort noget i { DURATION($seconds) } og regnes nu for { SIZE($who) ->
        [one] færdig
       *[other] færdige
    } (I10).
icetowers-ev-ended = Spillet er slut{ $reason ->
        [stuck] : ingen har flere lovlige træk
        [passes] : alle har meldt pas
       *[done] : alle er færdige
    }. Slutstilling: { $scores }. { SIZE($winners) ->
        [one] **{ $winners }** vinder!
       *[other] **{ LIST($winners) }** deler sejren!
    }
icetowers-ev-score = { $who } { $total }
icetowers-turn = { $who }, det er din tur: `/cap`, `/mine`, `/split` eller `/pass`.
icetowers-turn-none = { $who }, det er din tur: du har intet lovligt træk, så meld pas med `/pass`.
icetowers-away-back_turn = { $who } er tilbage og har turen: `/cap`, `/mine`, `/split` eller `/pass`.
icetowers-turn-computer = 🤖 { $who } er den næste, der handler.
icetowers-turn-away = { $who } er fraværende: computeren handler i stedet.
icetowers-computer-stand_in-away = 🤖 { $who } er fraværende: computeren ({ $level }) handler i stedet.
icetowers-computer-stand_in-clock = ⏰ Tiden løb ud for { $who }: computeren ({ $level }) handlede i stedet{ $streak ->
        [true] {" "}({ NUMWORD($missed) } ture i træk; ved { NUMWORD($limit) } bliver vedkommende markeret som fraværende)
       *[false] {""}
    }.
icetowers-computer-marked_away = { $who } er gået glip af { NUMWORD($limit) } ture i træk og er nu markeret som fraværende: computeren handler i stedet, indtil vedkommende vender tilbage (`/icetowers back`).
icetowers-computer-why-nothing_better = -# 🤖 { $who }: intet træk ville være mere værd end at stoppe her
icetowers-computer-why-no_gain = -# 🤖 { $who }: intet træk ville give point
icetowers-computer-why-no_moves = -# 🤖 { $who }: intet muligt træk

## se spillet

icetowers-status-realtime = alle rykker, når de vil · færdige: { $done }
icetowers-status-nobody = ingen
icetowers-status-turn = { $who } har turen ({ $passes } { $passes ->
        [one] pas
       *[other] pas
    } i træk)
icetowers-status-over = afsluttet
icetowers-standings-caption = Spil #{ $game_id }: { $scores }
icetowers-standings-row = { $who } { $total } ({ $towers } { $towers ->
        [one] tårn
       *[other] tårne
    })

## hvad listen over træk siger

icetowers-choice-cap = T{ $piece } ovenpå T{ $target }
icetowers-choice-mine = T{ $tower }, brik { $position } → T{ $target }
icetowers-choice-mine-alone = T{ $tower }, brik { $position } → alene
icetowers-choice-split = T{ $tower } over brik { $position }
icetowers-choice-effect = { $move }: { $gain ->
        [0] ingen ændring i dine point
       *[other] dine point { $sign }{ $gain }
    }{ $take ->
        [0] {""}
       *[other] , du overtager { $take ->
            [one] et tårn
           *[other] { $take } tårne
        }
    }

## afvisninger: reglerne (motorens RuleError-koder)

icetowers-rule-game_over = Spillet er slut.
icetowers-rule-bad_step = Det er ikke et træk i IceTowers.
icetowers-rule-wrong_mode = { $mode ->
        [turns] Dette spil spilles på skift: når du ikke har mere at gøre, så meld pas med `/pass`.
       *[realtime] I dette spil må alle rykke når som helst, så der er ingen tur at melde pas på. Når du ikke har mere at gøre, så skriv `/done`.
    }
icetowers-rule-not_your_turn = Det er ikke din tur.
icetowers-rule-no_tower = Der er intet tårn T{ $tower } lige nu (måske er det lige blevet sat ovenpå et andet tårn, eller også har det aldrig eksisteret): vælg fra listen.
icetowers-rule-bad_position = T{ $tower } har { $height } { $height ->
        [one] brik
       *[other] brikker
    }, så der er ingen brik nr. { $position }.
icetowers-rule-not_alone = T{ $tower } står ikke alene længere: kun en brik, der står alene, kan sættes ovenpå (I5).
icetowers-rule-not_yours = { $position ->
        [none] T{ $tower } er { $owner }s brik, ikke din: vælg en af dine fra listen (tårnene kan have ændret sig, siden du kiggede, I8).
       *[other] Brik nr. { $position } nedefra i T{ $tower } er { $owner }s, ikke din: vælg igen fra listen (tårnet kan have ændret sig, siden du kiggede, I8).
    }
icetowers-rule-controls = Du kontrollerer selv T{ $tower }: du kan kun minere i et tårn, hvor en anden spillers brik står øverst (I6).
icetowers-rule-too_few = Du skal have mindst to af dine egne brikker i T{ $tower } for at minere i det (I6).
icetowers-rule-same_tower = En brik skal sættes ovenpå et andet tårn, ikke på sit eget.
icetowers-rule-own_top = Øverst på T{ $tower } står din egen farve: du må kun sætte din brik ovenpå en anden spillers (I5).
icetowers-rule-too_big = Den øverste brik på T{ $tower } er mindre end din: den skal være lige så stor eller større (I5).
icetowers-rule-must_cap = Den brik kan sættes ovenpå { SIZE($towers) ->
        [one] et andet tårn
       *[other] andre tårne
    } ({ LIST($towers) }), og så skal den også det (I6).
    .towers = T{ $item }
icetowers-rule-not_pair = I T{ $tower } står der ikke to brikker af samme farve ovenpå hinanden på det sted.
icetowers-rule-own_colour = Du må aldrig splitte mellem to brikker i din egen farve (I7).
icetowers-rule-repeat = Det ville gentage en stilling, som spillet allerede har haft (I9).
icetowers-input-move = Vælg et træk fra listen, eller skriv tårnene, f.eks. `T7 T3`.
icetowers-input-none = Det træk kan du ikke lave lige nu.

## reglerne i korte træk, og hjælpen

icetowers-rules-text = **IceTowers** (Andrew Looney), for 2-4 spillere.
    • Hver spiller har sin egen farve og pyramider i tre størrelser: lille, mellemstor og stor, værd 1, 2 og 3 point (5 af hver; et spil kan bruge færre). Ved start står alle brikker alene. Hver stak af brikker er et **tårn** (også en enkelt brik) med et nummer, T1, T2, …; den spiller, hvis brik står øverst, **kontrollerer** det (I1-I4).
    • **Sæt ovenpå** (`/cap`, I5): sæt en af dine brikker, der står alene, ovenpå et andet tårn, hvis øverste brik er en anden spillers og lige så stor som din eller større.
    • **Minér** (`/mine`, I6): fra et tårn, du ikke kontrollerer, og som rummer mindst to af dine brikker, tager du en af dem ud og sætter den straks ovenpå et andet tårn på samme betingelser. Kun hvis intet tårn kan tage den, står den alene (variant `free_mining`: den må altid stå alene).
    • **Split** (`/split`, I7): hvor to brikker af samme farve, ikke din, står lige ovenpå hinanden, deler du tårnet mellem dem; den øverste del bliver et nyt tårn.
    • Alle rykker når som helst, ét træk ad gangen (I8). Intet træk må gentage en stilling, som spillet har haft før (I9).
    • **Slut** (I10): skriv `/done`, når du ikke har mere at gøre; ethvert træk ophæver alle færdigmeldinger. Spillet slutter, når alle er færdige, eller så snart ingen kan rykke. Har en spiller hverken rykket eller meldt færdig i spillets ventetid (standard 24 timer), tæller vedkommende som færdig.
    • **Point** (I11): alle brikker, uanset farve, i de tårne, du kontrollerer. Flest point vinder; ved lighed deles sejren.
    • **På skift** (I12): ét træk eller pas hver, i siddeorden; har du intet lovligt træk, melder du pas. Spillet slutter, når alle har meldt pas i træk, eller så snart ingen kan rykke.
icetowers-help-text = **Sådan spiller du IceTowers her**
    • `/icetowers new` opretter et spil (valg: `seats`, `stash` brikker pr. størrelse, `mode` realtid eller på skift, `free_mining`, `idle`, `language`); de andre trykker på **Deltag**.
    • `/cap`, `/mine`, `/split`: vælg trækket på listen; den viser kun, hvad du kan gøre nu, og hvad det ændrer for dig. Du kan også skrive tårnenes numre, f.eks. `/cap move:T7 T3`.
    • `/done`, når du ikke har mere at gøre (realtid); `/pass` for at melde pas på din tur (på skift).
    • `/icetowers addbot` giver en computerspiller en plads (let, normal, svær). I realtid handler den lidt efter det seneste træk og melder sig færdig, når intet er værd at gøre; på skift spiller den sin tur med det samme.
    • Efter hvert træk viser billedet alle tårne med deres nummer og hvem der kontrollerer dem, og pointene.
    • `/icetowers board` viser spillet kun for dig; `/icetowers standings` viser pointene.

## logbogen (/icetowers history)

icetowers-hist-title = IceTowers · spil #{ $game_id }
icetowers-hist-players = Spillere:
icetowers-hist-player = { $n }. { $name } ({ $colour })
icetowers-hist-player_computer = { $n }. { $name } ({ $colour }, computer: { $level })
icetowers-hist-tag-computer = [computer, { $level }]
icetowers-hist-tag-clock = [tiden løb ud: computer, { $level }]
icetowers-hist-tag-away = [fraværende: computer, { $level }]
icetowers-hist-tag-idle = [inaktiv: regnes som færdig]
icetowers-hist-move = { $time }  #{ PADEND($seq, 3) } { $what }
icetowers-hist-ended = Slutstilling: { $scores }. Vundet af { LIST($winners) }.

## billedets ord

icetowers-picture-tower = T{ $n }
icetowers-picture-game_over = Spillet er slut
icetowers-picture-wins = vinder
icetowers-picture-share = deler sejren
icetowers-picture-points = { $n } { $n ->
        [one] point
       *[other] point
    }

## ved terminalen (bash bot/run.sh --local)

# `cap`, `mine` eller `split` alene, når spilleren ikke har noget sådant træk
terminal-icetowers-none = Du har ikke noget `{ $move }`-træk lige nu.
# et træk skrevet uden de tårne, det skal have; $example er et af samme slags
terminal-icetowers-how = Skriv tårnene i dit træk, som i `{ $example }`; `{ $move }` alene viser dem, du kan lave nu.
# på brættet som tekst, efter en spillers point: de tårne på én brik, spilleren har (I4)
terminal-icetowers-alone = alene: { $towers }
# brættet som tekst: ordene ved hver spillers tal
terminal-icetowers-done = færdig
terminal-icetowers-to_act = har tur

## The seat colours, in seating order (I1).
icetowers-colour-purple = lilla
icetowers-colour-blue = blå
icetowers-colour-grey = grå
icetowers-colour-black = sort
