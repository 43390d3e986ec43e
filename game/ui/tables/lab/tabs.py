"""The tabs above DungeonLab's notebook: a tab per level and, at the end and while watching,
whose notebook shows beside the real map (and Follow the turn)."""
from __future__ import annotations

from typing import Any

import pygame

from game.ui.widgets.button import Button


def level_tabs(table: Any, rect: pygame.Rect, top: int, view: dict[str, Any]
               ) -> tuple[list[Button], list[pygame.Rect]]:
    """A tab per level, and the shown one's rect (drawn as chosen)."""
    buttons, chosen = [], []
    for lv in range(1, view["levels"] + 1):
        b = Button(f"Level {lv}", lambda lv=lv: table.show_level(lv), size=14)
        b.rect = pygame.Rect(rect.x + 10 + (lv - 1) * 96, top, 90, 30)
        buttons.append(b)
        if lv == table.hand.level:
            chosen.append(b.rect)
    return buttons, chosen


def notebook_tabs(table: Any, left: int, top: int, view: dict[str, Any],
                  chosen: list[pygame.Rect]) -> list[Button]:
    """Whose notebook shows (and Follow the turn while watching); the chosen ones' rects
    go into `chosen`."""
    h, buttons = table.hand, []
    for i, name in enumerate(view["seats"]):
        b = Button(f"{name}'s notebook", lambda i=i: table.show_notebook(i), size=13)
        b.rect = pygame.Rect(left + i * 150, top, 144, 30)
        buttons.append(b)
        if i == h.whose:
            chosen.append(b.rect)
    if table.watching:
        b = Button("Follow the turn", table.follow_turn, size=13)
        b.rect = pygame.Rect(left + len(view["seats"]) * 150, top, 144, 30)
        buttons.append(b)
        if h.follow:
            chosen.append(b.rect)
    return buttons
