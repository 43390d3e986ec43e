"""Where each square and entrance of a Rial board sits on screen."""
from __future__ import annotations

from typing import Any

import pygame


class BoardGeometry:
    """A board of `width` x `height` squares with a one-square margin for the entrances."""

    def __init__(self, board: dict[str, Any], rect: pygame.Rect, smallest: int = 8) -> None:
        self.width, self.height = board["width"], board["height"]
        self.kinds = board["kinds"]
        self.entrances = {n: sq for n, sq in board["entrances"]}
        self.cell = max(smallest, min(rect.width // (self.width + 2),
                                      rect.height // (self.height + 2)))
        self.x0 = rect.x + (rect.width - self.cell * (self.width + 2)) // 2
        self.y0 = rect.y + (rect.height - self.cell * (self.height + 2)) // 2

    def at_origin(self) -> "BoardGeometry":
        """The same geometry with the margin's top-left corner at (0, 0)."""
        twin = object.__new__(BoardGeometry)
        twin.__dict__.update(self.__dict__)
        twin.x0 = twin.y0 = 0
        return twin

    def grid_cell(self, sq: int) -> tuple[int, int]:
        """(column, row) on screen, the margin included; entrances sit outside their edge."""
        if sq >= 0:
            return sq % self.width + 1, sq // self.width + 1
        edge = self.entrances.get(-sq, 0)
        c, r = edge % self.width, edge // self.width
        if r == 0:
            return c + 1, 0
        if r == self.height - 1:
            return c + 1, self.height + 1
        if c == 0:
            return 0, r + 1
        return self.width + 1, r + 1

    def rect(self, sq: int) -> pygame.Rect:
        c, r = self.grid_cell(sq)
        return pygame.Rect(self.x0 + c * self.cell, self.y0 + r * self.cell, self.cell, self.cell)

    def centre(self, sq: int) -> tuple[int, int]:
        return self.rect(sq).center

    def at(self, pos: tuple[int, int]) -> int | None:
        """The square or entrance under `pos`, if any."""
        c = (pos[0] - self.x0) // self.cell
        r = (pos[1] - self.y0) // self.cell
        if 1 <= c <= self.width and 1 <= r <= self.height:
            sq = (r - 1) * self.width + (c - 1)
            return sq if self.kinds[sq] != "#" else None
        for n in self.entrances:
            if self.grid_cell(-n) == (c, r):
                return -n
        return None

    def outline(self) -> pygame.Rect:
        return pygame.Rect(self.x0 + self.cell, self.y0 + self.cell, self.cell * self.width,
                           self.cell * self.height)
