"""The hint's ghost at the doodle table (issue 23 §3): the Hard computer's move for the
person, drawn translucent where it would happen: the wall's spaces hatched, the piece or
treasure note on its space, the next pencil step of the hero path, the tick in its box, the
card to take or play lifted. It is drawn from what the person's own screen shows (the
table's painters, their view), never from the match itself."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.games.doodle.actions import (BuildWall, HideTreasure, PathStep, PickCard,
                                       PlacePiece, PlayCard, TickBox)
from game.ui.tables.doodle.sheet import PIECE_SPRITES

if TYPE_CHECKING:
    from game.ui.tables.doodle.scene import DoodleTable

GHOST_ALPHA = 150
"""How solid the ghost is: the sheet beneath still shows through."""
LIFT = 8
"""Pixels a hinted card rises from its place."""


def draw_ghost(t: "DoodleTable", surface: pygame.Surface, action: Action) -> None:
    """The hinted move, translucent, where it would happen (nothing for a button's move:
    its ring says it)."""
    accent = t.app.theme.colours.accent
    if isinstance(action, (PickCard, PlayCard)):
        cards = dict(t.display_rects() if isinstance(action, PickCard) else t.hand_rects())
        rect = cards.get(action.card)
        if rect is not None:
            _lifted(t, surface, rect, action.card, isinstance(action, PickCard))
        return
    if isinstance(action, TickBox):
        box = t.track.boxes.get((action.category, action.box))
        if box is not None:
            t.sheet.paper.tick(surface, box, accent)
        return
    if not t.ghost_on_sheet(action):
        return
    paper = t.sheet.paper
    if isinstance(action, BuildWall):
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for cell in action.cells:
            paper.wall(layer, t.sheet.colrow(cell))
        layer.set_alpha(GHOST_ALPHA)
        surface.blit(layer, (0, 0))
        for cell in action.cells:
            paper.outline(surface, t.sheet.colrow(cell), accent, 2)
    elif isinstance(action, PlacePiece):
        _sprite(t, surface, PIECE_SPRITES[action.kind], action.cell, max(8, paper.cell - 4))
    elif isinstance(action, HideTreasure):      # where the note goes: the space's corner
        icon = t.app.sprites.fit("dd_treasure", max(8, paper.cell // 2)).copy()
        icon.set_alpha(GHOST_ALPHA + 60)
        rect = t.sheet.cell_rect(action.cell)
        surface.blit(icon, icon.get_rect(bottomright=(rect.right - 1, rect.bottom - 1)))
    elif isinstance(action, PathStep):
        path = t.public()["sheets"][t.shown_owner()]["path"]
        if path:
            start, end = t.sheet.centre(path[-1]), t.sheet.centre(action.cell)
            pygame.draw.line(surface, accent, start, end, max(3, paper.cell // 10))
            pygame.draw.circle(surface, accent, end, max(4, paper.cell // 6))


def _sprite(t: "DoodleTable", surface: pygame.Surface, name: str, cell: int, size: int
            ) -> None:
    image = t.app.sprites.fit(name, size).copy()
    image.set_alpha(GHOST_ALPHA)
    surface.blit(image, image.get_rect(center=t.sheet.centre(cell)))


def _lifted(t: "DoodleTable", surface: pygame.Surface, rect: pygame.Rect, card: int,
            build: bool) -> None:
    """The card raised out of its place (the desk shows where it lay, under its shadow),
    its glow in the hint's colour."""
    c = t.app.theme.colours
    surface.fill(c.desk, pygame.Rect(rect.x, rect.y, rect.w + 4, rect.h + 5))
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 90))
    surface.blit(shadow, rect.move(3, 2))
    t.cards.draw(surface, rect.move(0, -LIFT), card, build=build, glow=c.accent)
