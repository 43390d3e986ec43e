"""A horizontal slider for a value from 0 to 1 in steps (the volume in Settings): a click or a
drag on the track sets it, the wheel and the arrow keys step it."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.theme import Theme


class Slider:
    def __init__(self, label: str, value: float, on_change: Callable[[float], None],
                 steps: int = 10) -> None:
        self.label = label
        self.value = value
        self.on_change = on_change
        self.steps = steps
        self.rect = pygame.Rect(0, 0, 440, 52)
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        """The bar the knob runs along (the right part of the slider's box)."""
        return pygame.Rect(self.rect.x + 170, self.rect.centery - 4, self.rect.width - 200, 8)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)) * self.steps) / self.steps
        if value != self.value:
            self.value = value
            self.on_change(value)

    def step(self, delta: int) -> None:
        self.set(self.value + delta / self.steps)

    def press(self, pos: tuple[int, int]) -> bool:
        """A press on the slider: the knob jumps there and follows the pointer while held."""
        if not self.hit(pos):
            return False
        self.dragging = True
        self.drag(pos)
        return True

    def drag(self, pos: tuple[int, int]) -> None:
        if self.dragging:
            t = self.track
            self.set((pos[0] - t.x) / max(t.width, 1))

    def release(self) -> None:
        self.dragging = False

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        c = theme.colours
        pygame.draw.rect(surface, (20, 14, 10), self.rect.move(0, 3), border_radius=8)
        pygame.draw.rect(surface, c.button, self.rect, border_radius=8)
        pygame.draw.rect(surface, c.accent if focused else (30, 22, 16), self.rect, 2,
                         border_radius=8)
        text = theme.fonts.render(f"{self.label}: {round(self.value * 100)}%", 18,
                                  c.button_text, "bold")
        surface.blit(text, text.get_rect(midleft=(self.rect.x + 16, self.rect.centery)))
        t = self.track
        pygame.draw.rect(surface, (30, 22, 16), t, border_radius=4)
        filled = t.copy()
        filled.width = round(t.width * self.value)
        pygame.draw.rect(surface, c.accent, filled, border_radius=4)
        knob = (t.x + filled.width, t.centery)
        pygame.draw.circle(surface, c.paper, knob, 11)
        pygame.draw.circle(surface, (30, 22, 16), knob, 11, 2)
