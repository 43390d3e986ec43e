"""The game log panel: plain sentences naming seats, newest at the bottom, scrollable."""
from __future__ import annotations

import pygame

from game.ui.theme import Theme


class LogPanel:
    def __init__(self, theme: Theme, title: str = "Game log") -> None:
        self.theme = theme
        self.title = title
        self.rect = pygame.Rect(0, 0, 300, 300)
        self.scroll = 0
        self._lines: list[str] = []
        self._wrapped: dict[str, list[str]] = {}
        self._width = 0

    def set_lines(self, lines: list[str]) -> None:
        if lines is not self._lines and lines != self._lines:
            if len(lines) > len(self._lines):
                self.scroll = 0
            self._lines = lines

    def on_wheel(self, pos: tuple[int, int], amount: int) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        self.scroll = max(0, self.scroll + amount * 2)
        return True

    def _wrap_one(self, line: str) -> list[str]:
        wrapped = self._wrapped.get(line)
        if wrapped is None:
            parts = self.theme.fonts.wrap(line, 14, self._width - 10)
            wrapped = ["• " + parts[0], *("  " + p for p in parts[1:])]
            self._wrapped[line] = wrapped
        return wrapped

    def _tail(self, count: int) -> list[str]:
        """The last `count` wrapped rows (wrapping only what is needed, each line once per
        width)."""
        width = self.rect.width - 20
        if width != self._width or len(self._wrapped) > 5000:
            self._width = width
            self._wrapped = {}
        rows: list[str] = []
        for line in reversed(self._lines):
            rows[:0] = self._wrap_one(line)
            if len(rows) >= count:
                return rows[-count:]
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.colours
        pygame.draw.rect(surface, c.panel, self.rect, border_radius=8)
        pygame.draw.rect(surface, (0x14, 0x0E, 0x0A), self.rect, 2, border_radius=8)
        title = self.theme.fonts.render(self.title, 15, c.accent, "bold")
        surface.blit(title, (self.rect.x + 10, self.rect.y + 6))
        line_h = 18
        room = max(1, (self.rect.height - 34) // line_h)
        lines = self._tail(room + self.scroll + 1)
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - room):end]
        y = self.rect.y + 28
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for line in shown:
            surface.blit(self.theme.fonts.render(line, 14, c.panel_text), (self.rect.x + 10, y))
            y += line_h
        surface.set_clip(clip)
        if self.scroll:
            more = self.theme.fonts.render(f"▼ {self.scroll} newer", 12, c.accent)
            surface.blit(more, more.get_rect(bottomright=(self.rect.right - 8,
                                                          self.rect.bottom - 4)))
