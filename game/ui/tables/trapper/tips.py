"""What the Trapper board says about one tile: a note touching the tile it describes (the
odds of a revealed trap, the cost of re-arming one), and a Fan's facing drawn on the tile
while it is aimed."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.grid import DIRECTIONS
from game.ui.widgets import links
from game.ui.widgets.toast import draw_bubble

if TYPE_CHECKING:
    from game.ui.tables.trapper.scene import TrapperTable

Cell = tuple[int, int]
WIDTH = 360
"""The widest a note gets (as `draw_bubble`'s default)."""


def tile_tip(table: "TrapperTable", surface: pygame.Surface, text: str, cell: Cell,
             border: tuple[int, int, int], keep_clear: list[Cell] = ()) -> pygame.Rect:
    """A note about `cell`, drawn touching that tile (never beside something else): hung
    from one of its sides, the whole side shared (under it or over it, flush with its left
    or right edge; else beside it), the side that covers least of `keep_clear` (the next
    step's lit tiles); at a corner (which reads as the next tile's) only where no side has
    room; on the board side of the window. Returns where it went."""
    tile = table.painter.rect_of(cell)
    area = table.board_rect.clip(surface.get_rect())
    w, h = note_size(table, text, area.width)
    clear = [table.painter.rect_of(c) for c in keep_clear]
    spots = [(tile.x, tile.bottom), (tile.right - w, tile.bottom), (tile.x, tile.y - h),
             (tile.right - w, tile.y - h), (tile.right, tile.centery - h // 2),
             (tile.x - w, tile.centery - h // 2), (tile.right, tile.bottom),
             (tile.right, tile.y - h), (tile.x - w, tile.bottom), (tile.x - w, tile.y - h)]
    inside = [(i >= SIDES, covered(pygame.Rect(x, y, w, h), clear), i)
              for i, (x, y) in enumerate(spots) if area.contains((x, y, w, h))]
    rect = pygame.Rect(spots[min(inside)[2]], (w, h)) if inside else \
        pygame.Rect(tile.right, tile.bottom, w, h).clamp(area)
    # draw_bubble's first choice is 16 px right of and below the point it is given
    return draw_bubble(surface.subsurface(area), table.app.theme, text,
                       (rect.x - 16, rect.y - 16), border, width=WIDTH)


SIDES = 6
"""`tile_tip`'s first spots share a whole side with the tile; the rest are its corners."""


def covered(note: pygame.Rect, tiles: list[pygame.Rect]) -> int:
    """How much of `tiles` the note lies over."""
    return sum(note.clip(tile).width * note.clip(tile).height for tile in tiles)


def note_size(table: "TrapperTable", text: str, room: int) -> tuple[int, int]:
    """The size `draw_bubble` gives a note of `text` (16 px type, its citation a link)."""
    fonts = table.app.theme.fonts
    wrapped = links.wrap_cited(fonts, text, 16, min(WIDTH, room - 16) - 24)
    font = fonts.get(16)
    widths = [font.size(line)[0] for line in wrapped.lines]
    if wrapped.cited is not None:
        widths.append(wrapped.link_x(fonts, 16) + wrapped.link_width)
    return max(widths) + 24, font.get_height() * wrapped.rows() + 18


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
