"""A quick deep copy for match states (look-ahead copies of the rules).

`clone(value, memo)` gives what `copy.deepcopy` gives, faster on the plain data a match
state is made of: lists, dicts, sets and dataclass instances are copied with their items,
ints, texts, enums and other immutable values are kept, and an object met twice is copied
once (the memo, shared with `copy.deepcopy`). Any other kind of object, and any class with
its own copy hooks (`__deepcopy__`, `__reduce__`, `__getstate__`, `__setstate__`, slots),
goes to `copy.deepcopy` itself, so nothing is copied differently, only sooner.
"""
from __future__ import annotations

import copy
import dataclasses
import enum
from typing import Any, Callable

_KEEP: set[type] = {int, str, float, bool, type(None), bytes, complex, range, type,
                    type(len), type(print)}
"""Immutable leaves: a copy may share them."""

_HOW: dict[type, str] = {}
"""Per class met outside `_KEEP` and `_COPIERS`: "fields" (a plain dataclass, copied field
by field through `__dict__`), "hook" (its own `__deepcopy__`), "keep" (enum members) or
"deep" (left to `copy.deepcopy`)."""


def _how(cls: type) -> str:
    """How to copy instances of `cls` (decided once per class)."""
    if issubclass(cls, enum.Enum):
        return "keep"  # members are singletons: deepcopy keeps them too
    if hasattr(cls, "__deepcopy__"):
        return "hook"
    plain = (dataclasses.is_dataclass(cls)
             and cls.__reduce_ex__ is object.__reduce_ex__
             and cls.__reduce__ is object.__reduce__
             and getattr(cls, "__getstate__", object.__getstate__) is object.__getstate__
             and not hasattr(cls, "__setstate__")
             and all("__slots__" not in base.__dict__ for base in cls.__mro__[:-1]))
    return "fields" if plain else "deep"


def clone(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of `value`, equal to `copy.deepcopy(value, memo)`."""
    cls = type(value)
    if cls in _KEEP:
        return value
    known = memo.get(id(value), memo)
    if known is not memo:
        return known
    copier = _COPIERS.get(cls)
    if copier is not None:
        return copier(value, memo)
    how = _HOW.get(cls)
    if how is None:
        how = _HOW[cls] = _how(cls)
    if how == "fields":
        twin = object.__new__(cls)
        memo[id(value)] = twin
        _keep_alive(value, memo)
        keep = _KEEP
        twin.__dict__.update({k: v if type(v) in keep else clone(v, memo)
                              for k, v in value.__dict__.items()})
        return twin
    if how == "hook":
        twin = value.__deepcopy__(memo)
        if twin is not value:
            memo[id(value)] = twin
            _keep_alive(value, memo)
        return twin
    if how == "keep":
        return value
    return copy.deepcopy(value, memo)


def _keep_alive(value: Any, memo: dict[int, Any]) -> None:
    """Hold `value` for the copy's lifetime, as `copy.deepcopy` does, so that no id in the
    memo can be reused by a new object during the copy."""
    try:
        memo[id(memo)].append(value)
    except KeyError:
        memo[id(memo)] = [value]


def _list(value: list[Any], memo: dict[int, Any]) -> list[Any]:
    twin: list[Any] = []
    memo[id(value)] = twin
    _keep_alive(value, memo)
    keep = _KEEP
    twin.extend(v if type(v) in keep else clone(v, memo) for v in value)
    return twin


def _dict(value: dict[Any, Any], memo: dict[int, Any]) -> dict[Any, Any]:
    twin: dict[Any, Any] = {}
    memo[id(value)] = twin
    _keep_alive(value, memo)
    keep = _KEEP
    for k, v in value.items():
        twin[k if type(k) in keep else clone(k, memo)] = v if type(v) in keep else clone(v, memo)
    return twin


def _set(value: set[Any], memo: dict[int, Any]) -> set[Any]:
    twin: set[Any] = set()
    memo[id(value)] = twin
    _keep_alive(value, memo)
    twin.update(clone(v, memo) for v in value)
    return twin


def _tuple(value: tuple[Any, ...], memo: dict[int, Any]) -> tuple[Any, ...]:
    keep = _KEEP
    for v in value:
        if type(v) not in keep:
            break
    else:
        return value  # immutable all through: deepcopy returns it too
    items = [clone(v, memo) for v in value]
    if all(a is b for a, b in zip(items, value)):
        return value
    twin = tuple(items)
    memo[id(value)] = twin
    return twin


def _frozenset(value: frozenset[Any], memo: dict[int, Any]) -> frozenset[Any]:
    keep = _KEEP
    if all(type(v) in keep for v in value):
        return value
    return copy.deepcopy(value, memo)


_COPIERS: dict[type, Callable[[Any, dict[int, Any]], Any]] = {
    list: _list, dict: _dict, set: _set, tuple: _tuple, frozenset: _frozenset,
}
