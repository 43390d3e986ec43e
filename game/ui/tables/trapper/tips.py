"""What the Trapper board says about one tile: a note touching the tile it describes (the
odds of a revealed trap, the cost of re-arming one), and a Fan's facing drawn on the tile
while it is aimed."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.grid import DIRECTIONS
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.tables.trapper.scene import TrapperTable

Cell = tuple[int, int]
INSET = 8
"""`draw_bubble` places a note 8 px beside what it avoids: avoiding the tile shrunk by as
much puts the note's edge on the tile's own."""


def tile_tip(table: "TrapperTable", surface: pygame.Surface, text: str, cell: Cell,
             border: tuple[int, int, int]) -> pygame.Rect:
    """A note about `cell`, drawn touching that tile (never beside something else), on
    the board side of the window. Returns where it went (in window coordinates)."""
    tile = table.painter.rect_of(cell)
    area = table.board_rect.clip(surface.get_rect())
    board = surface.subsurface(area)
    return draw_bubble(board, table.app.theme, text, tile.center, border,
                       avoid=tile.inflate(-2 * INSET, -2 * INSET))


def rearm_text(trap: dict[str, Any], chart: dict[str, Any]) -> str:
    """What a click re-arming a disabled trap does and costs."""
    kind = chart[trap["kind"]]
    return f"Re-arm the {kind['name']}: {kind['reactivate']} AP"


def disabled_trap(mine: dict[str, Any] | None, cell: Cell | None) -> dict[str, Any] | None:
    """The viewer's own disabled trap on `cell`, if there is one."""
    if mine is None or cell is None:
        return None
    for trap in mine["traps"]:
        if tuple(trap["cell"]) == cell and not trap["active"]:
            return trap
    return None


def draw_facing(table: "TrapperTable", surface: pygame.Surface, cell: Cell, facing: str,
                colour: tuple[int, int, int]) -> None:
    """An arrow across `cell` pointing where a Fan placed there would blow."""
    rect = table.painter.rect_of(cell)
    dx, dy = DIRECTIONS[facing]
    half = min(rect.width, rect.height) * 0.36
    cx, cy = rect.center
    tip = (cx + dx * half, cy + dy * half)
    tail = (cx - dx * half, cy - dy * half)
    width = max(3, int(half / 6))
    pygame.draw.line(surface, colour, tail, tip, width)
    side = half * 0.45
    back = (tip[0] - dx * side, tip[1] - dy * side)
    wing = (-dy * side * 0.8, dx * side * 0.8)
    pygame.draw.polygon(surface, colour, [tip, (back[0] + wing[0], back[1] + wing[1]),
                                          (back[0] - wing[0], back[1] - wing[1])])
