"""The d-pad reaches what a player clicks at the Doodle table (issue 10): the draft's cards,
then the lit spaces of the element being placed, and the buttons."""
from __future__ import annotations

from tests.doodle.test_table import give, open_session
from tests.ui.test_gamepad import PadDriver


def test_the_dpad_reaches_the_draft_cards_then_the_lit_spaces(app):
    session, table = open_session(app)
    cards = [rect for _, rect in table.display_rects()]
    targets = table.focus_targets()
    assert len(cards) > 1 and all(rect in targets for rect in cards)
    assert all(b.rect in targets for b in table.bar.buttons if b.visible)
    pads = PadDriver(app)
    pads.plug()
    app.pads.place(cards[0].center)
    pads.dpad("E")
    assert app.pads.point() == cards[1].center
    give(session, table, 57)                                  # Orc, Trap: lit spaces
    app.step(dt=0.0)
    pads.dpad("E")                                            # the pad takes over the pointer
    lit = [table.sheet.cell_rect(i) for i in table.lit_cells()]
    targets = table.focus_targets()
    assert lit and all(rect in targets for rect in lit)
    assert not any(rect in targets for rect in cards)         # the draft is over for now
    app.pads.place(table.sheet.centre(20))                    # E3
    pads.dpad("E")
    assert app.pads.point() == table.sheet.centre(21)
    assert table.pointer == table.sheet.centre(21)            # the hover preview follows
