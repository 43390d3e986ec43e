"""The board's coordinates (rial §2): column letters A.. and row numbers 1.. in the margin
around the squares, the same names the log, the coach and the hint use ("C4"). Each label
sits on the margin cell beside its column or row, on the far side where an entrance takes
the near one; small and muted, so an entrance's number never reads as a row's."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.rial.board import label_of

if TYPE_CHECKING:
    from game.ui.tables.rial.geometry import BoardGeometry
    from game.ui.theme import Theme

MUTED = (0xC2, 0xC3, 0xC7)


def label_cells(geo: "BoardGeometry") -> list[tuple[str, tuple[int, int]]]:
    """Each coordinate's text and the margin cell (column, row) it is drawn on."""
    taken = {geo.grid_cell(-n) for n in geo.entrances}
    out: list[tuple[str, tuple[int, int]]] = []
    for c in range(geo.width):
        near, far = (c + 1, 0), (c + 1, geo.height + 1)
        out.append((label_of(c, 0)[0], far if near in taken and far not in taken else near))
    for r in range(geo.height):
        near, far = (0, r + 1), (geo.width + 1, r + 1)
        out.append((str(r + 1), far if near in taken and far not in taken else near))
    return out


def draw_coordinates(surface: pygame.Surface, theme: "Theme", geo: "BoardGeometry") -> None:
    """The letters and numbers in the margin (none where both sides hold an entrance)."""
    taken = {geo.grid_cell(-n) for n in geo.entrances}
    size = max(10, geo.cell // 3)
    for text, (c, r) in label_cells(geo):
        if (c, r) in taken:
            continue
        cell = pygame.Rect(geo.x0 + c * geo.cell, geo.y0 + r * geo.cell, geo.cell, geo.cell)
        picture = theme.fonts.render(text, size, MUTED)
        surface.blit(picture, picture.get_rect(center=cell.center))
