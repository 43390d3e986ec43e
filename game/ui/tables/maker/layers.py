"""Painted layers kept between frames: a part of the table is repainted only when what it
shows changes (the sheet, the counters panel, the market), else blitted from a copy."""
from __future__ import annotations

from typing import Any, Callable

import pygame


class Layers:
    """Named regions of the screen, each repainted only when its key (what it shows) or
    its place changes."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Any, pygame.Surface]] = {}

    def draw(self, surface: pygame.Surface, name: str, rect: pygame.Rect, key: Any,
             paint: Callable[[], None]) -> None:
        """Show layer `name` at `rect`: blit the kept copy, or call `paint()` (which draws
        onto `surface` where it always does, inside `rect`) and keep a copy of `rect`."""
        rect = rect.clip(surface.get_rect())
        full = (tuple(rect), surface.get_size(), key)
        kept = self._kept.get(name)
        if kept is not None and kept[0] == full:
            surface.blit(kept[1], rect)
            return
        paint()
        self._kept[name] = (full, surface.subsurface(rect).copy())

    def forget(self) -> None:
        self._kept.clear()
