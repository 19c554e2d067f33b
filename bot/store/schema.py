"""The database's shape: the numbered migrations that build it, and the columns the store reads
and writes."""

from __future__ import annotations

OPEN_STATUSES = ("lobby", "active")

# Numbered migrations: migration N brings PRAGMA user_version from N - 1 to N, in one transaction.
# Never edit a released migration; append a new one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: games, seats, the move log, votes.
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,   -- never reused: old buttons name a game id
            kind TEXT NOT NULL,                     -- the game plug-in, e.g. 'columbiz'
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,            -- a text channel or a thread
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
            creator_id INTEGER NOT NULL,
            seats_wanted INTEGER NOT NULL CHECK (seats_wanted >= 1),
            options TEXT NOT NULL DEFAULT '{}',     -- JSON, normalised by the plug-in
            turn_seconds INTEGER CHECK (turn_seconds IS NULL OR turn_seconds > 0),
            seed TEXT NOT NULL,                     -- hex from os.urandom; never shown while open
            setup TEXT,                             -- JSON: what chance decided at the start (C5)
            state TEXT,                             -- JSON (engine.state_to_json); NULL in lobby
            rev INTEGER NOT NULL DEFAULT 0,         -- bumped by every change of the game
            last_seq INTEGER NOT NULL DEFAULT 0,    -- seq of the last move in `moves`
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            started_at REAL,
            finished_at REAL,                       -- when it finished or was abandoned
            end_reason TEXT,                        -- rules | creator | manager | vote | cancelled
            ended_by INTEGER                        -- user who ended it, if not the rules
        )""",
        # One lobby or active game per channel (threads are channels), whatever process writes.
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status IN ('lobby', 'active')""",
        """CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at)
            WHERE status = 'finished'""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat >= 0),  -- seating order = colour order (C3)
            user_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            ai_level TEXT,                            -- set for a computer seat
            joined_at REAL NOT NULL,
            total INTEGER,                            -- final total (C15), once finished
            winner INTEGER,                           -- 1 / 0 once finished (ties share, C15)
            PRIMARY KEY (game_id, seat),
            UNIQUE (game_id, user_id)
        ) WITHOUT ROWID""",
        "CREATE INDEX seats_by_user ON seats (user_id)",
        """CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 1),    -- 1, 2, ...; dice of seq n: seed + ':n'
            turn INTEGER NOT NULL,                    -- the turn the move was made in
            seat INTEGER,
            user_id INTEGER,
            action TEXT NOT NULL,                     -- JSON, with the rolled values
            events TEXT NOT NULL,                     -- JSON list of what the move caused
            created_at REAL NOT NULL,
            PRIMARY KEY (game_id, seq)                -- a second writer of seq n fails here
        ) WITHOUT ROWID""",
        """CREATE TRIGGER moves_append_only BEFORE UPDATE ON moves
            BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END""",
        """CREATE TABLE votes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,                       -- 'abandon' (later: hand a seat over)
            user_id INTEGER NOT NULL,
            created_at REAL NOT NULL,
            PRIMARY KEY (game_id, kind, user_id)
        ) WITHOUT ROWID""",
    ),
    # 2: room for the turn clock, absent players, computer moves and notify preferences.
    (
        "ALTER TABLE games ADD COLUMN turn_started_at REAL",
        "ALTER TABLE games ADD COLUMN deadline_at REAL",  # turn_started_at + turn_seconds
        "ALTER TABLE games ADD COLUMN reminded_at REAL",
        "ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id)",
        """CREATE INDEX games_due ON games (deadline_at)
            WHERE status = 'active' AND deadline_at IS NOT NULL""",
        "ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seats ADD COLUMN missed_turns INTEGER NOT NULL DEFAULT 0",
        # who made a move: 'player', or later 'ai' (since 5: 'computer') / 'clock'
        "ALTER TABLE moves ADD COLUMN source TEXT NOT NULL DEFAULT 'player'",
        """CREATE TABLE user_prefs (
            user_id INTEGER PRIMARY KEY,
            notify TEXT NOT NULL DEFAULT 'mention' CHECK (notify IN ('mention', 'dm', 'none')),
            updated_at REAL NOT NULL
        )""",
    ),
    # 3: why a computer made a move; one rematch per finished game.
    (
        # JSON {"level", "reason", "params"} for a move the computer made; NULL for a player's
        "ALTER TABLE moves ADD COLUMN note TEXT",
        """CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of)
            WHERE rematch_of IS NOT NULL""",
    ),
    # 4: the outbox (what must reach Discord after a commit), and a clock paused while the bot
    # cannot post in the game's channel.
    (
        """CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,     -- delivery order within a game
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            channel_id INTEGER NOT NULL,
            kind TEXT NOT NULL,                       -- post | reminder
            key TEXT UNIQUE,                          -- at most one entry per key (a reminder)
            payload TEXT NOT NULL,                    -- JSON: the message, its pings, its image
            created_at REAL NOT NULL,
            due_at REAL NOT NULL,                     -- not before (retries back off)
            attempts INTEGER NOT NULL DEFAULT 0,
            claimed_by TEXT,                          -- the process delivering it now
            claimed_until REAL,                       -- its claim lapses then (process died)
            sent_at REAL,
            message_id INTEGER,                       -- the message that delivered it
            dropped TEXT                              -- why it will never be sent
        )""",
        """CREATE INDEX outbox_pending ON outbox (game_id, id)
            WHERE sent_at IS NULL AND dropped IS NULL""",
        "ALTER TABLE games ADD COLUMN paused_at REAL",
    ),
    # 5: one name for a computer player: a computer seat's level is its computer_level, and a
    # move it made has the source 'computer'.
    (
        "ALTER TABLE seats RENAME COLUMN ai_level TO computer_level",
        "DROP TRIGGER moves_append_only",  # the log's one rewrite: a name, not what happened
        "UPDATE moves SET source = 'computer' WHERE source = 'ai'",
        """CREATE TRIGGER moves_append_only BEFORE UPDATE ON moves
            BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END""",
    ),
    # 6: the language of a game's public posts and pictures, chosen when it is opened.
    ("ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",),
    # 7: background work (a turn whose time ran out, a reminder, a computer turn) claimed by one
    # bot process at a time; a claim lapses at held_until, so a dead process's work is taken over.
    (
        """CREATE TABLE work_claims (
            job TEXT PRIMARY KEY,                     -- e.g. 'timeout:12:40' (game 12, rev 40)
            owner TEXT NOT NULL,                      -- the process doing it
            held_until REAL NOT NULL
        ) WITHOUT ROWID""",
    ),
    # 8: ratings (bot.ratings): whether a game is rated, each rated game's place in the rating
    # order, every rated player's rating before and after it, and each player's current rating
    # per server and game kind (what the leaderboard reads).
    (
        # 1 rated, 0 not; NULL: opened before ratings existed (decided at the bot's next start,
        # from whether everyone on the server sees its channel: bot.front.ratings)
        "ALTER TABLE games ADD COLUMN rated INTEGER",
        """CREATE TABLE rated_games (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,    -- the order ratings were applied in
            game_id INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
            guild_id INTEGER NOT NULL,                -- 0 for a game outside any server
            kind TEXT NOT NULL,
            channel_id INTEGER NOT NULL,
            players INTEGER NOT NULL,                 -- the players it rated
            rated_at REAL NOT NULL
        )""",
        """CREATE TABLE rating_changes (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,                     -- rated_games.seq
            guild_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            channel_id INTEGER NOT NULL,
            name TEXT NOT NULL,
            place INTEGER NOT NULL,                   -- 1 = first; ties share a place
            players INTEGER NOT NULL,
            mu_before REAL NOT NULL,
            sigma_before REAL NOT NULL,
            mu_after REAL NOT NULL,
            sigma_after REAL NOT NULL,
            shown_before INTEGER NOT NULL,
            shown_after INTEGER NOT NULL,
            rated_at REAL NOT NULL,
            PRIMARY KEY (game_id, user_id)
        ) WITHOUT ROWID""",
        # one player's games in order, with all the stats read of them (an index-only read)
        """CREATE INDEX rating_changes_by_player ON rating_changes (guild_id, user_id, seq,
            kind, place, players, channel_id, shown_before, shown_after)""",
        """CREATE TABLE player_ratings (
            guild_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            name TEXT NOT NULL,                       -- in their latest rated game
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            ordinal REAL NOT NULL,                    -- mu - 3 sigma: the order of the ranking
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,                    -- first places (shared ones too)
            recent TEXT NOT NULL,                     -- JSON: the last shown ratings, oldest first
            last_seq INTEGER NOT NULL,
            PRIMARY KEY (guild_id, kind, user_id)
        ) WITHOUT ROWID""",
        """CREATE INDEX player_ratings_ranked ON player_ratings (guild_id, kind, ordinal DESC,
            user_id)""",
    ),
    # 9: indexes for what is read often as games pile up. A server's finished games, newest
    # first, with what the standings add up (the index alone answers: the games' rows, with their
    # states, are never visited); the active games (the turn clock's computer turns); the
    # outbox's waiting entries by when they fall due (the sender's pass).
    (
        """CREATE INDEX games_finished_in_guild ON games (guild_id, finished_at, id, kind, status)
            WHERE status = 'finished'""",
        "DROP INDEX games_finished_by_guild",
        "CREATE INDEX games_active ON games (id) WHERE status = 'active'",
        """CREATE INDEX outbox_due ON outbox (due_at)
            WHERE sent_at IS NULL AND dropped IS NULL""",
    ),
    # 10: a count of every write of a game row, those that keep the rev too (a reminder, a
    # paused clock, an away mark): a process that judges a move on the game as it last wrote it
    # commits only while this count is still the one it wrote (bot/service/repository.py).
    ("ALTER TABLE games ADD COLUMN writes INTEGER NOT NULL DEFAULT 0",),
)
SCHEMA_VERSION = len(MIGRATIONS)

GAME_COLUMNS = (
    "id", "kind", "guild_id", "channel_id", "status", "creator_id", "seats_wanted", "options",
    "turn_seconds", "seed", "setup", "state", "rev", "last_seq", "created_at", "updated_at",
    "started_at", "finished_at", "end_reason", "ended_by", "turn_started_at", "deadline_at",
    "reminded_at", "rematch_of", "paused_at", "language", "rated", "writes",
)
SEAT_COLUMNS = (
    "seat", "user_id", "name", "computer_level", "joined_at", "total", "winner", "away",
    "missed_turns",
)
MOVE_COLUMNS = (
    "game_id", "seq", "turn", "seat", "user_id", "action", "events", "source", "created_at", "note",
)
# Seat columns a write may change on its own (the rest changes with the whole seating).
SEAT_WRITABLE = frozenset({"away", "missed_turns"})
NOTIFY_MODES = ("mention", "dm", "none")
JSON_COLUMNS = frozenset({"options", "setup", "state"})
# Columns a write may set (rev, writes, id and the seed are the store's own business).
GAME_WRITABLE = frozenset(GAME_COLUMNS) - {
    "id", "kind", "channel_id", "seed", "rev", "writes", "created_at",
}
