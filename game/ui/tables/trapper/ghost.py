"""The hint's ghost at the Trapper table (issue 23 §3): the Hard computer's move for the
person, drawn translucent where it would happen on the dungeon the person's screen shows:
the walls of a stroke hatched (or a wall to erase washed out), the heirloom or trap on its
tile (a Fan by its facing), a disabled trap's X washed away, the adventurer on the tile it
would step to. A move made with a button (roll, confirm, start the raid) is ringed only."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.grid import step as step_from
from game.games.trapper.actions import (ClearTile, PaintWalls, PlaceHeirloom, PlaceTrap,
                                        Reactivate, Step)
from game.ui.tables.trapper.painter import trap_sprite

if TYPE_CHECKING:
    from game.ui.tables.trapper.scene import TrapperTable

Cell = tuple[int, int]
GHOST_ALPHA = 150
"""How solid the ghost is: the dungeon beneath still shows through."""


def ghost_cells(t: "TrapperTable", action: Action) -> list[Cell]:
    """The tiles of the dungeon on screen where `action` happens ([] for a button's move,
    or while the screen shows another dungeon than the one it changes)."""
    if not t.acting_here() or t.viewing() is not None:
        return []
    if isinstance(action, PaintWalls):
        return [tuple(c) for c in action.cells]
    if isinstance(action, (PlaceHeirloom, PlaceTrap, ClearTile, Reactivate)):
        return [tuple(action.cell)]
    if isinstance(action, Step):
        here = t.public()["adventurer"]
        return [step_from(tuple(here), action.direction)] if here else []
    return []


def draw_ghost(t: "TrapperTable", surface: pygame.Surface, action: Action) -> None:
    """The hinted move, translucent, on its tiles."""
    cells = ghost_cells(t, action)
    if not cells:
        return
    painter, c = t.painter, t.app.theme.colours
    if isinstance(action, PaintWalls):
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for cell in painter.sheet_cells(cells):
            if action.wall:
                painter.sheet.wall(layer, cell)
        layer.set_alpha(GHOST_ALPHA)
        surface.blit(layer, (0, 0))
        if not action.wall:
            painter.wash(surface, cells, c.paper, GHOST_ALPHA)
    elif isinstance(action, PlaceHeirloom):
        painter.sprite(surface, "trapper_heirloom", cells[0], alpha=GHOST_ALPHA)
    elif isinstance(action, PlaceTrap):
        chart = t.view()["chart"]
        trap = {"kind": action.kind, "facing": action.facing}
        painter.sprite(surface, trap_sprite(trap, chart), cells[0], alpha=GHOST_ALPHA)
    elif isinstance(action, ClearTile):
        painter.wash(surface, cells, c.paper, 200)
    elif isinstance(action, Reactivate):     # the X washed off: the trap armed again
        painter.wash(surface, cells, c.paper, 235)
        trap = next((tr for tr in (t.mine() or {}).get("traps", ())
                     if tuple(tr["cell"]) == cells[0]), None)
        if trap is not None:
            painter.sprite(surface, trap_sprite(trap, t.view()["chart"]), cells[0],
                           alpha=GHOST_ALPHA + 60)
    elif isinstance(action, Step):
        here = t.adventurer_at()
        there = painter.centre(cells[0])
        if here is not None:
            pygame.draw.line(surface, c.accent, here, there, max(3, painter.cell_size // 12))
        painter.sprite(surface, "trapper_adventurer", cells[0], 0.9, alpha=GHOST_ALPHA)
    for cell in cells:
        painter.sheet.outline(surface, painter.sheet_cells([cell])[0], c.accent, 2)
