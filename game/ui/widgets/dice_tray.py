"""The dice tray: animated rolls that always land on the real result of a DiceRolled event.

Dice may carry a colour ("red", "white", ...: `show(event, colours=...)`, or a `colours`
field on the event), drawn in that colour; each die kind has its own shape (a d10 is a kite);
the caption shrinks, then wraps, to fit the tray."""
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
NAMED = {"white": (0xFF, 0xF1, 0xE8), "red": (0xE0, 0x10, 0x3C), "blue": (0x29, 0xAD, 0xFF),
         "green": (0x00, 0xB4, 0x3A), "yellow": (0xFF, 0xEC, 0x27), "black": (0x1D, 0x2B, 0x53),
         "orange": (0xFF, 0xA3, 0x00), "pink": (0xFF, 0x77, 0xA8), "purple": (0x83, 0x76, 0x9C)}
"""Die colours by name (a die's colour is a rule in some games: "the red die is Y")."""
INK = (0x1D, 0x2B, 0x53)
LIGHT_INK = (0xFF, 0xF1, 0xE8)


@dataclass
class Roll:
    sides: list[int]
    values: list[int]
    label: str
    duration: float
    total_text: str = ""
    event: DiceRolled | None = None
    colours: list[str | None] = field(default_factory=list)
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

    def show(self, event: DiceRolled, label: str = "",
             colours: tuple[str | None, ...] = ()) -> None:
        """Roll to `event`'s values; `colours` names each die's colour (None: its kind's)."""
        sides = list(event.sides) if isinstance(event.sides, tuple) else \
            [event.sides] * len(event.values)
        duration = 0.0 if self.speed <= 0 else self.TUMBLE / self.speed
        named = list(colours or getattr(event, "colours", ()) or ())
        self.roll = Roll(sides, list(event.values), label or event.purpose, duration,
                         total_text=event.total_text.strip(), event=event,
                         colours=(named + [None] * len(sides))[:len(sides)])
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
        tagged = any(s != 6 for s in roll.sides)   # other dice say their kind below them
        size = min(54, (self.rect.width - 20) // max(1, count) - 8,
                   self.rect.height - 48 - 14 * tagged)
        size = max(size, 18)
        total_w = count * size + (count - 1) * 8
        x = self.rect.centerx - total_w // 2
        y = self.rect.y + 10
        for i, (sides, value) in enumerate(zip(roll.sides, roll.shown)):
            jx, jy = roll.jitter[i] if i < len(roll.jitter) else (0, 0)
            colour = roll.colours[i] if i < len(roll.colours) else None
            draw_die(surface, self.theme, pygame.Rect(x + jx, y + jy, size, size), sides, value,
                     colour)
            x += size + 8
        if roll.landed:
            label = roll.label
            total = roll.total_text.lstrip("= ") if roll.total_text else \
                (f"total {sum(roll.values)}" if count > 1 else "")
            if total:
                label = f"{label}  ({total})" if label else total
            if label:
                self.draw_caption(surface, label, c.panel_text, y + size + 4 + 14 * tagged)

    def draw_caption(self, surface: pygame.Surface, label: str, colour: tuple[int, int, int],
                     top: int) -> None:
        """The caption under the dice: shrunk to fit, else wrapped on two lines."""
        fonts = self.theme.fonts
        room = self.rect.width - 12
        size = 15
        while size > 12 and fonts.get(size).size(label)[0] > room:
            size -= 1
        lines = fonts.wrap(label, size, room)
        if len(lines) > 2:
            size = 11
            lines = fonts.wrap(label, size, room)[:2]
        line_h = fonts.get(size).get_linesize()
        y = max(top, self.rect.bottom - 4 - line_h * len(lines))
        for line in lines:
            text = fonts.render(line, size, colour)
            surface.blit(text, text.get_rect(midtop=(self.rect.centerx, y)))
            y += line_h


def draw_die(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, sides: int,
             value: int, colour_name: str | None = None) -> None:
    """A pixel-style die in its own shape: a d6 with pips, a d4 triangle, a d8 diamond, a
    d10 kite, a d12 pentagon, a d20 hexagon (numbered); `colour_name` paints it."""
    colour = NAMED.get(colour_name or "", DIE_COLOURS.get(sides, (0xC2, 0xC3, 0xC7)))
    dark = sum(colour) < 330
    ink = LIGHT_INK if dark else INK
    edge = INK if not dark else (0x10, 0x10, 0x18)
    if sides == 6:
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=rect.width // 6)
        pygame.draw.rect(surface, colour, rect, border_radius=rect.width // 6)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=rect.width // 6)
        cell = rect.width / 4
        for px, py in PIPS.get(value, []):
            pygame.draw.circle(surface, ink, (int(rect.x + cell * (px + 1)),
                                              int(rect.y + cell * (py + 1))),
                               max(2, rect.width // 11))
        return
    points, centre = die_outline(rect, sides)
    pygame.draw.polygon(surface, (0, 0, 0), [(x + 2, y + 3) for x, y in points])
    pygame.draw.polygon(surface, colour, points)
    if sides == 10:   # the kite's lower faces
        low = (rect.centerx, rect.y + rect.height * 0.78)
        for corner in (points[1], points[3]):
            pygame.draw.line(surface, edge, corner, low, 1)
        pygame.draw.line(surface, edge, low, points[2], 1)
    pygame.draw.polygon(surface, edge, points, 2)
    digits = len(str(value))
    text = theme.fonts.render(str(value), max(11, rect.width // (2 + digits) - 1), ink, "bold")
    surface.blit(text, text.get_rect(center=centre))
    tag = theme.fonts.render(f"d{sides}", max(10, rect.width // 5), LIGHT_INK)
    surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 3)))


def die_outline(rect: pygame.Rect, sides: int
                ) -> tuple[list[tuple[float, float]], tuple[int, int]]:
    """The silhouette of a die kind in `rect` and where its number goes."""
    cx, cy, r = rect.centerx, rect.centery, rect.width / 2
    if sides == 10:
        shoulder = rect.y + rect.height * 0.56
        half = rect.width * 0.42
        points = [(cx, rect.y), (cx + half, shoulder), (cx, rect.bottom),
                  (cx - half, shoulder)]
        return points, (cx, int(rect.y + rect.height * 0.48))
    corners = {4: 3, 8: 4, 12: 5}.get(sides, 6)
    points = [(cx + r * math.sin(2 * math.pi * k / corners),
               cy - r * math.cos(2 * math.pi * k / corners)) for k in range(corners)]
    return points, (cx, cy + (int(r * 0.2) if corners == 3 else 1))
