"""Toasts: a short message shown where the player pointed (the reason of an IllegalAction)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Colour, Theme


@dataclass
class Toast:
    text: str
    pos: tuple[int, int]
    life: float = 3.5
    colour: Colour | None = None
    age: float = 0.0

    @property
    def alive(self) -> bool:
        return self.age < self.life

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        draw_bubble(surface, theme, self.text, self.pos, self.colour or theme.colours.illegal,
                    alpha=255 if self.age < self.life - 0.5 else
                    int(255 * max(0.0, (self.life - self.age) / 0.5)))


def draw_bubble(surface: pygame.Surface, theme: Theme, text: str, pos: tuple[int, int],
                border: Colour, alpha: int = 255, width: int = 360) -> pygame.Rect:
    """A paper note with a coloured border near `pos`, kept inside the window."""
    fonts = theme.fonts
    lines = fonts.wrap(text, 16, width - 24)
    rendered = [fonts.render(line, 16, theme.colours.ink) for line in lines]
    h = sum(r.get_height() for r in rendered) + 18
    w = max(r.get_width() for r in rendered) + 24
    rect = pygame.Rect(pos[0] + 16, pos[1] + 16, w, h)
    rect.clamp_ip(surface.get_rect())
    note = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(note, (*theme.colours.paper, 245), note.get_rect(), border_radius=6)
    pygame.draw.rect(note, (*border, 255), note.get_rect(), 3, border_radius=6)
    y = 9
    for r in rendered:
        note.blit(r, (12, y))
        y += r.get_height()
    if alpha < 255:
        note.set_alpha(alpha)
    surface.blit(note, rect)
    return rect
