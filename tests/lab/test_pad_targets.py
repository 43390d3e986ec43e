"""The d-pad reaches what a player clicks at the DungeonLab table (issue 10): the notebook
page's cells, the stamp palette and the tool buttons; a press on a cell lands there."""
from __future__ import annotations

import pygame

from game.ui.gamepad import A
from tests.lab.test_table import open_game
from tests.ui.test_gamepad import PadDriver
from tests.ui.test_gamepad_play import dpad_to


def test_the_dpad_reaches_page_cells_palette_and_tools(app):
    session, table = open_game(app)
    pad = table.pad
    cell = pygame.Rect(pad.at(3, 3), (pad.cell, pad.cell))
    targets = table.focus_targets()
    assert cell in targets and len([r for r in targets if r.size == cell.size]) >= \
        pad.cols * pad.rows
    assert table.palette and all(rect in targets for _, rect in table.palette)
    assert all(b.rect in targets for b in table.bar.buttons if b.visible)
    pads = PadDriver(app)
    pads.plug()
    dpad_to(pads, cell)
    assert app.pads.point() == cell.center
    pads.tap(A)
    assert session.rules.state.players[0].pos == (3, 3, 1)
    name, stamp = table.palette[-1]
    dpad_to(pads, stamp)
    pads.tap(A)
    assert (table.hand.tool, table.hand.stamp) == ("stamp", name)
