"""The Columbiz Discord bot: the Discord layer over a game service kept in SQLite."""
