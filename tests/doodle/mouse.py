"""A mouse-only player for the doodle table tests: turns an action into the clicks, drags,
right clicks and M presses a person would make (SDL dummy driver)."""
from __future__ import annotations

import pygame

from game.games.doodle.actions import (BuildWall, FinishPath, HideTreasure, PassCard, PathStep,
                                       PickCard, PlacePiece, PlayCard, Reroll, TickBox,
                                       TurnCard)
from tests.ui.helpers import button, click, key, move, press, release


def ghost_pose(table, action):
    """(turns, mirrored, cell index) that make the ghost cover exactly the action's cells."""
    shape_id = table.element()
    shape = table.content.shapes[shape_id].cells
    target = sorted(action.cells)
    width = table.sheet.width
    for mirrored in (False, True):
        for turns in range(4):
            table.ghost.turns, table.ghost.mirrored = turns, mirrored
            for cell in target:
                at = (cell % width, cell // width)
                got = table.ghost.action(action.seat, table.ghost.cells(shape, at), width,
                                         table.sheet.height)
                if got is not None and list(got.cells) == target:
                    return turns, mirrored, cell
    raise AssertionError(f"no ghost pose covers {target}")


def do(app, table, action):
    """Make `action` happen with the mouse (and M) only."""
    if isinstance(action, PickCard):
        click(app, dict(table.display_rects())[action.card].center)
    elif isinstance(action, BuildWall):
        turns, mirrored, cell = ghost_pose(table, action)
        table.ghost.turns, table.ghost.mirrored = 0, False
        pos = table.sheet.centre(cell)
        for _ in range(turns):
            click(app, pos, button=3)
        if mirrored:
            move(app, pos)
            key(app, pygame.K_m)
        click(app, pos)
    elif isinstance(action, (PlacePiece, HideTreasure)):
        click(app, table.sheet.centre(action.cell))
    elif isinstance(action, TickBox):
        click(app, table.track.boxes[(action.category, action.box)].center)
    elif isinstance(action, TurnCard):
        click(app, button(table, "Done"))
    elif isinstance(action, PathStep):
        owner = table.shown_owner()
        end = table.public()["sheets"][owner]["path"][-1]
        press(app, table.sheet.centre(end))
        move(app, table.sheet.centre(action.cell), held=True)
        release(app, table.sheet.centre(action.cell))
    elif isinstance(action, FinishPath):
        click(app, button(table, "Done"))
    elif isinstance(action, PlayCard):
        click(app, dict(table.hand_rects())[action.card].center)
    elif isinstance(action, PassCard):
        click(app, button(table, "Keep" if any(isinstance(b, Reroll) for b in
                                               table.legal()) else "Play no card"))
    elif isinstance(action, Reroll):
        click(app, button(table, f"Reroll die {action.die + 1}"))
    else:
        raise AssertionError(f"no mouse way to {action}")
