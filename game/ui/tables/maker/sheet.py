"""The dungeon sheet on paper: loot, paths, rooms, traps, stairs, the route and the hero.

Draws one player's sheet from its view (`tiles` rows of [kind, openings, trap, loot]);
cells here are the game's (X, Y), 1-based.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.games.maker.board import SHAPES, edge_directions, rotate, shape_of
from game.games.maker.content import MakerContent
from game.ui.render.sheet import SheetPainter
from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme

Cell = tuple[int, int]
PATH_SPRITES = {"straight": "mk_path_straight", "corner": "mk_path_corner",
                "t": "mk_path_t", "cross": "mk_path_cross"}
LOOT_SPRITES = {"gem": "mk_gem", "potion": "mk_potion"}


def turns_of(openings: str) -> tuple[str, int]:
    """The path shape drawn by `openings` and the clockwise quarter turns of its sprite."""
    shape = shape_of(openings) or "straight"
    for k in range(4):
        if rotate(SHAPES[shape], k) == openings:
            return shape, k
    return shape, 0


class MakerSheet:
    """Paints a 6x6 sheet (paper from the shared SheetPainter, pieces from sprites)."""

    def __init__(self, theme: Theme, sprites: SpriteCache, content: MakerContent) -> None:
        self.theme = theme
        self.sprites = sprites
        self.content = content
        size = content.numbers.size
        self.size = size
        self.paper = SheetPainter(theme, size, size)
        self._turned: dict[tuple[str, int, int], pygame.Surface] = {}
        self._ghost_layer: pygame.Surface | None = None

    # --- geometry ---------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.paper.layout(rect)

    def bottom_margin(self) -> pygame.Rect:
        """The paper's strip under the last row (no coordinate is written there)."""
        paper, grid = self.paper.rect, self.paper.grid_rect
        return pygame.Rect(paper.x, grid.bottom + 2, paper.width, paper.bottom - grid.bottom - 2)

    @property
    def cell(self) -> int:
        return self.paper.cell

    def rect_of(self, cell: Cell) -> pygame.Rect:
        return self.paper.cell_rect((cell[0] - 1, cell[1] - 1))

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        found = self.paper.cell_at(pos)
        return (found[0] + 1, found[1] + 1) if found is not None else None

    def sprite(self, name: str, box: int, turns: int = 0) -> pygame.Surface:
        """A sprite scaled to fit `box` pixels, turned clockwise by quarter turns."""
        key = (name, box, turns % 4)
        surf = self._turned.get(key)
        if surf is None:
            surf = self.sprites.fit(name, box)
            if turns % 4:
                surf = pygame.transform.rotate(surf, -90 * (turns % 4))
            self._turned[key] = surf
        return surf

    def blit_centred(self, surface: pygame.Surface, name: str, cell: Cell, share: float = 1.0,
                     turns: int = 0) -> None:
        rect = self.rect_of(cell)
        image = self.sprite(name, max(8, int(rect.width * share)), turns)
        surface.blit(image, image.get_rect(center=rect.center))

    # --- the sheet --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, player: dict[str, Any], route: bool) -> None:
        self.paper.draw_base(surface)
        for i, tile in enumerate(player["tiles"]):
            cell = (i % self.size + 1, i // self.size + 1)
            self.draw_tile(surface, cell, tile)
        if route and player["route"]:
            cells = [tuple(c) for c in player["route"]]
            if player["stairs"]:
                cells.append(tuple(player["stairs"]))
            self.paper.pencil_path(surface, [(x - 1, y - 1) for x, y in cells],
                                   self.theme.colours.pencil, 2)

    def draw_tile(self, surface: pygame.Surface, cell: Cell, tile: list[str]) -> None:
        kind, openings, trap, loot = tile
        if loot:
            self.blit_centred(surface, LOOT_SPRITES[loot], cell, 0.7)
            return
        if not kind:
            return
        kinds = self.content.kinds
        if kind == "stairs":
            self.blit_centred(surface, "mk_stairs", cell, 0.9)
        elif kind == kinds.acid or kind in kinds.bridges:
            self.blit_centred(surface, "mk_acid", cell, 1.0)
        if kind in kinds.network:
            self.draw_path(surface, cell, kind, openings)
        elif kind in kinds.rooms:
            self.blit_centred(surface, self.content.items[kind].sprite, cell, 0.8)
            self.label(surface, cell, kind)
        if trap:
            rect = self.rect_of(cell)
            image = self.sprite(self.content.items[trap].sprite, rect.width // 2)
            surface.blit(image, image.get_rect(bottomright=(rect.right - 2, rect.bottom - 2)))
            self.label(surface, cell, trap, initials=False)

    def draw_path(self, surface: pygame.Surface, cell: Cell, kind: str, openings: str) -> None:
        shape, turns = turns_of(openings)
        if kind in self.content.kinds.bridges:
            self.blit_centred(surface, "mk_bridge", cell, 1.0, turns)
        else:
            self.blit_centred(surface, PATH_SPRITES[shape], cell, 1.0, turns)
        if kind == "entrance":
            edge = [d for d in openings if d in edge_directions(cell, self.size)]
            arrow_turns = {"N": 0, "E": 1, "S": 2, "W": 3}[edge[0]] if edge else 0
            self.blit_centred(surface, "mk_entrance", cell, 0.6, arrow_turns)
        elif kind in self.content.kinds.gates:
            self.blit_centred(surface, "mk_gate", cell, 0.5)
            self.draw_openings(surface, cell, openings)
        elif kind in self.content.kinds.bosses:
            self.blit_centred(surface, self.content.items[kind].sprite, cell, 0.56)
            self.draw_openings(surface, cell, openings)
            self.label(surface, cell, kind)

    def draw_openings(self, surface: pygame.Surface, cell: Cell, openings: str) -> None:
        """The path's openings drawn over a gate or boss sprite (issue 33 §2): an inked
        stub from each open edge towards the sprite, so a T reads apart from a corner."""
        rect = self.rect_of(cell)
        reach, half = max(4, rect.width * 2 // 7), max(2, rect.width // 8)
        ink = self.theme.colours.ink
        cx, cy = rect.center
        for d in openings:
            if d in "NS":
                y = rect.y if d == "N" else rect.bottom - reach
                stub = pygame.Rect(cx - half, y, 2 * half, reach)
            else:
                x = rect.x if d == "W" else rect.right - reach
                stub = pygame.Rect(x, cy - half, reach, 2 * half)
            pygame.draw.rect(surface, (0xC2, 0xC3, 0xC7), stub)
            pygame.draw.rect(surface, ink, stub, 2)

    def label(self, surface: pygame.Surface, cell: Cell, item_id: str,
              initials: bool = True) -> None:
        """Damage at the bottom right, the monster's initials at the bottom left (as on
        the paper sheet)."""
        item = self.content.items[item_id]
        rect = self.rect_of(cell)
        size = max(9, rect.width // 6)
        ink = self.theme.colours.ink
        fonts = self.theme.fonts
        if initials and item.initials:
            text = fonts.render(item.initials, size, ink, "bold")
            surface.blit(text, text.get_rect(bottomleft=(rect.x + 3, rect.bottom - 1)))
        if item.damage and initials:
            text = fonts.render(str(item.damage), size, (0xD0, 0x10, 0x40), "bold")
            surface.blit(text, text.get_rect(bottomright=(rect.right - 3, rect.bottom - 1)))
        elif item.damage:
            text = fonts.render(str(item.damage), size, (0xD0, 0x10, 0x40), "bold")
            surface.blit(text, text.get_rect(topright=(rect.right - 3, rect.y + 2)))

    # --- overlays ---------------------------------------------------------------------
    def draw_hero(self, surface: pygame.Surface, cell: Cell, sprite: str) -> None:
        rect = self.rect_of(cell)
        image = self.sprite(sprite, int(rect.width * 0.7))
        shadow = pygame.Rect(0, 0, rect.width // 2, rect.height // 8)
        shadow.midbottom = (rect.centerx, rect.bottom - 3)
        pygame.draw.ellipse(surface, (0x5F, 0x57, 0x4F), shadow)
        surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.bottom - 5)))

    def draw_ghost(self, surface: pygame.Surface, cell: Cell, item_id: str,
                   openings: str) -> None:
        """The held tile, half transparent, under the pointer (drawn on a kept layer:
        only the cell's part of it is cleared and painted)."""
        layer = self._ghost_layer
        if layer is None or layer.get_size() != surface.get_size():
            layer = self._ghost_layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        rect = self.rect_of(cell)
        layer.fill((0, 0, 0, 0), rect)
        tile = [item_id, openings, "", ""]
        if item_id in self.content.kinds.traps:
            tile = ["", "", item_id, ""]
        self.draw_tile(layer, cell, tile)
        layer.set_alpha(190)
        surface.blit(layer, rect, rect)

    def mark(self, surface: pygame.Surface, cell: Cell, colour: tuple[int, int, int],
             width: int = 3) -> None:
        self.paper.outline(surface, (cell[0] - 1, cell[1] - 1), colour, width)

    def shade(self, surface: pygame.Surface, cells: list[Cell], colour: tuple[int, int, int],
              alpha: int = 70) -> None:
        self.paper.shade(surface, [(x - 1, y - 1) for x, y in cells], colour, alpha)

