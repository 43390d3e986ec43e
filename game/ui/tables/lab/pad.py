"""The sketch notebook on screen (lab §6): geometry (which cell, side or fragment is under
the pointer) and painting of a page, its fragments and the "me" marker from the seat's own
notebook view. The pad never changes the notebook: the table turns gestures into Sketch
actions."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.games.lab.fragments import extent
from game.games.lab.notebook import SPARE
from game.ui.tables.lab.stamps import draw_stamp

EDGE_COLOURS = {"none": (0x29, 0x8D, 0xC8), "simple": (0xAB, 0x52, 0x36),
                "wire": (0x83, 0x76, 0x9C), "monolith": (0x22, 0x1E, 0x2A),
                "exit": (0x00, 0xA0, 0x50)}
FRAG_TINT = (0xFF, 0xF6, 0xC8)
UNSURE = (0xC8, 0x5A, 0x00)
"""The "?" badge of an unsure cell."""
HANDLE = (0.95, 0.4)
"""A fragment's handle strip above its cells: from this far above its top to this far, in
cells (the gap row above each row of the tray)."""


@dataclass
class Pad:
    """Where the page lies on screen and how big a cell is."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    cols: int = 8
    rows: int = 8
    cell: int = 32

    def place(self, rect: pygame.Rect, width: int, height: int, zoom: float = 1.0,
              pan: tuple[int, int] = (0, 0), reach: tuple[int, int] = (0, 0)) -> None:
        """Fit a page of (W+3)×(H+3) cells (or as far as `reach`) into `rect`, then zoom by
        `zoom` and shift by `pan` pixels (the wheel's zoom)."""
        self.cols, self.rows = width + SPARE, height + SPARE
        base = self.base_cell(rect, width, height, reach)
        self.cell = max(8, int(base * zoom))
        self.rect = pygame.Rect(rect.x + base // 2 + 8 + pan[0], rect.y + base // 2 + pan[1],
                                self.cols * self.cell, self.rows * self.cell)

    @staticmethod
    def base_cell(rect: pygame.Rect, width: int, height: int,
                  reach: tuple[int, int] = (0, 0)) -> int:
        """The cell size at zoom 1: the whole page, and every loose fragment out to
        `reach` (the last page column and row one reaches), fits the room it has."""
        cols = max(width + SPARE + 1, reach[0] + 1)      # half a cell of labels each side
        rows = max(height + SPARE + 1, reach[1] + 1)
        return max(12, min((rect.width - 20) // cols, (rect.height - 20) // rows))

    def at(self, x: float, y: float) -> tuple[int, int]:
        """Screen position of the top left of page cell (x, y) ((1, 1) is the page's top
        left; fractions allowed)."""
        return (int(self.rect.x + (x - 1) * self.cell), int(self.rect.y + (y - 1) * self.cell))

    def cell_at(self, pos: tuple[int, int], origin: tuple[int, int] = (0, 0)
                ) -> tuple[int, int]:
        """The cell under `pos` in a layer placed at `origin` (the page: (0, 0); a
        fragment: its cell (0, 0) lies on page cell `origin`)."""
        fx = (pos[0] - self.rect.x) / self.cell + 1 - origin[0]
        fy = (pos[1] - self.rect.y) / self.cell + 1 - origin[1]
        return int(fx // 1), int(fy // 1)

    def fine(self, pos: tuple[int, int], origin: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.rect.x) / self.cell + 1 - origin[0],
                (pos[1] - self.rect.y) / self.cell + 1 - origin[1])

    def edge_at(self, pos: tuple[int, int], origin: tuple[int, int] = (0, 0)
                ) -> tuple[int, int, str] | None:
        """The cell side nearest `pos`, normalised to (x, y, E) or (x, y, S)."""
        fx, fy = self.fine(pos, origin)
        x, y = int(fx // 1), int(fy // 1)
        dx, dy = fx - x, fy - y
        best = min((dx, "W"), (1 - dx, "E"), (dy, "N"), (1 - dy, "S"))
        if best[0] > 0.3:
            return None
        side = best[1]
        if side == "W":
            return (x - 1, y, "E")
        if side == "N":
            return (x, y - 1, "S")
        return (x, y, side)

    def on_page(self, cell: tuple[int, int]) -> bool:
        return 1 <= cell[0] <= self.cols and 1 <= cell[1] <= self.rows


def fragment_box(pad: Pad, frag: dict[str, Any]) -> pygame.Rect:
    """A fragment's cells on screen (as far as it has grown), its cell (0, 0) on the pad's
    cell (frag["x"], frag["y"])."""
    x0, y0, x1, y1 = extent(frag["layer"])
    left, top = pad.at(frag["x"] + x0, frag["y"] + y0)
    return pygame.Rect(left, top, (x1 - x0 + 1) * pad.cell, (y1 - y0 + 1) * pad.cell)


def handle_rect(pad: Pad, frag: dict[str, Any]) -> pygame.Rect:
    """A fragment's handle: a strip above it, clear of its outer sides (a click within
    `fragments.REACH` of its top side marks that side)."""
    box = fragment_box(pad, frag)
    top = box.y - int(pad.cell * HANDLE[0])
    return pygame.Rect(box.x, top, box.width, max(8, int(pad.cell * (HANDLE[0] - HANDLE[1]))))


def draw_page(surface: pygame.Surface, pad: Pad, theme: Any, sprites: Any,
              sheet: dict[str, Any], level: int, base: tuple[int, int]) -> None:
    """The page of `level`: its grid, the dungeon's frame, its marks and the "me" marker
    when it is on the page (the loose fragments lie in the tray: `draw_fragments`)."""
    c = theme.colours
    page = pygame.Rect(pad.rect.x - pad.cell // 2, pad.rect.y - pad.cell // 2,
                       pad.rect.width + pad.cell, pad.rect.height + pad.cell)
    pygame.draw.rect(surface, c.paper, page)
    bw, bh = base
    for i in range(pad.cols + 1):
        x = pad.rect.x + i * pad.cell
        pygame.draw.line(surface, c.grid, (x, pad.rect.y), (x, pad.rect.bottom))
    for j in range(pad.rows + 1):
        y = pad.rect.y + j * pad.cell
        pygame.draw.line(surface, c.grid, (pad.rect.x, y), (pad.rect.right, y))
    pygame.draw.rect(surface, c.pencil, (pad.rect.x, pad.rect.y, bw * pad.cell,
                                         bh * pad.cell), 2)
    small = max(9, pad.cell // 3)
    for i in range(1, pad.cols + 1):
        label = theme.fonts.render(str(i), small, c.faint)
        surface.blit(label, (pad.rect.x + (i - 0.5) * pad.cell - label.get_width() / 2,
                             page.y + 1))
    for j in range(1, pad.rows + 1):
        label = theme.fonts.render(str(j), small, c.faint)
        surface.blit(label, (page.x + 2, pad.rect.y + (j - 0.5) * pad.cell
                             - label.get_height() / 2))
    me = sheet.get("me")
    me = tuple(me) if me and me[0] == level else None
    layer = sheet["pages"].get(str(level))
    if me is not None and me[1] == -1:
        _me(surface, pad, sprites, me, (0, 0))
    if layer:
        draw_layer(surface, pad, theme, sprites, layer, (0, 0))


def draw_fragments(surface: pygame.Surface, pad: Pad, theme: Any, sprites: Any,
                   sheet: dict[str, Any], level: int, places: dict[int, tuple[int, int]],
                   lifted: int | None = None) -> None:
    """The loose fragments of `level`, each with its cell (0, 0) on the pad's cell
    `places[id]` (the tray's), the lifted one left out (it follows the pointer)."""
    me = sheet.get("me")
    me = tuple(me) if me and me[0] == level else None
    for key, frag in sorted(sheet["fragments"].items(), key=lambda kv: int(kv[0])):
        fid = int(key)
        if frag["level"] == level and fid in places and fid != lifted:
            draw_fragment(surface, pad, theme, sprites, fid,
                          {**frag, "x": places[fid][0], "y": places[fid][1]}, False,
                          me if me is not None and me[1] == fid else None)


def _me(surface: pygame.Surface, pad: Pad, sprites: Any, me: tuple[int, ...],
        origin: tuple[int, int]) -> None:
    """The "me" marker: a ring round her cell and her figure in its corner, drawn under
    the stamps so it never hides one."""
    sx, sy = pad.at(origin[0] + me[2], origin[1] + me[3])
    pygame.draw.rect(surface, (0xFF, 0x00, 0x4D), (sx + 1, sy + 1, pad.cell - 1, pad.cell - 1),
                     3, border_radius=4)
    small = max(8, pad.cell * 2 // 5)
    surface.blit(sprites.fit("lab_me", small), (sx + 2, sy + pad.cell - small - 1))


def draw_gesture(surface: pygame.Surface, pad: Pad, theme: Any,
                 pending: list[tuple[int, int, str, int, int]], mark: str,
                 stroke: list[int]) -> None:
    """What the pointer is drawing right now (not yet in the notebook)."""
    for x, y, k, ox, oy in pending:
        _edge(surface, pad, (x, y, k), mark, (ox, oy), theme.colours.highlight)
    if len(stroke) >= 6:
        _stroke(surface, pad, stroke[2:], (stroke[0], stroke[1]), theme.colours.ink)


def draw_fragment(surface: pygame.Surface, pad: Pad, theme: Any, sprites: Any, key: int,
                  frag: dict[str, Any], lifted: bool = False,
                  me: tuple[int, ...] | None = None) -> None:
    c = theme.colours
    box = fragment_box(pad, frag)
    handle = handle_rect(pad, frag)
    pygame.draw.rect(surface, FRAG_TINT, box)
    for x in range(box.x, box.right + 1, pad.cell):
        pygame.draw.line(surface, c.grid, (x, box.y), (x, box.bottom))
    for y in range(box.y, box.bottom + 1, pad.cell):
        pygame.draw.line(surface, c.grid, (box.x, y), (box.right, y))
    pygame.draw.rect(surface, c.accent if lifted else c.pencil, box, 2)
    pygame.draw.rect(surface, c.accent if lifted else c.button, handle)
    words = f"fragment {key}: drag here"
    label = theme.fonts.render(words, theme.fonts.fit(words, max(9, int(handle.height * 0.8)),
                                                      handle.width - 4, smallest=8),
                               c.button_text)
    surface.blit(label, (handle.x + 3, handle.y))
    if me is not None:
        _me(surface, pad, sprites, me, (frag["x"], frag["y"]))
    draw_layer(surface, pad, theme, sprites, frag["layer"], (frag["x"], frag["y"]))


def draw_layer(surface: pygame.Surface, pad: Pad, theme: Any, sprites: Any,
               layer: dict[str, Any], origin: tuple[int, int]) -> None:
    c = theme.colours
    for x, y, k, mark in layer["edges"]:
        _edge(surface, pad, (x, y, k), mark, origin, EDGE_COLOURS.get(mark, c.ink))
    for x, y, name in layer["stamps"]:
        sx, sy = pad.at(origin[0] + x, origin[1] + y)
        size = max(8, pad.cell - 6)
        draw_stamp(surface, theme, sprites, name, pygame.Rect(sx + 3, sy + 3, size, size))
    for x, y, text in layer["notes"]:
        sx, sy = pad.at(origin[0] + x, origin[1] + y)
        surface.blit(theme.fonts.render(text, max(9, pad.cell // 3), c.ink), (sx + 2, sy + 2))
    for stroke in layer["strokes"]:
        _stroke(surface, pad, stroke, origin, c.ink)
    for x, y, _ in layer.get("unsure", []):
        sx, sy = pad.at(origin[0] + x + 1, origin[1] + y)
        r = max(5, pad.cell // 5)
        pygame.draw.circle(surface, UNSURE, (sx - r - 1, sy + r + 1), r)
        mark = theme.fonts.render("?", max(9, r * 2 - 1), (0xFF, 0xFF, 0xFF))
        surface.blit(mark, mark.get_rect(center=(sx - r - 1, sy + r + 1)))


def _stroke(surface: pygame.Surface, pad: Pad, stroke: Any, origin: tuple[int, int],
            colour: Any) -> None:
    """A pen stroke in tenths of a cell of its layer."""
    pts = [pad.at(origin[0] + stroke[i] / 10, origin[1] + stroke[i + 1] / 10)
           for i in range(0, len(stroke) - 1, 2)]
    if len(pts) >= 2:
        pygame.draw.lines(surface, colour, False, pts, 2)


def _edge(surface: pygame.Surface, pad: Pad, edge: tuple[int, int, str], mark: str,
          origin: tuple[int, int], colour: Any) -> None:
    x, y, k = edge
    left, top = pad.at(origin[0] + x, origin[1] + y)
    if k == "E":
        a, b = (left + pad.cell, top), (left + pad.cell, top + pad.cell)
    else:
        a, b = (left, top + pad.cell), (left + pad.cell, top + pad.cell)
    width = {"none": 1, "simple": 4, "wire": 3, "monolith": 6, "exit": 5}.get(mark, 3)
    if mark == "none":      # an open side: a row of dots across it, easy to see
        for t in (0.25, 0.5, 0.75):
            dot = (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t))
            pygame.draw.circle(surface, colour, dot, max(2, pad.cell // 14))
        return
    pygame.draw.line(surface, colour, a, b, width)
    if mark == "wire":
        steps = 5
        for i in range(steps):
            px = a[0] + (b[0] - a[0]) * (i + 0.5) / steps
            py = a[1] + (b[1] - a[1]) * (i + 0.5) / steps
            pygame.draw.line(surface, colour, (px - 3, py - 3), (px + 3, py + 3), 1)
            pygame.draw.line(surface, colour, (px - 3, py + 3), (px + 3, py - 3), 1)
