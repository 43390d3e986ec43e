"""The dice tray: animated rolls that always land on the real result of a DiceRolled event."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from game.core.events import DiceRolled
from game.ui.theme import Theme

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
DIE_COLOURS = {4: (0xFF, 0xCC, 0xAA), 6: (0xFF, 0xF1, 0xE8), 10: (0x29, 0xAD, 0xFF),
               12: (0xFF, 0x77, 0xA8), 20: (0xFF, 0xA3, 0x00)}


@dataclass
class Roll:
    sides: list[int]
    values: list[int]
    label: str
    duration: float
    total_text: str = ""
    event: DiceRolled | None = None
    age: float = 0.0
    shown: list[int] = field(default_factory=list)
    jitter: list[tuple[int, int]] = field(default_factory=list)

    @property
    def landed(self) -> bool:
        return self.age >= self.duration


class DiceTray:
    """Shows the latest roll in `rect`. `speed` 0 turns animation off (dice land at once)."""

    TUMBLE = 0.9

    def __init__(self, theme: Theme, speed: float = 1.0, seed: int = 0) -> None:
        self.theme = theme
        self.speed = speed
        self.rect = pygame.Rect(0, 0, 300, 110)
        self.roll: Roll | None = None
        self._rng = random.Random(seed)
        self._flip = 0.0

    def show(self, event: DiceRolled, label: str = "") -> None:
        sides = list(event.sides) if isinstance(event.sides, tuple) else \
            [event.sides] * len(event.values)
        duration = 0.0 if self.speed <= 0 else self.TUMBLE / self.speed
        self.roll = Roll(sides, list(event.values), label or event.purpose, duration,
                         total_text=event.total_text.strip(), event=event)
        self.roll.shown = [self._rng.randint(1, s) for s in sides]
        self.roll.jitter = [(0, 0)] * len(sides)
        if duration <= 0:
            self._land(self.roll)

    def clear(self) -> None:
        self.roll = None

    def forget_unless_visible(self, seat: int | None) -> None:
        """The screen changes hands: keep the last roll only if `seat` may see it."""
        event = self.roll.event if self.roll is not None else None
        if event is not None and not event.visible(seat):
            self.roll = None

    @property
    def busy(self) -> bool:
        """True while dice are still tumbling."""
        return self.roll is not None and not self.roll.landed

    def skip(self) -> None:
        if self.roll is not None:
            self._land(self.roll)

    @staticmethod
    def _land(roll: Roll) -> None:
        roll.age = roll.duration
        roll.shown = list(roll.values)
        roll.jitter = [(0, 0)] * len(roll.values)

    def update(self, dt: float) -> bool:
        roll = self.roll
        if roll is None or roll.landed:
            return False
        roll.age += dt
        self._flip += dt
        if roll.landed:
            self._land(roll)
        elif self._flip > 0.06:
            self._flip = 0.0
            roll.shown = [self._rng.randint(1, s) for s in roll.sides]
            amp = int(10 * (1 - roll.age / roll.duration))
            roll.jitter = [(self._rng.randint(-amp, amp), self._rng.randint(-amp, amp))
                           for _ in roll.sides]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.colours
        pygame.draw.rect(surface, (0x24, 0x40, 0x2C), self.rect, border_radius=10)
        pygame.draw.rect(surface, (0x12, 0x22, 0x16), self.rect, 3, border_radius=10)
        if self.roll is None:
            text = self.theme.fonts.render("dice tray", 14, (0x70, 0x90, 0x78), "italic")
            surface.blit(text, text.get_rect(center=self.rect.center))
            return
        roll = self.roll
        count = len(roll.shown)
        size = min(54, (self.rect.width - 20) // max(1, count) - 8, self.rect.height - 40)
        size = max(size, 18)
        total_w = count * size + (count - 1) * 8
        x = self.rect.centerx - total_w // 2
        y = self.rect.y + 10
        for i, (sides, value) in enumerate(zip(roll.sides, roll.shown)):
            jx, jy = roll.jitter[i] if i < len(roll.jitter) else (0, 0)
            draw_die(surface, self.theme, pygame.Rect(x + jx, y + jy, size, size), sides, value)
            x += size + 8
        if roll.landed:
            label = roll.label
            total = roll.total_text.lstrip("= ") if roll.total_text else \
                (f"total {sum(roll.values)}" if count > 1 else "")
            if total:
                label = f"{label}  ({total})" if label else total
            if label:
                text = self.theme.fonts.render(label, 15, c.panel_text)
                if text.get_width() > self.rect.width - 12:
                    text = self.theme.fonts.render(label[:48] + "…", 13, c.panel_text)
                surface.blit(text, text.get_rect(midbottom=(self.rect.centerx,
                                                             self.rect.bottom - 6)))


def draw_die(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, sides: int,
             value: int) -> None:
    """A pixel-style die: pips for a d6, a numbered gem for other dice."""
    ink = (0x1D, 0x2B, 0x53)
    colour = DIE_COLOURS.get(sides, (0xC2, 0xC3, 0xC7))
    if sides == 6:
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=rect.width // 6)
        pygame.draw.rect(surface, colour, rect, border_radius=rect.width // 6)
        pygame.draw.rect(surface, ink, rect, 2, border_radius=rect.width // 6)
        cell = rect.width / 4
        for px, py in PIPS.get(value, []):
            pygame.draw.circle(surface, ink, (int(rect.x + cell * (px + 1)),
                                              int(rect.y + cell * (py + 1))),
                               max(2, rect.width // 11))
        return
    corners = 4 if sides in (4, 8) else (5 if sides == 12 else 6)
    cx, cy, r = rect.centerx, rect.centery, rect.width // 2
    points = [(cx + r * math.sin(2 * math.pi * k / corners),
               cy - r * math.cos(2 * math.pi * k / corners)) for k in range(corners)]
    pygame.draw.polygon(surface, (0, 0, 0), [(x + 2, y + 3) for x, y in points])
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, ink, points, 2)
    text = theme.fonts.render(str(value), max(12, rect.width // 2 - 2), ink, "bold")
    surface.blit(text, text.get_rect(center=(cx, cy + 1)))
    tag = theme.fonts.render(f"d{sides}", max(9, rect.width // 6), ink)
    surface.blit(tag, tag.get_rect(midbottom=(cx, rect.bottom + 1)))
