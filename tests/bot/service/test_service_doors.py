"""The service's features reach the store through the repository (bot/service/repository.py),
which hands games out loaded; only the parts that are about the store itself hold it: the
facade that opens and closes it (game_service.py), the notify preferences (notify.py) and the
audit, which compares the stored record itself with its replay (audit.py)."""

import re
from pathlib import Path

import bot.service

HOLDERS = {"repository.py", "game_service.py", "notify.py", "audit.py"}


def test_the_features_go_through_the_repository():
    folder = Path(bot.service.__file__).parent
    reaching = {
        f"{path.name}:{number}": line.strip()
        for path in sorted(folder.glob("*.py")) if path.name not in HOLDERS
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if re.search(r"\bstore\.[a-z_]+\(", line)
    }
    assert reaching == {}
