"""Ratings per game kind and per server: openskill's Plackett–Luce over each finished game's
ranking (model), written with the game's result in one transaction (record), read back for the
leaderboard and the stats (standings), rebuilt from the stored games (`python -m bot.ratings`)."""
