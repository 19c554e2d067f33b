# Nim, testspillet (tests/games/nim): én bunke, tag 1 til 3 sten, den sidste sten vinder.
nim-cmd = Spil Nim i denne kanal: tag den sidste sten og vind
nim-name = Nim
nim-cmd-new = Start et nyt spil Nim i denne kanal
nim-cmd-new-seats = Hvor mange spillere (2-4); spillet starter af sig selv, når det er fuldt
nim-cmd-rules = Reglerne for Nim, kort fortalt
nim-cmd-help = Sådan spiller du Nim her
nim-cmd-remove = Tag sten fra bunken
nim-cmd-remove-stones = Hvor mange sten: 1, 2 eller 3
nim-rules-text = **Nim**: én bunke med 15 sten. På skift tager hver spiller 1, 2 eller 3 sten (aldrig flere, end der er tilbage). Den, der tager den sidste sten, vinder.
nim-help-text = **Sådan spiller du Nim her**
    • `/nim new` starter et spil; de andre trykker på **Deltag**.
    • `/remove stones:` tager sten: listen viser, hvad du må tage nu.
nim-lobby-options = én bunke med 15 sten, tag 1 til 3, den sidste sten vinder
nim-start = **{ $starter }** begynder.
nim-turn = { $who }, din tur: `/remove`.
nim-status-turn = { $who } skal tage.
nim-status-over = Spillet er slut.
nim-ev-took = { $who } tager { $count } { $count ->
    [one] sten
   *[other] sten
    }: { $left } tilbage.
nim-ev-won = { $who } tog den sidste sten og vinder!
nim-choice = Tag { $count }: { $left } tilbage
nim-away-back_turn = { $who } er tilbage, og det er deres tur: `/remove`.
nim-input-take = Skriv, hvor mange sten du vil tage: 1, 2 eller 3.
nim-rule-bad_take = Du må tage fra 1 til { $most } sten nu.
nim-rule-bad_action = Det er ikke et træk i Nim.
nim-rule-game_over = Spillet er slut.
nim-picture-left = { $n ->
    [one] { $n } sten tilbage
   *[other] { $n } sten tilbage
    }
nim-picture-to_take = Tager nu:
nim-picture-won = Vinder:
