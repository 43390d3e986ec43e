"""Actions: small frozen dataclasses named as commands, each with its seat.

Every action class is registered by its game with `@register(game_key)` so that it
round-trips through a plain dict (`to_dict` / `action_from_dict`) for saves and replays.
Field values must be JSON-able: ints, strs, bools, None and (nested) tuples.

`action_from_dict` checks every field against its declared type hint (int, bool, str,
None, unions, `tuple[X, ...]`, `tuple[X, Y]`, `Literal`, enums) and keeps numbers and
texts within sane bounds, so a damaged save never hands the rules a wrong type.
"""
from __future__ import annotations

import enum
import math
import types
import typing
from dataclasses import MISSING, dataclass, fields
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


def register(game: str) -> Callable[[type[A]], type[A]]:
    """Class decorator: make an action class of `game` loadable from a dict."""

    def deco(cls: type[A]) -> type[A]:
        _REGISTRY.setdefault(game, {})[cls.__name__] = cls
        return cls

    return deco


class BadAction(ValueError):
    """A dict that does not describe a known action (a broken or foreign save)."""


def action_from_dict(game: str, data: Any) -> Action:
    """The action a save's dict describes, every field checked (BadAction says what is
    wrong)."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadAction(f"not an action record: {_show(data)}")
    cls = _REGISTRY.get(game, {}).get(data["type"])
    if cls is None:
        raise BadAction(f"unknown {game} action {_show(data['type'])}")
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise BadAction(f"{cls.__name__} has unknown fields {_show(sorted(extra))}")
    hints = _hints(cls)
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.default is MISSING and f.default_factory is MISSING:
                raise BadAction(f"{cls.__name__} lacks its field {f.name!r}")
            continue
        values[f.name] = typed_value(data[f.name], hints.get(f.name, Any),
                                     f"{cls.__name__}.{f.name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise BadAction(f"{cls.__name__}: {exc}") from None


MAX_INT = 2**31 - 1
"""Action numbers beyond this are damage (cells, cards, boxes, seats are all small)."""
MAX_TEXT = 200
MAX_ITEMS = 10_000

_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The resolved type hints of an action class (cached)."""
    found = _HINTS.get(cls)
    if found is None:
        try:
            found = typing.get_type_hints(cls)
        except Exception:  # noqa: BLE001 - an unresolvable hint is checked as Any
            found = {}
        _HINTS[cls] = found
    return found


def _kind(hint: Any) -> str:
    """A hint in words for a refusal ("a whole number", "a list of ...")."""
    if hint is bool:
        return "true or false"
    if hint is int:
        return "a whole number"
    if hint is str:
        return "a text"
    if hint is float:
        return "a number"
    if hint is type(None) or hint is None:
        return "null"
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_kind(a) for a in args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list (each item {_kind(args[0])})"
        return f"a list of {len(args)} values"
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return "one of " + ", ".join(repr(m.value) for m in hint)
    return "a plain value"


def typed_value(value: Any, hint: Any, where: str) -> Any:
    """`value` (from JSON) as the declared `hint` wants it (lists become tuples), or
    BadAction saying which field is wrong and what it should be."""
    checked = _typed(value, hint)
    if checked is _WRONG:
        raise BadAction(f"{where} should be {_kind(hint)}, not {_show(value)}")
    return checked


_WRONG = object()


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _typed(value: Any, hint: Any) -> Any:  # noqa: C901 - one branch per kind of hint
    if hint is Any:
        return _plain_json(value)
    if hint is bool:
        return value if type(value) is bool else _WRONG
    if hint is int:
        return value if type(value) is int and -MAX_INT <= value <= MAX_INT else _WRONG
    if hint is float:
        ok = type(value) in (int, float) and math.isfinite(value) and abs(value) <= MAX_INT
        return value if ok else _WRONG
    if hint is str:
        return value if type(value) is str and len(value) <= MAX_TEXT else _WRONG
    if hint is type(None) or hint is None:
        return None if value is None else _WRONG
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        for arm in args:
            checked = _typed(value, arm)
            if checked is not _WRONG:
                return checked
        return _WRONG
    if origin is typing.Literal:
        return value if any(type(value) is type(a) and value == a for a in args) else _WRONG
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        for member in hint:
            if type(member.value) is type(value) and member.value == value:
                return member
        return _WRONG
    if origin is tuple:
        if type(value) is not list or len(value) > MAX_ITEMS:
            return _WRONG
        if len(args) == 2 and args[1] is Ellipsis:
            items = [_typed(v, args[0]) for v in value]
        elif args and len(args) == len(value):
            items = [_typed(v, a) for v, a in zip(value, args)]
        elif not args:
            items = [_plain_json(v) for v in value]
        else:
            return _WRONG
        return _WRONG if any(i is _WRONG for i in items) else tuple(items)
    return _plain_json(value)


def _plain_json(value: Any) -> Any:
    """An undeclared field: plain scalars and lists of them, nothing else (no dicts)."""
    if value is None or type(value) in (bool, str):
        return value
    if type(value) is int:
        return value if -MAX_INT <= value <= MAX_INT else _WRONG
    if type(value) is list:
        items = [_plain_json(v) for v in value]
        return _WRONG if any(i is _WRONG for i in items) else tuple(items)
    return _WRONG
