"""Hover previews: is the action under the pointer legal? Green, or red with the reason.

The answer comes from the rules (`Rules.check`), never from the scene; answers are cached
per action until the state changes (`invalidate`), so moving the pointer costs a lookup.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.protocol import Rules
from game.ui.widgets import toast

if TYPE_CHECKING:
    import pygame

    from game.ui.render.sheet import SheetPainter
    from game.ui.theme import Theme


@dataclass(frozen=True)
class Verdict:
    legal: bool
    reason: str = ""


class LegalityCache:
    def __init__(self) -> None:
        self._cache: dict[Action, Verdict] = {}
        self._version: tuple[int, int] = (-1, -1)

    def invalidate(self) -> None:
        self._cache.clear()

    def verdict(self, rules: Rules, action: Action) -> Verdict:
        version = (len(rules.log), id(rules.state))
        if version != self._version:
            self._cache.clear()
            self._version = version
        found = self._cache.get(action)
        if found is None:
            found = judge(rules, action)
            self._cache[action] = found
        return found


def judge(rules: Rules, action: Action) -> Verdict:
    """The rules' verdict on an action, without applying it."""
    if rules.is_over():
        return Verdict(False, "The game is over.")
    if action.seat not in rules.to_act():
        return Verdict(False, f"It is not {rules.seat_name(action.seat)}'s turn.")
    try:
        rules.check(action)
    except IllegalAction as exc:
        return Verdict(False, exc.message())
    return Verdict(True)


def draw_verdict(surface: "pygame.Surface", theme: "Theme", painter: "SheetPainter",
                 cells: Iterable[tuple[int, int]], verdict: Verdict,
                 pointer: tuple[int, int]) -> None:
    """Wash the cells a placement would take: green if legal, red with the reason if not."""
    colours = theme.colours
    cells = list(cells)
    painter.shade(surface, cells, colours.legal if verdict.legal else colours.illegal, 110)
    for cell in cells:
        painter.outline(surface, cell, colours.legal if verdict.legal else colours.illegal, 2)
    if not verdict.legal and verdict.reason:
        avoid = None
        for cell in cells:
            r = painter.cell_rect(cell)
            avoid = r if avoid is None else avoid.union(r)
        toast.draw_bubble(surface, theme, verdict.reason, pointer, colours.illegal, avoid=avoid)
