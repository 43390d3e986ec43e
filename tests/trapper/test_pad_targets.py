"""The d-pad reaches what a player clicks at the Trapper table (issue 10): the tiles of the
own dungeon while drawing, the palette's chips, and the buttons; in a raid, the legal steps."""
from __future__ import annotations

import pytest

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.games.trapper.state import Phase
from game.ui.gamepad import A
from game.ui.tables.trapper.shots import drive
from tests.trapper.test_table import open_session, show
from tests import play
from tests.ui.test_gamepad import PadDriver
from tests.ui.test_gamepad_play import dpad_to


def test_the_dpad_reaches_the_dungeon_tiles_and_the_palette_chips(app):
    session, table = open_session(app, [Seat("Ann"), Seat("Bo")])
    targets = table.focus_targets()
    cells = [table.painter.rect_of((c, r)) for r in range(1, 7) for c in range(1, 10)]
    assert all(rect in targets for rect in cells)
    assert table.chips and all(chip.rect in targets for chip in table.chips)
    assert all(b.rect in targets for b in table.bar.buttons if b.visible)
    pads = PadDriver(app)
    pads.plug()
    app.pads.place(table.painter.centre((3, 3)))
    pads.dpad("E")
    assert app.pads.point() == table.painter.centre((4, 3))
    assert table.pointer == table.painter.centre((4, 3))     # hover follows the pad
    app.pads.place(table.painter.centre((3, 6)))
    pads.dpad("S")
    assert any(chip.rect.center == app.pads.point() for chip in table.chips)


def test_in_a_raid_the_dpad_reaches_the_legal_steps_and_a_press_steps(app):
    session = Session.start(game_info("trapper"), [Seat("Ann"), Seat("Bo", bot="greedy")], 5)
    drive(session, lambda s, e: s.rules.state.phase is Phase.RAID and s.rules.state.active == 0)
    table = show(app, session)
    play.settle(app)                     # the raid's start has played: the steps are lit
    steps = table.step_cells()
    targets = table.focus_targets()
    assert steps and all(table.painter.rect_of(c) in targets for c in steps)
    assert len([r for r in targets if r.size == table.painter.rect_of((1, 1)).size]) == \
        len(steps)                                          # not every tile: the steps
    pads = PadDriver(app)
    pads.plug()
    dpad_to(pads, table.painter.rect_of(steps[0]))
    pads.tap(A)
    assert session.rules.state.adventurer in (steps[0], None) or \
        session.rules.state.phase is not Phase.RAID
