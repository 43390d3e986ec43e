"""The sheet painter: ink and pencil on paper (ART.md).

Off-white paper with a faint blue graph grid, coordinates in the margin, inked walls with
cross-hatching, graphite lines with a hand wobble seeded by cell (still between frames),
handwritten ticks and crosses. Static layers are drawn once per size and cached.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

import pygame

from game.ui.theme import Colour, Theme

Cell = tuple[int, int]


class SheetPainter:
    """A `cols` x `rows` sheet. Cells here are 0-based (column, row) indices; games map
    their own coordinates to these."""

    def __init__(self, theme: Theme, cols: int, rows: int,
                 col_labels: Sequence[str] | None = None,
                 row_labels: Sequence[str] | None = None) -> None:
        self.theme = theme
        self.cols, self.rows = cols, rows
        self.col_labels = list(col_labels or [str(i + 1) for i in range(cols)])
        self.row_labels = list(row_labels or [str(i + 1) for i in range(rows)])
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.grid_rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 0
        self._base: pygame.Surface | None = None
        self._tiles: dict[tuple[str, int], pygame.Surface] = {}

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Fit the sheet (with its margin) into `rect`, centred, with whole-pixel cells."""
        margin_cells = 1.2
        cell = int(min(rect.width / (self.cols + margin_cells),
                       rect.height / (self.rows + margin_cells)))
        cell = max(cell, 8)
        margin = int(cell * margin_cells / 2) + 4
        w, h = cell * self.cols + 2 * margin, cell * self.rows + 2 * margin
        new = pygame.Rect(0, 0, w, h)
        new.center = rect.center
        if new != self.rect or cell != self.cell:
            self.rect, self.cell = new, cell
            self.grid_rect = pygame.Rect(new.x + margin, new.y + margin, cell * self.cols,
                                         cell * self.rows)
            self._base = None

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        c, r = cell
        return pygame.Rect(self.grid_rect.x + c * self.cell, self.grid_rect.y + r * self.cell,
                           self.cell, self.cell)

    def centre(self, cell: Cell) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.grid_rect.collidepoint(pos) or not self.cell:
            return None
        return ((pos[0] - self.grid_rect.x) // self.cell, (pos[1] - self.grid_rect.y) // self.cell)

    # --- the paper --------------------------------------------------------------------------
    def draw_base(self, surface: pygame.Surface) -> None:
        if self._base is None:
            self._base = self._paint_base()
        surface.blit(self._base, self.rect)

    def _paint_base(self) -> pygame.Surface:
        colours = self.theme.colours
        base = pygame.Surface(self.rect.size).convert() if pygame.display.get_surface() \
            else pygame.Surface(self.rect.size)
        base.fill(colours.paper)
        rng = random.Random(self.cols * 131 + self.rows)
        for _ in range(self.rect.width * self.rect.height // 900):  # paper fibre speckle
            x, y = rng.randrange(self.rect.width), rng.randrange(self.rect.height)
            base.set_at((x, y), colours.paper_shade)
        ox, oy = self.grid_rect.x - self.rect.x, self.grid_rect.y - self.rect.y
        fine = max(4, self.cell // 4)
        for x in range(ox, ox + self.grid_rect.width + 1, fine):
            pygame.draw.line(base, _mix(colours.grid, colours.paper, 0.6), (x, oy),
                             (x, oy + self.grid_rect.height))
        for y in range(oy, oy + self.grid_rect.height + 1, fine):
            pygame.draw.line(base, _mix(colours.grid, colours.paper, 0.6), (ox, y),
                             (ox + self.grid_rect.width, y))
        for c in range(self.cols + 1):
            x = ox + c * self.cell
            pygame.draw.line(base, colours.grid, (x, oy), (x, oy + self.grid_rect.height))
        for r in range(self.rows + 1):
            y = oy + r * self.cell
            pygame.draw.line(base, colours.grid, (ox, y), (ox + self.grid_rect.width, y))
        pygame.draw.rect(base, colours.pencil, (ox, oy, self.grid_rect.width + 1,
                                                self.grid_rect.height + 1), 2)
        size = max(11, self.cell // 3)
        fonts = self.theme.fonts
        for c, label in enumerate(self.col_labels):
            text = fonts.render(label, size, colours.pencil, "bold")
            base.blit(text, text.get_rect(center=(ox + c * self.cell + self.cell // 2, oy // 2)))
        for r, label in enumerate(self.row_labels):
            text = fonts.render(label, size, colours.pencil, "bold")
            base.blit(text, text.get_rect(center=(ox // 2, oy + r * self.cell + self.cell // 2)))
        return base

    # --- ink ------------------------------------------------------------------------------
    def _tile(self, kind: str) -> pygame.Surface:
        key = (kind, self.cell)
        tile = self._tiles.get(key)
        if tile is None:
            tile = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
            if kind == "wall":
                _hatch(tile, self.theme.colours.ink)
            elif kind == "fog":
                _fog(tile, self.theme.colours)
            self._tiles[key] = tile
        return tile

    def wall(self, surface: pygame.Surface, cell: Cell) -> None:
        surface.blit(self._tile("wall"), self.cell_rect(cell))

    def fog(self, surface: pygame.Surface, cell: Cell, alpha: int = 255) -> None:
        """A fog token over a cell; `alpha` below 255 fades it (fog lifting)."""
        tile = self._tile("fog")
        if alpha < 255:
            tile = tile.copy()
            tile.set_alpha(max(0, alpha))
        surface.blit(tile, self.cell_rect(cell))

    def shade(self, surface: pygame.Surface, cells: Iterable[Cell], colour: Colour,
              alpha: int = 90) -> None:
        """Wash cells with a translucent colour (legal/illegal highlights)."""
        wash = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        wash.fill((*colour, alpha))
        for cell in cells:
            surface.blit(wash, self.cell_rect(cell))

    def outline(self, surface: pygame.Surface, cell: Cell, colour: Colour, width: int = 3
                ) -> None:
        pygame.draw.rect(surface, colour, self.cell_rect(cell).inflate(-2, -2), width)

    def pencil_path(self, surface: pygame.Surface, cells: Sequence[Cell],
                    colour: Colour | None = None, width: int = 3) -> None:
        """A graphite line through cell centres with a wobble seeded by each cell."""
        if len(cells) < 2:
            return
        colour = colour or self.theme.colours.pencil
        points = [self._wobbled(cell, i) for i, cell in enumerate(cells)]
        pygame.draw.lines(surface, colour, False, points, width)
        pygame.draw.lines(surface, _mix(colour, self.theme.colours.paper, 0.5), False,
                          [(x + 1, y + 1) for x, y in points], 1)

    def _wobbled(self, cell: Cell, visit: int) -> tuple[int, int]:
        rng = random.Random(cell[0] * 977 + cell[1] * 31 + visit * 7)
        x, y = self.centre(cell)
        jitter = max(1, self.cell // 10)
        return x + rng.randint(-jitter, jitter), y + rng.randint(-jitter, jitter)

    def tick(self, surface: pygame.Surface, rect: pygame.Rect,
             colour: Colour | None = None) -> None:
        colour = colour or self.theme.colours.ink
        w = max(2, rect.width // 8)
        points = [(rect.x + rect.width * 0.2, rect.y + rect.height * 0.55),
                  (rect.x + rect.width * 0.42, rect.y + rect.height * 0.78),
                  (rect.x + rect.width * 0.82, rect.y + rect.height * 0.22)]
        pygame.draw.lines(surface, colour, False, points, w)

    def cross(self, surface: pygame.Surface, rect: pygame.Rect,
              colour: Colour | None = None) -> None:
        colour = colour or self.theme.colours.ink
        w = max(2, rect.width // 10)
        inset = rect.inflate(-rect.width // 4, -rect.height // 4)
        pygame.draw.line(surface, colour, inset.topleft, inset.bottomright, w)
        pygame.draw.line(surface, colour, inset.topright, inset.bottomleft, w)


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t),
            int(a[2] + (b[2] - a[2]) * t))


def _hatch(tile: pygame.Surface, ink: Colour) -> None:
    w, h = tile.get_size()
    tile.fill((*_mix(ink, (255, 255, 255), 0.55), 255))
    step = max(3, w // 6)
    for k in range(-h, w, step):
        pygame.draw.line(tile, ink, (k, h), (k + h, 0), max(1, w // 20))
    for k in range(-h, w, step * 2):
        pygame.draw.line(tile, _mix(ink, (255, 255, 255), 0.3), (k, 0), (k + h, h), 1)
    pygame.draw.rect(tile, ink, tile.get_rect(), max(2, w // 16))


def _fog(tile: pygame.Surface, colours: object) -> None:
    w, h = tile.get_size()
    rng = random.Random(w)
    tile.fill((0x83, 0x76, 0x9C, 215))
    for _ in range(w * h // 40):
        x, y = rng.randrange(w), rng.randrange(h)
        pygame.draw.circle(tile, (0xC2, 0xC3, 0xC7, 90), (x, y), max(1, w // 12))
    pygame.draw.rect(tile, (0x1D, 0x2B, 0x53, 255), tile.get_rect(), 2)
