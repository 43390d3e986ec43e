"""Painting cards: the build strip (walls as little ink diagrams, pieces as sprites) over
the action half (blue or red, with its picture)."""
from __future__ import annotations

import pygame

from game.games.doodle.content import DoodleContent
from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme

ELEMENT_SPRITES = {"goblin": "dd_goblin", "orc": "dd_orc", "dragon": "dd_dragon",
                   "trap": "dd_trap", "treasure": "dd_treasure", "improvement": "dd_improve"}
ACTION_SPRITES = {"aim_boost": "dd_aim_boost", "axe": "dd_axe", "rage": "dd_rage",
                  "spikes": "dd_spikes", "healing_potion": "dd_potion", "jump": "dd_jump",
                  "sword": "dd_sword", "haste": "dd_haste"}
BLUE, RED = (0x29, 0x6D, 0xC8), (0xC8, 0x20, 0x44)


class CardPainter:
    def __init__(self, theme: Theme, sprites: SpriteCache, content: DoodleContent) -> None:
        self.theme = theme
        self.sprites = sprites
        self.content = content
        self._cache: dict[tuple, pygame.Surface] = {}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, card_id: int, *,
             done: int = 0, lost: tuple[int, ...] = (), build: bool = True,
             action: bool = True, glow: tuple[int, int, int] | None = None,
             dim: bool = False) -> None:
        """One card. `done` elements are ticked off, `lost` ones crossed (the active card).
        Each look is painted once and kept."""
        key = (card_id, rect.w, rect.h, done, lost, build, action, glow, dim)
        card = self._cache.get(key)
        if card is None:
            if len(self._cache) > 256:
                self._cache.clear()
            card = pygame.Surface((rect.w + 4, rect.h + 5), pygame.SRCALPHA)
            self._paint(card, pygame.Rect(0, 0, rect.w, rect.h), card_id, done=done,
                        lost=lost, build=build, action=action, glow=glow, dim=dim)
            self._cache[key] = card
        surface.blit(card, rect)

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, card_id: int, *,
               done: int, lost: tuple[int, ...], build: bool, action: bool,
               glow: tuple[int, int, int] | None, dim: bool) -> None:
        c = self.theme.colours
        card = self.content.card(card_id)
        act = self.content.action_of(card_id)
        colour = BLUE if act.colour == "blue" else RED
        pygame.draw.rect(surface, (20, 12, 8), rect.move(3, 4), border_radius=8)
        pygame.draw.rect(surface, c.paper, rect, border_radius=8)
        pygame.draw.rect(surface, glow or colour, rect, 4 if glow else 3, border_radius=8)
        fonts = self.theme.fonts
        number = fonts.render(f"#{card_id}", max(10, rect.h // 11), c.pencil, "bold")
        surface.blit(number, (rect.x + 7, rect.y + 5))
        split = rect.y + int(rect.h * (0.62 if build and action else 1.0))
        if build:
            self._build(surface, pygame.Rect(rect.x + 6, rect.y + 20, rect.w - 12,
                                             split - rect.y - 24), card.build, done, lost)
        if action:
            band = pygame.Rect(rect.x + 4, split, rect.w - 8, rect.bottom - split - 4)
            if not build:
                band = rect.inflate(-8, -8)
            pygame.draw.rect(surface, colour, band, border_radius=6)
            icon = self.sprites.fit(ACTION_SPRITES.get(act.id, "dd_d10"),
                                    min(band.h - 6, band.w // 2))
            surface.blit(icon, icon.get_rect(midleft=(band.x + 4, band.centery)))
            room = band.w - icon.get_width() - 12
            size = max(10, min(16, band.h // 3))
            words = fonts.wrap(act.name, size, room, "bold")
            while size > 8 and (len(words) * (size + 2) > band.h or any(
                    fonts.get(size, "bold").size(line)[0] > room for line in words)):
                size -= 1           # "Healing Potion" whole, never cut at the card's edge
                words = fonts.wrap(act.name, size, room, "bold")
            y = band.centery - len(words) * (size + 2) // 2
            for line in words:
                text = fonts.render(line, size, c.button_text, "bold")
                surface.blit(text, (band.x + icon.get_width() + 8, y))
                y += size + 2
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((40, 30, 25, 120))
            surface.blit(veil, rect)

    def _build(self, surface: pygame.Surface, area: pygame.Rect, build: tuple[str, ...],
               done: int, lost: tuple[int, ...]) -> None:
        slot = area.w // max(1, len(build))
        for k, element in enumerate(build):
            box = pygame.Rect(area.x + k * slot, area.y, slot, area.h).inflate(-4, -4)
            if element in ELEMENT_SPRITES:
                icon = self.sprites.fit(ELEMENT_SPRITES[element], min(box.w, box.h))
                surface.blit(icon, icon.get_rect(center=box.center))
            else:
                self._shape(surface, box, element)
            if k in lost:
                pygame.draw.line(surface, self.theme.colours.illegal, box.topleft,
                                 box.bottomright, 3)
                pygame.draw.line(surface, self.theme.colours.illegal, box.topright,
                                 box.bottomleft, 3)
            elif k < done:
                pygame.draw.rect(surface, self.theme.colours.legal, box, 2, border_radius=4)

    def _shape(self, surface: pygame.Surface, box: pygame.Rect, shape: str) -> None:
        """A wall formation as a little inked diagram."""
        cells = self.content.shapes[shape].cells
        w = max(c for c, _ in cells) + 1
        h = max(r for _, r in cells) + 1
        unit = max(4, min(box.w // max(w, 2), box.h // max(h, 2)))
        ox = box.centerx - unit * w // 2
        oy = box.centery - unit * h // 2
        for c, r in cells:
            cell = pygame.Rect(ox + c * unit, oy + r * unit, unit, unit)
            pygame.draw.rect(surface, (0x5F, 0x57, 0x4F), cell)
            pygame.draw.rect(surface, self.theme.colours.ink, cell, 1)
