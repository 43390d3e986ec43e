"""The d-pad reaches what a player clicks at Rial's table (issue 10): the choice panel's
buttons, the lit move-end squares, and a press there walks the route."""
from __future__ import annotations

from game.ui.gamepad import A
from tests import play
from tests.rial.screen import open_session, ready, roll
from tests.ui.test_gamepad import PadDriver
from tests.ui.test_gamepad_play import dpad_to


def test_the_dpad_reaches_the_capability_panel_buttons(app):
    session, table = open_session(app)
    targets = table.focus_targets()
    assert table.panel_buttons and all(b.rect in targets for b in table.panel_buttons
                                       if b.visible)


def test_the_dpad_reaches_the_lit_move_ends_and_a_press_moves_there(app):
    session, table = ready(app)
    seat = roll(app, table)
    assert session.rules.state.stage == "move"
    ends = sorted(table.lit())
    targets = table.focus_targets()
    assert ends and all(table.geo.rect(sq) in targets for sq in ends)
    pads = PadDriver(app)
    pads.plug()
    dpad_to(pads, table.geo.rect(ends[0]))
    assert table.hovered_route()[-1] == ends[0]         # the route preview follows the pad
    pads.tap(A)
    play.settle(app)
    player = session.rules.state.players[seat]
    assert player.pos == ends[0] or session.rules.state.stage != "move"
