"""`python -m bot`: start the bot with the settings of `.env` and the environment."""

from __future__ import annotations

import sys

from bot.config import ConfigError, load_settings
from bot.messages import text

EXIT_CONFIG = 2


def main(argv: list[str] | None = None) -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        print(error, file=sys.stderr)
        return EXIT_CONFIG
    if not settings.token:
        print(text("cli.no_token"), file=sys.stderr)
        return EXIT_CONFIG

    import discord

    from bot.app import create_bot
    from bot.logging_setup import setup_logging

    setup_logging(settings.log_level, settings.log_format, token=settings.token)
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(text("cli.login_failed"), file=sys.stderr)
        return EXIT_CONFIG
    except discord.PrivilegedIntentsRequired:
        print(text("cli.privileged"), file=sys.stderr)
        return EXIT_CONFIG
    return 0


if __name__ == "__main__":
    sys.exit(main())
