# Nim, el juego de las pruebas (tests/games/nim): un montón, se toman de 1 a 3 piedras, gana la última.
nim-cmd = Jugar a Nim en este canal: quien toma la última piedra gana
nim-name = Nim
nim-cmd-new = Abrir una nueva partida de Nim en este canal
nim-cmd-new-seats = Cuántos jugadores (2-4); la partida empieza sola cuando está completa
nim-cmd-rules = Las reglas de Nim, en breve
nim-cmd-help = Cómo jugar a Nim aquí
nim-cmd-remove = Tomar piedras del montón
nim-cmd-remove-stones = Cuántas piedras: 1, 2 o 3
nim-rules-text = **Nim**: un montón de 15 piedras. Por turnos, cada jugador toma 1, 2 o 3 piedras (nunca más de las que quedan). Quien toma la última piedra gana.
nim-help-text = **Cómo jugar a Nim aquí**
    • `/nim new` abre una partida; los demás pulsan **Unirse**.
    • `/remove stones:` toma piedras: la lista muestra lo que puedes tomar ahora.
nim-lobby-options = un montón de 15 piedras, se toman de 1 a 3, gana la última
nim-start = Empieza **{ $starter }**.
nim-turn = { $who }, te toca: `/remove`.
nim-status-turn = Le toca tomar a { $who }.
nim-status-over = La partida ha terminado.
nim-ev-took = { $who } toma { $count } { $count ->
    [one] piedra
   *[other] piedras
    }: quedan { $left }.
nim-ev-won = ¡{ $who } tomó la última piedra y gana!
nim-choice = Tomar { $count }: quedan { $left }
nim-away-back_turn = { $who } ha vuelto y le toca: `/remove`.
nim-input-take = Escribe cuántas piedras tomar: 1, 2 o 3.
nim-rule-bad_take = Ahora puedes tomar de 1 a { $most } { $most ->
    [one] piedra
   *[other] piedras
    }.
nim-rule-bad_action = Eso no es una jugada de Nim.
nim-rule-game_over = La partida ha terminado.
nim-picture-left = { $n ->
    [one] queda { $n } piedra
   *[other] quedan { $n } piedras
    }
nim-picture-to_take = Le toca:
nim-picture-won = Ganador:
