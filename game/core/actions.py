"""Actions: small frozen dataclasses named as commands, each with its seat.

Every action class is registered by its game with `@register(game_key)` so that it
round-trips through a plain dict (`to_dict` / `action_from_dict`) for saves and replays.
Field values must be JSON-able: ints, strs, bools, None and (nested) tuples.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, TypeVar

A = TypeVar("A", bound="Action")

_REGISTRY: dict[str, dict[str, type["Action"]]] = {}


@dataclass(frozen=True)
class Action:
    seat: int

    def __deepcopy__(self, memo: dict[int, Any]) -> "Action":
        return self  # frozen and made of plain values: copies of a match may share it

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for f in fields(self):
            data[f.name] = _plain(getattr(self, f.name))
        return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def register(game: str) -> Callable[[type[A]], type[A]]:
    """Class decorator: make an action class of `game` loadable from a dict."""

    def deco(cls: type[A]) -> type[A]:
        _REGISTRY.setdefault(game, {})[cls.__name__] = cls
        return cls

    return deco


class BadAction(ValueError):
    """A dict that does not describe a known action (a broken or foreign save)."""


def action_from_dict(game: str, data: Any) -> Action:
    if not isinstance(data, dict) or "type" not in data:
        raise BadAction(f"not an action record: {data!r:.80}")
    cls = _REGISTRY.get(game, {}).get(data["type"])
    if cls is None:
        raise BadAction(f"unknown {game} action {data['type']!r}")
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise BadAction(f"{data['type']} has unknown fields {sorted(extra)}")
    try:
        return cls(**{k: _tupled(v) for k, v in data.items() if k != "type"})
    except TypeError as exc:
        raise BadAction(f"{data['type']}: {exc}") from None
