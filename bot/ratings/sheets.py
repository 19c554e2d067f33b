"""The ratings in words, in one language: the leaderboard's and the stats' pictures as sheets for
render.standings, their text forms (for screen readers), and the final post's rating changes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from babel.numbers import format_decimal, format_percent

from bot.messages import catalogues, text
from bot.plain import plain_name
from bot.ratings.standings import GameLine, Leaderboard, Placing, PlayerStats
from render.standings import (
    BoardRow,
    GameItem,
    KindLine,
    LeaderboardSheet,
    StatsSheet,
    graph_range,
    nice_ticks,
)

MINUS = "\u2212"


def _locale(language: str) -> Any:
    return catalogues().catalogue(language).locale


def number(n: int, language: str) -> str:
    """1512 as the language writes it: 1,512 · 1.512 · 1 512."""
    return format_decimal(n, locale=_locale(language))


def signed(n: int, language: str) -> str:
    """A change of rating: +28, −12, ±0."""
    if n == 0:
        return "\u00b10"
    return ("+" if n > 0 else MINUS) + format_decimal(abs(n), locale=_locale(language))


def share(wins: int, games: int, language: str) -> str:
    return format_percent(wins / games if games else 0, locale=_locale(language))


def rating(p: Placing, language: str) -> str:
    """The rating with its provisional mark."""
    return number(p.rating, language) + ("?" if p.provisional else "")


# --- the leaderboard ---------------------------------------------------------------------------


def _board_row(p: Placing, language: str, reader_id: int | None) -> BoardRow:
    return BoardRow(number(p.rank, language), p.name, number(p.rating, language), p.provisional,
                    number(p.games, language), share(p.wins, p.games, language), p.recent,
                    reader=p.user_id == reader_id)


def leaderboard_sheet(board: Leaderboard, game: str, language: str,
                      reader_id: int | None) -> LeaderboardSheet:
    return LeaderboardSheet(
        title=text("ratings.leaderboard.title", language, game=game),
        subtitle=text("ratings.leaderboard.subtitle", language, players=board.players,
                      shown=number(board.players, language)),
        headings=tuple(text(f"ratings.head.{h}", language)  # type: ignore[arg-type]
                       for h in ("rank", "player", "rating", "games", "won", "trend")),
        rows=tuple(_board_row(p, language, reader_id) for p in board.top),
        reader_row=None if board.reader is None else _board_row(board.reader, language,
                                                                reader_id),
        note=text("ratings.provisional", language),
    )


def _row_text(p: Placing, language: str) -> str:
    return text("ratings.leaderboard.row", language, rank=number(p.rank, language),
                name=plain_name(p.name), rating=rating(p, language), games=p.games,
                shown=number(p.games, language), won=share(p.wins, p.games, language))


def leaderboard_text(board: Leaderboard, game: str, language: str) -> str:
    lines = [text("ratings.leaderboard.text_title", language, game=game,
                  players=board.players, shown=number(board.players, language))]
    lines += [_row_text(p, language) for p in board.top]
    if board.reader is not None:
        lines += ["…", _row_text(board.reader, language)]
    lines.append(text("ratings.provisional", language))
    return "\n".join(lines)


# --- one player's ratings ----------------------------------------------------------------------


def _summary(k: Any, language: str) -> str:
    p = k.placing
    return text("ratings.stats.kind", language, rating=rating(p, language),
                rank=number(p.rank, language), players=number(k.players, language),
                games=p.games, shown=number(p.games, language),
                won=share(p.wins, p.games, language))


def _game_item(g: GameLine, games: dict[str, str], language: str) -> GameItem:
    return GameItem(
        text("ratings.stats.game", language, game_id=g.game_id, game=games.get(g.kind, g.kind),
             place=g.place, players=g.players),
        signed(g.change, language), None if g.change == 0 else g.change > 0)


def stats_sheet(stats: PlayerStats, games: dict[str, str], language: str) -> StatsSheet:
    """`games`: each game kind's name in the language."""
    kinds = tuple(KindLine(games.get(k.kind, k.kind), _summary(k, language), k.history)
                  for k in stats.kinds)
    lo, hi = graph_range(kinds)
    return StatsSheet(
        title=stats.name,
        subtitle=text("ratings.stats.subtitle", language),
        kinds=kinds,
        ticks=tuple((v, number(v, language)) for v in nice_ticks(lo, hi)),
        graph_title=text("ratings.stats.graph", language),
        opponents_title=text("ratings.stats.opponents", language),
        opponent_headings=tuple(text(f"ratings.head.{h}", language)  # type: ignore[arg-type]
                                for h in ("opponent", "games", "ahead", "behind", "tied")),
        opponents=tuple((o.name, *(number(n, language) for n in (o.games, o.ahead, o.behind,
                                                                  o.level)))
                        for o in stats.opponents),
        best_title=text("ratings.stats.best", language),
        best=tuple(_game_item(g, games, language) for g in stats.best),
        latest_title=text("ratings.stats.latest", language),
        latest=tuple(_game_item(g, games, language) for g in stats.latest),
        nothing=text("ratings.stats.nothing", language),
    )


def stats_text(stats: PlayerStats, games: dict[str, str], language: str) -> str:
    lines = [text("ratings.stats.text_title", language, name=plain_name(stats.name))]
    lines += [text("ratings.stats.text_kind", language, game=games.get(k.kind, k.kind),
                   summary=_summary(k, language)) for k in stats.kinds]
    lines.append(text("ratings.text_heading", language,
                      title=text("ratings.stats.opponents", language)))
    lines += [text("ratings.stats.text_opponent", language, name=plain_name(o.name),
                   games=o.games, shown=number(o.games, language),
                   ahead=o.ahead, behind=o.behind, tied=o.level) for o in stats.opponents]
    if not stats.opponents:
        lines.append(text("ratings.stats.nothing", language))
    for title, items in (("best", stats.best), ("latest", stats.latest)):
        lines.append(text("ratings.text_heading", language,
                          title=text(f"ratings.stats.{title}", language)))
        lines += [text("ratings.stats.text_game", language, item=i.text, change=i.change)
                  for i in (_game_item(g, games, language) for g in items)]
        if not items:
            lines.append(text("ratings.stats.nothing", language))
    return "\n".join(lines)


# --- after a rated game ------------------------------------------------------------------------


def changes_text(rows: Sequence[Any], language: str) -> str:
    """The final post's lines: "Alice 1,512 → 1,540, +28" for each rated player."""
    if not rows:
        return ""
    return "\n".join([text("ratings.changes", language)] + [
        text("ratings.change", language, name=plain_name(r["name"]),
             before=number(r["shown_before"], language),
             after=number(r["shown_after"], language),
             change=signed(r["shown_after"] - r["shown_before"], language))
        for r in rows])
