"""Issue 19's Rial defects, each played through the real scenes at a new player's settings
(animations at normal speed, the real loop's frame times and idle waits)."""
from __future__ import annotations

from game.catalog import game_info
from game.core.protocol import Seat
from game.core.session import Session
from game.ui.tables.rial import open_table
from tests import play
from tests.rial.helpers import touch

HOT = [Seat("Ann"), Seat("Ben")]


def table_at_play(app, seats=HOT, seed=4, options=None, tmp_path=None):
    """A Rial table past the capabilities, every human having clicked "Set out"."""
    session = Session.start(game_info("rial"), seats, seed, options,
                            save_path=None if tmp_path is None else tmp_path / "rial.json")
    table = open_table(app, session)
    app.stack.push(table)
    play.frame(app)
    while session.rules.state.phase == "caps":
        play.click_button(app, "Set out")
    play.settle(app)
    return session, table


def test_a_roll_at_normal_speed_lights_the_move_ends_and_a_click_moves(app):
    """The lit squares are worked out once the roll has landed, not while it animates."""
    session, table = table_at_play(app)
    rules = session.rules
    seat = rules.state.active
    play.click_button(app, "Enter: roll")
    if rules.state.stage == "festival":
        play.click(app, table.panel_buttons[0].rect.center)
    play.settle(app)
    assert rules.state.stage == "move"
    ends = sorted(table.lit())
    assert ends, "no square is lit after the roll"
    play.click(app, table.geo.centre(ends[0]))
    assert not any("cannot end a move" in t.text for t in app.toasts)
    assert rules.state.stage != "move" or rules.state.active != seat
