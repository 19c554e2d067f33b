### Textos del bot común, en español: la línea de comandos, la sala y los comandos de consulta
### que tiene todo juego, rechazos del servicio, entrega de mensajes, recordatorios y avisos,
### jugadores ausentes, registro, revanchas y clasificaciones entre partidas.
###
### Los ids son los del código con guiones en lugar de puntos: text("delivery.resumed") es
### delivery-resumed. Los indicadores ($waiting, $own, ...) eligen [true] o [false]; un dato
### que no se da elige [none]. Las funciones (LIST, NUMWORD, ...) están en bot/messages/__init__.py.

## building blocks

fmt-list = { LIST($items) }
fmt-duration = { $seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($seconds) }
    }
-no-time-limit = sin límite de tiempo
# Una cantidad como el bot la escribe en el texto, con NUMWORD($n): las pequeñas en letras,
# las grandes en cifras. El 1 y el 0 dependen del género del nombre: los mensajes que pueden
# contar una sola cosa lo escriben ellos mismos ("una ficha", "un dado").
fmt-numword = { $n ->
        [0] cero
        [1] un
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] once
        [12] doce
       *[other] { $n }
    }

## command line

cli-no_token =
    DISCORD_TOKEN no está definido, así que el bot no puede iniciar sesión.
    1. Crea una aplicación y su bot en https://discord.com/developers/applications
    2. Copia el token del bot y ponlo en un archivo llamado .env en este directorio:
           DISCORD_TOKEN=tu-token
       (.env.example enumera todos los ajustes), o define la variable de entorno DISCORD_TOKEN.
    3. Vuelve a iniciarlo: `bash bot/run.sh` (o `python -m bot` en el .venv del proyecto).
    O prueba primero una partida aquí, en la terminal, sin Discord ni token: `bash bot/run.sh --local`.
cli-bad_setting = El ajuste { $name } no es válido: { $problem }
cli-bad_setting-integer = debe ser un número entero (se recibió '{ $value }')
cli-bad_setting-url = debe ser una URL http(s)/ws(s) (se recibió '{ $value }')
cli-bad_setting-positive = debe ser un número entero positivo (se recibió '{ $value }')
cli-bad_setting-turn_seconds = debe ser 0 (sin límite de tiempo) o de { $min } a { $max } segundos (se recibió '{ $value }')
cli-bad_setting-level = debe ser DEBUG, INFO, WARNING o ERROR (se recibió '{ $value }')
cli-bad_setting-database_url = debe ser una URL postgresql:// (se recibió '{ $value }')
cli-bad_setting-shard_ids = debe enumerar números de shard de 0 a SHARD_COUNT − 1, separados por comas, y SHARD_COUNT debe estar definido (se recibió '{ $value }', SHARD_COUNT { $count })
cli-bad_env_file = No se puede usar el archivo de ajustes { $path }: { $problem }
cli-bad_env_file-unreadable = no se puede leer ({ $reason })
cli-bad_env_file-encoding = la línea { $line } no es texto UTF-8 (byte { $byte }); guarda el archivo como UTF-8
cli-login_failed = Discord rechazó el token (DISCORD_TOKEN). Vuelve a copiarlo desde el portal para desarrolladores.
cli-privileged = Discord rechazó la conexión por los intents; este bot no necesita intents privilegiados, así que revisa DISCORD_GATEWAY_URL y la configuración del bot.
cli-unreachable = No se puede conectar con Discord en { $url } ({ $reason }). Comprueba la conexión a internet de esta máquina (y DISCORD_API_BASE, si está definida) y vuelve a iniciar el bot.
cli-bad_database =
    No se puede usar la base de datos { $path }: { $problem }.
    Corrígelo, o haz que DATABASE_PATH (en .env o en el entorno) apunte a otro archivo.
cli-bad_database-is_folder = es una carpeta, no un archivo
cli-bad_database-not_a_file = no es un archivo normal
cli-bad_database-folder_is_file = su carpeta { $folder } es un archivo
cli-bad_database-folder_not_created = no se puede crear su carpeta { $folder } ({ $reason })
cli-bad_database-folder_not_writable = no se puede escribir en su carpeta { $folder } ({ $reason }); SQLite guarda sus archivos de diario junto a la base de datos
cli-bad_database-read_only = no se puede abrir el archivo para escribir ({ $reason })
cli-bad_database-unreadable = no se puede leer el archivo ({ $reason })
cli-bad_database-busy = otro programa lo tiene bloqueado ({ $reason })
cli-bad_database-not_sqlite = no es una base de datos SQLite
cli-bad_database-damaged = el archivo está dañado (la comprobación de SQLite dice: { $detail }); restáuralo desde una copia de seguridad
cli-bad_database-too_new = lo escribió una versión más reciente del bot (esquema { $found }; esta versión llega hasta el { $known }); usa esa versión o restaura una copia de seguridad
cli-bad_postgres =
    No se puede usar la base de datos PostgreSQL { $url }: { $problem }.
    Corrígelo, o haz que DATABASE_URL (en .env o en el entorno) apunte a otra base de datos; déjala vacía para guardar las partidas en el archivo SQLite.
cli-bad_postgres-unreachable = el bot no puede conectarse a ella ({ $reason })
cli-bad_postgres-too_new = la escribió una versión más reciente del bot (esquema { $found }; esta versión conoce hasta { $known }); ejecuta esa versión
cli-migrate-usage =
    Uso: python -m bot.migrate ARCHIVO_SQLITE URL_POSTGRESQL
    Copia todas las partidas (asientos, registro de jugadas, votos, preferencias, mensajes pendientes) del archivo SQLite a una base de datos PostgreSQL vacía y comprueba la copia. Detén el bot antes.
cli-migrate-no_source = { $path } no existe. Indica el archivo SQLite del bot: su DATABASE_PATH, o columbiz.sqlite3 en la carpeta donde se ejecuta el bot.
cli-migrate-bad_source = El archivo SQLite { $path } no se puede copiar: { $problem }.
cli-migrate-bad_target = La base de datos PostgreSQL { $url } no se puede usar: { $problem }.
cli-migrate-not_empty = { $url } ya contiene partidas: migra a una base de datos vacía.
cli-migrate-count = La copia de la tabla { $table } tiene { $copied } { $copied ->
        [one] fila
       *[other] filas
    } en lugar de { $expected }.
cli-migrate-audit = { $games } { $games ->
        [one] partida copiada no cuadra
       *[other] partidas copiadas no cuadran
    }; partida n.º { $game_id }: { $problem }
cli-migrate-done = Partidas copiadas: { $games } ({ $seats } { $seats ->
        [one] asiento
       *[other] asientos
    }, { $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }, { $posts } { $posts ->
        [one] mensaje
       *[other] mensajes
    } enviados o pendientes); cada partida rejugada da su estado guardado. Inicia el bot con DATABASE_URL definido.

## command and option descriptions

cmd-join = Ocupa un lugar en la partida de este canal
cmd-leave = Sal de la partida de este canal antes de que empiece
cmd-start = Empieza la partida (quien la abrió)
cmd-board = Muestra el tablero actual (solo a ti)
cmd-standings = El bloc de puntuación y las partidas terminadas de este servidor
cmd-language = El idioma de los mensajes e imágenes de la partida (por defecto: el tuyo)
cmd-abandon = Termina la partida de este canal (su creador, una votación o Gestionar canales)

## buttons

button-join = Unirse
button-leave = Salir
button-start = Empezar

## lobby and start

# $full (un hecho calculado en bot/messages/details.py): no queda ningún lugar libre; $waiting:
# la partida sigue esperando en su sala (una revancha cuyos otros lugares son todos bots espera
# a que su creador pulse Empezar).
lobby-text = **{ $creator }** abrió una partida de { $game } (#{ $game_id }) para { NUMWORD($seats) } jugadores.
    Reglas: { $options }.
    Idioma: { $language }.
    { $clock ->
        [idle] Cuenta como terminado tras:{" "}
       *[turn] Tiempo por turno:{" "}
    }{ $turn_seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($turn_seconds) }
    }.
    Jugadores ({ $count }/{ $seats }): { LIST($players) }.{ $full ->
       *[false] {""}
            Pulsa **Unirse** (o `/{ $kind } join`) para ocupar un lugar; { $creator } puede sentar a la máquina (`/{ $kind } addbot`) y pulsar **Empezar** cuando estén todos. La partida empieza sola cuando se llena.
        [true] { $waiting ->
            [true] {""}
                La mesa está completa: { $creator } pulsa **Empezar** (o `/{ $kind } start`).
           *[false] {""}
        }
    }
lobby-joined = { $who } se unió a la partida ({ $count }/{ $seats }).
lobby-left = { $who } salió de la partida ({ $count }/{ $seats }).
lobby-cancelled = { $who } cerró la sala; la partida queda cancelada.

## looking

board-caption = Partida #{ $game_id } · { $turn ->
        [none] { $status }
       *[other] turno { $turn } · { $status }
    }
board-lobby = La partida de este canal aún no ha empezado.
standings-finished_title = Partidas terminadas en este servidor:
standings-finished_row = #{ $game_id } · { $scores } · victoria de { $winners }
standings-none = Aquí no hay ninguna partida en curso, y en este servidor todavía no ha terminado ninguna.

## abandoning

abandon-ended = { $who } abandonó la partida. Su registro se conserva.
abandon-vote = { $who } vota por abandonar la partida ({ $votes }/{ $needed } { $needed ->
        [one] voto necesario de los demás jugadores
       *[other] votos necesarios de los demás jugadores
    }).
abandon-voted_out = { $who } votó y los jugadores están de acuerdo: la partida queda abandonada.

## refusals: the service

error-no_game = No hay ninguna partida en este canal. Abre una con `/{ $kind } new`.
error-game_exists = Este canal ya tiene una partida (#{ $game_id }). Termínala o abandónala primero, o juega en otro canal o en un hilo.
error-not_in_game = No juegas en esta partida.
error-not_your_turn = Es el turno de { $current }.
error-already_joined = Ya tienes un lugar en esta partida.
error-lobby_full = Esta partida está completa.
error-not_in_lobby = Esta partida ya empezó: los lugares ya no pueden cambiar.
error-not_creator = Solo quien abrió la partida puede hacer eso.
error-not_enough_players = Se necesitan al menos dos jugadores para empezar (personas o la máquina: `/{ $kind } addbot`).
error-game_not_active = { $status ->
        [lobby] Esta partida aún no ha empezado: quien la abrió la inicia con **Empezar** o `/{ $kind } start`.
       *[other] Esta partida ya no está en curso.
    }
error-other_game = La partida de este canal es de { $game }, y ese comando es una jugada de { $used }. `/{ $kind } help` muestra lo que puedes hacer en { $game }.
error-stale = El tablero cambió desde que se publicaron estos botones: usa el último mensaje, o consulta el tablero con `/{ $kind } board`.
error-no_permission = { $reason ->
        [away] En esta partida figuras como ausente: primero recupera tu lugar con `/{ $kind } back`.
       *[other] No puedes hacer eso en esta partida.
    }
error-already_voted = { $target_user_id ->
        [none] Ya votaste por abandonar esta partida.
       *[other] Ya votaste por ceder a la máquina el lugar de <@{ $target_user_id }> ({ $votes }/{ $needed } { $needed ->
            [one] voto
           *[other] votos
        }).
    }
error-bad_options = Esas opciones de partida no son válidas.
error-bad_turn_time = El tiempo límite debe ir de { $min } a { $max } (no { $value }).
error-unknown_level = '{ $level }' no es un nivel: elige { LIST($levels, style: "or") }.
    .levels = { $item ->
        [easy] { level-easy }
        [normal] { level-normal }
        [hard] { level-hard }
       *[other] `{ $item }`
    }
error-not_a_computer = Ese lugar no lo juega la máquina.
error-no_computer = No hay ninguna máquina que quitar.
error-no_human = Una partida necesita al menos una persona.
error-not_away = No figuras como ausente en esta partida.
error-already_away = { $name } ya figura como ausente.
error-cannot_vote_self = No puedes votar por ceder tu propio lugar a la máquina.
error-target_not_in_game = Esa persona no juega en esta partida.
error-no_turns_to_hand = En esta partida cualquiera puede actuar en cualquier momento, así que nadie espera a { $name }: no hay turno que pasarle a la máquina.{ $idle ->
        [none] { "" }
       *[other] { " " }Cuando todos los jugadores lleven { DURATION($idle) } sin actuar, la partida acabará sola.
    }
error-target_is_computer = A { $name } ya lo juega la máquina.
error-rematch_exists = Ya hay una revancha abierta de esta partida.
error-game_not_finished = Esa partida no ha terminado.
error-bad_notify = '{ $mode }' no es una forma de aviso: elige { LIST($modes, style: "or") }.
    .modes = { $item ->
        [mention] una mención en el canal
        [dm] un mensaje directo
        [none] nada
       *[other] `{ $item }`
    }
error-unknown = Eso no se puede hacer ahora ({ $code }).
error-internal = Algo falló por mi parte. La partida está a salvo: vuelve a intentarlo, o consúltala con `/{ $kind } board`.
error-missing_permissions = No puedo jugar en este canal: aquí me { SIZE($missing) ->
        [one] falta el permiso
       *[other] faltan los permisos
    } { LIST($missing) }. Pide a un moderador que me { SIZE($missing) ->
        [one] lo conceda
       *[other] los conceda
    }, o juega en otro canal.
ack-posted = Hecho: mira el mensaje de abajo.
ack-queued = Guardado. El mensaje correspondiente llegará al canal en un momento, después de los anteriores.
error-send_failed = Guardado: no hace falta repetirlo. Ahora mismo no pude publicar el mensaje aquí; saldrá en cuanto pueda publicar (`/{ $kind } board` muestra la partida tal como está).
delivery-resumed = 🔓 Ya puedo volver a publicar aquí: el reloj del turno vuelve a correr desde ahora.
error-outdated = Este comando acaba de cambiar y Discord todavía muestra el anterior. Vuelve a intentarlo en un minuto (o reinicia Discord).
error-game_gone = Esa partida ya terminó; estos botones ya no hacen nada.
error-not_here = Columbiz se juega en los canales de texto y los hilos de un servidor.
perm-send_messages = Enviar mensajes
perm-send_messages_in_threads = Enviar mensajes en hilos
perm-attach_files = Adjuntar archivos
perm-embed_links = Insertar enlaces
perm-view_channel = Ver canal

## refusals: the rules (engine RuleError codes)

rule-bad_action = Esa no es una acción de este juego.
rule-bad_config = Esas opciones de partida no son válidas.
rule-bad_state = No se pudo leer el estado guardado de esta partida.

## computer players

cmd-addbot = Sienta a la máquina en la sala (quien la abrió)
cmd-addbot-level = Su nivel de juego
cmd-addbot-level-easy = Fácil: juega con sensatez, un principiante puede ganarle
cmd-addbot-level-normal = Normal: codicioso, valora los puntos y la seguridad
cmd-addbot-level-hard = Difícil: piensa varias jugadas por adelantado
cmd-removebot = Saca de la sala a la última máquina
button-addbot = Añadir máquina
level-easy = fácil
level-normal = normal
level-hard = difícil
computer-seat-easy = Máquina (fácil)
computer-seat-normal = Máquina (normal)
computer-seat-hard = Máquina (difícil)
lobby-computer = 🤖 **{ $name }**
lobby-computer_added = { $who } añadió a 🤖 **{ $name }** ({ $level }) ({ $count }/{ $seats }).
lobby-computer_removed = { $who } sacó a 🤖 **{ $name }** de la partida ({ $count }/{ $seats }).

## the turn clock, reminders, notify

remind-channel = ⏳ { $who }, sigue siendo tu turno en la partida #{ $game_id }: el tiempo se acaba <t:{ $deadline }:R> (y entonces la máquina lo juega por ti).
remind-dm = ⏳ Sigue siendo tu turno en la partida #{ $game_id } ({ $link }): el tiempo se acaba <t:{ $deadline }:R> (y entonces la máquina lo juega por ti).
notify-turn_dm = 🎲 Es tu turno en la partida #{ $game_id }: { $link }
cmd-notify = Cómo se te avisa de que es tu turno (en todas las partidas)
cmd-notify-mode = Una mención en el canal, un mensaje directo o nada
cmd-notify-mode-mention = Mencióname en el canal (por defecto)
cmd-notify-mode-dm = Envíame un mensaje directo
cmd-notify-mode-none = Nada: ya lo miro yo
notify-set-mention = A partir de ahora se te menciona en el canal cuando sea tu turno y cuando se te esté acabando el tiempo.
notify-set-dm = A partir de ahora te envío un mensaje directo cuando sea tu turno y cuando se te esté acabando el tiempo (o te menciono en el canal si tienes cerrados los mensajes directos).
notify-set-none = A partir de ahora no recibes avisos: consulta tus partidas con `/{ $kind } mygames`.

## away players

cmd-back = Recupera tu lugar, que ahora juega la máquina
cmd-away = Vota por ceder a la máquina el lugar de un jugador ausente
cmd-away-player = El jugador ausente
away-back = { $who } está de vuelta y juega de nuevo sus propios turnos.
away-vote = { $voter } vota por ceder a la máquina el lugar de { $target } ({ $votes }/{ $needed } { $needed ->
        [one] voto necesario
       *[other] votos necesarios
    }).
away-marked = Los jugadores están de acuerdo: { $target } figura ahora como ausente, y la máquina juega en su lugar hasta que vuelva (`/{ $kind } back`).

## history

cmd-history = El registro completo de jugadas de la partida de este canal (o de una terminada) en un archivo
cmd-history-game_id = El número de una partida de este servidor (por defecto: la de este canal)
history-sent = El registro de jugadas de la partida #{ $game_id } ({ $moves } { $moves ->
        [one] jugada
       *[other] jugadas
    }).
history-not_found = No hay ninguna partida #{ $game_id } en este servidor.
history-hidden = No puedes ver el canal de la partida #{ $game_id }, así que tampoco puedes ver su registro de jugadas.
cmd-replay = La partida entera como animación, una imagen por turno (solo para ti)
cmd-replay-game_id = El número de una partida de este servidor (por defecto: la de este canal)
replay-caption = { $name }: { $what }
replay-sent = La partida #{ $game_id } de la primera jugada a la última, { $turns ->
    [one] en una imagen.
   *[other] en { $turns } imágenes.
}
replay-fewer = La partida #{ $game_id } en { $shown } de sus { $turns } imágenes, repartidas por la partida: todas juntas pesarían demasiado para subirlas aquí.
replay-empty = La partida #{ $game_id } aún no tiene jugadas, así que no hay nada que repetir.

## rematch

button-rematch = Revancha
rematch-opened = 🔁 ¡Revancha de la partida #{ $old_id }! { $players }: pulsa **Unirse** para volver a jugar.
rematch-opened_alone = 🔁 ¡Revancha de la partida #{ $old_id }!

## standings across games

cmd-leaderboard = Los jugadores de este servidor, clasificados por victorias y puntuación media
cmd-stats = Los resultados de un jugador en este servidor
cmd-stats-user = De quién son los resultados (por defecto: los tuyos)
leaderboard-title = **Clasificación** — partidas terminadas en este servidor:
leaderboard-row = { $rank }. **{ $name }** — { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    } en { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate } %), media { $average }, mejor { $best }
leaderboard-none = En este servidor todavía no ha terminado ninguna partida.
stats-row = **{ $name }** en este servidor: puesto { $rank } de { $players } · { $games } { $games ->
        [one] partida terminada
       *[other] partidas terminadas
    }, { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    } ({ $rate } %) · puntuación media { $average } · mejor { $best }
stats-none = { $name } todavía no tiene ninguna partida terminada en este servidor.

## many games at once

cmd-mygames = Tus partidas abiertas en todos los canales, y en cuáles es tu turno
mygames-title = { $count ->
        [one] Tu partida abierta
       *[other] Tus partidas abiertas
    } ({ $count }){ $turns ->
        [0] :
        [one] { $count ->
            [one] ; es tu turno:
           *[other] ; es tu turno en una de ellas:
        }
       *[other] ; es tu turno en { NUMWORD($turns) } de ellas:
    }
mygames-turn = <#{ $channel_id }> · partida #{ $game_id } · **tu turno**{ $deadline }
mygames-deadline = {" "}(el tiempo se acaba <t:{ $deadline }:R>)
mygames-waiting = <#{ $channel_id }> · partida #{ $game_id } · turno de { $who }
mygames-lobby = <#{ $channel_id }> · partida #{ $game_id } · sala ({ $count }/{ $seats } jugadores)
mygames-none = No tienes ninguna partida abierta. Abre una con `/{ $kind } new`.
board-finished = La última partida de este canal ha terminado:

## the terminal (bash bot/run.sh --local)

terminal-welcome = **Columbiz Bot en la terminal**: los juegos del bot, jugados aquí contra la máquina o con amigos en este teclado, sin Discord. Primero, unas preguntas.
terminal-ask = Tu respuesta (Intro: { $default }):
terminal-ask-again = Responde con un número del { $min } al { $max }, o pulsa Intro para la respuesta marcada con un asterisco (`quit` para salir).
terminal-ask-language = ¿Idioma?
terminal-ask-game = ¿Qué juego?
terminal-ask-seats = ¿Cuántos jugadores ({ $min }–{ $max })?
terminal-ask-seat = ¿Quién juega el puesto { $n }?
terminal-person = Una persona, en este teclado
terminal-player = Jugador { $n }
terminal-left = No se ha empezado ninguna partida. `bash bot/run.sh --local` vuelve a preguntarte cuando quieras.
terminal-resumed = Tu partida de { $game } n.º { $game_id } sigue donde la dejaste.
terminal-picture = Imagen: { $path }
terminal-saved = La partida está guardada: `bash bot/run.sh --local` sigue donde la dejaste.
terminal-over = La partida ha terminado. `bash bot/run.sh --local` empieza una nueva.
terminal-now = Puedes: { LIST($moves, style: "or") }
terminal-more = … y más: escribe el principio de una jugada y pulsa Tab.
terminal-unknown = `{ $word }` no es un comando aquí. Prueba { LIST($words, style: "or") }.
terminal-help =
    Escribe tus jugadas como en Discord, sin la barra: { $moves }. Una palabra de jugada sola muestra las jugadas que puedes hacer con ella ahora; Tab las completa. Además:
      `board`: el tablero otra vez, con su imagen
      `standings`: las puntuaciones
      `rules`: las reglas en resumen
      `help`: esta ayuda
      `quit`: parar aquí; la partida se guarda y `bash bot/run.sh --local` sigue donde la dejaste

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-error-internal = Algo falló por mi parte. La partida está a salvo: vuelve a intentarlo, o consúltala con `board`.

## ratings (bot.ratings): the leaderboard, the stats, the rated option, the rating changes

cmd-new-rated = Si el resultado cuenta para el nivel (por defecto: sí, en un canal que todos pueden ver)
ratings-lobby-rated = Puntuable: el resultado cuenta para el nivel si la partida termina solo entre personas.
ratings-lobby-unrated = No puntuable (abierta con rated:false).
ratings-lobby-computer = No puntuable: hay una máquina en la mesa, y solo puntúan las partidas entre personas.
ratings-lobby-private = No puntuable: solo puntúa una partida en un canal que todo el servidor puede ver.
ratings-changes = **Niveles:**
ratings-change = { $name } { $before } → { $after }, { $change }
ratings-leaderboard-title = Clasificación de { $game }
ratings-leaderboard-subtitle = Este servidor · { $shown } { $players ->
    [one] jugador clasificado
   *[other] jugadores clasificados
}
ratings-leaderboard-text_title = **Clasificación de { $game }** en este servidor ({ $shown } { $players ->
    [one] jugador clasificado
   *[other] jugadores clasificados
}):
ratings-leaderboard-row = { $rank }. **{ $name }** — { $rating } · { $shown } { $games ->
    [one] partida
   *[other] partidas
} · { $won } ganadas
ratings-leaderboard-none = Todavía no ha terminado ninguna partida puntuable de { $game } en este servidor. Una partida puntúa si termina solo entre personas, abierta con rated:true en un canal que todo el servidor puede ver.
ratings-provisional = ? provisional: menos de unas diez partidas puntuables
ratings-head-rank = #
ratings-head-player = Jugador
ratings-head-rating = Nivel
ratings-head-games = Partidas
ratings-head-won = Ganadas
ratings-head-trend = Racha
ratings-head-opponent = Rival
ratings-head-ahead = Delante
ratings-head-behind = Detrás
ratings-head-tied = Empate
ratings-stats-subtitle = Niveles en este servidor
ratings-stats-kind = { $rating } · n.º { $rank } de { $players } · { $shown } { $games ->
    [one] partida
   *[other] partidas
} · { $won } ganadas
ratings-stats-graph = Nivel tras cada partida
ratings-stats-opponents = Contra los rivales más frecuentes
ratings-stats-best = Mejores partidas
ratings-stats-latest = Últimas partidas
ratings-stats-game = n.º { $game_id } · { $game } · puesto { $place } de { $players }
ratings-stats-nothing = Ninguna que puedas ver.
ratings-stats-none = { $name } aún no tiene ninguna partida puntuable en este servidor.
ratings-stats-text_title = **{ $name }**: niveles en este servidor
ratings-stats-text_kind = { $game }: { $summary }
ratings-stats-text_opponent = { $name }: { $shown } { $games ->
    [one] partida juntos
   *[other] partidas juntos
} · delante { $ahead } · detrás { $behind } · empate { $tied }
ratings-stats-text_game = { $item }: { $change }
ratings-text_heading = **{ $title }**
ratings-help =
    {"**"}Nivel**: cada partida terminada entre personas cuenta para el nivel de sus jugadores en ese juego en este servidor, salvo que se abriera con rated:false. No puntúan las partidas con un jugador del ordenador, las abandonadas ni las de un canal que no todo el servidor puede ver; a quien el ordenador sustituyó en la mayoría de sus turnos (ausente, tiempo agotado) no se le puntúa esa partida.
    El nivel sale del orden de llegada completo de cada partida (los empatados comparten puesto; modelo Plackett–Luce de openskill), así que ganar a tres jugadores sube más la habilidad que ganar un duelo. El número mostrado es prudente: 1000 + 40 × (habilidad − 3 × incertidumbre). Quien empieza parte de 1000 y sube a medida que sus partidas lo vuelven seguro; lleva «?» (provisional) hasta que la incertidumbre baja de 7, tras unas diez partidas puntuables.
    `/{ $kind } leaderboard` muestra a los jugadores más fuertes; `/{ $kind } stats`, tu nivel a lo largo del tiempo y tu balance contra tus rivales más frecuentes.
cli-ratings-usage =
    Uso: python -m bot.ratings --rebuild [BASE]   recalcula todos los niveles a partir de las partidas guardadas y los guarda
         python -m bot.ratings --check [BASE]     solo compara (código de salida 1 si algo difiere)
    BASE: un archivo SQLite o una URL postgresql://; por defecto la del bot (DATABASE_URL, si no DATABASE_PATH).
cli-ratings-no_source = { $path } no existe. Indica la base de datos del bot: su DATABASE_PATH o su DATABASE_URL.
cli-ratings-done = Partidas puntuadas: { $games }; jugadores puntuados: { $players }.
cli-ratings-added = Partidas puntuadas ahora que antes no lo estaban: { $games }.
cli-ratings-removed = Partidas que ya no puntúan: { $games }.
cli-ratings-more = … y { $count } { $count ->
        [one] diferencia
       *[other] diferencias
    } más.
cli-ratings-same = Los niveles guardados coinciden con los recalculados a partir de las partidas.
cli-ratings-different = { $count } { $count ->
        [one] valor guardado difiere
       *[other] valores guardados difieren
    } de los recalculados (no se ha escrito nada; --rebuild guarda los niveles recalculados).
cli-ratings-fixed = { $count } { $count ->
        [one] valor guardado difería
       *[other] valores guardados diferían
    }; ahora están guardados los niveles recalculados.

## The language, by its own name (in the lists a player chooses a language from)
language-name = Español
