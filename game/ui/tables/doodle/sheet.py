"""Painting one dungeon sheet from a view: hatched walls, pieces as sprites, crossed-off
monsters, the pencil hero path (a space passed twice: two lanes with arrows), the hero,
and (on the owner's own screen only) the treasure notes."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.ui.render.sheet import SheetPainter
from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme

Cell = tuple[int, int]
Lit = tuple[tuple[int, ...], tuple[int, int, int], int]
"""Spaces to wash, the colour and the alpha."""
PIECE_SPRITES = {"goblin": "dd_goblin", "orc": "dd_orc", "dragon": "dd_dragon",
                 "trap": "dd_trap"}
LETTERS = "ABCDEFGH"


class DungeonPainter:
    """A SheetPainter for the 8x10 doodle sheet, drawing cells given as indices."""

    def __init__(self, theme: Theme, sprites: SpriteCache, width: int = 8,
                 height: int = 10) -> None:
        self.theme = theme
        self.sprites = sprites
        self.width, self.height = width, height
        self.paper = SheetPainter(theme, width, height, list(LETTERS[:width]),
                                  [str(r + 1) for r in range(height)])
        self._ink: tuple[tuple, pygame.Surface] | None = None
        """The paper with what is drawn on it (ends, walls, pieces, crosses, the path),
        kept until any of them, the layout or the palette changes."""
        self._washes: dict[tuple, pygame.Surface] = {}
        self._twin = SheetPainter(theme, width, height, list(LETTERS[:width]),
                                  [str(r + 1) for r in range(height)])

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.paper.layout(rect)

    @property
    def rect(self) -> pygame.Rect:
        return self.paper.rect

    def colrow(self, index: int) -> Cell:
        return index % self.width, index // self.width

    def index_at(self, pos: tuple[int, int]) -> int | None:
        cell = self.paper.cell_at(pos)
        if cell is None or not (0 <= cell[0] < self.width and 0 <= cell[1] < self.height):
            return None
        return cell[1] * self.width + cell[0]

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        return self.paper.cell_at(pos)

    def centre(self, index: int) -> tuple[int, int]:
        return self.paper.centre(self.colrow(index))

    def cell_rect(self, index: int) -> pygame.Rect:
        return self.paper.cell_rect(self.colrow(index))

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, sheet: dict[str, Any],
             treasures: Sequence[int] = (), hero: dict[str, Any] | None = None,
             hero_at: float | None = None, lit: Lit | None = None) -> None:
        """The whole sheet: paper, ends, walls, pieces, crosses, path, the `lit` spaces
        (cells, colour, alpha: where the viewer may act), treasure, hero."""
        ink = self._ink_layer(sheet, lit)
        if ink is None:
            self._ink_into(surface, sheet, self.paper)
            if lit:
                self.lit(surface, *lit)
        else:
            surface.blit(ink, self.paper.rect)
        self.draw_treasures(surface, treasures)
        if hero is not None and sheet["path"]:
            self.draw_hero(surface, sheet["path"], hero_at if hero_at is not None
                           else float(hero["at"]), hero["status"] == "dead")

    def _ink_layer(self, sheet: dict[str, Any], lit: Lit | None = None
                   ) -> pygame.Surface | None:
        """The paper with the sheet's ink, painted by a twin painter laid out at the origin
        with the same cells, kept until the drawing, the layout or the palette changes
        (None if the twin's layout differs: then the sheet is painted straight on)."""
        p, twin = self.paper, self._twin
        key = (tuple(p.rect), p.cell, id(self.theme.colours), tuple(sheet["cells"]),
               tuple(sheet["crossed"]), tuple(sheet["path"]), lit)
        if self._ink is not None and self._ink[0] == key:
            return self._ink[1]
        if twin.rect.size != p.rect.size or twin.cell != p.cell:
            twin.layout(pygame.Rect((0, 0), p.rect.size))
        if twin.rect.size != p.rect.size or twin.cell != p.cell or \
                twin.grid_rect.topleft != (p.grid_rect.x - p.rect.x, p.grid_rect.y - p.rect.y):
            return None
        ink = pygame.Surface(p.rect.size)
        if pygame.display.get_surface() is not None:
            ink = ink.convert()
        self._ink_into(ink, sheet, twin)
        if lit:
            self._wash(ink, twin, *lit)
        self._ink = (key, ink)
        return ink

    def _ink_into(self, surface: pygame.Surface, sheet: dict[str, Any], p: SheetPainter
                  ) -> None:
        """Paper, ends, walls, pieces, crosses and the path, by painter `p`."""
        p.draw_base(surface)
        box = max(8, p.cell - 4)
        for end, name in ((0, "dd_entrance"), (self.width * self.height - 1, "dd_exit")):
            icon = self.sprites.fit(name, box)
            surface.blit(icon, icon.get_rect(center=p.centre(self.colrow(end))))
        for i, what in enumerate(sheet["cells"]):
            if what == "wall":
                p.wall(surface, self.colrow(i))
            elif what in PIECE_SPRITES:
                icon = self.sprites.fit(PIECE_SPRITES[what], box)
                surface.blit(icon, icon.get_rect(center=p.centre(self.colrow(i))))
        for i in sheet["crossed"]:
            p.cross(surface, p.cell_rect(self.colrow(i)), self.theme.colours.illegal)
        self.draw_path(surface, sheet["path"], p)

    def draw_treasures(self, surface: pygame.Surface, treasures: Sequence[int]) -> None:
        """Private treasure notes: a small chest in the cell's corner."""
        box = max(8, self.paper.cell // 2)
        for t in treasures:
            icon = self.sprites.fit("dd_treasure", box)
            rect = self.cell_rect(t)
            surface.blit(icon, icon.get_rect(bottomright=(rect.right - 1, rect.bottom - 1)))

    def draw_path(self, surface: pygame.Surface, path: Sequence[int],
                  p: SheetPainter | None = None) -> None:
        """The graphite hero path. Where it passes a space twice, each pass runs in its own
        lane (to the right of its way, as on a road), so the two passes are two lines a
        little apart, each with an arrow the way the hero goes."""
        if len(path) < 2:
            return
        p = p or self.paper
        twice = {i for i in path if path.count(i) > 1}
        colour, width = self.theme.colours.pencil, max(2, p.cell // 16)
        run: list[tuple[int, int]] = [self.colrow(path[0])]
        for a, b in zip(path, path[1:]):
            if a in twice or b in twice:
                p.pencil_path(surface, run, colour, width)
                run = [self.colrow(b)]
                self._lane(surface, a, b, p, colour, width)
            else:
                run.append(self.colrow(b))
        p.pencil_path(surface, run, colour, width)

    def _lane(self, surface: pygame.Surface, a: int, b: int, p: SheetPainter,
              colour: tuple[int, int, int], width: int) -> None:
        """One step a -> b drawn in its lane (shifted to its right) with an arrow head."""
        (x0, y0), (x1, y1) = p.centre(self.colrow(a)), p.centre(self.colrow(b))
        dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
        shift = max(3, p.cell // 6)
        ox, oy = -dy * shift, dx * shift          # the right-hand side of the way (y down)
        start, end = (x0 + ox, y0 + oy), (x1 + ox, y1 + oy)
        pygame.draw.line(surface, colour, start, end, width)
        mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
        half = max(4, p.cell // 5) / 2
        tip = (mx + dx * half, my + dy * half)
        bx, by = mx - dx * half, my - dy * half
        pygame.draw.polygon(surface, colour, [tip, (bx - dy * half, by + dx * half),
                                              (bx + dy * half, by - dx * half)])

    def draw_hero(self, surface: pygame.Surface, path: Sequence[int], at: float,
                  dead: bool) -> None:
        """The hero between path[floor(at)] and path[ceil(at)]."""
        lo = max(0, min(len(path) - 1, int(at)))
        hi = min(len(path) - 1, lo + 1)
        t = at - lo
        (x0, y0), (x1, y1) = self.centre(path[lo]), self.centre(path[hi])
        pos = (int(x0 + (x1 - x0) * t), int(y0 + (y1 - y0) * t))
        icon = self.sprites.fit("dd_skull" if dead else "dd_hero", max(8, self.paper.cell - 8))
        shadow = icon.get_rect(center=(pos[0] + 2, pos[1] + 3))
        pygame.draw.ellipse(surface, (0x8E, 0x84, 0x78), shadow.inflate(-8, -shadow.h // 2)
                            .move(0, shadow.h // 3))
        surface.blit(icon, icon.get_rect(center=pos))

    def lit(self, surface: pygame.Surface, cells: Sequence[int], colour: tuple[int, int, int],
            alpha: int = 70) -> None:
        """Wash these spaces with a translucent colour."""
        self._wash(surface, self.paper, cells, colour, alpha)

    def _wash(self, surface: pygame.Surface, p: SheetPainter, cells: Sequence[int],
              colour: tuple[int, int, int], alpha: int) -> None:
        """One plain cell-sized wash with surface alpha (kept per colour: cheaper to blit
        than a per-pixel one) over each space, by painter `p`."""
        key = (self.paper.cell, colour, alpha)
        wash = self._washes.get(key)
        if wash is None:
            wash = pygame.Surface((self.paper.cell, self.paper.cell))
            wash.fill(colour)
            wash.set_alpha(alpha)
            if len(self._washes) > 16:
                self._washes.clear()
            self._washes[key] = wash
        for i in cells:
            surface.blit(wash, p.cell_rect(self.colrow(i)))
