"""A lazy list of legal actions: membership asks the rules' own check, and the full list is
built only when someone reads it (a bot that plans its move and then asks `action in legal`
never pays for the hundreds of trap placements of a trapping stage).

A game returns `LegalActions(build, allowed)` from `legal_actions` where the full list is
large (Trapper's trap placements).
"""
from __future__ import annotations

from typing import Callable, Iterator, Sequence, overload

from game.core.actions import Action
from game.core.errors import IllegalAction


class LegalActions(Sequence[Action]):
    __slots__ = ("_build", "_allowed", "_items")

    def __init__(self, build: Callable[[], list[Action]], allowed: Callable[[Action], None]):
        self._build = build
        self._allowed = allowed
        self._items: list[Action] | None = None

    def _list(self) -> list[Action]:
        if self._items is None:
            self._items = self._build()
        return self._items

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action):
            return False
        try:
            self._allowed(action)
        except IllegalAction:
            return False
        return True

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return self._list()[index]

    def __len__(self) -> int:
        return len(self._list())

    def __iter__(self) -> Iterator[Action]:
        return iter(self._list())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return f"LegalActions({self._list()!r})"
