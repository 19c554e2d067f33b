### Textos propios de IceTowers, en español: sus comandos y opciones, lo que hizo cada acción,
### el resumen de las reglas y la ayuda, los rechazos de sus reglas y de lo escrito, y el registro
### de jugadas.
###
### Los ids son los del código con guiones en lugar de puntos: text("icetowers.ev.capped") es
### icetowers-ev-capped. Las funciones (LIST, NUMWORD, ...) están en bot/messages/__init__.py.
### Las torres se escriben T1, T2, ... en todos los idiomas (así las nombran los jugadores).
###
### Vocabulario: pieza (una pirámide), torre, cima (la pieza de arriba de una torre), pieza sola
### (una torre de una sola pieza), controlar (una torre), coronar (/cap), extraer (/mine),
### dividir (/split), terminar (/done), pasar (/pass), tiempo real, por turnos, partida, bot.
### Los tamaños (pequeña, mediana, grande) concuerdan con "pieza".

## the game, its commands and options

icetowers-cmd = Juega a IceTowers, el juego de apilar pirámides, en este canal
icetowers-name = IceTowers
icetowers-cmd-rules = Las reglas de IceTowers, en resumen
icetowers-cmd-help = Cómo jugar a IceTowers con este bot
icetowers-cmd-new = Abre una nueva partida de IceTowers en este canal
icetowers-cmd-new-seats = Cuántos jugadores (2-4); la partida empieza sola cuando está completa
icetowers-cmd-new-stash = Piezas de cada tamaño por jugador: 1-5 (por defecto 5; con menos, la partida es más corta)
icetowers-cmd-new-mode = Cómo se juega: en tiempo real o por turnos (por defecto: tiempo real)
icetowers-cmd-new-mode-realtime = Tiempo real: cualquiera actúa en cualquier momento
icetowers-cmd-new-mode-turns = Por turnos: una acción o un pase cada uno, por orden de asiento
icetowers-cmd-new-free_mining = Una pieza extraída puede quedarse sola aunque pueda coronar (por defecto: no)
icetowers-cmd-new-idle = Tiempo real: tras cuánto tiempo sin actuar un jugador cuenta como terminado (24 h)
icetowers-cmd-new-idle-3600 = 1 hora
icetowers-cmd-new-idle-43200 = 12 horas
icetowers-cmd-new-idle-86400 = 24 horas
icetowers-cmd-new-idle-259200 = 3 días
icetowers-cmd-cap = IceTowers: pon una pieza tuya que esté sola sobre la torre de otro jugador
icetowers-cmd-mine = IceTowers: saca una pieza tuya de una torre que no controlas
icetowers-cmd-split = IceTowers: divide una torre entre dos piezas del color de otro jugador
icetowers-cmd-done = IceTowers: di que has terminado (la partida acaba cuando todos lo hayan dicho)
icetowers-cmd-pass = IceTowers, modo por turnos: deja pasar tu turno
icetowers-cmd-move = Elige de la lista: solo muestra lo que puedes hacer ahora y qué cambia

## sizes and towers

icetowers-size-1 = pequeña
icetowers-size-2 = mediana
icetowers-size-3 = grande

## lobby and start

icetowers-lobby-options = { $mode ->
        [turns] por turnos
       *[realtime] en tiempo real
    }; { $stash } { $stash ->
        [one] pieza
       *[other] piezas
    } de cada tamaño por jugador{ $free_mining ->
        [true] ; extracción libre
       *[false] {""}
    }
icetowers-start-realtime = ¡Empieza la partida! Cualquiera puede actuar en cualquier momento: `/cap`, `/mine`, `/split`. Cuando no tengas nada más que hacer, usa `/done`; la partida acaba cuando todos hayan terminado.
icetowers-start-turns = Sorteo del primer turno: { JOIN($rounds, separator: " / luego ") } → empieza **{ $starter }**.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
icetowers-start-colours = Colores: { $colours }.
icetowers-start-colour = { $who } ({ $colour })

## what an action did (one line each)

icetowers-ev-capped = { $who } corona T{ $target } con su pieza { $size } T{ $piece }.
icetowers-ev-mined = { $who } extrae de T{ $tower } la pieza { $position } ({ $size }) y corona con ella T{ $target }.
icetowers-ev-mined-alone = { $who } extrae de T{ $tower } la pieza { $position } ({ $size }), que queda sola como T{ $alone }.
icetowers-ev-split = { $who } divide T{ $tower } por encima de la pieza { $position }; la parte de arriba pasa a ser T{ $upper }.
icetowers-ev-control = T{ $tower } → { $to }
icetowers-ev-control-line = Cambia el control: { $changes }.
icetowers-ev-done = { $who } ha terminado ({ $count }/{ $players }).
icetowers-ev-passed = { $who } pasa ({ $passes }/{ $players } pases seguidos).
icetowers-ev-idle = { LIST($who) } { SIZE($who) ->
        [one] lleva
       *[other] llevan
    } { DURATION($seconds) } sin hacer nada y { SIZE($who) ->
        [one] cuenta
       *[other] cuentan
    } como { SIZE($who) ->
        [one] terminado
       *[other] terminados
    } (I10).
icetowers-ev-ended = Fin de la partida{ $reason ->
        [stuck] : ya nadie puede hacer ninguna acción
        [passes] : todos han pasado
       *[done] : todos han terminado
    }. Puntuación: { $scores }. { SIZE($winners) ->
        [one] ¡Gana **{ $winners }**!
       *[other] ¡**{ LIST($winners) }** comparten la victoria!
    }
icetowers-ev-score = { $who } { $total }
icetowers-turn = { $who }, es tu turno: `/cap`, `/mine`, `/split` o `/pass`.
icetowers-turn-none = { $who }, es tu turno: no tienes ninguna acción posible, así que usa `/pass`.
icetowers-away-back_turn = { $who } está de vuelta, y es su turno: `/cap`, `/mine`, `/split` o `/pass`.
icetowers-turn-computer = 🤖 { $who } actúa a continuación.
icetowers-turn-away = { $who } está ausente: la máquina actúa en su lugar.
icetowers-computer-stand_in-away = 🤖 { $who } está ausente: la máquina ({ $level }) actúa en su lugar.
icetowers-computer-stand_in-clock = ⏰ Se acabó el tiempo de { $who }: la máquina ({ $level }) actuó en su lugar{ $streak ->
        [true] {" "}({ NUMWORD($missed) } turnos seguidos; con { NUMWORD($limit) } pasará a figurar como ausente)
       *[false] {""}
    }.
icetowers-computer-marked_away = { $who } no jugó { NUMWORD($limit) } turnos seguidos y ahora figura como ausente: la máquina actúa en su lugar hasta que vuelva (`/icetowers back`).
icetowers-computer-why-nothing_better = -# 🤖 { $who }: ninguna acción valdría más que plantarse aquí
icetowers-computer-why-no_gain = -# 🤖 { $who }: ninguna acción sumaría puntos
icetowers-computer-why-no_moves = -# 🤖 { $who }: ninguna acción posible

## looking

icetowers-status-realtime = cualquiera puede actuar · han terminado: { $done }
icetowers-status-nobody = nadie
icetowers-status-turn = le toca a { $who } ({ $passes } { $passes ->
        [one] pase seguido
       *[other] pases seguidos
    })
icetowers-status-over = terminada
icetowers-standings-caption = Partida #{ $game_id }: { $scores }
icetowers-standings-row = { $who } { $total } ({ $towers } { $towers ->
        [one] torre
       *[other] torres
    })

## what the list of moves says

icetowers-choice-cap = T{ $piece } sobre T{ $target }
icetowers-choice-mine = T{ $tower }, pieza { $position } → T{ $target }
icetowers-choice-mine-alone = T{ $tower }, pieza { $position } → sola
icetowers-choice-split = T{ $tower } por encima de la pieza { $position }
icetowers-choice-effect = { $move }: { $gain ->
        [0] sin cambios para ti
       *[other] { $sign }{ $gain } para ti
    }{ $take ->
        [0] {""}
       *[other] , te haces con { $take ->
            [one] una torre
           *[other] { $take } torres
        }
    }

## refusals: the rules (engine RuleError codes)

icetowers-rule-game_over = La partida ha terminado.
icetowers-rule-bad_step = Esa no es una acción de IceTowers.
icetowers-rule-wrong_mode = { $mode ->
        [turns] Esta partida se juega por turnos: cuando no tengas nada que hacer, usa `/pass`.
       *[realtime] En esta partida cualquiera puede actuar en cualquier momento: no hay turno que pasar. Cuando no tengas nada más que hacer, usa `/done`.
    }
icetowers-rule-not_your_turn = No es tu turno.
icetowers-rule-no_tower = Ahora no hay ninguna torre T{ $tower } (puede que acabe de coronar otra torre, o que nunca haya existido): elige de la lista.
icetowers-rule-bad_position = T{ $tower } tiene { $height ->
        [one] una sola pieza
       *[other] { $height } piezas
    }: no hay ninguna pieza { $position }.
icetowers-rule-not_alone = T{ $tower } ya no es una pieza sola: solo puede coronar una pieza que esté sola (I5).
icetowers-rule-not_yours = { $position ->
        [none] T{ $tower } es una pieza de { $owner }, no tuya: elige una tuya de la lista (puede que las torres hayan cambiado desde que miraste, I8).
       *[other] La pieza { $position } de T{ $tower } es de { $owner }, no tuya: vuelve a elegir de la lista (puede que la torre haya cambiado desde que miraste, I8).
    }
icetowers-rule-controls = Controlas T{ $tower }: solo puedes extraer de una torre cuya cima sea de otro jugador (I6).
icetowers-rule-too_few = Para extraer de T{ $tower } necesitas tener en ella al menos dos piezas tuyas (I6).
icetowers-rule-same_tower = Una pieza solo puede coronar otra torre, no la suya.
icetowers-rule-own_top = La cima de T{ $tower } es de tu color: solo puedes coronar una cima de otro jugador (I5).
icetowers-rule-too_big = La cima de T{ $tower } es más pequeña que tu pieza: solo puedes coronar una cima del mismo tamaño o más grande (I5).
icetowers-rule-must_cap = Esa pieza puede coronar { SIZE($towers) ->
        [one] una torre
       *[other] otras torres
    } ({ LIST($towers) }), así que debe hacerlo (I6).
    .towers = T{ $item }
icetowers-rule-not_pair = En ese punto de T{ $tower } no hay dos piezas del mismo color una encima de otra.
icetowers-rule-own_colour = No puedes dividir una torre entre dos piezas de tu propio color (I7).
icetowers-rule-repeat = Eso repetiría una posición que ya se ha dado en esta partida (I9).
icetowers-input-move = Elige una jugada de la lista, o escribe sus torres, p. ej. `T7 T3`.
icetowers-input-none = Ahora mismo no puedes hacer esa jugada.

## the rules in short, and the help

icetowers-rules-text = **IceTowers** (Andrew Looney), para 2-4 jugadores.
    • Cada jugador tiene pirámides de su color en tres tamaños: pequeña, mediana y grande (5 de cada una; una partida puede usar menos). Al empezar, todas las piezas están solas. Una pila de piezas (o una pieza sola) es una **torre**, con su número: T1, T2, …; la controla el jugador del color de su **cima**, la pieza de arriba (I1-I4).
    • **Coronar** (`/cap`, I5): pon una pieza tuya que esté sola sobre otra torre cuya cima sea de otro jugador y del mismo tamaño que tu pieza o más grande.
    • **Extraer** (`/mine`, I6): de una torre que no controlas y que tenga dos o más piezas tuyas, saca una de ellas y corona con ella otra torre, con las mismas condiciones. Solo si no puede coronar ninguna se queda sola, con un número nuevo (con la opción `free_mining`, puede quedarse sola siempre).
    • **Dividir** (`/split`, I7): donde dos piezas de un mismo color, que no sea el tuyo, estén una sobre otra, divide la torre entre ellas, aunque la controles; la parte de arriba es una torre nueva.
    • Cualquiera actúa en cualquier momento; las acciones se aplican de una en una, por orden de llegada (I8). Ninguna acción puede repetir una posición que la partida ya haya tenido (I9).
    • **Final** (I10): usa `/done` cuando no tengas nada más que hacer; cualquier acción anula los `/done` de todos. La partida acaba cuando todos han terminado, o cuando nadie puede hacer nada. Quien pasa un tiempo sin actuar (24 h por defecto) cuenta como terminado.
    • **Puntuación** (I11): todas las piezas, de cualquier color, de las torres que controlas. Gana quien tenga más puntos; los empatados comparten la victoria.
    • **Modo por turnos** (I12): empieza quien gane el sorteo y, por orden de asiento, cada uno hace una acción o pasa; la partida acaba cuando todos pasan seguidos.
icetowers-help-text = **Cómo jugar a IceTowers aquí**
    • `/icetowers new` abre una partida (opciones: `seats`, `stash` piezas por tamaño, `mode` tiempo real o por turnos, `free_mining`, `idle`, `language`); los demás pulsan **Unirse**.
    • `/cap`, `/mine`, `/split`: elige la jugada de la lista, que solo muestra lo que puedes hacer ahora y lo que cambia para ti. También puedes escribir los números de las torres, p. ej. `/cap move:T7 T3`.
    • `/done` cuando no tengas nada más que hacer (tiempo real); `/pass` para dejar pasar tu turno (modo por turnos).
    • `/icetowers addbot` sienta a un jugador máquina (fácil, normal, difícil). En tiempo real actúa un rato después de la última acción y declara que ha terminado cuando nada merece la pena; por turnos juega su turno enseguida.
    • Tras cada acción, la imagen muestra cada torre con su número y quién la controla, y la puntuación.
    • `/icetowers board` te muestra la partida solo a ti; `/icetowers standings`, la puntuación.

## the move log (/icetowers history)

icetowers-hist-title = Partida de IceTowers #{ $game_id }
icetowers-hist-players = Jugadores:
icetowers-hist-player = { $n }. { $name } ({ $colour })
icetowers-hist-player_computer = { $n }. { $name } ({ $colour }, máquina: { $level })
icetowers-hist-tag-computer = [máquina, { $level }]
icetowers-hist-tag-clock = [se acabó el tiempo: máquina, { $level }]
icetowers-hist-tag-away = [ausente: máquina, { $level }]
icetowers-hist-tag-idle = [inactivo: cuenta como terminado]
icetowers-hist-move = { $time }  #{ PADEND($seq, 3) } { $what }
icetowers-hist-ended = Puntuación final: { $scores }. Victoria de { LIST($winners) }.

## las palabras de la imagen

icetowers-picture-tower = T{ $n }
icetowers-picture-game_over = Fin de la partida
icetowers-picture-wins = gana
icetowers-picture-share = comparten la victoria
icetowers-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }

## en la terminal (bash bot/run.sh --local)

# `cap`, `mine` o `split` sola, cuando el jugador no tiene ninguna jugada así
terminal-icetowers-none = Ahora mismo no tienes ninguna jugada `{ $move }`.
# una jugada escrita sin las torres que necesita; $example es una de la misma clase
terminal-icetowers-how = Indica las torres de tu jugada, como en `{ $example }`; `{ $move }`, escrita sola, muestra las que puedes hacer ahora.
# en el tablero como texto, tras los puntos de un jugador: sus torres de una sola pieza (I4)
terminal-icetowers-alone = solas: { $towers }
# el tablero como texto: las palabras junto a los números de cada jugador
terminal-icetowers-done = listo
terminal-icetowers-to_act = le toca

## The seat colours, in seating order (I1).
icetowers-colour-purple = morado
icetowers-colour-blue = azul
icetowers-colour-grey = gris
icetowers-colour-black = negro
