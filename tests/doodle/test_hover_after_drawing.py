"""Right after a click draws an element, the pointer still rests on that space and the
card's next element would be refused there ('E3 is not empty'): a hurried player read it
as the click having failed. The next element's preview waits until the pointer moves on;
elsewhere its red reason shows as before. Likewise the display card that slides under the
pointer after a pick keeps its note until a move. Through the real table, mouse events
only."""
from __future__ import annotations

from game.games.doodle.actions import BuildWall
from tests.doodle.mouse import do
from tests.doodle.test_table import give, open_session
from tests.ui.helpers import click, move


def test_no_refusal_over_the_piece_just_drawn_until_the_pointer_moves(app):
    session, table = open_session(app)
    seat = give(session, table, 57)                           # Orc, Trap
    sheet = session.rules.state.sheets[seat]
    e3 = table.sheet.centre(20)
    click(app, e3)
    assert sheet.cells[20] == "orc" and table.element() == "trap"
    app.render()
    assert table.bubble == "", table.bubble                   # no 'E3 is not empty'
    move(app, table.sheet.centre(21))                         # F3 touches the orc: red
    app.render()
    assert table.bubble
    move(app, e3)                                             # back on the orc: red too
    app.render()
    assert "not empty" in table.bubble, table.bubble


def test_no_refusal_over_the_wall_just_drawn_until_the_pointer_moves(app):
    session, table = open_session(app)
    seat = give(session, table, 16)                           # L4, Orc
    do(app, table, BuildWall(seat, (27, 28, 29, 35)))
    assert session.rules.state.sheets[seat].cells[27] == "wall"
    assert table.element() == "orc"
    app.render()
    assert table.bubble == "", table.bubble
    clicked = table.sheet.index_at(table.pointer)
    assert clicked in (27, 28, 29, 35)
    other = next(c for c in (27, 28, 29, 35) if c != clicked)
    move(app, table.sheet.centre(other))                      # another wall space
    app.render()
    assert "not empty" in table.bubble, table.bubble


def test_the_card_that_slides_under_the_pointer_keeps_its_note_until_a_move(app):
    """Taking the first display card slides the next one under the pointer: its note waited
    for a move instead of covering the sheet's letters at once."""
    session, table = open_session(app)
    s = session.rules.state
    first, second = s.display[0], s.display[1]
    rect = dict(table.display_rects())[first]
    click(app, rect.center)
    assert s.building is not None and s.building.card == first
    assert dict(table.display_rects()).get(second) == rect    # slid into the same place
    app.render()
    assert table.note == "", table.note
    move(app, (rect.right + 40, rect.bottom + 300))           # off the cards, then back
    move(app, rect.center)
    app.render()
    assert f"Card #{second}" in table.note, table.note
