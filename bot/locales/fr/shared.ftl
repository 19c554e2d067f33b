### Texts of the shared bot, in French: the command line, the lobby and looking commands every
### game has, refusals of the service, delivery, reminders and notices, away players, history,
### rematches and standings across games.
###
### Ids are the code's ids with hyphens for dots: text("delivery.resumed") is delivery-resumed.
### Flags ($waiting, $own, ...) select [true] or [false]; a detail that was not given selects
### [none]. See bot/messages/__init__.py for the functions (LIST, NUMWORD, ...).
###
### French conventions here: players are addressed as « vous »; a non-breaking space (U+00A0)
### goes before : ; ! ? % and inside « »; a player's name is never followed by a participle
### that would have to agree with their gender.

## building blocks

fmt-list = { LIST($items) }
fmt-duration = { $seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($seconds) }
    }
-no-time-limit = sans limite
# A count as the bot writes it in running text, through NUMWORD($n): small counts in words
# (masculine: un pion, un dé, un tour), larger ones in digits.
fmt-numword = { $n ->
        [0] zéro
        [1] un
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
        [11] onze
        [12] douze
       *[other] { $n }
    }

## command line

cli-no_token =
    DISCORD_TOKEN n'est pas défini : le bot ne peut pas se connecter.
    1. Créez une application et son bot sur https://discord.com/developers/applications
    2. Copiez le jeton (token) du bot dans un fichier nommé .env, dans ce dossier :
           DISCORD_TOKEN=votre-jeton-ici
       (.env.example liste tous les réglages), ou définissez la variable d'environnement DISCORD_TOKEN.
    3. Relancez-le : `bash bot/run.sh` (ou `python -m bot` dans le .venv du projet).
    Ou essayez d'abord une partie ici, dans le terminal, sans Discord ni jeton : `bash bot/run.sh --local`.
cli-bad_setting = Le réglage { $name } n'est pas valide : { $problem }
cli-bad_setting-integer = il faut un nombre entier (reçu : « { $value } »)
cli-bad_setting-url = il faut une URL http(s)/ws(s) (reçu : « { $value } »)
cli-bad_setting-positive = il faut un nombre entier positif (reçu : « { $value } »)
cli-bad_setting-turn_seconds = il faut 0 (pas de limite de temps) ou de { $min } à { $max } secondes (reçu : « { $value } »)
cli-bad_setting-level = il faut DEBUG, INFO, WARNING ou ERROR (reçu : « { $value } »)
cli-bad_setting-database_url = il faut une URL postgresql:// (reçu : « { $value } »)
cli-bad_setting-shard_ids = il faut des numéros de shard de 0 à SHARD_COUNT − 1, séparés par des virgules, et SHARD_COUNT doit être défini (reçu : « { $value } », SHARD_COUNT { $count })
cli-bad_env_file = Le fichier de réglages { $path } est inutilisable : { $problem }
cli-bad_env_file-unreadable = il ne peut pas être lu ({ $reason })
cli-bad_env_file-encoding = la ligne { $line } n'est pas du texte UTF-8 (octet { $byte }) ; enregistrez le fichier en UTF-8
cli-login_failed = Discord a refusé le jeton (DISCORD_TOKEN). Copiez-le à nouveau depuis le portail des développeurs.
cli-privileged = Discord a refusé la connexion à cause des intents ; ce bot n'a besoin d'aucun intent privilégié : vérifiez DISCORD_GATEWAY_URL et les réglages du bot.
cli-unreachable = Impossible de joindre Discord à l'adresse { $url } ({ $reason }). Vérifiez la connexion Internet de cette machine (et DISCORD_API_BASE, si elle est définie), puis relancez le bot.
cli-bad_database =
    La base de données { $path } est inutilisable : { $problem }.
    Corrigez cela, ou indiquez un autre fichier dans DATABASE_PATH (dans .env ou dans l'environnement).
cli-bad_database-is_folder = c'est un dossier, pas un fichier
cli-bad_database-not_a_file = ce n'est pas un fichier ordinaire
cli-bad_database-folder_is_file = son dossier { $folder } est un fichier
cli-bad_database-folder_not_created = son dossier { $folder } ne peut pas être créé ({ $reason })
cli-bad_database-folder_not_writable = son dossier { $folder } n'est pas accessible en écriture ({ $reason }) ; SQLite range ses fichiers de journal à côté de la base
cli-bad_database-read_only = le fichier ne peut pas être ouvert en écriture ({ $reason })
cli-bad_database-unreadable = le fichier ne peut pas être lu ({ $reason })
cli-bad_database-busy = un autre programme le verrouille ({ $reason })
cli-bad_database-not_sqlite = ce n'est pas une base de données SQLite
cli-bad_database-damaged = le fichier est endommagé (la vérification de SQLite indique : { $detail }) ; restaurez-le à partir d'une sauvegarde
cli-bad_database-too_new = il a été écrit par une version plus récente du bot (schéma { $found } ; cette version connaît jusqu'au schéma { $known }) ; lancez cette version-là, ou restaurez une sauvegarde
cli-bad_postgres =
    La base PostgreSQL { $url } est inutilisable : { $problem }.
    Corrigez cela, ou indiquez une autre base dans DATABASE_URL (dans .env ou dans l'environnement) ; laissez-la vide pour garder les parties dans le fichier SQLite.
cli-bad_postgres-unreachable = le bot ne parvient pas à s'y connecter ({ $reason })
cli-bad_postgres-too_new = elle a été écrite par une version plus récente du bot (schéma { $found } ; cette version connaît jusqu'au { $known }) ; lancez cette version-là
cli-migrate-usage =
    Usage : python -m bot.migrate FICHIER_SQLITE URL_POSTGRESQL
    Copie toutes les parties (places, journal des coups, votes, préférences, messages encore dus) du fichier SQLite vers une base PostgreSQL vide, puis vérifie la copie. Arrêtez d'abord le bot.
cli-migrate-no_source = { $path } n'existe pas. Indiquez le fichier SQLite du bot : son DATABASE_PATH, ou columbiz.sqlite3 dans le dossier où le bot tourne.
cli-migrate-bad_source = Le fichier SQLite { $path } ne peut pas être copié : { $problem }.
cli-migrate-bad_target = La base PostgreSQL { $url } ne peut pas être utilisée : { $problem }.
cli-migrate-not_empty = { $url } contient déjà des parties : migrez vers une base vide.
cli-migrate-count = La copie de la table { $table } a { $copied } { $copied ->
        [one] ligne
       *[other] lignes
    } au lieu de { $expected }.
cli-migrate-audit = { $games } { $games ->
        [one] partie copiée ne concorde pas
       *[other] parties copiées ne concordent pas
    } ; partie n° { $game_id } : { $problem }
cli-migrate-done = Parties copiées : { $games } ({ $seats } { $seats ->
        [one] place
       *[other] places
    }, { $moves } { $moves ->
        [one] coup
       *[other] coups
    }, { $posts } { $posts ->
        [one] message
       *[other] messages
    } envoyés ou en attente) ; chaque partie rejouée redonne son état enregistré. Démarrez le bot avec DATABASE_URL défini.

## command and option descriptions

cmd-join = Prendre une place dans la partie de ce salon
cmd-leave = Quitter la partie de ce salon avant qu'elle ne commence
cmd-start = Commencer la partie (réservé à la personne qui l'a ouverte)
cmd-board = Afficher le plateau actuel (visible par vous uniquement)
cmd-standings = La feuille de score, et les parties terminées de ce serveur
cmd-language = La langue des messages et des images de la partie (par défaut : la vôtre)
cmd-abandon = Arrêter la partie de ce salon (créateur, vote, ou permission Gérer les salons)

## buttons

button-join = Rejoindre
button-leave = Quitter
button-start = Commencer

## lobby and start

# $full (a fact computed in bot/messages/details.py): every seat is taken; $waiting: the game
# still waits in its lobby (a rematch whose other seats are all computers waits for its
# creator's Start).
lobby-text = **{ $creator }** a ouvert une partie (#{ $game_id }) { $game_initial ->
        [a] d'{ $game }
        [e] d'{ $game }
        [i] d'{ $game }
        [o] d'{ $game }
        [u] d'{ $game }
       *[other] de { $game }
    } pour { NUMWORD($seats) } joueurs.
    Règles : { $options }.
    Langue : { $language }.
    { $clock ->
        [idle] Un joueur inactif passe à « a fini » après :{" "}
       *[turn] Temps par tour :{" "}
    }{ $turn_seconds ->
        [none] { -no-time-limit }
        [0] { -no-time-limit }
       *[other] { DURATION($turn_seconds) }
    }.
    Joueurs ({ $count }/{ $seats }) : { LIST($players) }.{ $full ->
       *[false] {""}
            Appuyez sur **Rejoindre** (ou `/{ $kind } join`) pour prendre place ; { $creator } peut ajouter des joueurs ordinateur (`/{ $kind } addbot`) et appuyer sur **Commencer** quand tout le monde est là. La partie commence d'elle-même quand elle est complète.
        [true] { $waiting ->
            [true] {""}
                Toutes les places sont prises : { $creator } appuie sur **Commencer** (ou `/{ $kind } start`).
           *[false] {""}
        }
    }
lobby-joined = { $who } a rejoint la partie ({ $count }/{ $seats }).
lobby-left = { $who } a quitté la partie ({ $count }/{ $seats }).
lobby-cancelled = { $who } a fermé les inscriptions : la partie est annulée.

## looking

board-caption = Partie #{ $game_id } · { $turn ->
        [none] { $status }
       *[other] tour { $turn } · { $status }
    }
board-lobby = La partie de ce salon n'a pas encore commencé.
standings-finished_title = Parties terminées sur ce serveur :
standings-finished_row = #{ $game_id } · { $scores } · gagnée par { $winners }
standings-none = Aucune partie n'est en cours ici, et aucune partie n'est encore terminée sur ce serveur.

## abandoning

abandon-ended = { $who } a abandonné la partie. Son historique est conservé.
abandon-vote = { $who } vote pour abandonner la partie ({ $votes }/{ $needed } { $needed ->
        [one] vote des autres joueurs nécessaire
       *[other] votes des autres joueurs nécessaires
    }).
abandon-voted_out = { $who } a voté, et les joueurs sont d'accord : la partie est abandonnée.

## refusals: the service

error-no_game = Il n'y a pas de partie dans ce salon. Ouvrez-en une avec `/{ $kind } new`.
error-game_exists = Ce salon a déjà une partie (#{ $game_id }). Terminez-la ou abandonnez-la d'abord, ou jouez dans un autre salon ou dans un fil.
error-not_in_game = Vous ne jouez pas dans cette partie.
error-not_your_turn = C'est à { $current } de jouer.
error-already_joined = Vous avez déjà une place dans cette partie.
error-lobby_full = Cette partie est complète.
error-not_in_lobby = Cette partie a déjà commencé : les places ne peuvent plus changer.
error-not_creator = Seule la personne qui a ouvert la partie peut faire cela.
error-not_enough_players = Il faut au moins deux joueurs pour commencer (des personnes ou des joueurs ordinateur : `/{ $kind } addbot`).
error-game_not_active = { $status ->
        [lobby] Cette partie n'a pas encore commencé : la personne qui l'a ouverte la démarre avec **Commencer** ou `/{ $kind } start`.
       *[other] Cette partie n'est plus en cours.
    }
error-other_game = Le jeu de ce salon est { $game }, et cette commande sert à jouer à { $used }. `/{ $kind } help` indique ce que vous pouvez faire dans { $game }.
error-stale = Le plateau a changé depuis l'envoi de ces boutons : utilisez le dernier message, ou affichez la partie avec `/{ $kind } board`.
error-no_permission = { $reason ->
        [away] Vous êtes en mode absent dans cette partie : reprenez d'abord votre place avec `/{ $kind } back`.
       *[other] Vous ne pouvez pas faire cela dans cette partie.
    }
error-already_voted = { $target_user_id ->
        [none] Vous avez déjà voté pour abandonner cette partie.
       *[other] Vous avez déjà voté pour que l'ordinateur prenne la place de <@{ $target_user_id }> ({ $votes }/{ $needed } { $needed ->
            [one] vote
           *[other] votes
        }).
    }
error-bad_options = Ces options de partie ne sont pas valides.
error-bad_turn_time = Le temps imparti doit aller de { $min } à { $max } (pas { $value }).
error-unknown_level = « { $level } » n'est pas un niveau : choisissez { LIST($levels, style: "or") }.
    .levels = { $item ->
        [easy] { level-easy }
        [normal] { level-normal }
        [hard] { level-hard }
       *[other] `{ $item }`
    }
error-not_a_computer = Cette place n'est pas celle d'un joueur ordinateur.
error-no_computer = Il n'y a aucun joueur ordinateur à retirer.
error-no_human = Une partie a besoin d'au moins une personne.
error-not_away = Vous n'êtes pas en mode absent dans cette partie.
error-already_away = { $name } est déjà en mode absent.
error-cannot_vote_self = Vous ne pouvez pas voter pour confier votre propre place à l'ordinateur.
error-target_not_in_game = Cette personne ne joue pas dans cette partie.
error-no_turns_to_hand = Dans cette partie, chacun agit à tout moment : personne n'attend { $name }, il n'y a donc pas de tour à confier à l'ordinateur.{ $idle ->
        [none] { "" }
       *[other] { " " }Quand tous les joueurs sont restés inactifs pendant { DURATION($idle) }, la partie s'arrête d'elle-même.
    }
error-target_is_computer = { $name } est déjà un joueur ordinateur.
error-rematch_exists = Une revanche de cette partie est déjà ouverte.
error-game_not_finished = Cette partie n'est pas terminée.
error-bad_notify = « { $mode } » n'est pas un mode de notification : choisissez { LIST($modes, style: "or") }.
    .modes = { $item ->
        [mention] une mention dans le salon
        [dm] un message privé
        [none] rien
       *[other] `{ $item }`
    }
error-unknown = Ce n'est pas possible pour le moment ({ $code }).
error-internal = Un problème est survenu de mon côté. La partie est intacte : réessayez, ou consultez-la avec `/{ $kind } board`.
error-missing_permissions = Je ne peux pas jouer dans ce salon : il me manque ici { SIZE($missing) ->
        [one] la permission
       *[other] les permissions
    } { LIST($missing) }. Demandez à un modérateur de me { SIZE($missing) ->
        [one] l'accorder
       *[other] les accorder
    }, ou jouez dans un autre salon.
ack-posted = C'est fait : voyez le message ci-dessous.
ack-queued = Enregistré. Le message correspondant arrive dans le salon dans un instant, après ceux qui le précèdent.
error-send_failed = Enregistré : inutile de recommencer. Je n'ai pas pu publier le message ici pour l'instant ; il partira dès que possible (`/{ $kind } board` montre la partie où elle en est).
delivery-resumed = 🔓 Je peux de nouveau écrire ici : le chrono du tour repart dès maintenant.
error-outdated = Cette commande vient de changer et Discord affiche encore l'ancienne. Réessayez dans une minute (ou redémarrez Discord).
error-game_gone = Cette partie est terminée ; ces boutons ne font plus rien.
error-not_here = Columbiz se joue dans les salons textuels et les fils d'un serveur.
perm-send_messages = Envoyer des messages
perm-send_messages_in_threads = Envoyer des messages dans les fils
perm-attach_files = Joindre des fichiers
perm-embed_links = Intégrer des liens
perm-view_channel = Voir le salon

## refusals: the rules (engine RuleError codes)

rule-bad_action = Ce n'est pas une action de ce jeu.
rule-bad_config = Ces options de partie ne sont pas valides.
rule-bad_state = L'état enregistré de cette partie n'a pas pu être lu.

## computer players

cmd-addbot = Ajouter un joueur ordinateur avant le début (réservé à la personne qui a ouvert la partie)
cmd-addbot-level = Son niveau de jeu
cmd-addbot-level-easy = Facile : joue raisonnablement, à la portée des débutants
cmd-addbot-level-normal = Normal : gourmand, pèse les points et la sécurité
cmd-addbot-level-hard = Difficile : anticipe plusieurs coups
cmd-removebot = Retirer le dernier joueur ordinateur avant le début de la partie
button-addbot = Ajouter un ordinateur
level-easy = facile
level-normal = normal
level-hard = difficile
computer-seat-easy = Ordinateur (facile)
computer-seat-normal = Ordinateur (normal)
computer-seat-hard = Ordinateur (difficile)
lobby-computer = 🤖 **{ $name }**
lobby-computer_added = { $who } a ajouté 🤖 **{ $name }** ({ $level }) ({ $count }/{ $seats }).
lobby-computer_removed = { $who } a retiré 🤖 **{ $name }** de la partie ({ $count }/{ $seats }).

## the turn clock, reminders, notify

remind-channel = ⏳ { $who }, c'est toujours à vous de jouer dans la partie #{ $game_id } : votre temps expire <t:{ $deadline }:R> (ensuite, l'ordinateur joue à votre place).
remind-dm = ⏳ C'est toujours à vous de jouer dans la partie #{ $game_id } ({ $link }) : votre temps expire <t:{ $deadline }:R> (ensuite, l'ordinateur joue à votre place).
notify-turn_dm = 🎲 C'est à vous de jouer dans la partie #{ $game_id } : { $link }
cmd-notify = Comment on vous prévient que c'est à vous de jouer (dans toutes les parties)
cmd-notify-mode = Mention dans le salon, message privé, ou rien
cmd-notify-mode-mention = Me mentionner dans le salon (par défaut)
cmd-notify-mode-dm = M'envoyer un message privé
cmd-notify-mode-none = Rien : je regarde moi-même
notify-set-mention = Désormais, je vous mentionne dans le salon quand c'est à vous de jouer et quand votre temps est presque écoulé.
notify-set-dm = Désormais, je vous envoie un message privé quand c'est à vous de jouer et quand votre temps est presque écoulé (ou je vous mentionne dans le salon si vos messages privés sont fermés).
notify-set-none = Désormais, je ne vous préviens plus : consultez `/{ $kind } mygames`.

## away players

cmd-back = Reprendre votre place à l'ordinateur
cmd-away = Voter pour que l'ordinateur prenne la place d'un joueur absent
cmd-away-player = Le joueur absent
away-back = { $who } est de retour et joue de nouveau ses tours.
away-vote = { $voter } vote pour que l'ordinateur prenne la place de { $target } ({ $votes }/{ $needed } { $needed ->
        [one] vote nécessaire
       *[other] votes nécessaires
    }).
away-marked = Les joueurs sont d'accord : { $target } passe en mode absent, et l'ordinateur joue à sa place jusqu'à son retour (`/{ $kind } back`).

## history

cmd-history = L'historique complet de la partie de ce salon (ou d'une partie terminée), en fichier
cmd-history-game_id = Le numéro d'une partie de ce serveur (par défaut : celle de ce salon)
history-sent = L'historique de la partie #{ $game_id } ({ $moves } { $moves ->
        [one] coup
       *[other] coups
    }).
history-not_found = Il n'y a pas de partie #{ $game_id } sur ce serveur.
history-hidden = Vous ne voyez pas le salon de la partie #{ $game_id } : vous ne pouvez donc pas voir son historique.
cmd-replay = Toute la partie en animation, une image par tour (visible par vous uniquement)
cmd-replay-game_id = Le numéro d'une partie de ce serveur (par défaut : celle de ce salon)
replay-caption = { $name } : { $what }
replay-sent = La partie #{ $game_id } du premier coup au dernier, { $turns ->
    [one] en une image.
   *[other] en { $turns } images.
}
replay-fewer = La partie #{ $game_id } en { $shown } de ses { $turns } images, réparties sur la partie : toutes seraient trop lourdes à envoyer ici.
replay-empty = La partie #{ $game_id } n'a encore aucun coup : il n'y a rien à rejouer.

## rematch

button-rematch = Revanche
rematch-opened = 🔁 Revanche de la partie #{ $old_id } ! { $players } : appuyez sur **Rejoindre** pour rejouer.
rematch-opened_alone = 🔁 Revanche de la partie #{ $old_id } !

## standings across games

cmd-leaderboard = Les joueurs de ce serveur, classés par victoires et score moyen
cmd-stats = Les résultats d'un joueur sur ce serveur
cmd-stats-user = De qui voir les résultats (par défaut : vous)
leaderboard-title = **Classement** — parties terminées sur ce serveur :
leaderboard-row = { $rank }. **{ $name }** — { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } en { $games } { $games ->
        [one] partie
       *[other] parties
    } ({ $rate } %), moyenne { $average }, meilleur score { $best }
leaderboard-none = Aucune partie n'est encore terminée sur ce serveur.
stats-row = **{ $name }** sur ce serveur : rang { $rank } sur { $players } · { $games } { $games ->
        [one] partie terminée
       *[other] parties terminées
    }, { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } ({ $rate } %) · score moyen { $average } · meilleur score { $best }
stats-none = { $name } n'a encore aucune partie terminée sur ce serveur.

## many games at once

cmd-mygames = Vos parties en cours dans tous les salons, et celles où c'est à vous de jouer
mygames-title = { $count ->
        [one] Votre partie en cours
       *[other] Vos parties en cours
    } ({ $count }){ $turns ->
        [0] :
        [1] { $count ->
            [one] ; c'est à vous de jouer :
           *[other] ; c'est à vous de jouer dans l'une d'elles :
        }
       *[other] ; c'est à vous de jouer dans { NUMWORD($turns) } d'entre elles :
    }
mygames-turn = <#{ $channel_id }> · partie #{ $game_id } · **à vous de jouer**{ $deadline }
mygames-deadline = {" "}(votre temps expire <t:{ $deadline }:R>)
mygames-waiting = <#{ $channel_id }> · partie #{ $game_id } · à { $who } de jouer
mygames-lobby = <#{ $channel_id }> · partie #{ $game_id } · en attente de joueurs ({ $count }/{ $seats } places prises)
mygames-none = Vous n'avez aucune partie en cours. Ouvrez-en une avec `/{ $kind } new`.
board-finished = La dernière partie de ce salon est terminée :

## the terminal (bash bot/run.sh --local)

terminal-welcome = **Columbiz Bot dans le terminal** : les jeux du bot, joués ici contre l'ordinateur ou entre amis devant ce clavier, sans Discord. D'abord quelques questions.
terminal-ask = Votre réponse (Entrée : { $default }) :
terminal-ask-again = Répondez par un nombre de { $min } à { $max }, ou appuyez sur Entrée pour la réponse marquée d'une étoile (`quit` pour quitter).
terminal-ask-language = Langue ?
terminal-ask-game = Quel jeu ?
terminal-ask-seats = Combien de joueurs ({ $min }–{ $max }) ?
terminal-ask-seat = Qui joue la place { $n } ?
terminal-person = Une personne, devant ce clavier
terminal-player = Joueur { $n }
terminal-left = Aucune partie n'a été lancée. `bash bot/run.sh --local` vous reposera les questions quand vous voudrez.
terminal-resumed = Votre partie { $game_initial ->
        [a] d'{ $game }
        [e] d'{ $game }
        [i] d'{ $game }
        [o] d'{ $game }
        [u] d'{ $game }
       *[other] de { $game }
    } nº { $game_id } reprend là où vous l'aviez laissée.
terminal-picture = Image : { $path }
terminal-saved = La partie est enregistrée : `bash bot/run.sh --local` la reprend là où vous l'avez laissée.
terminal-over = La partie est terminée. `bash bot/run.sh --local` en lance une nouvelle.
terminal-now = Vous pouvez : { LIST($moves, style: "or") }
terminal-more = … et d'autres : tapez le début d'un coup puis Tab.
terminal-unknown = `{ $word }` n'est pas une commande ici. Essayez { LIST($words, style: "or") }.
terminal-help =
    Tapez vos coups comme sur Discord, sans la barre oblique : { $moves }. Un mot de coup seul liste les coups que vous pouvez jouer avec lui maintenant ; Tab les complète. Et aussi :
      `board` : le plateau à nouveau, avec son image
      `standings` : les scores
      `rules` : les règles en bref
      `help` : cette aide
      `quit` : s'arrêter là ; la partie est gardée, et `bash bot/run.sh --local` la reprend là où vous l'avez laissée

## at the terminal (bash bot/run.sh --local): texts above that name a button, as the terminal
## says them (it has no buttons; a command's slash it leaves out by itself)

terminal-error-internal = Un problème est survenu de mon côté. La partie est intacte : réessayez, ou consultez-la avec `board`.

## ratings (bot.ratings): the leaderboard, the stats, the rated option, the rating changes

cmd-new-rated = Le résultat compte-t-il pour le classement ? (par défaut : oui, dans un salon visible de tous)
ratings-lobby-rated = Classée : le résultat compte pour le classement si la partie se termine entre humains seulement.
ratings-lobby-unrated = Non classée (ouverte avec rated:false).
ratings-lobby-computer = Non classée : un joueur ordinateur est assis à la table, et seules les parties entre humains sont classées.
ratings-lobby-private = Non classée : seule une partie dans un salon que tout le serveur peut voir est classée.
ratings-changes = **Classement :**
ratings-change = { $name } { $before } → { $after }, { $change }
ratings-leaderboard-title = Classement { $game }
ratings-leaderboard-subtitle = Ce serveur · { $shown } { $players ->
    [one] joueur classé
   *[other] joueurs classés
}
ratings-leaderboard-text_title = **Classement { $game }** sur ce serveur ({ $shown } { $players ->
    [one] joueur classé
   *[other] joueurs classés
}) :
ratings-leaderboard-row = { $rank }. **{ $name }** — { $rating } · { $shown } { $games ->
    [one] partie
   *[other] parties
} · { $won } de victoires
ratings-leaderboard-none = Aucune partie classée de { $game } n'est encore terminée sur ce serveur. Une partie est classée si elle se termine entre humains seulement, ouverte avec rated:true dans un salon que tout le serveur peut voir.
ratings-provisional = ? provisoire : moins d'une dizaine de parties classées
ratings-head-rank = #
ratings-head-player = Joueur
ratings-head-rating = Cote
ratings-head-games = Parties
ratings-head-won = Victoires
ratings-head-trend = Courbe
ratings-head-opponent = Adversaire
ratings-head-ahead = Devant
ratings-head-behind = Derrière
ratings-head-tied = Égalité
ratings-stats-subtitle = Classement sur ce serveur
ratings-stats-kind = { $rating } · { $rank }ᵉ sur { $players } · { $shown } { $games ->
    [one] partie
   *[other] parties
} · { $won } de victoires
ratings-stats-graph = Cote après chaque partie
ratings-stats-opponents = Face aux adversaires les plus fréquents
ratings-stats-best = Meilleures parties
ratings-stats-latest = Dernières parties
ratings-stats-game = n° { $game_id } · { $game } · place { $place } sur { $players }
ratings-stats-nothing = Aucune que vous puissiez voir.
ratings-stats-none = { $name } n'a encore aucune partie classée sur ce serveur.
ratings-stats-text_title = **{ $name }** — classement sur ce serveur :
ratings-stats-text_kind = { $game } : { $summary }
ratings-stats-text_opponent = { $name } : { $shown } { $games ->
    [one] partie ensemble
   *[other] parties ensemble
} · devant { $ahead } · derrière { $behind } · à égalité { $tied }
ratings-stats-text_game = { $item } : { $change }
ratings-text_heading = **{ $title }**
ratings-help =
    {"**"}Classement** : chaque partie terminée entre humains compte pour la cote de ses joueurs à ce jeu sur ce serveur, sauf si elle a été ouverte avec rated:false. Ne sont pas classées les parties avec un joueur ordinateur, les parties abandonnées et celles d'un salon que tout le serveur ne peut pas voir ; un joueur que l'ordinateur a remplacé pendant la plupart de ses tours (absent, temps écoulé) n'est pas classé pour cette partie.
    La cote vient de l'ordre d'arrivée complet de chaque partie (les ex æquo partagent une place ; modèle de Plackett–Luce d'openskill) : une victoire contre trois joueurs fait plus monter le niveau qu'une victoire en duel. Le nombre affiché est prudent : 1 000 + 40 × (niveau − 3 × incertitude). Un nouveau venu part de 1 000 et monte à mesure que ses parties rendent sa cote sûre ; elle est marquée « ? » (provisoire) tant que l'incertitude ne passe pas sous 7, soit une dizaine de parties classées.
    `/{ $kind } leaderboard` montre les joueurs les plus forts, `/{ $kind } stats` l'évolution de votre cote et votre bilan face à vos adversaires les plus fréquents.
cli-ratings-usage =
    Usage : python -m bot.ratings --rebuild [BASE]   recalcule toutes les cotes à partir des parties enregistrées et les enregistre
            python -m bot.ratings --check [BASE]     compare seulement (code de sortie 1 en cas d'écart)
    BASE : un fichier SQLite ou une URL postgresql:// ; par défaut celle du bot (DATABASE_URL, sinon DATABASE_PATH).
cli-ratings-no_source = { $path } n'existe pas. Indiquez la base du bot : son DATABASE_PATH ou sa DATABASE_URL.
cli-ratings-done = Parties classées : { $games } ; joueurs classés : { $players }.
cli-ratings-added = Parties classées désormais qui ne l'étaient pas : { $games }.
cli-ratings-removed = Parties qui ne sont plus classées : { $games }.
cli-ratings-more = … et { $count } { $count ->
        [one] autre écart
       *[other] autres écarts
    }.
cli-ratings-same = Les cotes enregistrées sont égales à celles recalculées à partir des parties.
cli-ratings-different = { $count } { $count ->
        [one] valeur enregistrée diffère
       *[other] valeurs enregistrées diffèrent
    } des valeurs recalculées (rien n'a été écrit ; --rebuild enregistre les cotes recalculées).
cli-ratings-fixed = { $count } { $count ->
        [one] valeur enregistrée différait
       *[other] valeurs enregistrées différaient
    } ; les cotes recalculées sont maintenant enregistrées.

## The language, by its own name (in the lists a player chooses a language from)
language-name = Français
