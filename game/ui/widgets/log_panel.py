"""The game log panel: plain sentences naming seats, newest at the bottom, scrollable.

A line that ends in a rule citation ("… (rial §4.3)") shows the sentence, then a link
"rules 4.3" that opens the rules at that section (`widgets.links`). While the panel is
scrolled back, its last row says how many rows are newer (it never covers a line)."""
from __future__ import annotations

import pygame

from game.ui.theme import Theme
from game.ui.widgets import links
from game.ui.widgets.richtext import link_label, split_citation

Row = tuple[str, tuple[str, str] | None]
"""A wrapped row and the citation its end links to, if any."""


class LogPanel:
    def __init__(self, theme: Theme, title: str = "Game log") -> None:
        self.theme = theme
        self.title = title
        self.rect = pygame.Rect(0, 0, 300, 300)
        self.scroll = 0
        self._lines: list[str] = []
        self._wrapped: dict[str, list[Row]] = {}
        self._width = 0
        self._picture: tuple[tuple, pygame.Surface,
                             list[tuple[pygame.Rect, tuple[str, str]]]] | None = None
        """The panel as last painted, what it was painted from, and its links' places."""

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

    def _wrap_one(self, line: str) -> list[Row]:
        wrapped = self._wrapped.get(line)
        if wrapped is None:
            sentence, cited = split_citation(line)
            label = link_label(cited[1]).replace(" ", "\u00a0") if cited else ""
            text = f"{sentence} {label}" if cited else sentence
            parts = self.theme.fonts.wrap(text, 14, self._width - 10)
            rows = ["• " + parts[0], *("  " + p for p in parts[1:])]
            wrapped = [(row, None) for row in rows]
            if cited and rows[-1].endswith(label):
                wrapped[-1] = (rows[-1][:-len(label)], cited)
            self._wrapped[line] = wrapped
        return wrapped

    def _tail(self, count: int) -> list[str]:
        """The text of the last `count` wrapped rows."""
        return [text for text, _ in self._rows(count)]

    def _rows(self, count: int) -> list[Row]:
        """The last `count` wrapped rows (wrapping only what is needed, each line once per
        width)."""
        width = self.rect.width - 20
        if width != self._width or len(self._wrapped) > 5000:
            self._width = width
            self._wrapped = {}
        rows: list[Row] = []
        for line in reversed(self._lines):
            rows[:0] = self._wrap_one(line)
            if len(rows) >= count:
                return rows[-count:]
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel: its picture is painted once per change of the rows shown (and
        blitted whole, opaque, on other frames); its links are registered every frame."""
        c = self.theme.colours
        line_h = 18
        room = max(1, (self.rect.height - 34) // line_h)
        lines = self._rows(room + self.scroll + 1)
        self.scroll = min(self.scroll, max(0, len(lines) - room))
        if self.scroll:
            room = max(1, room - 1)        # the last row tells how many rows are newer
        end = len(lines) - self.scroll
        shown = lines[max(0, end - room):end]
        key = (self.rect.size, tuple(shown), self.scroll, self.title, c.panel, c.panel_text,
               c.accent)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, *self._paint(shown, line_h))
        picture, cited_at = self._picture[1], self._picture[2]
        surface.blit(picture, self.rect.topleft)
        for at, cited in cited_at:
            links.register(at.move(self.rect.topleft), *cited)

    def _paint(self, shown: list[Row], line_h: int
               ) -> tuple[pygame.Surface, list[tuple[pygame.Rect, tuple[str, str]]]]:
        """The panel's picture (on the side panel's colour, which its corners show) and
        where its links are in it."""
        c = self.theme.colours
        picture = pygame.Surface(self.rect.size)
        if pygame.display.get_surface() is not None:
            picture = picture.convert()   # the screen's own format: a plain copy to blit
        picture.fill(c.panel)
        box = picture.get_rect()
        pygame.draw.rect(picture, c.panel, box, border_radius=8)
        pygame.draw.rect(picture, (0x14, 0x0E, 0x0A), box, 2, border_radius=8)
        title = self.theme.fonts.render(self.title, 15, c.accent, "bold")
        picture.blit(title, (10, 6))
        picture.set_clip(box.inflate(-4, -4))
        cited_at: list[tuple[pygame.Rect, tuple[str, str]]] = []
        y = 28
        for text, cited in shown:
            row = self.theme.fonts.render(text, 14, c.panel_text)
            picture.blit(row, (10, y))
            if cited is not None:
                at = links.draw_link(picture, self.theme, cited[0], cited[1],
                                     (10 + row.get_width(), y), 14, links.LINK_ON_PANEL)
                cited_at.append((at, cited))
            y += line_h
        picture.set_clip(None)
        if self.scroll:
            more = self.theme.fonts.render(f"▼ {self.scroll} newer", 12, c.accent)
            picture.blit(more, more.get_rect(bottomright=(box.right - 8, box.bottom - 4)))
        return picture, cited_at
