"""The d-pad reaches what a player clicks at the Trapper table (issue 10): the tiles of the
own dungeon while drawing, the palette's chips, and the buttons."""
from __future__ import annotations

from game.core.protocol import Seat
from tests.trapper.test_table import open_session
from tests.ui.test_gamepad import PadDriver


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
