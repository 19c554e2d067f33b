"""`python -m bot`: start the bot with the settings of `.env` and the environment.
`python -m bot --local`: play a game in this terminal instead, without Discord (bot.terminal)."""

from __future__ import annotations

import sys

from bot.config import ConfigError, load_settings
from bot.messages import text
from bot.startup import EXIT_CONFIG, database_problem, postgres_problem

EXIT_UNREACHABLE = 3  # Discord could not be reached: the network, not a setting


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--local" in argv:  # no token, no Discord: the settings of .env are not needed
        from bot.terminal import main as local

        return local(argv)
    try:
        settings = load_settings()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return EXIT_CONFIG
    if not settings.token:
        print(text("cli.no_token"), file=sys.stderr)
        return EXIT_CONFIG
    # After the token check: a run that can only say "set the token" touches nothing on disk.
    # Before bot.run: no event loop yet, and nothing is said to Discord with a database the bot
    # could not use.
    problem = (postgres_problem(settings.database_url) if settings.database_url
               else database_problem(settings.database_path))
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_CONFIG

    import aiohttp
    import discord

    from bot import heap, render_pool
    from bot.app import create_bot
    from bot.logging_setup import setup_logging

    setup_logging(settings.log_level, settings.log_format, token=settings.token)
    bot = create_bot(settings)
    heap.settle()  # what the start made lives as long as the process
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(text("cli.login_failed"), file=sys.stderr)
        return EXIT_CONFIG
    except discord.PrivilegedIntentsRequired:
        print(text("cli.privileged"), file=sys.stderr)
        return EXIT_CONFIG
    except aiohttp.ClientConnectionError as error:
        # Logging in is the bot's first request. Once connected, discord.py itself rides out
        # a lost connection, reconnecting with back-off.
        print(text("cli.unreachable", url=discord.http.Route.BASE, reason=str(error) or
                   type(error).__name__), file=sys.stderr)
        return EXIT_UNREACHABLE
    finally:
        render_pool.shutdown()  # its workers end with the bot, after what they are drawing
    return 0


if __name__ == "__main__":
    sys.exit(main())
