### Textos propios de Columbiz, en español: sus comandos y opciones, lo que pasó en un turno,
### el resumen de las reglas y la ayuda, los rechazos de sus reglas y de lo escrito, los
### motivos de los bots y las líneas del registro de jugadas.
###
### Los ids son los del código con guiones en lugar de puntos: text("ev.rolled.first") es
### ev-rolled-first. Los valores de los datos y las funciones (LIST, NUMWORD, ...) están en
### bot/messages/__init__.py.
###
### Vocabulario: tablero, casilla, columna, fila (del tablero), línea (de 3 o más fichas que
### puntúa), ficha, reserva, dado(s), lanzar / tirada, guardar (dados), apartar (fichas, C9),
### capturar, bloc de puntuación, turno, ronda, partida, sala, bot, la máquina.

## seat colours

columbiz-colour-purple = morado
columbiz-colour-blue = azul
columbiz-colour-grey = gris
columbiz-colour-black = negro

## command and option descriptions

columbiz-cmd = Juega a Columbiz, el juego de dados, en este canal
columbiz-name = Columbiz
columbiz-cmd-rules = Las reglas de Columbiz, en resumen
columbiz-cmd-help = Cómo jugar a Columbiz con este bot
columbiz-cmd-new = Abre una nueva partida de Columbiz en este canal
columbiz-cmd-new-seats = Cuántos jugadores (2-4); la partida empieza sola cuando está completa
columbiz-cmd-new-max_pieces_4p = Con cuatro jugadores: como máximo 3 (por defecto) o 4 fichas por turno (C8)
columbiz-cmd-new-locked_keeps = Los dados guardados al lanzar siguen guardados todo el turno (C6; por defecto: no)
columbiz-cmd-new-line_scoring = Cómo puntúan las líneas (C11)
columbiz-cmd-new-line_scoring-each_placement = En cada colocación (por defecto)
columbiz-cmd-new-line_scoring-increase = Solo lo que crece la línea
columbiz-cmd-roll = Lanza los dados (los 8, o los que no guardes)
columbiz-cmd-keep = Elige los dados que guardas antes de la siguiente tirada
columbiz-cmd-keep-dice = Los dados que guardas, p. ej. 555 33 (o - para ninguno)
columbiz-cmd-place = Coloca fichas en casillas, en orden; termina tu turno
columbiz-cmd-place-cells = Las casillas como los dados que cuestan, p. ej. 555 33 (o 5x3 3x2)

## buttons

columbiz-button-roll = Lanzar
columbiz-button-roll_again = Volver a lanzar ({ $n }/3)

## lobby and start

columbiz-lobby-options = { $locked_keeps ->
        [true] los dados guardados al lanzar siguen guardados
       *[false] los dados guardados se pueden volver a lanzar
    }; { $line_scoring ->
        [increase] las líneas solo puntúan lo que crecen
       *[other] las líneas puntúan en cada colocación
    }{ $players ->
        [none] ; { NUMWORD($max_pieces_4p) } fichas por turno con cuatro jugadores
        [4] ; { NUMWORD($max_pieces_4p) } fichas por turno con cuatro jugadores
       *[other] {""}
    }
# $rounds: cada ronda del sorteo (más de una si hubo empate en cabeza), cada una una lista de
# tiradas.
columbiz-start-rolloff = Sorteo del primer turno (C5): { JOIN($rounds, separator: " / luego ") } → empieza **{ $starter }**.
    .rounds = { JOIN($rolls, separator: ", ") }
    .rolls = { $name } { $value }
columbiz-start-colours = Colores: { $colours }.
columbiz-start-colour = { $who } ({ $colour })
columbiz-start-first_turn = { $who }, empiezas tú: `/roll` o pulsa **Lanzar**.

## what happened

columbiz-ev-rolled-first = { $who } lanzó los dados: { $dice }.
columbiz-ev-rolled-again = { $who } guardó { $kept } y volvió a lanzar: { $values }; ahora tiene { $dice } (tirada { $n } de 3).
columbiz-ev-rolled-again_none = { $who } volvió a lanzar los ocho dados: { $dice } (tirada { $n } de 3).
columbiz-ev-rolled-all_kept = { $who } guardó los ocho dados: { $dice } (tirada { $n } de 3).
columbiz-ev-kept = { $who } guarda { $kept }.
columbiz-ev-kept_none = { $who } no guarda ningún dado.
columbiz-ev-placed = { $who } ocupó { $cells }.
# $victims: de quién eran las fichas capturadas, cada uno con las casillas que ocupaban.
columbiz-ev-captured = { $who } capturó { $count ->
        [one] una ficha
       *[other] { NUMWORD($count) } fichas
    } con { $by_cell }: { LIST($victims) }.
    .victims = { LIST($cells) } de { $owner }
columbiz-ev-line = { $who } formó una línea de { NUMWORD($length) } ({ $axis } { JOIN($cells, separator: "-") }): +{ $points }.
columbiz-ev-axis-row = fila
columbiz-ev-axis-column = columna
columbiz-ev-axis-diagonal = diagonal
columbiz-ev-axis-antidiagonal = diagonal
columbiz-ev-set_aside = { $who } no pudo colocar ninguna ficha tras la tercera tirada: { $count ->
        [one] se aparta una ficha
       *[other] se apartan { NUMWORD($count) } fichas
    } (C9).
columbiz-ev-final_round = La reserva de { $who } está vacía: esta es la última ronda (C12).
columbiz-ev-skipped = A { $who } no le quedan fichas y pasa el turno.
columbiz-ev-next_turn = { $who }, es tu turno: `/roll` o pulsa **Lanzar**.
columbiz-ev-can_place = Guarda dados y vuelve a lanzar, o usa `/place` (la lista muestra todas las colocaciones válidas).
columbiz-ev-must_place = No te quedan tiradas: usa `/place` ahora.
columbiz-ev-must_roll = Con estos dados todavía no se puede colocar ninguna ficha: vuelve a lanzar.
columbiz-ev-ended = Fin de la partida. Puntuación final: { $scores }. { SIZE($winners) ->
        [one] ¡Gana { LIST($winners) }!
       *[other] ¡{ LIST($winners) } comparten la victoria!
    }
    .winners = **{ $item }**
columbiz-ev-score = { $who } { $total }

## looking

columbiz-board-status-turn = le toca a { $who } ({ $rolls }/3 tiradas)
columbiz-board-status-over = terminada
columbiz-standings-caption = Partida #{ $game_id }: { $scores }
columbiz-standings-row = { $who } { $total } ({ $lines } por líneas, { $captures } por { $captured } { $captured ->
        [one] ficha capturada
       *[other] fichas capturadas
    })
# El resumen de las reglas, un párrafo por apartado: una línea de un texto Fluent no puede
# empezar por **.
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
-columbiz-rules-title = **Columbiz en resumen** (reglas entre corchetes)
-columbiz-rules-board = **Tablero** — 6 columnas, una por cara del dado, y 6 filas, la 1 abajo. Una casilla cuesta su número de fila en dados de su columna y se nombra con ellos: `555` es columna 5, fila 3 (o `5x3`, `5-3`, `5:3`) [C1, C2].
-columbiz-rules-setup = **Preparación** — 8 dados [C4]. Fichas: 18 con 2 jugadores, 13 con 3, 10 con 4; morado, azul, gris y negro por orden de asiento [C3]. Todos lanzan un dado: empieza el más alto (si empatan, repiten) y se juega en orden [C5].
-columbiz-rules-turn = **Tu turno** — lanza los 8 dados, hasta tres tiradas: tras la 1.ª y la 2.ª puedes guardar dados y lanzar el resto, o parar. Lo guardado antes puede relanzarse (opción `locked_keeps`: lo guardado al lanzar queda fijo). Tras la 3.ª no se guarda [C6].
-columbiz-rules-placing = **Colocar** — luego colocas fichas una a una en casillas vacías, pagadas con dados sin usar de su cara: tres 5 compran `555`, o `5` y `55` [C7]. De 1 a 4 fichas por turno (3 con 4 jugadores, por defecto) [C8]. Si tras tu 3.ª tirada no cabe ninguna, 3 fichas de tu reserva (todas, si quedan menos) salen del juego sin puntuar; antes, vuelve a lanzar [C9].
-columbiz-rules-captures = **Capturas** — una ficha captura todas las adversarias que haya debajo en su columna; te las quedas. Sus casillas quedan libres ya en ese turno; pon antes la más alta: si un adversario ocupa `5`, `555 5` vale pero `5 555` se rechaza [C10].
-columbiz-rules-lines = **Líneas** — cada ficha colocada puntúa toda línea continua de 3+ fichas tuyas que la contenga (fila, columna o diagonal): longitud − 2 (3 → 1, 4 → 2, …), entera cada vez, así que pasar de 3 a 4 suma 2 más. Las demás no puntúan: importa el orden de tus fichas. Opción `line_scoring` (*solo lo que crece la línea*): solo puntúa lo que crece [C11].
-columbiz-rules-end = **Final** — cuando la reserva de alguien se vacía, aún juegan los siguientes, hasta el que se sienta justo antes del jugador inicial; luego la partida termina [C12, C13].
-columbiz-rules-score = **Puntuación** — líneas + capturas: n fichas capturadas valen 1, 2, 4, 6, 9, 12, … (⌊(n+1)²/4⌋) [C14]. Gana el mayor total; los empatados comparten la victoria [C15].
columbiz-help-text = **Cómo jugar a Columbiz aquí**
    `/columbiz new` — abre una partida en este canal (2–4 jugadores, opciones de reglas, tiempo por turno).
    `/columbiz join` · `/columbiz leave` · `/columbiz start` — la sala (o usa sus botones). `/columbiz addbot` · `/columbiz removebot` — la máquina como jugador (fácil, normal, difícil).
    `/roll` — lanza los dados (o pulsa **Lanzar**). Pulsa los botones de los dados para guardarlos o soltarlos, o escribe `/keep dice:555 33`, y vuelve a lanzar: hasta tres tiradas, sin guardar tras la tercera.
    `/place cells:555 33` — coloca en casillas, en orden (si captura, primero la casilla más alta de la columna); la lista ofrece cada colocación válida con lo que captura y puntúa. Así terminas tu turno.
    `/columbiz board` — el tablero, solo para ti. `/columbiz standings` — el bloc de puntuación. `/columbiz history` — el registro de jugadas en un archivo. `/columbiz mygames` — todas tus partidas.
    `/columbiz leaderboard` · `/columbiz stats` — la clasificación del servidor entre partidas.
    Si se te acaba el tiempo, la máquina juega tu turno; tras tres seguidos figuras como ausente hasta `/columbiz back`. `/columbiz away` — vota por ceder a la máquina el lugar de un jugador ausente. `/columbiz notify` — cómo se te avisa de tu turno (mención, MD, nada).
    `/columbiz rules` — las reglas en resumen. `/columbiz abandon` — termina la partida (su creador, una votación de los demás jugadores o quien tenga Gestionar canales).
    Las casillas se escriben como los dados que cuestan: `555` es columna 5, fila 3; valen también `5x3`, `5-3` y `5:3`.

## autocomplete

columbiz-ac-choice = { $cells } — { $captures ->
        [0] { $line_points ->
            [0] sin puntos
           *[other] +{ $line_points } en líneas
        }
       *[other] captura { $captures }{ $line_points ->
            [0] {""}
           *[other] , +{ $line_points } en líneas
        }
    }

## refusals: the rules (engine RuleError codes)

columbiz-rule-game_over = La partida ha terminado.
columbiz-rule-no_rolls_left = Ya lanzaste tres veces (C6): coloca tus fichas con `/place`.
columbiz-rule-bad_roll = Esa tirada no es válida.
columbiz-rule-not_rolled = Primero lanza los dados: `/roll` o el botón **Lanzar**.
# $locked: los dados se guardaron al lanzar y la partida los bloquea (opción de C6); sin $face,
# lo escrito no es ningún dado.
columbiz-rule-bad_keep = { $locked ->
        [true] En esta partida los dados guardados al lanzar siguen guardados (opción `locked_keeps`, C6): lanzaste con { $kept ->
            [one] un { $face } guardado, así que sigue guardado
           *[other] { NUMWORD($kept) } { $face } guardados, así que siguen guardados
        }. Los dados que guardaste después de esa tirada sí se pueden soltar.
       *[other] { $face ->
            [none] Los dados muestran del 1 al 6; eso no es un dado que puedas guardar.
           *[other] No puedes guardar { $want ->
                [one] un { $face }
               *[other] { NUMWORD($want) } { $face }
            }: { $have ->
                [0] ningún dado muestra un { $face }
                [one] los dados solo muestran un { $face }
               *[other] los dados solo muestran { NUMWORD($have) } { $face }
            }.
        }
    }
columbiz-rule-empty_place = Indica al menos una casilla, p. ej. `/place cells:555`.
columbiz-rule-bad_cell = '{ $cell }' no es una casilla. Escribe los dados que cuesta, como `555`, o cara x fila, como `5x3`.
# $by_supply: lo que limita al jugador es su reserva, menor que el límite del turno (un hecho
# calculado en bot/messages/details.py).
columbiz-rule-too_many = { $by_supply ->
        [true] Solo te { $supply ->
            [one] queda una ficha
           *[other] quedan { NUMWORD($supply) } fichas
        }; tu lista tiene { NUMWORD($count) } casillas.
       *[false] Puedes colocar como máximo { NUMWORD($limit) } fichas por turno (C8); tu lista tiene { NUMWORD($count) } casillas.
    }
columbiz-rule-occupied = { $own ->
        [true] La casilla { $cell } ya tiene una de tus fichas.
       *[other] La casilla { $cell } está ocupada por una ficha de { $owner }.
    }
columbiz-rule-dice_short = { $have ->
        [0] No te queda ningún { $face }; la casilla { $cell } necesita { $need ->
            [one] uno
           *[other] { NUMWORD($need) }
        }.
       *[other] Solo tienes { $have ->
            [one] un { $face }
           *[other] { NUMWORD($have) } { $face }
        }; la casilla { $cell } necesita { NUMWORD($need) }.
    }

## refusals: what was typed

columbiz-input-cells_empty = Indica las casillas donde colocar, p. ej. `555 33`.
columbiz-input-cell_unknown = '{ $token }' no es una casilla. Escribe los dados que cuesta, como `555`, o cara x fila, como `5x3`.
columbiz-input-cell_too_high = '{ $token }': ninguna casilla cuesta { $count } dados; la fila de arriba cuesta seis (como `666666`).
columbiz-input-cell_mixed = '{ $token }': una casilla se paga con dados de una sola cara, como `555` o `33`.
columbiz-input-cell_repeated = La casilla { $cell } aparece dos veces.
columbiz-input-dice_empty = Indica los dados que guardas, p. ej. `555 33`, o `-` para no guardar ninguno.
columbiz-input-die_bad = '{ $token }' no es un dado: los dados muestran del 1 al 6.
columbiz-input-dice_too_many = Solo hay ocho dados; tu lista tiene { $count }.
columbiz-input-cells_only_separators = No se indicó ninguna casilla, solo separadores. Indica las casillas donde colocar, p. ej. `555 33`.
columbiz-input-dice_only_separators = No se indicó ningún dado, solo separadores. Indica los dados que guardas, p. ej. `555 33`, o `-` para no guardar ninguno.
columbiz-error-bad_dice_index = Ese dado no forma parte de la tirada actual.

## computer players

columbiz-ev-next_turn_computer = 🤖 Ahora juega { $who }.
columbiz-ev-next_turn_away = { $who } está ausente: la máquina juega en su lugar.
columbiz-away-back_turn = { $who } está de vuelta, y es su turno: `/roll` o pulsa **Lanzar**.
columbiz-start-first_turn_computer = 🤖 Empieza { $who }.
columbiz-start-first_turn_away = Empieza { $who }, pero está ausente: la máquina juega en su lugar.
columbiz-computer-decision = -# 🤖 { $why }
columbiz-computer-why-first_roll = lanza los ocho dados
columbiz-computer-why-reroll_all = no hay nada que valga la pena guardar: vuelve a lanzar los ocho
# Los motivos de los bots. $kept_text: los dados que guarda, vacío si no guarda ninguno. El
# verbo va aquí porque en español "no guarda nada" lleva negación.
columbiz-computer-why-kept = { $kept_text ->
        [none] no guarda nada
       *[other] guarda { $kept_text }
    }
columbiz-computer-why-chasing = { columbiz-computer-why-kept } y lanza { $rolled ->
        [one] el dado que queda
       *[other] los otros { NUMWORD($rolled) }
    }, en busca de { LIST($target) }
    .target = `{ $item }`
columbiz-computer-why-keeping = { columbiz-computer-why-kept }{ $face ->
        [none] {""}
       *[other] {" "}(los { $face } son mayoría)
    } y lanza { $rolled ->
        [one] el dado que queda
       *[other] los otros { NUMWORD($rolled) }
    }
columbiz-computer-why-no_placement = aún no cabe ninguna ficha: { columbiz-computer-why-kept } y vuelve a lanzar
columbiz-computer-why-capture = coloca en { LIST($cells) } para capturar { $captures ->
        [one] una ficha
       *[other] { NUMWORD($captures) } fichas
    } (+{ $capture_points })
    .cells = `{ $item }`
columbiz-computer-why-line = coloca en { LIST($cells) } para formar una línea (+{ $line_points })
    .cells = `{ $item }`
columbiz-computer-why-place_safe = coloca en { LIST($cells) }, fuera del alcance de las capturas: todas las casillas de encima están ocupadas
    .cells = `{ $item }`
columbiz-computer-why-place_high = coloca arriba, en { LIST($cells) }; un rival necesitaría { NUMWORD($need) } dados de { $face } (`{ $capture_cell }`) para { $pieces ->
        [one] capturarla
       *[other] capturar una de ellas
    }
    .cells = `{ $item }`
columbiz-computer-why-place = coloca en { LIST($cells) }
    .cells = `{ $item }`
columbiz-computer-why-fallback = hace la jugada válida más sencilla
columbiz-computer-why-roll = { columbiz-computer-why-kept } y vuelve a lanzar
columbiz-computer-stand_in-away = 🤖 { $who } está ausente: la máquina ({ $level }) juega este turno en su lugar.
# $streak: el jugador ya se ha saltado más de un turno seguido, pero todavía no $limit (un hecho
# calculado en bot/messages/details.py).
columbiz-computer-stand_in-clock = ⏰ Se acabó el tiempo de { $who }: la máquina ({ $level }) jugó este turno en su lugar{ $streak ->
        [true] {" "}({ NUMWORD($missed) } turnos seguidos; con { NUMWORD($limit) } pasará a figurar como ausente)
       *[false] {""}
    }.
columbiz-computer-marked_away = { $who } no jugó { NUMWORD($limit) } turnos seguidos y ahora figura como ausente: la máquina juega en su lugar hasta que vuelva (`/columbiz back`).

## the turn clock: time per turn in /columbiz new

columbiz-cmd-new-turn = Tiempo por turno; cuando se acaba, la máquina juega ese turno
columbiz-cmd-new-turn-3600 = 1 hora
columbiz-cmd-new-turn-43200 = 12 horas
columbiz-cmd-new-turn-86400 = 24 horas
columbiz-cmd-new-turn-259200 = 3 días
columbiz-cmd-new-turn-0 = Sin límite de tiempo

## the move log (/columbiz history)

columbiz-hist-title = Columbiz · partida #{ $game_id } · registro de jugadas (horas en UTC)
columbiz-hist-status-lobby = Estado: esperando en la sala.
columbiz-hist-status-active = Estado: en curso.
columbiz-hist-status-finished = Estado: terminada el { $time }.
columbiz-hist-status-abandoned = Estado: terminada antes de tiempo el { $time } ({ $reason }).
columbiz-hist-reason-creator = por su creador
columbiz-hist-reason-manager = por un moderador
columbiz-hist-reason-vote = por votación de los jugadores
columbiz-hist-reason-cancelled = cancelada en la sala
columbiz-hist-reason-rules = según las reglas
columbiz-hist-reason-channel_gone = se eliminó su canal o hilo
columbiz-hist-reason-bot_removed = el bot salió del servidor o lo expulsaron
columbiz-hist-opened = Abierta el { $time }; empezó el { $started }.
columbiz-hist-opened_only = Abierta el { $time }.
columbiz-hist-rules = Reglas: { $options }. Tiempo por turno: { $turn }.
columbiz-hist-players = Jugadores:
columbiz-hist-player = {"  "}{ $n }. { $name } ({ $colour })
columbiz-hist-player_computer = {"  "}{ $n }. { $name } ({ $colour }, máquina: { $level })
columbiz-hist-rolloff = Sorteo del primer turno (C5): { $rounds } → empieza { $starter }.
columbiz-hist-turn = Turno { $turn } · { $name } ({ $colour })
columbiz-hist-move = {"  "}{ $time }  #{ PADEND($seq, width: 3) } { $what }{ $tag }
columbiz-hist-more = {"  "}{ $pad }       { $what }
columbiz-hist-tag-computer = {"  "}[máquina, { $level }]
columbiz-hist-tag-clock = {"  "}[sin tiempo: máquina, { $level }]
columbiz-hist-tag-away = {"  "}[ausente: máquina, { $level }]
columbiz-hist-why = {"  "}{ $pad }       motivo: { $why }
columbiz-hist-rolled-first = lanzó: { $dice } (tirada 1 de 3)
columbiz-hist-rolled-again = guardó { $kept } y volvió a lanzar: { $values }; ahora { $dice } (tirada { $n } de 3)
columbiz-hist-rolled-again_none = volvió a lanzar los ocho: { $dice } (tirada { $n } de 3)
columbiz-hist-rolled-all_kept = guardó los ocho dados: { $dice } (tirada { $n } de 3)
columbiz-hist-kept = guarda { $kept }
columbiz-hist-kept_none = no guarda ningún dado
columbiz-hist-placed = ocupó { $cell } ({ $n } × { $face })
columbiz-hist-captured = capturó { $count ->
        [one] una ficha
       *[other] { NUMWORD($count) } fichas
    } con { $by_cell }: { LIST($victims) }
    .victims = { LIST($cells) } de { $owner }
columbiz-hist-line = línea de { $length } ({ $axis } { $cells }): +{ $points }
columbiz-hist-set_aside = no cabe ninguna ficha tras la tercera tirada: { $count ->
        [one] se aparta { $count } ficha
       *[other] se apartan { $count } fichas
    } (C9)
columbiz-hist-final_round = la reserva de { $who } está vacía: última ronda (C12)
columbiz-hist-skipped = a { $who } no le quedan fichas y pasa el turno
columbiz-hist-scores = {"  "}Puntuación tras el turno { $turn }: { $scores }
columbiz-hist-ended = Fin de la partida. Puntuación final: { $scores }. { SIZE($winners) ->
        [one] Victoria de { LIST($winners) }.
       *[other] Victoria compartida: { LIST($winners) }.
    }
columbiz-hist-no_moves = Todavía no hay jugadas.

## the picture's labels: short, in the game's language (they must fit the tray; the score pad has icons, no words)

columbiz-picture-roll = Tirada { $n }/3
columbiz-picture-to_roll = por lanzar
columbiz-picture-final_round = ÚLTIMA RONDA
columbiz-picture-game_over = Fin de la partida
columbiz-picture-wins = gana
columbiz-picture-share = ganan (empate)
columbiz-picture-points = { $n } { $n ->
        [one] pt
       *[other] pts
    }
columbiz-picture-took = captura { $n }
columbiz-picture-set_aside = { $n } { $n ->
        [one] apartada
       *[other] apartadas
    }

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-columbiz-ev-can_place = Guarda dados y vuelve a lanzar, o usa `place` (escrito solo, muestra todas las colocaciones válidas).
terminal-columbiz-ev-next_turn = { $who }, es tu turno: `roll`.
terminal-columbiz-rule-not_rolled = Primero lanza los dados: `roll`.
terminal-columbiz-start-first_turn = { $who }, empiezas tú: `roll`.

# las casillas de una línea, nombradas para que no se lean como las filas 1 a 4
terminal-columbiz-ev-line = { $who } formó una línea de { NUMWORD($length) } en { $axis } (casillas { LIST($cells) }): +{ $points }.
# `place` sola, cuando ya se tiraron los dados pero ninguna ficha cabe con ellos (C7)
terminal-columbiz-rule-empty_place = { columbiz-ev-must_roll }

## los textos propios de la terminal

# una colocación de la lista que muestra `place` sola, tras las casillas que nombra
terminal-columbiz-place-choice = { $captures ->
        [0] { $line_points ->
            [0] sin puntos
            [one] +{ $line_points } punto de línea
           *[other] +{ $line_points } puntos de línea
        }
       *[other] captura { $captures } { $captures ->
            [one] ficha
           *[other] fichas
        }{ $line_points ->
            [0] {""}
            [one] , +{ $line_points } punto de línea
           *[other] , +{ $line_points } puntos de línea
        }
    }
# el tablero como texto: las palabras junto a los números de cada jugador
terminal-columbiz-board-left = quedan
terminal-columbiz-board-lines = líneas
terminal-columbiz-board-captured = capturadas
terminal-columbiz-board-total = total
terminal-columbiz-board-kept = guardados
