"""The rival's dungeon a player chose to look at (the View button) is hers for that turn
only: `shown_seat()` follows View and Back, and when her next turn comes her own dungeon is
on screen again, with the roll to make (issue 30 §2)."""
from __future__ import annotations

from tests import play
from tests.trapper.helpers import FILLER, settled_button, table_for
from tests.trapper.test_readouts import ALONE

PITS_OUT = """
#c#d.....
.........
.........
.........
p........
@p.k.k..H
"""
"""Ann's dungeon: Shark Pits on both ways out of the Entrance (Bo's raid ends there)."""


def test_shown_seat_follows_view_and_back_and_a_new_turn_starts_on_her_own(app):
    session, table = table_for(app, ALONE, 0, (PITS_OUT, FILLER))
    assert table.shown_seat() == 0
    settled_button(app, table, "View Bo")
    assert table.shown_seat() == 1 and table.shown_board()["owner"] == 1
    settled_button(app, table, "Back to my dungeon")
    assert table.shown_seat() == 0
    session.rules.dice.script([6, 6, 1, 1])    # Ann's roll, then Bo's: fortitude 2 at most
    settled_button(app, table, "Roll")
    settled_button(app, table, "View Bo")
    assert table.shown_seat() == 1
    assert table.status()[1] == "Viewing Bo's dungeon (fog view)."
    settled_button(app, table, "Start raid")      # from the rival's dungeon on screen
    assert table.shown_seat() == 1, "the raid is on Bo's dungeon"
    settled_button(app, table, "Concede")
    play.settle(app)
    play.click_button(app, "Concede")         # the dialog's own button
    play.until(app, lambda: session.rules.state.active == 1, what="Bo's turn")
    play.until(app, lambda: table.acting_here() and not table.showing_move
               and not table.busy, 600, "Ann's next turn")
    assert session.rules.state.stats[0].turns == 2
    assert table.shown_seat() == 0, "her own dungeon is back"
    assert table.shown_board()["full"], "her own, not in fog"
    assert table.status()[1] == "Roll 2d6 for action points."
    assert any(b.label.startswith("View Bo") for b in table.bar.buttons if b.visible)
