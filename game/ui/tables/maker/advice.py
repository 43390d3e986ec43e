""""What would the computer do?" at the Maker table (issue 23 §3): where Hard's move
happens on the person's own sheet, and its ghost drawn there.

A tile (a room, path, trap, the entrance or the stairs) is drawn half transparent on its
cell with the market chip it comes from outlined; a loot to collect is crossed out in
pencil; a spell or a button is ringed. Everything comes from the move itself and the
person's own view: the ghost shows only over the person's own sheet.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.games.maker.actions import (Build, CastSpell, ChooseEntrance, ChooseSpell, Collect,
                                      PlaceStairs)
import game.ui.tables.maker.panels as P
from game.ui.tables.maker.sheet import turns_of

if TYPE_CHECKING:
    from game.ui.tables.maker.scene import MakerTable

ON_THE_SHEET = (Build, ChooseEntrance, Collect, PlaceStairs)
"""Moves made by a click on a cell of the sheet (a click on the ghost makes the move)."""


def own_sheet(table: "MakerTable") -> bool:
    """The person's own sheet is on screen, theirs to play."""
    return table.me() is not None and table.shown() == table.viewer


def target(table: "MakerTable", action: Action) -> pygame.Rect | None:
    """Where the move happens: its cell, its spell, or the button that makes it."""
    if isinstance(action, ON_THE_SHEET):
        return table.sheet.rect_of((action.x, action.y)) if own_sheet(table) else None
    if isinstance(action, (CastSpell, ChooseSpell)):
        if not own_sheet(table):
            return None
        spells = dict(P.panel_rects(table.parts.panel, table.content).spells)
        return pygame.Rect(spells[action.spell]) if action.spell in spells else None
    label = table.button_label(action)
    for button in table.bar.buttons:
        if label and button.visible and button.label == label:
            return pygame.Rect(button.rect)
    return None


def chip_of(table: "MakerTable", build: Build) -> pygame.Rect | None:
    """The market chip the built item comes from (a path tile: the chip of its shape)."""
    shape = turns_of(build.openings)[0] if build.openings else ""
    chips = P.market_chips(table.parts.market, table.content)
    for chip in chips:
        if chip.item == build.item and chip.shape in ("", shape):
            return pygame.Rect(chip.rect)
    return None


def draw_ghost(table: "MakerTable", surface: pygame.Surface, action: Action) -> None:
    """The move itself, half transparent, where it would happen (own sheet only)."""
    if not isinstance(action, ON_THE_SHEET) or not own_sheet(table):
        return
    cell = (action.x, action.y)
    colours = table.app.theme.colours
    if isinstance(action, Build):
        table.sheet.draw_ghost(surface, cell, action.item, action.openings)
        chip = chip_of(table, action)
        if chip is not None:    # the item lifted from the market
            pygame.draw.rect(surface, colours.accent, chip.inflate(4, 4), 3, border_radius=6)
    elif isinstance(action, ChooseEntrance):
        table.sheet.draw_ghost(surface, cell, "entrance", action.openings)
    elif isinstance(action, PlaceStairs):
        table.sheet.draw_ghost(surface, cell, "stairs", "")
    else:   # Collect: the loot erased, drawn as a pencil cross over it
        rect = table.sheet.rect_of(cell).inflate(-table.sheet.cell // 3, -table.sheet.cell // 3)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        width = max(3, rect.width // 10)
        pygame.draw.line(layer, (*colours.pencil[:3], 200), (0, 0), rect.size, width)
        pygame.draw.line(layer, (*colours.pencil[:3], 200), (0, rect.height), (rect.width, 0),
                         width)
        surface.blit(layer, rect)
