"""Painting one Trapper dungeon on a paper sheet: walls in ink, pieces as sprites, fog."""
from __future__ import annotations

from typing import Any, Iterable

import pygame

from game.ui.render.sheet import SheetPainter
from game.ui.render.sprites import SpriteCache
from game.ui.theme import Theme

Cell = tuple[int, int]
COLUMNS = "ABCDEFGHI"


def trap_sprite(trap: dict[str, Any], chart: dict[str, Any]) -> str:
    """The sprite of a trap as the view shows it (a Fan by its direction)."""
    if trap["kind"] == "fan" and trap.get("facing"):
        return f"trap_fan_{trap['facing'].lower()}"
    return chart[trap["kind"]]["sprite"]


class DungeonPainter:
    """A 9×6 dungeon sheet; cells are the rules' (column, row) counted from 1."""

    def __init__(self, theme: Theme, sprites: SpriteCache, columns: int = 9,
                 rows: int = 6) -> None:
        self.theme = theme
        self.sprites = sprites
        self.columns, self.rows = columns, rows
        self.sheet = SheetPainter(theme, columns, rows,
                                  col_labels=[str(c) for c in range(1, columns + 1)])
        self._drawn: tuple[tuple, pygame.Surface] | None = None
        """The sheet as last painted, with what it showed (`_key`): drawn again only when
        something on it changes (issue 30: a frame redraws only what changes)."""

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.sheet.layout(rect)

    @property
    def rect(self) -> pygame.Rect:
        return self.sheet.rect

    @property
    def cell_size(self) -> int:
        return self.sheet.cell

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        found = self.sheet.cell_at(pos)
        return (found[0] + 1, found[1] + 1) if found else None

    def rect_of(self, cell: Cell) -> pygame.Rect:
        return self.sheet.cell_rect((cell[0] - 1, cell[1] - 1))

    def centre(self, cell: Cell) -> tuple[int, int]:
        return self.rect_of(cell).center

    @staticmethod
    def sheet_cells(cells: Iterable[Cell]) -> list[Cell]:
        return [(c - 1, r - 1) for c, r in cells]

    # --- drawing --------------------------------------------------------------------------
    def sprite(self, surface: pygame.Surface, name: str, cell: Cell, share: float = 0.8,
               centre: tuple[int, int] | None = None, alpha: int = 255) -> None:
        image = self.sprites.fit(name, int(self.cell_size * share))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=centre or self.centre(cell)))

    def draw(self, surface: pygame.Surface, board: dict[str, Any], entrance: Cell,
             chart: dict[str, Any], hidden: dict[Cell, int] | None = None) -> None:
        """The dungeon as `board` (a view's dungeon) shows it. `hidden` tiles are still
        drawn fogged (a reveal not yet animated), with the fog's alpha: what lies under
        them shows only as the fog lifts (the fog is see-through, so a tile whose fog has
        not started to lift shows nothing of its content)."""
        hidden = hidden or {}
        key = self._key(board, entrance, hidden, surface)
        if self._drawn is not None and self._drawn[0] == key:
            surface.blit(self._drawn[1], self.rect)      # nothing on the sheet has changed
            return
        self._paint(surface, board, entrance, chart, hidden)
        area = self.rect.clip(surface.get_rect())
        self._drawn = (key, surface.subsurface(area).copy()) if area == self.rect else None

    def _key(self, board: dict[str, Any], entrance: Cell, hidden: dict[Cell, int],
             surface: pygame.Surface) -> tuple:
        """What the painted sheet depends on: where it lies, the theme and every piece."""
        traps = tuple((tuple(t["cell"]), t["kind"], t["active"], t.get("facing"))
                      for t in board["traps"])
        return (tuple(self.rect), surface.get_size(), id(self.theme), id(self.theme.colours), id(self.sprites),
                tuple(map(tuple, board["walls"])), traps, entrance, board["full"],
                tuple(board["heirloom"]) if board["heirloom"] else None,
                tuple(map(tuple, board["fog"])), tuple(sorted(hidden.items())))

    def _paint(self, surface: pygame.Surface, board: dict[str, Any], entrance: Cell,
               chart: dict[str, Any], hidden: dict[Cell, int]) -> None:
        sheet = self.sheet
        sheet.draw_base(surface)
        for cell in board["walls"]:
            sheet.wall(surface, (cell[0] - 1, cell[1] - 1))
        self.sprite(surface, "trapper_entrance", entrance, 0.85)
        for trap in board["traps"]:
            cell = tuple(trap["cell"])
            shown = 255 - hidden.get(cell, 0)
            if shown > 0:
                self.sprite(surface, trap_sprite(trap, chart), cell, alpha=shown)
                if not trap["active"]:
                    self.sprite(surface, "trapper_disabled", cell, 1.0, alpha=shown)
        if board["heirloom"]:
            cell = tuple(board["heirloom"])
            shown = 255 - hidden.get(cell, 0)
            if shown > 0:
                self.sprite(surface, "trapper_heirloom", cell, alpha=shown)
        for cell in board["fog"]:
            cell = tuple(cell)
            if board["full"]:
                self.fog_mark(surface, cell)
            else:
                sheet.fog(surface, (cell[0] - 1, cell[1] - 1))
                self.sprite(surface, "trapper_fog", cell, 0.7)
        for cell, alpha in hidden.items():
            self.fog_over(surface, cell, alpha)
            self.sprite(surface, "trapper_fog", cell, 0.7, alpha=alpha)

    def fog_mark(self, surface: pygame.Surface, cell: Cell) -> None:
        """The owner's reminder that a tile is fogged to the rival (a small cloud)."""
        r = self.rect_of(cell)
        image = self.sprites.fit("trapper_fog", max(8, self.cell_size // 3))
        surface.blit(image, image.get_rect(bottomleft=(r.x + 2, r.bottom - 2)))

    def fog_over(self, surface: pygame.Surface, cell: Cell, alpha: int) -> None:
        self.sheet.fog(surface, self.sheet_cells([cell])[0], alpha)

    def wash(self, surface: pygame.Surface, cells: Iterable[Cell], colour: tuple[int, int, int],
             alpha: int = 70) -> None:
        self.sheet.shade(surface, self.sheet_cells(cells), colour, alpha)
