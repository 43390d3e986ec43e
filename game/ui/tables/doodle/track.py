"""The improvement track: six columns of 2-box groups, ticked by clicking (doodle §3.2)."""
from __future__ import annotations

from typing import Any

import pygame

from game.games.doodle.content import CATEGORIES, DoodleContent
from game.ui.render.sheet import SheetPainter
from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme

ICONS = {"goblin": "dd_goblin", "orc": "dd_orc", "dragon": "dd_dragon", "trap": "dd_trap",
         "treasure": "dd_treasure", "hand": "dd_aim_boost"}


class TrackPainter:
    def __init__(self, theme: Theme, sprites: SpriteCache, content: DoodleContent,
                 ink: SheetPainter) -> None:
        self.theme = theme
        self.sprites = sprites
        self.content = content
        self.ink = ink
        """A sheet painter, for its handwritten ticks."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: dict[tuple[str, int], pygame.Rect] = {}
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.boxes = {}
        col_w = rect.w // len(CATEGORIES)
        rows = max(self.content.groups(c) for c in CATEGORIES)
        top = rect.y + 58
        row_h = max(12, (rect.bottom - top - 4) // rows)
        size = max(10, min(col_w // 2 - 6, row_h - 6))
        group = self.content.numbers.box_group
        for k, cat in enumerate(CATEGORIES):
            x = rect.x + k * col_w + (col_w - group * size - (group - 1) * 3) // 2
            for g in range(self.content.groups(cat)):
                for b in range(group):
                    self.boxes[(cat, g * group + b)] = pygame.Rect(
                        x + b * (size + 3), top + g * row_h, size, size)

    def box_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        for key, rect in self.boxes.items():
            if rect.collidepoint(pos):
                return key
        return None

    def draw(self, surface: pygame.Surface, sheet: dict[str, Any], active: bool,
             hover: tuple[str, int] | None) -> None:
        """The track, painted once per state and size, then the hovered box."""
        key = (tuple(self.rect), tuple(sheet["ticks"][c] for c in CATEGORIES), active)
        if key != self._key or self._surface is None:
            self._key = key
            self._surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._paint(self._surface, sheet, active, (-self.rect.x, -self.rect.y))
        surface.blit(self._surface, self.rect)
        if hover is not None and active and hover in self.boxes:
            pygame.draw.rect(surface, self.theme.colours.highlight,
                             self.boxes[hover].inflate(4, 4), 2)

    def _paint(self, surface: pygame.Surface, sheet: dict[str, Any], active: bool,
               shift: tuple[int, int]) -> None:
        c = self.theme.colours
        fonts = self.theme.fonts
        area = self.rect.move(shift)
        pygame.draw.rect(surface, c.paper, area, border_radius=8)
        pygame.draw.rect(surface, c.pencil, area, 2, border_radius=8)
        col_w = self.rect.w // len(CATEGORIES)
        for k, cat in enumerate(CATEGORIES):
            cx = area.x + k * col_w + col_w // 2
            icon = self.sprites.fit(ICONS[cat], 22)
            surface.blit(icon, icon.get_rect(midtop=(cx, area.y + 4)))
            track = self.content.tracks[cat]
            level = sheet["levels"][cat]
            value = sheet["values"][cat]
            shown = f"+{value}" if cat in ("goblin", "orc", "dragon") else str(value)
            label = fonts.render(track.short, 11, c.ink, "bold")
            surface.blit(label, label.get_rect(midtop=(cx, area.y + 27)))
            val = fonts.render(f"L{level} · {shown}", 11, c.pencil)
            surface.blit(val, val.get_rect(midtop=(cx, area.y + 41)))
        for (cat, box), box_rect in self.boxes.items():
            rect = box_rect.move(shift)
            ticked = box < sheet["ticks"][cat]
            nxt = box == sheet["ticks"][cat]
            colour = c.legal if active and nxt else c.pencil
            pygame.draw.rect(surface, c.paper, rect)
            pygame.draw.rect(surface, colour, rect, 3 if active and nxt else 1)
            if ticked:
                self.ink.tick(surface, rect)
