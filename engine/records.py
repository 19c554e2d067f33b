"""What the games' engines share about their plain records: options read from JSON, and events
written as JSON."""

from __future__ import annotations

import functools
from dataclasses import asdict, fields
from typing import Any, TypeVar

from engine.errors import RuleError

OptionsT = TypeVar("OptionsT")


def options_from_dict(cls: type[OptionsT], data: dict[str, Any] | None) -> OptionsT:
    """A game's Options from JSON: missing ones take their defaults, unknown ones are refused
    (`bad_config` naming the first), and the class checks the values."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise RuleError("bad_config", option="options", value=data)
    unknown = set(data).difference(_fields_of(cls))
    if unknown:
        raise RuleError("bad_config", option=sorted(unknown)[0])
    return cls(**data)


def event_json(event: Any, name: str) -> dict[str, Any]:
    """An event's JSON form: its type's name and its fields, tuples as lists.

    A move's events are written at every move (twice): fields of plain values and tuples of
    them, as every event of the games has, are read as they are; anything else takes
    `dataclasses.asdict`'s generic walk, which copies it."""
    data: dict[str, Any] = {"type": name}
    for field in _fields_of(type(event)):
        value = getattr(event, field)
        if type(value) in _ATOMS:
            data[field] = value
        elif type(value) is tuple and _plain_tuple(value):
            data[field] = _listify(value)
        else:
            return _generic_json(event, name)
    return data


_ATOMS = frozenset({int, str, float, bool, type(None)})


@functools.cache
def _fields_of(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _plain_tuple(value: tuple) -> bool:
    return all(type(v) in _ATOMS or (type(v) is tuple and _plain_tuple(v)) for v in value)


def _generic_json(event: Any, name: str) -> dict[str, Any]:
    data = asdict(event)
    for key, value in data.items():
        if isinstance(value, tuple):
            data[key] = _listify(value)
    return {"type": name, **data}


def _listify(value: Any) -> Any:
    return [_listify(v) for v in value] if isinstance(value, (tuple, list)) else value
