"""The d-pad reaches what a player clicks at the Maker table (issue 10): the entrance cells,
the spells, the market chips and the legal placements of the held item, and the buttons."""
from __future__ import annotations

import pytest

from game.core.protocol import Seat
from game.games.maker.actions import Build, ChooseEntrance
from game.ui.gamepad import A
import game.ui.tables.maker.panels as panels
from tests.maker.test_table import last_action, open_maker, press_button, set_up_by_mouse
from tests.ui.test_gamepad import PadDriver
from tests.ui.test_gamepad_play import dpad_to
from tests import play


def test_the_dpad_reaches_the_entrance_cells_and_a_press_chooses_one(app):
    table = open_maker(app, [Seat("Ann")])
    press_button(app, table, "Roll for loot")
    play.settle(app)   # the loot dice land
    cells = {(a.x, a.y) for a in table.legal() if isinstance(a, ChooseEntrance)}
    targets = table.focus_targets()
    assert cells and all(table.sheet.rect_of(c) in targets for c in cells)
    assert all(b.rect in targets for b in table.bar.buttons if b.visible)
    pads = PadDriver(app)
    pads.plug()
    cell = sorted(cells)[-1]
    dpad_to(pads, table.sheet.rect_of(cell))
    pads.tap(A)
    assert isinstance(last_action(table), ChooseEntrance)
    assert (last_action(table).x, last_action(table).y) == cell
    play.settle(app)   # the entrance is drawn: the spells become targets
    spells = panels.panel_rects(table.parts.panel, table.content).spells
    assert [rect for spell, rect in spells if spell in table.usable_spells()] and \
        all(rect in table.focus_targets() for spell, rect in spells
            if spell in table.usable_spells())


def test_the_dpad_reaches_the_market_and_the_held_items_placements(app):
    table = open_maker(app, [Seat("Ann")])
    set_up_by_mouse(app, table)
    press_button(app, table, "Build")
    play.settle(app)   # the market dice land
    chips = panels.market_chips(table.parts.market, table.content)
    assert all(chip.rect in table.focus_targets() for chip in chips)
    pads = PadDriver(app)
    pads.plug()
    item = next(a.item for a in table.legal() if isinstance(a, Build))
    chip = next(c for c in chips if c.item == item)
    dpad_to(pads, chip.rect)
    pads.tap(A)
    assert table.hand.item == item
    places = {(a.x, a.y) for a in table.legal() if isinstance(a, Build) and a.item == item}
    targets = table.focus_targets()
    assert places and all(table.sheet.rect_of(c) in targets for c in places)
    dpad_to(pads, table.sheet.rect_of(sorted(places)[0]))
    assert table.sheet.cell_at(table.pointer) == sorted(places)[0]   # the ghost follows
